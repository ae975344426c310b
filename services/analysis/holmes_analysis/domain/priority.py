"""최우선변제 금액 for a small-deposit tenant (주택임대차보호법 제8조, 시행령 제10조·제11조).

소액임차인 = 보증금이 그 지역 기준 이하; protected amount = min(기준 최우선변제액, 보증금),
at most 1/2 of the house value (시행령 제10조 제2항). With several small tenants in one house
(``tenant_count``, each with the same deposit — the user's "각 1억") their amounts together are
capped at that half and shared in proportion to each one's amount (시행령 제10조 제3항). The table is the one in
force when the first 담보물권 was registered; without a mortgage, the one in force on ``as_of``.
"""
from __future__ import annotations

import calendar
from datetime import date

from holmes_kit.clock import turn_day

from . import laws
from .calc import Calculation, MissingInput, parse_date
from .errors import AnalysisInputError
from .money import check_amount, format_manwon, format_won
from .regions import CLASS_KO, Region
from .small_tenant_tables import OLDEST, band_on, table_for
from .workings import Given, WorkingsBuilder, given

#: Today's band names (CLASS_KO) hold from the 2021-05-11 table; older tables are named plainly.
NEWER_BANDS_FROM = date(2021, 5, 11)
OLD_BAND_KO = {"seoul": "서울특별시", "overcrowded": "과밀억제권역 구간", "metro": "광역시 등 구간",
               "other": "그 밖의 지역"}


def _city(region: Region) -> str | None:
    if not region.sigungu:
        return None
    head = region.sigungu.split()[0]
    return head[:-1] if head.endswith("시") and len(head) > 2 else head


def _mortgage_day(value: date | str | None) -> tuple[date | None, str]:
    """The first mortgage's date. A month alone ("2019-05") is enough when one table covers the
    whole month (the tables change on a given day: 2018-09-18, 2021-05-11, 2023-02-21); a month
    in which a table changed needs the day, and the user is asked for it."""
    if isinstance(value, str) and len(value) == 4 and value.isdigit():
        # A year alone ("2019년에 설정") is enough when one table covers the whole year.
        first = parse_date("mortgage_date", value + "-01-01", "선순위 담보물권 설정일")
        assert first is not None
        if table_for(first) != table_for(first.replace(month=12, day=31)):
            raise MissingInput("mortgage_date", f"{first.year}년 중에 최우선변제 기준이 바뀌었습니다 — "
                               "근저당 설정일을 날짜까지 알려 주세요(등기부등본 을구의 접수일).")
        return first, f"{first.year}년"
    if isinstance(value, str) and len(value) == 7:
        first = parse_date("mortgage_date", value + "-01", "선순위 담보물권 설정일")
        assert first is not None
        last = first.replace(day=calendar.monthrange(first.year, first.month)[1])
        if table_for(first) != table_for(last):
            raise MissingInput("mortgage_date", f"{first.year}년 {first.month}월에 최우선변제 기준이 바뀌었습니다 — "
                               "근저당 설정일을 날짜까지 알려 주세요(등기부등본 을구의 접수일).")
        # Any day of the month gives the same table; it is shown as the month the user gave.
        return first, f"{first.year}년 {first.month}월"
    day = parse_date("mortgage_date", value, "선순위 담보물권 설정일")
    return day, day.isoformat() if day else ""


