"""One params model per tool: what the orchestrator's tool planning hands a team (issue 12).

The orchestrator's tool planning (``holmes_orchestrator.domain.tools``) is the only writer
that maps the plan's entities to these; a team reads its call's params and nothing else of
the plan. Every model is frozen and refuses unknown keys. Both spellings the teams accept
are fields: the orchestrator's (``max_price_manwon`` in 만원, ``months``) and the seed 002
tool-selection prompt's (``max_price`` in 원, ``time_range`` "1year").

A user's figure is ``Figure``: 만원 as a number, or the text as given ("3억"), which the
team's own checks read or reject with a Korean message naming the field — a bad figure is
the user's to fix, so it must reach those checks rather than fail the event.

On the wire ``tool`` is not written: ``ToolCall`` tags a params dict with the call's name
before validating, so a recorded v1 dict and a typed model load alike.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, TypeAdapter

from .common import DealType, Place, PropertyType, RegionCode, ToolParams

Figure = int | float | str
"""만원 as a number, or the amount as the user wrote it ("3억 5천")."""
Flag = bool | str
"""true/false, or the seed prompt's spelling ("예", "yes") the search team reads."""


class _Where(ToolParams):
    region: str | None = Field(default=None, description="place name as the planner resolved it, e.g. 강남구")
    region_code: RegionCode | None = Field(default=None, description="its 법정동 code when known")


class _Placed(_Where):
    """Tools that classify the place into a rule band (소액임차인, 수도권, 규제지역)."""

    sido: str | None = Field(default=None, description="시/도 of the place when the planner resolved it")
    sigungu: str | None = Field(default=None, description="시/군/구 of the place when the planner resolved it")
    as_of: str | None = Field(default=None, description="ISO date the rules are judged on (replays, tests); "
                                                        "None: today")
    carried: list[str] = Field(default_factory=list, description="params a follow-up took from the previous "
                               "turn (the tool says so next to the input)")


class _Figures(_Placed):
    """The shared inputs of the analysis tools that read the user's figures by role."""

    amounts: dict[str, Figure] = Field(default_factory=dict, description="role -> 만원: deposit, price, "
                                       "monthly_rent, income, debt, loan (the first amount of each role); "
                                       "a month's rent, and every amount for a lease, exact to the 원 "
                                       "('월세 52만 5천원' → 52.5), the others whole 만원")
    percentages: list[float] = Field(default_factory=list, description="percentages the user named (금리 …)")
    deal_type: DealType | None = None
    property_type: PropertyType | None = None
    area_m2: float | None = Field(default=None, description="전용면적 ㎡")
    query: str | None = Field(default=None, description="the user's question (words a tool looks for)")
    extra: dict[str, Any] = Field(default_factory=dict, description="other named values the planner read "
                                  "(age, house_count, rate_pct, mortgage_max_claim, contract_text …)")


# --- search -----------------------------------------------------------------------------------

class LegalSearchParams(ToolParams):
    tool: Literal["legal_search"] = "legal_search"
    query: str | None = Field(default=None, description="searched text (Korean reading of an English question)")
    keywords: list[str] = Field(default_factory=list, description="the planner's legal keywords")
    articles: list[str] = Field(default_factory=list, description="article references, e.g. 제7조")
    law_names: list[str] = Field(default_factory=list, description="laws named in the question")
    law_types: list[str] = Field(default_factory=list, description="seed 002: laws to search within")
    limit: int | None = Field(default=None, ge=1, le=50, description="number of articles")
    mode: str | None = Field(default=None, description="search mode (hybrid | vector | keyword)")
    min_relevance: float | None = Field(default=None, ge=0.0, le=1.0, description="seed 002: 최소 관련도")
    is_tenant_protection: bool | None = Field(default=None, description="seed 002: 임차인 보호 조항만")


class _Area(ToolParams):
    min_area_m2: float | str | None = Field(default=None, description="최소 면적 ㎡")
    max_area_m2: float | str | None = Field(default=None, description="최대 면적 ㎡")
    min_area: float | str | None = Field(default=None, description="seed 002 spelling of min_area_m2")
    max_area: float | str | None = Field(default=None, description="seed 002 spelling of max_area_m2")
    area_band: str | None = Field(default=None, description="소형 | 중소형 | 중대형 | 대형 | '60-85'")


