"""Routing causes behind the tune parts' intent and team misses (late morning of 2026-11-27), in our own words:
a figure asked in words the calculators did not read (a raise by a share written without spaces, a fee for a deal
brokered, the HUG ceiling on a 공시가격), a loan's sum named as the sum, a listing asked of a 동 the gazetteer lacks,
a clause judged beside its own figure, a record one may see, a registry entry or a party whose effect the law
fixes — and the neighbours that are not stay put."""

from __future__ import annotations

import pytest

from holmes_planner.domain.plan import make_plan


def routed(q: str) -> tuple[str, list[str]]:
    p = make_plan(q)
    return p.intent, sorted({s.team for s in p.steps})


def tools(q: str) -> set[str]:
    return {t for s in make_plan(q).steps for t in s.tools}


@pytest.mark.parametrize("q", [
    "월세 55인데 5%면 얼마 올라요?",
    "반전세 보증금 1억에 월세 50인데 5%면 월세 얼마 올라요?",
])
def test_a_raise_by_the_share_asked_as_a_sum_is_the_increase_cap(q):
    assert routed(q) == ("법률상담", ["analysis", "search"]), q
    assert "rent_increase_cap" in tools(q), q


def test_a_price_rising_by_a_share_is_no_rent_cap():
    assert "rent_increase_cap" not in tools("매매가 4억인데 3% 오르면 얼마 올라요?")


@pytest.mark.parametrize("q", [
    "5억 아파트 매매 중개하면 매수인한테 최대 보수 얼마 받을 수 있나요?",
    "전세 2억 중개해 주면 수수료 얼마예요?",
])
def test_the_fee_for_a_deal_brokered_is_the_fee_calculator(q):
    assert routed(q) == ("법률상담", ["analysis", "search"]), q
    assert "brokerage_fee" in tools(q), q


def test_a_repair_after_a_deal_is_no_brokers_fee():
    assert "brokerage_fee" not in tools("중개해서 산 집인데 하자보수 비용은 얼마나 들어요?")


@pytest.mark.parametrize("q", [
    "공시가 2억1천, 앞선 근저당 3천인데 보증금 최대 얼마까지 돼?",
    "공시가격 1억6천 빌라예요. HUG 보증이 공시가격의 140%에 90%까지라는데 보증금은 최대 얼마예요?",
])
def test_the_most_deposit_on_a_public_price_is_the_guarantees_ceiling_a_risk_check(q):
    assert routed(q) == ("리스크분석", ["analysis", "search"]), q
    assert "jeonse_ratio" in tools(q) and "guarantee_deadline" not in tools(q), q


def test_the_guarantees_deadline_is_still_a_deadline():
    assert "guarantee_deadline" in tools("계약한 지 1년 됐는데 HUG 반환보증 언제까지 들 수 있어요?")


@pytest.mark.parametrize("q", [
    "6억 아파트 LTV 70%면 최대 대출 가능액이 얼마예요?",
    "매매가 8억 집인데 대출 가능 금액은 얼마예요?",
])
def test_the_sum_a_loan_lends_asked_by_name_is_the_loans(q):
    assert routed(q)[0] == "대출상담", q


@pytest.mark.parametrize("q", [
    "금호동 쪽 투룸 월세 있어?",
    "역 근처 고양이 키울 수 있는 원룸 전세 있나요",
])
def test_a_home_of_a_size_asked_whether_there_is_one_is_a_listing(q):
    assert routed(q) == ("시세조회", ["search"]), q
    assert "real_estate_search" in tools(q), q


@pytest.mark.parametrize("q", [
    "아파트 있으면 청약 1순위 안 되나요?",
    "빌라 한 채 있어도 디딤돌 돼요?",
])
def test_a_home_owned_is_no_listing_asked(q):
    assert routed(q)[0] != "시세조회", q


def test_a_clause_judged_beside_its_own_figure_is_a_review():
    q = "특약에 '계약 기간 중 나가면 월세 2개월치를 위약금으로 낸다'고 적혀 있어요. 월세 65면 얼마인지 계산해 주고 이 특약 괜찮아요?"
    assert routed(q) == ("계약서검토", ["document", "search"])


def test_a_review_with_a_home_to_weigh_is_still_comprehensive():
    q = "계약서 검토해 주고 전세가율도 계산해 줘. 매매 3억 전세 2억7천이에요"
    assert routed(q)[0] == "종합분석"


@pytest.mark.parametrize("q", [
    "계약 전에 집주인 체납 내역 확인할 수 있나요?",
    "계약하기 전에 집주인 세금 밀린 거 확인할 수 있어요?",
])
def test_whether_a_record_may_be_seen_is_the_laws(q):
    assert routed(q) == ("법률상담", ["search"]), q


@pytest.mark.parametrize("q", [
    "계약 전에 꼭 확인해야 할 것 알려줘",
    "집주인이 세금 체납 있으면 보증금 위험한가요?",
])
def test_a_checklist_and_a_danger_stay_the_risk_checks(q):
    assert routed(q)[0] == "리스크분석", q


@pytest.mark.parametrize("q", [
    "가등기 걸린 빌라에 월세로 들어가도 괜찮아요?",
    "등기부 보니까 신탁 돼 있던데 집주인하고 직접 계약해도 되나요?",
])
def test_an_entry_or_a_party_whose_effect_the_law_fixes_is_the_laws(q):
    assert routed(q)[0] == "법률상담", q


@pytest.mark.parametrize("q", [
    "신탁등기 된 빌라 전세 계약해도 될까요?",
    "가등기 있는 집이면 위험한가요?",
    "집주인이랑 직접 계약해도 보증보험 가입돼요?",
    "근저당 1억 잡힌 2억5천 빌라에 전세 1억 들어가도 돼요?",
])
def test_a_danger_or_a_home_to_weigh_stays_the_risk_checks(q):
    assert routed(q)[0] == "리스크분석", q
