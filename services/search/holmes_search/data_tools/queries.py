"""Validated requests of the three data tools, built from their params (pure).

The params are the call's typed params as a dict (``ToolParams.as_dict``): the
orchestrator's tool planning filled them from the plan, this module only checks ranges,
spellings and places, each error a Korean message naming the field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from holmes_kit.korean.money import MoneyParseError, parse_manwon_range
from holmes_kit.korean.regions import Region
from holmes_kit.korean.text import josa
from holmes_kit.team import ToolInputError

from . import params as P

AREA_BANDS = {"소형": (None, 60.0), "중소형": (60.0, 85.0), "중대형": (85.0, 135.0), "대형": (135.0, None)}
SORTS = {"price": "price_asc", "price_asc": "price_asc", "가격": "price_asc", "낮은가격": "price_asc",
         "price_desc": "price_desc", "높은가격": "price_desc", "area": "area_desc",
         "area_desc": "area_desc", "면적": "area_desc", "넓은순": "area_desc", "area_asc": "area_asc",
         "newest": "newest", "latest": "newest", "최신": "newest", "최신순": "newest"}
LOAN_TYPES = {"전세자금대출": "전세자금대출", "전세대출": "전세자금대출", "전세": "전세자금대출",
              "주택담보대출": "주택담보대출", "주담대": "주택담보대출", "신용대출": "신용대출",
              "월세자금대출": "월세자금대출", "월세대출": "월세자금대출", "월세": "월세자금대출",
              "구입자금대출": "구입자금대출", "구입자금": "구입자금대출", "디딤돌": "구입자금대출",
              "보증금반환대출": "보증금반환대출", "반환대출": "보증금반환대출"}
# Words of the planner's loan keywords that reveal the product family.
_KEYWORD_TYPES = (("버팀목", "전세자금대출"), ("전세", "전세자금대출"), ("월세", "월세자금대출"),
                  ("디딤돌", "구입자금대출"), ("구입", "구입자금대출"), ("구입", "주택담보대출"), ("주택담보", "주택담보대출"),
                  ("주담대", "주택담보대출"), ("보금자리", "주택담보대출"), ("신용", "신용대출"), ("반환", "보증금반환대출"))
DEAL_LOANS = {"JEONSE": ("전세자금대출",), "MONTHLY": ("월세자금대출",),
              "SALE": ("구입자금대출", "주택담보대출")}
CATEGORIES = {"정책": "정책", "정책대출": "정책", "POLICY": "정책", "은행": "은행", "은행대출": "은행",
              "BANK": "은행"}
MARITAL = {"single": "single", "미혼": "single", "싱글": "single", "newlywed": "newlywed",
           "신혼": "newlywed", "신혼부부": "newlywed", "married": "married", "기혼": "married"}


@dataclass(frozen=True)
class MarketQuery:
    region: Region
    property_type: str
    deal_types: tuple[str, ...]
    min_area: float | None
    max_area: float | None
    months: int
    start: date | None  # first day of the first month, when given
    end: date | None  # first day of the last month, when given
    include_trends: bool = True  # seed 002: 시세 동향 (monthly series and chart)


@dataclass(frozen=True)
class ListingQuery:
    region: Region | None
    property_type: str | None
    deal_types: tuple[str, ...]
    min_price: float | None  # 만원 (deposit for rents)
    max_price: float | None
    max_rent: float | None
    min_area: float | None
    max_area: float | None
    min_year: int | None
    max_year: int | None
    min_floor: int | None
    max_floor: int | None
    page: int
    page_size: int
    sort: str
    include_nearby: bool
    include_transactions: bool
    include_agent: bool


@dataclass(frozen=True)
class LoanQuery:
    loan_types: tuple[str, ...]
    category: str | None
    max_rate: float | None
    min_ltv: float | None
    income: float | None  # yearly household income, 만원
    age: int | None
    homeless: bool | None
    marital: str | None
    newborn: bool | None
    house_price: float | None
    deposit: float | None
    limit: int
    include_inactive: bool
    income_max: float | None = None  # upper end of a given income_range, for the conditions text
    named: tuple[str, ...] = ()  # a product asked by name ('디딤돌', '신생아'), with the keywords beside it


def _area(p: Mapping[str, Any]) -> tuple[float | None, float | None]:
    lo = P.opt_number(p, ("min_area_m2", "min_area"), "최소 면적(㎡)", 1, 1000)
    hi = P.opt_number(p, ("max_area_m2", "max_area"), "최대 면적(㎡)", 1, 1000)
    band = P.present(p, "area_band")
    if band is not None and lo is None and hi is None:
        text = str(band[1]).replace("㎡", "").replace(" ", "")
        m = re.fullmatch(r"(\d+(?:\.\d+)?)[-~](\d+(?:\.\d+)?)", text)
        if m:
            lo, hi = float(m.group(1)), float(m.group(2))
        elif text in AREA_BANDS:
            lo, hi = AREA_BANDS[text]
        else:
            quoted = f"'{band[1]}'"
            raise ToolInputError(f"면적대(area_band) {josa(quoted, '을')} 알 수 없습니다. 예: 소형, 중소형, 중대형, 대형, 60-85")
    P.ordered(lo, hi, "min_area_m2", "max_area_m2", "면적")
    return lo, hi


def market_query(p: Mapping[str, Any]) -> MarketQuery:
    region = P.region(p, required=True)
    assert region is not None
    lo, hi = _area(p)
    start = P.month_of(*P.present(p, "from", "start")) if P.present(p, "from", "start") else None
    end = P.month_of(*P.present(p, "to", "end")) if P.present(p, "to", "end") else None
    if start and end and start > end:
        raise ToolInputError(f"기간 시작(from: {start:%Y-%m})이 끝(to: {end:%Y-%m})보다 늦습니다.")
    return MarketQuery(region, P.property_type(p) or "APARTMENT", P.deal_types(p) or P.ALL_DEALS,
                       lo, hi, P.months(p), start, end, P.flag(p, "include_trends", True, "시세 동향 포함"))


def listing_query(p: Mapping[str, Any]) -> ListingQuery:
    region = P.region(p, required=False)
    min_price = P.money_manwon(p, "min_price", "최소 가격")
    max_price = P.money_manwon(p, "max_price", "최대 가격")
    P.ordered(min_price, max_price, "min_price", "max_price", "가격")
    lo, hi = _area(p)
    y0 = P.opt_number(p, ("min_build_year", "built_after"), "최소 준공연도", 1900, 2100, integer=True)
    y1 = P.opt_number(p, ("max_build_year", "built_before"), "최대 준공연도", 1900, 2100, integer=True)
    P.ordered(y0, y1, "min_build_year", "max_build_year", "준공연도")
    f0 = P.opt_number(p, ("min_floor",), "최소 층", -5, 120, integer=True)
    f1 = P.opt_number(p, ("max_floor",), "최대 층", -5, 120, integer=True)
    P.ordered(f0, f1, "min_floor", "max_floor", "층")
    rent = P.money_manwon(p, "max_monthly_rent", "최대 월세")
    page, size = P.page(p)
    sort_hit = P.present(p, "sort", "sort_by")
    sort = P.enum(sort_hit[0], "정렬", sort_hit[1], SORTS) if sort_hit else "price_asc"
    return ListingQuery(region, P.property_type(p), P.deal_types(p), min_price, max_price, rent, lo, hi,
                        y0, y1, f0, f1, page, size, sort,
                        P.flag(p, "include_nearby", True, "주변 시설 포함"),
                        P.flag(p, "include_transactions", False, "실거래 내역 포함"),
                        P.flag(p, "include_agent", False, "중개사 정보 포함"))


def _loan_types(p: Mapping[str, Any]) -> tuple[str, ...]:
    hit = P.present(p, "loan_type", "loan_types")
    if hit is not None:
        return tuple(dict.fromkeys(P.enum(hit[0], "대출 종류", v, LOAN_TYPES) for v in P.listed(hit[1])))
    words = [str(k) for k in p.get("keywords") or []]
    found = [t for w in words for key, t in _KEYWORD_TYPES if key in w]
    if found:
        return tuple(dict.fromkeys(found))
    return tuple(dict.fromkeys(t for d in P.deal_types(p) for t in DEAL_LOANS[d]))


def _optional_flag(p: Mapping[str, Any], name: str, label: str) -> bool | None:
    return None if p.get(name) is None else P.flag(p, name, False, label)




def income_range(p: Mapping[str, Any]) -> tuple[float, float] | None:
    """seed 002 ``income_range``: '3000-5000' (만원), '3천만~5천만', '0.5억-1억' → (low, high) 만원.

    A person anywhere in the range may qualify, so only products closed to its low end are
    excluded. '중위소득 50-100%' needs the household size and that year's 기준 중위소득,
    which the tool does not have: it says so instead of guessing.
    """
    hit = P.present(p, "income_range")
    if hit is None:
        return None
    text = str(hit[1])
    if "중위소득" in text or "%" in text:
        quoted = f"'{hit[1]}'"
        raise ToolInputError(f"소득 구간(income_range) {josa(quoted, '은')} 가구원 수별 기준 중위소득이 있어야 금액이 됩니다. "
                             "연소득 금액 범위로 알려 주세요 (예: 3000-5000, 3천만~5천만원).")
    try:
        lo, hi = parse_manwon_range(text)
    except MoneyParseError:
        quoted = f"'{hit[1]}'"
        raise ToolInputError(f"소득 구간(income_range) {josa(quoted, '을')} 알 수 없습니다. 예: 3000-5000 (만원), 3천만~5천만원") from None
    P.ordered(lo, hi, "income_range 하한", "income_range 상한", "소득")
    return lo, hi


#: Names of policy-loan families a user asks about by name ("디딤돌 대출 조건"): the products whose
#: name holds one are the answer (their conditions), not a list ranked by rate.
PRODUCT_NAMES = ("신생아", "버팀목", "디딤돌", "보금자리", "안심전세", "주택드림")


def _named(p: Mapping[str, Any]) -> tuple[str, ...]:
    words = [re.sub(r"\s+", "", str(k)) for k in p.get("keywords") or []]
    if not any(n in w for w in words for n in PRODUCT_NAMES):
        return ()
    return tuple(dict.fromkeys(w for w in words if len(w) >= 2))


def loan_query(p: Mapping[str, Any]) -> LoanQuery:
    cat = P.present(p, "category")
    band = income_range(p)
    income = P.opt_number(p, ("income_manwon", "annual_income_manwon"), "연소득(만원)", 0, 1_000_000)
    marital_hit = P.present(p, "marital")
    marital = P.enum("marital", "혼인 상태", marital_hit[1], MARITAL) if marital_hit else None
    return LoanQuery(
        _loan_types(p),
        P.enum("category", "상품 구분", cat[1], CATEGORIES) if cat else None,
        P.opt_number(p, ("max_rate", "max_interest_rate"), "최대 금리(%)", 0, 20),
        P.opt_number(p, ("min_ltv",), "최소 LTV(%)", 0, 100),
        income if income is not None or band is None else band[0],
        P.opt_number(p, ("age",), "나이", 14, 120, integer=True),
        _optional_flag(p, "homeless", "무주택 여부"), marital,
        _optional_flag(p, "newborn", "신생아 여부"),
        P.money_manwon(p, "house_price", "주택 가격"), P.money_manwon(p, "deposit", "보증금"),
        int(P.opt_number(p, ("limit",), "상품 수", 1, 50, integer=True) or 10),
        P.flag(p, "include_inactive", False, "판매 종료 상품 포함"),
        band[1] if band is not None and income is None else None,
        _named(p),
    )
