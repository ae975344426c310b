"""Validation of corpus part 3 (articles added to 주택법·공인중개사법·공동주택관리법 etc.).

Reads only the JSON/JSONL data files. Checks that the whole corpus keeps the
promised size, that the part-3 devset points at articles that exist, and that
the concrete numbers people rely on are stated in the right article.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
LAWS_DIR = HERE.parent / "holmes_search" / "corpus" / "laws"
DATA_DIR = HERE.parents[2] / "tests" / "data"
DEVSET = DATA_DIR / "legal_devset_part3.jsonl"

MIN_TOTAL_ENTRIES = 680
ARTICLE_RE = re.compile(r"^제\d+조(의\d+)?$")
ARTICLE_RE_GROUPS = re.compile(r"^제(\d+)조(?:의(\d+))?$")
# articles this part added; each must exist with a well-formed body
PART3_ARTICLES: dict[str, tuple[str, ...]] = {
    "housing_act": ("제6조", "제11조의5", "제13조", "제14조의3", "제43조", "제44조", "제48조의3",
                    "제54조의2", "제57조의3", "제67조", "제72조", "제74조", "제77조", "제92조"),
    "licensed_realtors_act": ("제2조의2", "제14조", "제16조", "제18조의3", "제21조의2", "제36조",
                              "제40조", "제41조", "제42조", "제42조의4", "제46조", "제51조"),
    "apartment_management_act": ("제8조", "제10조", "제10조의2", "제22조", "제52조", "제66조", "제90조"),
    "private_rental_housing_act": ("제4조", "제67조"),
    "real_estate_transaction_report_act": ("제22조", "제23조"),
    "civil_act": ("제162조", "제163조", "제174조", "제263조", "제264조", "제268조", "제578조",
                  "제584조", "제591조"),
}


def _load(slug: str) -> dict:
    return json.loads((LAWS_DIR / f"{slug}.json").read_text(encoding="utf-8"))


def _all_docs() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(LAWS_DIR.glob("*.json"))]


def _body(slug: str, number: str) -> str:
    return next(a["body"] for a in _load(slug)["articles"] if a["number"] == number)


def test_corpus_has_at_least_680_entries() -> None:
    assert sum(len(d["articles"]) for d in _all_docs()) >= MIN_TOTAL_ENTRIES


def test_law_ids_and_names_unique_across_corpus() -> None:
    docs = _all_docs()
    assert len({d["law_id"] for d in docs}) == len(docs)
    assert len({d["name"] for d in docs}) == len(docs)


@pytest.mark.parametrize("slug", sorted(PART3_ARTICLES))
def test_part3_articles_present_sorted_and_unique(slug: str) -> None:
    doc = _load(slug)
    numbers = [a["number"] for a in doc["articles"]]
    assert len(numbers) == len(set(numbers)), "조문 번호 중복"
    assert all(ARTICLE_RE.match(n) for n in numbers)

    def key(n: str) -> tuple[int, int]:
        main, sub = ARTICLE_RE_GROUPS.match(n).groups()
        return int(main), int(sub or 0)

    assert [key(n) for n in numbers] == sorted(key(n) for n in numbers), "조문 순서"
    by_number = {a["number"]: a for a in doc["articles"]}
    for number in PART3_ARTICLES[slug]:
        art = by_number[number]
        assert len(art["body"]) >= 60, number
        assert 2 <= len(art["topics"]) <= 6, number


def test_numbers_users_rely_on() -> None:
    assert "7일 이내" in _body("housing_act", "제44조")
    assert "14일 이상" in _body("housing_act", "제72조") and "30일 이내" in _body("housing_act", "제72조")
    assert "권리변동계획" in _body("housing_act", "제76조")
    succession = _body("licensed_realtors_act", "제40조")
    assert "1년간" in succession and "3년" in succession
    assert "50만원" in _body("licensed_realtors_act", "제46조")
    fines = _body("licensed_realtors_act", "제51조")
    assert "500만원 이하" in fines and "100만원 이하" in fines
    assert "6개월" in _body("licensed_realtors_act", "제36조")
    bond = _body("apartment_management_act", "제66조")
    assert "500세대 미만 단지는 3천만원" in bond and "500세대 이상 단지는 5천만원" in bond
    assert "2억원" in _body("apartment_management_act", "제52조")
    assert "3분의 2" in _body("apartment_management_act", "제10조의2")
    rental_fines = _body("private_rental_housing_act", "제67조")
    assert "100분의 10" in rental_fines and "3천만원" in rental_fines
    assert "10년" in _body("civil_act", "제162조") and "3년" in _body("civil_act", "제163조")
    assert "6개월" in _body("civil_act", "제174조")
    assert "부동산은 5년" in _body("civil_act", "제591조")


def test_defect_liability_periods_by_kind_of_work_are_stated_with_their_source() -> None:
    """공동주택관리법 시행령 제36조·별표 4 (2016-08-12 시행): a user asking how long the builder answers for a
    leaking roof or a crack in the tiles needs the period of that kind of work, not only the law's '2~10년'."""
    periods = _body("apartment_management_act_decree", "제36조")
    sentences = periods.split(". ")
    assert any("방수공사" in x and "지붕공사" in x and "5년" in x for x in sentences)
    assert any("도배" in x and "2년" in x for x in sentences)
    assert any("창호공사" in x and "3년" in x for x in sentences)
    assert "내력구조부" in periods and "10년" in periods
    assert "2016-08-12 시행" in periods and "별표 4" in periods
    assert _load("apartment_management_act_decree")["parent_law"] == "공동주택관리법"


