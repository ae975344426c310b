"""One output model per tool: what a team hands back in ``ToolResult.output`` (issue 12).

The mirror of ``params``: the orchestrator hands typed params down, a team hands typed
outputs up, and whoever reads a result (the orchestrator's synthesis and recovery, a team
reading an earlier team's handover) reads named fields instead of ``.get("x")`` on dicts.

Every model is frozen, refuses unknown keys and bounds its lists (events stay small).
Shared pieces are one model each: a law article, a listing, a loan product, deal
statistics, a chart. Every output also carries the answer's shared parts (``Report``):
calculation lines, assumptions, recommendations, a markdown section and charts, which
the synthesis reads the same way whatever the tool.

On the wire ``tool`` is written (unlike params): an output is read without its call.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import Field, TypeAdapter

from .common import MAX_ITEMS, DealType, ToolOutput

MAX_LINES = 240
"""Bound on text lines (calculations, assumptions …): a listing analysis writes four per listing
(of up to ``MAX_PAGE`` listings)."""
MAX_PAGE = 50
"""The tools' own list limits: legal_search ``limit``, real_estate_search ``page_size``, loan_data ``limit`` (1..50)."""
MAX_SERIES = 360
"""Points of a chart or a monthly series: 10 years of three deal types (a producer keeps the latest)."""

Lines = Annotated[list[str], Field(default_factory=list, max_length=MAX_LINES)]
Number = int | float
Scalar = int | float | str | bool | list[str] | None
"""A calculator figure: 원/만원 amounts, rates, day counts, ISO dates, yes/no, a list of reasons."""


# --- shared pieces ----------------------------------------------------------------------------

class Series(ToolOutput):
    name: str
    values: list[Number | None] = Field(default_factory=list, max_length=MAX_SERIES)


class Chart(ToolOutput):
    """A chart the answer shows (line/bar over labelled x values)."""

    title: str
    kind: str = Field(default="line", description="line | bar")
    x: list[str] = Field(default_factory=list, max_length=MAX_SERIES)
    series: list[Series] = Field(default_factory=list, max_length=MAX_ITEMS)
    unit: str = ""


class Report(ToolOutput):
    """The parts of an answer every tool may return; the synthesis reads them alike."""

    calculations: Lines = Field(description="the workings, one line each (inputs with provenance first)")
    assumptions: Lines = Field(description="defaults and caveats the figures rest on")
    recommendations: Lines = Field(description="what the user can do next")
    markdown: str | None = Field(default=None, description="a section shown as is (table, provenance note)")
    charts: list[Chart] = Field(default_factory=list, max_length=MAX_ITEMS)

    ROWS: ClassVar[str | None] = None
    """The field holding the tool's found rows, best first (what a reader shows the top of)."""

    def rows(self) -> list[ToolOutput]:
        """The tool's found rows (articles, listings, products …), [] for a tool that finds none."""
        return list(getattr(self, self.ROWS)) if self.ROWS else []


class LawArticle(ToolOutput):
    """One article of a law (legal_search's unit)."""

    law: str
    number: str = Field(description="제7조, 제3조의2 …")
    title: str = ""
    body: str = ""
    kind: str = Field(default="", description="법률 | 시행령 | 용어집 …")
    tenant_protection: bool = False
    score: float = Field(default=0.0, description="fused RRF score")
    relevance: float = Field(default=0.0, description="0..1, the score over the best possible one")
    exact: bool = Field(default=False, description="named by reference in the question (제7조)")


class LegalAnswer(ToolOutput):
    """A reviewed 문답 card that answers the question: its verdict first, then the rule, with its basis."""

    id: str = ""
    question: str = Field(default="", description="the question the card answers, as users ask it")
    verdict: str = Field(description="네 | 아니요 | 조건부; '' when the card's rule bears on the question but its "
                         "verdict answers another predicate (the answer is then the rule without 네/아니요)")
    answer: str = Field(description="one or two sentences, verdict first (none when verdict is '')")
    law: str
    article: str = Field(description="the basis, e.g. 제6조의2")
    effective: str = Field(default="", description="ISO date the stated rule is in force from")
    until: str | None = Field(default=None, description="ISO date it stopped being in force (None: still is)")
    source: str = Field(default="", description="law, article and the amendment relied on")
    decided: str | None = Field(default=None, description="네 | 아니요: the verdict on the user's own figures, when "
                                "the card's rule is a threshold they decide (the card's verdict may be 조건부)")
    inputs: list[str] = Field(default_factory=list, description="the user's figures against the rule's bounds that "
                              "decided it, e.g. '보증금 5,000만원 ≤ 6,000만원'")


