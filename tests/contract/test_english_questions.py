"""English questions, planner to answer in process (review 3, H19: four of five English questions were
answered off-topic).

The planner glosses the English into the Korean words the rules read; the orchestrator's tool params
feed the analysis calculators, and its legal lead reads the Korean reading with the corpus's own
articles (as services/orchestrator/tests/test_lease_timeline.py does). The English lead says the
figure or the verdict in English first, then the Korean details follow."""
from __future__ import annotations

from datetime import date

import pytest

from holmes_analysis.tools import AnalysisSettings, build_tools
from holmes_contracts import PlanReady, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LawArticle, output_for
from holmes_orchestrator.domain.synthesis import english_lead, legal_lead
from holmes_orchestrator.domain.tools import legal_query, tool_params
from holmes_planner.domain.plan import make_plan
from holmes_search.corpus.laws import read_corpus

TODAY = date(2026, 11, 26)
TOOLS = build_tools(AnalysisSettings(base_rate_pct=2.5, base_rate_as_of="2025-05-29"))
LEASE = "주택임대차보호법"


def _articles() -> dict[tuple[str, str], dict]:
    """The corpus as the search service reads it (its own reader, not a copy of it)."""
    return {(law["name"], a["number"]): {"law": law["name"], "number": a["number"], "title": a["title"],
                                         "body": a["body"], "kind": law["kind"]}
            for law in read_corpus()[1] for a in law["articles"]}


ARTICLES = _articles()
RENEWAL = ((LEASE, "제6조"), (LEASE, "제6조의2"), (LEASE, "제6조의3"))


def _plan(q: str) -> PlanReady:
    d = make_plan(q, today=TODAY)
    assert d.entities.extra.get("language") == "en"
    return PlanReady(**d.plan_fields())


def _tools(plan: PlanReady) -> set[str]:
    return {t for s in plan.steps for t in s.tools}


def _legal(q: str, *keys: tuple[str, str]) -> tuple[str, str]:
    """The legal lead for an English question with these corpus articles found, and its English opening."""
    plan = _plan(q)
    assert "legal_search" in _tools(plan)
    fields = LawArticle.model_fields
    found = ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                       output=output_for("legal_search", {"articles": [
                           {f: v for f, v in ARTICLES[k].items() if f in fields} for k in keys]}))
    lead = legal_lead(legal_query(plan), found, plan.keywords)
    return lead, english_lead([found], [], plan.query, korean_lead=lead)


async def _calc(q: str, tool: str) -> tuple[dict, str]:
    """The calculator's figures for an English question, and the English sentence that leads with them."""
    plan = _plan(q)
    assert tool in _tools(plan), [s.tools for s in plan.steps]
    call = ToolCall(name=tool, params={**tool_params(tool, plan).as_dict(), "as_of": TODAY.isoformat()})
    sel = ToolsSelected(team="analysis", step_ids=["s"], tools=[call], query=q, intent=plan.intent, inputs=[])
    r = await TOOLS[tool](call, sel)
    assert r.status == "ok", r.summary
    return r.output.model_dump()["figures"], english_lead([r], [], plan.query)


# --- lease timelines: how long before the end, and who ends it ------------------------------------

@pytest.mark.parametrize("q", [
    "My landlord said he'll kick me out, but he only told me 5 weeks before the lease ends. Can he?",
    "Seven weeks before my contract expires the owner told me to move out. Must I go?",
    "The landlord texted me 20 days before the end of the lease that he wants me out. Do I have to leave?",
    "One month before the lease is up, the owner says he plans to move in himself. Do I have to go?",
    "The landlord said he won't renew the lease, 6 weeks before it ends. Is that valid?",
    "My landlord refused to renew my lease only a month before the end. What happens?",
])
def test_a_landlords_notice_inside_two_months_is_too_late(q):
    lead, en = _legal(q, *RENEWAL)
    assert lead.startswith("아니요, 나가지 않아도 됩니다"), lead
    assert "6개월 전부터 2개월 전까지" in lead and "제6조" in lead
    assert en.startswith("No.")


