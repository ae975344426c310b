"""A question that asks whether something is allowed, required or lawful reaches the law, even when it
names a contract, a listing, an auction or a deal beside the ask; the questions that really want a draft,
a review, a risk check, a loan figure or an analysis keep theirs.

Written for these tests in our own words; the blind sets are scored by benchmarks/answer_eval.py.
"""
import pytest

from holmes_planner.domain.intent import asking_text
from holmes_planner.domain.plan import make_plan


def _teams(p) -> set[str]:
    return {s.team for s in p.steps}


@pytest.mark.parametrize("q", [
    # an administrative act told as not done yet: moving in before it is the law's permission (주택법 제49조)
    "신축 빌라인데 사용승인이 아직 안 났대요. 잔금 치르고 먼저 들어가도 돼요?",
    "준공 났다는데 사용검사는 아직이라네. 이삿짐 먼저 넣고 입주해도 되나?",
    # a sale or an auction asked to be halted: a stay the law grants (전세사기피해자법 제17조)
    "살고 있는 집이 경매 들어갔는데 좀 늦춰 달라고 할 수 있나?",
    "진행 중인 경매 절차를 잠시 중지해 달라고 할 수도 있어요?",
    # a contract signed is the story; another paper's duty is asked (공인중개사법 제25조)
    "계약서에 사인했는데 중개사가 설명서를 안 주네요. 원래 안 받아도 되나요?",
    # the user's plan to write one, asked whether that is allowed (민간임대주택법 제47조 표준계약서)
    "등록 임대사업자인데 그냥 시중 양식으로 계약서 작성하려는데 문제없나요?",
    # a licence or a name lent, said with 만: no loan (공인중개사법 제7조)
    "중개사 명의만 빌려서 사무실 운영하는 거 걸려요?",
    # lawfulness asked after a story of listings seen: the listings are the story (공인중개사법 제18조의2)
    "사이트에서 보고 간 싼 매물이 계약됐다면서 다른 방만 권하더라고요. 이런 광고 위법 아니에요?",
    # a home bought to be let at once, asked whether it may be done (토지거래허가 실거주)
    "강남 아파트 사서 곧바로 세 놓으려는데 이거 가능한가요?",
])
def test_a_verdict_asked_reaches_the_law(q):
    p = make_plan(q)
    assert p.intent == "법률상담", (q, p.intent, p.scores)
    assert _teams(p) == {"search"}, (q, _teams(p))


@pytest.mark.parametrize("q, intent", [
    # a clause quoted and asked whether it may be put in: its text is reviewed, not a draft written
    ("특약에 '임대인은 언제든 계약을 해지할 수 있다' 이 문구 넣어도 괜찮을까요?", "계약서검토"),
    # the drafts stay drafts
    ("월세 계약서 쓰려는데 뭐부터 해야 돼?", "계약서작성"),
    ("특약에 반려동물 금지 넣어줘", "계약서작성"),
    ("보증금 1억 월세 50 계약서 작성해줘", "계약서작성"),
    # …and a contract to look at is still reviewed
    ("이 계약서 괜찮아요?", "계약서검토"),
    ("계약서 도장 찍기 전에 특약 '수리비는 임차인 부담' 좀 봐줘", "계약서검토"),
])
def test_the_contract_asks_keep_their_document(q, intent):
    p = make_plan(q)
    assert p.intent == intent, (q, p.intent, p.scores)
    assert "document" in _teams(p)


@pytest.mark.parametrize("q", [
    # the loan a 채권최고액 stands for is the lien's (about 120%): the risk check's figure, not a loan asked
    "등기부에 채권최고액 9천6백으로 되어 있는데 실제 대출원금은 얼마쯤이에요?",
    "채권최고액 1억8천이면 은행에서 실제로 빌린 돈은 얼마예요?",
    # how much deposit to put into a house with a debt on it
    "매매 3억 빌라에 근저당 6천 있는데 보증금 2억까지 넣어도 될까?",
    # an auction named with a danger asked stays the risk check's
    "경매 중지된 집 들어가도 안전해요?",
    "Bank lien 100 million, my deposit 200 million, house worth 400 million. What is the combined ratio?",
])
def test_the_risk_checks_stay_with_the_risk_team(q):
    p = make_plan(q)
    assert p.intent == "리스크분석", (q, p.intent, p.scores)
    assert "analysis" in _teams(p)


