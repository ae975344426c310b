"""The 문답 corpus, the pure part: a card (a question people ask about an article, its verdict first)
and which card, if any, answers a question.

A card applies when every one of its ``keys`` groups has a substring in the question (spaces removed)
and none of its ``unless`` substrings is there, on a day it is in force (effective ≤ day < until).
A card's question states a claim ("보일러 수리비는 집주인이 내야 하나요?"); a user may ask the same claim
or its opposite ("세입자가 고쳐야 한대요, 맞아요?", "표준계약서 안 써도 된대요?"). `stance` compares the two
where the keys were found: a claim negated once more, or a duty put on the other party, turns the
card's 네 into 아니요 and back; another party without a duty in question leaves the card out.
A card's verdict answers its own predicate: must / may / does X alone do (`predicate`). A user asking
another one ("더 달라는데 줘야 하나요?" of a card "더 줬는데 돌려받을 수 있나요?") ranks the card below one
that asks his, and when it is still the best gets its rule without the 네/아니요 (verdict '') — as does
"제가 내야 하나요?" of a card naming whose duty it is when his side is not told.
Among the cards that apply the most specific leads: the one whose law the search found or the question
names, then the most groups, then the longest matched substrings.  Two best cards that tie and disagree
give no card at all — saying nothing beats a wrong verdict — and a 네 that the card's own rule denies of the
fact asked is said without the word (`said_otherwise`).  Format: corpus/answers/README.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from holmes_kit.korean.asking import asking_text, told_before_asked
from holmes_kit.korean.extract import LANDLORD_WORDS, TENANT_WORDS
from holmes_kit.korean.figures import figures
from holmes_kit.korean.money import find_amounts
from holmes_kit.korean.text import OPEN_ASK

from .conditions import NO_ARREARS, NO_RENT, Condition, decide, mentions

VERDICTS = ("네", "아니요", "조건부")
ANSWER_CHARS = 160
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def squeeze(text: str) -> str:
    """The question as keys are matched against it: no whitespace at all, Latin letters lower-cased."""
    return re.sub(r"\s+", "", text).lower()


def _no_spaces(values: Iterable[str], what: str) -> None:
    for v in values:
        if not v or re.search(r"\s", v):
            raise ValueError(f"{what} {v!r}: a substring must be non-empty and have no spaces")


class AnswerCard(BaseModel):
    """One card of ``corpus/answers/<law file>.json`` (search-internal; LegalAnswer is its wire form)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    question: str = Field(min_length=1)
    verdict: Literal["네", "아니요", "조건부"]
    answer: str = Field(min_length=1, max_length=ANSWER_CHARS)
    article: str = Field(min_length=1)
    also: list[str] = Field(default_factory=list)
    effective: date
    until: date | None = None
    source: str = Field(min_length=1)
    keys: list[list[str]] = Field(min_length=2, max_length=4)
    unless: list[str] = Field(default_factory=list)
    # The rule as a threshold on the user's own figure (domain/conditions.py), when it is one.
    condition: Condition | None = None
    # Filled from the file, not written per card.
    law: str = ""
    law_id: str = ""
    # Filled by the matcher: the verdict the condition gives on the user's figures, and those figures.
    decided: Literal["네", "아니요"] | None = None
    inputs: tuple[str, ...] = ()

    @field_validator("id")
    @classmethod
    def _ascii_id(cls, v: str) -> str:
        if not _ID.match(v):
            raise ValueError("id must be ascii letters, digits, '-', '_' or '.'")
        return v

    @field_validator("keys")
    @classmethod
    def _key_groups(cls, v: list[list[str]]) -> list[list[str]]:
        for group in v:
            if not group:
                raise ValueError("a keys group is empty")
            _no_spaces(group, "key")
        return v

    @field_validator("unless")
    @classmethod
    def _unless(cls, v: list[str]) -> list[str]:
        _no_spaces(v, "unless")
        return v

    @model_validator(mode="after")
    def _window(self) -> AnswerCard:
        if self.until is not None and self.until < self.effective:
            raise ValueError(f"until {self.until} is before effective {self.effective}")
        # The answer leads with the verdict the card records (a card turned for the opposite claim
        # swaps the two together): '네, …' for 네, '아니요, …' for 아니요, neither for 조건부.
        said = re.match(r"\s*(네|아니요)\s*[,.—-]", self.answer)
        if (said.group(1) if said else "조건부") != self.verdict:
            raise ValueError(f"answer must lead with its verdict {self.verdict!r}: {self.answer[:20]!r}…")
        return self

    def in_force(self, day: date) -> bool:
        return self.effective <= day and (self.until is None or day < self.until)


# A negation of the claim's predicate, read on the squeezed text: '안 써도', '않아도', '못 해', '받을 수
# 없나요', '말고', '불법', '무효' … — but not '없어지다' (to vanish, as '사라지다'), '없애다'/'없앨' (to remove), '안에'(within),
# '안전', '안내', '동안', '제안' (but '변제 안 돼요', '공제 안 돼요' are negations), '떠안다' (to take on), '불가항력' (force majeure), '잔금 지급' (…금 지급), place names; not a thing done
# without something ('동의 없이', '동의 없어도 되나요' asks the same as '되나요') nor a fault ('잘못'); not the idioms that
# mean "fine" ('문제없', '상관없') nor a tag question that expects yes ('…거 아닌가요?', '…하지 않나요?').
_NEGATION = re.compile(r"(?<!동|불|편|치|방|미|대|현|평|법|답|착|문|떠)(?<!(?<![변공면])제)"
                       r"안(?!에|의|쪽|으로|이에|이야|이죠|인가|인지|이면|이라|일까|전|내문|내서|내해|내받|내드|내하|심|방|정|건|부|경|양|산|동|성|목|팎|면|녕|다|된다고|좋)(?=[가-힣])"
                       r"|않|(?<!잘)못(?!자리)|없(?!이|어도|는데|고|으면|으니|어서|애|앨|앤|앴|어지|어져|어졌)|(?<=지)말고|말아야|불법|무효|불가(?!항력)|금지(?!급)|위법"
                       # free of charge is a fee not paid ("무료로 받을 수 있나요?" asks "돈 들어요?" the other way)
                       r"|무료|공짜|무상")
# …nor 'X 말고 Y' (X rather than Y: "가계약금 말고 정식 계약금"; '쓰지 말고' is one), nor '없던 일로/걸로 하다'
# (to call a contract off: the card's own words for cancelling), nor a tag question closing the claim
# ("확인 안 해도 되지 않아요?": the question marks are gone from the claim, so '…되지 않아요' at its end),
# nor a fault denied ("중개사 잘못은 없어요", "과실 없이"): a fact of the case told, not the claim negated; nor the noun 조정안
# (a mediation proposal: "조정안을 꼭 따라야 하나요?"), nor the money named by what befell it ("못 받은 보증금을 요구할 수
# 있나요?" asks what "남은 보증금을 요구할 수 있나요?" asks).
_NOT_NEGATION = re.compile(r"조정안(?=[을이은에의도과와만])|(?:못|안)(?:돌려)?받은(?=보증금|전세금|돈|금액|나머지|부분)|문제(?:가)?없|상관(?:이)?없|관계(?:가)?없|틀림없|어쩔수없|(?:거|것|게|건)아니"
                           r"|(?:잘못|과실|귀책사유|귀책)(?:은|이|도|는|가)?없"
                           # a lease with no rent ("보증금 5천에 월세 없이 전세"): a figure of the case (zero), not the claim
                           rf"|{NO_RENT.pattern}"
                           # rent never in arrears ("연체 한 번도 없어요", "밀린 적 없는데"): a fact the arrears cards weigh
                           rf"|{NO_ARREARS.pattern}"
                           r"|없(?:었)?던(?:걸|것|거|일)로"
                           r"|지않(?:나|을까|습니까|아요[?？]|니)|(?:(?<=되)|(?<=돼)|(?<=야하))지않아요$|잖")
# kit's words for the two sides, and the everyday ones a question may name acting ("주인분이", "세입자분이")
_LANDLORD = (*LANDLORD_WORDS, "주인분", "주인", "임대사업자")
_TENANT = (*TENANT_WORDS, "세입자분")
# A duty put on someone: who must do or pay it is the claim.
_DUTY = re.compile(r"해야|내야|부담|고쳐야|물어야|줘야|드려야|갚아야|책임|고치래|고치라|내래|내라고|물어내|해주래|해달래|고쳐달래")


def _sides(text: str) -> set[str]:
    """The parties a text names at all ('집주인', '세입자'), acting or not."""
    return {side for side, words in (("landlord", _LANDLORD), ("tenant", _TENANT)) if any(w in text for w in words)}


