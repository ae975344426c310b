"""lease_contract: clarification when fields are missing; otherwise a stored DOCX + Markdown draft."""
from __future__ import annotations

import io
from typing import Any

import docx
import pytest

from holmes_contracts import TeamCompleted, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import LawArticle, LegalSearchOutput
from holmes_document.routes import ROUTES
from holmes_document.tools import DocTarget, DocumentTools, LeaseContract
from holmes_kit.docstore import InMemoryDocStore, download_url
from holmes_kit.events import emit
from holmes_kit.team import ToolInputError

SESSION = "session-lease-1"
ADDRESS = "서울특별시 마포구 월드컵북로 396, 101동 1203호"
# legal_search items exactly as the search service emits them (article in 'number', rank in 'score').
LEGAL_SEARCH = [ToolResult(tool="legal_search", status="ok", summary="관련 조항 2건", output=LegalSearchOutput(articles=[
    LawArticle(law="주택임대차보호법", kind="법률", number="제3조의2", title="보증금의 회수", body="…", score=0.93),
    LawArticle(law="민법", kind="법률", number="제623조", title="임대인의 의무", body="…", score=0.88),
]))]


def lease_params(**overrides: Any) -> dict[str, Any]:
    """A complete 전세 lease spread over the call's params (as the orchestrator fills them from
    the plan) and their `extra` values."""
    extra = {"address": ADDRESS, "landlord_name": "김임대", "tenant_name": "이임차", "계약금": "3,500만원",
             "중도금": "1억", "middle_payment_date": "2025-04-01", "balance_date": "2025년 5월 1일",
             "contract_date": "2025-03-10", "특약": ["반려동물(소형견 1마리) 사육을 허용한다."]}
    extra.update(overrides)
    return {"amounts": {"deposit": 35000}, "area_m2": 84.97, "property_type": "APARTMENT", "deal_type": "JEONSE",
            "dates": ["2025-05-01", "2027-04-30"], "extra": {k: v for k, v in extra.items() if v is not None}}


def selection(*, params: dict | None = None, inputs: list[ToolResult] | None = None,
              tool: str = "lease_contract") -> ToolsSelected:
    return ToolsSelected(team="document", step_ids=["step-3"], tools=[ToolCall(name=tool, params=params or {})],
                         query="임대차계약서 작성해 주세요", intent="계약서작성",
                         inputs=inputs if inputs is not None else LEGAL_SEARCH)


def docx_text(data: bytes) -> str:
    document = docx.Document(io.BytesIO(data))
    parts: list[str] = []
    for item in document.iter_inner_content():
        if isinstance(item, docx.table.Table):
            parts += [cell.text for row in item.rows for cell in row.cells]
        else:
            parts.append(item.text)
    return "\n".join(parts)


async def run(sel: ToolsSelected, store: InMemoryDocStore, event_id: str = "evt-1"):
    tool = LeaseContract(store, DocTarget(SESSION, event_id))
    return await tool(sel.tools[0], sel)


async def test_complete_lease_is_stored_as_docx_and_markdown():
    store = InMemoryDocStore()
    result = await run(selection(params=lease_params()), store)
    assert result.status == "ok" and result.quality == 1.0
    docs = result.output.documents
    assert [d.format for d in docs] == ["docx", "md"]
    doc_id = docs[0].doc_id
    assert docs[1].doc_id == doc_id
    assert [d.url for d in docs] == [download_url(SESSION, doc_id, "docx"), download_url(SESSION, doc_id, "md")]
    assert all(d.title == "주택임대차표준계약서 초안 (김임대·이임차)" for d in docs)
    body, meta = await store.get(SESSION, doc_id, "md")
    assert "금 삼억오천만원정 (₩350,000,000)" in body.decode("utf-8")
    assert meta.title == docs[1].title
    assert result.output.missing_fields == []


async def test_docx_carries_address_money_dates_names_and_special_clauses():
    store = InMemoryDocStore()
    result = await run(selection(params=lease_params()), store)
    data, meta = await store.get(SESSION, result.output.documents[0].doc_id, "docx")
    assert meta.content_type.endswith("wordprocessingml.document")
    text = docx_text(data)
    for piece in [
        ADDRESS, "84.97㎡",
        "금 삼억오천만원정 (₩350,000,000)",      # 보증금 3억 5천만원, in words and digits
        "금 삼천오백만원정 (₩35,000,000)",       # 계약금
        "금 일억원정 (₩100,000,000)",            # 중도금
        "금 이억일천오백만원정 (₩215,000,000)",  # 잔금 = 35,000 − 3,500 − 10,000 = 21,500만원
        "2025년 3월 10일", "2025년 4월 1일", "2025년 5월 1일", "2027년 4월 30일",
        "임대인(김임대)과 임차인(이임차)", "성명: 김임대", "성명: 이임차", "☑ 전세",
        "[전입신고·확정일자 협조]", "「주택임대차보호법」 제3조의2(보증금의 회수)",
        "[수선 의무 분담]", "「민법」 제623조(임대인의 의무)",
        "반려동물(소형견 1마리) 사육을 허용한다.",
    ]:
        assert piece in text, piece


