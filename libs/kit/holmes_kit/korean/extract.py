"""Regex/gazetteer extraction of :class:`Entities` from a Korean query.

Deterministic and cheap: the planner's rule-based decider and the search fallback both
use it.  Money is normalised to 만원, area to ㎡, dates to ISO strings.  Every function
takes plain text and returns plain values, so each rule is testable on its own.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date
from functools import lru_cache
from typing import Any

from holmes_contracts.models import Amount, Entities, RegionRef
from holmes_kit.korean.money import find_amounts
from holmes_kit.korean.regions import Region, regions_by_name
from holmes_kit.korean.text import normalize
from holmes_kit.korean.text import vocab as _vocab

PYEONG_M2 = 3.3058  # 1평 in ㎡

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
    return merged


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
    for m in _region_pattern(tuple(gaz)).finditer(text):
        key = " ".join(m.group(0).split())
        if key not in gaz:
            key = next(k for k in gaz if k.replace(" ", "") == key.replace(" ", ""))
        # A 2-syllable stem must start a word: "강남" yes, "…서강남" no.
        if len(key) <= 2 and m.start() > 0 and "가" <= text[m.start() - 1] <= "힣":
            continue
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
    out: list[RegionRef] = []
    seen: set[str] = set()
    for key, pick, _ in chosen:
        if pick is None:
            ref = RegionRef(name=key, dong=key if key.endswith("동") else None)
        elif any(_contains(pick, other) for other in picked):
            continue  # a more specific region inside this one was named too
        else:
            ref = _ref(pick)
        ident = ref.code or ref.name
        if ident not in seen:
            seen.add(ident)
            out.append(ref)
    return out


# ---------------------------------------------------------------- numbers

_NUM = r"\d+(?:\.\d+)?"
_AREA = re.compile(rf"({_NUM})\s*(m2|제곱미터|평방미터|평(?!균|가|택|일|생|화|온|수))")
_PCT = re.compile(rf"({_NUM})\s*(?:%|퍼센트|퍼(?!센)|프로(?!그|젝|필|세))")
_DATE_YMD = re.compile(r"(\d{4})\s*년\s*(\d{1,2})\s*월(?:\s*(\d{1,2})\s*일)?")
_DATE_DOT = re.compile(r"(?<!\d)(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})(?!\d)")
_DATE_REL = re.compile(r"(내후년|내년|올해|금년|작년|재작년)\s*(\d{1,2})\s*월(?:\s*(\d{1,2})\s*일)?")
_REL_YEARS = {"재작년": -2, "작년": -1, "올해": 0, "금년": 0, "내년": 1, "내후년": 2}


def find_area_m2(text: str) -> float | None:
    """The first area in ㎡ ("84㎡" -> 84.0, "30평" -> 99.17)."""
    m = _AREA.search(normalize(text))
    if not m:
        return None
    value = float(m.group(1))
    return round(value * PYEONG_M2, 2) if m.group(2) == "평" else value


def find_percentages(text: str) -> list[float]:
    return [float(m.group(1)) for m in _PCT.finditer(normalize(text))]


def _iso(y: int, mo: int, d: int | None) -> str | None:
    try:
        return date(y, mo, d or 1).isoformat() if d else (date(y, mo, 1).isoformat()[:7])
    except ValueError:
        return None


def find_dates(text: str, today: date | None = None) -> list[str]:
    """ISO dates; a month without a day gives "YYYY-MM".  Relative years need ``today``."""
    text = normalize(text)
    hits: list[tuple[int, str | None]] = []
    for pat in (_DATE_YMD, _DATE_DOT):
        for m in pat.finditer(text):
            day = int(m.group(3)) if m.group(3) else None
            hits.append((m.start(), _iso(int(m.group(1)), int(m.group(2)), day)))
    if today is not None:
        for m in _DATE_REL.finditer(text):
            day = int(m.group(3)) if m.group(3) else None
            year = today.year + _REL_YEARS[m.group(1)]
            hits.append((m.start(), _iso(year, int(m.group(2)), day)))
    out: list[str] = []
    for _, iso in sorted(hits):
        if iso and iso not in out:
            out.append(iso)
    return out


# ---------------------------------------------------------------- vocabularies

_PROPERTY = _vocab([
    ("아파트", "APARTMENT"), ("apt", "APARTMENT"), ("오피스텔", "OFFICETEL"),
    ("빌라", "VILLA"), ("연립", "VILLA"), ("다세대", "VILLA"), ("원룸", "ONEROOM"),
    ("단독주택", "HOUSE"), ("단독", "HOUSE"), ("다가구", "HOUSE"),
])
_DEAL = _vocab([
    ("매매", "SALE"), ("매수", "SALE"), ("매도", "SALE"), ("반전세", "MONTHLY"),
    ("전세", "JEONSE"), ("월세", "MONTHLY"),
])
_ROLES = _vocab([
    ("집주인", "임대인"), ("임대인", "임대인"), ("건물주", "임대인"), ("세입자", "임차인"),
    ("임차인", "임차인"), ("공인중개사", "중개사"), ("중개사", "중개사"), ("중개인", "중개사"),
    ("매도인", "매도인"), ("매수인", "매수인"),
])
_LAWS = _vocab([
    ("주택임대차보호법", "주택임대차보호법"), ("주임법", "주택임대차보호법"),
    ("주택임대차법", "주택임대차보호법"), ("임대차보호법", "주택임대차보호법"),
    ("상가건물 임대차보호법", "상가건물 임대차보호법"), ("상가임대차법", "상가건물 임대차보호법"),
    ("민법", "민법"), ("민간임대주택에 관한 특별법", "민간임대주택에 관한 특별법"),
    ("민간임대주택법", "민간임대주택에 관한 특별법"), ("민특법", "민간임대주택에 관한 특별법"),
    ("공인중개사법", "공인중개사법"), ("부동산 거래신고 등에 관한 법률", "부동산 거래신고 등에 관한 법률"),
    ("부동산거래신고법", "부동산 거래신고 등에 관한 법률"), ("부동산등기법", "부동산등기법"),
    ("주택법", "주택법"), ("공동주택관리법", "공동주택관리법"),
    ("건축물의 분양에 관한 법률", "건축물의 분양에 관한 법률"),
    ("건축물분양법", "건축물의 분양에 관한 법률"),
    ("부동산 가격공시에 관한 법률", "부동산 가격공시에 관한 법률"),
    ("부동산공시법", "부동산 가격공시에 관한 법률"),
    ("전세사기피해자 지원 및 주거안정에 관한 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기피해자법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기피해자 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
])


def _codes(vocab: tuple[re.Pattern[str], dict[str, str]], text: str) -> list[str]:
    pattern, table = vocab
    out: list[str] = []
    for m in pattern.finditer(normalize(text).lower()):
        code = table[m.group(0)]
        if code not in out:
            out.append(code)
    return out


def find_property_types(text: str) -> list[str]:
    return _codes(_PROPERTY, text)


def find_deal_types(text: str) -> list[str]:
    return _codes(_DEAL, text)


def find_person_roles(text: str) -> list[str]:
    return _codes(_ROLES, text)


def find_law_names(text: str) -> list[str]:
    names = _codes(_LAWS, text)
    if "시행령" in text:
        names = [f"{n} 시행령" if n != "민법" else n for n in names]
    return names


_ARTICLE = re.compile(r"(?:제\s*)?(?<![\d.])(\d{1,4})\s*조(?:\s*의\s*(\d{1,2}))?(?!\s*(?:원|억|개|건|\d))")


def find_articles(text: str) -> list[str]:
    """Article references normalised to "제7조" / "제3조의2"."""
    out: list[str] = []
    for m in _ARTICLE.finditer(normalize(text)):
        ref = f"제{int(m.group(1))}조" + (f"의{int(m.group(2))}" if m.group(2) else "")
        if ref not in out:
            out.append(ref)
    return out


# ---------------------------------------------------------------- personal hints

_AGE = re.compile(r"(?:만\s*)?(?<![\d.])(\d{1,3})\s*(?:세|살)(?!대|금|입|입자)")
_HINTS: tuple[tuple[str, str, Any], ...] = (
    (r"신혼|예비\s*부부|결혼\s*예정|곧\s*결혼", "marital", "newlywed"),
    (r"기혼|배우자|맞벌이|부부", "marital", "married"),
    (r"미혼|싱글|1인\s*가구|혼자\s*살", "marital", "single"),
    (r"신생아|출산|임신|아기가?\s*태어", "newborn", True),
    (r"무주택|집이?\s*없", "homeless", True),
    (r"생애\s*최초", "first_home", True),
    (r"청년|사회\s*초년생", "youth", True),
    (r"다자녀", "multi_child", True),
)


def find_extra(text: str, amounts: Sequence[Amount] = ()) -> dict[str, Any]:
    """Age, household hints and income — inputs for loan eligibility."""
    text = normalize(text)
    extra: dict[str, Any] = {}
    for m in _AGE.finditer(text):
        age = int(m.group(1))
        if 15 <= age <= 110:
            extra["age"] = age
            break
    for pattern, key, value in _HINTS:
        if key not in extra and re.search(pattern, text):
            extra[key] = value
    kids = re.search(r"자녀\s*(\d{1,2})\s*명", text)
    if kids:
        extra["children"] = int(kids.group(1))
    income = next((a.manwon for a in amounts if a.role == "income"), None)
    if income is not None:
        extra["income_manwon"] = income
    # 근저당 is registered as 채권최고액 (about 120% of the loan); the risk tool estimates
    # the principal from it, so it travels under its own name, not as a plain debt.
    if re.search(r"근저당|채권\s*최고액", text):
        claim = next((a.manwon for a in amounts if a.role == "debt"), None)
        if claim is not None:
            extra["mortgage_max_claim"] = claim
    return extra


def extract_entities(text: str, *, gazetteer: Gazetteer | None = None,
                     today: date | None = None) -> Entities:
    """Everything above, as the contracts' :class:`Entities`."""
    if not isinstance(text, str):
        raise TypeError("질문은 문자열이어야 합니다")
    amounts = find_amounts(text)
    deal_types = find_deal_types(text)
    if any(a.role == "monthly_rent" for a in amounts) and "MONTHLY" not in deal_types:
        deal_types.append("MONTHLY")
    extra = find_extra(text, amounts)
    unknown = find_unknown_regions(text, gazetteer)
    if unknown:
        extra["unknown_regions"] = unknown
    return Entities(
        regions=find_regions(text, gazetteer),
        property_types=find_property_types(text),
        deal_types=deal_types,
        amounts=amounts,
        area_m2=find_area_m2(text),
        percentages=find_percentages(text),
        dates=find_dates(text, today),
        person_roles=find_person_roles(text),
        articles=find_articles(text),
        law_names=find_law_names(text),
        extra=extra,
    )