# "…못 받았어도 신청할 수 있나요?": a negation inside an 'even if' clause, or in a clause telling what happened
# ("못 받았는데 먼저 이사 가면 …?"), is a circumstance the answer does not turn on ("일부만 받았는데
# 신청되나요?" asks the same) — unless it is the permission itself ("안 써도 돼요?").
_PAST = "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 == 20)  # 었 았 했 썼 봤 …: a ㅆ past
# '…어도' however the stem contracts it: '해도', '옮겨도', '바꿔도', '줘도', '봐도'
_A_EO = "".join(chr(0xAC00 + (i * 21 + v) * 28) for i in range(19) for v in (0, 1, 4, 6, 9, 14))
_CONCESSIVE = re.compile(r"[가-힣]{0,4}?(?:(?:어도|아도|여도|해도|워도|더라도|"
                         # …however the stem contracts it ("형제들이 같이 안 가도 제가 혼자 신청할 수 있나요?")
                         rf"(?<=[{_A_EO}])도)(?![가-힣]{{0,6}}?(?:되|돼|괜찮|상관|무방|된|될))"
                         # "…못 받았는데 이사 가면", "방 하나 못 쓰는데", "안 주던데": what happened, not the claim (but
                         # "…안 된다던데 진짜예요?", "안 해도 된다는데 맞나요?" are hearsay, the claim itself); and an 'if'
                         # clause in either tense ("공제증서를 안 줬으면 …", "협조를 안 해 주면 …"): the case asked
                         # about, told as a supposition where the user tells it as a story — unless it is the modal
                         # '…면 안 되다' ("안 하면 안 돼요?": must I?)
                         rf"|[{_PAST}]?(?:(?<![다라])는데|(?<![다라])던데)|[{_PAST}]?(?:으면|면)(?!서)(?!안되|안돼|안됨|안된|못)"
                         # what someone reportedly did ("가입 안 했다는데 …", "안 냈다던데"): a past told, not a claim
                         rf"|[{_PAST}]다(?:는데|던데)"
                         # …and what someone says he will or won't do, followed by an ask of the user's own ("집주인이
                         # 안 해준다는데 나 혼자 해도 돼?") — not a claim to check ("안 해도 된다는데 맞나요?")
                         r"|다(?:는데|던데)(?!맞|진짜|정말|사실|그래|그런|이게|그게|이거|그거|이건|그건|그렇)(?=[가-힣]{4})"
                         # a statement the question follows ("협조를 안 해줘요 저 혼자 해도 돼요?"): the story too
                         # (not hearsay — "안 내도 된대요 맞아요?" tells the claim to be checked)
                         r"|(?:어|아|여|해|줘|워|와|돼|되어|다네|네)요(?=[가-힣]{2})|거든(?:요)?(?=[가-힣]{2}))")  # "가입이 안 돼 있다네요. …"


# "집주인이 안 고쳐 줘서 제가 고쳤는데 …": a negation in a clause giving the reason ('…해서', '…줘서') is what
# happened too, not the claim asked about.
_REASON = re.compile(r"[가-힣]{0,3}?(?:아|어|여|해|줘|워|져|쳐|와|봐|돼|써|나)서(?!울|류|명|면|비)")


# A term quoted ("특약에 '임차인은 갱신요구권을 행사하지 않는다'고 …"): the thing asked about, its words not the claim's.
_QUOTED = re.compile(r"['\"‘’“”「」『』][^'\"‘’“”「」『』]{2,60}['\"‘’“”「」『』]")


def _negated(text: str) -> tuple[str, list[re.Match[str]]]:
    """The negations of the claim (not the story's, not an idiom's, not a quoted term's), on the text they were
    found in."""
    text = _NOT_NEGATION.sub("", _QUOTED.sub("", text))
    return text, [m for m in _NEGATION.finditer(text)
                  if not _CONCESSIVE.match(text, m.end()) and not _REASON.match(text, m.end())]


# Refusing what is asked for is not doing it: "돌려달래요. 거절할 수 있나요?" asks "안 돌려줘도 되나요?" of a card asking
# "돌려줘야 하나요?". Not '갱신(을) 거절' (the name of the landlord's act), nor a refusal told ("거부하네요").
_REFUSE = re.compile(r"(?<!갱신)(?<!갱신[을은도])거절(?!당)|거부(?!당|감)")
_WHEN = re.compile(r"[가-힣]{0,2}?[할한]때")  # "하자 인정을 거부할 때 …": the case, not the claim


def _refuses(text: str) -> bool:
    text = _NOT_NEGATION.sub("", _QUOTED.sub("", text))
    return any(not _CONCESSIVE.match(text, m.end()) and not _REASON.match(text, m.end())
               and not _WHEN.match(text, m.end()) for m in _REFUSE.finditer(text))


def _ok_negations(text: str, other: str, omitted: bool = False) -> int:
    """`_negations`, but a question whether what was done is all right ("중개보조원이라고 안 알려줬는데 괜찮나요?")
    asked against one whether it may be done ("말 안 해도 되나요?"): the act told is its claim, negation and all
    ('…안 했는데 괜찮나요' is '…안 해도 되나요')."""
    if predicate(text) == "ok" and predicate(other) == "may":
        return len(_NEGATION.findall(_NOT_NEGATION.sub("", _QUOTED.sub("", text))))
    return _negations(text, omitted)


def _negations(text: str, omitted: bool = False) -> int:
    """How many negations the claim puts (``omitted``: not those leaving an act undone, '안 하고', '안 해도').
    A '…안 하고' beside another negation ("금액 안 바꾸고 재계약했는데 신고 안 해도 돼요?") is a condition told,
    not the claim's own negation."""
    text, found = _negated(text)
    if any(not _then(text, m) for m in found):
        found = [m for m in found if not _then(text, m)]
    # "새 집주인한테 못 받고 전 주인한테 받아야 되는 거지?": not from one but from the other — the same verb asked
    # again after '…못 받고' is the claim, the negated one its foil
    found = [m for m in found if not _contrasted(text, m)]
    return sum(1 for m in found if not (omitted and (_then(text, m) or _EVEN_IF.match(text, m.end()))))


def _contrasted(text: str, m: re.Match[str]) -> bool:
    then = _then(text, m)
    if not then or m.group() not in ("안", "못"):
        return False
    verb = text[m.end():m.end() + 1]  # the negated verb's first syllable ('받' of '못 받고')
    return verb not in "하한할합해했되된될됩돼됐고" and verb in text[then.end():]


# An act left undone as the condition of another ("임차권등기 안 하고 나가도 돼요?", "동의 안 받고 …"): '…고' after
# the negated verb (at least its stem: '안 고쳐' is no '…고'; '않고' is one).
_THEN = re.compile(r"[가-힣]{0,2}?고(?![요서])")
_EVEN_IF = re.compile(rf"[가-힣]{{0,3}}?(?:[{_A_EO}]|[{_PAST}])도")


def _then(text: str, m: re.Match[str]) -> re.Match[str] | None:
    found = _THEN.match(text, m.end())
    return found if found and (m.group() == "않" or found.end() - m.end() > 1) else None


def _without(text: str) -> bool:
    """Whether the (squeezed) text asks of an act left undone: '전입신고 없이', '없어도', '안 하고 …', '안 해도
    되나요', '안 해도 보호받나요' — the one polarity, however the negation is put."""
    text = _NOT_NEGATION.sub("", text)  # "중개사 잘못 없이 해제되면 …": no fault is a fact of the case, not the act
    if _WITHOUT.search(text):
        return True
    return any(_then(text, m) or _EVEN_IF.match(text, m.end()) for m in _NEGATION.finditer(text))


def _other_act(claim: str, asked: str) -> bool:
    """The user's negation leaves undone an act the card's question does not name doing ("등기 안 하고 나가도 돼?"
    against "신청하고 바로 나가도 되나요?"): the card's 'no' to doing less does not turn into a 'yes' to doing
    nothing — its word answers another act. The act is the word before the negation and the verb after it
    ('등기' + '하고'); the card names it when it holds the two together ("등기하고")."""
    if _without(asked) or _negations(asked):
        return False  # the card asks the act left undone too
    if predicate(asked) == "duty" and predicate(claim) == "may":
        return False  # "…안 하고 …해도 돼요?" against "…해야 하나요?": the card's own question turned
    # "금액 안 바꾸고 갱신하는데 신고해야 하나요?": a condition told, which the card may put the other way
    # …and never against a card asking whether one may, even of the same act: "신청하고 나가도 되나요? 아니요"
    # says nothing of "신청 안 하고 나가도 돼요?" but that it is no better (doing less of what does not suffice)
    text, found = _negated(claim)
    return bool(found) and all(_then(text, m) for m in found)