def test_devset_part3_points_at_existing_articles() -> None:
    by_name = {d["name"]: {a["number"] for a in d["articles"]} for d in _all_docs()}
    rows = [json.loads(x) for x in DEVSET.read_text(encoding="utf-8").splitlines() if x.strip()]
    assert len(rows) >= 30
    for row in rows:
        assert set(row) == {"q", "law", "article"}, row
        assert row["law"] in by_name, row
        assert row["article"] in by_name[row["law"]], row
    # the priority laws of this part are all exercised
    assert {"주택법", "공인중개사법", "공동주택관리법", "민간임대주택에 관한 특별법"} <= {r["law"] for r in rows}


def test_devset_questions_unique_across_parts() -> None:
    questions: list[str] = []
    for path in sorted(DATA_DIR.glob("legal_devset_part*.jsonl")):
        questions += [json.loads(x)["q"] for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    assert len(questions) == len(set(questions)), "중복 질문"


def _sentences_about_moving_out_after_a_lease_registration() -> list[tuple[str, str]]:
    out = []
    for path in sorted(LAWS_DIR.glob("*.json")):
        for entry in json.loads(path.read_text(encoding="utf-8"))["articles"]:
            if "임차권등기" not in entry["body"]:
                continue
            for sentence in re.split(r"(?<=다\.)\s+", entry["body"]):
                if "이사" in sentence and "유지" in sentence:
                    out.append((f"{path.stem} {entry['number']}", sentence))
    return out


def test_moving_out_keeps_protection_only_once_the_lease_registration_is_entered() -> None:
    """주택임대차보호법 제3조의3 제5항: 대항력·우선변제권 survive a move only after the 임차권등기
    is entered in the register — applying for the order is not enough. An answer quotes one
    sentence, so every sentence that says a move keeps the protection must say when."""
    found = _sentences_about_moving_out_after_a_lease_registration()
    assert len(found) >= 3, found
    for where, sentence in found:
        assert re.search(r"기입된 뒤|기입이 끝난 뒤|마친 때|등기 완료", sentence), (where, sentence)
    law = json.loads((LAWS_DIR / "housing_lease_act.json").read_text(encoding="utf-8"))
    body = next(a["body"] for a in law["articles"] if a["number"] == "제3조의3")
    assert "신청만으로는" in body and "제5항" in body


def test_the_housing_supply_rule_states_the_figures_and_dates_of_subscription() -> None:
    """Review 2 G13: 1순위 (규제지역 가입 2년·세대주·5년), 신혼부부 특공 소득기준 and the 가점표, each
    with the date of the rule or the designation it rests on."""
    rank = _body("housing_supply_rule", "제28조")
    assert all(s in rank for s in ("가입 2년", "세대주", "과거 5년 이내", "2025-10-16", "수도권 1년"))
    assert "24회" in _body("housing_supply_rule", "제27조")
    newlywed = _body("housing_supply_rule", "제41조")
    assert all(s in newlywed for s in ("100%(맞벌이 120%)", "140%(맞벌이 160%)", "3억 3,100만원", "2021-11-16"))
    table = next(a["body"] for a in _load("housing_supply_rule")["articles"] if a["number"] == "별표 1")
    assert all(s in table for s in ("84점", "32점", "35점", "17점", "2007-09-01", "8년 이상 9년 미만 18점"))


def test_a_tenant_gets_the_fixed_date_alone() -> None:
    # "집주인 동의 있어야 확정일자 받나요?": no — the tenant alone, with the contract (and its source rule)
    body = _body("glossary", "확정일자")
    assert "임대인의 동의나 동행은 필요 없고" in body and "2014-01-01 시행" in body
