from holmes_orchestrator.domain.synthesis import _distinct_charts


def test_the_same_series_is_charted_once():
    a = {"title": "강남구 아파트 월별 중위 가격", "x": ["2026-09", "2026-10"], "series": [{"name": "매매", "values": [1, 2]}]}
    b = {**a, "title": "강남구 아파트 월별 중위가격", "series": [{"name": "매매 ", "values": [1, 2]}]}
    c = {**a, "series": [{"name": "전세", "values": [1, 3]}]}
    assert _distinct_charts([a, b, c]) == [a, c]
