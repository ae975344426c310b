"""The one money parser and formatter (issue 12, item 2): every phrasing a user writes parses
to the amount they mean, and every service shows money the same way."""

import pytest

from holmes_kit.korean.money import (
    MoneyParseError,
    find_amounts,
    format_manwon,
    format_won,
    format_won_en,
    manwon_in_words,
    money_phrase,
    parse_manwon,
    parse_won,
)


@pytest.mark.parametrize(("text", "manwon"), [
    ("3천2백만원", 3200),
    ("3천2백만", 3200),
    ("3.5억", 35000),
    ("350,000,000원", 35000),
    ("35000만원", 35000),
    ("1억 2천5백", 12500),
    ("1억2천5백만원", 12500),
    ("3억 5천", 35000),
    ("2억 5천만원", 25000),
    ("2,000만원", 2000),
    ("500", 500),          # a bare number is 만원, as people type deposits
    ("5,000", 5000),
    ("금 일억이천만원정", 12000),
    ("일억 이천만원", 12000),
    ("삼천만원", 3000),
    ("₩120,000,000", 12000),
    ("1억원", 10000),
    ("0.5억", 5000),
    ("7천", 7000),
    ("3억2", 32000),       # spoken: 3억 2천
    ("3억25", 32500),
    ("3억 500", 30500),    # a three-digit remainder is 만원
    ("3억 5000", 35000),
])
def test_every_way_of_writing_an_amount_parses(text: str, manwon: int) -> None:
    assert parse_manwon(text) == manwon


def test_a_300_digit_amount_parses_exactly() -> None:
    digits = "123456789" * 33 + "987"
    assert parse_manwon(digits + "만원") == int(digits)
    assert parse_won(digits + "원") == int(digits)
    assert parse_manwon(digits + "억") == int(digits) * 10_000


@pytest.mark.parametrize("text", ["2027-01-15", "2027.01.15", "", "abc", "3억 abc", "1.2.3억", "잔금 2027-01-15"])
def test_what_is_not_an_amount_is_refused_with_a_korean_message(text: str) -> None:
    with pytest.raises(MoneyParseError) as err:
        parse_manwon(text)
    assert "금액" in str(err.value)


def test_an_amount_not_in_whole_manwon_is_refused_by_the_manwon_parser_only() -> None:
    with pytest.raises(MoneyParseError):
        parse_manwon("12,345원")
    assert parse_won("12,345원") == 12345
    assert parse_won("5천원") == 5000   # explicit 원: 천 is won, not 천만원
    assert parse_won("500", bare_unit_won=1) == 500


def test_a_range_of_amounts() -> None:
    from holmes_kit.korean.money import parse_manwon_range
    assert parse_manwon_range("3000-5000") == (3000, 5000)
    assert parse_manwon_range("3천만~5천만원") == (3000, 5000)
    assert parse_manwon_range("0.5억-1억") == (5000, 10000)
    assert parse_manwon_range("3천~5천") == (3000, 5000)
    assert parse_manwon_range("3-5억") == (30000, 50000)
    with pytest.raises(MoneyParseError):
        parse_manwon_range("중위소득 50-100%")


@pytest.mark.parametrize(("text", "expected"), [
    ("보증금 3천2백만원", [(3200, "deposit")]),
    ("잔금 2027-01-15", []),
    ("잔금 2027.01.15 에 치러요", []),
    ("매매가 3.5억", [(35000, "price")]),
    ("매매가 350,000,000원", [(35000, "price")]),
    ("보증금 35000만원", [(35000, "deposit")]),
    ("전세금 1억 2천5백", [(12500, "deposit")]),
    ("보증금 일억 이천만원", [(12000, "deposit")]),
    ("월세 80만 원", [(80, "monthly_rent")]),
])
def test_amounts_in_a_question(text: str, expected: list[tuple[int, str]]) -> None:
    assert [(a.manwon, a.role) for a in find_amounts(text)] == expected


@pytest.mark.parametrize(("manwon", "text"), [
    (48000, "4억 8,000만원"), (60000, "6억원"), (5500, "5,500만원"), (0, "0원"),
    (-3500, "-3,500만원"), (99990000, "9,999억원"),
])
def test_format_manwon(manwon: int, text: str) -> None:
    assert format_manwon(manwon) == text


@pytest.mark.parametrize(("won", "text"), [
    (1432246, "143만 2,246원"), (2500000, "250만원"), (100000000, "1억원"), (0, "0원"), (-5000, "-5,000원"),
])
def test_format_won(won: int, text: str) -> None:
    assert format_won(won) == text


