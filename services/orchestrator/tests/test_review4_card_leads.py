"""Expert review 4 (J19–J21): how a card's answer is said — an open question gets no 조건부 word, the
sentence after the card adds something or is left out, and a card answers before any input is asked."""

from __future__ import annotations

from holmes_contracts import TeamCompleted, ToolResult
from holmes_contracts.tools.outputs import LegalAnswer
from holmes_orchestrator.domain.answer_card import card_sentence, restates
from holmes_orchestrator.domain.synthesis import legal_lead

from .test_synthesis_answer_card import ARTICLE_6_2, LAW, RAISE_CARD, _legal
from .test_synthesis_answer_first import ARTICLE_7, _steps, answer_for

JOINT = LegalAnswer(id="t-joint", question="직거래 실거래 신고는 한쪽만 해도 되나요?", verdict="조건부",
                    answer="조건부입니다 — 직거래는 매도인과 매수인이 함께 신고하고, 한쪽이 거부하면 다른 쪽이 혼자 신고할 수 있습니다.",
                    law="부동산 거래신고 등에 관한 법률", article="제3조")


def test_who_files_is_answered_without_a_conditional_word():
    # J19: "누가 해요?" asks who; "조건부입니다 —" answers no yes/no question the user asked
    said = card_sentence(JOINT, "개인끼리 집 사고팔면 신고는 누가 하는 거예요?")
    assert said.startswith("직거래는 매도인과 매수인이 함께") and "조건부" not in said
    assert card_sentence(JOINT, "직거래면 매수인 혼자 신고해도 돼요?").startswith("조건부입니다 —")


def test_a_rule_said_again_in_other_words_is_left_out():
    # J20: the card said the landlord pays; the article's sentence saying so again adds nothing
    card = LegalAnswer(id="t-repair", question="보일러 고장 수리비는 집주인이 내야 하나요?", verdict="네",
                       answer="네, 생활에 지장을 주는 보일러 고장 수리는 임대인의 수선 의무라 집주인이 부담합니다.",
                       law="민법", article="제623조")
    assert restates("보일러 고장처럼 사용에 지장을 주는 큰 수선은 원칙적으로 임대인이 해야 하고 수리비도 집주인이 부담합니다.", card)
    assert not restates("전구 교체 같은 소규모 수선은 임차인이 하는 것이 일반적입니다.", card)


def test_another_articles_rule_does_not_follow_the_card():
    # J20: the card rests on 제7조; the search found only 제6조의2 — its sentence is about something else
    lead = legal_lead("재계약하는데 집주인이 8% 올려달래요 따라야 해요?", _legal([ARTICLE_6_2], [RAISE_CARD]))
    assert lead.startswith("아니요, 갱신 때") and "3개월" not in lead and "통지" not in lead


