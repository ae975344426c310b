"""A reviewed 문답 card found by legal_search leads the answer: its verdict and rule, cited, then the
article briefly — never the same thing twice; English answers say its verdict as Yes./No."""

from __future__ import annotations

import pytest

from holmes_contracts import Entities, Source, TeamCompleted, ToolResult
from holmes_contracts.tools.outputs import output_for
from holmes_orchestrator.domain import llm_phases as ph
from holmes_orchestrator.domain.answer_card import english_verdict
from holmes_orchestrator.domain.synthesis import english_lead, legal_lead

from .test_synthesis_answer_first import ARTICLE_7, MARKET, _steps, answer_for

LAW = "주택임대차보호법"
ARTICLE_6_2 = {"law": LAW, "number": "제6조의2", "title": "묵시적 갱신의 경우 계약의 해지",
               "body": "묵시적으로 갱신된 경우 임차인은 언제든지 임대인에게 계약해지를 통지할 수 있다. "
                       "해지는 임대인이 그 통지를 받은 날부터 3개월이 지나면 효력이 발생한다."}
RAISE_CARD = {"id": "t-raise", "question": "갱신 때 5%보다 더 올려 달라면 응해야 하나요?", "verdict": "아니요",
              "answer": "아니요, 갱신 때 보증금이나 월세는 약정한 금액의 5%를 넘겨 올릴 수 없어 넘는 부분은 응하지 않아도 됩니다.",
              "law": LAW, "article": "제7조", "effective": "2020-07-31", "source": "주택임대차보호법 제7조 제2항"}


def _legal(articles: list[dict], cards: list[dict]) -> ToolResult:
    return ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                      output=output_for("legal_search", {"articles": articles, "answers": cards}),
                      sources=[Source(kind="law", title=f"{a['law']} {a['number']}") for a in articles])


def test_the_cards_verdict_leads_with_its_basis_then_the_article_briefly():
    r = answer_for("보증금을 7% 인상하겠다는데 그대로 받아들여야 하나요?",
                   [TeamCompleted(team="search", step_ids=["step-1"], status="success",
                                  results=[_legal([ARTICLE_7], [RAISE_CARD]), MARKET])], _steps(False))
    lead = r["answer"].split("\n\n")[0]
    assert lead.startswith("아니요, 갱신 때 보증금이나 월세는") and "응하지 않아도 됩니다(주택임대차보호법 제7조)." in lead
    assert "20분의 1(5%)" in lead  # the article's rule follows as the reason
    assert lead.count("주택임대차보호법 제7조") == 1  # its basis cited once, on the card
    assert "### 출처" in r["answer"]


def test_an_article_sentence_that_repeats_the_card_is_not_said_again():
    card = {**RAISE_CARD, "id": "t-tenant", "verdict": "네", "article": "제6조의2",
            "answer": "네, 묵시적으로 갱신된 경우 임차인은 언제든지 임대인에게 계약해지를 통지할 수 있습니다."}
    lead = legal_lead("자동으로 연장됐는데 세입자가 아무 때나 해지 통보해도 되나요?", _legal([ARTICLE_6_2], [card]))
    assert lead.startswith("네, 묵시적으로")
    assert lead.count("통지할 수 있") == 1
    assert lead.endswith("(주택임대차보호법 제6조의2).")


def test_the_card_cites_its_article_even_when_the_search_ranked_another_first():
    other = {"law": "민법", "number": "제628조", "title": "차임증감청구권",
             "body": "임대물에 대한 공과부담의 증감 기타 경제사정의 변동으로 약정한 차임이 상당하지 아니하게 된 때에는 "
                     "당사자는 장래에 대한 차임의 증감을 청구할 수 있다."}
    lead = legal_lead("집주인이 재계약하면서 10% 올려달래요 꼭 따라야 돼요?", _legal([other], [RAISE_CARD]))
    assert lead.startswith("아니요,") and "(주택임대차보호법 제7조)." in lead


def test_without_a_card_the_usual_lead_stands():
    with_card = legal_lead("보증금 7% 인상 받아들여야 하나요?", _legal([ARTICLE_7], [RAISE_CARD]))
    without = legal_lead("보증금 7% 인상 받아들여야 하나요?", _legal([ARTICLE_7], []))
    assert not without.startswith("아니요, 갱신 때") and with_card.startswith("아니요, 갱신 때")