def test_amounts_in_words_and_the_lease_form_phrase() -> None:
    assert manwon_in_words(12000) == "일억이천만"
    assert manwon_in_words(35000, formal=False) == "삼억오천만"
    assert money_phrase(12000) == "금 일억이천만원정 (₩120,000,000)"
    assert format_won_en(1_234_567) == "1,234,567 won"


def test_a_contracts_figure_is_shown_to_the_won_never_rounded() -> None:
    from decimal import Decimal
    assert money_phrase(52.5) == "금 오십이만오천원정 (₩525,000)"  # "월세 52만 5천원", not 53만원
    assert money_phrase(Decimal("12345.6789")) == "금 일억이천삼백사십오만육천칠백팔십구원정 (₩123,456,789)"
    assert format_manwon(52.5, exact=True) == "52만 5,000원"
    assert format_manwon(Decimal("12345.6789"), exact=True) == "1억 2,345만 6,789원"
    assert format_manwon(Decimal("30000"), exact=True) == format_manwon(30000) == "3억원"
    with pytest.raises(ValueError):
        money_phrase(Decimal("0.00005"))  # half a 원: no contract states it


def test_one_region_resolver_reads_every_spelling() -> None:
    from holmes_kit.korean.regions import resolve_region, sido_short
    [gangnam] = resolve_region("서울시 강남구")
    assert gangnam.sigungu == "강남구" and gangnam.dong is None
    assert resolve_region("강남구") == (gangnam,)
    assert resolve_region("서울특별시 강남구") == (gangnam,)
    assert resolve_region("경기도 성남시 분당구")[0].sigungu == "성남시 분당구"
    assert len(resolve_region("신사동")) > 1  # ambiguous: the caller asks which one
    assert resolve_region("강남시 어딘가") == ()
    assert resolve_region("부산시")[0].sido == "부산광역시"
    assert [sido_short(n) for n in ("서울", "서울시", "서울특별시", "광주광역시", "광주", "전라북도", "제주도", "경기도")] == [
        "서울", "서울", "서울", "광주", "광주", "전북", "제주", "경기"]
    assert sido_short("강남구") is None


@pytest.mark.parametrize(("text", "expected"), [
    ("월세를 70에서 80으로 올려달래요", [(70, "monthly_rent"), (80, "monthly_rent")]),
    ("보증금을 1억에서 1억 2천으로", [(10000, "deposit"), (12000, "deposit")]),
    ("보증금 1000에 월세 60 원룸", [(1000, "deposit"), (60, "monthly_rent")]),   # 원룸 is no 원
    ("전세금 이억오천 중", [(25000, "deposit")]),
    ("보증금 일억 원, 월세 백만 원이면", [(10000, "deposit"), (100, "monthly_rent")]),
    ("이천 아파트 전세 시세", []),   # 이천 is a city, not 2천
])
def test_the_user_figures_however_phrased(text: str, expected: list[tuple[int, str]]) -> None:
    assert [(a.manwon, a.role) for a in find_amounts(text)] == expected


def test_two_digit_years_and_spaced_dots_are_dates_not_money() -> None:
    from holmes_kit.korean.extract import find_dates
    assert find_dates("26년 5월 31일에 계약 끝나요") == ["2026-05-31"]
    assert find_dates("2024. 6. 15 계약했고") == ["2024-06-15"]
    assert find_dates("30년 된 아파트") == []
    assert find_amounts("잔금 2024. 6. 15") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("보증금 오백에 월세 사십오 복비", [(500, "deposit"), (45, "monthly_rent")]),
    ("보증금이 3억이고 월세가 20", [(30000, "deposit"), (20, "monthly_rent")]),  # 이 is a particle, not 2
    ("보증금 천에 월세 오십", [(1000, "deposit"), (50, "monthly_rent")]),
    ("보증금 5000/50 원룸", [(5000, "deposit"), (50, "monthly_rent")]),
    ("1억/80 투룸", [(10000, "deposit"), (80, "monthly_rent")]),
    ("2025/01/15 잔금", []),
    ("1/2 지분", []),
    ("월세 일부만", []),
    ("주담대 2억 빌리면", [(20000, "loan")]),
])
def test_listing_shorthand_and_figures_in_words(text: str, expected: list[tuple[int, str]]) -> None:
    assert [(a.manwon, a.role) for a in find_amounts(text)] == expected


