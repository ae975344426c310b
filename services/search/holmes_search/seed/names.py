"""Fictional but natural-sounding names for generated complexes, agents and descriptions.

Every name is built from the region name and a seeded RNG; none points at a real complex
or office.  Phone numbers use the exchange 000 (never assigned in Korea) on purpose.
"""

from __future__ import annotations

import random

_APT_BRANDS = ("래미안", "자이", "힐스테이트", "푸르지오", "e편한세상", "롯데캐슬", "아이파크",
               "더샵", "SK뷰", "센트레빌", "현대", "한신", "삼성", "우성", "벽산", "주공")
_VILLA_WORDS = ("그린", "해피", "한빛", "드림", "하늘", "새솔", "우리", "소망", "청솔", "미소")
_AGENT_WORDS = ("행복", "으뜸", "한빛", "미래", "제일", "정직", "믿음", "우리", "바른", "하나")
_DIRECTIONS = ("남향", "남향", "남동향", "남서향", "동향", "서향")


def stem(dong: str) -> str:
    """'역삼동' -> '역삼', '성수동1가' -> '성수', '봉담읍' -> '봉담'."""
    base = dong.split("동")[0] if "동" in dong[1:] else dong
    return base[:-1] if base.endswith(("동", "읍", "면")) and len(base) > 2 else base


def complex_name(rng: random.Random, property_type: str, dong: str, build_year: int) -> str:
    s = stem(dong)
    if property_type == "APARTMENT":
        brand = rng.choice(_APT_BRANDS if build_year >= 2000 else _APT_BRANDS[-6:])
        suffix = rng.choice(("", "", " 1차", " 2차", " 3단지", " 센트럴", " 파크"))
        return f"{s} {brand}{suffix}" if brand in ("주공", "현대", "한신", "삼성", "우성",
                                                   "벽산") else f"{brand} {s}{suffix}"
    if property_type == "OFFICETEL":
        return f"{s} {rng.choice(('타워', '시티', '스퀘어', '리더스', '오피스텔'))}"
    if property_type == "VILLA":
        return f"{rng.choice(_VILLA_WORDS)}빌{rng.choice(('', '라', '리지'))} {rng.randint(1, 9)}차"
    if property_type == "ONEROOM":
        return f"{s} {rng.choice(_VILLA_WORDS)}하우스"
    return f"{s} 단독주택"


def agent(rng: random.Random, dong: str, sido: str, number: int) -> tuple[str, str]:
    """(office name, phone) of a fictional 공인중개사사무소."""
    area = "02" if sido == "서울특별시" else "031"
    name = f"{stem(dong)}{rng.choice(_AGENT_WORDS)}공인중개사사무소"
    return name, f"{area}-000-{number % 10000:04d}"


def describe(rng: random.Random, *, dong: str, name: str, area_m2: float, floor: int,
             build_year: int, subway_walk_min: int) -> str:
    parts = [f"{dong} {name}", f"전용 {area_m2:g}㎡", f"{floor}층", f"{build_year}년 준공",
             rng.choice(_DIRECTIONS)]
    if subway_walk_min <= 10:
        parts.append(f"역 도보 {subway_walk_min}분")
    if rng.random() < 0.3:
        parts.append(rng.choice(("올수리", "즉시 입주 가능", "주차 가능", "반려동물 협의")))
    return ", ".join(parts)
