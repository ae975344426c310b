"""The input of a lease draft: one typed, frozen model.

Money is 만원 exact to the 원 (``Decimal``: "월세 52만 5천원" is 52.5, a contract states the
user's figure, never a rounded one), dates are `date`. Parsing of loose planner values happens
in `required.build_lease_fields`; this model only states what a complete input is.
"""
from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from holmes_kit.korean.money import WON_PER_MANWON
from holmes_kit.rules.brokerage import HousingFeeCap, housing_lease_fee_cap

ContractKind = Literal["신규", "합의재계약", "갱신요구권행사"]
Manwon = Annotated[Decimal, Field(decimal_places=4)]
"""An amount in 만원, exact to the 원 (four decimal places: 52.5 is 525,000원)."""


class LeaseFields(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    # 1. 부동산의 표시
    address: str = Field(description="소재지 (도로명주소, 동·호수 포함)")
    property_type: str = Field(description="주택 유형: 아파트, 빌라, 오피스텔, 단독주택 등")
    area_m2: float = Field(description="임차할 부분의 면적(㎡, 전용)")
    leased_part: str | None = Field(None, description="임차할 부분 (예: 1203호 전부)")
    land_category: str | None = Field(None, description="토지 지목 (예: 대)")
    land_area_m2: float | None = Field(None, description="토지 면적(㎡)")
    building_structure: str | None = Field(None, description="건물 구조 (예: 철근콘크리트조)")
    building_use: str | None = Field(None, description="건물 용도 (예: 공동주택(아파트))")
    building_area_m2: float | None = Field(None, description="건물 면적(㎡)")
    contract_kind: ContractKind = Field("신규", description="계약의 종류")
    unpaid_taxes: str | None = Field(None, description="미납 국세·지방세 현황 (임대인 고지)")
    senior_fixed_dates: str | None = Field(None, description="선순위 확정일자 현황")
    # 제1조 보증금과 차임
    deposit_manwon: Manwon = Field(description="보증금(만원, 원 단위까지 정확히)")
    monthly_rent_manwon: Manwon = Field(0, description="월 차임(만원, 원 단위까지 정확히: 52만 5천원은 52.5), 전세는 0")
    rent_payment_day: int | None = Field(None, description="차임 지급일 (매월 n일)")
    rent_prepaid: bool = Field(False, description="차임 선불 여부 (기본 후불)")
    contract_payment_manwon: Manwon = Field(description="계약금(만원)")
    contract_payment_date: date | None = Field(None, description="계약금 지급일 (없으면 계약일)")
    middle_payment_manwon: Manwon | None = Field(None, description="중도금(만원)")
    middle_payment_date: date | None = Field(None, description="중도금 지급일")
    balance_payment_manwon: Manwon = Field(description="잔금(만원)")
    balance_date: date = Field(description="잔금 지급일")
    # 제2조 임대차기간
    start_date: date = Field(description="임대차 시작일(인도일)")
    end_date: date = Field(description="임대차 종료일")
    contract_date: date | None = Field(None, description="계약 체결일")
    # 제3조 입주 전 수리, 제12조 중개보수
    repairs: str | None = Field(None, description="입주 전 수리할 내용")
    repair_deadline: date | None = Field(None, description="수리 완료 시기")
    brokerage_fee_won: int | None = Field(None, description="중개보수(원, 부가세 별도)")
    # 당사자
    landlord_name: str = Field(description="임대인 성명")
    tenant_name: str = Field(description="임차인 성명")
    landlord_address: str | None = None
    landlord_phone: str | None = None
    tenant_address: str | None = None
    tenant_phone: str | None = None
    agent_office: str | None = Field(None, description="중개사무소 명칭")
    agent_name: str | None = Field(None, description="개업공인중개사 대표 성명")
    agent_registration_no: str | None = Field(None, description="중개사무소 등록번호")
    special_terms: tuple[str, ...] = Field((), description="당사자가 합의한 특약사항 (원문)")

    @property
    def fee_cap(self) -> HousingFeeCap:
        """The 중개보수 상한 of this lease, on its deposit and rent to the 원."""
        return housing_lease_fee_cap(int(self.deposit_manwon * WON_PER_MANWON),
                                     int(self.monthly_rent_manwon * WON_PER_MANWON))

    @property
    def is_jeonse(self) -> bool:
        return self.monthly_rent_manwon == 0

    @property
    def lease_type_ko(self) -> str:
        if self.monthly_rent_manwon == 0:
            return "전세"
        return "보증금 있는 월세" if self.deposit_manwon > 0 else "월세"


class FieldSpec(BaseModel):
    """A field the user must still give: its name, Korean label and the question to ask."""

    model_config = ConfigDict(frozen=True)

    name: str
    label_ko: str
    question_ko: str
