"""Domain input errors -> the team's ToolInputError, with a Korean message naming the field."""

from __future__ import annotations

from holmes_kit.team import ToolInputError

from ..domain import DocumentInputError
from ..domain.required import spec

# Fields the clarification list never asks for but validation can still complain about.
_OTHER_LABELS = {
    "middle_payment_manwon": "중도금", "balance_payment_manwon": "잔금", "contract_payment_date": "계약금 지급일",
    "contract_date": "계약일", "repair_deadline": "수리 완료 시기", "brokerage_fee_won": "중개보수",
    "land_area_m2": "토지 면적", "building_area_m2": "건물 면적", "special_terms": "특약사항",
    "text": "계약서 내용", "fields": "계약 정보",
}


def field_label(name: str) -> str:
    try:
        return spec(name).label_ko
    except KeyError:
        return _OTHER_LABELS.get(name, name)


def tool_input_error(exc: DocumentInputError) -> ToolInputError:
    label = field_label(exc.field)
    message = exc.message_ko if label in exc.message_ko else f"{label}: {exc.message_ko}"
    return ToolInputError(message)
