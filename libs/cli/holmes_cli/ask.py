"""`holmes ask "질문"`: a real client of the gateway (REST + WebSocket)."""

from __future__ import annotations

import asyncio
import itertools
import json
import uuid
from argparse import Namespace

import httpx
import websockets

STATUS_MARK = {"pending": "·", "in_progress": "▶", "completed": "✓", "failed": "✗", "skipped": "↷"}
STRATEGY_KO = {"sequential": "순차 실행", "parallel": "병렬 실행"}  # the wire names, in the user's words


def _ws_url(base: str, session_id: str, token: str) -> str:
    scheme = "wss" if base.startswith("https") else "ws"
    host = base.split("://", 1)[1].rstrip("/")
    return f"{scheme}://{host}/api/v1/chat/ws/{session_id}?token={token}"


def render(msg: dict) -> str | None:
    t = msg.get("type")
    if t == "planning_start":
        return f"🧭 {msg.get('message', '')}"
    if t == "plan_ready":
        steps = msg.get("execution_steps", [])
        lines = [f"📋 의도: {msg.get('intent')} · 키워드: {', '.join(msg.get('keywords', []))}"]
        lines += [f"   {s['step_id']}: [{s['team']}] {s['task']}" for s in steps]
        return "\n".join(lines)
    if t == "execution_strategy_ready":
        return f"⚙️  전략: {STRATEGY_KO.get(msg.get('strategy'), msg.get('strategy'))} · 예상 {msg.get('estimated_time')}초 · {msg.get('reasoning')}"
    if t == "plan_approval_required":
        return f"✋ {msg.get('message')}"
    if t == "step_start":
        return f"▶ {msg.get('task')} 시작"
    if t == "step_progress":
        return f"   … {msg.get('tool')}: {msg.get('message', '')[:100]} ({msg.get('progress_percentage')}%)"
    if t == "step_complete":
        return f"{STATUS_MARK.get(msg.get('status'), '✓')} {msg.get('task')} {msg.get('status')}"
    if t == "execution_review_complete":
        # In words: the scores (quality, confidence) are metadata, printed with --json only (F46).
        missing = msg.get("missing_information") or []
        if msg.get("goal_achieved") is False and missing:
            return f"🔎 검토: 확인하지 못한 정보 {len(missing)}건 — 답변 끝의 '확인하지 못한 정보'를 보세요"
        return "🔎 검토: 요청하신 내용을 확인했습니다"
    if t == "error":
        return f"⚠️  {msg.get('error')} {json.dumps(msg.get('details', {}), ensure_ascii=False)}"
    return None


async def run_ask(args: Namespace) -> int:
    try:
        return await asyncio.wait_for(_ask(args), args.timeout)
    except TimeoutError:
        print(f"⚠️  {args.timeout:.0f}초 안에 답을 받지 못했습니다. `holmes events <세션>`으로 진행을 확인하세요.")
        return 2
    except httpx.HTTPStatusError as exc:
        print(f"⚠️  게이트웨이가 요청을 거절했습니다 ({exc.response.status_code}): {exc.response.text[:300]}")
        return 2


# The gateway's "try again" (docs/protocol-additions.md): NATS is down, or we cannot reach
# the gateway at all. Retries go with the same client_message_id, so they never make a
# second session or turn; args.timeout bounds the whole question.
RETRY_DELAYS = (1, 2, 4, 5)


def _delay(attempt: int) -> float:
    return RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)]


async def _start(http: httpx.AsyncClient, args: Namespace) -> tuple[str, str]:
    headers = {"Authorization": f"Bearer {args.token}"} if args.token else {}
    body = {"metadata": {"client": "holmes-cli"}, "client_message_id": str(uuid.uuid4())}
    for attempt in itertools.count():
        try:
            r = await http.post("/api/v1/chat/start", json=body, headers=headers)
            if r.status_code != 503:
                r.raise_for_status()
                data = r.json()
                return data["session_id"], data["token"]
            print(f"⚠️  {r.json().get('error')} — 같은 요청 ID로 다시 보냅니다.", flush=True)
        except httpx.TransportError as exc:
            print(f"⚠️  게이트웨이({args.url})에 연결할 수 없습니다 ({exc.__class__.__name__}). "
                  "`make up`이 실행 중인지 확인하세요. 다시 시도합니다…", flush=True)
        await asyncio.sleep(_delay(attempt))
    raise AssertionError("unreachable")


