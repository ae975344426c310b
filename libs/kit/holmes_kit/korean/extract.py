"""Regex/gazetteer extraction of :class:`Entities` from a Korean query.

Deterministic and cheap: the planner's rule-based decider and the search fallback both
use it.  Money is normalised to 만원, area to ㎡, dates to ISO strings.  Every function
takes plain text and returns plain values, so each rule is testable on its own.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from datetime import date
from functools import lru_cache
from typing import Any

from holmes_contracts.models import Amount, Entities, RegionRef

from holmes_kit.korean.regions import Region, regions_by_name

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


def normalize(text: str) -> str:
    """NFKC (㎡ -> m2, full-width digits -> ASCII) and single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text or "").split())


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


def find_regions(text: str, gazetteer: Gazetteer | None = None) -> list[RegionRef]:
    """Regions named in ``text``, most specific kept ("강남구 역삼동" -> 역삼동 only).

    An ambiguous dong ("신사동") is resolved by a 시군구 named in the same text, else by
    preferring 서울; if still ambiguous the ref carries only the name.
    """
    gaz = _with_nicknames(regions_by_name() if gazetteer is None else gazetteer)
    text = normalize(text)
    found: list[tuple[str, Sequence[Region]]] = []
    for m in _region_pattern(tuple(gaz)).finditer(text):
        key = " ".join(m.group(0).split())
        if key not in gaz:
            key = next(k for k in gaz if k.replace(" ", "") == key.replace(" ", ""))
        # A 2-syllable stem must start a word: "강남" yes, "…서강남" no.
        if len(key) <= 2 and m.start() > 0 and "가" <= text[m.start() - 1] <= "힣":
            continue
        found.append((key, gaz[key]))
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

def _vocab(pairs: Sequence[tuple[str, str]]) -> tuple[re.Pattern[str], dict[str, str]]:
    table = {word: code for word, code in pairs}
    return re.compile("|".join(sorted(map(re.escape, table), key=len, reverse=True))), table


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


# ---------------------------------------------------------------- money (만원)

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
# A unit-less number right after 억 is 만원 ("3억 5000"), unless it is clearly something
# else ("5억 30평", "3억 2년").
_NOT_MONEY_AFTER = r"(?![\d.,]|\s*(?:평|m2|%|퍼|프로|세|살|년|개월|월|일|층|개|명|조|호|번|동|채|회|차|시|분|억))"
_MONEY = re.compile(
    rf"(?:(?P<eok>{_N})\s*억(?:\s*(?P<man1>{_N})(?:\s*(?P<u1>천만|백만|천|백|만)|{_NOT_MONEY_AFTER}))?"
    rf"|(?<![\d.,])(?P<man2>{_N})\s*(?P<u2>천만|백만|천|백|만)(?!\s*원)?)"
    r"(?:\s*원)?"
)
_WON = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3}){2,}|\d{7,})\s*원")
_UNIT = {None: 1, "만": 1, "백": 100, "백만": 100, "천": 1000, "천만": 1000}
# A bare number after one of these words is 만원 by convention ("월세 50", "보증금 1000에").
_BARE = re.compile(
    r"(?P<kw>전세보증금|보증금|전세금|월세|차임|(?<![\d가-힣])월|매매가|전세가|연봉|연소득|소득|대출)"
    rf"\s*[:은는이가을]?\s*(?P<num>{_N})"
    r"(?![\d.,]|\s*(?:억|천|백|만|원|평|m2|%|퍼|프로|세|살|년|개월|월|일|층|개|명|조|호|번|회|차))"
)
_ROLE_WORDS = _vocab([
    ("전세보증금", "deposit"), ("보증금", "deposit"), ("전세금", "deposit"), ("전세가", "deposit"),
    ("전세", "deposit"), ("매매가", "price"), ("매매", "price"), ("집값", "price"),
    ("시세", "price"), ("실거래가", "price"), ("분양가", "price"), ("매입가", "price"),
    ("가격", "price"), ("월세", "monthly_rent"), ("차임", "monthly_rent"), ("월", "monthly_rent"),
    ("연봉", "income"), ("연소득", "income"), ("소득", "income"), ("월급", "income"),
    ("수입", "income"), ("전세자금대출", "loan"), ("전세대출", "loan"), ("대출", "loan"),
    ("융자", "loan"), ("주담대", "loan"), ("근저당", "debt"), ("채권최고액", "debt"),
    ("부채", "debt"), ("채무", "debt"), ("빚", "debt"), ("선순위", "debt"),
])
# After the amount: "5억 아파트 사려는데" is a price, "3억 대출" a loan.
_ROLE_AFTER = _vocab([
    ("대출", "loan"), ("전세", "deposit"), ("짜리", "price"), ("아파트", "price"),
    ("사려", "price"), ("매수", "price"), ("구입", "price"), ("집", "price"),
])