class Period(ToolOutput):
    start: str = Field(description="first month (YYYY-MM) or day (ISO)")
    end: str = Field(description="last month (YYYY-MM) or day (ISO)")


class DealStats(ToolOutput):
    """Price statistics of one deal type over a period (market_data's unit), 만원."""

    count: int
    median_manwon: float
    mean_manwon: float | None = None
    min_manwon: float | None = None
    max_manwon: float | None = None
    median_per_m2_manwon: float | None = None
    median_per_pyeong_manwon: float | None = None
    median_monthly_rent_manwon: float | None = Field(default=None, description="월세 only")


class MonthlyMedian(ToolOutput):
    month: str = Field(description="YYYY-MM")
    deal_type: DealType
    median_manwon: float
    count: int


class RegionStats(ToolOutput):
    """One region of a side-by-side comparison."""

    region: str | None = None
    stats: dict[DealType, DealStats] = Field(default_factory=dict)
    summary: str = ""


class DealCount(ToolOutput):
    count: int
    min_manwon: float | None = None
    max_manwon: float | None = None


class Deal(ToolOutput):
    """A recorded deal of a listed complex."""

    deal_type: DealType
    price_manwon: float
    monthly_rent_manwon: float | None = None
    area_m2: float | None = None
    floor: int | None = None
    contract_date: str


class Agent(ToolOutput):
    name: str | None = None
    phone: str | None = None


class DongSale(ToolOutput):
    """The 동's 매매 figures a rent listing is judged against, with their provenance."""

    dong: str | None = None
    region_code: str
    count: int
    median_manwon: float
    median_per_m2_manwon: float
    period: Period | None = None


class Listing(ToolOutput):
    """One listing (real_estate_search's unit), 만원."""

    id: int | str
    property_id: int | str | None = None
    name: str
    address: str = ""
    property_type: str
    deal_type: DealType
    price_manwon: float = Field(description="매매가, or 보증금 for rents")
    monthly_rent_manwon: float | None = None
    price_text: str = ""
    area_m2: float
    area_pyeong: float | None = None
    floor: int | None = None
    build_year: int | None = None
    households: int | None = None
    listed_at: str | None = None
    description: str | None = None
    nearby: dict[str, Number] | None = Field(default=None, description="distances (m) and walking minutes")
    recent_transactions: list[Deal] | None = Field(default=None, max_length=MAX_ITEMS)
    agent: Agent | None = None
    dong_sale: DongSale | None = None


class LoanProduct(ToolOutput):
    """One loan product with its conditions (loan_data's unit)."""

    id: str | int
    name: str
    provider: str = ""
    category: str = Field(default="", description="정책 | 은행")
    loan_type: str = ""
    rate_min: float
    rate_max: float
    limit_manwon: int | None = None
    ltv_max: float | None = None
    dti_max: float | None = None
    dsr_max: float | None = None
    income_max_manwon: int | None = None
    age_min: int | None = None
    age_max: int | None = None
    requires_homeless: bool = False
    marital: str = Field(default="any", description="any | single | newlywed | married | newborn")
    house_price_max_manwon: int | None = None
    deposit_max_manwon: int | None = None
    area_max_m2: float | None = None
    region_scope: str | None = None
    term_max_years: int | None = None
    active: bool = True
    notes: str | None = None
    source: str | None = None
    newborn_required: bool = False
    target_group: str | None = Field(default=None, description="products for one group only (전세피해 …)")
    as_of: str | None = Field(default=None, description="기준일 of the terms, ISO")


class Citation(ToolOutput):
    law: str
    article: str


class RiskReason(ToolOutput):
    level: str
    text: str
    citations: list[Citation] = Field(default_factory=list, max_length=MAX_ITEMS)