def test_a_card_answers_before_the_missing_input_is_asked():
    # J21: "얼마까지 받아요?" is answered by the card; the request for the deposit comes after it
    card = {**RAISE_CARD, "id": "t-cap", "verdict": "네", "question": "갱신 때 5%까지만 올릴 수 있나요?",
            "answer": "네, 갱신 때 보증금이나 월세는 약정한 금액의 5%까지만 올릴 수 있습니다."}
    ask = ToolResult(tool="rent_increase_cap", status="empty",
                     summary="지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다.")
    r = answer_for("재계약 때 최대 몇 프로까지 올릴 수 있는 거예요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_legal([ARTICLE_7], [card])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[ask])], _steps(True))
    lead = r["answer"].split("\n\n")[0]
    assert lead.index("5%까지만") < lead.index("알려 주세요")
    assert not lead.startswith("정확히 계산하려면")


def test_without_a_card_the_missing_input_still_comes_first():
    ask = ToolResult(tool="rent_increase_cap", status="empty",
                     summary="지금 계약의 보증금(또는 월세)을 알려 주세요 — 5% 증액 한도를 원 단위로 계산해 드립니다.")
    r = answer_for("재계약 때 얼마까지 올릴 수 있어요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_legal([ARTICLE_7], [])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[ask])], _steps(True))
    assert r["answer"].startswith("정확히 계산하려면")
    assert LAW in r["answer"]


def test_a_sentence_that_only_names_one_act_for_another_does_not_answer():
    # J09: "…한 때 …한 것으로 본다" shares the question's words and decides nothing asked
    from holmes_contracts.tools.outputs import LawArticle
    from holmes_orchestrator.domain.synthesis import article_answer

    item = LawArticle(law=LAW, number="제3조", title="대항력 등",
                      body="임차인이 주택을 넘겨받고 주민등록(전입신고)을 마치면 그 다음 날부터 제3자에게 대항력이 생긴다. "
                           "전입신고를 한 때 주민등록을 한 것으로 본다.")
    assert "다음 날부터" in article_answer("전입신고 집주인 허락 없으면 못 하나요?", item, verdict=True)
    assert "것으로 봅니다" in article_answer("전입신고하면 주민등록 한 걸로 보나요?", item, verdict=True)


def test_a_card_answers_a_yes_no_question_before_the_checklist_for_every_contract():
    # J16: a misconception the checklist does not name ('집주인 동의') still gets the card's verdict
    from .test_synthesis_answer_first import _risk_answer

    card = {"id": "t-consent", "question": "반환보증은 집주인 동의가 있어야 가입하나요?", "verdict": "아니요",
            "answer": "아니요, 전세보증금반환보증은 집주인 동의 없이 임차인이 가입할 수 있습니다.",
            "law": LAW, "article": "제3조의2", "effective": "2018-02-05", "source": "주택도시보증공사 상품"}
    other = {"law": "민간임대주택에 관한 특별법", "number": "제49조", "title": "임대보증금에 대한 보증",
             "body": "임대사업자는 임대보증금 보증에 가입해야 한다."}
    r = _risk_answer("반환보증 들려면 임대인 허락받아야 하는 거죠?", _legal([other], [card]))
    assert r["answer"].startswith("아니요, 전세보증금반환보증은")
    assert "전세사기 예방 체크리스트" in r["answer"]  # the checklist still follows as a section


def test_a_sentence_that_only_says_what_a_word_means_does_not_answer_a_yes_no_question():
    # J09–J12 in general: a definition shares the question's words and decides no 네/아니요 — unless whether a
    # case falls under the word is what is asked
    from holmes_contracts.tools.outputs import LawArticle
    from holmes_orchestrator.domain.synthesis import article_answer

    item = LawArticle(law="공인중개사법", number="제2조", title="정의",
                      body="'중개'란 중개대상물에 대하여 거래당사자 간의 매매·교환·임대차 그 밖의 권리의 득실변경에 관한 "
                           "행위를 알선하는 것을 말한다. 개설등록 없이 중개를 업으로 한 사람은 3년 이하의 징역 또는 "
                           "3천만원 이하의 벌금에 처한다.")
    for asked in ("자격증 없는 사람이 집 알선하고 돈 받으면 안 되죠?", "아는 사람이 거래 알선해 주고 수수료 받아도 문제없나요?"):
        assert article_answer(asked, item, verdict=True).startswith("개설등록 없이"), asked
    assert article_answer("친구 전세 계약 알선해 주고 사례금 받으면 중개에 해당돼요?", item, verdict=True).startswith("'중개'란")


# A fee the user quotes back ("상한이 40만원이라던데") is no answer to what he asks of it.
EXCESS_CARD = {"id": "t-excess", "question": "법정 한도보다 복비를 더 줬으면 돌려받을 수 있나요?", "verdict": "네",
               "answer": "네, 한도를 넘는 중개보수 약정은 넘는 부분이 무효라 더 준 돈은 돌려받을 수 있습니다.",
               "law": "공인중개사법", "article": "제32조", "effective": "2021-10-19", "source": "공인중개사법 제32조"}
ARTICLE_32 = {"law": "공인중개사법", "number": "제32조", "title": "중개보수 등", "kind": "법률",
              "body": "개업공인중개사는 중개업무에 관하여 중개의뢰인으로부터 소정의 보수를 받는다. 주택의 중개보수는 "
                      "국토교통부령으로 정하는 범위 안에서 시·도 조례로 정한다."}
FEE_30 = ToolResult(tool="brokerage_fee", status="ok", quality=1.0,
                    summary="전세 보증금 1억원의 중개보수 상한은 30만원입니다(부가가치세 별도, 상한요율 0.3%).")


def _fee_steps():
    from holmes_contracts import PlanStep
    return [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                     tools=["legal_search"]),
            PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                     task="중개보수", tools=["brokerage_fee"], depends_on=["step-1"])]