async def _ask(args: Namespace) -> int:
    base = args.url.rstrip("/")
    if args.session:
        session_id, token = args.session, args.token
    else:
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            session_id, token = await _start(http, args)
        print(f"세션 {session_id}  (토큰: {token})")
    query = {"type": "query", "query": args.query, "enable_checkpointing": args.approve,
             "client_message_id": str(uuid.uuid4())}
    turn = _Turn(query)
    for attempt in itertools.count():
        try:
            async with websockets.connect(_ws_url(base, session_id, token), max_size=2**22) as ws:
                result = await _stream(ws, args, turn)
                if result is not None:
                    return result
        except (OSError, websockets.ConnectionClosed, websockets.InvalidHandshake):
            pass
        print("⚠️  연결이 끊겼습니다. 같은 질문 ID로 다시 연결합니다…", flush=True)
        await asyncio.sleep(_delay(attempt))
    raise AssertionError("unreachable")


class _Turn:
    """What survives a reconnect: the query (same client_message_id), its turn once the
    gateway accepted it, and the last event fully printed (the resume point)."""

    def __init__(self, query: dict) -> None:
        self.query, self.turn_id, self.last_seq = query, None, 0
        self.sent = False  # a later connection must resume: events may have come in between
        self.draft = ""  # the answer as printed so far from answer_chunk messages
        self.next_index = 0  # the draft's next piece to print; later ones wait in ``pieces``
        self.pieces: dict[int, dict] = {}


async def _stream(ws, args: Namespace, turn: _Turn) -> int | None:
    """0 answered, 1 failed, None: the connection dropped (the caller reconnects)."""
    resume, turn.sent = turn.sent, True
    await ws.send(json.dumps(turn.query))
    held: list[dict] = []  # this turn's messages that came before query_accepted named it
    async for raw in ws:
        msg = json.loads(raw)
        kind = msg.get("type")
        if kind == "connected":
            continue
        if kind == "query_accepted" and msg.get("client_message_id") == turn.query["client_message_id"]:
            turn.turn_id = msg["turn_id"]
            if resume:  # replay what the dropped connection did not deliver
                start = max(turn.last_seq, msg.get("event_seq", 1) - 1)
                await ws.send(json.dumps({"type": "resume", "last_seq": start}))
            pending, held = held, []
            for m in pending:
                if (done := await _show(ws, args, turn, m)) is not None:
                    return done
            continue
        if kind == "error" and not msg.get("turn_id"):
            print(render(msg), flush=True)
            if msg.get("details", {}).get("code") != "unavailable":
                return 1
            await asyncio.sleep(msg["details"].get("retry_after_s", 5))
            await ws.send(json.dumps(turn.query))
            continue
        if turn.turn_id is None:
            held.append(msg)
        elif (done := await _show(ws, args, turn, msg)) is not None:
            return done
    return None


async def _show(ws, args: Namespace, turn: _Turn, msg: dict) -> int | None:
    if msg.get("turn_id") != turn.turn_id:
        return None  # another turn of the session (a resume replays them all)
    if msg.get("part") == msg.get("parts") and isinstance(msg.get("seq"), int):
        turn.last_seq = max(turn.last_seq, msg["seq"])
    if args.json:
        print(json.dumps(msg, ensure_ascii=False))
    elif msg.get("type") == "answer_chunk":
        _print_chunk(turn, msg)
    else:
        line = render(msg)
        if line:
            print(("\n" if turn.draft else "") + line, flush=True)
    if msg.get("type") == "plan_approval_required" and args.approve:
        await ws.send(json.dumps({"type": "interrupt_response", "action": "approve"}))
    if msg.get("type") == "final_response":
        resp = msg["response"]
        if not args.json:
            _print_final(turn, resp.get("answer") or resp.get("message") or "")
            print(f"\n(LLM 호출 {resp.get('llm_calls', 0)}회 · {resp.get('elapsed_ms', 0):.0f} ms)")
        return 0
    if msg.get("type") == "error":
        return 1
    return None


def _print_chunk(turn: _Turn, msg: dict) -> None:
    """The answer as it is written: the pieces in ``index`` order (after a reconnect a later
    one can arrive first: it waits for the gap to fill), each printed right after the last."""
    index = msg.get("index")
    if not isinstance(index, int) or index < turn.next_index:
        return
    turn.pieces[index] = msg
    while turn.next_index in turn.pieces:
        piece = turn.pieces.pop(turn.next_index)
        turn.next_index += 1
        if piece.get("restart") and turn.draft:
            print("\n\n(답변을 다시 작성합니다)", flush=True)
            turn.draft = ""
        if not turn.draft:
            print("\n💬 ", end="")
        text = piece.get("text", "")
        turn.draft += text
        print(text, end="", flush=True)


def _print_final(turn: _Turn, answer: str) -> None:
    """The final answer replaces the draft: only what the draft lacks is printed, or the
    whole answer again when it differs from what was drafted (a rule answer instead of the
    model's, a model answer with the sources added)."""
    if turn.draft and answer.startswith(turn.draft):
        print(answer[len(turn.draft):], flush=True)
    elif turn.draft:
        print("\n\n— 최종 답변 —\n" + answer, flush=True)
    else:
        print()
        print(answer, flush=True)
