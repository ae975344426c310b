"""Seed scenarios that need the document team: a lease drafted over several turns and
downloaded as DOCX, and the review of a pasted contract — over the real WebSocket."""

from __future__ import annotations

import io
import json
import re
from contextlib import asynccontextmanager

import docx
import httpx
import pytest
import websockets

from .client import receive_until, start_session, ws_url

pytestmark = pytest.mark.e2e

FOLLOW_UP = ("보증금 3억, 2025년 3월 1일부터 2년, 임대인 김철수, 임차인 이영희, "
             "주소 서울 강남구 역삼동 123-4 101호, 84㎡")


@asynccontextmanager
async def conversation(base: str):
    """One session, several turns: ``say(query)`` returns that turn's messages."""
    session_id, token = await start_session(base)
    async with websockets.connect(ws_url(base, session_id, token), max_size=2**23) as ws:
        assert json.loads(await ws.recv())["type"] == "connected"

        async def say(query: str) -> list[dict]:
            await ws.send(json.dumps({"type": "query", "query": query}))
            return await receive_until(ws, {"final_response", "error"}, 120)

        yield session_id, token, say


def asked_fields(answer: str) -> list[str]:
    """The numbered '**label**' questions of a clarification turn."""
    section = answer.split("### 임대차계약서", 1)[1]
    return re.findall(r"^\d+\. \*\*(.+?)\*\*", section, re.M)


def plan_of(msgs: list[dict]) -> dict:
    return next(m for m in msgs if m["type"] == "plan_ready")


def docx_text(data: bytes) -> str:
    d = docx.Document(io.BytesIO(data))
    cells = [c.text for t in d.tables for row in t.rows for c in row.cells]
    return "\n".join([p.text for p in d.paragraphs] + cells)


async def test_lease_in_two_turns_gives_a_downloadable_docx_with_every_field(system):
    async with conversation(system.url) as (session_id, token, say):
        first = await say("강남구 아파트 전세 임대차계약서 작성해주세요. 계약금은 3천만원, 잔금은 입주일에 치를게요")
        assert plan_of(first)["intent"] == "계약서작성"
        ask = first[-1]["response"]
        assert ask["type"] == "answer" and not ask.get("documents")
        # Exactly the fields still missing: not the type (아파트), the rent (전세), 계약금 or 잔금일.
        assert asked_fields(ask["answer"]) == ["소재지", "임차할 부분 면적", "보증금", "임대차 시작일",
                                               "임대차 종료일", "임대인 성명", "임차인 성명"]

        second = await say(FOLLOW_UP)
        plan = plan_of(second)
        assert plan["intent"] == "계약서작성"
        assert [s["team"] for s in plan["execution_steps"]] == ["search", "document"]
        response = second[-1]["response"]
        assert response["type"] == "answer", response
        docs = {d["format"]: d for d in response["documents"]}
        assert set(docs) == {"docx", "md"}
        assert docs["docx"]["url"].startswith(f"/api/v1/chat/sessions/{session_id}/documents/")
        answer = response["answer"]
        assert "김철수" in answer and "이영희" in answer and "서울 강남구 역삼동 123-4 101호" in answer

    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        r = await http.get(docs["docx"]["url"], headers={"Authorization": f"Bearer {token}"})
        assert r.status_code == 200, r.text
        text = docx_text(r.content)
        _, other_token = await start_session(system.url)
        denied = await http.get(docs["docx"]["url"], headers={"Authorization": f"Bearer {other_token}"})
        assert denied.status_code == 404  # only the session that made it can fetch it
    for needle in ("김철수", "이영희", "서울 강남구 역삼동 123-4 101호", "84", "아파트",
                   "₩300,000,000", "₩30,000,000", "₩270,000,000",   # 보증금, 계약금, 잔금 = 3억 − 3천만
                   "2025년 3월 1일", "2027년 2월 28일",            # 3월 1일부터 2년
                   # the 전입·확정일자 특약 rests on 대항력 (제3조) and 우선변제 (제3조의2)
                   "[전입신고·확정일자 협조]",
                   "「주택임대차보호법」 제3조(대항력 등), 「주택임대차보호법」 제3조의2(보증금의 회수)"):
        assert needle in text, needle


