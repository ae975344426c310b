"""Korean money formatting, exact rounding and input checks.

Amounts are ``int`` 만원 everywhere; monthly payments (rent, loan instalments)
are ``int`` 원 because a 만원 unit would round away what a user pays each month.
Arithmetic that involves rates uses ``Decimal`` so hand-computed expectations
match to the last 원.
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from holmes_kit.korean.money import format_manwon, format_won
from holmes_kit.korean.text import josa

from .errors import AnalysisInputError

#: 1,000억원 in 만원 — anything above is treated as a typo, not a price.
MAX_AMOUNT_MANWON = 10_000_000


__all__ = ["format_manwon", "format_won"]  # kit's one formatter, re-exported for the domain modules


def format_pct(value: Decimal | float, digits: int = 1) -> str:
    """Percent with fixed decimals, half-up: 80 -> '80.0%'."""
    return f"{round_half_up(Decimal(str(value)), digits)}%"


def format_rate(value: Decimal | float) -> str:
    """Interest rates as people write them: 4.0 -> '4%', 3.25 -> '3.25%'."""
    d = Decimal(str(value)).normalize()
    text = format(d, "f")
    return f"{text}%"


def round_half_up(value: Decimal, digits: int = 0) -> Decimal:
    """Round like a calculator (0.5 -> 1), not banker's rounding."""
    quant = Decimal(1).scaleb(-digits)
    return value.quantize(quant, rounding=ROUND_HALF_UP)


def to_int(value: Decimal) -> int:
    return int(round_half_up(value, 0))


def pct_of(part: int | Decimal, whole: int | Decimal) -> Decimal:
    """part ÷ whole × 100, exact (caller rounds for display)."""
    return Decimal(part) * 100 / Decimal(whole)


def check_amount(
    field: str,
    value: object,
    *,
    allow_zero: bool = True,
    maximum: int = MAX_AMOUNT_MANWON,
    label: str | None = None,
) -> int:
    """Return ``value`` if it is a sane 만원 amount, else raise naming ``field``."""
    name = label or field
    if isinstance(value, bool) or not isinstance(value, int):
        raise AnalysisInputError(field, f"{josa(name, '은')} 만원 단위 정수여야 합니다 (받은 값: {value!r}).")
    if value < 0:
        raise AnalysisInputError(field, f"{josa(name, '이')} 음수입니다: {format_manwon(value)}.")
    if value == 0 and not allow_zero:
        raise AnalysisInputError(field, f"{josa(name, '은')} 0보다 커야 합니다.")
    if value > maximum:
        raise AnalysisInputError(
            field, f"{name} {format_manwon(value)}은 허용 범위({format_manwon(maximum)})를 벗어납니다."
        )
    return value


def check_won(
    field: str,
    value: object,
    *,
    allow_zero: bool = True,
    maximum: int = MAX_AMOUNT_MANWON,
    label: str | None = None,
) -> int:
    """A user's 만원 figure in 원, exact: a whole 만원 (``check_amount``'s), or a number of 만원 with 원
    below it (52.5 → 525,000원: "월세 52만 5천원"), checked the same way (``maximum`` in 만원)."""
    if isinstance(value, float | Decimal) and not isinstance(value, bool):
        won = Decimal(str(value)) * 10_000
        if not won.is_finite() or won != won.to_integral_value():
            raise AnalysisInputError(field, f"{josa(label or field, '은')} 원 단위까지의 금액이어야 합니다 (받은 값: {value!r}).")
        # the checks of a whole amount, on the 만원 it reaches (0.5만원 is not zero; -0.5만원 is negative)
        check_amount(field, int(won / 10_000) + (1 if won % 10_000 > 0 else -1 if won % 10_000 < 0 else 0),
                     allow_zero=allow_zero, maximum=maximum, label=label)
        return int(won)
    return check_amount(field, value, allow_zero=allow_zero, maximum=maximum, label=label) * 10_000


def check_rate(field: str, value: object, *, low: float = 0.0, high: float = 30.0, label: str | None = None) -> Decimal:
    """Percent rates (4.5 means 4.5%) within a plausible band."""
    name = label or field
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise AnalysisInputError(field, f"{josa(name, '은')} 숫자(%)여야 합니다 (받은 값: {value!r}).")
    d = Decimal(str(value))
    if not d.is_finite() or d < Decimal(str(low)) or d > Decimal(str(high)):
        raise AnalysisInputError(field, f"{name} {value}%는 허용 범위({low}%~{high}%)를 벗어납니다.")
    return d
