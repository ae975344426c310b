"""Sections 1 (부동산의 표시) and 제1조 (보증금과 차임) of the standard lease layout."""
from __future__ import annotations

from holmes_kit.korean.money import money_phrase

from .dates import format_date_ko
from .doc_model import Block, Heading, Para, Table, blank, checkbox
from .fields import LeaseFields

KIND_LABELS = {"신규": "신규 계약", "합의재계약": "합의에 의한 재계약",
               "갱신요구권행사": "「주택임대차보호법」 제6조의3의 계약갱신요구권 행사에 의한 갱신계약"}
LEASE_TYPES = ("보증금 있는 월세", "전세", "월세")


def _area(value: float | None) -> str:
    return blank(None if value is None else f"{value:g}㎡")


def header(f: LeaseFields) -> list[Block]:
    return [
        Heading("주택임대차표준계약서", 0),
        Para(checkbox(LEASE_TYPES, f.lease_type_ko)),
        Para(f"임대인({f.landlord_name})과 임차인({f.tenant_name})은 아래와 같이 임대차 계약을 체결한다."),
    ]


def property_section(f: LeaseFields) -> list[Block]:
    rows = (
        ("소재지", f.address),
        ("토지", f"지목: {blank(f.land_category)} / 면적: {_area(f.land_area_m2)}"),
        ("건물", f"구조·용도: {blank(f.building_structure)} · {blank(f.building_use or f.property_type)}"
                 f" / 면적: {_area(f.building_area_m2)}"),
        ("임차할 부분", f"{blank(f.leased_part)} / 면적: {_area(f.area_m2)}"),
    )
    kind = KIND_LABELS[f.contract_kind]
    return [
        Heading("1. 부동산의 표시", 1),
        Table(rows),
        Para(f"주택 유형: {f.property_type}"),
        Heading("계약의 종류", 2),
        Para(checkbox(tuple(KIND_LABELS.values()), kind)),
        Heading("미납 국세·지방세", 2),
        Para(f"{blank(f.unpaid_taxes, 20)} (임대인 고지 후 서명: ________) — 임차인은 임대인의 동의를 받아 "
             "미납 국세·지방세를 열람할 수 있다."),
        Heading("선순위 확정일자 현황", 2),
        Para(f"{blank(f.senior_fixed_dates, 20)} (임대인 고지 후 서명: ________) — 임차인은 임대인의 동의를 받아 "
             "확정일자 부여기관에서 확정일자 부여현황을 확인할 수 있다."),
    ]


def _rent_row(f: LeaseFields) -> tuple[str, str]:
    if f.monthly_rent_manwon == 0:
        return ("차임(월세)", "없음 (전세)")
    timing = "선불" if f.rent_prepaid else "후불"
    return ("차임(월세)", f"{money_phrase(f.monthly_rent_manwon)}은 매월 {f.rent_payment_day}일에 지급한다 ({timing}).")


def payment_article(f: LeaseFields) -> list[Block]:
    contract_day = f.contract_payment_date or f.contract_date
    rows: list[tuple[str, str]] = [
        ("보증금", money_phrase(f.deposit_manwon)),
        ("계약금", f"{money_phrase(f.contract_payment_manwon)}은 계약 시"
                   f"{'(' + format_date_ko(contract_day) + ')' if contract_day else ''}에 지급하고 수령함."
                   f" 수령인: {f.landlord_name} (인)"),
    ]
    if f.middle_payment_manwon:
        when = format_date_ko(f.middle_payment_date) if f.middle_payment_date else blank(None)
        rows.append(("중도금", f"{money_phrase(f.middle_payment_manwon)}은 {when}에 지급한다."))
    rows.append(("잔금", f"{money_phrase(f.balance_payment_manwon)}은 {format_date_ko(f.balance_date)}에 지급한다."))
    rows.append(_rent_row(f))
    return [
        Heading("2. 계약내용", 1),
        Heading("제1조 (보증금과 차임)", 2),
        Para("위 부동산의 임대차에 관하여 임대인과 임차인은 보증금과 차임을 아래와 같이 지급하기로 합의한다."),
        Table(tuple(rows)),
    ]