class MarketDataParams(_Where, _Area):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    tool: Literal["market_data"] = "market_data"
    property_type: PropertyType | str | None = Field(default=None, description="code or its Korean word")
    deal_type: DealType | str | None = Field(default=None, description="one deal type; None: all")
    deal_types: list[DealType | str] | None = Field(default=None, description="several deal types (매매 next "
                                                    "to the user's when a price ratio is computed)")
    months: int | str | None = Field(default=None, description="months of data (12; 13 for year over year)")
    time_range: str | None = Field(default=None, description="seed 002: '1year', '6months'")
    start: str | None = Field(default=None, description="first month, YYYY-MM")
    end: str | None = Field(default=None, description="last month, YYYY-MM")
    from_: str | None = Field(default=None, alias="from", description="seed 002 spelling of start (YYYY-MM)")
    to: str | None = Field(default=None, description="seed 002 spelling of end (YYYY-MM)")
    include_trends: Flag | None = Field(default=None, description="seed 002: 시세 동향 포함 (default true)")
    compare_regions: list[Place] | None = Field(default=None, description="districts compared side by side "
                                                "(the first leads)")


class RealEstateSearchParams(_Where, _Area):
    tool: Literal["real_estate_search"] = "real_estate_search"
    property_type: PropertyType | str | None = None
    deal_type: DealType | str | None = None
    deal_types: list[DealType | str] | None = None
    min_price_manwon: Figure | None = Field(default=None, description="만원 (보증금 for rents)")
    max_price_manwon: Figure | None = Field(default=None, description="만원 (보증금 for rents)")
    min_price: Figure | None = Field(default=None, description="seed 002: 원")
    max_price: Figure | None = Field(default=None, description="seed 002: 원")
    max_monthly_rent_manwon: Figure | None = None
    max_monthly_rent: Figure | None = Field(default=None, description="원")
    min_build_year: int | str | None = None
    max_build_year: int | str | None = None
    built_after: int | str | None = None
    built_before: int | str | None = None
    min_floor: int | str | None = None
    max_floor: int | str | None = None
    page: int | str | None = None
    page_size: int | str | None = None
    limit: int | str | None = None
    sort: str | None = Field(default=None, description="price_asc | price_desc | area_desc | newest (or Korean)")
    sort_by: str | None = None
    include_nearby: Flag | None = None
    include_transactions: Flag | None = None
    include_agent: Flag | None = None


class LoanDataParams(ToolParams):
    tool: Literal["loan_data"] = "loan_data"
    deal_type: DealType | str | None = Field(default=None, description="the deal the loan is for; a price "
                                             "without a deal type is a purchase (SALE)")
    deal_types: list[DealType | str] | None = None
    loan_type: str | None = Field(default=None, description="seed 002: 전세자금대출, 주택담보대출 …")
    loan_types: list[str] | None = None
    keywords: list[str] = Field(default_factory=list, description="the planner's loan keywords (버팀목, 디딤돌 …)")
    category: str | None = Field(default=None, description="정책 | 은행")
    max_rate: float | str | None = None
    max_interest_rate: float | str | None = Field(default=None, description="seed 002 spelling of max_rate")
    min_ltv: float | str | None = None
    income_manwon: Figure | None = Field(default=None, description="yearly household income, 만원")
    annual_income_manwon: Figure | None = None
    income_range: str | None = Field(default=None, description="seed 002: '3000-5000' (만원)")
    age: int | str | None = None
    homeless: Flag | None = Field(default=None, description="무주택 여부")
    marital: str | None = Field(default=None, description="single | newlywed | married (or Korean)")
    newborn: Flag | None = Field(default=None, description="출산 2년 이내 자녀")
    house_price_manwon: Figure | None = Field(default=None, description="the house's price, 만원")
    house_price: Figure | None = Field(default=None, description="원")
    deposit_manwon: Figure | None = Field(default=None, description="전세 보증금, 만원")
    deposit: Figure | None = Field(default=None, description="원")
    limit: int | str | None = None
    include_inactive: Flag | None = None


# --- analysis ---------------------------------------------------------------------------------

class ContractAnalysisParams(_Figures):
    tool: Literal["contract_analysis"] = "contract_analysis"


