"""Trends state their sample size and flag thin months (issue 11: "+33% 전년 동월 대비" from 29
deals was stated with no caveat)."""
from holmes_analysis.domain import market_insights, trend


def _series(latest_count: int, year_ago_count: int) -> list[tuple[str, int, int]]:
    rows = [(f"2025-{m:02d}", 100_000, 120) for m in range(11, 13)]
    rows += [(f"2026-{m:02d}", 100_000, 120) for m in range(1, 10)]
    return [("2025-10", 100_000, year_ago_count)] + rows + [("2026-10", 133_000, latest_count)]


def test_a_yearly_change_from_few_deals_says_so_with_both_counts():
    t = trend(_series(29, 25))
    assert t.yoy_pct == 33  # (133,000 − 100,000) ÷ 100,000
    assert t.caveat(t.year_before) == "(2026-10 29건 · 2025-10 25건, 거래가 적어 참고용)"
    assert t.thin_months == ("2025-10", "2026-10")
    assert any("거래가 30건 미만인 달: 2025-10(25건), 2026-10(29건)" in n for n in t.workings.notes)
    [yoy] = [i.text for i in market_insights(t) if "전년 동월" in i.text]
    assert yoy.endswith("상승했습니다(2026-10 29건 · 2025-10 25건, 거래가 적어 참고용).")


def test_a_change_from_enough_deals_states_the_counts_without_the_warning():
    t = trend(_series(140, 130))
    assert t.caveat(t.year_before) == "(2026-10 140건 · 2025-10 130건)"
    assert t.thin_months == ()