@pytest.mark.parametrize("q", [
    "My landlord told me 3 months before the lease ends that he wants to move in. Do I have to leave?",
    "Eleven weeks before the end, the owner said his son wants to move in. Must I leave?",
    "The landlord asked me to leave, telling me four months before my lease expires. Is that valid?",
    "Landlord gave notice of non-renewal 5 months before expiry. Do I have to leave?",
])
def test_a_landlords_notice_inside_the_window_is_in_time(q):
    lead, en = _legal(q, *RENEWAL)
    assert lead.startswith("네, 기간 안의 통지입니다"), lead
    assert "계약갱신요구권" in lead and "실거주" in lead  # the renewal demand and its own-use exception
    assert en.startswith("Yes.")


@pytest.mark.parametrize("q", [
    "I told my landlord only three weeks before the lease ends that I'm moving out. Do I get my deposit at the end?",
    "I said I would leave 10 days before my contract expires. Does the lease end on the end date?",
])
def test_a_tenants_late_notice_does_not_end_the_lease_at_its_end(q):
    lead, en = _legal(q, *RENEWAL)
    assert lead.startswith("아니요, 만기에 바로 끝나지 않습니다"), lead
    assert "3개월 뒤" in lead and en.startswith("No.")


def test_a_tenant_who_tells_the_landlord_three_months_ahead_leaves_at_the_end():
    lead, en = _legal("I told the landlord 3 months before the lease ends that I'm leaving. "
                      "Will I get my deposit back at the end?", *RENEWAL)
    assert lead.startswith("네, 만기에 계약이 끝납니다"), lead
    assert en.startswith("Yes.")


@pytest.mark.parametrize("q", [
    "My lease was renewed automatically. I want to move out in the middle. How much notice do I need?",
    "After a tacit renewal, can I leave mid-lease and get my deposit back?",
])
def test_leaving_a_lease_renewed_by_silence_takes_three_months(q):
    lead, _ = _legal(q, *RENEWAL)
    assert "3개월 뒤" in lead and "제6조의2" in lead, lead


def test_the_landlord_cannot_end_a_lease_renewed_by_silence():
    lead, en = _legal("Our lease renewed automatically last year. Now the landlord wants to kick us out "
                      "next month. Do we have to leave?", *RENEWAL)
    assert lead.startswith("아니요, 나가지 않아도 됩니다"), lead
    assert "집주인이 기간 중에 해지할 수 없습니다" in lead and en.startswith("No.")


@pytest.mark.parametrize(("q", "keys"), [
    ("Can I leave in the middle of my first 2-year jeonse lease and get my deposit back?",
     ((LEASE, "제6조의2"), ("민법", "제636조"), ("민법", "제635조"))),
    ("Is it possible to move out early in my first two-year lease?",
     ((LEASE, "제6조의2"), (LEASE, "제6조의3"), ("민법", "제635조"))),
])
def test_leaving_in_the_first_term_needs_the_landlords_agreement(q, keys):
    lead, _ = _legal(q, *keys)
    first = lead.split("). ")[0]
    assert "처음 약정한 계약기간" in first and "합의" in first, lead
    assert not first.startswith("해지는 임대인이 통지를 받은 날부터 3개월")


# --- calculators: the user's own figures, in order --------------------------------------------------

@pytest.mark.parametrize(("q", "total"), [
    # 7억, 85㎡ 이하, 1주택: (7 × 2/3 − 3)% = 1.6667% → 11,666,900 + 교육세 1,166,690
    ("How much acquisition tax for a 700 million won apartment, 84 square meters, my only home?", 12_833_590),
    # 5억 ≤ 6억: 1% + 0.1%, 85㎡ 이하 so no 농특세
    ("What's the acquisition tax if I buy a 500 million won flat of 59 sqm?", 5_500_000),
])
async def test_acquisition_tax_is_computed_from_price_area_and_homes(q, total):
    f, en = await _calc(q, "acquisition_tax")
    assert f["total_won"] == total
    assert en.startswith(f"The acquisition tax comes to {total:,} won in all")


