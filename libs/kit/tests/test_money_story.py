"""Roles of the figures a story names around the one asked about."""
from holmes_kit.korean.extract import find_dates
from holmes_kit.korean.money import find_amounts


def roles(text: str) -> list[tuple[int, str | None]]:
    return [(a.manwon, a.role) for a in find_amounts(text)]


def test_a_monthly_maintenance_fee_is_no_rent_whatever_particle_it_has():
    assert roles("관리비도 월 19만원 나오고 보증금 2억이에요") == [(19, "maintenance_fee"), (20000, "deposit")]
    assert roles("관리비가 매달 월 22만원") == [(22, "maintenance_fee")]


def test_what_the_house_fetched_at_auction_is_its_price():
    assert roles("매각대금이 1억 2천이라는데") == [(12000, "price")]
    assert roles("경매가 8천만원 나왔대요") == [(8000, "price")]


def test_a_sum_at_a_rate_over_years_is_a_loan():
    assert roles("1억 8천을 4.1%로 25년이면 월 얼마") == [(18000, "loan")]
    assert roles("7천 빌린 거") == [(7000, "loan")]


def test_a_day_with_its_year_in_brackets():
    assert find_dates("5월 9일(2027년)에 보냈어요") == ["2027-05-09"]
    assert find_dates("11월 30일 (2026)까지") == ["2026-11-30"]


def test_a_month_and_day_take_the_one_year_said_elsewhere():
    assert find_dates("2027년 계약인데 만기가 3/15예요") == ["2027-03-15"]
    assert find_dates("3월 15일에 끝나요, 2027년이요") == ["2027-03-15"]
    # two years said: which one the day belongs to is not guessed; a fraction is not a day
    assert find_dates("2026년에 계약했고 2027년에 끝나는데 3/15") == []
    assert find_dates("2027년 계약, 확률은 1/2") == []


def test_the_wolse_inside_jeonwolse_does_not_make_a_large_figure_the_rent():
    assert roles("전월세전환 1억2천5백이면 월 얼마") == [(12500, None)]
    assert roles("월세 1억2천5백") == [(12500, "monthly_rent")]


def test_digits_for_eok_and_words_for_the_rest_are_one_amount():
    assert roles("전세금 1억 사천 얼마까지") == [(14000, "deposit")]
    assert roles("보증금 3억 오백만원") == [(30500, "deposit")]
    # a word after 억 that is no number stays out ("5억 사는데": to live on 5억)
    assert roles("매매 5억 사는데") == [(50000, "price")]


def test_a_word_amount_glued_to_its_money_word_is_read():
    assert roles("전세보증금사억인데갱신") == [(40000, "deposit")]
    assert roles("전세이천시 아파트") == []  # a place named 이천 is no amount
