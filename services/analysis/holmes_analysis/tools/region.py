"""Which rule band a place falls in: the call's place params -> domain ``classify_region``.

시/도 comes from the params (the planner resolved it), else from the shared gazetteer (by
법정동 code or name).
When it still cannot be classified we do not guess the band: we use the *most
conservative* one — 그 밖의 지역 (lowest 소액임차인 threshold) and 비수도권 (lower HUG
deposit cap, 5억) — and say so, so no protection is overstated.
"""
from __future__ import annotations

from dataclasses import dataclass

from holmes_contracts import RegionRef, ToolCall, ToolsSelected
from holmes_kit.korean import regions as gazetteer

from ..domain import AnalysisInputError, Region, classify_region, region_from_class


@dataclass(frozen=True)
class ResolvedRegion:
    region: Region
    defaulted: bool
    reason: str = ""  # why the conservative default was used


def _ref(call: ToolCall) -> RegionRef | None:
    p = call.params
    name = getattr(p, "region", None)
    if not name:
        return None
    return RegionRef(name=name, code=getattr(p, "region_code", None), sido=getattr(p, "sido", None),
                     sigungu=getattr(p, "sigungu", None))


def _sido_sigungu(ref: RegionRef) -> tuple[str | None, str | None]:
    sido, sigungu = ref.sido, ref.sigungu
    if not sido:
        hits = gazetteer.resolve_region(ref.name)
        hit = (gazetteer.region_by_code(ref.code) if ref.code else None) or (hits[0] if len(hits) == 1 else None)
        if hit is not None:
            return hit.sido, sigungu or hit.sigungu or None
        return ref.name, sigungu  # the name may itself be a 시/도 ("부산")
    if not sigungu and ref.name and ref.name != sido:
        sigungu = ref.name
    return sido, sigungu


def resolve_region(call: ToolCall, sel: ToolsSelected | None = None) -> ResolvedRegion:
    ref = _ref(call)
    if ref is None:
        return _conservative("지역이 주어지지 않았습니다")
    sido, sigungu = _sido_sigungu(ref)
    try:
        return ResolvedRegion(classify_region(sido or "", sigungu), False)
    except AnalysisInputError as exc:
        return _conservative(exc.message_ko.rstrip("."))


def _conservative(why: str) -> ResolvedRegion:
    region = region_from_class("other", False, "지역 미확인(보수적 기준)")
    return ResolvedRegion(region, True, f"{why} — 가장 보수적인 기준(그 밖의 지역·비수도권)으로 계산했습니다")


def region_or_none(call: ToolCall, sel: ToolsSelected | None = None) -> Region | None:
    """The band of the named place, None when no place was named; an unknown place raises
    (for calculators, which ask for the region instead of assuming the conservative band)."""
    ref = _ref(call)
    if ref is None:
        return None
    # A ref the planner resolved carries its own 시/군/구 (None for "서울"): use it as is.
    sido, sigungu = (ref.sido, ref.sigungu) if ref.sido else _sido_sigungu(ref)
    return classify_region(sido or "", sigungu)