async def test_clarification_asks_exactly_what_is_still_missing_until_complete(system):
    async with conversation(system.url) as (_, _token, say):
        first = await say("아파트 전세 임대차계약서 써주세요")
        assert len(asked_fields(first[-1]["response"]["answer"])) == 9

        second = await say(FOLLOW_UP)
        assert plan_of(second)["intent"] == "계약서작성"
        response = second[-1]["response"]
        assert asked_fields(response["answer"]) == ["계약금", "잔금 지급일"]
        assert not response.get("documents")

        third = await say("계약금은 3천만원이고 잔금은 입주일에 드릴게요")
        assert plan_of(third)["intent"] == "계약서작성"
        done = third[-1]["response"]
        assert done["type"] == "answer" and {d["format"] for d in done["documents"]} == {"docx", "md"}
        assert "김철수" in done["answer"] and "3,000만원" in done["answer"]


CONTRACT = """이 임대차계약서 검토해 주세요.
제1조 임차인은 보증금 3억원을 지급하고 매월 관리비를 납부한다.
제2조 임대인은 매년 보증금을 10% 인상할 수 있다.
제3조 임차인은 계약갱신요구권을 행사하지 않기로 한다.
제4조 임차인은 전입신고를 하지 않는다."""


async def test_review_of_a_pasted_contract_flags_the_three_bad_clauses_with_articles(system):
    async with conversation(system.url) as (_, _token, say):
        msgs = await say(CONTRACT)
    assert plan_of(msgs)["intent"] == "계약서검토"
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    rows = [r for r in response["answer"].splitlines() if r.startswith(("| 무효", "| 위험", "| 주의"))]
    flagged = {re.search(r"제\d조", r.split("|")[2]).group(0): r for r in rows}
    assert set(flagged) == {"제2조", "제3조", "제4조"}  # 제1조 is a fair clause
    assert "주택임대차보호법」 제7조" in flagged["제2조"] and "10.0%" in flagged["제2조"]
    assert "주택임대차보호법」 제10조" in flagged["제3조"]
    assert "주택임대차보호법」 제10조" in flagged["제4조"]
    assert "3건" in response["answer"]


ONE_TURN_LEASE = ("서울 서초구 반포동 20-43 래미안퍼스티지 102동 1503호 아파트 전세 계약서 작성해줘. 보증금 10억, "
                  "계약금 1억, 중도금 3억 2026년 2월 2일, 잔금은 입주일에, 2026년 3월 1일부터 2년, "
                  "임대인 박민수 010-1234-5678, 임차인 최지은, 84㎡, 입주 전 도배 교체, 중개보수 300만원. "
                  "반려동물 허용 특약과 관리비는 임차인이 부담한다는 특약 넣어줘")


async def test_drafting_keeps_dong_ho_every_given_field_and_each_requested_special_term(system):
    async with conversation(system.url) as (_, token, say):
        msgs = await say(ONE_TURN_LEASE)
    assert plan_of(msgs)["intent"] == "계약서작성"
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    docs = {d["format"]: d for d in response["documents"]}
    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        r = await http.get(docs["docx"]["url"], headers={"Authorization": f"Bearer {token}"})
    text = docx_text(r.content)
    assert "서울 서초구 반포동 20-43 래미안퍼스티지 102동 1503호" in text
    for given in ("010-1234-5678", "2026년 2월 2일", "₩300,000,000", "도배 교체", "3,000,000"):
        assert given in text, given
    assert "반려동물 허용 (근거: 「민법」 제610조" in text
    assert "관리비는 임차인이 부담한다 (근거: 「공동주택관리법」 제23조" in text



ONE_TURN_MONTHLY = ("서울 마포구 월드컵북로 396 101동 1203호 오피스텔 월세 계약서 작성해줘. 보증금 1,000만원, "
                    "월세 52만 5천원 매월 25일, 계약금 100만원, 잔금은 입주일에, 2026년 3월 1일부터 2년, "
                    "임대인 박민수, 임차인 최지은, 33㎡")


