"""What a question mentions is not what it asks: words told as the situation, a clause to be written, a moment
named by a contract, or a product's criterion do not change the question's intent or its teams."""

from __future__ import annotations

import pytest

from holmes_planner.domain.plan import make_plan


def _teams(d) -> list[str]:
    return sorted({s.team for s in d.steps})


def _tools(d) -> list[str]:
    return [t for s in d.steps for t in s.tools]


@pytest.mark.parametrize("query", [
    "작은방을 친구한테 다시 세 놓았는데 이걸로 계약 해지당할 수도 있나요?",
    "그 당시 세입자가 전입을 안 했다던데 지금 대항력 있어요?",
    "집주인이 직거래 가능하다는데 중개 없이 계약해도 법적으로 괜찮아요?",
])
def test_words_run_together_across_a_space_ask_no_price(query: str) -> None:
    # "다시 세", "당시 세입자", "거래 가능": once the spaces go they spell 시세 / 거래가, which no one asked
    d = make_plan(query)
    assert d.intent == "법률상담" and _tools(d) == ["legal_search"]


def test_a_real_price_question_still_looks_up_the_market() -> None:
    assert make_plan("잠실 아파트 시세 얼마예요?").intent == "시세조회"
    assert make_plan("마포구 빌라 전세가 요즘 어때요").intent == "시세조회"


def test_the_day_a_contract_is_signed_is_a_moment_not_a_draft() -> None:
    d = make_plan("복비는 계약서 작성하는 날 주는 건가요 아니면 이사 날 줘도 되나요?")
    assert d.intent == "법률상담" and "document" not in _teams(d)
    # …while a draft asked for, whenever it is signed, is still drafted
    assert make_plan("계약서 쓸 때 쓸 수 있게 월세 계약서 초안 만들어줘").intent == "계약서작성"


def test_a_step_before_an_administrative_act_asks_a_permission() -> None:
    d = make_plan("분양받은 아파트인데 준공검사 받기 전에 이사 들어가도 될까요?")
    assert d.intent == "법률상담" and _teams(d) == ["search"]
    # the same words about a deal, with no act to wait for, stay the risk check's
    assert make_plan("근저당 2억 있는 빌라 전세 들어가도 돼요?").intent == "리스크분석"


def test_a_clause_told_without_quotes_is_the_clause_not_the_users_ask() -> None:
    d = make_plan("연남동 빌라 월세 계약서 작성해주고 특약으로 주담대 승인 안 나면 계약 무효 조건 추가해줘")
    assert d.intent == "계약서작성" and _teams(d) == ["document", "search"]
    # a loan asked beside the draft is still a second question
    d = make_plan("전세 계약서 써주고 연봉 6천이면 전세대출 한도 얼마까지 나오는지도 계산해줘")
    assert d.intent == "종합분석" and "loan_simulator" in _tools(d)


def test_what_a_regulation_means_is_looked_up_not_simulated() -> None:
    for query in ("DSR이란 뭔가요?", "스트레스 금리가 무슨 뜻이에요? 다들 그 얘기하던데"):
        d = make_plan(query)
        assert d.intent == "대출상담" and _tools(d) == ["loan_data"], query
    # its figure in force is the simulator's
    d = make_plan("DSR이 뭐예요? 지금 은행권은 몇 퍼센트 적용돼요?")
    assert "loan_simulator" in _tools(d)


def test_a_products_criterion_is_not_the_users_standing() -> None:
    d = make_plan("디딤돌 대출 소득 기준이랑 대출 기간은 어떻게 되나요?")
    assert d.intent == "대출상담" and _tools(d) == ["loan_data"]
    # the user's own income told is a standing to judge
    d = make_plan("소득 4천 무주택인데 디딤돌 받을 수 있을까요?")
    assert "loan_simulator" in _tools(d)


def test_hug_named_as_a_loans_guarantor_asks_for_the_loan() -> None:
    d = make_plan("집이 한 채 있는데 부산에서 HUG 보증 전세자금대출 나오나요?")
    assert d.intent == "대출상담" and "jeonse_ratio" not in _tools(d)
    d = make_plan("I own one flat already. Could I get a jeonse loan backed by HUG for an officetel in Busan?")
    assert d.intent == "대출상담" and "jeonse_ratio" not in _tools(d)
    # the deposit's own return guarantee on a named home stays the risk check's
    assert make_plan("부산 빌라 전세 HUG 반환보증 가입 돼요?").intent == "리스크분석"


def test_an_english_legality_question_about_an_offer_is_a_legal_one() -> None:
    d = make_plan("Some man with no license says he'll find me an apartment if I pay him. Isn't that illegal?")
    assert d.intent == "법률상담" and _tools(d) == ["legal_search"]
    # a search asked for is still a search
    d = make_plan("Find me a studio jeonse in Mapo under 200 million won")
    assert d.intent == "시세조회" and "real_estate_search" in _tools(d)


