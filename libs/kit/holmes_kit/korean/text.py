"""Text helpers shared by the extractors: one normal form and word→code vocabularies."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

Vocab = tuple[re.Pattern[str], dict[str, str]]


def normalize(text: str) -> str:
    """NFKC (㎡ -> m2, full-width digits -> ASCII) and single spaces."""
    return " ".join(unicodedata.normalize("NFKC", text or "").split())


def vocab(pairs: Sequence[tuple[str, str]]) -> Vocab:
    """A longest-first alternation of the words and the table mapping each to its code."""
    table = {word: code for word, code in pairs}
    return re.compile("|".join(sorted(map(re.escape, table), key=len, reverse=True))), table


# A particle's two forms: (after a final consonant 받침, after a vowel). 으로/로 is the one pair
# where a final ㄹ goes with the vowel form (서울로).
_PARTICLES = {"이": ("이", "가"), "을": ("을", "를"), "은": ("은", "는"), "과": ("과", "와"),
              "으로": ("으로", "로"), "이랑": ("이랑", "랑"), "이나": ("이나", "나"),
              "이라면": ("이라면", "라면")}
_PARTICLES.update({vowel: pair for pair in list(_PARTICLES.values()) for vowel in pair[1:]})
_RIEUL = 8
# How a digit is read (일, 이, 삼 …): its final consonant index (0 = none, 8 = ㄹ).
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}
# A number ending in zeros is read by its last unit: 십(ㅂ) 백(ㄱ) 천(ㄴ) 만(ㄴ) … 억(ㄱ) 조(-).
_UNIT_FINAL = {1: 17, 2: 1, 3: 4, 4: 4, 5: 17, 6: 1, 7: 4, 8: 1, 9: 17, 10: 1, 11: 4, 12: 0}
# A Latin capital is read by its name: only 엘, 엠, 엔, 알 end in a consonant (LTV는, DSR은).
_LETTER_FINAL = {"L": 8, "M": 16, "N": 4, "R": 8}
_TAIL = re.compile(r"(\s*\([^()]*\)|[\s'\"’”」』\]*.,!?…])+$")


def _final(word: str) -> int:
    """The final consonant (종성 index; 0 = none) of the sound ``word`` ends on, as read aloud:
    a trailing parenthesis or quote is skipped ('여부(집이 있는지)'), a number is read in
    Korean (2 이, 10 십, 3 삼), a capital by its name, a lower-case word by its last letter."""
    text = _TAIL.sub("", word or "")
    if not text:
        return 0
    last = text[-1]
    if "가" <= last <= "힣":
        return (ord(last) - 0xAC00) % 28
    if last.isdigit():
        digits = re.search(r"[\d,]+$", text).group().replace(",", "")  # type: ignore[union-attr]
        zeros = len(digits) - len(digits.rstrip("0"))
        if zeros == 0 or zeros == len(digits) or text[: -len(digits) or None].endswith("."):
            return _DIGIT_FINAL[last]
        return _UNIT_FINAL.get(zeros, 0)
    if last == "%":
        return 0  # 퍼센트
    if "A" <= last <= "Z":
        return _LETTER_FINAL.get(last, 0)
    if "a" <= last <= "z":
        return 21 if text.endswith("ng") else {"l": 8, "m": 16, "n": 4}.get(last, 0)
    return 0


def josa(word: str, particle: str) -> str:
    """``word`` followed by the form of ``particle`` its last sound takes, either form given:
    josa("보증금", "가") -> "보증금이", josa("버팀목 전세자금대출", "은") -> "…대출은",
    josa("LTV", "을") -> "LTV를", josa("10", "이") -> "10이", josa("서울", "으로") -> "서울로".
    The one place a template chooses 이/가, 을/를, 은/는, 과/와, 으로/로 — never "이(가)"."""
    closed, open_ = _PARTICLES[particle]
    final = _final(word)
    if closed == "으로":
        return word + (open_ if final in (0, _RIEUL) else closed)
    return word + (closed if final else open_)


def ro(word: str) -> str:
    """The particle 로/으로 for ``word`` (계산으로, 정보로, 서울로)."""
    return josa(word, "로")[len(word):]


# "누가 신고해요?", "언제까지 …?", "얼마 …?", "몇 dB부터 …?": a question a yes or a no does not answer — nor one asking
# which of two ("계약 날 줘야 하는지요, 잔금 날 줘도 되는지요?", "그날이면 돼요 아니면 하루 전이어야 돼요?"), where a
# 네/아니요 would say yes or no to one of them. Read as written or with the spaces taken out. The one place the 문답
# matcher (search) and the answer's lead (orchestrator) tell an open question.
# …nor one asking which kind ("어떤 종류가 있나요?", "무슨 서류") or what a thing is ("등기필정보가 뭔가요?"): a "네," before
# its answer reads as a yes to nothing asked.
OPEN_ASK = re.compile(r"누가|누구|어디|얼마|몇\s*(?:[가-힣]|\d|db|%)|며칠|무엇|뭘|뭐(?:가|를|예요|에요|죠|임|야|지)"
                      r"|뭔(?:가|지|데)|뭡니까|무슨|어떤"
                      r"|뭐\s+(?:필요|준비|챙겨|가져|내야|해야|있어야)|언제(?!든)"
                      r"|어떻게|어느|왜|아니면|아님\s*[가-힣]|지요\s*,.+지요", re.I)
# "등록 안 하고 중개하면 처벌은요?": what of a thing named alone — open when it is the message's one question; after a
# yes/no one ("…층간소음에 해당하나요? 기준은요?") it asks more of the same, and the first keeps its 네/아니요.
ELLIPTICAL_ASK = re.compile(r"[가-힣](?:은|는)요\s*[?？]?\s*$")
