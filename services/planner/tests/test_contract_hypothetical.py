"""'계약서를 새로 쓰면 …' inside a question is a premise to check, not a request for a draft.

A tenant told that a fresh contract escapes the 5% cap asks whether that is true; sending them
a drafting form (9 blanks to fill) answers nothing. Written in our own words, with the
requests that must still draft.
"""
import pytest

from holmes_planner.domain.intent import classify

PREMISES = [
    "전세 재계약하는데 집주인이 계약서를 새로 쓰면 10% 올려도 문제없다네요 사실인가요? 보증금 3억",
    "집주인이 계약서를 다시 작성하면 5% 넘게 올려도 된다고 하는데 맞나요?",
    "재계약 때 계약서 새로 쓰면 증액 제한 없는 거예요? 월세 100",
    "새 계약서 쓰는 거면 갱신요구권이랑 상관없이 올릴 수 있다는데 진짜야?",
]
REQUESTS = [
    "계약서 새로 써줘 보증금 2억",
    "빌라 월세 계약서 써줘",
    "전세 계약서 초안 만들어 주세요",
    "임대차계약서 작성해줘",
]


@pytest.mark.parametrize("query", PREMISES)
def test_a_premise_about_writing_a_new_contract_is_a_legal_question(query):
    r = classify(query)
    assert r.document is None and r.intent == "법률상담", (r.intent, r.document)


@pytest.mark.parametrize("query", REQUESTS)
def test_a_request_to_write_still_drafts(query):
    assert classify(query).intent == "계약서작성"


# Expert review 4 (J10, J15): the moment after signing and the way it was signed are told, not a contract
# to draft or a text to review.
TOLD_ABOUT_A_CONTRACT = [
    "임대차 계약서 작성하고 나서 바로 확정일자 받으러 가도 돼요?",
    "계약서 쓴 뒤에 전입신고는 언제 하는 게 좋아요?",
    "전세 계약서에 도장 없이 사인만 했는데 효력 있나요?",
    "매매 계약서에 막도장 찍었으면 무효인가요?",
]


@pytest.mark.parametrize("query", TOLD_ABOUT_A_CONTRACT)
def test_a_contract_told_about_is_a_legal_question(query):
    r = classify(query)
    assert r.document is None and r.intent == "법률상담", (r.intent, r.document)


@pytest.mark.parametrize("query", ["계약서 쓰고 싶어요 초안 만들어 주세요", "이 계약서 검토해줘: '임차인은 도장 없이 서명만으로 계약한다'"])
def test_a_contract_asked_for_is_still_drafted_or_reviewed(query):
    assert classify(query).document is not None
