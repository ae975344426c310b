"""Validation of corpus part 1 (주임법·시행령·민법·전세사기특별법·공인중개사법·시행규칙).

Reads only the JSON/JSONL data files so CI catches a malformed or
inconsistent corpus before it reaches the importer or the search index.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

SERVICE_ROOT = Path(__file__).resolve().parents[1]
REPO_ROOT = SERVICE_ROOT.parents[1]
LAWS_DIR = SERVICE_ROOT / "holmes_search" / "corpus" / "laws"
DEVSET = REPO_ROOT / "tests" / "data" / "legal_devset_part1.jsonl"

PART1_FILES = (
    "housing_lease_act",
    "housing_lease_act_decree",
    "civil_act",
    "jeonse_fraud_victims_act",
    "licensed_realtors_act",
    "licensed_realtors_act_rule",
)
KINDS = {"법률", "시행령", "시행규칙", "용어집"}
TOP_KEYS = {"law_id", "name", "kind", "parent_law", "aliases", "as_of", "articles"}
ARTICLE_KEYS = {"number", "title", "chapter", "body", "tenant_protection", "topics"}
NUMBER_RE = re.compile(r"^제\d+조(의\d+)?$")


def _load(law_id: str) -> dict:
    return json.loads((LAWS_DIR / f"{law_id}.json").read_text(encoding="utf-8"))


def _articles_by_number(law_id: str) -> dict[str, dict]:
    return {a["number"]: a for a in _load(law_id)["articles"]}


@pytest.mark.parametrize("law_id", PART1_FILES)
def test_law_file_shape(law_id: str) -> None:
    doc = _load(law_id)
    assert set(doc) == TOP_KEYS
    assert doc["law_id"] == law_id
    assert doc["kind"] in KINDS
    assert doc["as_of"].startswith("2025")
    assert isinstance(doc["aliases"], list)
    if doc["kind"] in {"시행령", "시행규칙"}:
        assert doc["parent_law"], "하위법령은 parent_law가 필요합니다"
    else:
        assert doc["parent_law"] is None
    assert doc["articles"], "조문이 하나 이상 있어야 합니다"


@pytest.mark.parametrize("law_id", PART1_FILES)
def test_articles_valid_and_unique(law_id: str) -> None:
    numbers: list[str] = []
    for art in _load(law_id)["articles"]:
        assert set(art) == ARTICLE_KEYS, art.get("number")
        assert NUMBER_RE.match(art["number"]), art["number"]
        assert art["title"].strip() and art["body"].strip()
        assert isinstance(art["tenant_protection"], bool)
        assert 1 <= len(art["topics"]) <= 6
        numbers.append(art["number"])
    assert len(numbers) == len(set(numbers)), "조문 번호 중복"


def test_parent_laws_exist_in_part1() -> None:
    names = {_load(law_id)["name"] for law_id in PART1_FILES}
    for law_id in PART1_FILES:
        parent = _load(law_id)["parent_law"]
        assert parent is None or parent in names


def test_devset_references_existing_articles() -> None:
    by_name = {_load(i)["name"]: set(_articles_by_number(i)) for i in PART1_FILES}
    rows = [json.loads(line) for line in DEVSET.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) >= 90
    for row in rows:
        assert set(row) == {"q", "law", "article"}
        assert row["law"] in by_name, row
        assert row["article"] in by_name[row["law"]], row
    # every law of this part is exercised by the devset
    assert {r["law"] for r in rows} == set(by_name)
    assert len({r["q"] for r in rows}) == len(rows), "중복 질문"


def test_housing_lease_act_covers_every_article() -> None:
    numbers = set(_articles_by_number("housing_lease_act"))
    expected = {f"제{i}조" for i in range(1, 32) if i != 5}  # 제5조는 삭제된 조문
    expected |= {"제3조의2", "제3조의3", "제3조의4", "제3조의5", "제3조의6", "제3조의7",
                 "제6조의2", "제6조의3", "제7조의2", "제8조의2", "제10조의2"}
    assert expected <= numbers


def test_key_lease_numbers_users_rely_on() -> None:
    law = _articles_by_number("housing_lease_act")
    assert "20분의 1(5%)" in law["제7조"]["body"] and "1년" in law["제7조"]["body"]
    assert "6개월 전부터 2개월 전" in law["제6조"]["body"]
    assert "3개월" in law["제6조의2"]["body"]
    assert "1회" in law["제6조의3"]["body"]
    # 전환율 예시: 1,000만원 × 5% ÷ 12 = 41,666.67원 → 상한이므로 원 단위 절사
    assert 10_000_000 * 5 // (100 * 12) == 41_666
    assert "41,666원" in law["제7조의2"]["body"]


def test_decree_small_tenant_tables() -> None:
    decree = _articles_by_number("housing_lease_act_decree")
    amounts = decree["제10조"]["body"]
    for fragment in ("서울특별시 5,500만원", "김포시 4,800만원", "평택시 2,800만원", "그 밖의 지역 2,500만원", "2분의 1"):
        assert fragment in amounts
    limits = decree["제11조"]["body"]
    for fragment in ("1억6,500만원", "1억4,500만원", "8,500만원", "7,500만원"):
        assert fragment in limits
    rate = decree["제9조"]["body"]
    assert "연 1할(10%)" in rate and "연 2%" in rate
    # 예시: 2,000만원 × 4.5% ÷ 12 = 75,000원
    assert 20_000_000 * 0.045 / 12 == 75_000
    assert "75,000원" in rate


def test_brokerage_fee_table_2021() -> None:
    body = _articles_by_number("licensed_realtors_act_rule")["제20조"]["body"]
    for fragment in (
        "5천만원 미만 0.6%(한도 25만원)", "2억원 미만 0.5%(한도 80만원)", "9억원 미만 0.4%",
        "15억원 이상 0.7%", "5천만원 미만 0.5%(한도 20만원)", "1억원 미만 0.4%(한도 30만원)",
        "6억원 미만 0.3%", "15억원 이상 0.6%", "월세×100", "월세×70",
    ):
        assert fragment in body


def test_jeonse_fraud_deposit_cap_is_5eok() -> None:
    body = _articles_by_number("jeonse_fraud_victims_act")["제3조"]["body"]
    assert "5억원 이하" in body and "2억원 범위" in body


@pytest.mark.parametrize("law_id,number,says", [
    # 대항력 arises the day after 전입 at 0시 (제3조 제1항); a lien registered the same day is ahead
    ("housing_lease_act", "제3조", "같은 날 설정된 근저당이 임차인보다 앞선다"),
    # the new owner inherits the deposit debt; the tenant may object and claim from the old one
    ("housing_lease_act", "제3조", "새 집주인(양수인)에게 보증금 반환을 청구"),
    ("housing_lease_act", "제3조", "2001다64615"),
    # a foreign tenant: 외국인등록·체류지 변경신고 stand for the 전입신고 (출입국관리법 제88조의2 ②; review 3, H18)
    ("housing_lease_act", "제1조", "외국인등록과 체류지 변경신고가 주민등록과 그 신고를 갈음"),
    ("housing_lease_act", "제1조", "2014다218030"),
    # a broker selling his own home to a client: the direct-dealing ban may apply (제33조 ① 6호, 제48조)
    ("licensed_realtors_act", "제33조", "그 손님이 중개의뢰인이라면 중개의뢰인과의 직접 거래(제6호)로 문제될 수 있"),
    # the landlord has no termination right in an implied renewal, 실거주 included
    ("housing_lease_act", "제6조의2", "실거주를 이유로 들더라도 묵시적으로 갱신된 계약을 기간 중에 해지할 수 없"),
    # an implied renewal does not use up the renewal right; the tenant's termination in a demanded renewal
    ("housing_lease_act", "제6조의3", "묵시적 갱신(제6조)은 갱신요구권을 쓴 것으로 보지 않"),
    ("housing_lease_act", "제6조의3", "제4항, 제6조의2 준용"),
    # a buyer who takes over the lease after the tenant's demand may still refuse for own use within
    # the window (대법원 2021다266631 reversed the courts below that held the demand came first)
    ("housing_lease_act", "제6조의3", "매수인(양수인)도 갱신요구 기간(만료 6개월 전부터 2개월 전까지) 안이면 자기 실거주를 이유로 갱신을 거절할 수 있다"),
    ("housing_lease_act", "제6조의3", "2021다266631"),
    # a raised deposit ranks by the new 확정일자 on the increase (the original keeps its date)
    ("housing_lease_act", "제3조의2", "증액 계약서에 확정일자를 다시 받아야"),
    # the 전월세 신고 fine since the 2025-05-29 decree (charged from 2025-06-01): 2만~30만원, false report 100만원
    ("real_estate_transaction_report_act", "제28조", "2만원에서 30만원이고, 거짓으로 신고하면 100만원"),
    # ordinary wear is no part of 원상회복
    ("civil_act", "제654조", "통상적인 사용으로 생긴 손모"),
])
def test_the_rules_users_ask_about_are_stated_with_their_source(law_id, number, says):
    assert says in _articles_by_number(law_id)[number]["body"]


def test_a_provisional_deposit_states_both_outcomes_and_the_ruling():
    glossary = {a["number"]: a for a in _load("glossary")["articles"]}
    body = glossary["가계약금"]["body"]
    assert "계약이 성립하지 않아 보낸 가계약금 전액을 돌려받을 수 있다" in body
    assert "2014다231378" in body


def test_expert_review_legal_facts_are_in_the_corpus():
    """F43 (윗집 누수: 통지의무·수선의무·공작물 책임), F17 (체납 확인), F40 (HUG 1/2 기한), F51 (no
    sentence leaning on one the lead may take away)."""
    import json
    from pathlib import Path
    base = Path(__file__).resolve().parents[1] / "holmes_search" / "corpus" / "laws"

    def body(file: str, number: str) -> str:
        law = json.loads((base / file).read_text(encoding="utf-8"))
        return next(a["body"] for a in law["articles"] if a["number"] == number)
    assert "윗집" in body("civil_act.json", "제634조") and "제758조" in body("civil_act.json", "제634조")
    assert "점유자" in body("civil_act.json", "제758조")
    assert "국세징수법 제109조" in body("housing_lease_act.json", "제3조의7")
    assert "2023-07-19" in body("glossary.json", "체납")
    assert "1/2이 지나기 전" in body("glossary.json", "전세보증금반환보증")
    assert "이런 중도 해지권" not in body("housing_lease_act.json", "제6조의2")
