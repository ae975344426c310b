"""`holmes ask` prints the answer's draft as it comes and then only what the final answer adds."""

from __future__ import annotations

from argparse import Namespace

from holmes_cli.ask import _show, _Turn


async def feed(msgs: list[dict]) -> _Turn:
    turn = _Turn({"type": "query", "query": "q", "client_message_id": "c"})
    turn.turn_id = "t-1"
    args = Namespace(json=False, approve=False)
    for seq, m in enumerate(msgs, 1):
        await _show(None, args, turn, {"turn_id": "t-1", "seq": seq, **m})
    return turn


def chunk(i: int, text: str, restart: bool = False) -> dict:
    return {"type": "answer_chunk", "index": i, "text": text, "restart": restart}


def final(answer: str) -> dict:
    return {"type": "final_response", "response": {"type": "answer", "answer": answer, "llm_calls": 1}}


async def test_the_draft_is_printed_once_and_the_final_answer_adds_only_the_rest(capsys):
    await feed([chunk(0, "증액은 "), chunk(1, "5% 이내입니다."), final("증액은 5% 이내입니다.\n\n### 출처\n- 제7조")])
    out = capsys.readouterr().out
    assert out.count("증액은 5% 이내입니다.") == 1 and "### 출처" in out and "최종 답변" not in out


async def test_a_final_answer_unlike_the_draft_is_printed_whole_and_a_restart_starts_over(capsys):
    await feed([chunk(0, "모델 초안"), chunk(1, "다시 쓴 초안", restart=True), final("규칙 답변")])
    out = capsys.readouterr().out
    assert "답변을 다시 작성합니다" in out and "— 최종 답변 —\n규칙 답변" in out


async def test_a_piece_that_comes_early_waits_for_the_one_before_it(capsys):
    turn = await feed([chunk(0, "가"), chunk(2, "다"), chunk(1, "나"), chunk(1, "나"), final("가나다")])
    out = capsys.readouterr().out
    assert turn.draft == "가나다" and "가나다" in out and "최종 답변" not in out