class CitedArticle(ToolOutput):
    """A searched article that backs a risk reason."""

    law: str | None = None
    number: str | None = None
    title: str = ""
    body: str = ""
    supports: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


class RepaymentPlan(ToolOutput):
    method: str
    principal_manwon: Number
    rate_pct: Number
    months: int
    first_payment_won: Number | None = None
    first_interest_won: Number | None = None
    last_payment_won: Number | None = None
    total_interest_won: Number | None = None


class LoanRules(ToolOutput):
    name: str
    as_of: str
    notice: str = ""
    regulated_areas: str = ""
    stress_stage: str | int | None = None


# --- search -----------------------------------------------------------------------------------

class LegalSearchOutput(Report):
    """The articles found, best first, and what was searched."""

    tool: Literal["legal_search"] = "legal_search"
    ROWS = "articles"
    articles: list[LawArticle] = Field(default_factory=list, max_length=MAX_PAGE, description="best first")
    terms: list[str] = Field(default_factory=list, max_length=MAX_LINES, description="words searched")
    expansions: list[str] = Field(default_factory=list, max_length=MAX_LINES, description="thesaurus phrases added")
    mode: str = "hybrid"
    named_laws: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)
    answers: list[LegalAnswer] = Field(default_factory=list, max_length=MAX_ITEMS,
                                       description="the reviewed 문답 card that answers the question (at most one)")
    defines: str = Field(default="", max_length=60,
                         description="the term whose meaning was asked, when the first articles define it (they lead)")


class MarketDataOutput(Report):
    """Price statistics of one region, type and period (and of the regions compared), 만원."""

    tool: Literal["market_data"] = "market_data"
    region: str | None = None
    region_code: str | None = None
    property_type: str | None = None
    period: Period | None = None
    stats: dict[DealType, DealStats] = Field(default_factory=dict, description="per deal type, in the order asked")
    jeonse_ratio_pct: float | None = None
    monthly: list[MonthlyMedian] = Field(default_factory=list, max_length=MAX_SERIES)
    transaction_count: int = 0
    data_note: str | None = Field(default=None, description="where the figures come from (generated data)")
    compared: list[RegionStats] = Field(default_factory=list, max_length=MAX_ITEMS,
                                        description="regions side by side, the first leads")


class RealEstateSearchOutput(Report):
    """One page of current listings, and the counts and price ranges of every match."""

    tool: Literal["real_estate_search"] = "real_estate_search"
    ROWS = "listings"
    listings: list[Listing] = Field(default_factory=list, max_length=MAX_PAGE, description="one page")
    counts: dict[DealType, DealCount] = Field(default_factory=dict, description="every match, per deal type")
    page: int = 1
    page_size: int = 10
    total_pages: int = 0
    sort: str | None = None
    region: str | None = None
    region_code: str | None = None


class LoanDataOutput(Report):
    """Loan products that may fit the person, lowest rate first, and what excluded the others."""

    tool: Literal["loan_data"] = "loan_data"
    ROWS = "products"
    products: list[LoanProduct] = Field(default_factory=list, max_length=MAX_PAGE, description="lowest rate first")
    loan_types: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)
    conditions: list[str] = Field(default_factory=list, max_length=MAX_ITEMS, description="the person's facts "
                                  "filtered on, in Korean")
    excluded_by: dict[str, int] = Field(default_factory=dict, description="reason -> products excluded")
    as_of: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


# --- analysis ---------------------------------------------------------------------------------

class ListingRisk(ToolOutput):
    """One searched rent listing judged by its own deposit against its 동's 매매 median."""

    listing_id: int | str | None = None
    name: str | None = None
    address: str | None = None
    deal_type: str | None = None
    deposit_manwon: int
    estimated_price_manwon: int
    price_basis: str = ""
    jeonse_ratio_pct: float | None = None
    risk_level: str
    hug_eligible: bool | None = None
    reasons: list[RiskReason] = Field(default_factory=list, max_length=MAX_ITEMS)


class RiskRegion(ToolOutput):
    label: str
    small_tenant_class: str | None = None
    capital_area: bool | None = None
    defaulted: bool = False


class SmallTenant(ToolOutput):
    eligible: bool
    threshold_manwon: int
    band_amount_manwon: int
    protected_manwon: int