# "새 세입자가 들어와야 준대요": the next tenant is a third party, not the side the user is on (a new owner,
# "새 집주인이", is the landlord now).
_NEXT = {"tenant": "(?<!새)(?<!다음)(?<!신규)(?<!새로운)", "landlord": ""}
# (not a party naming whose money a thing is, "세입자가 낸 장기수선충당금을 돌려줘야 하나요?": the act asked is another's)
_ACTS = {side: re.compile(rf"{_NEXT[side]}(?:{'|'.join(words)})(?:님)?(?:이|가|도|는|은|께서|측|쪽)"
                          r"(?!(?:대신|미리|먼저|그동안|이미)?(?:낸|냈던|준|줬던|받은|쓴|넣은|맡긴|보낸|부은|납부한|지급한)"
                          r"[가-힣]{2,}?(?:을|를))")
         for side, words in (("landlord", _LANDLORD), ("tenant", _TENANT))}
# The user speaking of himself ('내가 내야 돼?', '제가 고쳐야 하나요?'): his side is the one he does not name as
# a third party ('집주인이 나보고 고치래' — he is the tenant).
_I_AM = re.compile(r"(집주인|임대인|건물주|세입자|임차인)(?:인데|입니다|이에요|예요|이고|으로서|로서|인(?=제가|저는|내가|나는))")
# "전세 사는데", "월세로 살고 있어요", "반전세 들어와 살아요": the one who lives there rents it — when he names
# no party acting ("월세 사는 세입자가 고쳐 달래요. 제가 …" is the landlord speaking of his tenant)
_I_RENT = re.compile(r"(?:전세|월세|반전세|전월세)(?:로|를|집에|방에|집|방)?(?:들어와|들어)?(?:살|사는|삽니|거주)"
                     r"(?![가-힣]{0,2}(?:세입자|임차인|사람|분|친구))")
# "임대사업자 집에 사는데", "집주인 집에 살아요": who lives in the landlord's home is his tenant, whoever else the
# message names ("…전부 세입자가 내라고 하네요. 제가 다 내야 돼요?" is the tenant asking of his own share).
_IN_LANDLORDS = re.compile(r"(?:집주인|임대인|건물주|임대사업자|주인)(?:분)?(?:의)?(?:집|주택|건물)(?:에|에서)(?:살|사는|삽니|거주)"
                           r"(?![가-힣]{0,2}(?:세입자|임차인|사람|분|친구))")
_SELF = re.compile(r"(?:(?<!안|이)내가|(?<!문|경|주|과|체|설|세|편)제가|저는|저도|저희가|나보고|저보고)")  # not '끝나는', '문제가'…


def _subject(text: str, whole: str = "") -> str:
    """'landlord' / 'tenant': the party the claim names as acting nearest its predicate, the user himself
    read as the side he does not name as another; '' when unknown."""
    found = [(m.end(), side) for side, pat in _ACTS.items() for m in pat.finditer(text)]
    found += [(m.end(), "self") for m in _SELF.finditer(text)]
    if not found:
        return ""
    side = max(found)[1]
    if side != "self":
        return side
    whole = whole or text
    if said := _I_AM.search(whole):  # '세입자인데', '집주인입니다'
        return "landlord" if said.group(1) in _LANDLORD else "tenant"
    if _IN_LANDLORDS.search(whole):
        return "tenant"
    others = {s for s, pat in _ACTS.items() if pat.search(whole)}
    if not others and _I_RENT.search(whole):
        return "tenant"
    # a landlord named as someone acting makes the speaker the tenant (a landlord does not call himself 집주인)
    other = "landlord" if "landlord" in others else others.pop() if others else ""
    return {"landlord": "tenant", "tenant": "landlord"}.get(other, "")


# A sentence that tells what happened ('…아무 말을 안 했어요.', '…3달 밀렸는데') is the story, not the
# claim asked about: its negation is no negation of the claim.
_TOLD = re.compile(rf"(?:[{_PAST}](?:어요|어|습니다|음|는데요?|거든요?)|던데요?|더라고요?|더라구요?)$")


def _claim(text: str, card: AnswerCard) -> str:
    """The sentences of the question where the card's keys were found ('맞아요?' alone claims nothing),
    without the ones that only tell the story when one that asks or reports a claim is left."""
    keys = [k.lower() for group in card.keys for k in group]
    pieces = [p for p in re.split(r"[.?!？。]+", text) if p]
    # a sentence put with a question mark asks, whatever its ending ("그리고 임차권등기도 할 수 있어요?": '있어요'
    # ends as a past '…었어요' does)
    questions = {p.rstrip(".?!？。") for p in re.findall(r"[^.?!？。]+[.?!？。]*", text) if p.endswith(("?", "？"))}
    parts = [p for p in pieces if any(k in p for k in keys)]
    asked = [p for p in parts if p in questions or not _TOLD.search(p)]
    # "새 주인이 보증금 못 준대요. 전 주인한테 받아야 돼요?": when the message ends with a question of its own,
    # the sentences before it tell the situation (their '못' is someone else's refusal, not the claim).
    if len(asked) > 1 and asked[-1] == pieces[-1]:
        asked = asked[-1:]
    # …and the question it ends with, keys or not ("…니가 고치래. 내가 내야됨?": who is asked about)
    last = [pieces[-1]] if pieces and pieces[-1] not in parts and (pieces[-1] in questions or not _TOLD.search(pieces[-1])) \
        else []
    return "".join((asked or parts) + last) or text


# The measures a card's figure is compared in ('38dB', '60일', '0.4%', '6개월' -> days), read by kit's one
# reader of "number + unit"; money is kit's amounts in 만원 ('5천'). A year ('2023년') is a date, not a length.
# How many times ('한번', '두 번', '3회') counts in words too: "1년에 두 번" against a card on "한 번만".
_COMPARED = ("dB", "day", "%", "㎡", "평", "점", "세대", "실")


def _figures(text: str) -> dict[str, set[float]]:
    out: dict[str, set[float]] = {}
    for f in figures(text):
        if f.unit in _COMPARED and not f.spoken or f.unit == "회":
            out.setdefault(f.unit, set()).add(f.value)
    for a in find_amounts(text):
        out.setdefault("만원", set()).add(float(a.exact_manwon))  # "12만 5천원" is 12.5, not 13
    return out


# Measures a rule holds a user's own figure against ('37dB … 초과인가요?', '주변시세 80%로 정해지는'): a card
# whose question holds no such figure did not weigh it.
_MEASURES = ("dB", "%", "㎡", "평", "점", "세대", "실")


# A card's figure that is a limit ('5% 넘게 올릴 수 있나요?'): every figure past it is the same question.
_PAST_LIMIT = re.compile(r"(?:을|를|이|가)?(?:넘|초과|이상)")


def _limits(question: str) -> dict[str, float]:
    return {f.unit: f.value for f in figures(question) if _PAST_LIMIT.match(question, f.end)}


def other_figure(claim: str, card: AnswerCard) -> bool:
    """The user asks of his own figure ('36dB', '8억') and the card of another ('38dB', '7억') — or of a
    measure the card's question has none of: the card's verdict is about a number the user did not give.
    A figure past the limit the card asks about ('10% 올린대요' against '5% 넘게 올릴 수 있나요?') is its own."""
    asked = squeeze(card.question)
    mine, theirs, limits, weighed = _figures(claim), _figures(asked), _limits(asked), _weighed(card)
    return any((unit in theirs and not values & theirs[unit] and not (unit in limits and min(values) > limits[unit])
                or unit in _MEASURES and unit not in theirs)
               and unit not in weighed for unit, values in mine.items())


def _measures_only(text: str) -> str:
    """The text's measured figures alone ('37dB 50dB'), for `other_figure` (money or a share told in a story is
    the case's, not a measure asked of)."""
    return " ".join(f"{f.value:g}{f.unit}" for f in figures(text) if f.unit in _STORY_MEASURES and not f.spoken)


# (not a share: "계약금 10% 넣었는데 …" tells the deal, a card's "10%" is no measure of his asked about)
_STORY_MEASURES = ("dB", "㎡", "세대", "실")


# the measure (as _figures keys it) each quantity of a condition is read in
_MEASURE_OF = {"dB": "dB", "households": "세대", "rooms": "실", "houses": "호", "days": "day",
               "area": "㎡", "percent": "%"}


def _weighed(card: AnswerCard) -> set[str]:
    """The measures the card's condition weighs the user's own figure in: any figure of his there is his case."""
    if card.condition is None:
        return set()
    return {_MEASURE_OF.get(t.quantity, "만원") for t in card.condition.terms}


# A card asking whether something is required ("확정일자가 있어야 하나요?") is asked the other way round by
# "확정일자 없이 받을 수 있어요?": doing without it is the opposite claim, though '없이' negates nothing.
_NEED = re.compile(r"있어야|필요(?:한가|하나|해요|합니까|하죠|할까)")
_WITHOUT = re.compile(r"없이|없어도")
# …or puts its absence as the case ("확정일자 없으면 최우선변제도 못 받나요?" is "…받으려면 확정일자가 있어야
# 하나요?" — the if-clause's negation the matcher leaves to the story is the need's own)
_ABSENT_IF = re.compile(r"없(?:으면|는데|이는)|(?:안|못)[가-힣]{0,3}?(?:으면|면)(?!서)")
# the thing a card's question does without: "5%제한없이" -> 제한
_DONE_WITHOUT = re.compile(r"([가-힣]{2})(?:이|가)?없이")


