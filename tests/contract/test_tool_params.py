"""Typed tool params (issue 12): both spellings the teams accept load; the wire shape is the
dict of keys set; an unknown key or tool is refused at the seam."""
import pytest
from pydantic import ValidationError

from holmes_contracts import ToolCall
from holmes_contracts.tools.params import PARAMS, MarketDataParams, RealEstateSearchParams, params_for


def test_the_seed_spellings_load_and_go_back_on_the_wire_as_written():
    seed = {"region": "강남구", "property_type": "APARTMENT", "time_range": "1year", "from": "2024-09", "to": "2025-08",
            "include_trends": True}
    call = ToolCall(name="market_data", params=seed)
    assert isinstance(call.params, MarketDataParams) and call.params.from_ == "2024-09"
    assert call.model_dump(mode="json")["params"] == seed
    listing = ToolCall(name="real_estate_search", params={"min_price": 300_000_000, "max_area": 100.0})
    assert isinstance(listing.params, RealEstateSearchParams) and listing.params.min_price == 300_000_000


def test_a_key_set_to_none_stays_on_the_wire_and_an_unset_one_does_not():
    p = params_for("loan_data", {"deal_type": "SALE", "income_manwon": None})
    assert p.as_dict() == {"deal_type": "SALE", "income_manwon": None}


@pytest.mark.parametrize(("name", "params", "field"), [
    ("market_data", {"regoin": "강남구"}, "regoin"),  # misspelt
    ("loan_data", {"keywords": "전세"}, "keywords"),  # a list, not a string
    ("market_data", {"region_code": "강남"}, "region_code"),  # not a 법정동 code
    ("rent_increase_cap", {"deposit": [1]}, "deposit"),
])
def test_a_malformed_call_is_refused_naming_the_field(name, params, field):
    with pytest.raises(ValidationError, match=field):
        ToolCall(name=name, params=params)


def test_an_unknown_tool_has_no_params():
    with pytest.raises(ValidationError):
        ToolCall(name="fortune_teller", params={})
    assert len(PARAMS) == 23


def test_every_tool_of_the_catalogue_has_a_params_and_an_output_model():
    from holmes_contracts.tools.outputs import OUTPUTS
    from holmes_orchestrator.domain.tools import REGISTRY as CATALOGUE

    assert set(CATALOGUE) == set(PARAMS) == set(OUTPUTS)
    for name in CATALOGUE:
        assert OUTPUTS[name].model_fields["tool"].default == name == PARAMS[name].model_fields["tool"].default
        assert OUTPUTS[name].model_config["frozen"] and OUTPUTS[name].model_config["extra"] == "forbid"
        assert OUTPUTS[name].__doc__  # described (the AsyncAPI documents show it)
