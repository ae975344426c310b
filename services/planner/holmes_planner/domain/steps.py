"""Agent/team selection and query decomposition into PlanSteps.

Which teams run follows from the intent (seed 004's three paths):
법률상담/시세조회/대출상담 -> search (+ analysis when the user asks for analysis or loan
arithmetic); 리스크분석/종합분석 -> search -> analysis; 계약서작성 -> search(legal) ->
document; 계약서검토 -> search(legal) -> document review.  Task names are Korean and say
what the step does for *this* query ("강남구 아파트 시세 조회").
"""

from __future__ import annotations

import re

from holmes_contracts.models import Entities, PlanStep
from holmes_contracts.tools.common import DealType, PropertyType

from .asks import calculator_tools
from .intent import IntentResult

# Rough wall-clock seconds per step, for the progress UI; the orchestrator re-estimates.
SEARCH_BASE_S = 2.0
PER_TOOL_S = 1.0
ANALYSIS_S = 4.0
DOCUMENT_S = 5.0

# Colloquial phrasing -> the legal topic a step should name ("갱신청구권 쓸 수 있어?").
LEGAL_TOPICS: tuple[tuple[str, str], ...] = (
    (r"갱신청구|갱신요구|계약갱신", "계약갱신요구권"), (r"묵시적", "묵시적 갱신"),
    (r"(전세금|보증금|월세|차임|임대료).{0,8}(인상|증액|올려|올리)|인상|증액", "차임·보증금 증액"),
    (r"보증금.{0,12}(반환|돌려)|돌려받|돌려주|돌려줘|반환", "보증금 반환"),
    (r"대항력", "대항력"), (r"확정일자", "확정일자"), (r"우선변제|소액임차인", "우선변제권"),
    (r"임차권등기", "임차권등기명령"), (r"원상복구", "원상복구"), (r"층간소음", "층간소음"),
    (r"중개수수료|중개보수|복비", "중개보수"), (r"전입신고", "전입신고"),
    (r"해지|해약|위약금|계약금", "계약 해지"), (r"수리비|하자|고장", "임대인 수선 의무"),
    (r"존속기간|계약기간|최소2년", "임대차 존속기간"), (r"실거주|나가라|퇴거|쫓겨", "임대인 실거주·퇴거"),
    (r"전세사기", "전세사기 피해 지원"), (r"관리비", "관리비"),
)
# extra keys that bear on loan eligibility (others, like rooms or language, do not)
ELIGIBILITY_KEYS = frozenset({"age", "marital", "newborn", "homeless", "first_home", "youth", "multi_child",
                              "children", "income_manwon"})
LOAN_PRODUCTS = ("신생아 특례", "버팀목", "디딤돌", "보금자리론", "전세자금대출", "주택담보대출")


def _label(entities: Entities, *, deal: bool = True) -> str:
    """"강남구 아파트 전세" — the subject of a step, from the entities."""
    parts = ["·".join(r.name for r in entities.regions[:2])]
    parts.append(PropertyType.label(entities.property_types[0]) if entities.property_types else "")
    if deal and entities.deal_types:
        parts.append(DealType.label(entities.deal_types[0]))
    return " ".join(p for p in parts if p)


def _legal_topic(query: str, entities: Entities, groups: dict[str, list[str]]) -> str:
    if entities.law_names:  # "주택임대차보호법 제7조" already names the topic
        return " ".join([entities.law_names[0], *entities.articles[:1]])
    squeezed = query.replace(" ", "")
    named = next((topic for pattern, topic in LEGAL_TOPICS if re.search(pattern, squeezed)), "")
    topic = named or "·".join(groups.get("legal", [])[:2])
    return f"{topic} 관련" if topic else ""


def _loan_topic(query: str) -> str:
    squeezed = query.replace(" ", "")
    for name in LOAN_PRODUCTS:
        if name.replace(" ", "") in squeezed:
            return name
    return ""


