"""Mortgage regulation as dated rule sets — the only place these numbers live.

Each set states the day it took effect, the notice it comes from, the regulated areas
(투기과열지구·조정대상지역), LTV by zone and buyer, DTI/DSR, the price-band caps on a
purchase mortgage and the stress-DSR stage with its add-on. ``rules_as_of(day)`` picks
the set in force on that day; callers print its name and date, so an old log still
recomputes with the rules it used.

Zones: "regulated" (규제지역), "capital" (수도권 outside them), "other" (그 밖의 지역).
Stress add-ons are the full rate of a 변동형 loan; 혼합형·주기형 loans get a fraction of it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Literal

from .errors import AnalysisInputError
from .jeonse_loan import ONE_HOUSE_CAPS, ONE_HOUSE_DSR

BuyerType = Literal["first_home", "homeless", "one_house", "multi_house"]
Zone = Literal["regulated", "capital", "other"]
BUYER_KO: dict[str, str] = {
    "first_home": "생애최초 구입자",
    "homeless": "무주택자",
    "one_house": "1주택자(기존 주택 처분 조건)",
    "multi_house": "다주택자",
}
ZONE_KO: dict[str, str] = {"regulated": "규제지역", "capital": "수도권(비규제)", "other": "비수도권·비규제"}
CAPITAL_SIDO = frozenset({"서울", "인천", "경기"})


@dataclass(frozen=True)
class PriceBand:
    """Purchase-mortgage cap for homes priced up to ``up_to_manwon`` (inclusive; None = above all)."""

    up_to_manwon: int | None
    cap_manwon: int


@dataclass(frozen=True)
class LoanRuleSet:
    name: str
    as_of: str  # 시행일 (ISO)
    notice: str  # the announcement the set comes from
    #: (시/도, 시/군/구 or None for the whole 시/도) designated 투기과열지구·조정대상지역
    regulated_areas: tuple[tuple[str, str | None], ...]
    ltv_pct: dict[tuple[str, str], int]  # (zone, buyer) -> LTV %
    first_home_max_manwon: int  # 생애최초 LTV 우대 시 대출 한도
    dti_pct: dict[bool, int]  # 규제지역 여부 -> DTI %
    dsr_pct: int
    price_bands: dict[str, tuple[PriceBand, ...]] = field(default_factory=dict)  # zone -> caps
    stress_stage: str = "미시행"
    stress_add_pct: dict[str, float] = field(default_factory=dict)  # zone -> 스트레스 가산 %p
    sources: tuple[str, ...] = field(default=())
    caveats: tuple[str, ...] = field(default=())
    #: zones where a 1주택자 may borrow to buy only by promising to sell the present home; the promise
    one_house_zones: tuple[str, ...] = field(default=())
    one_house_condition: str = ""
    #: what people call the announcement ('10·15 대책'), and how a question names it (regexes)
    short: str = ""
    aliases: tuple[str, ...] = field(default=())
    #: changes the announcement made that are no number of this table (전세대출, 토지거래허가 …), each dated
    other_changes: tuple[str, ...] = field(default=())

    def is_regulated(self, sido: str, sigungu: str | None) -> bool:
        words = {_plain(w) for w in (sigungu or "").split()}
        for area_sido, area in self.regulated_areas:
            if area_sido != sido:
                continue
            if area is None or _plain(area.split()[-1]) in words:
                return True
        return False

    def zone(self, sido: str, sigungu: str | None) -> Zone:
        if self.is_regulated(sido, sigungu):
            return "regulated"
        return "capital" if sido in CAPITAL_SIDO else "other"

    def price_cap(self, zone: str, price_manwon: int) -> PriceBand | None:
        for band in self.price_bands.get(zone, ()):
            if band.up_to_manwon is None or price_manwon <= band.up_to_manwon:
                return band
        return None

    def stress(self, zone: str) -> float:
        return self.stress_add_pct.get(zone, 0.0)

    @property
    def regulated_text(self) -> str:
        return ", ".join(f"{s} {a}" if a else f"{s} 전역" for s, a in self.regulated_areas)


def _plain(word: str) -> str:
    """'과천시' and '과천' name the same city; 구 names are kept whole."""
    return word[:-1] if word.endswith("시") and len(word) > 2 else word


_SEOUL_4 = (("서울", "강남구"), ("서울", "서초구"), ("서울", "송파구"), ("서울", "용산구"))
_GYEONGGI_12 = tuple(("경기", a) for a in (
    "과천시", "광명시", "성남시 분당구", "성남시 수정구", "성남시 중원구", "수원시 영통구", "수원시 장안구",
    "수원시 팔달구", "안양시 동안구", "용인시 수지구", "의왕시", "하남시"))
_LTV_2023 = {("regulated", "first_home"): 80, ("regulated", "homeless"): 50, ("regulated", "one_house"): 50,
             ("regulated", "multi_house"): 30}
for _z in ("capital", "other"):
    _LTV_2023.update({(_z, "first_home"): 80, (_z, "homeless"): 70, (_z, "one_house"): 70, (_z, "multi_house"): 60})
_DSR_SOURCE = "차주단위 DSR 40% (은행권, 총대출 1억원 초과 차주, 2022-07-01~)"

RULES_2023_03 = LoanRuleSet(
    name="은행권 주택담보대출 규제 (2023-03-02 시행 기준)",
    as_of="2023-03-02",
    notice="금융위원회 2023-03-02 시행 규제지역 LTV 완화 (국토교통부 2023-01-05 규제지역 해제 후)",
    regulated_areas=_SEOUL_4,
    ltv_pct=_LTV_2023,
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    sources=(
        "은행업감독규정 별표 6 (주택관련 담보대출에 대한 리스크관리기준)",
        "금융위원회 2022-06-21 발표: 생애최초 구입자 LTV 80%·한도 6억원 (2022-08-01 시행)",
        "금융위원회 2023-03-02 시행: 규제지역 무주택·처분조건부 1주택 LTV 50%, 다주택자 규제지역 30%·비규제 60%",
        _DSR_SOURCE,
    ),
    caveats=(
        "DTI는 투기과열지구 40%·조정대상지역 50%이나 여기서는 규제지역 40%로 단순화했습니다.",
        "스트레스 DSR은 2024-02-26부터 단계적으로 시행되어 이 규칙표에는 들어 있지 않습니다.",
    ),
)

_LTV_2025_06 = {**_LTV_2023,
                ("regulated", "first_home"): 70, ("regulated", "multi_house"): 0,
                ("capital", "first_home"): 70, ("capital", "multi_house"): 0}
_CAP_6EOK = (PriceBand(None, 60_000),)
_ONE_HOUSE_627 = ("기존 주택을 6개월 안에 처분하겠다고 약정해야만 받을 수 있습니다(처분하지 않으면 추가 주택 구입 주담대 불가, "
                  "약정 위반 시 대출 회수·3년간 주택 관련 대출 제한). 새 집에는 6개월 안에 전입해야 합니다 "
                  "(금융위원회 2025-06-27 '가계부채 관리 강화 방안', 2025-06-28 시행)")
RULES_2025_06 = LoanRuleSet(
    name="수도권 가계부채 관리 강화 방안 (2025-06-28 시행)",
    as_of="2025-06-28",
    notice="금융위원회 2025-06-27 긴급 가계부채 점검회의 '가계부채 관리 강화 방안'",
    regulated_areas=_SEOUL_4,
    ltv_pct=_LTV_2025_06,
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    price_bands={"regulated": _CAP_6EOK, "capital": _CAP_6EOK},
    stress_stage="2단계 (2024-09-01~): 은행 주담대 0.75%p, 수도권 주담대 1.2%p",
    stress_add_pct={"regulated": 1.2, "capital": 1.2, "other": 0.75},
    sources=(
        "금융위원회 2025-06-27 '가계부채 관리 강화 방안': 수도권·규제지역 주택구입 목적 주담대 최대 6억원, "
        "다주택자 추가 구입 주담대 금지(LTV 0%), 생애최초 LTV 80%→70%, 만기 30년 이내 (2025-06-28 시행)",
        "금융위원회 2024-08-20 '스트레스 DSR 2단계' (2024-09-01 시행)",
        "은행업감독규정 별표 6", _DSR_SOURCE,
    ),
    caveats=(
        "DTI는 투기과열지구 40%·조정대상지역 50%이나 여기서는 규제지역 40%로 단순화했습니다.",
        "스트레스 가산금리는 변동형 기준이며 혼합형·주기형은 이보다 낮게 적용됩니다.",
    ),
    one_house_zones=("regulated", "capital"),
    one_house_condition=_ONE_HOUSE_627,
    short="6·27 대책",
    aliases=(r"(?<!\d)6\s*[·.,/]\s*27(?!\d)", r"6월\s*27일"),
    other_changes=("주택담보대출 만기 30년 이내",
                   "주택도시기금 정책대출(디딤돌·버팀목 등) 한도·LTV 축소 — 상품별 조건은 대출 상품 정보에 기준일과 함께 있습니다"),
)

RULES_2025_07 = LoanRuleSet(
    name="3단계 스트레스 DSR (2025-07-01 시행)",
    as_of="2025-07-01",
    notice="금융위원회 2025-07-01 '스트레스 DSR 3단계 시행' (6.27 방안의 수도권 6억 한도 유지)",
    regulated_areas=_SEOUL_4,
    ltv_pct=_LTV_2025_06,
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    price_bands={"regulated": _CAP_6EOK, "capital": _CAP_6EOK},
    stress_stage="3단계 (2025-07-01~): 스트레스 금리 1.5%p 전액, 지방 주담대는 0.75%p 유예",
    stress_add_pct={"regulated": 1.5, "capital": 1.5, "other": 0.75},
    sources=(
        "금융위원회 2025-07-01 스트레스 DSR 3단계 (은행·2금융권 주담대·신용대출 등, 스트레스 금리 하한 1.5%)",
        "금융위원회 2025-06-27 '가계부채 관리 강화 방안' (2025-06-28 시행)",
        "은행업감독규정 별표 6", _DSR_SOURCE,
    ),
    caveats=RULES_2025_06.caveats,
    one_house_zones=("regulated", "capital"),
    one_house_condition=_ONE_HOUSE_627,
    short="스트레스 DSR 3단계",
    aliases=(r"(?<!\d)3\s*단계",),
    other_changes=("적용 대상: 은행·2금융권 주택담보대출·신용대출·기타대출",),
)

# 9·7 대책: 규제지역 LTV 50→40% (무주택·처분조건부 1주택); the 1주택자 전세대출 cap of the same day is
# jeonse_loan.ONE_HOUSE_CAPS (one place), read into the changes by ``changes``.
_LTV_2025_09 = {**_LTV_2025_06, ("regulated", "homeless"): 40, ("regulated", "one_house"): 40}
RULES_2025_09 = LoanRuleSet(
    name="9·7 대책 대출 규제 (2025-09-08 시행)",
    as_of="2025-09-08",
    notice="2025-09-07 발표 9·7 대책의 가계부채 관리 방안 (대출 규제 2025-09-08 시행)",
    regulated_areas=_SEOUL_4,
    ltv_pct=_LTV_2025_09,
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    price_bands={"regulated": _CAP_6EOK, "capital": _CAP_6EOK},
    stress_stage=RULES_2025_07.stress_stage,
    stress_add_pct=dict(RULES_2025_07.stress_add_pct),
    sources=(
        "2025-09-07 발표 9·7 대책: 규제지역 LTV 50%→40% (무주택·처분조건부 1주택), 수도권·규제지역 주택매매업자·"
        "주택임대사업자 주택담보대출 금지(LTV 0%), 수도권·규제지역 1주택자 전세대출 보증 한도 2억원 (2025-09-08 시행)",
        *RULES_2025_07.sources,
    ),
    caveats=RULES_2025_06.caveats,
    one_house_zones=("regulated", "capital"),
    one_house_condition=_ONE_HOUSE_627,
    short="9·7 대책",
    aliases=(r"(?<!\d)9\s*[·.,/]\s*7(?![\d%])", r"9월\s*7일"),
    other_changes=("수도권·규제지역 주택매매업자·주택임대사업자의 주택담보대출 금지 (LTV 0%)",),
)

_LTV_2025_10 = {**_LTV_2025_06,
                ("regulated", "homeless"): 40, ("regulated", "one_house"): 40}
RULES_2025_10 = LoanRuleSet(
    name="주택시장 안정화 대책 (10·15 대책, 2025-10-16 시행)",
    as_of="2025-10-16",
    notice="관계부처 합동 2025-10-15 '주택시장 안정화 대책' (규제지역 지정·대출 규제 2025-10-16 시행)",
    regulated_areas=(("서울", None), *_GYEONGGI_12),
    ltv_pct=_LTV_2025_10,
    first_home_max_manwon=60_000,
    dti_pct={True: 40, False: 60},
    dsr_pct=40,
    price_bands={
        "regulated": (PriceBand(150_000, 60_000), PriceBand(250_000, 40_000), PriceBand(None, 20_000)),
        "capital": (PriceBand(150_000, 60_000), PriceBand(250_000, 40_000), PriceBand(None, 20_000)),
    },
    stress_stage="3단계 + 10·15 대책: 수도권·규제지역 주담대 스트레스 금리 하한 1.5%→3.0%",
    stress_add_pct={"regulated": 3.0, "capital": 3.0, "other": 0.75},
    sources=(
        "관계부처 합동 2025-10-15 '주택시장 안정화 대책': 서울 25개 구 전역과 경기 12곳(과천·광명·성남 분당·수정·중원·"
        "수원 영통·장안·팔달·안양 동안·용인 수지·의왕·하남) 조정대상지역·투기과열지구 지정, 규제지역 LTV 40%",
        "같은 대책: 수도권·규제지역 주담대 한도 시가 15억원 이하 6억원, 15억원 초과~25억원 이하 4억원, 25억원 초과 2억원",
        "같은 대책: 수도권·규제지역 주담대 스트레스 금리 하한 3.0%",
        "금융위원회 2025-06-27 '가계부채 관리 강화 방안' (생애최초 LTV 70%, 다주택자 LTV 0%)",
        "은행업감독규정 별표 6", _DSR_SOURCE,
    ),
    caveats=(
        *RULES_2025_06.caveats,
        "1주택자의 수도권·규제지역 전세대출 이자상환분은 이 대책 이후 DSR에 반영됩니다(기존 대출 연 원리금에 넣어 주세요).",
    ),
    one_house_zones=("regulated", "capital"),
    one_house_condition=_ONE_HOUSE_627,
    short="10·15 대책",
    aliases=(r"(?<!\d)10\s*[·.,/]\s*15(?!\d)", r"10월\s*15일"),
    other_changes=("규제지역과 같은 곳(서울 전역·경기 12곳) 토지거래허가구역 지정 (2025-10-20 효력)",
                   ONE_HOUSE_DSR),
)

RULE_SETS: tuple[LoanRuleSet, ...] = (RULES_2023_03, RULES_2025_06, RULES_2025_07, RULES_2025_09, RULES_2025_10)


def rules_as_of(day: date) -> LoanRuleSet:
    """The rule set in force on ``day`` (the latest one that took effect on or before it)."""
    if not isinstance(day, date):
        raise AnalysisInputError("as_of", f"기준일은 날짜여야 합니다: {day!r}.")
    in_force = [r for r in RULE_SETS if date.fromisoformat(r.as_of) <= day]
    if not in_force:
        raise AnalysisInputError(
            "as_of", f"{day.isoformat()} 기준 대출 규칙은 없습니다 (가장 이른 규칙표는 {RULE_SETS[0].as_of} 시행).")
    return in_force[-1]


#: the latest set — for callers that have no day (tests of the newest rules); tools use rules_as_of(today)
CURRENT_RULES = RULE_SETS[-1]


def named_rule_sets(question: str) -> tuple[LoanRuleSet, ...]:
    """The announcements a question names ('10.15 대책', '9·7', '스트레스 DSR 3단계'), oldest first."""
    return tuple(r for r in RULE_SETS if any(re.search(a, question, re.I) for a in r.aliases))


def _pct(v: float) -> str:
    return f"{v:g}"


def _bands_text(bands: tuple[PriceBand, ...]) -> str:
    out, low = [], None
    for b in bands:
        cap = f"{b.cap_manwon // 10_000:g}억원" if b.cap_manwon % 10_000 == 0 else f"{b.cap_manwon:,}만원"
        if b.up_to_manwon is None:
            out.append(f"{f'시가 {low // 10_000:g}억원 초과 ' if low else ''}{cap}")
        else:
            top = f"{b.up_to_manwon // 10_000:g}억원"
            out.append(f"시가 {f'{low // 10_000:g}억원 초과~' if low else ''}{top} 이하 {cap}")
        low = b.up_to_manwon
    return "·".join(out)


def _areas_text(areas: tuple[tuple[str, str | None], ...]) -> str:
    """'서울 4개 구(강남구·서초구·송파구·용산구)', '서울 전역·경기 12곳': the list itself is in the sources."""
    out = []
    for sido in dict.fromkeys(s for s, _ in areas):
        names = [a for s, a in areas if s == sido]
        if None in names:
            out.append(f"{sido} 전역")
        elif len(names) <= 4:
            out.append(f"{sido} {len(names)}개 구({'·'.join(str(n) for n in names)})")
        else:
            out.append(f"{sido} {len(names)}곳")
    return "·".join(out)


def _zones_text(zones: list[str]) -> str:
    return "수도권·규제지역" if set(zones) == {"regulated", "capital"} else "·".join(ZONE_KO[z] for z in zones)


def changes(rules: LoanRuleSet) -> tuple[str, ...]:
    """What the set changed against the one before it, read off the two tables (never restated by
    hand), then its changes that are no number of the table and the 1주택자 전세대출 cap of that day."""
    i = RULE_SETS.index(rules)
    prev = RULE_SETS[i - 1] if i else None
    if prev is None:
        return rules.other_changes
    out: list[str] = []
    if prev.regulated_areas != rules.regulated_areas:
        out.append(f"규제지역(조정대상지역·투기과열지구) {_areas_text(prev.regulated_areas)} → "
                   f"{_areas_text(rules.regulated_areas)} (규제지역 LTV 무주택자 {rules.ltv_pct[('regulated', 'homeless')]}%·"
                   f"생애최초 {rules.ltv_pct[('regulated', 'first_home')]}%)")
    # One line per change: the zones that changed alike, then the buyers that changed alike in them.
    by_buyer: dict[tuple[str, int | None, int], list[str]] = {}
    for (zone, buyer), b in rules.ltv_pct.items():
        a = prev.ltv_pct.get((zone, buyer))
        if a != b:  # a ban (LTV 0%) is one change whatever each zone allowed before
            by_buyer.setdefault((buyer, None if b == 0 else a, b), []).append(zone)
    ltv: dict[tuple[str, int | None, int], list[str]] = {}
    for (buyer, a, b), zones in by_buyer.items():
        ltv.setdefault((_zones_text(zones), a, b), []).append(BUYER_KO[buyer])
    for (where, a, b), buyers in ltv.items():
        what = "주택 구입 주담대 금지(LTV 0%)" if b == 0 else f"LTV {a}% → {b}%"
        out.append(f"{where} {'·'.join(buyers)} {what}")
    if prev.first_home_max_manwon != rules.first_home_max_manwon:
        out.append(f"생애최초 대출 한도 {prev.first_home_max_manwon:,}만원 → {rules.first_home_max_manwon:,}만원")
    bands: dict[tuple[PriceBand, ...], list[str]] = {}
    for zone, zb in rules.price_bands.items():
        if zb != prev.price_bands.get(zone, ()):
            bands.setdefault(zb, []).append(zone)
    out += [f"{_zones_text(zones)} 주택 구입 주담대 한도 {_bands_text(zb)}" for zb, zones in bands.items()]
    if prev.stress_add_pct and prev.stress_add_pct != rules.stress_add_pct:
        moved = [f"{label} {_pct(prev.stress(z))}%p → {_pct(rules.stress(z))}%p" if prev.stress(z) != rules.stress(z)
                 else f"{label} {_pct(rules.stress(z))}%p 유지"
                 for z, label in (("regulated", "수도권·규제지역"), ("other", "지방"))]
        out.append("스트레스 DSR 가산금리(변동형 주담대) " + ", ".join(moved))
    if rules.one_house_condition and rules.one_house_condition != prev.one_house_condition:
        out.append(f"{_zones_text(list(rules.one_house_zones))} 1주택자의 구입 주담대는 "
                   + rules.one_house_condition.split("(")[0].strip())
    out += rules.other_changes
    out += [f"{'수도권·규제지역 ' if c.capital_only else ''}1주택자 전세대출 보증 한도 {c.cap_manwon // 10_000:g}억원"
            for c in ONE_HOUSE_CAPS if c.as_of == rules.as_of]
    return tuple(out)
