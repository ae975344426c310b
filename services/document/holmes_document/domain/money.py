"""Money in the lease form: digits, Korean words, and minimal parsing of Korean amounts.

Amounts travel as integer 만원 (the unit of the market data and the planner's entities);
the form prints them in won, once in words and once in digits, as in
"금 일억이천만원정 (₩120,000,000)".
"""
from __future__ import annotations

import re
from decimal import Decimal

from .errors import DocumentInputError

WON_PER_MANWON = 10_000
_DIGITS = "영일이삼사오육칠팔구"
_SMALL_UNITS = ((1000, "천"), (100, "백"), (10, "십"))
_BIG_UNITS = ((10**16, "경"), (10**12, "조"), (10**8, "억"), (10**4, "만"))


def _group_in_words(n: int, formal: bool) -> str:
    """Words for 1..9999. `formal` writes 일 before 천/백/십 as banks do to stop tampering."""
    out: list[str] = []
    for unit, name in _SMALL_UNITS:
        digit, n = divmod(n, unit)
        if digit:
            out.append(("" if digit == 1 and not formal else _DIGITS[digit]) + name)
    if n:
        out.append(_DIGITS[n])
    return "".join(out)


def won_in_words(won: int, formal: bool = True) -> str:
    """120_000_000 -> '일억이천만'. Zero is '영'; negative amounts are a caller bug."""
    if won < 0:
        raise ValueError("금액은 음수일 수 없습니다")
    if won == 0:
        return "영"
    parts: list[str] = []
    for unit, name in _BIG_UNITS:
        group, won = divmod(won, unit)
        if group:
            parts.append(_group_in_words(group, formal) + name)
    if won:
        parts.append(_group_in_words(won, formal))
    return "".join(parts)


def manwon_in_words(manwon: int, formal: bool = True) -> str:
    """35000 (만원) -> '삼억오천만'."""
    return won_in_words(manwon * WON_PER_MANWON, formal)


def format_won_digits(won: int) -> str:
    return f"₩{won:,}"


def money_phrase(manwon: int) -> str:
    """The form's notation: '금 일억이천만원정 (₩120,000,000)'."""
    won = manwon * WON_PER_MANWON
    return f"금 {won_in_words(won)}원정 ({format_won_digits(won)})"


_SMALL_VALUE = {"천": 1000, "백": 100, "십": 10, "": 1}
_BIG_VALUE = {"조": 10**12, "억": 10**8, "만": 10**4}
_NEXT_LOWER = {"조": "억", "억": "만", "만": ""}
_TOKEN = re.compile(r"(\d+(?:\.\d+)?)(천|백|십)?(조|억|만)?")


def parse_money_won(value: str, field: str = "amount", bare_unit_won: int = WON_PER_MANWON) -> Decimal:
    """Won from Korean amount text. Bare numbers (no 억/만/천, no 원 or ₩) are in units of
    `bare_unit_won` (만원 by default, as people type deposits). After a big unit a bare
    remainder takes the next lower unit ('3억 5천' = 3억 5천만), as amounts are spoken."""
    text = re.sub(r"[\s,]", "", value)
    text = re.sub(r"^(금|일금)", "", text)
    explicit_won = text.endswith("원") or text.endswith("원정") or text.startswith("₩")
    text = re.sub(r"원정?$", "", text).replace("₩", "")
    tokens = list(_TOKEN.finditer(text))
    if not text or not tokens or "".join(t.group(0) for t in tokens) != text:
        raise DocumentInputError(field, f"금액 '{value}'을(를) 이해하지 못했습니다. 예: 3억, 2억 5천만원, 2,000만원")
    total = Decimal(0)
    group = Decimal(0)
    last_big: str | None = None
    for tok in tokens:
        group += Decimal(tok.group(1)) * _SMALL_VALUE[tok.group(2) or ""]
        if tok.group(3):
            total += group * _BIG_VALUE[tok.group(3)]
            group, last_big = Decimal(0), tok.group(3)
    if group:
        if last_big is not None:
            scale = _BIG_VALUE.get(_NEXT_LOWER[last_big], 1)
        else:
            scale = 1 if explicit_won else bare_unit_won
        total += group * scale
    return total


def parse_money_manwon(value: object, field: str = "amount") -> int:
    """Amount in 만원 from an int (already 만원) or Korean text such as
    '3억 5천' (35000), '2억 5천만원' (25000), '2,000만원' (2000), '3.5억' (35000),
    '120,000,000원' (12000), '500' (500: bare numbers are 만원). Results must be whole 만원.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise DocumentInputError(field, "금액을 숫자나 '3억 5천'처럼 입력해 주세요.")
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not value.is_integer():
            raise DocumentInputError(field, "금액은 만원 단위의 정수로 입력해 주세요.")
        return int(value)
    manwon = parse_money_won(value, field) / WON_PER_MANWON
    if manwon != manwon.to_integral_value():
        raise DocumentInputError(field, f"금액 '{value}'은(는) 만원 단위로 떨어지지 않습니다. 만원 단위로 입력해 주세요.")
    return int(manwon)


def manwon_ko(manwon: int) -> str:
    """35000 -> '3억 5,000만원', 30000 -> '3억원', 3500 -> '3,500만원', 0 -> '0원'."""
    eok, man = divmod(manwon, 10_000)
    parts = ([f"{eok:,}억"] if eok else []) + ([f"{man:,}만"] if man else [])
    return " ".join(parts) + "원" if parts else "0원"