def test_a_loans_own_terms_are_read_not_a_leases() -> None:
    from holmes_kit.korean.extract import find_extra
    assert find_extra("주담대 3억을 연 4%, 30년 원리금균등으로") == {"term_years": 30, "repayment_method": "annuity"}
    assert find_extra("전세대출 1억 이자만 내면") == {"repayment_method": "interest_only"}
    assert find_extra("대출 끼고 2년 계약") == {}
    assert find_extra("대출 받아 26년 5월에 잔금") == {}
    # review 5, K17: "1년에 … 갚을 수 있는" is the yearly repayment DSR counts, not a one-year loan
    assert "term_years" not in find_extra("1년에 대출 원리금으로 3천까지 낼 수 있으면 얼마 빌려요?")
    assert find_extra("주담대 1억 1년 만기로 빌리면") == {"term_years": 1}


@pytest.mark.parametrize(("text", "delay"), [
    ("3개월째 못 받고", {"late_months": 3}), ("두 달째 안 줘요", {"late_months": 2}),
    ("100일 늦어", {"late_days": 100}), ("4 months late", {"late_months": 4}),
    ("계약 끝난지 45일 됐는데 못받았어요", {"late_days": 45}), ("2주 늦게 줬어요", {"late_days": 14}),
    ("3년 계약 끝나", {}), ("세 일 늦어", {}),
    # a period asked about outright, not a notice's lead time
    ("소송 걸어서 연 12%면 보증금 2억, 같은 3개월에 얼마예요?", {"late_months": 3}), ("두 달이면 이자 얼마", {"late_months": 2}),
    ("만료 3개월 전에 통지", {}), ("2개월 이내에 반환", {}),
    # years count as twelve months, only as a delay ("2년 늦게", "2년치") — not how long one lived there
    ("보증금을 2년이나 늦게 받았어요", {"late_months": 24}), ("3년치 지연손해금", {"late_months": 36}),
    ("2 years late", {"late_months": 24}), ("2년 동안 살다가 나왔는데 보증금 못받았어요", {}),
    # a running count (째) and a period after the lawsuit are delays; a count of years lived is not
    ("벌써 1년째 감감무소식", {"late_months": 12}), ("6주째예요", {"late_days": 42}),
    ("소장이 송달된 후 200일", {"late_days": 200}), ("It has been 75 days", {"late_days": 75}),
    ("5년째 살고 있는데 보증금 못 받을까 걱정", {}),
    # a period said on its own is the delay; a day of a month or a lead time is not
    ("보증금 1억, 75일. 이자는?", {"late_days": 75}), ("지금 5개월이에요", {"late_months": 5}),
    ("만료일은 2026년 5월 31일.", {}), ("만료 3개월 전.", {}),
])
def test_a_delay_the_user_counted(text: str, delay: dict) -> None:
    from holmes_kit.korean.extract import find_delay
    assert find_delay(text) == delay


def test_nicknames_and_cities_of_other_sido_are_places() -> None:
    from holmes_kit.korean.extract import find_regions
    [ilsan] = find_regions("일산 빌라 보증금 1억")
    assert ilsan.sigungu == "고양시"
    [cheonan] = find_regions("천안 아파트 보증금 5천 최우선변제")
    assert (cheonan.name, cheonan.sido, cheonan.sigungu) == ("천안시", "충청남도", "천안시")
    [jeju] = find_regions("제주 전세")
    assert jeju.sigungu is None  # 제주 alone is the 시도
    assert find_regions("관리인 상주, 영주권 있는 외국인") == []


@pytest.mark.parametrize(("text", "sigungu"), [
    ("경기 안산시 다세대 보증금 6천 최우선변제", "안산시"),   # review 5, K22: 경기 시 named in 시행령 제10조
    ("경기도 이천시 원룸 보증금 5천", "이천시"),             # the 시도 said first: the city's ref alone
    ("이천 아파트 전세 2억", "이천시"),                       # bare, right before a word of housing
    ("양평 전원주택 매매", "양평군"),
    ("보증금 이천만원에 월세 40", None),                      # 이천만원 is 2,000만원, no place
    ("구리 수도관이 터졌어요", None),
    ("판결 후 6개월 동안 보증금을 안 줘요", None),          # "동안" is a while, not 안양시 동안구
])
def test_gyeonggi_cities_without_dong_rows_are_places_by_name(text, sigungu) -> None:
    from holmes_kit.korean.extract import find_regions
    found = find_regions(text)
    assert [(r.sido, r.sigungu) for r in found] == ([("경기도", sigungu)] if sigungu else [])


