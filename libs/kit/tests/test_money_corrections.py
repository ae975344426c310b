"""A figure the user takes back ("X 아니고 Y") is not one of the question's figures; the one meant is."""
from holmes_kit.korean.money import corrected_amounts, find_amounts


def roles(text: str) -> list[tuple[int, str | None]]:
    return [(a.manwon, a.role) for a in find_amounts(text)]


def test_the_figure_taken_back_is_left_out_and_the_one_meant_keeps_its_role():
    assert roles("전세금 2억이 아니라 2억 3천이에요") == [(23000, "deposit")]
    assert roles("잘못 썼네요 매매가 6억 말고 6억5천") == [(65000, "price")]
    assert corrected_amounts("잘못 썼네요 매매가 6억 말고 6억5천") == [(60000, 65000)]


def test_a_bare_correction_pairs_the_two_figures():
    assert corrected_amounts("정정할게요, 1억 8천 아니구 1억 6천") == [(18000, 16000)]
    assert roles("정정할게요, 1억 8천 아니구 1억 6천") == [(16000, None)]


def test_figures_side_by_side_are_no_correction():
    # two figures of their own, or a figure denied without another in its place
    assert roles("보증금 1억 아니면 월세 50이라도") == [(10000, "deposit"), (50, "monthly_rent")]
    assert roles("보증금 5천, 월세 40 말고 관리비 10만원 따로") == [(5000, "deposit"), (40, "monthly_rent"),
                                                            (10, "maintenance_fee")]
    assert [m for m, _ in roles("3억 아니고 전세예요")] == [30000]
    assert corrected_amounts("보증금 1억 아니면 월세 50이라도") == []