def test_a_loan_limit_on_a_price_is_the_loan_simulators():
    # "대출한도" is a corpus term; its 얼마 is the sum lent, not a price asked beside the 매매가
    p = make_plan("집값 7억짜리 아파트 LTV 50% 적용하면 대출한도가 얼마예요?")
    assert p.intent == "대출상담", p.scores
    assert "analysis" in _teams(p)


@pytest.mark.parametrize("q", [
    "갭투자 지금 들어가도 될까?",                          # whether it pays: weighed over every area
    "아파트 사서 바로 전세 끼고 갭투자하면 수익 날까?",       # …as is a buy-to-let whose return is asked
    "잠실 아파트 시세 알려주고 다운계약서 쓰면 불법인지도 알려줘",  # two things asked: both answered
])
def test_an_analysis_asked_stays_an_analysis(q):
    assert make_plan(q).intent == "종합분석", q


def test_english_fraud_victims_act_is_the_law():
    p = make_plan("My landlord vanished with my deposit. Does the special act on jeonse fraud victims cover a villa?")
    assert p.intent == "법률상담", p.scores
    assert "전세사기피해자 지원 및 주거안정에 관한 특별법" in p.entities.law_names


def test_a_clause_ending_in_a_question_mark_is_what_is_asked():
    # the story before (no ask of its own) is left out; the question mark makes the last clause the ask
    asked = asking_text("어제 본 집 시세가 엄청 싸더라. 이런 광고 불법 아니야?")
    assert "불법" in asked and "시세" not in asked


def test_a_share_named_as_the_rule_kept_to_bounds_the_deposit_asked():
    # "70% 기준으로 … 보증금 최대 얼마 넣어도": the deposit within that share of the price, computed by the 전세가율 calculator
    p = make_plan("집값 5억에 근저당 1억5천 있는데 70% 기준으로 보증금 최대 얼마까지 넣어도 돼요?")
    assert p.intent == "리스크분석", p.scores
    assert p.entities.extra.get("target_ratio_pct") == 70.0
    assert any("jeonse_ratio" in s.tools for s in p.steps if s.team == "analysis")


@pytest.mark.parametrize("q", [
    # a neighbour's noise told without the word 층간소음: the noise rule answers it (규칙 제3조, 공동주택관리법 제20조)
    "아랫집 음악 소리가 밤마다 울려요. 이거 규정 같은 거 없나요?",
    "위에서 저녁 10시 넘어서 러닝머신 뛰는 소리 나는데 괜찮은 건가요",
    "티비 소리 5분 평균 몇부터 기준 넘는 거예요?",
])
def test_a_neighbours_noise_reaches_the_law(q):
    p = make_plan(q)
    assert p.intent == "법률상담", (q, p.intent, p.scores)


@pytest.mark.parametrize("q, tool", [
    # a raise said as from one figure to another ("3억에서 3억3천 달래요"): the 5% cap computed on them
    ("집주인이 보증금 2억에서 2억 2천 달래요 5% 넘는 거 아니에요?", "rent_increase_cap"),
    # "만기일이" is 만기일 with its particle, no slip of 만기일시 (a loan's repayment): the lease's end computed
    ("2026년 3월 1일에 들어와서 2년 계약했는데 만기일이 언제예요?", "renewal_window"),
])
def test_a_figure_the_law_fixes_brings_its_calculator(q, tool):
    p = make_plan(q)
    assert p.intent == "법률상담", (q, p.intent, p.scores)
    assert any(tool in s.tools for s in p.steps), (q, [s.tools for s in p.steps])