# A card asking whether an act is sanctioned ("…더 받으면 처벌받나요?", "미끼매물은 불법인가요?"): "불법이죠?",
# "불법 아닌가요?" ask the same fact — 불법 negates a permission ("해도 되나요?"), not a sanction.
_SANCTION = re.compile(r"처벌|벌금|징역|과태료|제재|불법|위법|위반|금지")
_ILLEGAL = re.compile(r"불법|위법|금지")
# "불법 아니죠?": the user claims it is not — unlike the tag question "불법 아닌가요?", which expects it is
_NOT_ILLEGAL = re.compile(r"(?:불법|위법|금지)(?:이|은|는|가)?아니(?:죠|지|에요|예요|야|잖|라|래)")


# "저도 과태료 나오나요?", "임대인도 해야 돼요?": one side too — against a card asking whether the other alone does
_ALSO = re.compile(r"(?:저|나|제|우리|저희|집주인|임대인|세입자|임차인|주인)도(?![가-힣]{0,2}(?:만|아니))")
def _only_said(text: str) -> str:
    """An 'only' question up to its 'only' ("집주인만 하면 되고 세입자는 안 해도 되나요?" -> "집주인만 하면 되"): the
    clause going on restates it ('the other need not'), its negation is the 'only', not the claim's turned."""
    m = _ONLY.search(text)
    return text[:m.end()] if m and text.startswith("고", m.end()) else text


# "…하면 문제가 되나요?", "문제 생기나요?" at the end of the claim: whether it is not all right
_PROBLEM = re.compile(r"문제(?:가|는|이)?(?:되|돼|있|생기|생길)[가-힣]{0,5}[?？.!]*$")


# "확정일자를 안 받았어. 그래도 인정되지?": an act told undone, then asked of despite it — doing without it
_DESPITE = re.compile(r"(?:그래도|그런데도|그럼에도|그래두)")


def _despite(claim: str) -> bool:
    later = _DESPITE.search(claim)
    return bool(later) and bool(_NEGATION.search(_NOT_NEGATION.sub("", claim[:later.start()])))


def stance(text: str, card: AnswerCard) -> int:
    """1: the question asks the card's own claim; -1: its opposite (the verdict turns); 0: unsure."""
    claim, asked = _claim(text, card), squeeze(card.question)
    if other_figure(claim, card):
        return 0
    # …or measured in the story told before the question ("1분 등가소음도 37dB였어요(최고 50dB). 기준 초과인가요?")
    if not _figures(claim) and other_figure(_measures_only(text), card):
        return 0
    if _SANCTION.search(asked) and predicate(asked) != "may" and _ILLEGAL.search(claim):
        if _NOT_ILLEGAL.search(claim):
            return 0  # whether the user doubts or denies it is not sure enough for a word
        claim, asked = _ILLEGAL.sub("", claim), _ILLEGAL.sub("", asked)
    # both leave an act undone ("전입신고 안 해도 되죠?" against "…전입신고를 안 해도 보호받나요?", "동의 안 받아도
    # 돼요?" against "동의 없이 할 수 있나요?"): the same polarity however each puts it — their other negations
    # ("도장 없이 … 효력 있어요?" against "도장 없이 … 무효인가요?") still turn it
    both = _without(claim) and _without(asked)
    if predicate(claim) == predicate(asked) == "only":
        claim, asked = _only_said(claim), _only_said(asked)
    flips = (_ok_negations(claim, asked, both) - _ok_negations(asked, claim, both)) % 2
    # a refusal asked of a card that names none is its claim negated; a card asking of a refusal itself
    # ("잔금 지급을 거절할 수 있나요?") is asked alike by "보류해도 돼요?" — its word is no negation to count
    flips ^= _refuses(claim) and not _REFUSE.search(asked)
    if _NEED.search(asked) and not _WITHOUT.search(asked) \
            and (_WITHOUT.search(claim) or _despite(text) or _ABSENT_IF.search(claim)) and not _NEED.search(claim):
        flips ^= 1
    # …and the other way: "5% 제한 없이 올릴 수 있나요?" is asked the opposite by "5% 제한 적용돼요?" — a fact of
    # the very thing the card does without
    elif (without := _DONE_WITHOUT.search(_NOT_NEGATION.sub("", asked))) and not _without(claim) \
            and without.group(1) in claim and "무" + without.group(1) not in claim:  # "무신고 분양" does without it too
        if _NEED.search(claim):
            flips ^= 1  # "동의가 꼭 필요해요?" against "동의 없이 할 수 있나요?": the need is the opposite claim
        elif predicate(claim) or _negations(claim) or _PROBLEM.search(claim):
            # "동의 받고 전대하면 문제 있나요?" against "동의 없이 전대해도 되나요?": the case the card's rule
            # excepts, asked of in its own terms — the card's word is not its answer either way
            return 0
        else:
            flips ^= 1
    # "…하면 문제가 되나요?" asks whether it may not be done: the opposite of "…해도 되나요?" / "문제없나요?" (not of a
    # fact or a duty, "취소되나요?", "줘야 하나요?", which a problem asked agrees with)
    for one, other in ((claim, asked), (asked, claim)):
        if _PROBLEM.search(one) and not _PROBLEM.search(other) and predicate(other) in ("may", "ok"):
            flips ^= 1
    # "저도 과태료 나오나요?" against "집주인만 하면 되고 세입자는 안 해도 되나요?": the one side too is the other
    # side not alone — the card's 아니요 ('both') is a 네 to 'me too'
    if predicate(asked) == "only" and _ALSO.search(claim) and not restricts(claim):
        flips ^= 1
    mine, theirs = _subject(claim, text), _subject(asked)
    if mine and theirs and mine != theirs:
        if not (_DUTY.search(claim) and _DUTY.search(asked)):
            return 0  # another party's doing: not what the card decides
        flips ^= 1  # the duty put on the other party is the opposite claim
    return -1 if flips else 1


# What the question asks of its matter. A card deciding one of these does not decide another (review 6:
# "더 달라는데 줘야 하나요?" is not "더 줬는데 돌려받을 수 있나요?", though both are about an excess fee):
# 'duty'  must someone do or pay it: "줘야 하나요", "고쳐야 돼요", "부담인가요", "있어야 하나요";
# 'may'   may it be done, can it be had: "해도 되나요", "할 수 있나요", "가능해요", "이거 되는 거야?";
# 'only'  does X alone settle it: "받은 돈만 돌려주면 되나요", "과태료만 내면 끝이죠" — a card on whether X
#         applies at all ("과태료가 나오나요? 네") says nothing of what comes besides it;
# 'ok'    is what happened all right: "도장만 찍었는데 괜찮은 거죠?";
# ''      anything else ("과태료가 나오나요", "대상인가요", "최우선변제 되나요"): a fact, any card may decide it.
# '만' that is no 'only': 만원, 만기, 만료, 만약, 만일, 만나, 만큼, 만족, 만점, 만 19세, 만들, 만든, 만 명, 만 평 …
_NOT_ONLY = "원|기|료|약|일|나|큼|족|점|세|든|들|명|평|㎡|개|m"
_ONLY = re.compile(rf"(?<![천백십억\d])만(?!{_NOT_ONLY})(?:으로|으론)?"
                   r"[가-힣]{0,6}?(?:면|로)(?:도)?[가-힣]{0,8}?(?:되|돼|됨|끝|충분|그만|할수|된|괜찮)")
_ASKS = {"duty": re.compile(r"(?<![니거이냐])야(?:하|돼|되|됨|함|할|해|합|지)|부담(?:인가|이에|이야|이죠|하나|해요|이냐|인지)"
                            r"|책임(?:인가|이에|이야|져야|이있)|의무(?:인가|예요|에요|야|이)"),
         "may": re.compile(r"수(?:는|도)?(?:있|없)|가능|도(?:되|돼|됨|괜찮|상관없)"
                           r"|(?:이거|그거|이게|그게|이것|그것)(?:도)?되(?:는|나|냐|요|죠)"),
         # whether what happened is all right ("서명은 안 했는데 괜찮은 거죠?"): neither whether it must be done
         # nor whether it may — a card on the duty does not say the case told is fine
         "ok": re.compile(r"(?<!도)(?:괜찮|상관(?:이)?없)(?:은|나|아|어|죠|을|니|냐|습|지|는|겠)|(?<!도)문제(?:가|는)?(?:없|안되|안돼)(?:는|나|죠|을|어|지|냐|겠)")}