def test_an_english_answer_says_the_cards_verdict_first():
    legal = _legal([ARTICLE_7], [RAISE_CARD])
    korean = legal_lead("갱신 때 7% 올려달래요, 응해야 해요?", legal)
    assert english_lead([legal], [], "Must I accept a 7% raise at renewal?", korean).startswith("No.")
    depends = _legal([ARTICLE_7], [{**RAISE_CARD, "verdict": "조건부",
                                    "answer": "조건부로 가능합니다 — 직전 증액 뒤 1년이 지났고 5% 이내일 때만 올릴 수 있습니다."}])
    korean = legal_lead("갱신 때 올려달래요, 응해야 해요?", depends)
    assert english_lead([depends], [], "Must I accept a raise?", korean).startswith("It depends.")


def test_an_english_question_gets_the_card_end_to_end():
    entities = Entities(extra={"language": "en", "query_ko": "갱신 때 7% 올려달래요, 응해야 해요?"})
    r = answer_for("My landlord wants 7% more at renewal — do I have to agree?",
                   [TeamCompleted(team="search", step_ids=["step-1"], status="success",
                                  results=[_legal([ARTICLE_7], [RAISE_CARD]), MARKET])], _steps(False), entities=entities)
    assert r["answer"].startswith("No. The reasons and the law, in Korean: 아니요, 갱신 때")


def test_the_model_sees_the_card_in_the_search_results():
    team = TeamCompleted(team="search", step_ids=["step-1"], status="success",
                         results=[_legal([ARTICLE_7], [RAISE_CARD])])
    [seen] = ph.result_summary(team)
    assert seen["answers"] == [{"verdict": "아니요", "answer": RAISE_CARD["answer"], "law": LAW, "article": "제7조",
                                "source": "주택임대차보호법 제7조 제2항"}]
    assert "answers" not in ph.result_summary(team.model_copy(update={"results": [_legal([ARTICLE_7], [])]}))[0]


def test_an_open_question_gets_the_rule_without_the_cards_yes_or_no():
    # "누가 …?" is not answered by the card's 아니요 (that answers the card's own yes/no question)
    who = {**RAISE_CARD, "id": "t-who", "question": "인상률 한도는 세입자가 따로 요구해야 적용되나요?",
           "answer": "아니요, 갱신 때 증액은 5% 이내로 제한되며 세입자가 따로 요구할 필요는 없습니다."}
    lead = legal_lead("갱신할 때 증액 한도는 누가 정하는 거예요?", _legal([ARTICLE_7], [who]))
    assert lead.startswith("갱신 때 증액은 5% 이내로") and not lead.startswith("아니요")
    assert english_lead([_legal([ARTICLE_7], [who])], [], "Who sets the cap on a renewal increase?", lead) \
        == "The answer, in Korean:"
    # the same card on a yes/no question keeps its verdict
    assert legal_lead("갱신 증액 5% 한도는 세입자가 요구해야 적용돼요?", _legal([ARTICLE_7], [who])).startswith("아니요,")


def test_how_many_decibels_is_an_open_question():
    noise = {**RAISE_CARD, "id": "t-db", "law": "공동주택 층간소음의 범위와 기준에 관한 규칙", "article": "제3조",
             "question": "낮 층간소음 기준이 아직 43dB인가요?",
             "answer": "아니요, 주간 직접충격 소음 기준은 1분간 등가소음도 39dB(A)입니다."}
    lead = legal_lead("낮에 뛰는 소리 몇 dB 넘어야 기준 초과인가요?", _legal([ARTICLE_7], [noise]))
    assert lead.startswith("주간 직접충격 소음 기준은")


@pytest.mark.parametrize("query", ["갱신 증액 한도는 어떤 경우에 적용되나요?", "갱신 증액 한도가 뭔가요?",
                                   "갱신 때 5% 넘게 올리면 처벌은요?"])
