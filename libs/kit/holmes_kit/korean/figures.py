"""A number with its unit ('38dB', '8개월', '두달치', '30세대', '1억7천'): the one reader of "figure +
unit" that the orchestrator's verdict rules, the search 문답 matcher and the cards' conditions share.

Each figure is given in the unit it compares in — periods in days, money in 원, one month's rent
overdue as one 기 (as the lease law counts arrears) — so '8개월' and '240일' are the same length.
Money with a role (보증금, 월세 …) is read by ``money.find_amounts``; this reader only sees its unit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

NATIVE = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}
# A unit, and what one of it is in the unit it is compared in.
_UNITS: dict[str, tuple[str, float]] = {
    "실": ("실", 1), "세대": ("세대", 1), "호": ("호", 1), "채": ("호", 1), "회": ("회", 1), "번": ("회", 1),
    "dB": ("dB", 1), "db": ("dB", 1), "데시벨": ("dB", 1),
    "일": ("day", 1), "주": ("day", 7), "주일": ("day", 7), "개월": ("day", 30), "달": ("day", 30), "년": ("day", 365),
    "기": ("기", 1), "달치": ("기", 1), "개월치": ("기", 1),
    "억원": ("원", 1e8), "억": ("원", 1e8), "천만원": ("원", 1e7), "만원": ("원", 1e4), "원": ("원", 1),
    "%": ("%", 1), "퍼센트": ("%", 1), "프로": ("%", 1), "㎡": ("㎡", 1), "제곱미터": ("㎡", 1), "m²": ("㎡", 1),
    "평": ("평", 1), "점": ("점", 1),
}
UNITS = tuple(_UNITS)  # the units a figure is read in
_UNIT = "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True))
_NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?|" + "|".join(sorted(NATIVE, key=len, reverse=True))
# "1억7천" / "1억 7,000만원": a sum in 억 and 천(만) together.
_WON = re.compile(r"(\d+(?:\.\d+)?)\s*억(?:\s*(\d+(?:,\d{3})?)\s*(천만|천|만))?\s*원?")
# "4천㎡", "2천 세대": a number said in thousands or hundreds before its unit ("5천만원" is 5 × 천 × 만원 as before).
_SCALE = {"천": 1e3, "백": 1e2}
_FIGURE = re.compile(rf"({_NUMBER})(?:(?<=\d)(천|백))?\s*({_UNIT})(?:\(A\))?")


def spellings(unit: str) -> tuple[str, ...]:
    """Every way of writing the same unit ('데시벨' -> dB, db, 데시벨; '개월' -> 개월, 달): a number
    written in any of them is a number of the unit asked. A unit this module does not know is its own."""
    same = _UNITS.get(unit)
    return tuple(u for u, v in _UNITS.items() if v == same) if same else (unit,)


@dataclass(frozen=True)
class Figure:
    value: float  # in the unit it compares in
    unit: str  # 'day', '원', 'dB', '세대', '기', '%', '㎡', '평', …
    start: int
    end: int
    spoken: bool = False  # the number is a word ('두달치', '세 번'), not digits


def _number(text: str) -> float:
    return float(NATIVE[text]) if text in NATIVE else float(text.replace(",", ""))


def figures(text: str) -> list[Figure]:
    """The figures of a text with their units, in the unit they compare in ('8개월' -> 240 days)."""
    out: list[Figure] = []
    taken: list[tuple[int, int]] = []
    for m in _WON.finditer(text):
        rest = 0.0
        if m.group(2):
            n = float(m.group(2).replace(",", ""))
            rest = n * (1e7 if m.group(3) in ("천", "천만") else 1e4)
        out.append(Figure(float(m.group(1)) * 1e8 + rest, "원", m.start(), m.end()))
        taken.append((m.start(), m.end()))
    for m in _FIGURE.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        # A native number word only counts glued to its unit inside a word ("두달치", "네번"): "세 번째"…
        if m.group(1) in NATIVE and m.start() > 0 and text[m.start() - 1].isdigit():
            continue
        unit, scale = _UNITS[m.group(3)]
        if m.group(3) == "년" and _number(m.group(1)) >= 1900 or m.group(3) == "일" and re.search(r"월\s*$", text[:m.start()]):
            continue  # a calendar year or date ('2024년까지', '4월 30일') is a point in time, not a period
        if m.group(3) == "주" and text.startswith("택", m.end()):
            continue  # '2주택', '1주택자': how many houses, not weeks
        many = _SCALE.get(m.group(2) or "", 1.0)
        out.append(Figure(_number(m.group(1)) * many * scale, unit, m.start(), m.end(), m.group(1) in NATIVE))
    return sorted(out, key=lambda f: f.start)
