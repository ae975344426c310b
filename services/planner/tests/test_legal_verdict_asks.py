"""Questions that want a legal verdict, worded the everyday way, reach the law (법률상담, search only).

Written for these tests in our own words; the blind sets are scored by benchmarks/answer_eval.py.
"""
import pytest

from holmes_planner.domain.plan import make_plan


@pytest.mark.parametrize("q", [
    # "새로운 세입자" holds the letters of 운세 (a horoscope), and a raise said as 올리다 is the 5% cap's question
    "새로운 세입자 들일 때는 월세를 마음대로 올려도 되나요?",
    "재계약하면 10프로 넘게 올리는 건 안 되는 거죠?",
    # a broker's plan reported, judged with 괜찮다 alone: whether the act is allowed (공인중개사법 제33조)
    "부동산 사장님이 그 집을 본인이 사겠다는데 괜찮은가요?",
    # a licence lent is no loan (공인중개사법 제7조)
    "친구 자격증 빌려서 중개사무소 내도 되나요?",
    # the broker's 공제 and how far it covers (제30조)
    "중개사 공제증서는 몇 억까지 보장해 주나요?",
    # renting said with 빌리다 is a lease, not a loan (민법 제635조)
    "가게 창고를 월세로 빌려 쓰는 중인데 주인이 비워 달라고 하면 바로 나가야 해요?",
    # a noise measured in dB asked against the rule (층간소음 규칙 제3조)
    "윗집 티비 소리가 밤에 40데시벨인데 이것도 기준 초과인가요?",
    # the parts of a capped sale price are the rule's, even with 아파트 named (공동주택 분양가격 산정 규칙)
    "분상제 아파트 건축비는 실제 공사비로 잡는 건가요?",
    "민간택지 아파트 분양권은 몇 년 동안 못 팔아요?",
    # an obligation asked in the negative ("의무 아닌가요")
    "등록임대 집주인이 보증 가입 안 했다던데 그거 의무 아니에요?",
    # a broker asking more than the law's cap: a fee question, not a loan's 한도 (공인중개사법 제32조·제33조)
    "공인중개사가 상한 넘는다고 사례비 따로 달래요 안 줘도 되죠?",
    "부동산 사장님이 한도보다 더 받으려고 해요 안 줘도 되는 거 맞죠?",
    "중개인이 법정 한도 넘게 청구했는데 다 내야 하나요?",
])
def test_a_verdict_asked_in_everyday_words_goes_to_the_law(q):
    p = make_plan(q)
    assert p.intent == "법률상담", (q, p.intent, p.scores)
    assert {s.team for s in p.steps} == {"search"}


@pytest.mark.parametrize("q", [
    "이번 달 운세 좀 봐줘",              # still off topic
    "강남 아파트 분양가 요즘 얼마예요?",  # a region's price is the market's
    "전세대출 5천 빌리려면 금리 얼마예요?",  # money borrowed is still a loan
    "부동산 담보로 대출 더 받을 수 있나요?",  # …and so is more of it
])
def test_the_neighbours_keep_their_area(q):
    assert make_plan(q).intent != "법률상담"
