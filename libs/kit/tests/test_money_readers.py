"""Amounts as users type them: numerals in words run together with the role word, and a figure's
role taken from the word right against it before a farther one."""

import pytest

from holmes_kit.korean.money import find_amounts


def read(text: str) -> list[tuple[int, str | None]]:
    return [(a.manwon, a.role) for a in find_amounts(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("전세육억삼천짜리 알아보는 중", [(63000, "deposit")]),
    ("집값팔억오천정도 하는 동네", [(85000, "price")]),
    ("시세구억이천인 아파트", [(92000, "price")]),
    ("전세가사억칠천이면 괜찮나요", [(47000, "deposit")]),
    ("전세를삼억이천에 구했어요", [(32000, "deposit")]),
    ("집이육억오천인데 대출은", [(65000, "price")]),
    ("보증금이억오천에 월세삼십", [(25000, "deposit"), (30, "monthly_rent")]),
    ("전세이억이면", [(20000, "deposit")]),  # 이 is the number here, not a particle
])
def test_word_numerals_run_together_with_the_role_word(text, expected) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("5천만원", [(5000, None)]),
    ("3억 2천", [(32000, None)]),
    ("월세 50에 보증금 1000", [(50, "monthly_rent"), (1000, "deposit")]),
    ("오억 백화점 근처", [(50000, None)]),  # 백화점 is no 100만
    ("5억 사는데", [(50000, None)]),
])
def test_figures_that_must_read_as_before(text, expected) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("1억 8천 전세 끼고 4억 아파트 사요", [(18000, "deposit"), (40000, "price")]),
    ("전세 1억5천인데 그 집 매매 2억", [(15000, "deposit"), (20000, "price")]),
    ("집 4억짜리에 보증금 3억 6천 넣으려고", [(40000, "price"), (36000, "deposit")]),
    ("전세 끼고 아파트가 6억", [(60000, "price")]),
    ("보증금은 약 2억이고 집값은 2억 4천", [(20000, "deposit"), (24000, "price")]),
    ("전세 들어가려고 1억 대출 받을까 해요", [(10000, "loan")]),
    ("빌라 2억 전세", [(20000, "deposit")]),  # the 전세 right after names it
    ("계약금 2천 집주인한테 보냈어요", [(2000, "contract_payment")]),  # 집주인 is no home
])
def test_the_word_right_against_a_figure_names_it(text, expected) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("관리비 9만5천 나와요", [(95_000, "maintenance_fee")]),
    ("월세 47만 3천원인데", [(473_000, "monthly_rent")]),
    ("월세 52만 5000원 내요", [(525_000, "monthly_rent")]),
    ("월세 525,000원이에요", [(525_000, "monthly_rent")]),
    ("보증금 3천만 월세 40만", [(30_000_000, "deposit"), (400_000, "monthly_rent")]),
    ("월세 60만 보증금 4천", [(600_000, "monthly_rent"), (40_000_000, "deposit")]),
    ("월세 50만 5천만원 대출", [(500_000, "monthly_rent"), (50_000_000, "loan")]),  # a second figure, not 원
])
def test_thousands_below_a_man_figure_are_its_won(text, expected) -> None:
    # The 5천 of "9만5천" is 5,000원 of the same figure, kept exact (Amount.won) — never 5,000만원 of its own.
    got = find_amounts(text)
    assert [(a.won if a.won is not None else a.manwon * 10_000, a.role) for a in got] == expected


def test_an_amount_below_a_whole_manwon_keeps_the_nearest_manwon_and_its_won() -> None:
    [rent] = find_amounts("월세 52만 5천원")
    assert (rent.manwon, rent.won, rent.exact_manwon) == (53, 525_000, 52.5)  # manwon: the nearest, for old readers
    [fee] = find_amounts("관리비 12만원")
    assert (fee.manwon, fee.won, fee.exact_manwon) == (12, None, 12)


@pytest.mark.parametrize(("text", "expected"), [
    # the word after a figure that starts the next figure is that one's, not the first's
    ("선순위 근저당 9천만원 보증금 2억", [(9000, "debt"), (20000, "deposit")]),
    ("대출 받아서 3억 전세 2억 끼고", [(30000, "loan"), (20000, "deposit")]),
    ("근저당 최대 1억2천 잡혀 있어요", [(12000, "debt")]),
])
def test_a_role_word_that_opens_the_next_figure_stays_with_it(text, expected) -> None:
    assert read(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # V196: the yearly rate told between the sum and the borrowing does not hide that the sum is borrowed
    ("1억을 연 4.5%로 대출받으려고 해요.", [(10000, "loan")]),
    ("2억을 3.8%로 빌리려고요", [(20000, "loan")]),
    # …a rate that raises a deposit is no loan
    ("보증금 2억을 5%로 올린다는데", [(20000, "deposit")]),
])
def test_a_sum_borrowed_at_a_yearly_rate_is_the_loan(text, expected):
    assert read(text) == expected
