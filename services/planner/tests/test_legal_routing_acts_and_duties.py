"""Routing causes behind blind set 10's legal misses, in our own words: a legal question that carries another
area's word in its story (a loan refused as the loss, a contract someone offers to sign, a guarantee a registered
landlord must take out, a capped price asked in English) is the law's — and the neighbours that are not stay put."""

from __future__ import annotations

import pytest

from holmes_planner.domain.plan import make_plan


def teams(q: str) -> tuple[str, list[str]]:
    p = make_plan(q)
    return p.intent, sorted({s.team for s in p.steps})


@pytest.mark.parametrize("q", [
    # what someone offers to do on the contract is asked, there is no text to review
    "부동산에서 계약서에 양쪽 대리로 도장 찍어주겠대요. 이거 문제없어요?",
    "중개인이 매수자 쪽 도장까지 자기가 계약서에 찍겠다는데 그래도 되나요?",
    # a loan refused is the loss a remedy is asked for
    "중개사가 불법건축물인 걸 말 안 해줘서 대출이 안 나왔어요. 손해배상 청구할 수 있을까요?",
    # the registered landlord's duty to take out the deposit guarantee
    "등록임대주택인데 임대사업자가 보증보험 가입은 안 해도 된다고 우기네요. 진짜예요?",
    "Who approves the capped price of a new apartment under the price cap system?",
])
def test_the_law_is_asked(q):
    assert teams(q) == ("법률상담", ["search"]), q


@pytest.mark.parametrize("q, intent", [
    # a contract to review is still reviewed
    ("이 계약서 검토해 주세요: '임차인은 퇴거 시 도배비를 부담한다'", "계약서검토"),
    # a tenant's own guarantee against his risk is still the risk check's
    ("전세보증보험 들어야 하나요? 보증금 2억 빌라인데", "리스크분석"),
    ("보증보험 안 들어도 위험하지 않을까요?", "리스크분석"),
    # a loan asked is still the loan's
    ("전세대출 안 나오면 어떻게 해요?", "대출상담"),
])
def test_the_neighbours_stay(q, intent):
    assert teams(q)[0] == intent, q
