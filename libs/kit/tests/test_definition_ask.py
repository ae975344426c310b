"""A question of meaning and the sentence that answers it (holmes_kit.korean.define): the search puts the defining
articles first and the answer opens with the definition only when a term's meaning is what was asked."""

from __future__ import annotations

import pytest

from holmes_kit.korean.define import asked_term, defining_sentence, definition_terms


@pytest.mark.parametrize(("question", "term"), [
    ("임차권등기명령이 뭐예요?", "임차권등기명령"),
    ("채권최고액이 뭔가요", "채권최고액"),
    ("말소기준권리란?", "말소기준권리"),
    ("말소기준권리란 무엇인가요?", "말소기준권리"),
    ("신탁등기 뜻 좀 알려주세요", "신탁등기"),
    ("대지권의 의미가 뭐죠?", "대지권"),
    ("공급면적이 무슨 뜻이에요?", "공급면적"),
    ("묵시적 갱신이라는 게 뭐야", "묵시적 갱신"),
    ("공동주택관리법에서 말하는 관리주체가 뭐예요?", "관리주체"),
    ("주택법상 국민주택규모는 뭐죠", "국민주택규모"),
    ("등기부에 가처분이라고 적혀 있는데 가처분이 뭐예요?", "가처분"),
    ("What is a 전대?", "전대"),
    ("What does 근저당권 mean?", "근저당권"),
    # an adverb pressing for the meaning is no part of the term
    ("공시가격이 정확히 뭐예요?", "공시가격"),
    ("대항력이 도대체 뭔가요", "대항력"),
])
def test_a_question_of_meaning_names_its_term(question, term):
    assert asked_term(question) == term


@pytest.mark.parametrize("question", [
    "청약 가점 계산할 때 필요한 서류가 뭐예요?",   # a list asked, not a meaning
    "등록임대랑 일반임대 차이가 뭐예요?",          # a comparison
    "임차권등기명령 신청 요건이 뭐예요?",
    "이거 뭐예요?",
    "전세 계약할 때 뭐 확인해야 돼요?",
    "보증금 돌려받으려면 어떻게 해야 하나요?",
    "What is the latest date I can send a renewal notice?",
    "What is the jeonse guarantee and how much does it cost?",
    "가처분이 뭐예요? 그리고 경매는 언제 돼요?",       # two questions: not one of meaning alone
])
def test_other_questions_ask_no_meaning(question):
    assert asked_term(question) == ""
    assert definition_terms(question) == []


def test_an_english_ask_takes_its_term_from_the_korean_reading():
    assert definition_terms("What is the officially assessed price?", "공시가격") == ["공시가격"]
    # Korean written into the English question is the term itself
    assert definition_terms("What does 전세권 mean?", "전세권") == ["전세권"]


def test_a_phrase_is_tried_whole_then_by_its_last_words():
    assert definition_terms("다가구 임대차 대항력이 뭐예요?") == ["다가구 임대차 대항력", "임대차 대항력", "대항력"]


BODY = ("'중개'는 중개대상물의 거래를 알선하는 것이다. '중개업'은 다른 사람의 의뢰로 보수를 받고 중개를 업으로 하는 것이고, "
        "'중개보조원'은 공인중개사가 아니면서 개업공인중개사에 소속되어 단순 업무를 보조하는 사람이다.")


def test_a_statute_defines_the_term_it_makes_its_subject_and_says_what_it_is():
    assert defining_sentence("중개", "정의", BODY) == "'중개'는 중개대상물의 거래를 알선하는 것이다."
    # a definition further on in a list of them is said on its own
    assert defining_sentence("중개업", "정의", BODY) == "'중개업'은 다른 사람의 의뢰로 보수를 받고 중개를 업으로 하는 것이다."
    assert defining_sentence("중개보조원", "정의", BODY).startswith("'중개보조원'은 공인중개사가 아니면서")


def test_a_sentence_saying_what_a_thing_does_or_differs_in_defines_nothing():
    body = "전세권자는 전세금을 우선변제받을 권리가 있다. 전세권은 등기해야 성립한다는 점에서 채권적 전세와 다르다."
    assert defining_sentence("전세권", "전세권의 내용", body) == ""


def test_a_glossary_entry_under_the_term_defines_it_in_its_first_sentence():
    body = "본등기의 순위를 미리 확보해 두는 등기(부동산등기법 제88조). 본등기를 하면 그 뒤의 권리가 말소될 수 있다."
    assert defining_sentence("가등기", "가등기", body, glossary=True).startswith("본등기의 순위를")
    assert defining_sentence("가등기", "가처분", body, glossary=True) == ""


@pytest.mark.parametrize(("question", "term"), [
    ("'확정일자'가 뭐예요?", "확정일자"),          # a term put in quotes is the same term
    ("“가등기”란 무엇인가요?", "가등기"),
    ("전입신고에서 대항력이 정확히 뭔가요?", "전입신고에서 대항력"),  # tried whole, then by its last word
    ("말소기준권리가 도대체 뭐예요?", "말소기준권리"),   # an adverb before the asking word asks the same
])
def test_quotes_and_an_adverb_leave_the_ask_of_meaning(question, term):
    assert asked_term(question) == term


def test_an_adverb_does_not_make_a_list_a_meaning():
    assert definition_terms("신청 요건이 정확히 뭐예요?") == []
