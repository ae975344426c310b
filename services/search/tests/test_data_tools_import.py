"""MOLIT importer CLI helpers (pure): type detection and stable ids."""

from datetime import date
from pathlib import Path

from holmes_search.seed.import_molit import ID_BASE, molit_id, property_type_of, rows_of
from holmes_search.seed.molit import MolitDeal, parse_molit

FIXTURES = Path(__file__).resolve().parents[3] / "infra" / "fixtures" / "molit"
DEAL = MolitDeal("11680", "역삼동", "테스트", "SALE", 245_000, 0, 84.97, 12, 2006, date(2025, 9, 3))


def test_type_comes_from_the_fields_then_the_file_name() -> None:
    assert property_type_of("<item><aptNm>래미안</aptNm></item>", "x.xml") == "APARTMENT"
    assert property_type_of('{"offiNm": "오피"}', "apt.json") == "OFFICETEL"  # fields win
    assert property_type_of("<item></item>", "rh_trade_11680.xml") == "VILLA"
    assert property_type_of("<item></item>", "sh_rent_11680.xml") == "HOUSE"
    assert property_type_of("<item></item>", "data.xml") is None


def test_ids_are_stable_distinct_and_above_generated_ids() -> None:
    a, b = rows_of([DEAL, DEAL], "APARTMENT")  # twin deals of one file stay two rows
    assert a.id != b.id and min(a.id, b.id) >= ID_BASE and max(a.id, b.id) < 2 ** 63
    assert rows_of([DEAL, DEAL], "APARTMENT") == [a, b]  # same file again -> same ids
    assert molit_id(DEAL, "OFFICETEL", 1) != a.id
    assert (a.source, a.property_id, a.region_code) == ("molit", None, "1168010100")


def test_fixture_rows() -> None:
    text = (FIXTURES / "apt_trade_11680_202509.xml").read_text(encoding="utf-8")
    rows = rows_of(parse_molit(text).deals, property_type_of(text, "apt_trade_11680_202509.xml"))
    assert [(r.property_type, r.deal_type, r.price_manwon) for r in rows] == [
        ("APARTMENT", "SALE", 245_000), ("APARTMENT", "SALE", 82_500), ("APARTMENT", "SALE", 99_000)]
