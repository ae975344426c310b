"""A calculator is asked however its question is worded; near words that ask another thing are not."""


def test_the_registration_after_the_balance_is_a_deadline_asked_but_the_registry_copy_is_not():
    from holmes_kit.korean.extract import extract_entities
    from holmes_planner.domain.asks import calculator_tools
    q = "잔금은 2027년 4월 2일에 치렀어요. 등기 기한 언제까지예요?"
    assert "statutory_deadline" in calculator_tools(q, extract_entities(q))
    q = "잔금 2027년 4월 2일 전에 등기부 언제까지 확인해야 해요?"
    assert "statutory_deadline" not in calculator_tools(q, extract_entities(q))


def test_a_deposit_not_given_back_with_its_interest_asked_is_the_delay_interest():
    from holmes_kit.korean.extract import extract_entities
    from holmes_planner.domain.asks import calculator_tools
    q = "전세금 1억 7천 여태 안 돌려줘서 이자라도 받고 싶은데 얼마나 되나요"
    assert "deposit_delay_interest" in calculator_tools(q, extract_entities(q))
    # rent paid late by the tenant is not the landlord's delay on the deposit
    q = "월세 3주 늦게 보냈는데 이자 붙여야 하나요 얼마"
    assert "deposit_delay_interest" not in calculator_tools(q, extract_entities(q))


def test_an_english_deposit_still_not_back_asks_the_delay_interest():
    from holmes_planner.domain.plan import make_plan
    plan = make_plan("My 120M won deposit is still not back, five months after the lease ended. Interest at the legal rate?")
    assert any("deposit_delay_interest" in s.tools for s in plan.steps)