async def test_excerpt_sources_and_calculations_come_from_the_fields():
    result = await run(selection(params=lease_params()), InMemoryDocStore())
    md = result.output.markdown
    assert "###" not in md  # under the answer's own "### 임대차계약서" heading (F45)
    for piece in ["**임대인**: 김임대 · **임차인**: 이임차", "금 삼억오천만원정 (₩350,000,000)",
                  "계약금 3,500만원 (2025년 3월 10일) · 중도금 1억원 (2025년 4월 1일) · 잔금 2억 1,500만원 (2025년 5월 1일)",
                  "2025년 5월 1일 ~ 2027년 4월 30일 (24개월)", "**특약사항** (6개)",
                  "(근거: 「주택임대차보호법」 제3조(대항력 등), 「주택임대차보호법」 제3조의2(보증금의 회수))",
                  "반려동물(소형견 1마리) 사육을 허용한다. (근거: 「민법」 제610조(차주의 사용, 수익권)"]:
        assert piece in md, piece
    assert result.output.calculations[0] == "잔금 = 보증금 3억 5,000만원 − 계약금 3,500만원 − 중도금 1억원 = 2억 1,500만원"
    assert "보증금 3억 5,000만원" in result.summary and "특약사항 6개(법령 근거 5개)" in result.summary
    # search-backed clauses, then the deposit-protecting ones every draft carries, then the parties' terms
    assert [s.ref for s in result.sources if s.kind == "law"] == [
        "「주택임대차보호법」 제3조(대항력 등)", "「주택임대차보호법」 제3조의2(보증금의 회수)",
        "「민법」 제623조(임대인의 의무)", "「주택임대차보호법」 제3조의7(임대인의 정보 제시 의무)",
        "「민간임대주택에 관한 특별법」 제49조(임대보증금에 대한 보증)",
        "「주택임대차보호법」 제4조(임대차기간 등)", "「주택임대차보호법」 제3조의3(임차권등기명령)",
        "「민법」 제610조(차주의 사용, 수익권)", "「민법」 제654조(준용규정)"]
    assert result.output.recommendations == []


async def test_redelivered_event_overwrites_the_same_documents():
    store = InMemoryDocStore()
    sel = selection(params=lease_params())
    first = await run(sel, store, event_id="evt-7")
    again = await run(sel, store, event_id="evt-7")
    assert again.output.documents == first.output.documents
    assert store.puts == 4 and len(store.objects) == 2
    other = await run(sel, store, event_id="evt-8")
    assert other.output.documents[0].doc_id != first.output.documents[0].doc_id
    assert len(store.objects) == 4


async def test_missing_fields_are_asked_for_exactly_and_nothing_is_stored():
    store = InMemoryDocStore()
    params = {"amounts": {"deposit": 30000},
              "extra": {"address": ADDRESS, "landlord_name": "김임대", "tenant_name": "이임차"}}
    result = await run(selection(params=params), store)
    assert result.status == "ok" and result.quality == 0.5
    assert [m.name for m in result.output.missing_fields] == [
        "property_type", "area_m2", "monthly_rent_manwon", "contract_payment_manwon", "balance_date",
        "start_date", "end_date"]
    md = result.output.markdown
    assert "아래 7가지를 알려 주세요" in md
    # the answer titles this section "### 임대차계약서": no second heading under it (expert review F45)
    assert "###" not in md and md.startswith("임대차계약서 초안을 만들려면 아래 7가지를 알려 주세요.")
    for m in result.output.missing_fields:
        assert f"**{m.label}** — {m.question}" in md
    assert "보증금" not in md and "임대인 성명" not in md  # already given: not asked again
    assert result.summary == ("계약서를 작성하려면 7가지 정보가 더 필요합니다: 주택 유형, 임차할 부분 면적, 차임(월세), "
                              "계약금, 잔금 지급일, 임대차 시작일, 임대차 종료일")
    assert result.output.known_fields["deposit_manwon"] == 30000
    assert result.output.documents == [] and store.objects == {}


