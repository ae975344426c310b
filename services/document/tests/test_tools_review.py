"""contract_review: the pasted contract's findings as a table, with counts by severity."""
from __future__ import annotations

import pytest

from holmes_contracts import ToolCall, ToolsSelected
from holmes_document.tools import contract_review
from holmes_kit.team import ToolInputError

CONTRACT = """보증금: 금 1억원
임대차기간은 1년으로 한다.
임대인은 1년 후 보증금을 10% 인상할 수 있다.
임차인은 계약갱신요구권을 포기한다.
중개보수는 200만원으로 한다."""


def selection(query: str, *, params: dict | None = None, extra: dict | None = None) -> ToolsSelected:
    params = {**(params or {}), **({"extra": extra} if extra else {})}
    return ToolsSelected(team="document", step_ids=["step-2"], tools=[ToolCall(name="contract_review", params=params)],
                         query=query, intent="계약서검토")


async def review(sel: ToolsSelected):
    return await contract_review(sel.tools[0], sel)


async def test_every_clause_gets_a_verdict_most_severe_first_with_article_and_reason():
    result = await review(selection(CONTRACT))
    assert result.status == "ok" and result.quality == 0.9
    assert [(i.verdict, i.title, i.article) for i in result.output.findings] == [
        ("무효", "증액 상한(5%) 초과", "제7조"),
        ("무효", "계약갱신요구권 포기", "제10조"),
        ("위험", "중개보수 한도 초과", "제20조"),
        ("주의", "임대차기간 2년 미만", "제4조"),
        ("주의", "전입신고·확정일자 조항 없음", "제3조의2"),
    ]
    md = result.output.markdown
    assert "| 판정 | 조항 | 근거 | 이유 |" in md
    rows = [r for r in md.splitlines() if r.startswith("| ") and not r.startswith("| 판정")]
    assert [r.split(" | ")[0] for r in rows] == ["| 무효", "| 무효", "| 위험", "| 주의", "| 안전"]
    assert rows[0].startswith("| 무효 | 임대인은 1년 후 보증금을 10% 인상할 수 있다. | 「주택임대차보호법」 제7조 |")
    assert rows[-1].startswith("| 안전 | 보증금: 금 1억원 |")
    # cap on a 1억원 jeonse: 100,000,000 × 0.3% = 300,000원 (시행규칙 별표 1, 1억 이상 6억 미만)
    assert "중개보수 2,000,000원이 법정 한도 300,000원을 넘습니다." in md
    assert "**빠진 조항**" in md and "전입신고·확정일자 조항 없음" in md
    assert result.summary == "계약서 5개 문장을 검토해 5건을 찾았습니다(무효 2건, 위험 1건, 주의 1건, 빠진 조항 1건)."
    assert result.output.counts == {"high": 3, "medium": 1, "low": 1}
    assert result.output.verdict_counts == {"무효": 2, "위험": 1, "주의": 1, "안전": 1}
    assert [c.verdict for c in result.output.clauses] == ["무효", "무효", "위험", "주의", "안전"]
    assert result.total_count == 5
    assert {s.ref for s in result.sources} == {"「주택임대차보호법」 제4조", "「주택임대차보호법」 제7조",
                                               "「주택임대차보호법」 제10조", "「공인중개사법 시행규칙」 제20조",
                                               "「주택임대차보호법」 제3조의2"}


async def test_safe_contract_has_no_findings():
    text = ("보증금: 금 3억원\n임대차기간은 2025년 3월 1일부터 2027년 2월 28일까지로 한다.\n"
            "임대인은 잔금 지급일에 임차인이 전입신고와 확정일자를 받을 수 있도록 협조한다.")
    result = await review(selection(text))
    assert result.output.findings == [] and result.output.risk_level == "none"
    assert result.summary == "계약서 3개 문장을 검토했고 문제 조항은 찾지 못했습니다."
    assert "문제가 되는 조항을 찾지 못했습니다" in result.output.markdown
    assert result.quality == 0.7  # fewer than 5 sentences: the user may not have pasted it all


