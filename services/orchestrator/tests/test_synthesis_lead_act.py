"""The first sentence of a legal answer without a card, picked for what the question asks (eval15 tune's misses):
the act it asks of ('신청해야', '적용되나요', '구성돼 있나요'), the article headed by that act, a ministry asked for,
an act that counts as another, a thing set aside ('소송 말고'), and the exceptions of older cases.

Each test hands legal_lead the articles, in the order the running system's search returned them for a question
of our own wording, and checks what the user reads first."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from holmes_orchestrator.domain.synthesis import (
    _asked,
    _asked_act,
    _without_set_aside,
    asks_verdict,
    legal_lead,
)

_spec = importlib.util.spec_from_file_location(
    "expert_legal", Path(__file__).with_name("test_synthesis_expert_legal.py"))
_helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_helpers)
_found = _helpers._found

PRICE = "부동산 가격공시에 관한 법률"
SALE = "건축물의 분양에 관한 법률"
NOISE = "공동주택 층간소음의 범위와 기준에 관한 규칙"
REGISTRY = "부동산등기법"
DEAL = "부동산 거래신고 등에 관한 법률"
GLOSSARY = "부동산 용어집"


def _first(lead: str) -> str:
    return lead.split("). ")[0]


def test_the_act_asked_is_read_from_the_asking_clause():
    assert _asked_act("표준지공시지가에 이의 있으면 언제까지 신청하면 돼요?") == "신청"
    assert _asked_act("이 법은 어떤 건물에 적용돼요?") == "적용"
    assert _asked_act("등기부는 어떻게 구성되어 있어요?") == "구성"
    assert _asked_act("공급계약도 취소될 수 있어요?") == "취소"
    assert _asked_act("기준이 어떻게 되나요?") == ""  # '어떻게' is no act
    assert _asked_act("이사 가도 괜찮나요?") == ""


def test_the_sentence_doing_the_act_asked_leads_not_the_one_after_it():
    """'언제까지 신청' is answered by '…30일 이내에 … 이의를 신청할 수 있다', not by the 심사 period that follows it."""
    found = _found((PRICE, "제7조"), (PRICE, "제5조"), (PRICE, "제6조"), (GLOSSARY, "공시지가"),
                   expansions=("이의신청",))
    lead = legal_lead("표준지 공시지가가 이상한데 이의신청은 언제까지 해야 돼요?", found)
    assert "공시일부터 30일 이내" in _first(lead) and "국토교통부장관에게" in _first(lead)


def test_an_article_headed_by_the_act_asked_leads_the_purpose_article():
    """'어떤 건물에 적용돼요?' is answered by 제3조(적용 범위), not by 제1조(목적) the search ranked first."""
    found = _found((SALE, "제1조"), (SALE, "제6조의3"), (SALE, "제3조"), (SALE, "제10조"))
    first = _first(legal_lead("건축물분양법은 어떤 건축물에 적용돼요?", found))
    assert "3천㎡ 이상" in first and "30실 이상 오피스텔" in first and first.endswith("제3조")


def test_what_a_standard_is_is_no_yes_no_question():
    """'최고소음도 기준은 어떻게 되나요?': no 네/아니요 — the standard's figures, not the older buildings' correction
    (a rule for what was approved before a date is their exception), with the 1-hour count after them."""
    assert not asks_verdict("최고소음도 기준은 어떻게 되나요?")
    assert not asks_verdict("등기부는 어떻게 구성돼 있나요?")
    assert asks_verdict("기준 넘으면 신고할 수 있나요?")
    found = _found((NOISE, "제3조"), ("주택법", "제41조"), ("주택법", "제41조의2"), (NOISE, "제2조"))
    lead = legal_lead("직접충격 소음의 최고소음도 기준이 어떻게 돼요?", found)
    first = _first(lead)
    assert "최고소음도가 주간 57dB(A), 야간 52dB(A)" in first and "2005년" not in first
    assert "1시간에 3회" in lead.split("). ")[1]


def test_which_ministry_made_the_rule_is_answered_by_the_purpose_article():
    """'어느 부처가 정했어요?': 제1조(목적) names the 국토교통부·환경부 공동부령 — a question about the rule itself."""
    found = _found((NOISE, "제1조"), (NOISE, "제3조"), (NOISE, "제2조"), ("공동주택관리법", "제20조"),
                   (GLOSSARY, "층간소음"))
    first = _first(legal_lead("층간소음 기준은 어느 부처에서 정한 규칙이에요?", found))
    assert "국토교통부" in first and "환경부" in first and "공동부령" in first


def test_another_name_of_the_thing_asked_brings_its_glossary_entry_in():
    """'등기사항증명서 … 어떻게 구성돼 있나요?': the entry 등기부등본 ('등기사항증명서의 옛 이름') says how it is made
    up (표제부·갑구·을구); how to get a copy (제19조) answers another question, and '…의 옛 이름' nothing."""
    found = _found((REGISTRY, "제19조"), (GLOSSARY, "등기부등본"), ("민간임대주택에 관한 특별법", "제48조"),
                   (REGISTRY, "제15조"))
    first = _first(legal_lead("등기사항증명서는 어떻게 구성되어 있어요?", found))
    assert "표제부" in first and "갑구" in first and "을구" in first and "옛 이름" not in first


def test_an_act_that_counts_as_another_is_answered_yes_by_the_rule_deeming_it():
    """'전월세 신고하면 확정일자도 받은 걸로 돼요?': 네 — 제6조의5 deems the 확정일자 given on the 신고 day."""
    found = _found((DEAL, "제6조의5"), (GLOSSARY, "확정일자"), ("주택임대차보호법", "제3조의2"), (DEAL, "제6조의2"))
    lead = legal_lead("전월세 신고를 하면 확정일자도 받은 걸로 되나요?", found)
    assert lead.startswith("네 — ") and "확정일자를 받은 것으로 봅니다" in _first(lead)
    assert "전입신고" not in _first(lead)  # the other deeming of the article is not the one asked


def test_a_thing_set_aside_is_not_what_is_asked():
    """'소송 말고 조정으로 …': the words of 소송 count for nothing (the law's words for it neither)."""
    asked = _without_set_aside("소송 말고 조정으로 해결할 수 있나요?", {**_asked("소송 말고 조정으로 해결할 수 있나요?"), "소송": 1.0})
    assert "소송" not in asked and "조정" in asked and "해결" in asked
    assert "소송" in _without_set_aside("소송으로 해결할 수 있나요?", _asked("소송으로 해결할 수 있나요?"))
