"""What every analysis tool shares: the error boundary, workings -> calculation lines, sources, quality."""
from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from holmes_contracts import Source, ToolCall, ToolResult, ToolsSelected
from holmes_contracts.tools.outputs import output_for
from holmes_kit.team import Tool, ToolInputError

from ..domain import AnalysisInputError, LawRef, Workings
from ..serialize import jsonable
from .config import AnalysisSettings

QUALITY_FULL = 1.0  # every key input came from the user or from data
QUALITY_ASSUMED = 0.5  # a key input is a stated default or is missing

ToolFn = Callable[[ToolCall, ToolsSelected, AnalysisSettings], Awaitable[ToolResult]]


def bind(fn: ToolFn, cfg: AnalysisSettings) -> Tool:
    """A team Tool from a tool function: settings bound, domain input errors made user-visible.

    ``AnalysisInputError`` carries a Korean message naming the field; as a ``ToolInputError``
    run_team turns it into an 'empty' result whose summary the user reads.
    """
    @functools.wraps(fn)
    async def tool(call: ToolCall, sel: ToolsSelected) -> ToolResult:
        try:
            return await fn(call, sel, cfg)
        except AnalysisInputError as exc:
            raise ToolInputError(exc.message_ko) from exc
    return tool


def input_line(name: str, display: str, source_ko: str, note: str = "") -> str:
    return f"입력 — {name}: {display} ({source_ko}{' — ' + note if note else ''})"


def calculations(*workings: Workings, replace: dict[str, str] | None = None) -> list[str]:
    """Inputs with their provenance first, then every arithmetic line, each once, in order.

    ``replace`` swaps the input line of a named input, for values the domain takes as
    plain numbers (e.g. a loan term) that were in fact defaults.
    """
    replace = replace or {}
    out: list[str] = []
    for w in workings:
        out.extend(replace.get(i.name, f"입력 — {i.text()}") for i in w.inputs)
    for w in workings:
        out.extend(w.lines)
    return list(dict.fromkeys(out))


def notes(*workings: Workings) -> list[str]:
    return list(dict.fromkeys(n for w in workings for n in w.notes))


def any_default(*workings: Workings, names: Iterable[str] | None = None) -> bool:
    """True when a (named) input of these workings is a stated default."""
    wanted = set(names) if names is not None else None
    return any(i.source == "default" and (wanted is None or i.name in wanted) for w in workings for i in w.inputs)


def law_sources(refs: Iterable[LawRef]) -> list[Source]:
    seen: dict[tuple[str, str], Source] = {}
    for r in refs:
        seen.setdefault((r.law, r.article), Source(kind="law", title=f"{r.law} {r.article}", ref=f"{r.law} {r.article}"))
    return list(seen.values())


def analysis_source(title: str, as_of: str | None = None) -> Source:
    return Source(kind="analysis", title=title, as_of=as_of)


def markdown(sections: list[tuple[str, list[str]]]) -> str:
    """'**제목**\\n- 줄' blocks; empty sections are left out."""
    parts = [f"**{title}**\n" + "\n".join(f"- {line}" for line in lines) for title, lines in sections if lines]
    return "\n\n".join(parts)


def result(tool: str, call: ToolCall, *, summary: str, quality: float, data: dict[str, Any], count: int = 0,
           sources: list[Source] | None = None) -> ToolResult:
    """An 'ok' result whose output is the tool's typed model, built from the tool's fields
    (domain values made JSON-safe first); ``count``: the rows it judged, for total_count."""
    return ToolResult(tool=tool, status="ok", summary=summary, output=output_for(tool, jsonable(data)),
                      total_count=count, quality=quality, sources=sources or [], params=call.params.as_dict())