class MarketAnalysisParams(_Figures):
    tool: Literal["market_analysis"] = "market_analysis"
    months: int | None = Field(default=None, description="months of data the analysis compares")


class LoanSimulatorParams(_Figures):
    tool: Literal["loan_simulator"] = "loan_simulator"


class RoiCalculatorParams(_Figures):
    tool: Literal["roi_calculator"] = "roi_calculator"


class PolicyMatcherParams(_Figures):
    tool: Literal["policy_matcher"] = "policy_matcher"


class RentIncreaseCapParams(_Placed):
    tool: Literal["rent_increase_cap"] = "rent_increase_cap"
    deposit: Figure | None = Field(default=None, description="현재 보증금, 만원")
    requested_deposit: Figure | None = Field(default=None, description="요구받은 보증금, 만원")
    monthly_rent: Figure | None = Field(default=None, description="현재 월세, 만원")
    requested_rent: Figure | None = Field(default=None, description="요구받은 월세, 만원")
    requested_pct: float | str | None = Field(default=None, description="요구받은 인상률 %")
    renewal_used: bool | None = Field(default=None, description="the tenant says the 갱신요구권 was already used "
                                      "(it is used once, 주택임대차보호법 제6조의3 제2항)")
    raise_as_rent: bool | None = Field(default=None, description="the deposit's raise is asked as a monthly rent "
                                       "(at the conversion cap, 제7조의2)")


class BrokerageFeeParams(_Placed):
    tool: Literal["brokerage_fee"] = "brokerage_fee"
    deal_type: str | None = Field(default=None, description="SALE | JEONSE | MONTHLY (the calculator names "
                                  "any other value in Korean)")
    price: Figure | None = Field(default=None, description="매매가, 만원")
    deposit: Figure | None = Field(default=None, description="보증금, 만원")
    monthly_rent: Figure | None = Field(default=None, description="월세, 만원")
    property_type: str | None = Field(default=None, description="PropertyType code, or STORE | LAND | COMMERCIAL")
    contract_date: str | None = Field(default=None, description="계약일, ISO (the fee table of that day)")
    with_vat: bool | None = Field(default=None, description="the user asked for the fee with 부가가치세 included")
    presale_paid: Figure | None = Field(default=None, description="분양권: 거래 당시까지 낸 금액(계약금·중도금, "
                                        "융자 포함), 만원")
    presale_premium: Figure | None = Field(default=None, description="분양권: 프리미엄, 만원 (with presale_paid the "
                                           "거래금액 of a 분양권 sale)")


class RentConversionParams(_Placed):
    tool: Literal["rent_conversion"] = "rent_conversion"
    deposit: Figure | None = Field(default=None, description="현재 보증금, 만원")
    new_deposit: Figure | None = Field(default=None, description="전환 후 보증금, 만원")
    monthly_rent: Figure | None = Field(default=None, description="월세, 만원")
    rate_pct: float | str | None = Field(default=None, description="전환율 the user names, % a year (used when "
                                         "the law allows it; above the cap the cap applies)")
    offered_rent: Figure | None = Field(default=None, description="월세, 만원, proposed for the deposit taken off "
                                        "(deposit − new_deposit): the yearly rate it implies is asked, against the cap")


class PriorityRepaymentParams(_Placed):
    tool: Literal["priority_repayment"] = "priority_repayment"
    deposit: Figure | None = Field(default=None, description="보증금, 만원")
    house_value: Figure | None = Field(default=None, description="주택 가액, 만원")
    mortgage_date: str | None = Field(default=None, description="선순위 담보 설정일 (ISO, YYYY-MM or YYYY)")
    tenant_count: int | str | None = Field(default=None, description="소액임차인 수 (several share the half of "
                                           "the house's value)")