async def test_monthly_rent_needs_its_payment_day_then_drafts():
    monthly = {**lease_params(계약금="1,000만원", 중도금=None, middle_payment_date=None),
               "amounts": {"deposit": 10000, "monthly_rent": 100}, "deal_type": "MONTHLY"}
    asked = await run(selection(params=monthly), InMemoryDocStore())
    assert [m.name for m in asked.output.missing_fields] == ["rent_payment_day"]

    store = InMemoryDocStore()
    answered = {**monthly, "extra": {**monthly["extra"], "rent_payment_day": "매월 25일"}}  # the next turn's plan
    done = await run(selection(params=answered), store)
    text = docx_text((await store.get(SESSION, done.output.documents[0].doc_id, "docx"))[0])
    assert "금 일백만원정 (₩1,000,000)은 매월 25일에 지급한다 (후불)." in text
    assert "금 구천만원정 (₩90,000,000)" in text  # 잔금 = 10,000 − 1,000 = 9,000만원
    assert "월세 100만원" in done.summary


async def test_later_sources_win_over_the_calls_params():
    result = await run(selection(params=lease_params(보증금="4억")), InMemoryDocStore())  # extra over amounts
    assert "금 사억원정 (₩400,000,000)" in result.output.markdown
    assert result.output.calculations[0].endswith("= 2억 6,500만원")  # 40,000 − 3,500 − 10,000 만원


async def test_without_legal_results_only_party_terms_and_warnings_become_recommendations():
    short = {**lease_params(), "dates": ["2025-05-01", "2026-04-30"]}
    result = await run(selection(params=short, inputs=[]), InMemoryDocStore())
    assert result.quality == 0.8
    recs = result.output.recommendations
    assert any("2년 미만" in r and "2027년 4월 30일까지" in r for r in recs)
    assert recs[-1] == "법률 검색 결과에 특약의 근거가 될 조항이 없어 보증금 보호 기본 특약과 당사자 특약만 넣었습니다."
    # 전입·확정일자, 선순위·담보권 설정 금지, 반환보증 협조, 보증금 반환 시기 + the party's own term
    assert "**특약사항** (5개)" in result.output.markdown


@pytest.mark.parametrize("fields, expected", [
    ({"start_date": "2025-13-45"}, ["임대차 시작일", "2025-13-45"]),
    ({"start_date": "2027-05-01"}, ["임대차 종료일이 시작일보다 빠르거나 같습니다"]),
    ({"계약금": "3억"}, ["계약금과 중도금의 합이 보증금보다 큽니다"]),
    ({"area_m2": "30평"}, ["임차할 부분 면적", "㎡"]),
])
async def test_bad_input_is_a_korean_error_naming_the_field(fields, expected):
    store = InMemoryDocStore()
    sel = selection(params=lease_params(**fields))
    with pytest.raises(ToolInputError) as err:
        await run(sel, store)
    for piece in expected:
        assert piece in str(err.value)
    assert store.objects == {}


class FakeContext:
    """What run_team needs from a Context: emit derived envelopes and record publishes."""

    def __init__(self) -> None:
        self.published: list = []

    async def publish(self, envelope) -> int:
        self.published.append(envelope)
        return len(self.published)

    def emit(self, payload, cause, discriminator: str = ""):
        return emit(payload, producer="document@test", cause=cause, discriminator=discriminator)


async def test_routed_handler_drafts_under_the_events_session_and_reports_bad_input():
    store = InMemoryDocStore()
    handler = ROUTES.bind(DocumentTools(store))["ToolsSelected"]
    good = selection(params=lease_params())
    env = emit(good, producer="orchestrator@test", session_id=SESSION, turn_id="turn-1", team="document")
    [out] = await handler(FakeContext(), env, good)
    completed = TeamCompleted.model_validate(out.payload)
    assert completed.status == "success"
    [result] = completed.results
    assert result.output.documents[0].url.startswith(f"/api/v1/chat/sessions/{SESSION}/documents/doc-")

    bad = selection(params=lease_params(end_date="2024-01-01"))
    env = emit(bad, producer="orchestrator@test", session_id=SESSION, turn_id="turn-2", team="document")
    [out] = await handler(FakeContext(), env, bad)
    [result] = TeamCompleted.model_validate(out.payload).results
    assert result.status == "empty" and "임대차 종료일이 시작일보다 빠르거나 같습니다" in result.summary