async def test_a_rent_with_won_below_the_manwon_is_drafted_exactly(system):
    """'월세 52만 5천원' is the figure the user signs: never rounded to 53만원 on its way to the contract."""
    async with conversation(system.url) as (_, token, say):
        msgs = await say(ONE_TURN_MONTHLY)
    response = msgs[-1]["response"]
    assert response["type"] == "answer", response
    docs = {d["format"]: d for d in response["documents"]}
    async with httpx.AsyncClient(base_url=system.url, timeout=10) as http:
        r = await http.get(docs["docx"]["url"], headers={"Authorization": f"Bearer {token}"})
    text = docx_text(r.content)
    assert "금 오십이만오천원정 (₩525,000)" in text and "₩530,000" not in text
    assert "53만원" not in response["answer"]


HARMFUL = """이 계약서 특약 검토해 주세요.
1. 보증금은 퇴거 후 3개월 이내 반환한다.
2. 본 계약은 어떠한 경우에도 해지할 수 없다.
3. 잔금 후 임대인의 근저당 설정을 허용한다.
4. 모든 수리비는 임차인이 부담한다.
5. 임차인은 잔금일에 전입신고와 확정일자를 받는다."""


async def test_review_flags_the_clauses_that_hurt_most_with_a_verdict_for_every_clause(system):
    async with conversation(system.url) as (_, _token, say):
        msgs = await say(HARMFUL)
    assert plan_of(msgs)["intent"] == "계약서검토"
    answer = msgs[-1]["response"]["answer"]
    rows = [r for r in answer.splitlines() if r.startswith(("| 무효", "| 위험", "| 주의", "| 안전"))]
    verdict = {re.search(r"\| (\d)\.", r).group(1): r.split(" | ")[0][2:] for r in rows if re.search(r"\| \d\.", r)}
    assert verdict == {"1": "위험", "2": "위험", "3": "위험", "4": "위험", "5": "안전"}
    deposit = next(r for r in rows if "퇴거 후 3개월" in r)
    assert "「민법」 제536조" in deposit and "「주택임대차보호법」 제4조" in deposit and "임차권등기명령" in deposit


SALE_ADDENDUM = """아파트 매매 특약인데 봐 주세요.
1. 매도인은 지금 상태대로 넘기고 잔금 뒤 생기는 누수·균열 등 하자는 매수인이 떠안는다.
2. 매수인이 주택담보대출을 못 받으면 계약을 없던 일로 하되 계약금은 돌려주지 않는다.
3. 매도인은 잔금일 전까지 근저당권을 말소한다.
4. 중도금은 없는 것으로 한다."""


async def test_a_buyer_pasting_sale_clauses_is_told_which_ones_cost_the_down_payment(system):
    """매매 특약 are judged as 매매: shifting defects to the buyer (민법 제580조·제584조) and keeping the
    down payment when the loan fails (제565조) are 위험, with the wording to sign instead."""
    async with conversation(system.url) as (_, _token, say):
        msgs = await say(SALE_ADDENDUM)
    assert plan_of(msgs)["intent"] == "계약서검토"
    answer = msgs[-1]["response"]["answer"]
    rows = [r for r in answer.splitlines() if r.startswith(("| 무효", "| 위험", "| 주의", "| 안전"))]
    verdict = {re.search(r"\| (\d)\.", r).group(1): r.split(" | ")[0][2:] for r in rows if re.search(r"\| \d\.", r)}
    assert verdict == {"1": "위험", "2": "위험", "3": "안전", "4": "주의"}
    assert "「민법」 제580조" in answer and "「민법」 제565조" in answer
    assert "계약금 전액을 즉시 반환한다" in answer  # the replacement wording for clause 2
    assert "문제 조항은 찾지 못했습니다" not in answer and answer.count("계약서 검토") == 1


async def test_a_premise_about_a_new_contract_gets_the_5pct_figure_not_a_drafting_form(system):
    async with conversation(system.url) as (_, _token, say):
        msgs = await say("재계약인데 집주인이 계약서를 새로 쓰면 8% 올려도 괜찮다고 하네요 맞아요? 전세 보증금 3억")
    assert plan_of(msgs)["intent"] != "계약서작성"
    answer = msgs[-1]["response"]["answer"]
    assert "계약서를 작성하려면" not in answer
    assert "3억 1,500만원" in answer  # 3억 × 5% = 1,500만원 cap