def _fee_answer(query: str) -> str:
    return answer_for(query, [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_legal([ARTICLE_32], [EXCESS_CARD])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[FEE_30])], _fee_steps())["answer"]


def test_a_card_answers_first_when_the_calculator_only_says_back_the_users_figures():
    answer = _fee_answer("전세 1억인데 복비를 50만원 줬어요. 상한이 30만원이라던데 더 준 거 돌려받을 수 있나요?")
    assert answer.startswith("네, 한도를 넘는"), answer[:80]
    assert "30만원입니다" in answer.split("\n\n")[0]  # the figure still follows in the lead


def test_the_calculators_own_figure_still_leads():
    answer = _fee_answer("전세 1억인데 복비를 50만원 줬어요. 더 준 거 돌려받을 수 있나요?")
    assert answer.startswith("전세 보증금 1억원의 중개보수 상한은 30만원입니다"), answer[:80]


def test_a_question_asking_which_of_two_gets_the_rule_without_a_yes_or_no():
    # "네" or "아니요" would answer one of the two things offered, and the user cannot tell which
    card = LegalAnswer(id="t-when-pay", question="중개보수는 계약서 쓰는 날 다 줘야 하나요?", verdict="아니요",
                       answer="아니요, 따로 약정하지 않았으면 중개보수는 거래대금 지급이 끝나는 날(보통 잔금일)에 줍니다.",
                       law="공인중개사법", article="제32조")
    for asked in ("복비는 계약하는 날 줘야 하는지요, 잔금일에 줘도 되는지요?",
                  "복비 계약 날 다 줘야 돼요 아니면 잔금 때 줘도 돼요?"):
        assert card_sentence(card, asked).startswith("따로 약정하지 않았으면"), asked
    assert card_sentence(card, "복비는 계약하는 날 다 줘야 하나요?").startswith("아니요, ")


def test_a_rate_the_calculator_worked_out_from_the_users_amounts_still_leads():
    rate = ToolResult(tool="rent_conversion", status="ok", quality=1.0,
                      summary="보증금 5,000만원을 월세 25만원으로 바꾸면 연 6%로 전환한 셈이라 법정 전환율 상한 4.5%를 넘습니다"
                              "(주택임대차보호법 제7조의2).")
    card = {**EXCESS_CARD, "id": "t-conv", "question": "전환율 상한을 넘는 월세는 안 내도 되나요?",
            "answer": "네, 상한을 넘는 월세 약정은 넘는 부분이 무효입니다.", "law": "주택임대차보호법", "article": "제7조의2"}
    from holmes_contracts import PlanStep
    steps = [PlanStep(step_id="step-1", step_type="search", team="search", agent_name="search_team", task="법령",
                      tools=["legal_search"]),
             PlanStep(step_id="step-2", step_type="analysis", team="analysis", agent_name="analysis_team",
                      task="전환", tools=["rent_conversion"], depends_on=["step-1"])]
    answer = answer_for("보증금 5천 빼주는 대신 월세 25만원 더 내래요. 이거 법정 전환율 넘은 거 아니에요?", [
        TeamCompleted(team="search", step_ids=["step-1"], status="success", results=[_legal([ARTICLE_32], [card])]),
        TeamCompleted(team="analysis", step_ids=["step-2"], status="success", results=[rate])], steps)["answer"]
    assert answer.startswith("보증금 5,000만원을 월세 25만원으로 바꾸면 연 6%"), answer[:80]