class _Builder:
    def __init__(self) -> None:
        self.steps: list[PlanStep] = []

    def add(self, step_type: str, task: str, tools: list[str], *, depends_on: list[str] | None = None,
            optional: bool = False, description: str = "") -> str:
        step_id = f"step-{len(self.steps) + 1}"
        deps = depends_on or []
        level = 1 + max((self._level(d) for d in deps), default=0)
        seconds = {"search": SEARCH_BASE_S + PER_TOOL_S * len(tools), "analysis": ANALYSIS_S,
                   "document": DOCUMENT_S}[step_type]
        self.steps.append(PlanStep(
            step_id=step_id, step_type=step_type, team=step_type, agent_name=f"{step_type}_team",
            task=" ".join(task.split()), description=description, depends_on=deps,
            optional=optional, parallel_group=level, tools=tools, estimated_time_s=seconds))
        return step_id

    def _level(self, step_id: str) -> int:
        return next(s.parallel_group for s in self.steps if s.step_id == step_id)


def build_steps(query: str, res: IntentResult, entities: Entities,
                groups: dict[str, list[str]], calculators: list[str] | None = None) -> list[PlanStep]:
    """The steps for a domain intent; [] for the fast path.  ``calculators``: the figures
    asked (asks.calculator_tools), computed from the query when not given."""
    b = _Builder()
    subject = _label(entities)
    legal_task = (f"{_legal_topic(query, entities, groups)} 조항 검색" if entities.law_names
                  else f"{_legal_topic(query, entities, groups)} 법률 조항 검색")
    loan_task = f"{_loan_topic(query) or '대출'} 상품 검색"
    market_task = f"{subject or '부동산'} {'매물 검색' if res.listing else '시세 조회'}"
    market_tools = ["market_data", "real_estate_search"] if res.listing else ["market_data"]
    intent = res.intent

    if intent == "법률상담":
        b.add("search", legal_task, ["legal_search"])
    elif intent == "시세조회":
        s = b.add("search", market_task, market_tools)
        if res.wants_analysis:
            b.add("analysis", f"{subject or '부동산'} 시세 동향 분석", ["market_analysis"], depends_on=[s])
    elif intent == "대출상담":
        s = b.add("search", loan_task, ["loan_data"])
        personal = bool(entities.amounts or entities.extra.get("age") is not None)
        if res.loan_compute or res.wants_analysis or personal:
            tools = ["loan_simulator"] + (["policy_matcher"] if ELIGIBILITY_KEYS & set(entities.extra) else [])
            b.add("analysis", "대출 한도·상환액 계산", tools, depends_on=[s],
                  optional=not (res.loan_compute or res.wants_analysis))
    elif intent == "리스크분석":
        # Prices are looked up only for a named place: with none, the market tools can only ask "어느
        # 지역?" — noise under a checklist or a legal verdict that answers the question (신탁, 체납 확인).
        market = bool(entities.regions)
        tools = ["legal_search"] + (["market_data", "real_estate_search"] if market else [])
        s = b.add("search", f"{subject} {'시세·' if market else ''}권리관계 법률 정보 수집", tools)
        b.add("analysis", f"{_label(entities, deal=False)} 전세 위험도 분석",
              ["contract_analysis"] + (["market_analysis"] if market else []), depends_on=[s])
    elif intent in ("계약서작성", "계약서검토"):
        s = b.add("search", "임대차 특약 관련 법률 조항 검색", ["legal_search"], optional=True)
        if intent == "계약서작성":
            kind = "매매계약서" if "SALE" in entities.deal_types else "임대차계약서"
            b.add("document", f"{subject} {kind} 작성", ["lease_contract"], depends_on=[s])
        else:
            b.add("document", "임대차계약서 검토", ["contract_review"], depends_on=[s])
    elif intent == "종합분석":
        _comprehensive(b, res, entities, legal_task, loan_task, market_task, market_tools, subject)
    if intent not in ("계약서작성", "계약서검토"):
        tools = calculator_tools(query, entities) if calculators is None else calculators
        _add_calculators(b, tools, entities, subject)
    return b.steps


