"""English questions reach the right team with the figures in order (review 3, H19).

Each English question is glossed into the Korean words the rules read; these check the gloss keeps
how long before the end a notice came, who ends the lease, and the figures a calculator needs."""
from __future__ import annotations

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan


def _tools(q: str) -> set[str]:
    return {t for s in make_plan(q).steps for t in s.tools}


@pytest.mark.parametrize(("q", "said"), [
    ("The owner told me 5 weeks before my lease expires that I must go. Is that valid?", "만기 5주 전"),
    ("She gave notice three months prior to the end of the contract.", "만기 3개월 전"),
    ("Landlord texted me 20 days before the lease is up.", "만기 20일 전"),
    ("He said so four months ahead of the tenancy end.", "만기 4개월 전"),
    ("I was told a month before the end.", "만기 1개월 전"),
])
def test_the_time_before_the_end_is_kept_with_its_unit(q, said):
    assert said in gloss(q)


@pytest.mark.parametrize("q", [
    "My landlord wants to kick me out when the lease ends.",
    "Can the owner evict me at the end of the term?",
    "The landlord told me to move out next month.",
    "Can he force us to leave?",
])
def test_the_landlords_demand_to_leave_reads_as_such(q):
    assert "나가라" in gloss(q)


@pytest.mark.parametrize("q", [
    "The landlord says he wants to move in himself.",
    "My landlord's son wants to move in, the owner says.",
    "The owner is planning to live there himself.",
])
def test_the_landlord_moving_in_is_a_refusal_for_own_use(q):
    assert "실거주" in gloss(q)


def test_leaving_mid_lease_in_the_first_term_is_read_as_such():
    ko = gloss("Is it possible to move out early in my first two-year lease?")
    assert "중간에 나가" in ko and "첫 계약 기간" in ko


@pytest.mark.parametrize(("q", "figures"), [
    ("What's the acquisition tax on a 600 million won flat of 59 square meters, my only house?", ("취득세", "6억", "59㎡", "1주택")),
    ("Acquisition tax for 1.2 billion won apartment, 114 sqm, single home?", ("취득세", "12억", "114㎡", "1주택")),
])
def test_acquisition_tax_reaches_its_calculator_with_price_area_and_home_count(q, figures):
    ko = gloss(q)
    assert all(f in ko for f in figures)
    assert "acquisition_tax" in _tools(q)


@pytest.mark.parametrize(("q", "tool"), [
    ("How much is the realtor fee when I buy a 450 million won apartment?", "brokerage_fee"),
    ("Agent commission for a jeonse of 300 million won?", "brokerage_fee"),
])
def test_everyday_calculations_reach_their_calculator(q, tool):
    assert tool in _tools(q)


@pytest.mark.parametrize("q", [
    "Six weeks before the lease ends my landlord told me he wants me out. Must I leave?",
    "I got notice from the owner 7 weeks before the end that he will move in. Do I have to go?",
])
def test_a_lease_timeline_question_goes_to_the_legal_team(q):
    assert "legal_search" in _tools(q)


def test_ending_a_lease_by_notice_is_read_as_a_termination_not_its_expiry():
    from holmes_planner.domain.english import gloss

    assert "해지 통지" in gloss("Can the landlord end our tenancy early by giving two months' notice?")
    assert "만료" in gloss("Our lease ends in March; must we move out?")
