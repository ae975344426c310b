"""The reviewed 문답 card legal_search found for the question (search's domain/answers.py matched it):
when there is one, its verdict leads the answer — the per-shape verdict rules (verdict.py) are the
fallback for questions no card is about.
"""

from __future__ import annotations

import re

from holmes_contracts import ToolResult
from holmes_contracts.tools.outputs import LegalAnswer, LegalSearchOutput
from holmes_kit.korean.text import ELLIPTICAL_ASK, OPEN_ASK

from .verdict import asking

# The card's verdict as the English lead says it first.
ENGLISH_VERDICT = {"네": "Yes.", "아니요": "No.", "조건부": "It depends."}
# A rule sentence sharing this much of its wording with the card (its question and answer) says the same
# thing again in other words ("…수리비도 임대인이 부담합니다" after "…집주인이 부담합니다"); a sentence that
# adds a rule of its own (the 30-day deadline after who reports) shares far less.
SAME_WORDING = 0.4


def answer_card(r: ToolResult | None) -> LegalAnswer | None:
    out = r.out(LegalSearchOutput) if r is not None else None
    return out.answers[0] if out is not None and out.answers else None


def further_cards(r: ToolResult | None) -> list[LegalAnswer]:
    """The cards answering the other things a message asks ("…살아도 되죠? 그리고 임차권등기도 할 수 있어요?"),
    in the order asked: each gets its own sentence after the first card's lead."""
    out = r.out(LegalSearchOutput) if r is not None else None
    return list(out.answers[1:]) if out is not None else []


def with_further_cards(lead: str, r: ToolResult | None, query: str = "") -> str:
    """The lead, then a sentence for each further card — unless the lead already says its rule ("2년 다 채워야
    돼? 아님 언제 나갈 수 있어?" asks one rule twice: it is said once)."""
    said = [lead]
    for card in further_cards(r):
        grams, before = _grams(card.answer), _grams(" ".join(said))
        if grams and len(grams & before) < SAME_WORDING * len(grams):
            said.append(card_sentence(card, query))
    return " ".join(said)


# The verdict a card's answer opens with before its rule: '네, ' / '아니요, ' / a 조건부 card's '조건부입니다 — ' /
# '조건부로 가능합니다 — ' — none of which answers "누가 해요?", and none stays before a verdict decided on the
# user's own figures.
_VERDICT_WORD = re.compile(r"^\s*(?:(?:네|아니요)\s*[,.—-]|조건부(?:입니다|로\s*가능합니다)?\s*[—-])\s*")


def without_verdict_word(text: str) -> str:
    """``text`` without the 네/아니요/조건부 it opens with (for an open question, which no such word answers)."""
    return _VERDICT_WORD.sub("", text)


def only_open_questions(query: str) -> bool:
    """Every question asked is open ("얼마나 붙어요?", "어떻게 해요?"): no 네 answers any of them. "나가도 되나요? 복비는
    누가 내요?" asks a yes or no first, and keeps it."""
    asked = [p for p in re.split(r"(?<=\?)\s+", query.strip()) if p.strip()]
    return bool(asked) and all(OPEN_ASK.search(p) for p in asked)


def open_question(query: str) -> bool:
    asked = asking(query) if query else ""
    return bool(OPEN_ASK.search(asked)) or bool(ELLIPTICAL_ASK.search(asked)) and len(re.findall(r"[?？]", query)) <= 1



def card_question(card: LegalAnswer, query: str) -> str:
    """The one of the message's questions the card answers ("…로만 구성되나요? 건축비엔 뭐가 들어가요?": the card on
    what it is made of answers the first): the one sharing most of the card's question's wording — the whole
    message when it asks one thing."""
    asked = [p for p in re.split(r"(?<=[?？])\s*", query.strip()) if p.strip()]
    if len(asked) < 2:
        return query
    grams = _grams(card.question)
    return max(asked, key=lambda p: len(_grams(p) & grams) / max(len(_grams(p)), 1))


def card_sentence(card: LegalAnswer, query: str = "") -> str:
    """The card's answer with its basis cited like any lead: '…없습니다(주택임대차보호법 제6조의2).';
    a closing parenthesis of its own ('…(5%).') takes the citation inside. An open question ('누가 …?')
    gets the rule without the card's 네/아니요, which answers the card's question, not the user's."""
    cite = f"{card.law} {card.article}".strip()
    # its 네/아니요 stays when the question it answers is a yes or no, whatever open one the message asks after it
    # (and a message read as a yes or no — "누가 공시해요? 국토부?" proposes the answer — keeps it as before)
    if open_question(query) and not open_question(card_question(card, query)):
        query = card_question(card, query)
    text = _VERDICT_WORD.sub("", card.answer.strip()) if open_question(query) else card.answer.strip()
    if card.decided and card.inputs and not open_question(query):
        # the rule decided on the user's own figures: that verdict, the figures it rests on, then the rule
        text = f"{card.decided} — {', '.join(card.inputs)}. {_VERDICT_WORD.sub('', card.answer.strip())}"
    core, paren = re.fullmatch(r"(.*?)(?:\(([^()]*)\))?\.?", text).groups()
    return f"{core.rstrip()}({paren + ', ' if paren else ''}{cite})."


def _grams(text: str) -> set[str]:
    t = re.sub(r"[\s().,]+", "", re.sub(r"\([^()]*\)", "", text))
    return {t[i:i + 2] for i in range(len(t) - 1)}


def restates(rule: str, card: LegalAnswer) -> bool:
    """Whether the rule sentence says what the card already said (then it is not said twice)."""
    said, rule_grams = _grams(card.answer) | _grams(card.question), _grams(rule)
    return not rule_grams or len(rule_grams & said) >= SAME_WORDING * len(rule_grams)


def card_lead(card: LegalAnswer, rule: str, query: str = "") -> str:
    """The card first, then the rule it rests on, briefly, unless that only repeats it."""
    said = card_sentence(card, query)
    if not rule or restates(rule, card) or card.decided and _VERDICT_WORD.match(rule):
        return said  # a verdict the user's figures gave is not followed by another the rule's wording gave
    cite = f"{card.law} {card.article}"  # the same basis is cited once, on the card
    return f"{said} {rule.replace(f', {cite}).', ').').replace(f'({cite}).', '.')}"


def english_verdict(ok: list[ToolResult], korean_lead: str) -> str:
    """'Yes.' / 'No.' / 'It depends.' when a card's answer leads the Korean answer, else ''."""
    card = next((c for r in ok if (c := answer_card(r))), None)
    if card and card.decided and korean_lead.lstrip().startswith(f"{card.decided} — "):
        return ENGLISH_VERDICT[card.decided]
    if card and korean_lead.lstrip().startswith(card.answer.strip()[:24]):
        return ENGLISH_VERDICT.get(card.verdict, "")
    return ""