# "투기과열지구에서 당첨된 사람만 받는 거 맞지?": '만' restricting the claim's own clause (not a story clause
# going on, "일부만 받았는데 …", not '만원', '만기', '할 만하다', '만 19세'): "only X?" — a card asking of X
# without 'only' says yes to X, nothing of the others.
# ("서명만 한 계약서": 'X만 하다' describes the thing; "X만 하면 되나" is the 'only' predicate itself)
_RESTRICTS = re.compile(rf"(?<![천백십억\d])(?<![할볼살갈될쓸올야])만(?!{_NOT_ONLY}|에|\d|한|하고|했|하면)")
_GOES_ON = re.compile(r"는데|은데|던데|니까|지만|으면|(?<![방측전정표화국])면(?![적제허세])|[아어여해워줘]서(?![류울명])"
                      r"|(?:하|받|찍|주|내|쓰|않|했|줬|냈|썼|받았)고")


def restricts(text: str) -> bool:
    """Whether the (squeezed) claim asks "only X?" in the clause it asks."""
    return any(not _GOES_ON.search(text, m.end()) for m in _RESTRICTS.finditer(text))


def predicate(text: str) -> str:
    """'duty' / 'may' / 'only' / 'ok' / '': what a (squeezed) question asks of its matter — of several, the one
    it ends on ("받을 수 있다는데 줘야 하나요" asks the duty); "…만 …면 되나" whatever follows it; a need
    ("동의가 있어야 가입할 수 있나요") is a duty put as a condition."""
    if _ONLY.search(text):
        return "only"
    if _NEED.search(text):
        return "duty"
    found = [(m.end(), kind) for kind, pat in _ASKS.items() for m in pat.finditer(text)
             if not _SUBORDINATE.match(text, m.end())]
    return max(found)[1] if found else ""


# "…재발급 받을 수 있나요? 다음 달에 집 팔아야 되는데": a predicate in a clause that goes on ('…되는데', '…하니까')
# tells the situation, it is not what is asked.
_SUBORDINATE = re.compile(r"[가-힣]?(?:는데|은데|던데|니까|지만|어서|아서|해서)")


# A party's act the user tells before asking his own duty ("집주인이 해지하면 나가야 하나요?", "주인이 올려
# 달래요 따라야 하나요?"): the duty asked is to go along with it — not "집주인이 해제하려면 줘야 하나요?", where the
# purpose clause keeps the party as the one whose duty is asked.
_HANDS_OVER = re.compile(r"(?<!려)면|는데|달래|달라|래요|대요|겠대|한대|했대|다는데|라는데|다네|하래|한다고|라고")


# "…나가라는데 이래도 돼?", "그래도 되나요?", "이거 되는 거야?": whether the act just told is allowed.
_OF_THE_ACT = re.compile(r"(?:이래|그래|이러|그러|이렇게해|그렇게해)도(?:되|돼|됨)|(?:이거|그거|이게|그게)(?:도)?되"
                         r"|(?:이럴|그럴)수(?:있|없)")


def _goes_along(claim: str, side: str) -> bool:
    named = list(_ACTS[side].finditer(claim)) if side in _ACTS else []
    return bool(named) and bool(_HANDS_OVER.search(claim, named[-1].end()))


# Whether an act or a term holds ("효력 있어?", "유효한가요?", "무효인가요?"): asked of a card on a duty, the
# duty's 네 says when it must be done, not whether what was done counts.
_VALIDITY = re.compile(r"효력(?:이|은|도)?(?:있|없|발생|생기|인정)|유효(?:한|해|하|인|합)|무효(?:인|예|에|야|이|라|죠|냐)")


def _same_ask(claim: str, asked: str, text: str = "") -> int:
    """How far the card's verdict answers the claim: 2 the same predicate; 1 one the verdict carries over to —
    the user's a fact ("한 번 내면 끝이에요?" against "한 번만 내면 되나요?"), "X만 하면 …되나" against "X 하면
    …되나", must against may as each other's opposite ("안 써도 되나요?" / "동의 없이 할 수 있나요?" is "써야 /
    동의 받아야 하나요?" turned; "써도 되나요?" is not) or as the duty to go along with what the card's named
    party may do ("집주인이 해지하면 나가야 하나요?" against "임대인이 끝낼 수 있나요?"); 0 none (the verdict
    answers another question: "과태료만 내면 되나" against "과태료가 나오나요", "줘야 하나요" against
    "돌려받을 수 있나요")."""
    mine, theirs = predicate(claim), predicate(asked)
    if mine == theirs:
        return 2
    if theirs == "duty" and _VALIDITY.search(claim) and not _VALIDITY.search(asked):
        return 0  # "이거 지금 말해도 효력 있어?" against "…2개월 전까지 통지해야 하나요?": the duty's word is no verdict on validity
    if not mine or not theirs and mine != "only" or {mine, theirs} == {"only", "may"}:
        return 1
    if {mine, theirs} == {"ok", "may"}:
        # "…하면 문제없나요?" asks "…해도 되나요?" — not "…안 했는데 괜찮나요?" (a negation in the story the card's
        # question would carry in its own)
        return int(len(_NEGATION.findall(_NOT_NEGATION.sub("", claim))) == _negations(claim))
    if {mine, theirs} == {"duty", "may"}:
        may = claim if mine == "may" else asked
        # the party whose act the card asks of; a card naming one side only is asked of that side
        side = _subject(asked) or next(iter(_sides(asked))) if len(_sides(asked)) == 1 else _subject(asked)
        # …and the other way round: "집주인이 나가라는데 이래도 돼?" against "집주인이 … 통보했는데 나가야 하나요?"
        # (the party may do it exactly when the user must go along with it)
        # the party's act may be told in a sentence before the one that asks ("…나가라고 합니다. 나가야 하나요?")
        text = text or claim
        told = theirs == "duty" and _OF_THE_ACT.search(claim) and _goes_along(asked, side) and _goes_along(text, side)
        return int(_negations(may) > 0 or _refuses(may) or bool(_WITHOUT.search(may)) or bool(told)
                   or theirs == "may" and _goes_along(text, side))
    return 0


def verdict_fits(text: str, card: AnswerCard) -> bool:
    """Whether the card's 네/아니요 answers what the user asked: the same predicate (`_same_ask`), and
    not the user's own duty ("제가 내야 하나요?") against a card naming whose it is when his side is not told
    (a landlord asking would be answered the opposite way to a tenant)."""
    return bool(fits_ask(text, card))


def fits_ask(text: str, card: AnswerCard) -> int:
    """`_same_ask` of the user's claim and the card's question (0 when whose duty it is cannot be told)."""
    claim, asked = _claim(text, card), squeeze(card.question)
    # "언제까지 말해야 돼요?": a yes or a no answers nothing here, whichever predicate it is put in — when it is
    # the question the message ends on ("계약은 어떻게 되나요? 벌금만 내면 되는 거 아니에요?" asks the last one too)
    pieces = [p for p in re.split(r"[.?!？。]+", text) if p]
    if OPEN_ASK.search(pieces[-1] if len(pieces) > 1 and not OPEN_ASK.search(pieces[-1]) and predicate(pieces[-1])
                    else claim):
        return 1
    # an exclusivity the user states in another sentence ("임대인만 하면 되는 거 아니에요? 임차인은 안 해도
    # 되죠?") is the card's 'only' claim all the same
    ask = 2 if predicate(asked) == "only" and _ONLY.search(text) else _same_ask(claim, asked, text)
    mine = _subject(claim, text)
    if not mine and _SELF.search(claim) and _subject(asked) and _DUTY.search(claim) and _DUTY.search(asked):
        return 0
    # a third party speaking of his own act ("관리소인데 … 우리가 줘야 돼?"): neither side's duty the card decides
    # (the tenant's "돌려받을 수 있나요? 네" is no 네 to the office's "우리가 줘야 돼?") unless it names his office
    if _THIRD_PARTY.search(text) and _WE.search(claim) and predicate(claim) in ("duty", "may") \
            and not _THIRD_NAMED.search(asked):
        return 0
    return ask


# Who speaks when he is neither side of the lease: the management office, a broker ("관리사무소 직원인데", "중개사입니다")
_THIRD_PARTY = re.compile(r"(?:관리사무소|관리소|관리실|중개사무소|공인중개사|중개사|중개업소)(?:직원|소장|실장|사무장)?"
                          r"(?:인데|입니다|이에요|예요|이고|에서일하는데|에서근무하는데)")
_THIRD_NAMED = re.compile(r"관리사무소|관리소|관리실|관리주체|중개사|중개업|중개보조원")
_WE = re.compile(r"우리가|우리보고|우리한테|우리쪽|저희가|저희보고|저희한테|저희쪽|(?<!문|경|주|과|체|설|세|편)제가|저보고|저한테")


# The verdict an answer opens with ('네, ', '아니요 — ', '조건부입니다 — '): what the card answers its own question.
_VERDICT_HEAD = re.compile(r"^\s*(?:(?:네|아니요)\s*[,.—-]|조건부(?:입니다|로\s*가능합니다)?\s*[—-])\s*")


