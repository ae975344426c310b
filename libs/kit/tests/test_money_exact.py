"""Amounts are exact integers however long they are written (issue 13, item 6)."""

from holmes_kit.korean.money import find_amounts, format_manwon


def test_a_300_digit_deposit_keeps_every_digit() -> None:
    digits = "123456789" * 33 + "987"  # 300 digits: a float keeps only ~16 of them
    [amount] = find_amounts(f"보증금 {digits}만원")
    assert amount.manwon == int(digits)
    assert format_manwon(amount.manwon).replace(",", "").startswith(digits[:-4])


def test_long_amounts_in_won_and_eok_are_exact() -> None:
    [won] = find_amounts("보증금 " + "9" * 40 + "원")
    assert won.manwon == int("9" * 36) + 1  # rounded to 만원 exactly, not via a float
    [eok] = find_amounts("매매가 " + "7" * 30 + "억 5천")
    assert eok.manwon == int("7" * 30) * 10000 + 5000


def test_deposit_then_rent_after_e_is_the_monthly_rent():
    from holmes_kit.korean.money import find_amounts
    got = [(a.manwon, a.role) for a in find_amounts("보증금 500에 35짜리 원룸 복비")]
    assert got == [(500, "deposit"), (35, "monthly_rent")]
    got = [(a.manwon, a.role) for a in find_amounts("보증금 2000만원에 70만원이면")]
    assert got == [(2000, "deposit"), (70, "monthly_rent")]
    assert [(a.manwon, a.role) for a in find_amounts("보증금 2억에 2년 계약")] == [(20000, "deposit")]


def test_a_bare_rent_ends_at_a_comma_of_prose():
    from holmes_kit.korean.money import find_amounts
    got = [(a.manwon, a.role) for a in find_amounts("보증금 3천에 월세 45, 재계약하면 얼마까지")]
    assert got == [(3000, "deposit"), (45, "monthly_rent")]
    assert [(a.manwon, a.role) for a in find_amounts("보증금 1억에 90")] == [(10000, "deposit"), (90, "monthly_rent")]