class TenancyItem(ToolOutput):
    key: str
    title: str
    status: str
    detail: str
    law: Citation


class ContractAnalysisOutput(Report):
    """A 전세 deposit's risk (전세가율, 부채비율, HUG, 소액임차인), the searched listings' risks, or the checklist."""

    tool: Literal["contract_analysis"] = "contract_analysis"
    mode: Literal["risk", "listings", "checklist"] = Field(default="risk", description="risk: one deposit judged; "
                                                           "listings: the searched listings; checklist: no deposit")
    risk_level: str | None = None
    jeonse_ratio_pct: float | None = None
    total_burden_pct: float | None = None
    deposit_manwon: int | None = None
    market_price_manwon: int | None = None
    price_source: str | None = Field(default=None, description="user | data | official_price")
    price_note: str | None = None
    senior_debt_manwon: int | None = None
    senior_debt_known: bool | None = None
    hug_eligible: bool | None = None
    hug_failures: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)
    small_tenant: SmallTenant | None = None
    region: RiskRegion | None = None
    tenancy: list[TenancyItem] = Field(default_factory=list, max_length=MAX_ITEMS)
    reasons: list[RiskReason] = Field(default_factory=list, max_length=MAX_ITEMS)
    cited_articles: list[CitedArticle] = Field(default_factory=list, max_length=MAX_PAGE)
    listings: list[ListingRisk] = Field(default_factory=list, max_length=MAX_PAGE)
    risk_counts: dict[str, int] = Field(default_factory=dict)
    checklist: Lines
    as_of: str | None = None
    missing: list[str] = Field(default_factory=list, max_length=MAX_ITEMS, description="inputs that would "
                               "make the figures exact")


class Trend(ToolOutput):
    month: str
    median_manwon: Number
    count: int
    mom_pct: float | None = None
    yoy_pct: float | None = None
    year_before_count: int | None = None
    thin_months: list[str] = Field(default_factory=list, max_length=MAX_SERIES)


class Percentile(ToolOutput):
    price_manwon: Number
    percentile: float | None = None
    total: int


class MarketAnalysisOutput(Report):
    """The latest month's median per deal type with its month-on-month and year-on-year change."""

    tool: Literal["market_analysis"] = "market_analysis"
    region: str
    deal_type: DealType
    trends: dict[DealType, Trend] = Field(default_factory=dict)
    percentile: Percentile | None = None
    jeonse_ratio_pct: float | None = None


class LoanOption(ToolOutput):
    name: str
    limit_manwon: int | None = None
    verdict: str | bool | None = None
    reasons: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


class LoanSimulatorOutput(Report):
    """The loan limit that binds (LTV, DSR, cap) with its repayment plans, or the 전세자금 options."""

    tool: Literal["loan_simulator"] = "loan_simulator"
    loan_purpose: str | None = Field(default=None, description="주택담보 | 전세자금 | 규제 설명 | 사용자 지정 대출")
    max_loan_manwon: int | None = None
    ltv_max_manwon: int | None = None
    binding: str | None = Field(default=None, description="the limit that binds: LTV | DSR | CAP | PRODUCT …")
    product: str | None = None
    limits_manwon: dict[str, int | None] = Field(default_factory=dict, description="each limit computed")
    rate_pct: float | None = None
    term_years: int | None = None
    buyer: str | None = None
    regulated_area: bool | None = None
    zone: str | None = None
    stress_add_pct: float | dict[str, float] | None = None
    annuity: RepaymentPlan | None = None
    equal_principal: RepaymentPlan | None = None
    rules: LoanRules | None = None
    figures: dict[str, Scalar] = Field(default_factory=dict, description="a user-set loan or LTV's figures")
    deposit_manwon: int | None = None
    options: list[LoanOption] = Field(default_factory=list, max_length=MAX_ITEMS)
    missing: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


class ProductMatch(ToolOutput):
    name: str
    provider: str | None = None
    category: str | None = None
    loan_type: str | None = None
    verdict: str = Field(description="가능 | 확인 필요 | 불가")
    reasons: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)
    rate: str = ""
    rate_min: float | None = None
    rate_max: float | None = None
    limit_manwon: int | None = None
    as_of: str | None = None
    notes: str | None = None


