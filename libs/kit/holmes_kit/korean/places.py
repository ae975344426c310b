"""Finding places in a Korean query: 시/구/동 from the regions gazetteer, plus names that
look like places but are not in it (so the answer can say "'강남시'를 찾을 수 없습니다")."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from holmes_contracts.models import RegionRef
from holmes_kit.korean.regions import Region, regions_by_name, sido_short
from holmes_kit.korean.regions_data import AREA_NICKNAMES, GUARDED_BARE, OTHER_CITIES, OTHER_COUNTIES
from holmes_kit.korean.text import normalize

Gazetteer = Mapping[str, Sequence[Region]]

# Neighbourhood nicknames people use without "동" ("잠실 아파트", "판교 오피스텔").  An
# allow-list, because most dong stems are ordinary words (삼성, 은행, 영화, 가능 …).
_DONG_NICKNAMES = (
    "잠실", "판교", "대치", "압구정", "청담", "반포", "여의도", "이태원", "한남", "마곡",
    "상암", "평촌", "개포", "도곡", "방배", "잠원", "신림", "봉천", "사당",
    "노량진", "상계", "중계", "하계", "신도림", "합정", "망원", "연남", "공덕", "수내",
    "정자", "서현", "야탑", "미사", "광교",
)


# ---------------------------------------------------------------- regions

@lru_cache(maxsize=4)
def _region_pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    # Longest spelling first, so "서울 강남구 역삼동" wins over "강남구" over "강남".
    alts = sorted(keys, key=len, reverse=True)
    return re.compile("|".join(r"\s*".join(map(re.escape, k.split())) for k in alts))


def _with_nicknames(gaz: Gazetteer) -> dict[str, Sequence[Region]]:
    merged = dict(gaz)
    for nick in _DONG_NICKNAMES:
        if nick not in merged and nick + "동" in gaz:
            merged[nick] = gaz[nick + "동"]
    for nick, sigungu in AREA_NICKNAMES.items():
        if nick not in merged and sigungu in gaz:
            merged[nick] = gaz[sigungu]
    for sido, stem, suffix in _OTHER_PLACES:
        for key in (stem, stem + suffix):
            if key not in merged and sido in gaz:
                merged[key] = gaz[sido]
    return merged


_OTHER_PLACES = tuple([(sido, city, "시") for sido, cities in OTHER_CITIES.items() for city in cities]
                      + [(sido, county, "군") for sido, counties in OTHER_COUNTIES.items() for county in counties])
# "천안" -> "천안시", "양평" -> "양평군": a place known only at 시도 level keeps its own name.
_CITY_OF = {key: stem + suffix for _, stem, suffix in _OTHER_PLACES for key in (stem, stem + suffix)}
# "이천 빌라", "구리 아파트 전세": a guarded bare name is a place right before a word of housing.
_HOUSING_AFTER = re.compile(r"\s*(?:시내|지역|쪽)?\s*(?:에\s*있는\s*)?(?:아파트|빌라|오피스텔|원룸|투룸|주택|다세대|다가구|"
                            r"연립|단독|상가|집|전세|월세|매매|부동산|시세)")


def _ref(r: Region, name: str | None = None) -> RegionRef:
    # "서울특별시" -> "서울", "경기도" -> "경기": the short form people write.
    short = r.dong or (r.sigungu.split()[-1] if r.sigungu else r.sido[:2])
    return RegionRef(name=name or short, code=r.code, sido=r.sido,
                     sigungu=r.sigungu or None, dong=r.dong)


def _contains(outer: Region, inner: Region) -> bool:
    if outer is inner or outer.sido != inner.sido or outer.dong is not None:
        return False
    if not outer.sigungu:
        return True
    return inner.sigungu == outer.sigungu or inner.sigungu.startswith(outer.sigungu + " ")


_SUFFIXES = "시군구도"
# "A랑 B", "A하고 B", "A와 B": the next place starts right after one of these.
_JOINED = re.compile(r"(?:랑|하고|와|과|및)$")
# An amount written right before ("보증금4천서울"): the place starts a new word though unspaced.
_AFTER_AMOUNT = re.compile(r"\d\s*(?:억|천|백|만|만원|원)$")
# Particles that may follow a region name ("강남시에", "강남시의").
_AFTER_SUFFIX = re.compile(r"(?:$|[^가-힣]|(?:에서|에는|은|는|이|가|을|를|에|의|로|와|과|도)(?![가-힣]))")
# A made-up 시/군 right before a real-estate word ("홍길시 아파트 시세"); words that merely end
# in 시 ("도시", "혹시") are not places.
_PLACE_LIKE = re.compile(r"(?<![가-힣])([가-힣]{2,4}[시군])(?=\s*(?:아파트|빌라|오피스텔|원룸|주택|부동산|시세|집값|"
                         r"전세|월세|매매|매물|땅값))")
_NOT_PLACES = frozenset({"도시", "신도시", "당시", "역시", "혹시", "다시", "동시", "즉시", "잠시", "수시", "임시", "평시",
                         "일시", "상시", "전시", "표시", "게시", "공시", "감시", "무시", "필시", "대군", "장군"})


def _level_name(r: Region) -> str:
    return r.dong or (r.sigungu.split()[-1] if r.sigungu else r.sido)


def _wrong_suffix(text: str, end: int, key: str, cands: Sequence[Region], gaz: Gazetteer) -> str | None:
    """"강남시" read as 강남 + 시: a stem of a real region with a suffix no such region has."""
    if end >= len(text) or text[end] not in _SUFFIXES or key[-1] in _SUFFIXES + "동":
        return None
    suffix = text[end]
    if not _AFTER_SUFFIX.match(text, end + 1) or key + suffix in gaz:
        return None
    if any(_level_name(r).endswith(suffix) for r in cands):
        return None
    return key + suffix


def _scan(text: str, gaz: Gazetteer) -> tuple[list[tuple[str, Sequence[Region]]], list[tuple[str, str | None]]]:
    """(regions found, unknown places as (written, suggested region name or None))."""
    found: list[tuple[str, Sequence[Region]]] = []
    unknown: list[tuple[str, str | None]] = []
    last_end = -1
    for m in _region_pattern(tuple(gaz)).finditer(text):
        key = " ".join(m.group(0).split())
        if key not in gaz:
            key = next(k for k in gaz if k.replace(" ", "") == key.replace(" ", ""))
        # A 2-syllable stem must start a word: "강남" yes, "…서강남" no — except right after
        # another place ("용인수지") or a joining particle ("노원이랑 도봉", "수지랑분당").
        if (len(key) <= 2 and m.start() > 0 and "가" <= text[m.start() - 1] <= "힣"
                and m.start() != last_end and not _JOINED.search(text, 0, m.start())
                and not _AFTER_AMOUNT.search(text, 0, m.start())):
            continue
        if key in GUARDED_BARE and not _HOUSING_AFTER.match(text, m.end()):
            continue  # "이천만원": a number, not 이천시
        last_end = m.end()
        wrong = _wrong_suffix(text, m.end(), key, gaz[key], gaz)
        if wrong is not None:
            # Never silently answer for 강남구 when the user wrote 강남시: ask instead.
            unknown.append((wrong, _ref(gaz[key][0]).name if len(gaz[key]) == 1 else None))
            continue
        found.append((key, gaz[key]))
    written = {w for w, _ in unknown}
    for m in _PLACE_LIKE.finditer(text):
        name = m.group(1)
        if name not in gaz and name not in _NOT_PLACES and name not in written:
            unknown.append((name, None))
    return found, unknown


def find_unknown_regions(text: str, gazetteer: Gazetteer | None = None) -> list[dict[str, str | None]]:
    """Places written like regions that are not in the gazetteer, with the likely intended one.

    "강남시 아파트 시세" -> [{"text": "강남시", "suggestion": "강남구"}].
    """
    gaz = _with_nicknames(regions_by_name() if gazetteer is None else gazetteer)
    _, unknown = _scan(normalize(text), gaz)
    return [{"text": w, "suggestion": s} for w, s in unknown]


def find_regions(text: str, gazetteer: Gazetteer | None = None) -> list[RegionRef]:
    """Regions named in ``text``, most specific kept ("강남구 역삼동" -> 역삼동 only).

    An ambiguous dong ("신사동") is resolved by a 시군구 named in the same text, else by
    preferring 서울; if still ambiguous the ref carries only the name.
    """
    found, _ = _scan(normalize(text), _with_nicknames(regions_by_name() if gazetteer is None else gazetteer))
    named_sigungu = [c[0] for _, c in found if len(c) == 1 and c[0].level != "dong"]
    chosen: list[tuple[str, Region | None, Sequence[Region]]] = []
    for key, cands in found:
        pick: Region | None = cands[0] if len(cands) == 1 else None
        if pick is None:
            inside = [c for c in cands if any(_contains(s, c) for s in named_sigungu)]
            seoul = [c for c in cands if c.sido == "서울특별시"]
            pick = inside[0] if len(inside) == 1 else (seoul[0] if len(seoul) == 1 else None)
        chosen.append((key, pick, cands))
    picked = [p for _, p, _ in chosen if p is not None]
    # "경기도 이천시": the 시도 said before a city known only at 시도 level is that city's, not a second place
    cities_of = {p.sido for key, p, _ in chosen if p is not None and key in _CITY_OF and p.level == "sido"}
    chosen = [(k, p, c) for k, p, c in chosen if not (p is not None and p.level == "sido" and k not in _CITY_OF
                                                     and p.sido in cities_of)]
    out: list[RegionRef] = []
    seen: set[str] = set()
    for key, pick, _ in chosen:
        if pick is None:
            ref = RegionRef(name=key, dong=key if key.endswith("동") else None)
        elif any(_contains(pick, other) for other in picked):
            continue  # a more specific region inside this one was named too
        elif key in _CITY_OF and pick.level == "sido" and sido_short(key) is None:
            ref = RegionRef(name=_CITY_OF[key], code=pick.code, sido=pick.sido, sigungu=_CITY_OF[key])
        else:
            ref = _ref(pick)
        ident = ref.code or ref.name
        if ident not in seen:
            seen.add(ident)
            out.append(ref)
    return out
