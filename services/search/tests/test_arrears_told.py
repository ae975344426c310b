"""Rent overdue told as times or months is the 기 the lease law counts (제6조 제3항: 2기 → no tacit renewal)."""
import pytest

from holmes_search.domain.conditions import user_value


@pytest.mark.parametrize(("text", "periods"), [
    ("월세 한 번 밀린 세입자도 묵시적 갱신되나요?", 1),
    ("세입자가 2번 연체했는데 계약 끝낼 수 있어요?", 2),
    ("석 달 월세 못 냈어요", 3),
    ("월세를 두 달 밀렸으면 갱신 안 되나요?", 2),
    ("월세 밀린 적 없어요", 0),
])
def test_rent_overdue_is_counted_in_periods(text, periods):
    assert user_value(text, "arrears") == periods


def test_a_late_payment_or_a_length_of_stay_is_no_arrears():
    assert user_value("3년 살았는데 한 번 늦게 냈어요", "arrears") is None
    assert user_value("2년 살았어요", "arrears") is None


def test_tacit_renewal_is_decided_by_the_periods_overdue(said):
    # 제6조 제3항: only a tenant 2기 in arrears loses the tacit renewal — one month overdue still renews
    one = said("월세 한 번 밀린 세입자도 묵시적 갱신되나요?")
    assert one.id == "hla-6-arrears-no-implied" and one.decided == "네" and one.inputs == ("연체한 차임 1기 < 2기",)
    two = said("월세를 두 번 밀린 세입자도 자동으로 연장되나요?")
    assert two.decided == "아니요"
