"""Analysis-service settings read from the environment (kit Settings stays shared and untouched).

The 기준금리 changes a few times a year; it is configuration with its as-of date, never a
constant in code, and every figure built on it prints both. The default loan rate and
term are *assumptions* used only when the user gave none — the tools mark them as
기본값 in the workings and lower the result's quality.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date

from ..domain.workings import Given


@dataclass(frozen=True)
class AnalysisSettings:
    base_rate_pct: float = 2.5  # 한국은행 기준금리 (HOLMES_BASE_RATE_PCT)
    base_rate_as_of: str = "2025-05-29"  # its decision date (HOLMES_BASE_RATE_AS_OF)
    default_loan_rate_pct: float = 4.0  # assumed mortgage rate when the user gave none
    default_term_years: int = 30  # assumed mortgage term when the user gave none

    def base_rate(self) -> Given:
        """The 기준금리 as a workings input, described in the user's words (the variable that
        sets it, HOLMES_BASE_RATE_PCT, is ours to know, not the user's)."""
        return Given.data(self.base_rate_pct, f"한국은행 기준금리({self.base_rate_as_of} 결정), 이 서비스에 설정된 값")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> AnalysisSettings:
        """Read HOLMES_* variables; a malformed value stops start-up with the variable's name."""
        env = os.environ if env is None else env
        base = cls()
        out = cls(
            base_rate_pct=_float(env, "HOLMES_BASE_RATE_PCT", base.base_rate_pct),
            base_rate_as_of=_date(env, "HOLMES_BASE_RATE_AS_OF", base.base_rate_as_of),
            default_loan_rate_pct=_float(env, "HOLMES_DEFAULT_LOAN_RATE_PCT", base.default_loan_rate_pct),
            default_term_years=int(_float(env, "HOLMES_DEFAULT_LOAN_TERM_YEARS", base.default_term_years)),
        )
        if not 0 <= out.base_rate_pct <= 20:
            raise ValueError(f"HOLMES_BASE_RATE_PCT out of range 0..20: {out.base_rate_pct}")
        if not 0 < out.default_loan_rate_pct <= 30:
            raise ValueError(f"HOLMES_DEFAULT_LOAN_RATE_PCT out of range 0..30: {out.default_loan_rate_pct}")
        if not 1 <= out.default_term_years <= 50:
            raise ValueError(f"HOLMES_DEFAULT_LOAN_TERM_YEARS out of range 1..50: {out.default_term_years}")
        return out


def _float(env: Mapping[str, str], key: str, default: float) -> float:
    raw = env.get(key)
    if raw is None or raw.strip() == "":
        return default
    try:
        return float(raw)
    except ValueError:
        raise ValueError(f"{key} must be a number, got {raw!r}") from None


def _date(env: Mapping[str, str], key: str, default: str) -> str:
    raw = (env.get(key) or "").strip() or default
    try:
        return date.fromisoformat(raw).isoformat()
    except ValueError:
        raise ValueError(f"{key} must be an ISO date (YYYY-MM-DD), got {raw!r}") from None
