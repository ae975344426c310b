"""Streaming one text field of a structured answer while the model writes it.

The model answers a strict json_schema, so what streams in is JSON text
(``{"answer": "첫 문장…``). ``PartialField`` decodes the named string field from that
growing prefix and hands only the new characters on; an escape cut in half by a chunk
boundary (``\\n`` split as ``\\`` + ``n``, a ``\\uXXXX`` or a surrogate pair) waits for the
rest. The whole JSON is still validated against the output model at the end, exactly as
a non-streamed answer is: the streamed text is a draft, the validated answer is the decision.

Why one field: the only answer worth showing while it is written is the prose one
(``response_synthesis``'s ``answer``); the other phases' answers are decisions and are
useless half-written.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

TextSink = Callable[[str], Awaitable[None]]

_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


@dataclass
class StreamOption:
    """``structured(..., stream=StreamOption(sink))``: the text of ``field`` goes to ``sink``
    as it arrives. ``sent`` counts what was handed on (a retry is only safe before any)."""

    sink: TextSink
    field: str = "answer"
    sent: int = 0


@dataclass
class PartialField:
    name: str
    buffer: str = ""
    start: int | None = None   # index of the first character of the value, once found
    pos: int = 0               # next undecoded index into buffer
    closed: bool = False
    decoded: list[str] = field(default_factory=list)

    def feed(self, delta: str) -> str:
        """Append ``delta`` of the raw JSON; return the field's newly decoded text."""
        self.buffer += delta
        if self.closed:
            return ""
        if self.start is None:
            # Top-level key in a strict-schema answer: the first occurrence is the key (a string
            # value before it would be another field's, and synthesis has only this one).
            m = re.search(rf'"{re.escape(self.name)}"\s*:\s*"', self.buffer)
            if m is None:
                return ""
            self.start = self.pos = m.end()
        out: list[str] = []
        buf, i, n = self.buffer, self.pos, len(self.buffer)
        while i < n:
            c = buf[i]
            if c == '"':
                self.closed = True
                i += 1
                break
            if c != "\\":
                j = i
                while j < n and buf[j] not in '"\\':
                    j += 1
                out.append(buf[i:j])
                i = j
                continue
            if i + 1 >= n:
                break  # the escape's second half has not arrived yet
            kind = buf[i + 1]
            if kind != "u":
                out.append(_ESCAPES.get(kind, kind))
                i += 2
                continue
            code = _hex(buf, i + 2)
            if code is None:
                break
            if 0xD800 <= code < 0xDC00:  # a surrogate pair: wait for its low half
                if i + 12 > n:
                    break
                low = _hex(buf, i + 8) if buf[i + 6:i + 8] == "\\u" else None
                if low is not None and 0xDC00 <= low < 0xE000:
                    out.append(chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)))
                    i += 12
                    continue
            out.append(chr(code) if not 0xD800 <= code < 0xE000 else "\ufffd")
            i += 6
        self.pos = i
        text = "".join(out)
        self.decoded.append(text)
        return text


def _hex(buf: str, at: int) -> int | None:
    digits = buf[at:at + 4]
    if len(digits) < 4:
        return None
    try:
        return int(digits, 16)
    except ValueError:
        return None
