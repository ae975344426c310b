"""A filing's deadline is asked however the filing is named."""


def test_the_registration_after_the_balance_is_a_deadline_asked_but_the_registry_copy_is_not():
    from holmes_kit.korean.extract import extract_entities
    from holmes_planner.domain.asks import calculator_tools
    q = "잔금은 2027년 4월 2일에 치렀어요. 등기 기한 언제까지예요?"
    assert "statutory_deadline" in calculator_tools(q, extract_entities(q))
    q = "잔금 2027년 4월 2일 전에 등기부 언제까지 확인해야 해요?"
    assert "statutory_deadline" not in calculator_tools(q, extract_entities(q))
