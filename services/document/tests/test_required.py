import pytest

from holmes_document.domain import DocumentInputError, build_lease_fields, missing_fields

ALL_REQUIRED = ["address", "property_type", "area_m2", "deposit_manwon", "monthly_rent_manwon",
                "contract_payment_manwon", "balance_date", "start_date", "end_date",
                "landlord_name", "tenant_name"]


def names(specs):
    return [s.name for s in specs]


def test_empty_input_asks_every_required_field_in_form_order():
    assert names(missing_fields({})) == ALL_REQUIRED


def test_complete_input_asks_nothing(full_partial):
    assert missing_fields(full_partial) == []


def test_only_the_missing_deposit_is_asked(full_partial):
    del full_partial["deposit"]
    specs = missing_fields(full_partial)
    assert names(specs) == ["deposit_manwon"]
    assert specs[0].label_ko == "보증금"
    assert specs[0].question_ko == "보증금은 얼마인가요? (예: 3억, 2억 5천만원)"


def test_blank_values_count_as_missing(full_partial):
    full_partial["tenant_name"] = "  "
    full_partial["address"] = ""
    assert names(missing_fields(full_partial)) == ["address", "tenant_name"]


def test_jeonse_needs_no_rent_but_wolse_needs_a_payment_day(full_partial):
    assert "monthly_rent_manwon" not in names(missing_fields(full_partial))
    del full_partial["lease_type"]
    assert names(missing_fields(full_partial)) == ["monthly_rent_manwon"]
    full_partial["monthly_rent"] = "50만원"
    assert names(missing_fields(full_partial)) == ["rent_payment_day"]


def test_middle_payment_without_date_asks_the_date(full_partial):
    del full_partial["middle_payment_date"]
    assert names(missing_fields(full_partial)) == ["middle_payment_date"]


def test_every_spec_has_label_and_question():
    for spec in missing_fields({"monthly_rent": 50, "middle_payment": 1000}):
        assert spec.label_ko and spec.question_ko.endswith(("?", ")"))


def test_build_parses_loose_values_and_derives_the_balance(full_partial):
    fields = build_lease_fields(full_partial)
    assert fields.deposit_manwon == 35000
    assert fields.contract_payment_manwon == 3500
    assert fields.middle_payment_manwon == 10000
    assert fields.balance_payment_manwon == 35000 - 3500 - 10000  # 21,500만원
    assert fields.monthly_rent_manwon == 0 and fields.lease_type_ko == "전세"
    assert fields.area_m2 == 84.97
    assert str(fields.balance_date) == "2025-05-01"


def test_build_refuses_a_half_filled_contract(full_partial):
    del full_partial["end_date"]
    with pytest.raises(DocumentInputError) as err:
        build_lease_fields(full_partial)
    assert err.value.field == "end_date"
    assert "임대차 종료일" in err.value.message_ko


def test_build_reports_the_bad_field(full_partial):
    full_partial["start_date"] = "다음달 초"
    with pytest.raises(DocumentInputError) as err:
        build_lease_fields(full_partial)
    assert err.value.field == "start_date"


def test_area_in_pyeong_is_refused_not_guessed(full_partial):
    full_partial["area_m2"] = "30평"
    with pytest.raises(DocumentInputError) as err:
        build_lease_fields(full_partial)
    assert err.value.field == "area_m2"


def test_wrong_value_types_get_korean_errors(full_partial):
    with pytest.raises(DocumentInputError) as err:
        build_lease_fields({**full_partial, "special_terms": 5})
    assert err.value.field == "special_terms"
    with pytest.raises(DocumentInputError) as err:
        build_lease_fields({**full_partial, "contract_kind": "단기"})
    assert err.value.field == "contract_kind" and "계약의 종류" in err.value.message_ko


def test_unrelated_planner_entities_are_ignored(full_partial):
    fields = build_lease_fields({**full_partial, "region": "마포구", "intent": "contract_creation"})
    assert fields.address.startswith("서울특별시 마포구")


def test_the_down_payment_example_is_scaled_to_the_deposit_already_given():
    """A 1,000만원 deposit must not be asked '예: 3천만원' for its 계약금: the example is 10% of it."""
    from holmes_document.domain import missing_fields

    [payment] = [s for s in missing_fields({"deposit": "1천만원", "monthly_rent": "50만원"})
                 if s.name == "contract_payment_manwon"]
    assert "100만원" in payment.question_ko and "3천만원" not in payment.question_ko
    [unknown] = [s for s in missing_fields({}) if s.name == "contract_payment_manwon"]
    assert "보증금의 10%" in unknown.question_ko
