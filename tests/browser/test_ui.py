"""The web UI in headless Chromium, as a person uses it: the three seed scenarios, the
session list of one client, and a document download. Screenshots go to test-artifacts/.

Chromium is Debian's (/usr/bin/chromium, installed by `make browser-deps`), driven by the
Playwright driver that ships in the Python wheel; no browser is ever downloaded.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from pathlib import Path

import pytest

from holmes_contracts import STREAM_NAME
from holmes_kit.bus import connect
from holmes_kit.docstore import DocStore
from holmes_kit.settings import Settings

pytestmark = pytest.mark.e2e

CHROMIUM = os.environ.get("HOLMES_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
TURN_TIMEOUT_MS = 90_000

SCENARIOS = [
    # name, query, plan intent, text the answer must show, fewest step rows (search, analysis)
    ("legal", "전세금 5% 인상이 가능한가요?", "법률상담", ["주택임대차보호법 제7조"], 1),
    ("gangnam", "강남구 아파트 시세 확인하고 대출 가능 금액도 알려줘", "종합분석", ["강남구"], 2),
    ("seocho", "서초구 매물 검색하고 리스크 분석해줘", "종합분석", ["서초구"], 2),
]


@pytest.fixture(scope="module")
async def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: run `make browser-deps` "
                    "(apt-get install -y chromium fonts-noto-cjk) or set HOLMES_CHROMIUM.")
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        b = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        await b.close()


@pytest.fixture
async def page(browser, system):
    context = await browser.new_context(viewport={"width": 1280, "height": 1400}, locale="ko-KR",
                                        accept_downloads=True)
    page = await context.new_page()
    page.set_default_timeout(15_000)
    frames: list[dict] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(json.loads(data))))
    page.frames_seen = frames
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    await page.goto(system.url + "/")
    yield page
    await context.close()
    assert not errors, f"JavaScript errors in the page: {errors}"


async def ask_in_ui(page, query: str):
    await page.get_by_test_id("new-session").click()
    await page.get_by_test_id("connection-status").filter(has_text="연결됨").wait_for()
    await page.get_by_test_id("query-input").fill(query)
    await page.get_by_test_id("send-button").click()
    turn = page.get_by_test_id("turn").last
    await turn.get_by_test_id("final-answer").wait_for(timeout=TURN_TIMEOUT_MS)
    return turn


async def screenshot(page, name: str) -> None:
    """The whole conversation: the chat log scrolls inside the window, so let it grow first."""
    ARTIFACTS.mkdir(exist_ok=True)
    await page.add_style_tag(content="body, .layout { height: auto !important; } "
                                     ".log { overflow: visible !important; flex: none !important; }")
    await page.screenshot(path=str(ARTIFACTS / name), full_page=True)


def final_response(page) -> dict:
    return [f for f in page.frames_seen if f.get("type") == "final_response"][-1]["response"]


@pytest.mark.parametrize("name, query, intent, needles, min_steps", SCENARIOS, ids=[s[0] for s in SCENARIOS])
async def test_seed_scenario_as_a_person_sees_it(page, name, query, intent, needles, min_steps):
    turn = await ask_in_ui(page, query)
    assert await page.get_by_test_id("user-message").last.inner_text() == query
    await turn.get_by_test_id("plan-details").locator(":scope > summary").click()  # how it was done folds open on demand
    assert await turn.get_by_test_id("plan-intent").inner_text() == intent
    rows = turn.get_by_test_id("step-row")
    assert await rows.count() >= min_steps
    assert set(await rows.evaluate_all("rs => rs.map(r => r.dataset.status)")) == {"completed"}
    assert await turn.get_by_test_id("step-skip").count() == 0
    answer = await turn.get_by_test_id("answer-body").inner_text()
    for needle in needles:
        assert needle in answer
    assert re.search(r"\d", answer), "the answer shows no figures"
    sources = turn.get_by_test_id("source-item")
    assert await sources.count() >= 1 and (await sources.first.text_content()).strip()

    response = final_response(page)
    kinds = {s.get("kind") for s in response["structured_data"].get("sources", [])}
    charts = turn.get_by_test_id("chart-svg")
    if "market" in kinds:  # market data used -> the price-trend chart is drawn
        assert response.get("charts"), "market data was used but no chart came with the answer"
        assert await charts.count() == len(response["charts"])
        assert await charts.first.locator("path").count() >= 1
        assert await charts.first.is_visible()
    if name == "gangnam":
        assert "market" in kinds and await charts.count() >= 1
        assert re.search(r"\d[\d,.]*\s*(억|만\s*원|원)", answer), "no 강남구 price figures in the answer"
        # The money axis reads in 억/만 (issue 11: it read "300,000" 만원).
        axis = await charts.first.locator("text.axis").all_text_contents()
        assert any(t.endswith("억") for t in axis), axis
        assert not any(re.fullmatch(r"\d{1,3}(,\d{3})+", t) for t in axis), axis
    if name == "legal":
        texts = await sources.evaluate_all("els => els.map(e => e.textContent)")
        assert any("주택임대차보호법" in t for t in texts), texts
    assert await page.get_by_test_id("notice").is_hidden()
    assert not re.search(r"\b(null|undefined|NaN)\b|\[object Object\]", await turn.inner_text())

    await screenshot(page, f"ui-{name}.png")


async def test_one_client_sees_all_its_sessions_after_a_reload(page, system):
    ids = []
    for _ in range(3):
        await page.get_by_test_id("new-session").click()
        await page.get_by_test_id("connection-status").filter(has_text="연결됨").wait_for()
        ids.append(await page.evaluate("decodeURIComponent(location.hash.slice(1))"))
    token = await page.evaluate("localStorage.getItem('holmes.token')")
    assert token and await page.evaluate("localStorage.getItem('holmes.tokens')") is None
    await page.reload()
    items = page.get_by_test_id("session-item")
    await items.first.wait_for()
    listed = await items.evaluate_all("els => els.map(e => e.dataset.sessionId)")
    assert set(ids) <= set(listed)
    assert await page.evaluate("localStorage.getItem('holmes.token')") == token


async def test_a_generated_document_downloads_with_its_korean_name(page, system):
    await page.get_by_test_id("new-session").click()
    await page.get_by_test_id("connection-status").filter(has_text="연결됨").wait_for()
    session_id = await page.evaluate("decodeURIComponent(location.hash.slice(1))")
    bus = await connect(Settings(NATS_URL=system.nats_url), name="browser-docs")
    try:
        ref = await (await DocStore.open(bus.js)).put(session_id, "doc-ui-1", "md", "# 계약서 초안\n".encode(),
                                                      "주택임대차표준계약서 초안")
    finally:
        await bus.close()
    async with page.expect_download() as info:
        await page.evaluate("url => import('/static/api.js').then(m => m.downloadDocument(url))", ref.url)
    download = await info.value
    assert download.suggested_filename == "주택임대차표준계약서 초안.md"
    assert Path(await download.path()).read_bytes() == "# 계약서 초안\n".encode()


async def test_first_load_logs_no_console_error(browser, system):
    """A first visit owns no session yet: nothing is asked that the server must refuse (no 401)."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900}, locale="ko-KR")
    page = await context.new_page()
    problems: list[str] = []
    page.on("console", lambda msg: problems.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.on("response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    try:
        await page.goto(system.url + "/")
        await page.get_by_test_id("session-list").filter(has_text="대화가 없습니다").wait_for()
        assert problems == []
    finally:
        await context.close()


CALC_QUERY = "보증금 3억인데 집주인이 3억 5천으로 올려달래요 가능한가요?"


async def test_the_view_lands_on_the_answer_with_its_support_folded(page):
    turn = await ask_in_ui(page, CALC_QUERY)
    lead = turn.get_by_test_id("answer-lead")
    text = await lead.inner_text()
    assert "3억 1,500만원" in text and "5% 한도를 넘습니다" in text
    # The start of the new answer is what the chat log shows, not its end (the sources).
    log_box = await page.get_by_test_id("message-list").bounding_box()
    lead_box = await lead.bounding_box()
    assert log_box["y"] - 1 <= lead_box["y"] <= log_box["y"] + log_box["height"] / 3
    folds = turn.get_by_test_id("answer-fold")
    titles = await folds.evaluate_all("els => els.map(e => e.dataset.title)")
    assert "출처" in titles and any(t.startswith("계산 과정") for t in titles)
    assert await folds.evaluate_all("els => els.map(e => e.open)") == [False] * len(titles)
    assert await turn.get_by_test_id("plan-details").evaluate("e => e.open") is False
    sources = turn.locator("[data-testid=answer-fold][data-title='출처']")
    assert not await sources.get_by_test_id("source-item").first.is_visible()
    await sources.locator("summary").click()
    assert await sources.get_by_test_id("source-item").first.is_visible()
    assert await turn.get_by_test_id("answer-body").locator("text=3억 1,500만원").count() >= 1
    await screenshot(page, "ui-calculator.png")


async def test_on_a_phone_the_answer_comes_before_the_session_list(browser, system):
    context = await browser.new_context(viewport={"width": 390, "height": 844}, locale="ko-KR", is_mobile=True)
    page = await context.new_page()
    page.set_default_timeout(15_000)
    try:
        await page.goto(system.url + "/")
        turn = await ask_in_ui(page, CALC_QUERY)
        answer = await turn.get_by_test_id("final-answer").bounding_box()
        sessions = await page.get_by_test_id("session-list").bounding_box()
        assert answer["y"] + answer["height"] <= sessions["y"] or answer["y"] < sessions["y"]
        assert answer["x"] >= 0 and answer["x"] + answer["width"] <= 390 + 1  # no sideways scrolling
        ARTIFACTS.mkdir(exist_ok=True)
        await page.screenshot(path=str(ARTIFACTS / "ui-phone.png"))
    finally:
        await context.close()


async def test_a_query_lost_with_its_socket_is_sent_again_and_answered_once(page, system):
    """The socket drops right after the query went out, before any answer: the UI reconnects
    and sends the same query with the same client_message_id; the gateway answers with the
    original turn, so the person sees one answer and the log holds one question."""
    queries: list[dict] = []

    async def route(ws):
        server = ws.connect_to_server()
        server.on_message(lambda m: ws.send(m))

        def from_page(message):
            msg = json.loads(message)
            server.send(message)
            if msg.get("type") == "query":
                queries.append(msg)
                if len(queries) == 1:  # the first one reached the server; the client never hears back
                    asyncio.ensure_future(ws.close(code=4000, reason="network drop"))

        ws.on_message(from_page)

    await page.route_web_socket(re.compile(r".*/api/v1/chat/ws/.*"), route)
    await page.get_by_test_id("new-session").click()
    await page.get_by_test_id("connection-status").filter(has_text="연결됨").wait_for()
    session_id = await page.evaluate("decodeURIComponent(location.hash.slice(1))")
    await page.get_by_test_id("query-input").fill("안녕하세요")
    await page.get_by_test_id("send-button").click()
    await page.get_by_test_id("turn").last.get_by_test_id("final-answer").wait_for(timeout=TURN_TIMEOUT_MS)

    assert len(queries) == 2 and queries[0]["client_message_id"] == queries[1]["client_message_id"]
    bus = await connect(Settings(NATS_URL=system.nats_url), name="browser-retry")
    try:
        info = await bus.js.stream_info(STREAM_NAME, subjects_filter=f"holmes.evt.{session_id}.>")
    finally:
        await bus.close()
    assert sum(n for s, n in (info.state.subjects or {}).items() if s.endswith(".QueryReceived")) == 1
    assert await page.get_by_test_id("final-answer").count() == 1


async def test_a_start_refused_while_nats_is_down_is_retried_with_the_same_id(page, system):
    """The gateway answers 503 'unavailable' (simulated here for the first call only): the UI
    tries again with the same client_message_id and opens the session without a click more."""
    bodies: list[dict] = []

    async def handle(route):
        bodies.append(json.loads(route.request.post_data))
        if len(bodies) == 1:
            await route.fulfill(status=503, json={"error": "지금은 요청을 저장할 수 없습니다 (메시지 버스 연결 끊김).",
                                                  "details": {"status": 503, "code": "unavailable"}})
        else:
            await route.continue_()

    await page.route("**/api/v1/chat/start", handle)
    await page.get_by_test_id("new-session").click()
    await page.get_by_test_id("connection-status").filter(has_text="연결됨").wait_for()
    assert len(bodies) == 2 and bodies[0]["client_message_id"] == bodies[1]["client_message_id"]


async def test_the_answer_fills_in_as_a_draft_and_the_final_answer_replaces_it(page):
    """answer_chunk messages build a draft bubble while the answer is written; final_response
    replaces it (rules mode streams the answer section by section)."""
    await page.evaluate("""() => {
        window.__drafts = [];
        new MutationObserver(() => {
            const d = document.querySelector('[data-testid=answer-draft-body]');
            if (d && d.textContent && window.__drafts.at(-1) !== d.textContent) window.__drafts.push(d.textContent);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }""")
    turn = await ask_in_ui(page, "전세금 5% 인상이 가능한가요?")
    drafts = await page.evaluate("window.__drafts")
    types = [f["type"] for f in page.frames_seen if f.get("type") in ("answer_chunk", "final_response")]
    chunks = types.count("answer_chunk")
    assert chunks >= 2 and types[-1] == "final_response" and "final_response" not in types[:-1]
    assert len(drafts) >= 2 and all(b.startswith(a) for a, b in zip(drafts, drafts[1:], strict=False)), \
        "the draft grew piece by piece"
    assert "주택임대차보호법" in drafts[-1]
    assert await turn.get_by_test_id("answer-draft").count() == 0  # replaced by the final answer
    assert "주택임대차보호법 제7조" in await turn.get_by_test_id("final-answer").inner_text()
