"""Loan products corpus (corpus/loans.json) as loan_data will see it."""

import json
from pathlib import Path

import pytest

from holmes_search.seed.loans import LOANS_PATH, LoanDataError, load_loan_products


def test_about_fifty_valid_products() -> None:
    rows = load_loan_products()
    assert 45 <= len(rows) <= 60
    assert {r.category for r in rows} == {"정책", "은행"}
    assert all(r.rate_min <= r.rate_max and r.as_of.year >= 2024 for r in rows)


def test_policy_conditions() -> None:
    by_name = {r.name: r for r in load_loan_products()}
    beotimmok = by_name["버팀목 전세자금대출"]
    assert beotimmok.income_max_manwon == 5_000 and beotimmok.requires_homeless
    youth = by_name["청년전용 버팀목전세자금대출"]
    assert (youth.age_min, youth.age_max) == (19, 34)
    assert by_name["신혼부부전용 전세자금대출"].marital == "newlywed"
    assert by_name["신생아 특례 디딤돌대출"].house_price_max_manwon == 90_000
    assert by_name["특례보금자리론"].active is False  # sales ended 2024-01-29


def test_invalid_product_is_rejected_with_korean_message(tmp_path: Path) -> None:
    doc = json.loads(LOANS_PATH.read_text(encoding="utf-8"))
    doc["products"][0]["rate_max"] = doc["products"][0]["rate_min"] - 1
    bad = tmp_path / "loans.json"
    bad.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LoanDataError, match="금리 범위"):
        load_loan_products(bad)


@pytest.mark.parametrize(("caps", "why"), [
    ({"veterans": {"income_max_manwon": 9000}}, "알 수 없는 group_caps 집단"),
    ({"newlywed": {"rate_max": 2.0}}, "알 수 없는 열"),
    ({"newlywed": {"income_max_manwon": 4000}}, "일반 한도"),  # a group's cap only ever raises the general one
    ({"newlywed": {"income_max_manwon": "8천"}}, "양의 정수"),
])
def test_a_bad_group_cap_is_refused_naming_the_product(tmp_path: Path, caps: dict, why: str) -> None:
    doc = json.loads(LOANS_PATH.read_text(encoding="utf-8"))
    target = next(p for p in doc["products"] if p["id"] == "nhuf-didimdol")
    target["group_caps"] = caps
    bad = tmp_path / "loans.json"
    bad.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LoanDataError, match=f"nhuf-didimdol.*{why}"):
        load_loan_products(bad)


def test_the_groups_caps_written_beside_the_general_ones_are_loaded() -> None:
    didimdol = next(r for r in load_loan_products() if r.id == "nhuf-didimdol")
    assert didimdol.group_caps["newlywed"] == {"income_max_manwon": 8500, "house_price_max_manwon": 60000}
    assert "신혼가구 8,500만원" in didimdol.notes  # the notes still say it for the answer's conditions text
