"""A figure labelled as the part to turn into rent is not the rent itself (own phrasings)."""
import pytest

from holmes_kit.korean.extract import PRINCIPAL_ASKED, extract_entities


@pytest.mark.parametrize("text", ["보증금: 2억\n월세로 바꿀 금액: 6천", "보증금 3억, 월세로 돌릴 금액 1억"])
def test_a_labelled_part_converted_is_no_monthly_rent(text):
    roles = [(a.role, a.manwon) for a in extract_entities(text).amounts]
    assert not any(r == "monthly_rent" for r, _ in roles), roles


def test_a_rent_after_the_word_is_still_the_rent():
    assert [(a.role, a.manwon) for a in extract_entities("월세 80만원").amounts] == [("monthly_rent", 80)]


@pytest.mark.parametrize(("text", "asked"), [
    ("실제 대출금은 얼마 정도예요", True), ("대출 원금이 얼마쯤 될까요", True), ("What is the actual loan?", True),
    ("근저당 1억인데 들어가도 돼?", False), ("대출 얼마까지 나와요?", False),
])
def test_the_loan_behind_a_max_claim_asked(text, asked):
    assert bool(PRINCIPAL_ASKED.search(text)) is asked


def test_the_loan_behind_a_max_claim_asked_as_what_was_borrowed_at_first():
    assert PRINCIPAL_ASKED.search("근저당 최고액 6천이면 원래 빌린 돈은 얼마일까요")


def test_one_open_question_pattern_reads_words_as_written_and_squeezed():
    from holmes_kit.korean.text import OPEN_ASK
    for asked in ("신고는 누가 해요?", "몇 dB부터 초과예요?", "몇db부터초과예요", "계약 날 줘야 하는지요, 잔금 날 줘도 되는지요?",
                  "그날이면돼요아니면하루전이어야돼요"):
        assert OPEN_ASK.search(asked), asked
    for asked in ("신고해야 하나요?", "언제든 해지할 수 있나요?", "5% 넘게 올려도 돼요?"):
        assert not OPEN_ASK.search(asked), asked


def test_how_many_days_and_what_to_bring_are_open_questions():
    # "며칠 안에", "뭘 기준으로", "서류 뭐 필요해요?": a 네 does not answer them
    from holmes_kit.korean.text import OPEN_ASK
    for asked in ("계약하고 며칠 안에 신고해요?", "택지비는 뭘 기준으로 정해요?", "등기할 때 서류 뭐 필요해요?", "이사 전에 뭐 준비해야 돼요?"):
        assert OPEN_ASK.search(asked), asked
    for asked in ("뭐 하나만 물어봐도 돼요? 신고해야 하나요?".split("? ")[1], "서류 필요해요?"):
        assert not OPEN_ASK.search(asked), asked