def plain(card: AnswerCard) -> AnswerCard:
    """The card's rule without its verdict word (verdict ''): the rule applies to the question, the word
    answers another one."""
    return card.model_copy(update={"verdict": "", "answer": _VERDICT_HEAD.sub("", card.answer, count=1),
                                   "decided": None, "inputs": ()})


def turned(card: AnswerCard) -> AnswerCard:
    """The card answering the opposite claim: the verdict word changes, the rule it states does not."""
    if card.verdict == "조건부":
        return card
    verdict = "아니요" if card.verdict == "네" else "네"
    answer = re.sub(r"^\s*(?:네|아니요)\s*[,.—-]?\s*", f"{verdict}, ", card.answer, count=1)
    return card.model_copy(update={"verdict": verdict, "answer": answer})


# Who told the user ('부동산에서 그러는데', '중개사가 그러던데', '친구 말로는') is where a claim came from,
# not what it is about: a card on what the broker must do is not asked by "부동산에서 그러는데 …".
_HEARSAY = re.compile(r"(?:부동산|중개사|공인중개사|중개인|중개업자|복덕방|사장님|집주인|주인|임대인|세입자|임차인|친구|지인"
                      r"|엄마|아빠|남편|아내|와이프|선배|직원|상담원|은행|분양업자|분양사무실|관리사무소|관리소)"
                      r"(?:에서|님이|님께서|님|이|가|는|께서|쪽에서|말로는)?"
                      r"(?:그러는데|그러던데|그랬는데|그러더라고요|그러더라구요|그러네요|말하길|말하는데|말로는|하는말이"
                      r"|얘기로는|얘기하길|얘기하던데|한테들었는데|에게들었는데)")


def unsourced(text: str) -> str:
    return _HEARSAY.sub("", text)


# A regime a special law governs, named by the question without the law's name: "등록임대 집", "임대사업자가",
# "민간임대로 등록한". Its cards lead the general law's card on the same matter (특별법 우선: 표준임대차계약서 is
# mandatory under 민간임대주택법 제47조, only recommended under 주택임대차보호법 제30조).
_REGIMES = {"private_rental_housing_act": ("등록임대", "임대사업자", "민간임대", "임대주택사업자", "매입임대",
                                           "장기일반민간", "공공지원민간")}


# A place the question says is no home ("창고(주거용 아님)", "비주거용 건물"): 주택임대차보호법 protects only a lease of
# a home lived in (제2조), so its cards answer nothing there — the general law's (민법 제635조) do.
_NOT_A_HOME = re.compile(r"비주거|주거용(?:이|은|도)?(?:아니|아님|아닌|아닙)")
_HOME_LEASE_LAWS = frozenset({"housing_lease_act", "housing_lease_act_decree"})


def regime_laws(texts: Iterable[str]) -> set[str]:
    """The law ids whose regime the (squeezed) question names."""
    return {law_id for law_id, words in _REGIMES.items() if any(w in t for t in texts for w in words)}


@dataclass(frozen=True)
class _Fit:
    card: AnswerCard
    # (a regime's special law named, its law found or named, no key group found only in the story, its verdict
    # fits the predicate asked, figures and parties alike, groups, characters)
    rank: tuple[bool, bool, bool, bool, int, int, int]
    stance: int = 1
    # whether its 네/아니요 may be said at all (`sound_word`)
    word: bool = True


def _fit(card: AnswerCard, texts: list[str], day: date, preferred: set[tuple[str, str]],
         laws: set[str], regimes: set[str] = frozenset(), asks: dict[str, str] | None = None) -> _Fit | None:
    if not card.in_force(day):
        return None
    if card.law_id in _HOME_LEASE_LAWS and any(_NOT_A_HOME.search(t) for t in texts):
        return None
    best: _Fit | None = None
    for text in texts:  # the question as searched (Korean reading) and as the user wrote it
        if any(u.lower() in text for u in card.unless):
            return None  # the opposite case named in any reading: not this card's question
        matched = [max((len(k) for k in group if k.lower() in text), default=0) for group in card.keys]
        if not all(matched):
            continue
        if _other_act_asked(text, card):
            continue  # "언제까지 신청해야 하나요?" against "…결과는 언제 알려주나요?": another act's when
        if card.condition is None and _figure_told_only(text, card, (asks or {}).get(text, "")):
            continue  # the user's own measure, told, is no rule's figure asked ("재보니 38dB 나와요. 기준 넘었나요?")
        near = (card.law, card.article) in preferred or card.law in laws
        mine, theirs = _figures(_claim(text, card)), _figures(squeeze(card.question))
        alike = sum(1 for unit, values in mine.items() if values & theirs.get(unit, set()))
        alike += len(_sides(text) & _sides(squeeze(card.question)))  # the same parties named
        # the special law of a regime the question names leads even an article the search found of the
        # general law (the search finds 주택임대차보호법 제30조 for "등록임대 … 표준임대차계약서")
        fit = _Fit(card, (card.law_id in regimes, near, not _told_only(text, card), fits_ask(text, card) > 0, alike,
                          len(card.keys), sum(matched)), stance(text, card), sound_word(text, card))
        if best is None or fit.rank > best.rank:
            best = fit
    return best


# A key that is only a question word ('언제', '어떻게', '어디서'): it stands for the card's own act asked of.
_QUESTION_KEYS = frozenset({"언제", "며칠", "어떻게", "어떡", "어디서", "어디", "어디에", "어디로", "누가", "누구", "얼마", "몇", "뭐", "무엇"})
_CONDITION_CLAUSE = re.compile(r"(?:하면|으면|면|는데|은데|인데|지만|니까)(?!서)")


def _predicates(text: str, act: str) -> bool:
    """Whether a (squeezed) text predicates the act ('신청할수있', '발급받을', '구성되며'), not only names it
    ('이의신청기간')."""
    return bool(re.search(rf"{act}(?:을|를)?(?:하|해|되|돼|할|될|받|합|됩)", text))


def _other_act_asked(text: str, card: AnswerCard) -> bool:
    """A key group the (squeezed) question meets only with a question word, which there asks of another act than
    the card's: "언제까지 신청해야 하나요?" of a card asking "…결과는 언제 알려주나요?", "어떻게 구성돼 있나요?" of one
    asking "…인터넷으로 뗄 수 있나요?". The act is the verbal noun right after the question word; the card asks of it
    when a key names it, its question's asking clause or its answer predicates it."""
    for group in card.keys:
        found = [k.lower() for k in group if k.lower() in text]
        if not found or not all(k in _QUESTION_KEYS for k in found):
            continue
        for k in found:
            m = re.search(rf"{k}(?:까지|부터|에서|에|로|쯤|든지)?([가-힣]{{2}})(?:하|해|되|돼|할|될|한|된|합|됩|받)", text)
            act = m.group(1) if m else ""
            if not act or act[0] in "하해되돼할될" or any(act in key.lower() for g in card.keys for key in g):
                continue
            asked = _CONDITION_CLAUSE.split(squeeze(card.question))[-1]
            if not _predicates(asked, act) and not _predicates(squeeze(card.answer), act):
                return True
    return False


def _asking_piece(text: str) -> tuple[list[str], str]:
    """The (squeezed) question's sentences and the one(s) asking: those put as a question, else the last."""
    pieces = [p for p in re.split(r"(?<=[.?!？。])", text) if p.strip(".?!？。 ")]
    return pieces, "".join(p for p in pieces if p.endswith(("?", "？"))) or (pieces[-1] if pieces else "")


def _measure(key: str) -> bool:
    """A key that is a measure: a number, bare or with its unit as kit's figure reader reads it ('38', '34db',
    '30실'), or minutes ('5분', no kit unit: '3분의 2' is a share) — not a name with digits ('2+2', '6조의3')."""
    return bool(re.fullmatch(r"\d+(?:\.\d+)?분?", key)) \
        or key[:1].isdigit() and any(f.start == 0 and f.end == len(key) for f in figures(key))


def _figure_told_only(text: str, card: AnswerCard, asked: str = "") -> bool:
    """A key group of the card's that only a figure of the story matches ("앱으로 재보니 38dB 나옵니다. 이게 기준을
    넘은 건가요?" against "야간 기준이 아직 38dB인가요?"): the card asks of the figure as the rule, the user tells it as
    his case — another question (a card whose condition weighs the user's figures is not this)."""
    # the clause that asks, as kit reads it on the user's own spacing ("…걸어보니 15분이에요 분양광고도 규제되나요?"),
    # else the sentence put as a question
    pieces, asking = ([text, asked], asked) if asked else _asking_piece(text)
    if len(pieces) < 2 or len(re.sub(r"[^가-힣A-Za-z0-9]", "", asking)) < 8:
        return False  # "…60일 안에만 하면 된대요. 맞아요?": a bare tag asks of the sentence before it, figure and all
    for group in card.keys:
        found = [k for k in group if k.lower() in text]
        if found and all(_measure(k.lower()) for k in found) and not any(k.lower() in asking for k in found):
            return True
    return False


