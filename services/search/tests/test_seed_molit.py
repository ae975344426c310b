"""MOLIT 실거래가 importer against the hand-made fixtures in infra/fixtures/molit."""

from datetime import date
from pathlib import Path

import pytest

from holmes_search.seed.molit import MolitFormatError, parse_molit, to_transactions

FIXTURES = Path(__file__).resolve().parents[3] / "infra" / "fixtures" / "molit"


def test_apartment_trades() -> None:
    result = parse_molit((FIXTURES / "apt_trade_11680_202509.xml").read_text(encoding="utf-8"))
    assert result.skipped_cancelled == 1
    first = result.deals[0]
    assert (first.price_manwon, first.area_m2, first.floor, first.build_year) == (
        245_000, 84.97, 12, 2006)
    assert first.contract_date == date(2025, 9, 3) and first.deal_type == "SALE"
    assert result.deals[1].price_manwon == 82_500  # "82,500"
    rows = to_transactions(result.deals, "APARTMENT", start_id=1_000_001)
    assert [r.region_code for r in rows] == ["1168010100", "1168010600", "1168000000"]
    assert rows[0].id == 1_000_001 and rows[0].source == "molit"


def test_bad_rows_are_reported_not_fatal() -> None:
    result = parse_molit((FIXTURES / "apt_trade_11680_202509.xml").read_text(encoding="utf-8"))
    assert [(e.index, e.field) for e in result.errors] == [(4, "dealAmount"), (5, "dealDay")]
    assert str(result.errors[0]) == "4번째 거래 [dealAmount]: 숫자가 아닙니다: '12억'"


def test_rents_json_and_newer_bucheon_codes() -> None:
    result = parse_molit((FIXTURES / "apt_rent_41192_202509.json").read_text(encoding="utf-8"))
    jeonse, monthly = result.deals
    assert (jeonse.deal_type, jeonse.price_manwon, jeonse.monthly_rent_manwon) == (
        "JEONSE", 35_000, 0)
    assert (monthly.deal_type, monthly.price_manwon, monthly.monthly_rent_manwon) == (
        "MONTHLY", 10_000, 85)
    rows = to_transactions(result.deals, "APARTMENT", start_id=1)
    assert [r.region_code for r in rows] == ["4119010800", "4119010900"]  # 부천 중동, 상동
    assert [(e.index, e.field) for e in result.errors] == [(3, "excluUseAr"), (4, "sggCd")]


def test_api_error_and_garbage_raise_clear_errors() -> None:
    with pytest.raises(MolitFormatError, match="SERVICE_KEY_IS_NOT_REGISTERED_ERROR"):
        parse_molit((FIXTURES / "error_key.xml").read_text(encoding="utf-8"))
    with pytest.raises(MolitFormatError, match="XML도 JSON도"):
        parse_molit("dealAmount=1")
    with pytest.raises(MolitFormatError, match="XML"):
        parse_molit("<response><body>")


def test_single_item_json_is_accepted() -> None:
    text = ('{"response":{"header":{"resultCode":"000"},"body":{"items":{"item":'
            '{"offiNm":"테스트","dealAmount":"31,000","excluUseAr":"29.5","dealYear":"2025",'
            '"dealMonth":"1","dealDay":"9","sggCd":"11650","umdNm":"서초동","floor":"7"}}}}}')
    (deal,) = parse_molit(text).deals
    assert (deal.name, deal.price_manwon, deal.area_m2) == ("테스트", 31_000, 29.5)
