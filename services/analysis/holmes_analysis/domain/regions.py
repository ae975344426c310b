"""Region classes used by the rules: 소액임차인 band and 수도권 (capital area).

소액임차인 bands follow 주택임대차보호법 시행령 제10조·제11조 (2023-02-21 시행); the band
names the area the way the 시행령 does, and 과밀억제권역 is 수도권정비계획법 시행령 별표 1.
Areas where only part of a city is in a band get a ``caveat`` instead of a guess.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from holmes_kit.korean.regions import sido_short

from .errors import AnalysisInputError

SmallTenantClass = Literal["seoul", "overcrowded", "metro", "other"]
CLASS_KO: dict[str, str] = {
    "seoul": "서울특별시",
    "overcrowded": "과밀억제권역(서울 제외)·세종·용인·화성·김포",
    "metro": "광역시(과밀억제권역·군 제외)·안산·광주·파주·이천·평택",
    "other": "그 밖의 지역",
}

_METRO = {"부산", "대구", "광주", "대전", "울산"}
_METRO_COUNTIES = {"기장군", "달성군", "군위군", "울주군"}  # 광역시의 군 → 그 밖의 지역
_GG_OVERCROWDED = {"의정부", "구리", "남양주", "하남", "고양", "수원", "성남", "안양",
                   "부천", "광명", "과천", "의왕", "군포", "시흥"}
_GG_OVERCROWDED_EXTRA = {"용인", "화성", "김포"}
_GG_METRO_BAND = {"안산", "광주", "파주", "이천", "평택"}
_PARTIAL = {
    "남양주": "남양주시는 호평·평내·금곡·일패·이패·삼패·가운·수석·지금·도농동만 과밀억제권역입니다",
    "시흥": "시흥시 반월특수지역은 과밀억제권역에서 제외됩니다",
    "인천": "인천 서구 일부 동·경제자유구역·남동국가산업단지는 과밀억제권역에서 제외되어 광역시 기준이 적용될 수 있습니다",
}


@dataclass(frozen=True)
class Region:
    sido: str
    sigungu: str | None
    small_tenant_class: SmallTenantClass
    capital_area: bool  # 수도권: 서울·인천·경기
    caveat: str = ""  # non-empty when only part of the area is in the band → 확인 필요

    @property
    def label(self) -> str:
        return f"{self.sido} {self.sigungu}" if self.sigungu else self.sido


def _city(sigungu: str) -> str:
    head = sigungu.split()[0]
    return head[:-1] if head.endswith("시") and len(head) > 2 else head


def classify_region(sido: str, sigungu: str | None = None) -> Region:
    """Map a 시/도 (+ 시/군/구) name to its rule classes, or raise naming the field."""
    key = sido_short(sido)  # kit's one reading of 시/도 spellings ("서울시", "전라북도")
    if key is None:
        raise AnalysisInputError("region", f"알 수 없는 시/도입니다: {sido!r}.")
    sgg = sigungu.strip() if sigungu else None
    if sgg and sido_short(sgg) == key:
        sgg = None  # the 시/도 said again ("서울", "서울시"): no 시/군/구, and no "서울 서울" label
    capital = key in {"서울", "인천", "경기"}
    if key == "서울":
        return Region(key, sgg, "seoul", True)
    if key == "세종":
        return Region(key, sgg, "overcrowded", False)
    if key == "인천":
        if sgg and sgg.split()[0] in {"강화군", "옹진군"}:
            return Region(key, sgg, "other", True)
        return Region(key, sgg, "overcrowded", True, _PARTIAL["인천"])
    if key in _METRO:
        if sgg and sgg.split()[0] in _METRO_COUNTIES:
            return Region(key, sgg, "other", False)
        return Region(key, sgg, "metro", False)
    if key == "경기":
        if not sgg:
            raise AnalysisInputError("region", "경기도는 시/군까지 알려 주셔야 소액임차인 기준을 정할 수 있습니다.")
        city = _city(sgg)
        if city in _GG_OVERCROWDED or city in _GG_OVERCROWDED_EXTRA:
            return Region(key, sgg, "overcrowded", True, _PARTIAL.get(city, ""))
        if city in _GG_METRO_BAND:
            return Region(key, sgg, "metro", True)
        return Region(key, sgg, "other", True)
    return Region(key, sgg, "other", capital)


def region_from_class(small_tenant_class: str, capital_area: bool, label: str = "") -> Region:
    """For callers that already know the band (e.g. from a regions table)."""
    if small_tenant_class not in CLASS_KO:
        raise AnalysisInputError(
            "region_class", f"알 수 없는 지역 구분입니다: {small_tenant_class!r} (seoul/overcrowded/metro/other 중 하나)."
        )
    return Region(label or CLASS_KO[small_tenant_class], None, small_tenant_class, bool(capital_area))  # type: ignore[arg-type]