def _told_only(text: str, card: AnswerCard) -> bool:
    """A key group of the card found only as a figure the story tells, none in the sentence asking ("계약금 10%
    보냈는데 …. 계약금 포기해야 해제돼요?" against "계약금은 꼭 10%여야 하나요?"): the user's own amount is his case,
    the act asked is another — a card naming the asked act leads it; so does any card naming something of the
    sentence asking ("…마음이 바뀌었어요. 계약금 포기해야 해제돼요?" is not asked of a new owner). (Words of the story are the matter asked of
    often enough: "복비를 더 줬어요. 돌려받을 수 있을까요?"; a figure told is the case, not the question.)"""
    pieces, asking = _asking_piece(text)
    if len(pieces) < 2:
        return False
    missing = [group for group in card.keys if not any(k.lower() in asking for k in group)]
    # …or none of its keys in a sentence asking of its own matter: the card is about the story, not the question
    # (not "그게 가능해?", which asks of the story)
    own = len(re.sub(r"[^가-힣A-Za-z0-9]", "", asking)) >= 8 and not re.match(r"(?:그|이|저)(?:게|거|건|럼|래도|러면)", asking)
    return own and len(missing) == len(card.keys) or any(all(re.search(r"\d", k) for k in group if k.lower() in text)
                                                 for group in missing)


# "소유자만 청구할 수 있나요?": 'only' on who may — not "의결만으로 바꿀 수 있나요?" (enough by itself), nor
# "며칠만 쓰는 임대차", "땅만 있는 상태에서도" (the case told)
_EXCLUSIVE = re.compile(r"만(?!으로|으론|가지고|하면|있으면)(?:이|은)?[가-힣]{0,6}?(?:할수있|수있|가능|받을수|신청할|청구할)")


# "TV 소리는 층간소음 아니지?", "이것도 중개대상물 아니죠?": a thing said not to be what it is asked of, closed by a
# tag seeking agreement — "it isn't, right?" to some, "isn't it?" to others; whichever 네/아니요 is said, half of the
# askers read it backwards. The rule, said without the word, answers both. ('…거 아니지?' is a tag on a clause.)
_NOT_A_THING_RIGHT = re.compile(r"(?<![거것게건])(?:이|가)?아니(?:지|죠|잖아|잖아요)(?:요)?$")


# "…아닌 거지?", "…아닌 거죠?", "…아닌 거 맞죠?": the same tag put on a clause ("it isn't X, right?").
_NOT_A_CLAUSE_RIGHT = re.compile(r"아닌(?:거|것|게|건)(?:맞)?(?:지|죠|잖아|잖아요)(?:요)?$")
# "무조건 반영되는 거지?", "항상 돌려받을 수 있나요?": whether it holds always — a card's 네 says it may hold, which is no
# 'always' (its 아니요, that it does not hold, is still one); '꼭', '반드시' only stress a duty ("꼭 해야 하나요?").
_ALWAYS = re.compile(r"무조건|항상|언제나|예외없이|백프로|100%|100프로|어떤경우에도|어떤경우든")


def _syllable_alike(a: str, b: str) -> bool:
    """Two syllables of one verb stem however its vowel contracts ('써' / '쓰', '줘' / '주', '해' / '하'): the same
    first and last consonant."""
    ca, cb = ord(a) - 0xAC00, ord(b) - 0xAC00
    return 0 <= ca < 11172 and 0 <= cb < 11172 and ca // 588 == cb // 588 and ca % 28 == cb % 28


# "분양신고번호 안 써도 되나요?", "안 고쳐줘도 되는 거예요?": leave asked to leave an act undone — the verb left undone
# (not a light one, '안 해도', whose act is the noun before it and any adverb between).
_SKIP_ASKED = re.compile(r"(?:안|않아|않)(?P<verb>[가-힣]{1,4}?)(?:아도|어도|도)(?:되|돼|됨|괜찮|상관)")
_LIGHT = "하해했한할합되돼됐된될됩"
# A card asking leave to skip in so many words ("…회계감사를 생략할 수 있나요?"): the skip asked, whatever verb the user
# leaves undone ("감사 안 받아도 돼요?").
_SKIP_NAMED = re.compile(r"생략|면제|건너뛰|빼도|빼고")


def _skips_unnamed(claim: str, asked: str) -> bool:
    """The user asks leave not to do an act a card asking leave to do something neither names nor negates ("…안 써도
    되나요?" of "광고를 먼저 하고 신고는 나중에 해도 되나요?", "안 보여줘도 되는 거야?" of "…회의록을 볼 수 있나요?"): the
    card's word, turned or not, is of another act. A card asking a duty ("…꼭 넣어야 하나요?") is asked the other way by
    leave to skip it, in whatever verb ("안 적어도 되나요?"); one asking of something undone itself ("…안 줘도 되나요?")
    has its own way of turning: `stance` reads both."""
    if predicate(asked) != "may" or _negations(asked) or _without(asked) or _SKIP_NAMED.search(asked):
        return False  # a duty ("넣어야 하나요?") is turned by any skip asked of it; a skip asked alike is read by `stance`
    text, _ = _negated(claim)
    verbs = [m.group("verb")[:2] for m in _SKIP_ASKED.finditer(text) if m.group("verb")[0] not in _LIGHT]
    return any(not _says_verb(asked, v) for v in verbs)


def _says_verb(text: str, verb: str) -> bool:
    """Whether the text has the verb's syllables in a row, however its vowels contract ('고쳐' in '고치다')."""
    return any(all(_syllable_alike(a, b) for a, b in zip(verb, text[i:i + len(verb)], strict=True))
               for i in range(len(text) - len(verb) + 1))


def sound_word(text: str, card: AnswerCard) -> bool:
    """Whether the card's 네/아니요 (turned or not) answers the user's claim soundly — precision first, its rule
    without the word otherwise: not when the user leaves undone an act the card does not name (`_other_act`),
    nor when he asks "only X?" of a card asking of X alone (its yes to X is no yes to 'only'), nor when he asks
    "it isn't X, right?" (`_NOT_A_THING_RIGHT`), nor when what he says is not
    done is an act the card's question does not name ("분양신고번호 안 써도 되나요?" of "광고를 먼저 하고 신고는 나중에
    해도 되나요?": its word, turned or not, is of another act), nor a 네 to "always?" (`_ALWAYS`)."""
    claim, asked = _claim(text, card), squeeze(card.question)
    bare = claim.rstrip("?？!.~")
    if _other_act(claim, asked) or _NOT_A_THING_RIGHT.search(bare) or _NOT_A_CLAUSE_RIGHT.search(bare):
        return False
    if _skips_unnamed(claim, asked):
        return False
    if _ALWAYS.search(claim) and not _ALWAYS.search(asked) and (turned(card) if stance(text, card) < 0 else card).verdict == "네":
        return False
    # …nor a card asking "only X?" answered 아니요 ("소유자만 청구할 수 있나요? 아니요 — 입주자대표회의도…") to one
    # asking of X alone ("사업주체에게 청구할 수 있나요?"): not only X still means X may — its 네 carries, its 아니요 not
    if _EXCLUSIVE.search(asked) and not re.search(rf"만(?!{_NOT_ONLY})", claim) and card.verdict == "아니요":
        return False
    return not (restricts(claim) and not _RESTRICTS.search(asked) and predicate(asked) != "only")


def match_answer(cards: Iterable[AnswerCard], questions: Iterable[str], day: date, *,
                 found: Iterable[tuple[str, str]] = (), named_laws: Iterable[str] = ()) -> AnswerCard | None:
    """The one card that answers the question on ``day``, or None.

    ``questions``: the question's readings (the searched query — the Korean reading of an English
    question — and the user's own words); ``found``: (law, article) of the articles the search
    returned; ``named_laws``: laws the question names.
    """
    questions = list(questions)
    texts = list(dict.fromkeys(t for q in questions if (t := unsourced(squeeze(q or "")))))
    preferred, laws = set(found), set(named_laws)
    regimes = regime_laws(texts)
    # each reading's asking clause, where the message tells a story before it (kit reads it on the user's spacing)
    asks = {unsourced(squeeze(q)): squeeze(asking_text(q)) for q in questions if q and told_before_asked(q)}
    fits = sorted((f for c in cards if (f := _fit(c, texts, day, preferred, laws, regimes, asks))),
                  key=lambda f: (f.rank, f.card.id), reverse=True)
    if not fits:
        return None
    # what each card would answer: its verdict on the user's own figures when its condition decides them
    verdict = lambda f: (c := decided(f.card, questions, f.stance or 1)).decided or c.verdict  # noqa: E731
    if len(fits) > 1 and fits[1].rank == fits[0].rank and verdict(fits[1]) != verdict(fits[0]):
        return None
    best = fits[0]
    if best.stance == 0:
        # unsure whether the question asks the card's claim or another's: say nothing — unless the card says
        # no yes or no (조건부: "it depends on …" holds of the claim and of its opposite alike)
        return best.card if best.card.verdict not in ("네", "아니요") else None
    if not best.rank[3] or not best.word:
        return plain(best.card)  # its rule bears on the question, its 네/아니요 answers another predicate
    card = decided(best.card, questions, best.stance)
    # (a word the user's own figures decided stands: the rule's sentence is the case over the bound, the lead
    # says his figures first — "연체한 차임 1기 < 2기")
    if not card.inputs and any(said_otherwise(_claim(text, best.card), card) for text in texts):
        return plain(best.card)  # the word would contradict the rule it leads: the rule alone
    return card