class PolicyMatcherOutput(Report):
    """Each handed-over loan product judged against the person: 가능, 확인 필요 or 불가, with why."""

    tool: Literal["policy_matcher"] = "policy_matcher"
    ROWS = "matches"
    matches: list[ProductMatch] = Field(default_factory=list, max_length=MAX_PAGE)
    counts: dict[str, int] = Field(default_factory=dict, description="verdict -> products")
    unknown_profile_fields: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)
    skipped: list[str] = Field(default_factory=list, max_length=MAX_PAGE)
    loan_purpose: str | None = None


class RoiCalculatorOutput(Report):
    """Gross and net rental yield with the acquisition costs they include."""

    tool: Literal["roi_calculator"] = "roi_calculator"
    gross_yield_pct: float | None = None
    net_yield_pct: float | None = None
    equity_manwon: Number | None = None
    annual_rent_manwon: Number | None = None
    annual_interest_manwon: Number | None = None
    net_income_manwon: Number | None = None
    acquisition_tax_won: Number | None = None
    acquisition_tax_rate_pct: float | None = None
    brokerage_fee_won: Number | None = None
    brokerage_rate_pct: float | None = None
    property_class: str | None = None


class CalculationOutput(Report):
    """Every legal calculator's shape: the figures, the verdict, the dated rule, the articles."""

    figures: dict[str, Scalar] = Field(default_factory=dict, description="the numbers, by name (원/만원/%/days)")
    verdict: str | None = None
    laws: list[str] = Field(default_factory=list, max_length=MAX_ITEMS, description="'주택임대차보호법 제7조' …")
    effective: str = Field(default="", description="the dated rule applied")


class RentIncreaseCapOutput(CalculationOutput):
    """증액 한도 (주택임대차보호법 제7조)."""

    tool: Literal["rent_increase_cap"] = "rent_increase_cap"


class BrokerageFeeOutput(CalculationOutput):
    """중개보수 of the day's fee table."""

    tool: Literal["brokerage_fee"] = "brokerage_fee"


class RentConversionOutput(CalculationOutput):
    """전월세 전환 at the capped conversion rate."""

    tool: Literal["rent_conversion"] = "rent_conversion"


class PriorityRepaymentOutput(CalculationOutput):
    """최우선변제 amount of a 소액임차인."""

    tool: Literal["priority_repayment"] = "priority_repayment"


class DepositDelayInterestOutput(CalculationOutput):
    """보증금 반환 지연이자 (민법 / 소송촉진법 rates)."""

    tool: Literal["deposit_delay_interest"] = "deposit_delay_interest"


class RenewalWindowOutput(CalculationOutput):
    """계약갱신요구 기간 and 묵시적 갱신."""

    tool: Literal["renewal_window"] = "renewal_window"


class JeonseRatioOutput(CalculationOutput):
    """전세가율 and HUG 반환보증 eligibility."""

    tool: Literal["jeonse_ratio"] = "jeonse_ratio"


class GuaranteeDeadlineOutput(CalculationOutput):
    """HUG 전세보증금반환보증 신청 기한 (계약기간 1/2 경과 전) and the days left."""

    tool: Literal["guarantee_deadline"] = "guarantee_deadline"


class StatutoryDeadlineOutput(CalculationOutput):
    """A filing's last day (신고·이의신청·등기·취득세) counted from the day the user named."""

    tool: Literal["statutory_deadline"] = "statutory_deadline"


class EarnestMoneyOutput(CalculationOutput):
    """계약금 해제: what the cancelling party pays or forfeits."""

    tool: Literal["earnest_money"] = "earnest_money"


class SubscriptionScoreOutput(CalculationOutput):
    """청약 가점 (주택공급에 관한 규칙 별표 1): 무주택기간·부양가족·청약통장 점수와 합계 (84점 만점)."""

    tool: Literal["subscription_score"] = "subscription_score"


class AcquisitionTaxOutput(CalculationOutput):
    """주택 취득세 + 지방교육세 (+ 농어촌특별세) (지방세법 제11조·제151조)."""

    tool: Literal["acquisition_tax"] = "acquisition_tax"


# --- document ---------------------------------------------------------------------------------

