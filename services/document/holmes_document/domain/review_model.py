"""Result types of contract review."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

Severity = Literal["high", "medium", "low"]
SEVERITY_KO: dict[str, str] = {"high": "위험", "medium": "주의", "low": "확인"}


class Finding(BaseModel):
    model_config = ConfigDict(frozen=True)

    rule_id: str
    severity: Severity
    title_ko: str
    message_ko: str
    law: str
    article: str
    excerpt: str  # the sentence of the contract that triggered the finding ("" for a missing clause)

    @property
    def severity_ko(self) -> str:
        return SEVERITY_KO[self.severity]


class ReviewResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    findings: tuple[Finding, ...]
    sentences_checked: int

    @property
    def counts(self) -> dict[str, int]:
        return {s: sum(1 for f in self.findings if f.severity == s) for s in SEVERITY_KO}

    @property
    def risk_level(self) -> Severity | Literal["none"]:
        for s in ("high", "medium", "low"):
            if any(f.severity == s for f in self.findings):
                return s  # type: ignore[return-value]
        return "none"