@pytest.mark.parametrize(("text", "expected"), [
    ("3억 보증금에 월세 없이", [(30000, "deposit")]),        # the role word after the figure
    ("2억짜리 전세", [(20000, "deposit")]),                  # 짜리 전세 is a deposit, not a price
    ("50만원 월세 내는데", [(50, "monthly_rent")]),
    ("보증금 3억 중 1억 월세로 전환", [(30000, "deposit"), (10000, None)]),  # 1억 is not a rent
    ("전셋값이 3억", [(30000, "deposit")]),
])
def test_a_role_word_after_the_figure(text: str, expected: list) -> None:
    assert [(a.manwon, a.role) for a in find_amounts(text)] == expected


def test_a_stated_ltv_and_a_monthly_interest_question() -> None:
    from holmes_kit.korean.extract import find_extra
    assert find_extra("5억 아파트 LTV 70%면 대출 얼마") == {"ltv_pct": 70.0}
    assert find_extra("전세대출 2억 금리 3%면 한달 이자 얼마") == {"repayment_method": "interest_only"}


def test_a_relative_date_is_read_against_the_day_the_question_was_asked() -> None:
    from datetime import UTC, datetime

    from holmes_kit.korean.extract import find_dates, korean_date
    asked = korean_date(datetime(2026, 12, 31, 16, 0, tzinfo=UTC))  # 2027-01-01 01:00 in Korea
    assert asked.isoformat() == "2027-01-01"
    assert find_dates("만기가 내년 5월 31일", today=asked) == ["2028-05-31"]


def test_month_ends_and_two_digit_dotted_years_are_dates() -> None:
    from holmes_kit.korean.extract import find_dates
    assert find_dates("2026년 5월 말 만기") == ["2026-05-31"]
    assert find_dates("2028년 2월 말일") == ["2028-02-29"]
    assert find_dates("26.05.31 만기, 26. 5. 31") == ["2026-05-31"]
    assert find_dates("면적 26.5㎡") == []
    assert find_amounts("잔금 26.05.31") == []


def test_a_mortgage_set_last_year_is_read_against_the_day_asked() -> None:
    from datetime import date

    from holmes_kit.korean.extract import extract_entities
    e = extract_entities("작년에 근저당 설정된 집 보증금 5천 최우선변제", today=date(2026, 11, 26))
    assert e.extra["mortgage_registered"] == "2025"
    assert "mortgage_registered" not in extract_entities("작년에 근저당 설정된 집").extra  # no day known


def test_a_sale_figure_and_an_auction_price_have_roles() -> None:
    assert [(a.manwon, a.role) for a in find_amounts("아파트 13억 매매 중개보수")] == [(130000, "price")]
    assert [(a.manwon, a.role) for a in find_amounts("경매로 4천만원에 낙찰됐어요")] == [(4000, "price")]


def test_an_official_price_is_told_apart_from_the_market_price():
    # "공시가격 2억": HUG values such a house at 공시가격 × 140%, so the figure travels under its own name.
    from holmes_kit.korean.extract import extract_entities
    e = extract_entities("공시가격 2억 빌라에 전세 2억5천 들어가려는데 HUG 전세보증보험 가입 가능해요?")
    assert e.extra["official_price"] == 20000
    assert "official_price" not in extract_entities("매매가 2억 빌라에 전세 1억5천").extra


def test_the_number_of_small_tenants_is_read():
    from holmes_kit.korean.extract import extract_entities
    e = extract_entities("서울 다세대 경매 낙찰가 1억인데 소액임차인 3명 보증금 각 1억이면 얼마씩 받아?")
    assert e.extra["small_tenant_count"] == 3
    assert "small_tenant_count" not in extract_entities("서울 보증금 1억 최우선변제 얼마").extra


def test_a_tenant_still_in_the_house_is_told_apart_from_one_living_elsewhere():
    from holmes_kit.korean.extract import extract_entities
    assert extract_entities("보증금 못받아서 아직 그집에 살고있어요 지연이자 되나요").extra.get("still_occupying") is True
    assert "still_occupying" not in extract_entities("지금은 다른 집에 거주 중인데 전 집주인이 보증금을 안 줘요 지연이자").extra


@pytest.mark.parametrize(("text", "role"), [
    ("빌라를 3억에 사기로 했어요", "price"), ("오피스텔 2억에 팔았어요", "price"), ("아파트를 5억에 사요", "price"),
    ("전세 2억에 사는데", "deposit"),  # the role word before the figure still decides
])
def test_a_figure_one_buys_or_sells_at_is_the_price(text: str, role: str) -> None:
    from holmes_kit.korean.money import find_amounts
    assert [a.role for a in find_amounts(text)] == [role]


