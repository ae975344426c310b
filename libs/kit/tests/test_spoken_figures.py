"""Dates spoken in Sino-Korean numerals and a delay counted after the word of delay are read as
the user meant them; ordinary words made of the same syllables are not."""
from holmes_kit.korean.extract import find_dates, find_delay
from holmes_kit.korean.figures import figures


def test_a_date_written_in_sino_korean_numerals_is_read_as_that_day():
    assert find_dates("계약 종료일은 이천이십팔년 삼월 십일입니다") == ["2028-03-10"]
    # the last 일 is the day's unit: 이십일일 is the 21st, 삼십일일 the 31st
    assert find_dates("이천이십육년 팔월 이십일일부터 입주") == ["2026-08-21"]
    assert find_dates("이천이십칠년 십이월 삼십일일 만기") == ["2027-12-31"]


def test_spoken_month_names_and_a_year_with_its_month_alone():
    assert find_dates("이천이십구년 유월 오일에 끝나요") == ["2029-06-05"]
    assert find_dates("이천이십육년 시월 일일") == ["2026-10-01"]
    assert find_dates("이천이십팔년 사월에 이사 와요") == ["2028-04"]


def test_a_spoken_month_and_day_take_the_one_year_said_elsewhere():
    assert find_dates("2027년 계약인데 구월 십오일에 끝나요") == ["2027-09-15"]


def test_words_made_of_number_syllables_are_no_dates():
    assert find_dates("이월 잔액이 얼마 남았나요") == []  # 이월 as carried over
    assert find_dates("인천 구월동 빌라 전세") == []  # a neighbourhood, not September
    assert find_dates("이천시 아파트 이천만원") == []  # a city and an amount
    assert find_dates("이천이십칠년 칠월 삼십이일") == []  # no 32nd day


def test_a_delay_counted_after_the_word_of_delay():
    assert find_delay("전세금 반환 지연 4개월 이자 계산 부탁") == {"late_months": 4}
    assert find_delay("보증금 연체 기간 두 달인데 얼마 받을 수 있죠") == {"late_months": 2}
    assert find_delay("보증금 반환 지연 50일 기준으로 이자 얼마") == {"late_days": 50}


def test_a_delay_word_without_a_count_or_with_a_lead_time_is_no_delay():
    assert find_delay("지연이자 연 5%면 1년에 얼마예요") == {}
    assert find_delay("반환 지연 3개월 전에 미리 알려야 하나요") == {}


def test_a_period_spoken_in_sino_korean_numerals_is_counted():
    assert find_delay("보증금 못 받고 칠개월째 기다리는 중") == {"late_months": 7}
    assert find_delay("만료일이 지나고 육십일 넘게 안 돌려줘요") == {"late_days": 60}


def test_a_loan_term_spoken_in_numerals_is_the_term():
    from holmes_kit.korean.extract import find_extra
    assert find_extra("주담대 3억 이십오년 원리금균등 상환이면").get("term_years") == 25


def test_number_syllables_inside_words_are_no_counts():
    from holmes_kit.korean.extract import spoken_counts_in_digits
    for words in ("엔진 오일 교환", "삼일절 연휴", "사십대 부부", "백일장 수상", "오십견 치료"):
        assert spoken_counts_in_digits(words) == words


def test_an_english_count_in_words_is_the_delay():
    assert find_delay("the deposit has been overdue for four months now") == {"late_months": 4}
    assert find_delay("my money is two weeks late") == {"late_days": 14}


def test_the_text_amounts_are_read_from_holds_each_amount_as_written():
    from holmes_kit.korean.money import amounts_in_digits, find_amounts
    said = amounts_in_digits("중도금  오천만원은 이미 냈어요")
    assert all(a.text in said for a in find_amounts("중도금  오천만원은 이미 냈어요"))


def test_years_and_months_together_and_an_english_count_since_the_end():
    assert find_delay("만료되고 2년 3개월째 보증금을 못 받는 중") == {"late_months": 27}
    assert find_delay("the tenancy expired 45 days ago and nothing came back") == {"late_days": 45}
    assert find_delay("two months since the contract ended") == {"late_months": 2}
    assert find_delay("I moved in 3 months ago") == {}  # moving in is no delay


def test_a_percentage_spoken_in_numerals_is_a_percentage_but_words_are_not():
    from holmes_kit.korean.extract import find_percentages
    assert find_percentages("계약금은 매매가의 십프로로 했어요") == [10.0]
    assert find_percentages("인상률 오 퍼센트 넘으면 안 되죠") == [5.0]
    assert find_percentages("오프로드 차량 주차 가능한 집") == []


def test_a_number_said_in_thousands_before_its_unit():
    # "상가 3천㎡ 넘게 분양", "2천 세대 단지": 천/백 multiply the number as they do in money ("5천만원")
    assert [(f.value, f.unit) for f in figures("분양 면적이 3천㎡ 넘는 상가")] == [(3000.0, "㎡")]
    assert [(f.value, f.unit) for f in figures("2천 세대 대단지")] == [(2000.0, "세대")]
    assert [(f.value, f.unit) for f in figures("보증금 5천만원")] == [(5e7, "원")]


def test_houses_counted_in_chae_are_counted_as_ho():
    # "단독주택 20채" is measured against a rule's "단독주택 30호 이상"
    (f,) = figures("단독주택 20채 짓는 사업")
    assert (f.value, f.unit) == (20, "호")


def test_a_count_of_houses_is_no_count_of_weeks():
    # '2주택' / '1주택자' count houses; '2주' alone is two weeks
    assert [f.value for f in figures("일시적 2주택인데 기존 집을 2년 안에 팔면 되나요?")] == [730]
    assert figures("1주택자예요") == []
    assert [(f.value, f.unit) for f in figures("2주 뒤에 이사")] == [(14, "day")]