class DepositDelayInterestParams(_Placed):
    tool: Literal["deposit_delay_interest"] = "deposit_delay_interest"
    deposit: Figure | None = Field(default=None, description="돌려받을 보증금, 만원")
    due_date: str | None = Field(default=None, description="반환일(계약 만료일), ISO")
    served_date: str | None = Field(default=None, description="소장 송달일, ISO")
    until: str | None = Field(default=None, description="계산 종료일, ISO")
    late_days: int | str | None = None
    late_months: int | str | None = None
    after_service: bool | None = Field(default=None, description="the period counted runs after service "
                                       "(소송촉진법 rate)")
    served_days: int | str | None = Field(default=None, description="a second part of the delay counted, after the "
                                          "complaint was served (소송촉진법 rate); late_* is then the part before")
    served_months: int | str | None = Field(default=None, description="as served_days, in months")
    occupying: bool | None = Field(default=None, description="the tenant still lives there (not yet handed back)")
    rent_arrears: bool | None = Field(default=None, description="the rent paid late is asked about (월세 연체이자), "
                                      "not a deposit withheld")
    monthly_rent: Figure | None = Field(default=None, description="월세 연체: 한 달 월세, 만원")
    missed_rents: int | str | None = Field(default=None, description="월세 연체: 밀린 월세의 달 수")
    rate_pct: float | str | None = Field(default=None, description="월세 연체: 약정 연체이율, % a year")


class RenewalWindowParams(_Placed):
    tool: Literal["renewal_window"] = "renewal_window"
    contract_start: str | None = None
    contract_end: str | None = None
    notice_date: str | None = None
    term_years: int | str | None = None
    term_months: int | None = Field(default=None, description="the lease's term in months when it is not whole "
                                    "years (\"1년 6개월\" → 18)")
    party: Literal["tenant", "landlord"] | None = Field(
        default=None, description="whose deadline is asked: the tenant's 갱신요구 or the landlord's 갱신거절 통지")
    own_use: bool | None = Field(default=None, description="the landlord gives 실거주 (own use) as the reason")
    implied: bool | None = Field(default=None, description="the lease renewed itself (묵시적 갱신) and the tenant "
                                 "asks when leaving takes effect")
    renewed: bool | None = Field(default=None, description="the lease ending on contract_end renewed itself (묵시적 "
                                 "갱신) and the renewed term's end is asked")
    demanded: bool | None = Field(default=None, description="the tenant asks how long a renewal by 계약갱신요구권 "
                                  "lets him stay: the renewed term's end (2년, 제6조의3 제2항) is asked")


class JeonseRatioParams(_Placed):
    tool: Literal["jeonse_ratio"] = "jeonse_ratio"
    deposit: Figure | None = Field(default=None, description="보증금, 만원")
    price: Figure | None = Field(default=None, description="매매가, 만원")
    official_price: Figure | None = Field(default=None, description="공시가격, 만원")
    senior_debt: Figure | None = Field(default=None, description="선순위 채권, 만원")
    target_pct: float | str | None = Field(default=None, description="매매가 대비 목표 비율 %: 보증금(+선순위)이 "
                                           "넘지 않아야 할 몫 — the most deposit within it is asked")
    claim_pct: float | str | None = Field(default=None, description="채권최고액이 대출 원금의 몇 %로 설정됐는지 "
                                          "(\"usual\" when not said: the banks' 120%): the loan principal the senior_debt (채권최고액) implies is asked")


class EarnestMoneyParams(_Placed):
    tool: Literal["earnest_money"] = "earnest_money"
    price: Figure | None = Field(default=None, description="매매가, 만원 (with earnest_pct)")
    earnest: Figure | None = Field(default=None, description="계약금, 만원")
    earnest_pct: float | str | None = Field(default=None, description="계약금 비율 %, of the price")
    by: str | None = Field(default=None, description="seller | buyer: who cancels (the calculator names any "
                           "other value in Korean)")
    paid: Figure | None = Field(default=None, description="계약금 중 실제로 지급된 금액, 만원 (part of the agreed 계약금)")


class GuaranteeDeadlineParams(_Placed):
    tool: Literal["guarantee_deadline"] = "guarantee_deadline"
    contract_start: str | None = Field(default=None, description="계약 시작일(잔금·전입일), ISO")
    contract_end: str | None = Field(default=None, description="계약 종료일, ISO")
    term_years: int | str | None = Field(default=None, description="계약 기간, 년")
    elapsed_months: int | str | None = Field(default=None, description="계약 후 지난 기간, 개월 ('계약한 지 1년')")