def test_english_lease_words_are_read_as_the_laws_own_words() -> None:
    from holmes_planner.domain.english import gloss

    read = gloss("After the tenancy registration order is entered, can I leave and still be opposable with priority?")
    assert {"임차권등기명령", "대항력", "우선변제권"} <= set(read.split())
    # keeping a deposit safe names no fraud: the legal search is not sent to the fraud victims' act
    read = gloss("Is a fixed date enough to protect my deposit, or do I need the move-in report too?")
    assert "전세사기" not in read and "확정일자" in read
    # …and asked alone it is still the checklist before signing
    assert make_plan("How do I protect my deposit before I sign a jeonse?").intent == "리스크분석"
    # "top priority" keeps its own reading
    assert "최우선변제" in gloss("Am I a top-priority small tenant with a 50 million won deposit in Seoul?")


# --- the seventh set's causes: a contract told as the story, who pays, a deal's safety in 반말, English rule
# questions, a slip put right -------------------------------------------------------------------------------

def _after(previous_query: str, query: str):
    from holmes_planner.domain.plan import PreviousTurn

    p = make_plan(previous_query)
    return make_plan(query, previous=PreviousTurn(intent=p.intent, entities=p.entities, query=p.query,
                                                  keywords=tuple(p.keywords)))


@pytest.mark.parametrize("query", [
    "임대인이 계약서를 6개월로 작성하자고 해서 그렇게 했는데 6개월 뒤에 바로 비워줘야 하나요?",
    "중개사가 계약서에 관리비 포함이라고 적었는데 따로 내라고 하면 안 내도 되죠?",
])
def test_a_contract_someone_proposed_or_wrote_is_the_story_not_a_draft(query: str) -> None:
    d = make_plan(query)
    assert d.intent == "법률상담" and "document" not in _teams(d)


def test_a_draft_asked_with_the_same_words_is_still_drafted() -> None:
    assert make_plan("월세 계약서 6개월로 작성해줘").intent == "계약서작성"
    assert make_plan("계약서에 반려동물 허용 특약 넣어서 써주세요").intent == "계약서작성"


@pytest.mark.parametrize("query", [
    "에어컨이 오래돼서 안 돌아가는데 주인이 세입자가 고쳐야 한대. 진짜 제가 부담해야 돼요?",
    "수도꼭지 망가짐. 이거 누가 고쳐야 됨?",
])
def test_who_bears_a_repair_is_asked_of_the_law(query: str) -> None:
    d = make_plan(query)
    assert d.intent == "법률상담" and _teams(d) == ["search"]


def test_a_cost_asked_of_a_loan_is_still_the_loans() -> None:
    assert make_plan("주담대 3억 30년이면 이자 매달 얼마 내야 돼?").intent == "대출상담"


def test_entering_a_lease_asked_tersely_with_its_figures_is_a_risk_check() -> None:
    d = make_plan("매매 4억 아파트 근저당 2억 있는데 보증금 2억5천 들어가도 됨?")
    assert d.intent == "리스크분석" and "analysis" in _teams(d)


def test_the_most_a_guarantee_takes_is_no_deadline() -> None:
    d = make_plan("공시가 1억5천 다세대, HUG 보증 가입하려면 전세금 최대 얼마까지 가능해요?")
    assert d.intent == "리스크분석" and "guarantee_deadline" not in _tools(d)
    # …while the guarantee's own deadline is still one
    assert "guarantee_deadline" in _tools(make_plan("전세 2년 계약인데 HUG 반환보증 언제까지 가입해야 돼요?"))


def test_the_loans_bound_asked_as_a_maximum_is_computed() -> None:
    d = make_plan("DSR 40% 적용하면 최대 얼마 빌릴 수 있어요?")
    assert d.intent == "대출상담" and "analysis" in _teams(d)


def test_a_sale_called_off_in_english_is_the_earnest_money_rule() -> None:
    d = make_plan("The buyer backed out after I received a 50 million won down payment. What do I keep?")
    assert d.intent == "법률상담" and "legal_search" in _tools(d)
    assert "해제" in gloss_of("The seller wants to cancel the deal before the interim payment.")
    # a lease ended early is still a termination (해지), not a sale's 해제
    assert "해제" not in gloss_of("Can I cancel my lease early if I move out?")


def gloss_of(text: str) -> str:
    from holmes_planner.domain.english import gloss

    return gloss(text)


@pytest.mark.parametrize("query", [
    "How are construction costs determined for a price ceiling apartment?",
    "How is the land cost calculated under the sale price cap?",
])
def test_how_a_price_is_set_by_rule_is_asked_of_the_law(query: str) -> None:
    assert make_plan(query).intent == "법률상담"


def test_an_english_price_lookup_is_still_the_markets() -> None:
    assert make_plan("What is the sale price of apartments in Mapo?").intent == "시세조회"


def test_a_figure_put_right_asks_the_previous_question_again() -> None:
    d = _after("월세 80만원인데 재계약하면 최대 얼마까지 올릴 수 있나요?", "앗 80 아니고 85만원이에요 다시 계산해줘")
    assert d.intent == "법률상담" and "rent_increase_cap" in _tools(d)
    assert [a.manwon for a in d.entities.amounts] == [85] and d.entities.amounts[0].role == "monthly_rent"


def test_a_place_changed_with_말고_is_still_a_place_follow_up() -> None:
    d = _after("송파구 아파트 전세 시세 알려줘", "송파구 말고 강동구는?")
    assert d.intent == "시세조회" and [r.name for r in d.entities.regions] == ["강동구"]