async def test_asking_which_clauses_to_add_is_answered_with_them_and_why():
    """G15 (Q56): '특약 뭐 넣어야' asks for the clauses, not for ten form fields: the deposit-keeping 특약
    lead (담보권 설정 금지·선순위 고지, 반환보증 거절 시 해제, 전세대출 불가 시 해제 …), each with why and its
    article; the fields of a draft are asked for after them."""
    store = InMemoryDocStore()
    sel = ToolsSelected(team="document", step_ids=["step-2"], tools=[ToolCall(name="lease_contract", params={})],
                        query="전세 들어가는데 계약서에 어떤 특약을 넣으면 안전할까요?", intent="계약서작성", inputs=LEGAL_SEARCH)
    result = await run(sel, store)
    assert result.summary.startswith("전세 계약서에 넣어 둘 만한 특약은 ① 선순위 권리 고지 및 담보권 설정 금지(주택임대차보호법 제3조의7·제3조)")
    for title in ("보증금 반환보증 가입 협조", "전세자금대출 불가 시 해제(민법 제543조)", "전입신고·확정일자 협조",
                  "보증금 반환 시기", "원상복구 범위"):
        assert title in result.summary, title
    assert "차임 연체" not in result.summary  # no monthly rent, no rent-arrears clause
    md = result.output.markdown
    assert "잔금 다음 날까지 담보권 설정을 막고" in md and "2023-07-19" in md
    assert "초안을 원하시면" in md and result.output.missing_fields and store.objects == {}


async def test_a_rent_with_won_below_the_manwon_is_drafted_exactly():
    """'월세 52만 5천원' reaches the tool as 52.5 (the orchestrator's exact figure): the contract, its
    summary and the 중개보수 cap all state 525,000원, never 53만원 (the 2기분 clause: test_clauses)."""
    monthly = {**lease_params(계약금="100만원", 중도금=None, middle_payment_date=None, rent_payment_day="매월 25일"),
               "amounts": {"deposit": 1000, "monthly_rent": 52.5}, "deal_type": "MONTHLY"}
    store = InMemoryDocStore()
    done = await run(selection(params=monthly), store)
    text = docx_text((await store.get(SESSION, done.output.documents[0].doc_id, "docx"))[0])
    md = (await store.get(SESSION, done.output.documents[1].doc_id, "md"))[0].decode("utf-8")
    for body in (text, md, done.output.markdown):
        assert "금 오십이만오천원정 (₩525,000)" in body and "₩530,000" not in body
    assert "월세 52만 5,000원" in done.summary and "53만원" not in done.summary
    assert "각 250,000원" in md  # (1,000만 + 52.5만 × 100) × 0.4%: 6,250만원, not 6,300만원
    assert done.output.calculations[0] == "잔금 = 보증금 1,000만원 − 계약금 100만원 = 900만원"


async def test_a_deposit_to_the_won_is_kept_in_every_figure():
    params = lease_params(보증금="1억 2,345만 6,789원", 계약금="1,234만 5,678원", 중도금=None, middle_payment_date=None)
    store = InMemoryDocStore()
    done = await run(selection(params=params), store)
    md = (await store.get(SESSION, done.output.documents[1].doc_id, "md"))[0].decode("utf-8")
    assert "금 일억이천삼백사십오만육천칠백팔십구원정 (₩123,456,789)" in md
    assert "(₩111,111,111)" in md  # 잔금 = 123,456,789 − 12,345,678
    assert done.output.calculations[0] == ("잔금 = 보증금 1억 2,345만 6,789원 − 계약금 1,234만 5,678원 "
                                           "= 1억 1,111만 1,111원")
    assert "보증금 1억 2,345만 6,789원" in done.summary


@pytest.mark.parametrize("rent, expected", [
    (-52.5, ["차임(월세)", "0보다 작을 수 없습니다"]),
    (1_000_000.5, ["차임(월세)", "100억 5,000원", "비정상적으로 큽니다"]),
    (52.123456, ["차임(월세)", "원 단위까지"]),
])
async def test_a_bad_rent_is_a_korean_error_naming_the_rent(rent, expected):
    monthly = {**lease_params(계약금="100만원", 중도금=None, middle_payment_date=None, rent_payment_day="매월 25일"),
               "amounts": {"deposit": 1000, "monthly_rent": rent}, "deal_type": "MONTHLY"}
    with pytest.raises(ToolInputError) as err:
        await run(selection(params=monthly), InMemoryDocStore())
    for piece in expected:
        assert piece in str(err.value)


async def test_a_sale_contract_is_declined_plainly_not_asked_for_lease_fields():
    # "아파트 매매계약서 초안 뽑아줘 5억": no 보증금·임대인·임차인 questions to a seller; what can be done instead
    store = InMemoryDocStore()
    sel = selection(params={"amounts": {"price": 50000}, "deal_type": "SALE", "property_type": "APARTMENT"})
    with pytest.raises(ToolInputError) as err:
        await run(sel, store)
    assert str(err.value).startswith("매매계약서 초안은 만들 수 없습니다")
    assert "붙여 넣어 주세요" in str(err.value) and store.objects == {}