class SubscriptionScoreParams(_Placed):
    tool: Literal["subscription_score"] = "subscription_score"
    homeless_months: int | str | None = Field(default=None, description="무주택기간, 개월 ('무주택 8년' = 96)")
    dependents: int | str | None = Field(default=None, description="부양가족 수 (본인 제외), 명")
    account_months: int | str | None = Field(default=None, description="청약통장 가입기간, 개월")
    owns_house: bool | None = Field(default=None, description="a member of the household owns a house "
                                    "(무주택기간 0점)")
    age: int | str | None = Field(default=None, description="나이(만 나이), 세 — with single, the 무주택기간 "
                                 "counts from 만 30세 when the user gives no period")
    single: bool | None = Field(default=None, description="미혼 (never married: no 혼인신고일 to count from)")


class AcquisitionTaxParams(_Placed):
    tool: Literal["acquisition_tax"] = "acquisition_tax"
    price: Figure | None = Field(default=None, description="취득가액(매매가), 만원")
    area_m2: float | None = Field(default=None, description="전용면적 ㎡ (85㎡ 초과면 농어촌특별세)")
    property_type: str | None = Field(default=None, description="PropertyType code, or STORE | LAND | COMMERCIAL")
    house_count: int | str | None = Field(default=None, description="이번 취득 후 세대의 주택 수")
    regulated: bool | None = Field(default=None, description="조정대상지역 (the user said so); None: not said")
    first_home: bool | None = Field(default=None, description="생애최초 주택 구입 (본인·배우자 모두 주택을 가진 적 없음)")


class StatutoryDeadlineParams(_Placed):
    tool: Literal["statutory_deadline"] = "statutory_deadline"
    kind: str | None = Field(default=None, description="which filing: sale_report | sale_cancel_report | lease_report | "
                             "lease_change_report | price_objection | land_price_objection | ownership_registration | "
                             "acquisition_tax")
    start_date: str | None = Field(default=None, description="the day the period counts from (계약일, 잔금일, 공시일 …), ISO")
    also_kind: str | None = Field(default=None, description="a second filing asked in the same question, counted "
                                  "from the same day (등기 and 취득세 from the 잔금일)")


# --- document ---------------------------------------------------------------------------------

class _Lease(_Figures):
    dates: list[str] = Field(default_factory=list, description="full ISO dates the user named, in order")
    contract_text: str | None = Field(default=None, description="the contract to review, when pasted")


class LeaseContractParams(_Lease):
    tool: Literal["lease_contract"] = "lease_contract"


class ContractReviewParams(_Lease):
    tool: Literal["contract_review"] = "contract_review"


PARAMS: dict[str, type[ToolParams]] = {m.model_fields["tool"].default: m for m in (
    LegalSearchParams, MarketDataParams, RealEstateSearchParams, LoanDataParams,
    ContractAnalysisParams, MarketAnalysisParams, LoanSimulatorParams, RoiCalculatorParams, PolicyMatcherParams,
    RentIncreaseCapParams, BrokerageFeeParams, RentConversionParams, PriorityRepaymentParams,
    DepositDelayInterestParams, RenewalWindowParams, JeonseRatioParams, EarnestMoneyParams,
    GuaranteeDeadlineParams, SubscriptionScoreParams, AcquisitionTaxParams, StatutoryDeadlineParams, LeaseContractParams,
    ContractReviewParams)}

AnyParams = Annotated[
    LegalSearchParams | MarketDataParams | RealEstateSearchParams | LoanDataParams
    | ContractAnalysisParams | MarketAnalysisParams | LoanSimulatorParams | RoiCalculatorParams
    | PolicyMatcherParams | RentIncreaseCapParams | BrokerageFeeParams | RentConversionParams
    | PriorityRepaymentParams | DepositDelayInterestParams | RenewalWindowParams | JeonseRatioParams
    | EarnestMoneyParams | GuaranteeDeadlineParams | SubscriptionScoreParams | AcquisitionTaxParams
    | StatutoryDeadlineParams | LeaseContractParams | ContractReviewParams,
    Field(discriminator="tool")]

_ANY: TypeAdapter[Any] = TypeAdapter(AnyParams)


def params_for(name: str, values: dict[str, Any] | None = None) -> ToolParams:
    """The typed params of tool ``name`` from a dict; a key set to None stays set (and is
    written back as null), so a dict and its model serialize alike."""
    return _ANY.validate_python({**(values or {}), "tool": name})
