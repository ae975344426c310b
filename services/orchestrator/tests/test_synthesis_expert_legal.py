"""Legal leads chosen from the real law corpus (expert review F17, F22, F43, F51).

The corpus is the search service's data; these tests read its JSON (not its code) so the lead
the orchestrator picks is checked against the words the search actually returns."""
from __future__ import annotations

import json
from pathlib import Path

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import LawArticle, output_for
from holmes_orchestrator.domain.synthesis import _legal_section, legal_lead

CORPUS = Path(__file__).resolve().parents[3] / "services" / "search" / "holmes_search" / "corpus" / "laws"


def _articles() -> dict[tuple[str, str], dict]:
    out = {}
    for path in CORPUS.glob("*.json"):
        law = json.loads(path.read_text(encoding="utf-8"))
        for a in law["articles"]:
            out[(law["name"], a["number"])] = {**a, "law": law["name"], "kind": law["kind"]}
    return out


ARTICLES = _articles()


def _found(*keys: tuple[str, str], expansions: tuple[str, ...] = ()) -> ToolResult:
    fields = LawArticle.model_fields
    articles = [{f: v for f, v in ARTICLES[k].items() if f in fields} for k in keys]
    return ToolResult(tool="legal_search", status="ok", summary="관련 조항", quality=0.9,
                      output=output_for("legal_search", {"articles": articles, "expansions": list(expansions)}))


def test_water_from_upstairs_tells_whom_to_tell_and_whom_to_claim_from():
    """F43: tell the landlord (통지의무 제634조), the landlord repairs (제623조), the upstairs pays for
    the tenant's damaged things (제758조·제750조) — both halves of '집주인한테? 윗집한테?'."""
    found = _found(("민법", "제634조"), ("민법", "제758조"), ("민법", "제623조"), ("민법", "제750조"),
                   expansions=("임대인", "누수", "통지의무", "수선", "공작물", "손해배상"))
    lead = legal_lead("윗집에서 물이 새서 천장에 곰팡이 폈어요 집주인한테 말해야돼요 윗집한테 말해야돼요", found)
    first = lead.split("). ")[0]
    assert "집주인(임대인)에게 알려야" in first and "윗집의 점유자나 소유자에게 배상을 청구" in first
    assert "제623조" in first and "제758조" in first and "민법 제634조" in lead


def test_leaving_a_lease_renewed_on_demand_says_yes_three_months_and_who_pays_the_broker():
    """F22: '갱신요구권 써서 연장했는데 중도에 나가도 되나요? 복비는?' — yes, at any time, in effect
    3 months after the landlord receives the notice (제6조의3 제4항 → 제6조의2), and the broker's
    fee for the next tenant is not the leaving tenant's to pay."""
    found = _found(("주택임대차보호법", "제6조의3"), ("주택임대차보호법", "제6조의2"), ("부동산 용어집", "계약갱신요구권"),
                   expansions=("중개보수", "한도", "갱신", "계약갱신 요구", "해지"))
    lead = legal_lead("갱신요구권 써서 연장했는데 1년만에 이사가야 돼요. 중도에 나가도 되나요? 복비는 누가 내요?", found)
    # The verdict first (lease_timeline), then the rule it rests on, said once.
    assert lead.startswith("네, 그렇게 하면 됩니다. 갱신요구권으로 갱신된 계약도 임차인은 기간 중에 언제든 해지를 통지하고 "
                           "중도에 나갈 수 있으며")
    assert lead.count("3개월 뒤") == 1
    assert "3개월 뒤" in lead and "중개보수(복비)" in lead and "낼 법적 의무가 없습니다" in lead
    assert "묵시적" not in lead


def test_a_lease_renewed_by_silence_is_not_answered_by_the_rule_for_a_demanded_renewal():
    found = _found(("주택임대차보호법", "제6조의2"), ("주택임대차보호법", "제6조의3"))
    lead = legal_lead("묵시적갱신 된 상태인데 이사가고 싶어요 언제 나갈수있어요? 보증금은 언제 받나요", found)
    assert "제6조의2" in lead.split("). ")[0] and not lead.startswith("갱신요구권으로")