def priority_repayment(deposit: int | Given | None, region: Region | None, *,
                       mortgage_date: date | str | None = None, house_value: int | Given | None = None, tenant_count: int | None = None,
                       as_of: date | None = None) -> Calculation:
    if deposit is None:
        raise MissingInput("deposit", "보증금을 알려 주세요 — 소액임차인 해당 여부와 최우선변제 금액은 보증금으로 정해집니다.")
    if region is None:
        raise MissingInput("region", "집이 있는 지역(시/도와 시/군/구)을 알려 주세요 — 최우선변제 기준은 지역마다 다릅니다.")
    as_of = as_of or turn_day()
    if tenant_count is not None and (isinstance(tenant_count, bool) or not isinstance(tenant_count, int)
                                     or not 1 <= tenant_count <= 100):
        raise AnalysisInputError("tenant_count", f"소액임차인 수 {tenant_count!r}명은 1~100명이어야 합니다.")
    dg = given(deposit)
    dep = check_amount("deposit", dg.value, allow_zero=False, label="보증금")
    mortgage, shown = _mortgage_day(mortgage_date)
    if mortgage and mortgage > as_of:
        raise AnalysisInputError("mortgage_date", f"선순위 담보물권 설정일 {mortgage}이 오늘({as_of})보다 늦습니다.")
    w = WorkingsBuilder()
    w.use("보증금", dg, format_manwon(dep))
    w.use("지역", Given.user(region.label), region.label)
    if mortgage:
        w.use("선순위 담보물권 설정일", Given.user(shown), shown)
    table = table_for(mortgage or as_of)
    if table is None:
        raise AnalysisInputError("mortgage_date", f"담보물권 설정일 {mortgage}에 적용되는 기준({OLDEST} 이전)은 "
                                 "아직 갖고 있지 않습니다. 시행령 부칙의 당시 기준을 확인해 주세요.")
    band = band_on(table.effective, region.small_tenant_class, _city(region), region.sido)
    threshold, amount = table.bands[band]
    which = (f"담보물권 설정일 {shown} 당시" if mortgage
             else "선순위 담보물권이 없다고 보고 현재")
    band_name = CLASS_KO[band] if table.effective >= NEWER_BANDS_FROM else OLD_BAND_KO[band]
    w.line(f"적용 기준: 시행령 {table.effective} 시행분 ({which} 기준), {band_name}: "
           f"보증금 {format_manwon(threshold)} 이하, 최우선변제 {format_manwon(amount)}까지")
    if not mortgage:
        w.note("근저당 등 담보물권이 있으면 그 설정일 당시의 기준이 적용됩니다 — 등기부등본 을구의 첫 설정일을 알려 주시면 다시 계산합니다.")
    if region.caveat:
        w.note(f"확인 필요: {region.caveat}.")
    w.note("경매개시결정등기 전에 전입신고와 입주(대항요건)를 마쳐야 최우선변제를 받습니다(주택임대차보호법 제8조 제1항).")
    refs = (laws.SMALL_TENANT, laws.SMALL_TENANT_AMOUNT, laws.SMALL_TENANT_SCOPE)
    if dep > threshold:
        w.line(f"보증금 {format_manwon(dep)} > 기준 {format_manwon(threshold)} → 소액임차인 아님")
        headline = (f"보증금 {format_manwon(dep)}은 {region.label}의 소액임차인 기준 {format_manwon(threshold)}을 넘어 "
                    f"최우선변제를 받을 수 없습니다(최우선변제금 0원, {table.effective} 시행 기준). 전입신고·확정일자를 받았다면 그 날짜 순위로 "
                    "우선변제를 받는데(주택임대차보호법 제3조의2), "
                    + (f"전입·확정일자가 근저당({shown})보다 뒤라면 근저당이 먼저 배당받고 남은 돈에서 받습니다." if mortgage
                       else "그보다 먼저 설정된 근저당이 있으면 근저당이 먼저 배당받습니다."))
        return Calculation(headline, {"eligible": False, "protected_manwon": 0, "threshold_manwon": threshold,
                                      "band_amount_manwon": amount, "table_effective": table.effective.isoformat()},
                           refs, f"{table.effective.isoformat()} 시행", w.freeze(), verdict="해당 없음")
    protected = min(amount, dep)
    w.line(f"보증금 {format_manwon(dep)} ≤ 기준 {format_manwon(threshold)} → 소액임차인")
    w.line(f"최우선변제액 = min(기준액 {format_manwon(amount)}, 보증금 {format_manwon(dep)}) = {format_manwon(protected)}")
    many = tenant_count is not None and tenant_count > 1
    figures: dict[str, object] = {"eligible": True, "threshold_manwon": threshold, "band_amount_manwon": amount,
                                  "table_effective": table.effective.isoformat()}
    if many:
        w.use("소액임차인 수", Given.user(f"{tenant_count}명"), f"{tenant_count}명 (모두 같은 보증금으로 보고 계산)")
    protected_won = protected * 10_000
    if house_value is not None:
        hg = given(house_value)
        value = check_amount("house_value", hg.value, allow_zero=False, label="주택 가액")
        w.use("주택 가액", hg, format_manwon(value))
        half_won = value * 10_000 // 2
        total = protected * (tenant_count if many else 1)
        if many:
            w.line(f"소액임차인 {tenant_count}명의 일정액 합계 = {format_manwon(protected)} × {tenant_count}명 = {format_manwon(total)}")
            figures["tenants_total_manwon"] = total
        if total * 10_000 > half_won:
            if many:
                # 시행령 제10조 제3항: the half is divided in proportion to each tenant's amount.
                protected_won = half_won * protected // total
                w.line(f"합계 {format_manwon(total)} > 주택 가액의 1/2 {format_won(half_won)} → 1명당 "
                       f"{format_won(half_won)} × {format_manwon(protected)} ÷ {format_manwon(total)} = {format_won(protected_won)}"
                       " (시행령 제10조 제3항, 원 미만 버림)")
            else:
                w.line(f"주택 가액의 1/2 {format_won(half_won)} 한도 → {format_won(half_won)}")
                protected_won = half_won
        else:
            w.line(f"주택 가액의 1/2 {format_won(half_won)} 이내 → 그대로 {format_manwon(protected)}"
                   + (" (1명당)" if many else ""))
        if not many:
            w.note("주택 가액의 1/2 한도는 그 집의 소액임차인 전원의 합계에 적용됩니다 — 다른 소액임차인이 있으면 나눠 받습니다.")
        w.note("주택 가액은 낙찰대금에서 경매비용을 뺀 배당할 금액을 말합니다 — 경매비용만큼 실제 금액은 줄어듭니다.")
    else:
        w.note("소액임차인들이 받는 총액은 주택 가액(낙찰가)의 1/2을 넘지 못합니다(시행령 제10조 제2항·제3항)"
               + (" — 낙찰가(또는 시세)를 알려 주시면 1명당 금액을 나눠 계산합니다." if many else "."))
    figures.update(protected_manwon=protected_won // 10_000, protected_won=protected_won)
    basis = f"(시행령 {table.effective} 시행 기준)"
    if many and house_value is not None:
        share = ("주택 가액 " + format_manwon(value) + "의 1/2인 " + format_won(half_won) + "을 넘어 보증금 중 일정액의 "
                 "비율로 나눕니다(주택임대차보호법 시행령 제10조 제3항") if total * 10_000 > half_won else \
                ("주택 가액 " + format_manwon(value) + "의 1/2인 " + format_won(half_won) + " 안이라 각자 전액을 받습니다(주택임대차보호법 시행령 제10조 제3항")
        headline = (f"{region.label}에서 소액임차인 {tenant_count}명이 각 보증금 {format_manwon(dep)}이면 1명당 최우선변제금은 "
                    f"{format_won(protected_won)}입니다: 1명 기준액 {format_manwon(protected)} × {tenant_count}명 = "
                    f"{format_manwon(total)}이 {share}, {table.effective} 시행 기준).")
    elif many:
        headline = (f"{region.label}에서 보증금 {format_manwon(dep)}이면 소액임차인으로 1명당 최우선변제금은 최대 "
                    f"{format_manwon(protected)}이지만, 소액임차인 {tenant_count}명의 합계 {format_manwon(protected * tenant_count)}이 "
                    f"주택 가액(낙찰가)의 1/2을 넘으면 그 1/2을 나눠 받습니다(시행령 제10조 제3항, {table.effective} 시행 기준). "
                    "낙찰가를 알려 주시면 1명당 금액을 계산합니다.")
    else:
        headline = (f"{region.label}에서 보증금 {format_manwon(dep)}이면 소액임차인으로 최우선변제금 {format_won(protected_won)}까지 "
                    f"다른 담보물권자보다 먼저 받을 수 있습니다{basis}.")
    return Calculation(headline, figures, refs, f"{table.effective.isoformat()} 시행", w.freeze(), verdict="해당")