def test_a_figure_in_jo_is_money_and_is_shown_in_jo():
    # Review 2 G16 (Q68): "100조원" is an amount (so it can be flagged as absurd), not article 100
    assert [(a.manwon, a.role) for a in find_amounts("연소득 30조원이면 주담대 얼마 돼요")] == [(30 * 10**8, "income")]
    assert [a.manwon for a in find_amounts("전세금 1조 500억")] == [10**8 + 500 * 10**4]
    assert find_amounts("민법 제7조, 그리고 7조에 따라") == []
    assert format_manwon(30 * 10**8) == "30조원" and format_manwon(10**8 + 500 * 10**4) == "1조 500억원"


@pytest.mark.parametrize(("text", "expected"), [
    # English abbreviations are money only with won/KRW beside them (an English question's roles
    # come from its Korean gloss; here only the figures)
    ("The deposit is 320M won and rent 950k won", [32000, 95]),
    ("price 2.75B won", [275000]),
    ("a loan of 75 million won", [7500]),
    ("KRW 45,000,000 deposit", [4500]),
    ("the landlord now wants 1.35M", [135]),
    ("the room is 5m wide", []),
])
def test_english_amounts_are_read_as_won(text: str, expected: list[int]) -> None:
    assert [a.manwon for a in find_amounts(text)] == expected


def test_an_english_amount_after_a_korean_money_word_keeps_its_scale() -> None:
    # not 180만원: the M is read before the bare number after 보증금
    assert [(a.manwon, a.role) for a in find_amounts("보증금 180M won")] == [(18000, "deposit")]


def test_english_amounts_are_rewritten_as_korean_figures() -> None:
    from holmes_kit.korean.money import english_amounts_in_korean
    assert english_amounts_in_korean("pay 3.4M won, then 650k won") == "pay  340만원 , then  65만원 "
    assert english_amounts_in_korean("1.5 billion") == " 15억원 "
    # the Korean units romanized are read by the same one reader ("5eok" is no "5 B")
    assert english_amounts_in_korean("deposit 1000man won, wolse 50 manwon") == "deposit  1000만원 , wolse  50만원 "
    assert english_amounts_in_korean("3 eok 5000 man won") == " 3억5000만원 "


def test_half_a_year_of_delay_is_six_months():
    # expert review 3, H14: "반년째" was not read, so the interest asked for the due date instead
    from holmes_kit.korean.extract import find_delay
    assert find_delay("전세금 반년째 못 돌려받고 있어요") == {"late_months": 6}
    assert find_delay("2년 반 동안 안 돌려줬어요") == {"late_months": 30}
    assert find_delay("반지하 방 보증금 3개월째 못 받음") == {"late_months": 3}  # 반지하 is no half year


def test_wages_named_as_the_tax_law_names_them_are_income() -> None:
    # '총급여' is what the 월세 세액공제 bound is drawn on; a figure after it is the user's income
    assert [(a.manwon, a.role) for a in find_amounts("총급여 7천5백만원인데 공제돼요?")] == [(7500, "income")]


@pytest.mark.parametrize(("text", "missed"), [
    ("차임을 두 달 치 못 냈는데", 2), ("월세 넉 달째 밀려서", 4), ("월세 연체된 게 3개월이에요", 3), ("월세 50 밀렸어요", None),
])
def test_the_months_of_rent_unpaid_are_counted(text, missed):
    # review 5, K18: the rent in arrears is counted, for the interest on each month's rent
    from holmes_kit.korean.extract import find_missed_rents, rent_in_arrears
    assert find_missed_rents(text) == missed and rent_in_arrears(text)


def test_the_official_price_is_no_deposit_even_in_a_jeonse_sentence() -> None:
    # review 5, K09: "공시가 … 전세 …" gave the 공시가격 the deposit's role, and the risk check judged it
    from holmes_kit.korean.extract import extract_entities
    e = extract_entities("다세대 공시가격 9천인데 전세 1억3천 들어가도 보증보험 돼요?")
    assert e.extra["official_price"] == 9000
    assert [(a.manwon, a.role) for a in e.amounts if a.role == "deposit"] == [(13000, "deposit")]


def test_days_written_without_a_year_are_read_only_when_no_year_is_named() -> None:
    # review 5, K16: the caller picks the year; a year anywhere in the text leaves it to find_dates
    from holmes_kit.korean.extract import find_month_days
    assert find_month_days("1월 5일에 나간다고 말했어요") == [(1, 5)]
    assert find_month_days("2027년 1월 5일에 나간다고 말했어요") == []