CALC_TASKS = {"rent_increase_cap": "증액 한도", "brokerage_fee": "중개보수", "rent_conversion": "전월세 전환",
              "priority_repayment": "최우선변제금", "deposit_delay_interest": "지연이자",
              "renewal_window": "갱신요구 기간", "jeonse_ratio": "전세가율·HUG 보증", "earnest_money": "계약금 해제",
              "guarantee_deadline": "HUG 반환보증 가입 기한", "subscription_score": "청약 가점",
              "acquisition_tax": "취득세", "statutory_deadline": "신고·신청 기한"}


def _add_calculators(b: _Builder, tools: list[str], entities: Entities, subject: str) -> None:
    """The figures the user asked for, computed after the searches (whose law they quote)."""
    if not tools or not b.steps:
        return
    if ("jeonse_ratio" in tools and entities.regions and not any(a.role == "price" for a in entities.amounts)
            and not any("market_data" in s.tools for s in b.steps)):
        b.add("search", f"{subject or '지역'} 매매 시세 조회", ["market_data"])
    existing = next((i for i, s in enumerate(b.steps) if s.team == "analysis"), None)
    if existing is not None and "contract_analysis" in b.steps[existing].tools \
            and any(a.role == "deposit" for a in entities.amounts):
        # The risk analysis states 전세가율 and HUG itself; with no deposit to judge (the most the HUG
        # guarantee takes on a 공시가격) it has only a checklist, so the calculator stays.
        tools = [t for t in tools if t != "jeonse_ratio"]
        if not tools:
            return
    if existing is not None:
        step = b.steps[existing]
        b.steps[existing] = step.model_copy(update={"tools": list(dict.fromkeys([*tools, *step.tools]))})
        return
    task = "·".join(CALC_TASKS[t] for t in tools) + " 계산"
    b.add("analysis", task, tools, depends_on=[s.step_id for s in b.steps if s.team == "search"])


def _comprehensive(b: _Builder, res: IntentResult, entities: Entities, legal_task: str,
                   loan_task: str, market_task: str, market_tools: list[str], subject: str) -> None:
    """One search step per area asked (parallel), then one analysis over all of them."""
    areas = set(res.areas) or {"market"}
    if entities.extra.get("income_manwon") is not None and "risk" not in areas:
        # "강남구 집 사도 될까요? 연봉 8천": an income told in a judgement is told for what can be borrowed
        areas.add("loan")
    if res.document and "legal" not in areas:
        areas.add("legal")
    searches: list[str] = []
    analysis_tools: list[str] = []
    # A comprehensive judgement always weighs the market, even when only the law was asked
    # beside it ("… 사도 될까요, 법적으로 문제없나요"): otherwise its analysis would have no tool.
    if "market" in areas or "risk" in areas or "loan" not in areas:
        searches.append(b.add("search", market_task, market_tools))
        analysis_tools.append("market_analysis")
    if "legal" in areas or "risk" in areas:
        searches.append(b.add("search", legal_task, ["legal_search"]))
    if "loan" in areas:
        searches.append(b.add("search", loan_task, ["loan_data"]))
        analysis_tools.append("loan_simulator")
    if "risk" in areas:
        analysis_tools.insert(0, "contract_analysis")
    if res.roi:
        analysis_tools.append("roi_calculator")
    names = {"market": "시세", "legal": "법률", "loan": "대출", "risk": "위험도"}
    label = "·".join(names[a] for a in ("market", "legal", "loan", "risk") if a in areas)
    b.add("analysis", f"{subject} {label} 종합 분석", list(dict.fromkeys(analysis_tools)),
          depends_on=searches)
    if res.document:
        tool, verb = ("lease_contract", "작성") if res.document == "write" else ("contract_review", "검토")
        b.add("document", f"임대차계약서 {verb}", [tool], depends_on=searches)
