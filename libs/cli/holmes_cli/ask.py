"""`holmes ask "질문"`: a real client of the gateway (REST + WebSocket)."""

from __future__ import annotations

import asyncio
import json
from argparse import Namespace

import httpx
import websockets

STATUS_MARK = {"pending": "·", "in_progress": "▶", "completed": "✓", "failed": "✗", "skipped": "↷"}


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
        lines = [f"📋 의도: {msg.get('intent')} (신뢰도 {msg.get('confidence', 0):.2f}) "
                 f"키워드: {', '.join(msg.get('keywords', []))}"]
        lines += [f"   {s['step_id']}: [{s['team']}] {s['task']}" for s in steps]
        return "\n".join(lines)
    if t == "execution_strategy_ready":
        return f"⚙️  전략: {msg.get('strategy')} · 예상 {msg.get('estimated_time')}초 · {msg.get('reasoning')}"
    if t == "plan_approval_required":
        return f"✋ {msg.get('message')}"
    if t == "step_start":
        return f"▶ {msg.get('task')} 시작"
    if t == "step_progress":
        return f"   … {msg.get('tool')}: {msg.get('message', '')[:100]} ({msg.get('progress_percentage')}%)"
    if t == "step_complete":
        return f"{STATUS_MARK.get(msg.get('status'), '✓')} {msg.get('task')} {msg.get('status')}"
    if t == "execution_review_complete":
        return f"🔎 검토: 품질 {msg.get('quality')} · 신뢰도 {msg.get('confidence')}"
    if t == "error":
        return f"⚠️  {msg.get('error')} {json.dumps(msg.get('details', {}), ensure_ascii=False)}"
    return None


async def run_ask(args: Namespace) -> int:
    try:
        return await _ask(args)
    except (httpx.ConnectError, ConnectionRefusedError) as exc:
        print(f"⚠️  게이트웨이({args.url})에 연결할 수 없습니다: {exc}. `make up`이 실행 중인지 확인하세요.")
        return 2
    except httpx.HTTPStatusError as exc:
        print(f"⚠️  게이트웨이가 요청을 거절했습니다 ({exc.response.status_code}): {exc.response.text[:300]}")
        return 2


async def _ask(args: Namespace) -> int:
    base = args.url.rstrip("/")
    async with httpx.AsyncClient(base_url=base, timeout=10) as http:
        headers = {"Authorization": f"Bearer {args.token}"} if args.token else {}
        if args.session:
            session_id, token = args.session, args.token
        else:
            r = await http.post("/api/v1/chat/start", json={"metadata": {"client": "holmes-cli"}}, headers=headers)
            r.raise_for_status()
            data = r.json()
            session_id, token = data["session_id"], data["token"]
            print(f"세션 {session_id}  (토큰: {token})")
    async with websockets.connect(_ws_url(base, session_id, token), max_size=2**22) as ws:
        await ws.send(json.dumps({"type": "query", "query": args.query, "enable_checkpointing": args.approve}))
        try:
            return await asyncio.wait_for(_stream(ws, args), args.timeout)
        except TimeoutError:
            print(f"⚠️  {args.timeout:.0f}초 안에 답을 받지 못했습니다. `holmes events {session_id}`로 진행을 확인하세요.")
            return 2


async def _stream(ws, args: Namespace) -> int:
    async for raw in ws:
        msg = json.loads(raw)
        if args.json:
            print(json.dumps(msg, ensure_ascii=False))
        else:
            line = render(msg)
            if line:
                print(line, flush=True)
        if msg.get("type") == "plan_approval_required" and args.approve:
            await ws.send(json.dumps({"type": "interrupt_response", "action": "approve"}))
        if msg.get("type") == "final_response":
            resp = msg["response"]
            if not args.json:
                print()
                print(resp.get("answer") or resp.get("message") or "")
                print(f"\n(LLM 호출 {resp.get('llm_calls', 0)}회 · {resp.get('elapsed_ms', 0):.0f} ms)")
            return 0
        if msg.get("type") == "error":
            return 1
    return 1
