import pytest

from holmes_document.domain import DocumentInputError, build_lease_fields, draft_lease, validate_lease


def fields_with(full_partial, **changes):
    return build_lease_fields({**full_partial, **changes})


def test_complete_two_year_lease_has_no_warnings(full_partial):
    assert validate_lease(build_lease_fields(full_partial)) == []


def test_end_before_start_is_an_error(full_partial):
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, end_date="2025-04-30"))
    assert err.value.field == "end_date"


def test_term_under_two_years_is_drafted_but_flagged(full_partial):
    fields = fields_with(full_partial, end_date="2026-04-30")
    draft = draft_lease(fields)
    [warning] = draft.warnings
    assert (warning.field, warning.law, warning.article) == ("end_date", "주택임대차보호법", "제4조")
    assert "2027년 4월 30일" in warning.message_ko   # 2025-05-01 + 2년 - 1일
    assert "2026년 4월 30일까지로 한다" in draft.markdown


def test_payments_must_sum_to_the_deposit(full_partial):
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, balance_payment="2억"))
    assert err.value.field == "balance_payment_manwon"
    # 3,500 + 10,000 + 20,000 = 33,500만원 ≠ 35,000만원
    assert "= 3억 3,500만원으로 보증금 3억 5,000만원과 다릅니다" in err.value.message_ko


def test_contract_payment_above_deposit_is_an_error(full_partial):
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, contract_payment="4억", middle_payment=None, middle_payment_date=None))
    assert err.value.field == "contract_payment_manwon"


def test_negative_amount_is_an_error(full_partial):
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, lease_type=None, monthly_rent=-10, rent_payment_day=25))
    assert err.value.field == "monthly_rent_manwon"


def test_won_typed_as_manwon_is_caught(full_partial):
    # 3억 typed as 300,000,000 '만원' would be 3조원
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, deposit=300_000_000))
    assert err.value.field == "deposit_manwon"


def test_balance_after_move_in_is_warned(full_partial):
    warnings = validate_lease(fields_with(full_partial, balance_date="2025-05-10"))
    assert [w.field for w in warnings] == ["balance_date"]


def test_payment_dates_out_of_order_are_an_error(full_partial):
    with pytest.raises(DocumentInputError) as err:
        validate_lease(fields_with(full_partial, middle_payment_date="2025-03-01"))
    assert err.value.field == "middle_payment_date"


def test_brokerage_fee_above_cap_is_warned(full_partial):
    # 전세 3억 5천: 0.3% = 1,050,000원이 한도
    assert validate_lease(fields_with(full_partial, brokerage_fee_won=1_050_000)) == []
    [warning] = validate_lease(fields_with(full_partial, brokerage_fee_won=1_200_000))
    assert "1,050,000원" in warning.message_ko