@pytest.mark.parametrize(("q", "fee"), [
    ("What is the brokerage fee for buying a 900 million won apartment?", 4_500_000),
    ("How much is the agent's commission for a jeonse deposit of 300 million won?", 900_000),
    ("Realtor fee for a monthly rent with a 10 million won deposit and 500k won rent?", 240_000),
])
async def test_the_brokerage_fee_cap(q, fee):
    f, en = await _calc(q, "brokerage_fee")
    assert f["fee_won"] == fee
    assert en.startswith(f"The maximum brokerage fee is {fee:,} won")


@pytest.mark.parametrize(("q", "cap"), [
    ("My landlord wants to raise my 400 million won jeonse deposit at renewal. What's the maximum under the 5% cap?",
     420_000_000),
    ("The landlord wants to increase my rent of 1 million won a month. What's the legal maximum?", 1_050_000),
])
async def test_the_five_percent_cap(q, cap):
    _, en = await _calc(q, "rent_increase_cap")
    assert en.startswith(f"The most the landlord can ask for is {cap:,} won")


async def test_a_deposit_converted_into_rent_is_capped_by_the_conversion_rate():
    # 1억 × min(10%, 2.5% + 2%p) / 12 = 375,000원 a month
    f, en = await _calc("If I convert 100 million won of my deposit into monthly rent, what's the maximum rent?",
                        "rent_conversion")
    assert f["monthly_rent_won"] == 375_000 and en.startswith("The legal maximum monthly rent is 375,000 won")


async def test_interest_on_a_deposit_returned_late():
    # 2억 × 5% × 6/12
    f, en = await _calc("My landlord hasn't returned my 200 million won deposit for 6 months after the lease ended. "
                        "How much interest can I claim?", "deposit_delay_interest")
    assert f["interest_won"] == 5_000_000 and "5,000,000 won" in en


@pytest.mark.parametrize(("q", "deadline"), [
    # 60 days from 2027-02-10 is Sunday 2027-04-11: the next weekday
    ("I paid the balance on 2027-02-10. What's the deadline to register the ownership transfer?", "2027-04-12"),
    ("I signed a monthly rent contract on 2027-01-05. By when must I file the rental contract report?", "2027-02-04"),
])
async def test_a_registration_or_report_deadline_is_a_date(q, deadline):
    _, en = await _calc(q, "statutory_deadline")
    assert en.startswith(f"The deadline is {deadline}")


async def test_the_renewal_window_from_the_end_date():
    f, en = await _calc("My lease ends 2027-08-31. When can I use my renewal right?", "renewal_window")
    assert (f["window_start"], f["window_end"]) == ("2027-03-01", "2027-06-29")
    assert en.startswith("You can demand a renewal from 2027-03-01 to 2027-06-29")


async def test_a_jeonse_on_a_priced_home_reads_the_price_as_the_homes():
    # "a 300 million won jeonse on a 400 million won villa": 3억 / 4억 = 75% (the HUG guarantee's question)
    plan = _plan("Can I get a HUG deposit guarantee for a 300 million won jeonse on a 400 million won villa?")
    assert "전세보증보험" in plan.entities.extra["query_ko"] and "매매가 4억" in plan.entities.extra["query_ko"]


@pytest.mark.parametrize("q", [
    "Do I need the move-in report and a fixed date to protect my deposit?",
    "When should I get the confirmed date and do my resident registration?",
])
def test_move_in_report_and_fixed_date_go_to_the_law(q):
    plan = _plan(q)
    ko = plan.entities.extra["query_ko"]
    assert "전입신고" in ko and "확정일자" in ko and "legal_search" in _tools(plan)