class Document(ToolOutput):
    """A stored document the answer links."""

    title: str
    url: str
    format: str = Field(description="docx | md")
    doc_id: str


class MissingField(ToolOutput):
    name: str
    label: str
    question: str


class DraftWarning(ToolOutput):
    field: str
    message_ko: str
    law: str | None = None
    article: str | None = None


class LeaseContractOutput(Report):
    """The fields still missing (asked for), or the stored draft lease documents."""

    tool: Literal["lease_contract"] = "lease_contract"
    missing_fields: list[MissingField] = Field(default_factory=list, max_length=MAX_ITEMS,
                                               description="asked for before a draft is made")
    known_fields: dict[str, str | int | float | bool | list[str]] = Field(
        default_factory=dict, description="what is already known, for a client to send back with the answers")
    documents: list[Document] = Field(default_factory=list, max_length=MAX_ITEMS)
    warnings: list[DraftWarning] = Field(default_factory=list, max_length=MAX_ITEMS)
    template_version: str | None = None


class Finding(ToolOutput):
    severity: str
    severity_ko: str = ""
    title: str
    law: str | None = None
    article: str | None = None
    reason: str = ""
    excerpt: str = ""
    rule_id: str | None = None
    verdict: str | None = None
    family: str | None = None
    suggestion: str | None = None
    also: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


class ReviewedClause(ToolOutput):
    text: str
    verdict: str | None = None
    reason: str | None = None
    suggestion: str | None = None
    articles: list[str] = Field(default_factory=list, max_length=MAX_ITEMS)


MAX_FINDINGS = 30


class ContractReviewOutput(Report):
    """Findings on a pasted contract by severity, and each clause's verdict."""

    tool: Literal["contract_review"] = "contract_review"
    ROWS = "findings"
    findings: list[Finding] = Field(default_factory=list, max_length=MAX_FINDINGS)
    counts: dict[str, int] = Field(default_factory=dict, description="severity -> findings")
    risk_level: str | None = None
    sentences_checked: int = 0
    verdict_counts: dict[str, int] = Field(default_factory=dict)
    clauses: list[ReviewedClause] = Field(default_factory=list, max_length=MAX_LINES)


OUTPUTS: dict[str, type[ToolOutput]] = {m.model_fields["tool"].default: m for m in (
    LegalSearchOutput, MarketDataOutput, RealEstateSearchOutput, LoanDataOutput,
    ContractAnalysisOutput, MarketAnalysisOutput, LoanSimulatorOutput, RoiCalculatorOutput, PolicyMatcherOutput,
    RentIncreaseCapOutput, BrokerageFeeOutput, RentConversionOutput, PriorityRepaymentOutput,
    DepositDelayInterestOutput, RenewalWindowOutput, JeonseRatioOutput, GuaranteeDeadlineOutput, EarnestMoneyOutput,
    SubscriptionScoreOutput, AcquisitionTaxOutput, StatutoryDeadlineOutput, LeaseContractOutput, ContractReviewOutput)}

AnyOutput = Annotated[
    LegalSearchOutput | MarketDataOutput | RealEstateSearchOutput | LoanDataOutput
    | ContractAnalysisOutput | MarketAnalysisOutput | LoanSimulatorOutput | RoiCalculatorOutput
    | PolicyMatcherOutput | RentIncreaseCapOutput | BrokerageFeeOutput | RentConversionOutput
    | PriorityRepaymentOutput | DepositDelayInterestOutput | RenewalWindowOutput | JeonseRatioOutput
    | GuaranteeDeadlineOutput | StatutoryDeadlineOutput
    | EarnestMoneyOutput | SubscriptionScoreOutput | AcquisitionTaxOutput | LeaseContractOutput
    | ContractReviewOutput,
    Field(discriminator="tool")]

_ANY: TypeAdapter[Any] = TypeAdapter(AnyOutput)
NO_REPORT = Report()
"""What a result without output reads as (an error, an empty result): no lines, no charts."""


def output_for(name: str, values: dict[str, Any]) -> ToolOutput:
    """The typed output of tool ``name`` from its fields (a producer's dict, an upcast one)."""
    return _ANY.validate_python({**values, "tool": name})
