"""Statutory filing deadlines as dates: a report, an objection or a registration due N days
after a day the user names (계약일, 잔금일, 공시일 …).

The one table of these periods is ``DEADLINES`` — each row with its law, article and the date
its period took effect. The count is 민법 제157조 (초일 불산입: the period starts the next day,
so the last day is 기산일 + N days), applied to 행정 periods by 행정기본법 제6조 제1항; when that
day is a Saturday or Sunday the period runs to the next weekday (민법 제161조; 지방세는
지방세기본법 제24조) — public holidays are not known here and are said so.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

from holmes_kit.korean.text import josa

from .calc import Calculation, MissingInput, fmt_date, parse_date
from .errors import AnalysisInputError
from .workings import Given, LawRef, WorkingsBuilder

_REPORT_ACT = "부동산 거래신고 등에 관한 법률"
_PRICE_ACT = "부동산 가격공시에 관한 법률"
COUNT_RULE = LawRef("민법", "제157조")  # 초일 불산입
LAST_DAY_RULE = LawRef("민법", "제161조")  # 말일이 토요일·공휴일이면 그 익일 만료


@dataclass(frozen=True)
class Deadline:
    what: str  # what must be done, as the answer names it
    start: str  # the day the period is counted from
    days: int
    law: LawRef  # the article (a source the answer cites)
    paragraph: str  # the article's paragraph, said in the answer ("제3조 제1항")
    effective: str  # the day this period took effect
    note: str = ""


DEADLINES: dict[str, Deadline] = {
    # 2020-02-21: 60일 → 30일 (법률 제16494호)
    "sale_report": Deadline("부동산 거래신고(실거래가 신고)", "계약 체결일", 30, LawRef(_REPORT_ACT, "제3조"), "제3조 제1항",
                            "2020-02-21", "잔금일이 아니라 계약 체결일부터 셉니다. 중개사가 계약서를 작성했으면 중개사가 신고합니다."),
    "sale_cancel_report": Deadline("거래 해제등 신고", "해제·무효·취소가 확정된 날", 30,
                                   LawRef(_REPORT_ACT, "제3조의2"), "제3조의2 제1항", "2020-02-21"),
    "lease_report": Deadline("주택 임대차 계약 신고(전월세 신고)", "계약 체결일", 30, LawRef(_REPORT_ACT, "제6조의2"), "제6조의2 제1항",
                             "2021-06-01", "보증금 6천만원 초과 또는 월차임 30만원 초과 계약이 대상이며, 금액 변동 없는 갱신은 "
                                           "신고하지 않습니다. 전입신고 때 계약서를 내면 신고한 것으로 봅니다."),
    "lease_change_report": Deadline("주택 임대차 계약 변경·해제 신고", "변경·해제가 확정된 날", 30,
                                    LawRef(_REPORT_ACT, "제6조의3"), "제6조의3 제1항", "2021-06-01"),
    "price_objection": Deadline("공동주택가격(공시가격) 이의신청", "공시일", 30, LawRef(_PRICE_ACT, "제18조"), "제18조 제8항·제7조",
                                "2016-09-01", "서면(전자문서 포함)으로 국토교통부장관에게 신청합니다. 단독주택(개별주택가격)은 "
                                              "같은 30일 안에 시장·군수·구청장에게 합니다(제17조 제8항·제11조)."),
    "land_price_objection": Deadline("개별공시지가 이의신청", "결정·공시일", 30, LawRef(_PRICE_ACT, "제11조"), "제11조 제1항",
                                     "2016-09-01"),
    "ownership_registration": Deadline("소유권이전등기 신청", "잔금일", 60,
                                       LawRef("부동산등기 특별조치법", "제2조"), "제2조 제1항", "1990-09-01",
                                       "매매처럼 대가를 주고받는 계약은 반대급부의 이행이 끝난 날(잔금일)부터 셉니다 — 계약일이 아닙니다. 기한을 넘기면 과태료 대상입니다(같은 법 제11조)."),
    "acquisition_tax": Deadline("취득세 신고·납부", "취득일", 60,
                                LawRef("지방세법", "제20조"), "제20조 제1항", "2011-01-01",
                                "매매의 취득일은 잔금일이고, 그 전에 등기하면 등기일입니다. 기한 안에 신고·납부하지 않으면 가산세가 붙습니다."),
}


# Two filings one day starts: the 잔금일 of a sale is its 취득일 (지방세법 시행령 제20조), so "등기는 언제까지?
# 취득세 신고 기한도요" is answered for both from the one date.
_SAME_START = {frozenset({"ownership_registration", "acquisition_tax"})}


def statutory_deadline(kind: str | None, start: date | str | None, also: str | None = None) -> Calculation:
    """The last day for ``kind`` (a key of ``DEADLINES``) counted from ``start``; ``also``: a second
    filing the question asks about that counts from the same day, answered in the same headline."""
    if also and also != kind and kind and also in DEADLINES \
            and (frozenset({kind, also}) in _SAME_START or DEADLINES[also].start == DEADLINES.get(kind, DEADLINES[also]).start):
        first, second = statutory_deadline(kind, start), statutory_deadline(also, start)
        figures = {**first.figures, **{f"also_{k}": v for k, v in second.figures.items()}}
        laws = tuple(dict.fromkeys(first.laws + second.laws))
        return Calculation(f"{first.headline} {second.headline}", figures, laws, first.effective, first.workings)
    if kind is None:
        raise MissingInput("kind", "어떤 신고·신청의 기한인지 알려 주세요 — 예: 실거래가 신고, 전월세 신고, 소유권이전등기, "
                                   "취득세 신고, 공시가격 이의신청.")
    rule = DEADLINES.get(kind)
    if rule is None:
        raise AnalysisInputError("kind", f"기한을 계산할 수 없는 종류입니다: {kind!r}.")
    law = f"{rule.law.law} {rule.paragraph}"
    start_d = parse_date("start_date", start, rule.start)
    if start_d is None:
        raise MissingInput("start_date", f"{josa(rule.start, '을')} 알려 주세요 — 예: 2026-03-15. {josa(rule.what, '은')} {rule.start}부터 "
                                         f"{rule.days}일 이내에 해야 합니다({law}).")
    w = WorkingsBuilder()
    w.use(rule.start, Given.user(start_d.isoformat()), start_d.isoformat())
    w.use("기간", Given.data(f"{rule.days}일", f"{law}, {rule.effective} 시행"), f"{rule.days}일")
    last = start_d + timedelta(days=rule.days)
    w.line(f"기한 = {rule.start} {start_d} 다음 날부터 {rule.days}일 = {start_d} + {rule.days}일 = {last} "
           "(초일 불산입, 민법 제157조)")
    figures: dict[str, object] = {"deadline": last.isoformat(), "days": rule.days, "start_date": start_d.isoformat()}
    headline = (f"{josa(rule.start, '이')} {fmt_date(start_d)}이면 {josa(rule.what, '은')} {fmt_date(last)}까지 해야 합니다"
                f"({law}: {rule.start}부터 {rule.days}일 이내, 첫날은 세지 않음 — 민법 제157조).")
    laws: tuple[LawRef, ...] = (rule.law, COUNT_RULE)
    if last.weekday() >= 5:
        moved = last + timedelta(days=7 - last.weekday())
        day = "토요일" if last.weekday() == 5 else "일요일"
        w.line(f"{last}은 {day} → 기간은 다음 평일 {moved}에 만료 (민법 제161조)")
        figures["deadline_next_weekday"] = moved.isoformat()
        headline += (f" 그날이 {day}이라 기한은 다음 평일인 {fmt_date(moved)}까지로 늦춰집니다(민법 제161조"
                     + (", 지방세기본법 제24조" if kind == "acquisition_tax" else "") + ").")
        laws += (LAST_DAY_RULE,)
    else:
        w.note("기한의 마지막 날이 공휴일이면 그다음 날까지로 늦춰집니다(민법 제161조).")
    if rule.note:
        w.note(rule.note)
    return Calculation(headline, figures, laws, f"{law} {rule.effective} 시행", w.freeze())
