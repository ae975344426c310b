"""계약금에 의한 해제 (민법 제565조): what each side gives up or pays back, on the user's figures."""
import pytest

from holmes_analysis.domain.calc import MissingInput
from holmes_analysis.domain.earnest import earnest_money_release
from holmes_analysis.domain.errors import AnalysisInputError


def test_a_seller_who_cancels_pays_back_double():
    # 매매가 8억, 계약금 10% = 8,000만원: 매도인은 배액 1억 6,000만원을 상환해야 해제할 수 있다.
    c = earnest_money_release(80_000, earnest_pct=10, by="seller")
    assert c.figures["earnest_won"] == 80_000_000 and c.figures["repay_won"] == 160_000_000
    assert c.headline.startswith("매도인이 계약금으로 계약을 해제하려면 받은 계약금 8,000만원(매매가 8억원 × 10%)의 "
                                 "배액인 1억 6,000만원을 돌려줘야 합니다")
    assert "민법 제565조" in c.headline and "중도금" in c.headline
    assert any("8,000만원 × 2 = 1억 6,000만원" in line for line in c.workings.lines)


def test_a_buyer_who_cancels_forfeits_the_earnest():
    c = earnest_money_release(None, earnest=5_000, by="buyer")
    assert c.headline.startswith("매수인이 계약금으로 계약을 해제하려면 낸 계약금 5,000만원을 포기하면 됩니다")


def test_without_the_side_both_are_stated_and_missing_figures_are_asked():
    c = earnest_money_release(50_000, earnest_pct=10)
    assert "매도인은 1억원" in c.headline and "매수인은 5,000만원" in c.headline
    with pytest.raises(MissingInput) as e:
        earnest_money_release(None)
    assert e.value.field == "earnest"
    with pytest.raises(AnalysisInputError) as e:
        earnest_money_release(80_000, earnest_pct=150)
    assert e.value.field == "earnest_pct"


def test_part_of_the_earnest_received_still_costs_the_seller_the_agreed_sum():
    # 약정 계약금 3,000만원 중 300만원 수령: 해약금 기준은 약정 계약금 (대법원 2014다231378)
    c = earnest_money_release(None, earnest=3_000, paid=300, by="seller")
    assert "배액(600만원)이 아니라 약정한 계약금 3,000만원을 기준으로" in c.headline
    assert c.figures["repay_won"] == 33_000_000 and "2014다231378" in c.headline
    buyer = earnest_money_release(None, earnest=3_000, paid=300, by="buyer")
    assert buyer.headline.startswith("매수인은 낸 300만원만 포기하고 해제할 수 없습니다")
    # all of it paid: the ordinary double
    assert earnest_money_release(None, earnest=3_000, paid=3_000, by="seller").figures["repay_won"] == 60_000_000
