"""The ask of a message told as a story: which clauses ask, which tell the situation.

"주담대 4.1%로 2억 받아서 … 계약했는데요, … 복비 최대 얼마예요?": the loan is the story, the fee the ask.
The planner routes on the ask (an area only the story names is the story's); the legal search weighs the
words of the ask above those of the story. One reading for both, here.
"""

from __future__ import annotations

import re
import unicodedata

# A message told as a story: sentences, and the clauses a "…는데," or a polite "…요," hands on from (the
# situation, then the ask). Laughter and sobs ("ㅠㅠ", "ㅋㅋ") end a sentence as a full stop does.
_CLAUSE_END = re.compile(r"(?<!\d)[.](?!\d)|[?!\n]|[ㅠㅜㅋㅎ]{2,}|(?:는데|은데|인데|한데)(?:요)?\s*,|요\s*,"
                         # …and a polite "…요" followed by more words, as typed without a full stop ("…팔라고 하시네요
                         # 중개사가 직접 사도 되는거에요?")
                         r"|(?<=[가-힣]요)\s+(?=[가-힣])")
# A clause that asks something: a question mark, a question word, a question ending.
# ("…계산할 때 나오던데요" tells where a word was met: no ask of a calculation)
_ASKING = re.compile(r"\?|얼마|얼만|몇|언제|어떻게|어떡|뭐(?:예|에|야|죠|지|가)|무엇|알려|궁금|계산(?!\s*할\s*때|하던|했|된|하는\s*데)"
                     r"|(?:나요|까요|가요|나여|까여|는지요|을까|할까|될까|되나|돼요|되요|됨|임)(?=\s|$)")


def asking_text(query: str) -> str:
    """The clauses of a message that ask; the rest is the situation told ("주담대 4.1%로 2억 받아서 …
    계약했는데요, … 복비 최대 얼마예요?": the loan is the story, the fee the ask). The whole message
    when no clause asks in words."""
    # Each clause is read with the mark that ends it: its question mark asks ("이런 광고 불법 아니지?").
    pieces = re.split(f"({_CLAUSE_END.pattern})", query or "")
    ends = [*pieces[1::2], ""]
    told = [(c.strip(), end) for c, end in zip(pieces[::2], ends, strict=True) if c and c.strip()]
    # A "…요" and a space end a clause only when an ask follows; words after it that ask nothing are the
    # same clause's ("1주택자 가능한가요 전세 대출 부산": an English question's Korean reading).
    merged: list[tuple[str, str]] = []
    for clause, end in told:
        if merged and merged[-1][1].isspace() and not _ASKING.search(clause + end.strip()):
            clause = merged.pop()[0] + " " + clause
        merged.append((clause, end))
    asking = [c for c, end in merged if _ASKING.search(c + end.strip())]
    return " ".join(asking) if asking else (query or "")


def _bare(text: str) -> str:
    return re.sub(r"[\W_]", "", unicodedata.normalize("NFKC", text or "").lower())


def told_before_asked(query: str) -> bool:
    """Whether the message tells something besides its ask (a clause that asks nothing)."""
    return _bare(asking_text(query)) != _bare(query)
