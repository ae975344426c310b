"""Review 8's wording findings on the analysis calculators, with figures of our own."""
from datetime import date

from holmes_analysis.domain.lease_calc import renewal_window


def test_a_one_year_lease_gives_the_window_of_the_two_year_end_too():
    """원룸 2027-03-01부터 1년: 만료일 2028-02-29 (leap day). The tenant may hold to 2 years (제4조 제1항) — then the lease
    ends 2029-02-28 and the renewal window is 2028-08-29 ~ 2028-12-27; both windows are said, each tied to its end."""
    c = renewal_window(None, start="2027-03-01", term_years=1, as_of=date(2026, 11, 27))
    h = c.headline
    assert h.startswith("계약 만료일은 2028년 2월 29일입니다")
    assert "2029년 2월 28일까지" in h
    assert "2028년 8월 29일부터 2028년 12월 27일까지" in h
    assert "1년 만료일 기준 계약갱신요구는 2027년 8월 30일부터 2027년 12월 28일까지" in h
