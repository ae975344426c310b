"""Validation of the data tools' parameters (pure; every error is a Korean ToolInputError).

Parameters come from two writers: the seed's tool-selection prompt (``min_price`` in 원,
``property_type`` "APARTMENT" or "아파트", ``time_range`` "1year") and the orchestrator
(``max_price_manwon``, ``min_area_m2``, ``months``).  Both spellings are accepted; a
key whose value is None counts as absent.  Each message names the field, so the user
(or the planner on a retry) knows what to fix.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from typing import Any

from holmes_contracts.tools.common import DealType, PropertyType
from holmes_kit.korean.extract import find_deal_types, find_property_types
from holmes_kit.korean.money import MoneyParseError, parse_won
from holmes_kit.korean.regions import Region, region_by_code, resolve_region
from holmes_kit.korean.text import josa
from holmes_kit.team import ToolInputError

ALL_DEALS = tuple(DealType)
MAX_MANWON = 10_000_000  # 1,000억: above any Korean home
REGION_HELP = "서울 25개 구와 경기 주요 시에서 찾을 수 있습니다."


def present(p: Mapping[str, Any], *names: str) -> tuple[str, Any] | None:
    """The first of ``names`` that has a value (None and "" count as absent)."""
    for n in names:
        v = p.get(n)
        if v is not None and v != "":
            return n, v
    return None


def number(name: str, label: str, raw: Any, lo: float, hi: float, *, integer: bool = False) -> float:
    """``raw`` as a number within [lo, hi], else ToolInputError naming the field."""
    if isinstance(raw, bool):
        raise ToolInputError(f"{label}({name})에는 숫자를 넣어 주세요: {raw!r}")
    try:
        v = float(str(raw).replace(",", "").strip())  # "1,200" as written, or a number
    except (TypeError, ValueError):
        raise ToolInputError(f"{label}({name})에는 숫자를 넣어 주세요: {raw!r}") from None
    if v != v or v in (float("inf"), float("-inf")):
        raise ToolInputError(f"{label}({name})에는 숫자를 넣어 주세요: {raw!r}")
    if integer and v != int(v):
        raise ToolInputError(f"{label}({name}) 값은 정수여야 합니다: {raw!r}")
    if v < 0 and lo >= 0:
        raise ToolInputError(f"{label}({name}) 값은 음수일 수 없습니다: {raw!r}")
    if not lo <= v <= hi:
        raise ToolInputError(f"{label}({name}) 값은 {lo:g}~{hi:g} 사이여야 합니다: {raw!r}")
    return int(v) if integer else v


def opt_number(p: Mapping[str, Any], names: tuple[str, ...], label: str, lo: float, hi: float,
               *, integer: bool = False) -> float | None:
    hit = present(p, *names)
    return None if hit is None else number(hit[0], label, hit[1], lo, hi, integer=integer)


def ordered(lo: float | None, hi: float | None, lo_name: str, hi_name: str, label: str) -> None:
    """min <= max, or a message naming both fields."""
    if lo is not None and hi is not None and lo > hi:
        raise ToolInputError(f"최소 {label}({lo_name}: {lo:g})이 최대 {label}({hi_name}: {hi:g})보다 큽니다.")


def money_manwon(p: Mapping[str, Any], base: str, label: str) -> float | None:
    """``{base}_manwon`` in 만원 or ``{base}`` in 원 (the seed's spelling), as 만원."""
    hit = present(p, f"{base}_manwon", base)
    if hit is None:
        return None
    name, raw = hit
    if isinstance(raw, str) and re.search(r"[^\d.,\s]", raw):  # "3억", "5천만원": kit's one parser
        try:
            won = parse_won(raw, bare_unit_won=10_000 if name.endswith("_manwon") else 1)
        except MoneyParseError as exc:
            raise ToolInputError(f"{label}({name}): {exc}") from None
        return number(name, label, float(won / 10_000), 0, MAX_MANWON)
    if name.endswith("_manwon"):
        return number(name, label, raw, 0, MAX_MANWON)
    won = number(name, label, raw, 0, MAX_MANWON * 10_000)
    if 0 < won < 10_000:
        raise ToolInputError(f"{label}({name})는 원 단위입니다(예: 3억 = 300000000). "
                             f"만원 단위라면 {name}_manwon을 쓰세요: {raw!r}")
    return won / 10_000


def flag(p: Mapping[str, Any], name: str, default: bool, label: str) -> bool:
    raw = p.get(name)
    if raw is None:
        return default
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1", "yes", "y", "예", "네"):
        return True
    if text in ("false", "0", "no", "n", "아니오", "아니요"):
        return False
    raise ToolInputError(f"{label}({name})에는 true 또는 false를 넣어 주세요: {raw!r}")


def _quoted(raw: Any) -> str:
    return f"'{raw}'"


def enum(name: str, label: str, raw: Any, table: Mapping[str, str]) -> str:
    key = str(raw).strip()
    hit = table.get(key.upper()) or table.get(key)
    if hit is None:
        choices = ", ".join(dict.fromkeys(k for k in table if not k.isascii()))
        raise ToolInputError(f"{label}({name}) {josa(_quoted(raw), '을')} 알 수 없습니다. 가능한 값: {choices}")
    return hit


def _code(name: str, label: str, raw: Any, kind: type[PropertyType] | type[DealType]) -> str:
    """A code ("APARTMENT") or the Korean word for it ("아파트", "연립다세대", "반전세"), read by
    contracts' enum and kit's vocabulary (the one word table), else an error listing the choices."""
    text = str(raw).strip()
    aliases = {"APT": "APARTMENT", "MONTHLY_RENT": "MONTHLY"}
    code = aliases.get(text.upper(), text.upper())
    if code in kind.__members__:
        return code
    found = (find_property_types if kind is PropertyType else find_deal_types)(text)
    if found:
        return found[0]
    choices = ", ".join(m.ko for m in kind)
    raise ToolInputError(f"{label}({name}) {josa(_quoted(raw), '을')} 알 수 없습니다. 가능한 값: {choices}")


def property_type(p: Mapping[str, Any]) -> str | None:
    hit = present(p, "property_type")
    return None if hit is None else _code("property_type", "주택 유형", hit[1], PropertyType)


def deal_types(p: Mapping[str, Any]) -> tuple[str, ...]:
    """One deal type, a list of them, or () for "all"."""
    hit = present(p, "deal_type", "deal_types")
    if hit is None:
        return ()
    name, raw = hit
    return tuple(dict.fromkeys(_code(name, "거래 유형", v, DealType) for v in listed(raw) if v))


def listed(raw: Any) -> list[Any]:
    """One value or several (the seed's spelling or the plural param) as a list."""
    return list(raw) if isinstance(raw, list | tuple) else [raw]


def _region_error(text: str) -> ToolInputError:
    return ToolInputError(f"{josa(_quoted(text), '을')} 찾지 못했습니다. {REGION_HELP}")


def region(p: Mapping[str, Any], *, required: bool) -> Region | None:
    """The region of ``region`` (name) and/or ``region_code`` (5 or 10 digits)."""
    name_hit, code_hit = present(p, "region"), present(p, "region_code")
    if name_hit is not None and code_hit is None and str(name_hit[1]).strip().isdigit():
        name_hit, code_hit = None, ("region_code", name_hit[1])  # a code written as the region
    by_code = None
    if code_hit is not None:
        code = str(code_hit[1]).strip()
        by_code = region_by_code(code) if code.isdigit() and len(code) in (5, 10) else None
        if by_code is None and name_hit is None:
            raise ToolInputError(f"지역 코드(region_code) {josa(_quoted(code), '을')} 찾지 못했습니다. {REGION_HELP}")
    if name_hit is None:
        if by_code is None and required:
            raise ToolInputError("어느 지역의 시세를 볼까요? 지역을 알려 주세요. 예: 강남구, 분당구, 역삼동")
        return by_code
    text = " ".join(str(name_hit[1]).split())
    hits = resolve_region(text)
    if by_code is not None and (not hits or by_code in hits):
        return by_code
    if not hits:
        raise _region_error(text)
    if len(hits) > 1:
        places = ", ".join(r.full_name for r in hits[:5])
        raise ToolInputError(f"{josa(_quoted(text), '은')} 여러 곳에 있습니다: {places}. 구·시 이름과 함께 알려 주세요.")
    return hits[0]


_RANGE = re.compile(r"^(\d{1,3})\s*(years?|y|년|months?|m|개월|달)$", re.IGNORECASE)


def month_of(name: str, raw: Any) -> date:
    """'2025-11' / '2025-11-03' / '202511' -> the first day of that month."""
    m = re.fullmatch(r"(\d{4})-?(\d{1,2})(?:-\d{1,2})?", str(raw).strip())
    if not m or not 1 <= int(m.group(2)) <= 12 or not 2000 <= int(m.group(1)) <= 2100:
        raise ToolInputError(f"기간({name})은 '2025-11' 같은 연-월 형식이어야 합니다: {raw!r}")
    return date(int(m.group(1)), int(m.group(2)), 1)


def months(p: Mapping[str, Any], default: int = 12) -> int:
    hit = present(p, "months", "time_range")
    if hit is None:
        return default
    name, raw = hit
    if name == "time_range" and not str(raw).strip().isdigit():
        m = _RANGE.match(str(raw).strip())
        if not m:
            raise ToolInputError(f"기간(time_range) {josa(_quoted(raw), '을')} 알 수 없습니다. 예: '1year', '6months', '3개월'")
        n = int(m.group(1)) * (12 if m.group(2).lower()[0] in "y년" else 1)
        return int(number(name, "기간(개월)", n, 1, 60, integer=True))
    return int(number(name, "기간(개월)", raw, 1, 60, integer=True))


def page(p: Mapping[str, Any], default_size: int = 10) -> tuple[int, int]:
    size = opt_number(p, ("page_size", "limit"), "한 페이지 건수", 1, 50, integer=True)
    no = opt_number(p, ("page",), "페이지", 1, 1000, integer=True)
    return int(no or 1), int(size or default_size)