def _num(s: str) -> float:
    return float(s.replace(",", ""))


def _guess_role(text: str, start: int, end: int, floor: int) -> str | None:
    """Nearest role word before the amount (same clause), else right after it."""
    pattern, table = _ROLE_WORDS
    window = text[max(floor, start - 15):start]
    hits = [m for m in pattern.finditer(window)
            if not (m.group(0) == "월" and m.start() > 0 and window[m.start() - 1].isdigit())]
    if hits:
        return table[hits[-1].group(0)]
    pattern, table = _ROLE_AFTER
    m = pattern.search(text[end:end + 8])
    return table[m.group(0)] if m else None


def find_amounts(text: str) -> list[Amount]:
    """Money amounts in 만원 with a guessed role, in order of appearance."""
    text = normalize(text)
    spans: list[tuple[int, int, int, str | None]] = []  # start, end, manwon, role (bare only)
    for m in _MONEY.finditer(text):
        if m.group("man2") and m.group("u2") in ("천", "백") and text[m.end("u2"):].startswith("원"):
            continue  # "5천원" is five thousand won, not 5천만원
        if m.group("eok"):
            manwon = _num(m.group("eok")) * 10000
            if m.group("man1"):
                manwon += _num(m.group("man1")) * _UNIT[m.group("u1")]
        else:
            manwon = _num(m.group("man2")) * _UNIT[m.group("u2")]
        spans.append((m.start(), m.end(), round(manwon), None))
    for m in _WON.finditer(text):
        if not any(s <= m.start() < e for s, e, *_ in spans):
            spans.append((m.start(), m.end(), round(_num(m.group(1)) / 10000), None))
    for m in _BARE.finditer(text):
        if not any(s < m.end() and m.start("num") < e for s, e, *_ in spans):
            role = _ROLE_WORDS[1][m.group("kw")]
            spans.append((m.start("num"), m.end("num"), round(_num(m.group("num"))), role))
    spans.sort()
    out: list[Amount] = []
    prev_end = 0
    for start, end, manwon, role in spans:
        if manwon > 0:
            role = role or _guess_role(text, start, end, prev_end)
            out.append(Amount(text=text[start:end].strip(), manwon=manwon, role=role))
        prev_end = end
    return out


# ---------------------------------------------------------------- personal hints

_AGE = re.compile(r"(?:만\s*)?(?<![\d.])(\d{1,3})\s*(?:세|살)(?!대|금|입|입자)")
_HINTS: tuple[tuple[str, str, Any], ...] = (
    (r"신혼|예비\s*부부|결혼\s*예정|곧\s*결혼", "marital", "newlywed"),
    (r"기혼|배우자|맞벌이|부부", "marital", "married"),
    (r"미혼|싱글|1인\s*가구|혼자\s*살", "marital", "single"),
    (r"신생아|출산|임신|아기가?\s*태어", "newborn", True),
    (r"무주택", "homeless", True),
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
        extra=find_extra(text, amounts),
    )