def test_the_evidence_never_opens_on_a_sentence_leaning_on_one_not_shown():
    """F51: the 근거 box showed '임대인에게는 이런 중도 해지권이 없다.' alone — '이런' pointed at a
    sentence the lead had taken away."""
    found = _found(("주택임대차보호법", "제6조의2"))
    lead = legal_lead("묵시적갱신 된 상태인데 이사가고 싶어요 언제 나갈수있어요? 보증금은 언제 받나요", found)
    box = _legal_section(found, 1, lead)
    quoted = box.split("** — ", 1)[1]
    assert not quoted.startswith(("이런", "이렇게", "그래서")) and "이런 중도 해지권" not in quoted


def test_how_to_check_tax_arrears_is_answered_by_the_rule_not_the_checklist():
    """F17: '집주인이 세금 체납했는지 어떻게 알아요? 계약 전에 확인 가능?' — 납세증명서 (제3조의7,
    2023-07-19) or, with consent, the tax office's record (국세징수법 제109조) — first."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("answer_first", Path(__file__).with_name("test_synthesis_answer_first.py"))
    helpers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(helpers)  # its _risk_answer: the legal and checklist results through decide
    _risk_answer = helpers._risk_answer
    found = _found(("주택임대차보호법", "제3조의7"), ("공인중개사법", "제25조의3"), ("부동산 용어집", "국세 체납 열람"),
                   ("부동산 용어집", "체납"), expansions=("임대인", "납세증명서", "미납 국세", "정보 제시", "미납", "체납"))
    answer = _risk_answer("집주인이 세금 체납했는지 어떻게 알아요? 계약 전에 확인 가능?", found)["answer"]
    first = answer.split("\n\n")[0]
    assert "9가지" not in first and "납세증명서" in first and "국세징수법 제109조" in first
    assert "계약 전에" in first and "체납" in first
    assert "전세사기 예방 체크리스트" in answer  # the checklist follows as a section


def test_an_agreed_new_lease_is_answered_by_the_supreme_court_rule_not_the_cap():
    """G10 (Q77): a raise agreed in a new lease (no 갱신요구권) is free of the 5% cap (대법원 2002다23482):
    said first, not a 'no' measured against the cap of a renewal on demand."""
    found = _found(("주택임대차보호법", "제7조"), ("주택임대차보호법", "제6조의3"))
    lead = legal_lead("갱신청구권 행사 안 하고 집주인하고 합의로 다시 계약하면 7% 올려 줘도 되는 거예요?", found)
    first = lead.split("). ")[0]
    assert "5% 상한이 적용되지 않아" in first and "2002다23482" in first and not lead.startswith("아니요")


def test_a_registered_rental_business_landlord_is_not_answered_by_the_agreed_new_lease_rule():
    """G10 must not break the 임대사업자 case: its 5% cap binds an agreed renewal too (민간임대주택법 제44조)."""
    found = _found(("주택임대차보호법", "제7조"), ("민간임대주택에 관한 특별법", "제44조"))
    lead = legal_lead("집주인이 등록 임대사업자인데 재계약 때 합의하면 8% 올려도 되나요?", found)
    assert "5% 상한이 적용되지 않아" not in lead.split("). ")[0]


def test_a_deposit_not_returned_is_answered_with_the_ways_to_get_it_back():
    """G09 (Q59): not only 'you may stay' (동시이행) but the remedies — 내용증명, 임차권등기명령 before moving,
    지급명령 or a lawsuit to a 집행권원, and the guarantor's payment for a 반환보증 holder."""
    found = _found(("부동산 용어집", "역전세"), ("민법", "제536조"))
    lead = legal_lead("계약 끝났는데 보증금 반환을 계속 미뤄요. 어떻게 해야 돌려받나요?", found)
    for remedy in ("내용증명", "임차권등기명령", "지급명령", "보증금반환청구소송", "보증이행을 청구"):
        assert remedy in lead