def test_which_what_and_a_thing_named_alone_are_open_questions(query):
    # expert review 11: "네," opened "층간소음은 어떤 종류가 있나요?", "등기필정보가 뭔가요?", "…처벌은요?"
    lead = legal_lead(query, _legal([ARTICLE_7], [RAISE_CARD]))
    assert not lead.startswith(("네", "아니요")), lead


# --- a conditional card decided on the user's own figures -------------------------------------------
REPORT_LAW = "부동산 거래신고 등에 관한 법률"
REPORT_CARD = {"id": "t-report", "question": "전월세 계약도 신고해야 하나요?", "verdict": "조건부",
               "answer": "조건부입니다 — 보증금 6천만원 초과이거나 월세 30만원 초과인 주택 임대차는 계약일부터 30일 안에 "
                         "신고해야 하고, 둘 다 그 이하면 신고 대상이 아닙니다.",
               "law": REPORT_LAW, "article": "제6조의2", "effective": "2021-06-01", "source": f"{REPORT_LAW} 제6조의2"}


def test_the_users_verdict_leads_with_his_figures_then_the_rule():
    card = {**REPORT_CARD, "decided": "아니요", "inputs": ["보증금 3,000만원 ≤ 6,000만원", "월세 28만원 ≤ 30만원"]}
    lead = legal_lead("원룸 보증금 3천에 월세 28만원인데 신고해야 돼요?", _legal([], [card]))
    assert lead.startswith("아니요 — 보증금 3,000만원 ≤ 6,000만원, 월세 28만원 ≤ 30만원. 보증금 6천만원 초과이거나")
    assert "조건부" not in lead and lead.count(f"{REPORT_LAW} 제6조의2") == 1
    assert english_verdict([_legal([], [card])], lead) == "No."  # an English question hears the user's verdict


def test_without_the_users_figures_the_card_stays_conditional():
    lead = legal_lead("전월세 계약도 신고해야 하나요?", _legal([], [REPORT_CARD]))
    assert lead.startswith("조건부입니다 — 보증금 6천만원 초과이거나")


def test_an_open_question_gets_the_rule_not_a_verdict_on_figures():
    card = {**REPORT_CARD, "decided": "네", "inputs": ["월세 45만원 > 30만원"]}
    lead = legal_lead("월세 45만원이면 어디에 신고해요?", _legal([], [card]))
    assert not lead.startswith("네") and "45만원 > 30만원" not in lead


def test_a_card_given_without_its_verdict_word_leads_with_its_rule_and_no_yes_or_no():
    # search sends verdict '' when the card's 네/아니요 answers another predicate than the user's (review 6)
    plain = {**RAISE_CARD, "id": "t-plain", "verdict": "",
             "answer": "갱신 때 보증금이나 월세는 약정한 금액의 5%를 넘겨 올릴 수 없습니다."}
    lead = legal_lead("집주인이 5%만 올리면 되는 거 아닌가요?", _legal([ARTICLE_7], [plain]))
    assert lead.startswith("갱신 때 보증금이나 월세는") and "(주택임대차보호법 제7조)." in lead
    ok = [_legal([ARTICLE_7], [plain])]
    assert english_verdict(ok, lead) == ""


def test_a_second_question_gets_its_own_cards_sentence_after_the_first():
    # review 7 M10: "…계속 살아도 되죠? 그리고 임차권등기도 할 수 있어요?" — the second card is not dropped
    stay = {**RAISE_CARD, "id": "t-stay", "verdict": "네", "law": "민법", "article": "제536조",
            "answer": "네, 보증금을 받을 때까지 집을 비우지 않아도 됩니다."}
    order = {**RAISE_CARD, "id": "t-order", "verdict": "네", "article": "제3조의3",
             "answer": "네, 임대차가 끝난 뒤 보증금을 못 받았으면 임차권등기명령을 신청할 수 있습니다."}
    lead = legal_lead("만기인데 보증금을 못 받았어요. 계속 살아도 되죠? 그리고 임차권등기도 돼요?",
                      _legal([ARTICLE_6_2], [stay, order]))
    assert lead.startswith("네, 보증금을 받을 때까지 집을 비우지 않아도 됩니다(민법 제536조).")
    assert lead.endswith("네, 임대차가 끝난 뒤 보증금을 못 받았으면 임차권등기명령을 신청할 수 있습니다(주택임대차보호법 제3조의3).")