async def test_contract_text_in_extra_wins_over_the_query():
    result = await review(selection("이 특약 괜찮은지 봐 주세요", extra={"contract_text": "임차인은 계약갱신요구권을 포기한다."}))
    # one pasted clause: its verdict only, no advice on clauses a whole contract would miss
    assert [i.rule_id for i in result.output.findings] == ["waive_renewal"]


@pytest.mark.parametrize("query", ["계약서 검토해 주세요", "   "])
async def test_nothing_to_review_asks_for_the_text(query):
    with pytest.raises(ToolInputError) as err:
        await review(selection(query))
    assert "계약서 내용" in str(err.value)


async def test_too_long_text_is_a_korean_error_naming_the_field():
    with pytest.raises(ToolInputError) as err:
        await review(selection("보증금 1억원. " * 25_000))
    assert str(err.value).startswith("계약서 내용: 계약서가 너무 깁니다")


async def test_one_clause_asked_about_leads_with_its_verdict():
    r = await review(selection("'임차인은 전입신고를 하지 않기로 한다'는 특약 괜찮아요?"))
    assert r.summary.startswith("이 조항은 무효입니다(「주택임대차보호법」 제10조)")


async def test_a_question_without_a_clause_asks_for_the_clause_but_a_quoted_one_is_reviewed():
    """Only the ask ("이 특약 괜찮아요?") has nothing to review; a clause quoted inside the ask has."""
    from holmes_document.domain.errors import DocumentInputError
    from holmes_document.domain.review import review_contract

    with pytest.raises(DocumentInputError):
        review_contract("이 특약 서명해도 되나요?")
    result = review_contract("“임차인은 계약 기간 중 어떠한 경우에도 해지할 수 없다” 이거 서명해도 되나요?")
    assert [c.text for c in result.clauses] == ["임차인은 계약 기간 중 어떠한 경우에도 해지할 수 없다"]


async def test_a_sale_addendum_names_the_buyers_risks_and_the_wording_to_sign_instead():
    """A buyer pasting 매매 특약 must not be told '문제 조항 없음': shifting hidden defects to the buyer
    (민법 제580조·제584조) and losing the down payment when the loan fails (제565조) are 위험."""
    text = ("아파트 매매 특약 검토 부탁드립니다\n"
            "매도인은 현 상태대로 넘기며 배관 누수 같은 하자는 매수인이 감수한다.\n"
            "매수인이 대출을 못 받으면 계약은 없던 것으로 하고 계약금은 매도인에게 귀속된다.\n"
            "중도금 없이 잔금일에 일괄 지급한다.")
    r = await review(selection(text))
    assert r.summary == "계약서 3개 문장을 검토해 3건을 찾았습니다(위험 2건, 주의 1건)."
    assert [(i.verdict, i.article) for i in r.output.findings] == [("위험", "제580조"), ("위험", "제565조"),
                                                               ("주의", "제565조")]
    assert {"「민법」 제584조", "「민법」 제580조", "「민법」 제565조"} <= {s.ref for s in r.sources}
    md = r.output.markdown
    assert "매도인이 수리 비용을 부담한다" in md and "계약금 전액을 즉시 반환한다" in md
    assert "**고쳐 쓸 문구**" in md and "빠진 조항" not in md
    assert "###" not in md  # the answer gives the section its title once


async def test_one_flagged_lease_clause_leads_with_its_verdict_and_the_fix():
    r = await review(selection("월세 특약: 세입자가 월세를 두 번 연체하면 바로 나가고 보증금에서 위약금 300만원을 뺀다. 이거 괜찮아요?"))
    assert r.summary.startswith("이 조항은 주의가 필요합니다(「민법」 제640조)")
    assert "2기의 차임액에 달하는 때" in r.summary
    assert {i.family for i in r.output.findings} == {"termination", "penalty"}
    assert "빠진 조항" not in r.output.markdown
