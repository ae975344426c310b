"""Result types of contract review."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Severity = Literal["high", "medium", "low"]
SEVERITY_KO: dict[str, str] = {"high": "위험", "medium": "주의", "low": "확인"}
# A clause's verdict, most severe first: void by law, can cost the deposit, check it, nothing found.
Verdict = Literal["무효", "위험", "주의", "안전"]
VERDICT_ORDER: tuple[str, ...] = ("무효", "위험", "주의", "안전")


class Finding(BaseModel):
    model_config = ConfigDict(frozen=True)

    rule_id: str
    severity: Severity
    title_ko: str
    message_ko: str
    law: str
    article: str
    excerpt: str  # the sentence of the contract that triggered the finding ("" for a missing clause)
    verdict: Verdict = "주의"
    family: str = ""
    also: tuple[tuple[str, str], ...] = ()  # further (law, article) the finding rests on
    suggestion: str = ""  # wording to use instead ("" = delete the clause)
    party: str = "임차인"  # whom the clause hurts: 임차인 for a lease, 매수인 for a sale

    @property
    def severity_ko(self) -> str:
        return SEVERITY_KO[self.severity]


class ClauseVerdict(BaseModel):
    """One sentence of the submitted contract and what review makes of it."""

    model_config = ConfigDict(frozen=True)

    text: str
    verdict: Verdict
    reason: str
    findings: tuple[Finding, ...] = ()
    # Wording to sign instead of a flagged clause, or a tip that makes a safe clause enforceable.
    suggestion: str = ""


class ReviewResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    findings: tuple[Finding, ...]  # most severe first, then in text order
    sentences_checked: int
    clauses: tuple[ClauseVerdict, ...] = ()  # every sentence, most severe first

    @property
    def counts(self) -> dict[str, int]:
        return {s: sum(1 for f in self.findings if f.severity == s) for s in SEVERITY_KO}

    @property
    def verdict_counts(self) -> dict[str, int]:
        return {v: sum(1 for c in self.clauses if c.verdict == v) for v in VERDICT_ORDER}

    @property
    def risk_level(self) -> Severity | Literal["none"]:
        for s in ("high", "medium", "low"):
            if any(f.severity == s for f in self.findings):
                return s  # type: ignore[return-value]
        return "none"