def test_an_open_when_question_gets_the_period_counted_not_only_when_one_may_act():
    # review 7 M12: "언제 나갈 수 있어요?" — "언제든지 통지할 수 있다" alone never says when the lease ends
    article = {**ARTICLE_6_2, "body": "제6조에 따라 묵시적으로 갱신된 경우 임차인은 갱신 후 2년 기간에도 불구하고 언제든지 "
               "임대인에게 해지를 통지할 수 있다. 묵시적으로 갱신된 계약의 해지는 임대인이 통지를 받은 날부터 3개월이 지나면 "
               "효력이 생기므로, 그때 보증금을 돌려받을 수 있다. 임대인에게는 중도 해지권이 없어서, 임대인은 실거주를 이유로 "
               "들더라도 묵시적으로 갱신된 계약을 기간 중에 해지할 수 없으므로, 임차인은 나가지 않고 갱신된 2년 동안 살 수 있다."}
    lead = legal_lead("그럼 저 지금 이사 나가고 싶으면 언제 나갈 수 있는 거예요?", _legal([article], []))
    assert "3개월이 지나면" in lead
    # "언제든" is no question of time: a yes/no on it is answered as before
    asked = "묵시적 갱신이면 세입자는 언제든 해지 통지해도 되죠?"
    assert legal_lead(asked, _legal([ARTICLE_6_2], [])).startswith("묵시적으로 갱신된 경우 임차인은 언제든지")


def test_a_further_card_saying_the_first_ones_rule_again_is_not_repeated():
    first = {**RAISE_CARD, "id": "t-anytime", "verdict": "네", "article": "제6조의3",
             "answer": "네, 갱신요구로 연장된 계약은 임차인이 2년을 채우지 않고 언제든 해지를 통지할 수 있고 3개월 뒤 끝납니다."}
    again = {**first, "id": "t-anytime-2",
             "answer": "네, 갱신요구로 갱신된 계약도 임차인은 언제든 해지를 통지할 수 있고 3개월 뒤 효력이 생깁니다."}
    lead = legal_lead("갱신요구로 연장했는데 2년 다 채워야 돼요? 아니면 언제 나갈 수 있어요?", _legal([ARTICLE_6_2], [first, again]))
    assert lead.count("해지를 통지할 수 있고") == 1


def test_an_english_loan_payment_and_jeonse_ratio_lead_with_their_figure():
    # eval15 tune (Y137, Y161): "The answer, in Korean:" led two answers whose figure was computed
    loan = ToolResult(tool="loan_simulator", status="ok", summary="…", output=output_for("loan_simulator", {
        "loan_purpose": "사용자 지정 대출", "annuity": {"method": "annuity", "principal_manwon": 40000, "rate_pct": 4.2,
                                                    "months": 480, "first_payment_won": 1721851}}))
    assert english_lead([loan], [], "A 400 million won loan at 4.2% for 40 years — monthly payment?").startswith(
        "A loan of 400,000,000 won at 4.2% over 40 years costs 1,721,851 won a month in equal installments.")
    risk = ToolResult(tool="contract_analysis", status="ok", summary="…", output=output_for("contract_analysis", {
        "mode": "risk", "risk_level": "주의", "jeonse_ratio_pct": 70.0, "deposit_manwon": 35000, "market_price_manwon": 50000}))
    assert english_lead([risk], [], "Sale price 500 million, jeonse 350 million — jeonse ratio?").startswith(
        "The jeonse ratio is 70.0% (350,000,000 won of 500,000,000 won); risk level: caution.")


def test_a_thing_named_alone_after_a_yes_no_question_keeps_the_first_ones_word():
    # "…층간소음에 해당하나요? 기준은요?" asks a yes or no, then more of the same: the card's 네 stays (eval9 V123)
    lead = legal_lead("갱신 때 5%보다 더 올려 달라면 응해야 하나요? 기준은요?", _legal([ARTICLE_7], [RAISE_CARD]))
    assert lead.startswith("아니요"), lead
