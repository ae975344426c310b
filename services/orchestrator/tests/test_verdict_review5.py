"""Expert review 5, K03: a length of time the user asks about is not his case, and a unit is no verb."""

from __future__ import annotations

from holmes_orchestrator.domain.verdict import decide, echo

TERM = "기간을 정하지 않거나 2년 미만으로 정한 임대차는 그 기간을 2년으로 본다."


def test_the_length_asked_about_is_not_measured_as_the_agreed_term():
    # the 6개월 agreed is the case; "2년 있을 수" is what he asks — '2년 is not 2년 미만' is no 아니요
    assert decide("임대차 기간을 6개월로 정했는데 그래도 2년 있을 수 있나요?", [TERM]) is None
    assert decide("계약 기간 10개월로 했는데 2년 거주할 수 있나요?", [TERM]) is None
    # one length alone, asked of the agreed term, is still measured
    said = decide("계약기간 3년으로 정해도 2년으로 보나요?", [TERM])
    assert said is None or said.yes is False


def test_a_unit_after_a_number_is_not_echoed_as_the_verb():
    assert echo("10개월 계약인데 2년 살 수 있어요?", True) == "네, 살 수 있습니다."
    assert "년" not in echo("1년 계약했는데 2년 거주할 수 있나요?", False).split(",", 1)[1][:3]