# Where a clause of the answer's rule ends: the polarity of what it says of a thing is read up to there
# ("최우선변제는 … 마치면 되고, 확정일자는 요건이 아닙니다": the 아닙니다 is the 확정일자's, not the 최우선변제's).
_RULE_CLAUSE_END = re.compile(r"[,.(;:]|니다|므로|지만|으며|(?<![가-힣]{2}으)며|(?<=[되하있없않지니])고")
_DIRECTLY = 10
# A thing said not to be, not to be needed or done without ('요건이 아닙니다', '없이도', '없어도'): what the
# matcher's negations leave out (they read the question's story), a negation of what the rule says of it.
_NOT_SO = re.compile(r"아니|아닙|없이|없어도")


def _polarity(text: str) -> int:
    text = text.replace("뿐아니라", "")  # "전세뿐 아니라 월세에도": not only, no negation
    return (_negations(text) + len(_NOT_SO.findall(_NOT_NEGATION.sub("", text)))) % 2


def said_otherwise(claim: str, card: AnswerCard) -> bool:
    """Whether the card's 네 contradicts what its own rule says of the thing the user asks about — the lead's
    content decides, whatever the question-to-question comparison gave: "확정일자만 받고 전입신고 안 하면 우선변제
    되나요?" with a rule "확정일자만으로는 … 우선변제권도 생기지 않습니다" is never answered 네, whichever way the
    card's own question was put (the rule is then said without the word). The thing asked is the longest stretch
    (3+ letters) the last clause of the question (after the case it tells: '…안 하면', '…못 하니까') shares with
    the rule's first sentence; its polarity in each, read from there to the end of its clause, tells whether the
    rule says what the user asks or its opposite. Only a contradiction said directly of a fact counts (a rule that
    does not name the thing asked, or says it in a longer clause, says nothing here)."""
    word = card.decided or card.verdict
    if word != "네":
        return False
    ends = [m.end() for m in _GOES_ON.finditer(claim)] + [m.end() for m in re.finditer(r"[,·]", claim)]
    asked = claim[max(ends, default=0):]
    rule = squeeze(_VERDICT_HEAD.sub("", card.answer, count=1))
    rule = re.split(r"(?<=[다요])\.", rule, maxsplit=1)[0]  # the rule's first sentence
    term = _shared(asked, rule)
    if len(term) < 3:
        return False
    at = rule.index(term)
    end = _RULE_CLAUSE_END.search(rule, at + len(term))
    if not end or not end.group()[-1].isalpha():
        return False  # the clause breaks off before saying anything of it ("우선변제권은 입주·전입신고에 …(")
    said, asked = rule[at:end.end()], asked[asked.index(term):]
    if "아니" in asked:
        return False  # "불법 아닌가요?", "…인 거 아니에요?": a tag question expecting yes, not a claim denied
    # …of the same thing: not another figure ("과태료 백만원이래요?" against "과태료는 최대 30만원이고": its 아니요 is
    # the figure's), nor "only X?" (a rule saying X holds says nothing of the others)
    if _figures(said) != _figures(asked) or restricts(asked):
        return False
    # …and of a fact ("우선변제 되나요?", "대항력이 없는 거죠?"): whether one must or may act on the thing
    # ("기부채납 요구는 거부해도 되나요?" — "…요구해서는 안 되고") is not what the rule says of it
    if predicate(asked):
        return False
    # …said of it directly, in both: the thing and its predicate with nothing between but a particle and an
    # adverb ("대항력이 아예 없는 거죠?" / "대항력이 생깁니다") — a longer clause puts its negation on something else
    # ("시험은 학력·나이 제한이 없습니다" of "시험 볼 수 있어요?")
    if max(len(said), len(asked)) - len(term) > _DIRECTLY:
        return False
    # …and only a 네 to the claim its rule denies: a 아니요 where the two agree in polarity most often answers
    # another detail of the same clause ("기본형건축비에 땅값 포함돼요?" — "기본형건축비는 … 택지비는 별도")
    return _polarity(asked) != _polarity(said)


def _shared(a: str, b: str) -> str:
    """The longest stretch of Hangul letters ``a`` and ``b`` share (the first of equal ones in ``a``)."""
    best = ""
    for i in range(len(a)):
        j = i + len(best) + 1
        while j <= len(a) and re.fullmatch(r"[가-힣]+", a[i:j]) and a[i:j] in b:
            best = a[i:j]
            j += 1
    return best


# "…계속 살아도 되죠? 그리고 임차권등기도 할 수 있어요?": a message asking two things asks each apart.
_SENTENCE = re.compile(r"[^.?!？。]+[.?!？。]*")


def asked_apart(text: str) -> list[str]:
    """The questions of a message that asks more than one (sentences put with a question mark), each with
    the story told before it ("계약 끝났는데 보증금을 안 줘요." goes with both); [] when it asks one."""
    pieces = [p.strip() for p in _SENTENCE.findall(text or "") if p.strip(" .?!？。")]
    if sum(p.endswith(("?", "？")) for p in pieces) < 2:
        return []
    story: list[str] = []
    out: list[str] = []
    for p in pieces:
        if p.endswith(("?", "？")):
            out.append(" ".join([*story, p]))
        else:
            story.append(p)
    return out


def match_answers(cards: Iterable[AnswerCard], questions: Iterable[str], day: date, *,
                  found: Iterable[tuple[str, str]] = (), named_laws: Iterable[str] = ()) -> list[AnswerCard]:
    """The cards that answer the question, at most one for each thing it asks (`asked_apart`), in the order
    asked; a message asking one thing gets `match_answer`'s one card. A question no card answers alone
    gives none — the card the whole message matched answers the first when nothing answers it apart."""
    cards, questions, found, named_laws = list(cards), list(questions), list(found), list(named_laws)
    whole = match_answer(cards, questions, day, found=found, named_laws=named_laws)
    apart = [asked_apart(q) for q in questions if q]
    n = len(apart[-1]) if apart else 0  # the user's own words decide how many questions there are
    if n < 2:
        return [whole] if whole else []
    # each reading split alike (a Korean reading of an English question may not keep the sentences)
    readings = [parts for parts in apart if len(parts) == n]
    each = [match_answer(cards, [parts[i] for parts in readings], day, found=found, named_laws=named_laws)
            for i in range(n)]
    # a card whose opposite case the message names elsewhere answers no piece of it: "등기사항증명서는 어디서
    # 뗄 수 있어요? 꼭 관할 등기소 가야 하나요?" asks the second of the certificate, not of filing a registration
    whole_texts = [unsourced(squeeze(q)) for q in questions if q]
    each = [c if c is None or not any(u.lower() in t for u in c.unless for t in whole_texts) else None for c in each]
    if not any(each[1:]):
        return [whole] if whole else []  # nothing more is answered apart: the message as one question
    if each[0] is None and whole is not None and all(whole.id != c.id for c in each if c):
        each[0] = whole
    out: list[AnswerCard] = []
    for card in each:
        if card is not None and all(card.id != c.id for c in out):
            out.append(card)
    return out


def decided(card: AnswerCard, questions: list[str], stance: int = 1) -> AnswerCard:
    """The card, its verdict on the user's own figures when its condition decides them (turned with the
    claim: '신고 안 해도 돼요?' asks the opposite of '신고해야 하나요?'); the card as it is otherwise."""
    card = turned(card) if stance < 0 else card
    if card.condition is None:
        return card
    found = {d for q in questions if q and (d := decide(card.condition, q))}
    if len({d.verdict for d in found}) != 1:
        # no figure of the user's decides it (or the readings disagree): the rule as it is — without its word
        # when he gave one it weighs ("1년 지났는데" of a card asking "2년이 지나도 …? 아니요")
        # (a card that answers only when its bound is met — 최우선변제 under the region's bound — stays as it is)
        return plain(card) if card.condition.unmet and any(q and mentions(card.condition, q) for q in questions) \
            else card
    d = min(found, key=lambda d: len(d.inputs))
    verdict = d.verdict if stance > 0 else {"네": "아니요", "아니요": "네"}[d.verdict]
    return card.model_copy(update={"decided": verdict, "inputs": d.inputs})
