"""The verdict of a yes/no legal question, said first: "네, …할 수 있습니다" / "아니요, …".

Pure text in, text out: the question and the candidate sentences of the articles found (plain
statements of the rule). A verdict is given only when the rule decides the user's case on its own:

- a bound the rule draws ("30실 이상인 오피스텔에 적용된다", "공시일부터 30일 이내에 신청할 수
  있다", "1년 이내에는 증액 청구를 할 수 없다", "야간 34dB(A)") against the user's own figure of the
  same unit ("25실", "40일 지났는데", "8개월 만에", "36dB");
- a rule that denies outright what was asked ("효력 있나요?" against "…계약은 효력이 없다");
- a class the user names ("45세대 이상이면 …승인 받아야 하죠?") that lies wholly within the rule's bound,
  under the predicate asked: "네 — " and the rule;
- a question resting on what the rule sets aside ("잔금 치르고 신고해도 되나요?" against "잔금일이 아니라
  계약 체결일부터 30일 이내에 신고해야 한다"): "아니요 — " and the rule;
- an act asked to come before the one the rule puts first ("분양신고 수리 전에 광고부터 내도 되나요?" against
  "분양 광고는 수리 통보를 받은 뒤에야 할 수 있다"): "아니요 — " and the rule (`out_of_order`);
- and, each a plain "아니요 — " on a plainly put question: the other side refusing what the rule makes its
  duty ("거부할 수 있나요?" against "임대인은 … 보여 주어야 한다"); an act the rule forbids on the thing named
  ("청약통장 팔아도 되나요?" against "…입주자저축 증서…를 양도…해서는 안 된다"); a law asked of a thing it leaves
  out ("…주택 등에는 적용하지 않는다"); a thing asked of one part that the rule lists under another ("근저당은
  갑구에 나오나요?"); a thing alone asked to do what the rule says it alone does not ("가등기만으로는 …").

The sentence that asks is the last one put as a question (`asking`): a plea or backstory after it does not ask.

Anything less certain gives no verdict (None): the rule is then quoted as the answer, as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A figure and its unit are read by kit (the one reader, shared with the search 문답 matcher).
from holmes_kit.korean.figures import Figure, figures
from holmes_kit.korean.text import josa

# --- bounds a rule draws --------------------------------------------------------------------
# "30실 이상인", "5억원 이하일 것", "30일 이내에", "1년 이내에는", "2기의 차임액에 이르도록", "넘으면".
_DIRECTION = re.compile(r"\s*(?:의\s*[가-힣]{1,4}에\s*)?(이상|이하|이내|미만|초과|넘|이르|까지|범위)")
# "30세대(일정한 경우 50세대) 이상": the parenthetical qualifies the bound; the direction follows it.
_ASIDE = re.compile(r"\([^()]*\)")
_LE, _GE, _LT, _GT = "le", "ge", "lt", "gt"
_DIRS = {"이상": _GE, "이르": _GE, "이하": _LE, "이내": _LE, "까지": _LE, "미만": _LT, "초과": _GT, "넘": _GT, "범위": _LE}
_PERIOD_WORDS = re.compile(r"(주간|야간)")
_PENALTY = re.compile(r"[가-힣]{0,2}\s*(?:의\s*)?(?:과태료|벌금|징역|금고|이행강제금|과징금)")
_NIGHT = re.compile(r"밤|새벽|야간|심야|자정|night", re.I)
_DAY = re.compile(r"낮|주간|오전|오후|daytime", re.I)


@dataclass(frozen=True)
class Bound:
    value: float
    unit: str
    direction: str  # le, ge, lt, gt; a bare figure of a standard ("기준 … 34dB(A)") is a ceiling
    label: str  # the words before it ("등가소음도가 주간 39dB" -> "등가소음도가주간")
    start: int


def bounds(sentence: str) -> list[Bound]:
    out = []
    asides = [(m.start(), m.end()) for m in _ASIDE.finditer(sentence)]
    for f in figures(sentence):
        if any(a < f.start < b for a, b in asides):
            continue  # a figure in an aside ('(일정한 경우 50세대)') is an exception, not the rule's bound
        after = _ASIDE.match(sentence, f.end)
        m = _DIRECTION.match(sentence, after.end() if after else f.end)
        if m and _PENALTY.match(sentence, m.end()):
            continue  # "500만원 이하의 과태료" is the most a sanction can be, not a bound on the user's figure
        if m:
            direction = _DIRS[m.group(1)]
        elif f.unit == "dB":  # a noise standard is a ceiling
            direction = _LE
        else:
            continue
        out.append(Bound(f.value, f.unit, direction, re.sub(r"\s+", "", sentence[max(0, f.start - 14):f.start]),
                         f.start))
    return out


# "보증금 6천만원 초과이거나 월세 30만원 초과인 …", "…초과 또는 …초과": a class any one of several bounds
# lets in. A figure passing its own bound decides; one that does not, or one not told apart from another
# measure of the same unit ('25만원' against both money bounds), decides nothing — the 문답 card's
# condition weighs all the user's figures together.
_EITHER = re.compile(r"(?:이)?거나|또는|혹은")


def _either_over(sentence: str) -> bool:
    bs = bounds(sentence)
    return len(bs) > 1 and all(b.direction in (_GT, _GE) for b in bs) \
        and any(_EITHER.search(sentence[a.start:b.start]) for a, b in zip(bs, bs[1:], strict=False))


def _holds(value: float, b: Bound) -> bool:
    return {_LE: value <= b.value, _GE: value >= b.value, _LT: value < b.value, _GT: value > b.value}[b.direction]


# --- the question ---------------------------------------------------------------------------
_WH = re.compile(r"누가|누구|언제|얼마|몇|어디|무엇|뭐|뭘|무슨|어떤|어떻게|어느|왜|\b(?:who|when|how|what|which|why)\b", re.I)
_YES_NO_END = re.compile(r"(?:수\s*있|가능|되나|돼|될까|되죠|됩니까|인가요|건가요|인가|예요|에요|이에요|있나|있어|있을까|"
                         r"나요|까요|가요|나여|까여|가여|습니까|넘었|초과|되지|하죠|맞죠|죠|야\s*해|야\s*하지|아냐|아니야)[가-힣]*\s*[?？]*\s*$"
                         r"|나와[가-힣]*\s*[?？]+\s*$")  # "갑구에 나와요?" — asked, not "아무것도 안 나와요"
_EXCEEDS = re.compile(r"넘|초과|over|exceed", re.I)
# "만기 3주 전에", "입주 2개월 뒤": a point in time counted from an event, not an amount of time —
# it is never measured against a rule's length of time ("2년까지 살 수 있다"): read as one, "3주"
# is "within 2개월" and the answer was a wrong "네". A notice told so long before a lease's end is
# a distance before it, compared the other way ("at least 2개월 before") in lease_timeline.py.
_OFFSET = re.compile(r"\s*(?:전|후|뒤|이전|이후|앞)(?!세)")  # not "2년 전세"


# "…줘야 하는 거 아닌가요?", "이거 불법 아냐?": a question put in the negative that expects a yes. Its 네 and
# 아니요 read backwards to a plain one's: a verdict from a figure or a class is not given to it.
_EXPECTS_YES = re.compile(r"(?:아닌가|아닌\s*가요|아냐|아니야|아닌지|아니에요|아닙니까|아니죠|않나요|않아요|않습니까)"
                          r"[가-힣]*\s*[?？]*\s*$")


def expects_yes(query: str) -> bool:
    return bool(_EXPECTS_YES.search(asking(query)))


_PIECES = re.compile(r"(?<=[.?!？])\s+")
# "맞나요?", "맞죠?", "사실인가요?": a question that only asks whether what was just said is right — the
# sentence before it ("…60일 안에만 하면 된다고 들었어요.") is what it asks of.
_CONFIRM = re.compile(r"(?:^|(?<=\s))(?:그게|이거|그거|이게|그\s*말|그\s*말이)?\s*(?:맞나요|맞나여|맞죠|맞아요|맞나|맞아|맞습니까|맞는\s*(?:거죠|건가요|거예요|거에요)"
                      r"|사실인가요|사실이에요|그런가요|그래요)\s*[?？]*\s*$")


def asking(query: str) -> str:
    """The sentence that asks: the last one put as a question — a plea or backstory after it ("…생기는
    거죠? 제발 맞다고 해주세요ㅠㅠ", "…팔아도 되나요? 급전이 필요해서여") does not ask; a bare "맞나요?" asks of
    the sentence before it, said with it."""
    pieces = [p for p in _PIECES.split(query.strip()) if p.strip()] or [query.strip()]
    at = next((i for i in range(len(pieces) - 1, -1, -1)
               if re.search(r"[?？]\s*$", pieces[i]) or _YES_NO_END.search(pieces[i])), len(pieces) - 1)
    if at > 0 and _CONFIRM.match(pieces[at].strip()):
        return f"{pieces[at - 1].rstrip('.!')} {pieces[at]}"
    return pieces[at]


def yes_no(query: str) -> bool:
    """A question answered by yes or no: it asks on a yes/no predicate and asks no who/when/how much."""
    last = asking(query)
    return bool(_YES_NO_END.search(last)) and not _WH.search(last)


# --- saying it ------------------------------------------------------------------------------
def _subject(word: str) -> str:
    return josa(word, "이")


def _noun_before(q: str, at: int) -> str:
    """The noun a predicate is said of, right before it ('효력 있나요' -> '효력', '묵시적갱신되나요' ->
    '갱신'): the last word, without its particle; unspaced, its last two syllables (a Sino-Korean noun)."""
    word = (q[:at].split() or [""])[-1]
    word = re.sub(r"(?:이|가|은|는|을|를|도)$", "", word) if len(word) > 2 else word
    return word[-2:] if len(word) > 3 else word


_NOT_A_NOUN = re.compile(r"(?:야|고|면|게|지|서|는데|데|니|며)$")


def echo(query: str, yes: bool) -> str:
    """'…할 수 있나요?' -> '네, …할 수 있습니다.' / '아니요, …할 수 없습니다.': the question's own predicate,
    affirmed or denied; a predicate not read ('나가야 돼요?') is answered plainly ('네, 그렇습니다.')."""
    said = _echo(query, yes)
    head = said.split(", ", 1)[-1]
    if not head.startswith("그렇게") and _NOT_A_NOUN.search(re.split(r"(?:이|가)?\s*(?:안\s*)?(?:됩니다|아닙니다|있습니다|없습니다|입니다)", head)[0]):
        return f"{'네, 그렇습니다' if yes else '아니요, 그렇지 않습니다'}."
    return said


def _echo(query: str, yes: bool) -> str:
    q = asking(query).rstrip("?？ ")
    word = "네" if yes else "아니요"
    if _CONFIRM.search(q + "?"):  # "…된다고 들었어요. 맞나요?": whether what he heard is right
        return f"{word}, {'맞습니다' if yes else '그렇지 않습니다'}."
    if m := re.search(r"([가-힣]+)(\s+[가-힣]{1,2})?\s*수\s*있", q):
        verb = re.split(r"(?<=[가-힣])(?:을|를)(?=[가-힣])", m.group(1))[-1]  # '경매를미룰' -> '미룰'
        if m.start(1) > 0 and q[m.start(1) - 1].isdigit():  # '2년 살 수': '년' is a unit, not the verb
            verb = ""
        if m.group(2):  # '이의신청 할 수' -> '이의신청할 수'
            verb += m.group(2).strip()
        if not verb:
            return f"{word}, {'그렇습니다' if yes else '그렇지 않습니다'}."
        return f"{word}, {verb} 수 {'있' if yes else '없'}습니다."
    if m := re.search(r"([가-힣]+(?:아|어|여|해|워|와|줘)야)\s*(?:해요|하죠|하나요|하지|합니까|할까요|하는지|해)$", q):
        # '승인 받아야 하죠?' -> '네, 받아야 합니다.': the duty asked, affirmed; denied plainly
        return f"{word}, {m.group(1)} 합니다." if yes else f"{word}, 그렇지 않습니다."
    if re.search(r"면\s*(?:되지|되죠|돼|되나|될까|됩니까|되는\s*거)", q):  # '60일 안에만 하면 되지?': whether that suffices
        return f"{word}, {'그렇게 하면 됩니다' if yes else '그렇게 하면 안 됩니다'}."
    if re.search(r"(?:해|아|어|여)?도\s*(?:돼|되나|될까|되죠|됩니까|되는지)", q):  # '달라고 해도 돼?'
        return f"{word}, {'그렇게 해도 됩니다' if yes else '그렇게 하면 안 됩니다'}."
    if "가능" in q:
        return f"{word}, {'가능합니다' if yes else '불가능합니다'}."
    if m := re.search(r"\s*(?:있나|있어|있을까|있습니까|있는지)", q):
        return f"{word}, {_subject(_noun_before(q, m.start()))} {'있' if yes else '없'}습니다."
    if re.search(r"(?:^|\s)(?:이거|그거|이게|그게)?\s*되는\s*(?:거|건)", q):  # '이거 되는 거예요?': whether it is allowed
        return f"{word}, {'됩니다' if yes else '안 됩니다'}."
    if m := re.search(r"\s*(?:되나|돼|될까|되죠|됩니까|되는지)", q):
        noun = _noun_before(q, m.start())
        return f"{word}, {noun}됩니다." if yes else f"{word}, {_subject(noun)} 안 됩니다."
    if m := re.search(r"(?:인가요|인\s*건가요|인가|예요|이에요|에요|입니까|인지)", q):
        noun = _noun_before(q, m.start())
        return f"{word}, {noun}입니다." if yes else f"{word}, {_subject(noun)} 아닙니다."
    if m := re.search(r"([가-힣]{2,}?)\s*(받|되|하)(?:나요|나여|나|나요\s*\?|는지|는\s*건가요|는\s*거예요)$", q):
        # '적용받나요?' -> '아니요, 적용받지 않습니다.': the question's own verb, affirmed or denied
        verb = _noun_before(m.group(1) + " ", len(m.group(1))) + m.group(2)
        said = {"받": "받습니다", "되": "됩니다", "하": "합니다"}[m.group(2)]
        return f"{word}, {verb[:-1]}{said}." if yes else f"{word}, {verb}지 않습니다."
    if _EXCEEDS.search(q):
        return f"{word}, 기준을 {'넘었습니다' if yes else '넘지 않았습니다'}."
    return f"{word}."


def _bound_text(sentence: str, b: Bound) -> str:
    """The bound as the rule words it ('30실 이상', '1년 이내', '야간 34dB(A)')."""
    end = next((f.end for f in figures(sentence) if f.start == b.start), b.start)
    d = _DIRECTION.match(sentence, end)
    text = sentence[b.start:d.end() if d else end].strip()
    return re.sub(r"^(.*?)(\s*의\s*[가-힣]{1,4}에\s*)(이르)$", r"\1\2이르는 것", text).replace("이르는 것", "이르는 연체") \
        if text.endswith("이르") else text


# --- deciding ------------------------------------------------------------------------------
# What the rule says of the case within its bound, read in the bound's own clause.
_DENIES = re.compile(r"수\s*없|못한다|못하|금지|무효|아니다|않는다|인정되지\s*않|(?:이|가)\s*없다|없으며|없고|안\s*된다")
def _predicate(sentence: str) -> str:
    """The sentence's own predicate, at its end (Korean puts it last): what the rule decides —
    '…전매할 수 없다', '…적용된다' — not a clause inside it ('…돌려받지 못하는 피해가 생겼을 것')."""
    plain = re.sub(r"\([^()]*\)", "", sentence).rstrip(". ")
    return plain[-20:]


def _measure_of(sentence: str, b: Bound, key: str) -> bool:
    """Whether the measure the user names ('최고소음도') is the one this bound is of: named before it,
    with no other measure of the same kind ('…소음도') named in between."""
    before = sentence[:b.start]
    pos = before.rfind(key)
    return pos >= 0 and not re.search(rf"[가-힣]+{re.escape(key[-2:])}", before[pos + len(key):])


# "이전한 날부터 10일 이내", "계약 체결일부터 30일": a length counted from an event.
_COUNTED_FROM = re.compile(r"([가-힣]{2,}?)(?:한|된|받은|을|를|의)?(?:날|일|때)(?:부터|로부터)$")


_CLAIMED_DEADLINE = re.compile(r"\s*(?:안에|안으로|이내|내에|내로|까지|전까지)")


def _event_untold(query: str, b: Bound) -> bool:
    """Whether the bound is a length counted from an event the user does not tell: his figure is then the
    length of something else ("4개월 쉬려고 하는데 신고해야 하나요?" is no time since the office moved,
    against "이전한 날부터 10일 이내")."""
    m = _COUNTED_FROM.search(b.label)
    if not m:
        return False
    event, told = m.group(1)[-4:], re.sub(r"\s+", "", query)
    return not any(event[i:i + 2] in told for i in range(len(event) - 1))


def _pick(query: str, user: Figure, sentence: str) -> list[Bound]:
    """The bounds of a sentence the user's figure is measured against: same unit, not counted from an event he
    does not tell; for a rule with day and night limits, the part of the day the user names; for a rule of
    several measures, the one the user names ('최고소음도 55dB' is not measured against an 등가소음도 limit)."""
    # a length the user puts as the deadline itself ("45일 안에만 하면 되죠?") is measured against it as it is
    claimed = bool(_CLAIMED_DEADLINE.match(query, user.end))
    cands = [b for b in bounds(sentence) if b.unit == user.unit and (claimed or not _event_untold(query, b))]
    night, day = bool(_NIGHT.search(query)), bool(_DAY.search(query))
    if night != day and any(_PERIOD_WORDS.search(b.label) for b in cands):
        want = "야간" if night else "주간"
        cands = [b for b in cands if b.label.endswith(want)] or cands
    if len(cands) > 1:
        before = re.sub(r"[\s\d]+|(?:이|가|은|는)$", "", query[max(0, user.start - 10):user.start])
        before = re.sub(r"(?:이|가|은|는)$", "", before)
        for size in range(min(len(before), 6), 1, -1):
            key = before[-size:]
            picked = [b for b in cands if _measure_of(sentence, b, key)]
            if picked:
                return picked
    return cands


# A question asking only whether it may be done ("가능한가요?", "해도 돼요?") asks of the act it describes.
_GENERIC_ASK = re.compile(r"(?:가능|괜찮|돼|되나|될까|되죠|(?<![가-힣])되는\s*(?:거|건))[가-힣]*\s*[?？]*\s*$")
_ASK_GRAMS = frozenset({"수있", "있나", "나요", "되나", "돼요", "있어", "어요", "가요", "인가", "할수", "있을", "을까", "까요",
                        "예요", "에요", "건가", "는지", "야하", "야한", "해야", "여야", "하죠", "되죠"})  # endings of must, not the act


def _decides_asked(query: str, sentence: str) -> bool:
    """Whether the rule's own predicate is about what the question asks ('적용돼요?' — '…에 적용된다'):
    a rule whose bound the case meets decides only what its predicate says."""
    last = asking(query)
    if _GENERIC_ASK.search(last):
        return True
    asked = _grams(last[-14:]) - _ASK_GRAMS
    return bool(asked & (_grams(_predicate(sentence)) - _ASK_GRAMS))


def _grams(text: str) -> set[str]:
    t = re.sub(r"[^가-힣]", "", text)
    return {t[i:i + 2] for i in range(len(t) - 1)}


# "갱신요구권 안 쓰고", "계약갱신요구 하지 않고", "중개사 없이": what the user says he does not do.
_UNDONE = re.compile(r"([가-힣]{2,}?)(?:을|를|도|은|는)?(?:\s*(?:행사|사용|신청))?\s*(?:안\s*[가-힣]|않[았고은]|하지\s*않|없이)")


def _rests_on_undone(query: str, sentence: str) -> bool:
    """Whether the rule is said of a case the user says is not his: it names, not negated, what the
    user says he does not do ('갱신요구권을 쓰면 … 5% 이내' for '갱신요구권 안 쓰고 합의하면 10% 돼요?')."""
    # 갱신청구권 is the everyday name of the law's 계약갱신요구권.
    for m in _UNDONE.finditer(re.sub(r"갱신\s*청구", "갱신요구", query)):
        word = m.group(1)  # unspaced, a longer compound may be said by its tail ('계약갱신요구권' -> '갱신요구권')
        tail = next((word[-n:] for n in range(len(word), 2, -1) if word[-n:] in sentence), None)
        for at in re.finditer(re.escape(tail), sentence) if tail else ():
            if not re.match(r"[^.,]{0,12}?(?:않|안\s|없이|말고)", sentence[at.end():]):
                return True
    return False


@dataclass(frozen=True)
class Verdict:
    yes: bool
    sentence: str  # the rule's sentence it rests on
    reason: str


def _topic(word: str) -> str:
    # A figure's unit read aloud decides its particle: '36dB' is read 데시벨 (은), not the letters.
    return word + "은" if word.endswith("dB") else josa(word, "은")


def decide(query: str, sentences: list[str]) -> Verdict | None:
    """The verdict the rule gives on the user's case, from the first sentence that decides it."""
    if not yes_no(query) or expects_yes(query):
        return None
    users = figures(query)
    asked = asking(query)
    # "기준 넘었나요?" asks whether it went past; "…넘게 못 올린다고 들었는데 이거 되는 거예요?" reports a rule
    # and asks of the act: only the asking clause, after what is told, says which.
    exceeds = bool(_EXCEEDS.search(re.split(r"(?:는데|던데|지만|니까|,)\s*", asked)[-1]))
    about = _grams(query)
    # "1년으로 썼는데 2년 살 수 있어?": a length of time in the asking clause, with another in the story, is
    # how long he asks about — the story's is his case ('2년 미만으로 정한' is said of the 1년 agreed).
    clause = re.split(r"(?:는데|던데|지만|니까|,)\s*", query.rstrip("?？ "))[-1]
    told = len(query.rstrip("?？ ")) - len(clause)
    periods = [u for u in users if u.unit == "day"]
    if any(u.start < told for u in periods):
        users = [u for u in users if not (u.unit == "day" and u.start >= told)]
    for sentence in sentences:
        if not _grams(sentence) & about or _rests_on_undone(query, sentence):
            continue  # a bound in a rule on another matter (or another case) decides nothing here
        for user in users:
            if user.unit == "day" and _OFFSET.match(query, user.end):
                continue
            if side := _DIRECTION.match(query, user.end):  # "30세대 이상이면": a class the user names, not a case
                if v := _of_class(query, user, _DIRS[side.group(1)], sentence):
                    return v
                continue
            cands = _pick(query, user, sentence)
            held = {_holds(user.value, b) for b in cands}
            if len(held) != 1:
                continue  # no bound of the unit, or bounds that disagree on the user's case
            if _either_over(sentence) and held != {True}:
                continue  # '보증금 … 초과이거나 월세 … 초과': one bound not passed leaves the other open
            met, b = held.pop(), cands[0]
            shown, limit = query[user.start:user.end], _bound_text(sentence, b)
            if exceeds or user.unit == "dB":  # "기준 넘었나요?": the limit is a ceiling
                over = not met if b.direction in (_LE, _LT) else met
                return Verdict(over, sentence, f"{_topic(shown)} 기준 {limit}"
                                              f"{'을 넘어 초과에 해당됩니다' if over else '을 넘지 않아 초과가 아닙니다'}")
            denies = bool(_DENIES.search(_predicate(sentence)))
            if met and _DENIES_PAST.search(_predicate(sentence)) and b.direction in _DOWN:
                continue  # within a ceiling the rule forbids going past: this rule allows it, others may not
            if met and not _decides_asked(query, sentence):
                continue  # within the bound, but the rule decides another thing ('1년으로 본다' for '유효한가요?')
            if met:
                return Verdict(not denies, sentence, f"{_topic(shown)} 법이 정한 '{limit}'에 해당됩니다")
            if not denies:
                return Verdict(False, sentence, f"{_topic(shown)} 법이 정한 '{limit}'에 해당되지 않습니다")
            if _DENIES_PAST.search(_predicate(sentence)) and b.direction in (_LE, _LT) and _decides_asked(query, sentence):
                # "5퍼센트 범위에서 … 넘을 수 없다": what it denies is going past the bound — and "10%" does
                quoted = josa(f"'{limit}'", "을")
                return Verdict(False, sentence, f"{_topic(shown)} 법이 정한 {quoted} 넘습니다")
            # Outside a prohibition's bound: this rule does not forbid it, but others may — no verdict.
    return None


# A prohibition of going past a ceiling ("…비율을 넘을 수 없다", "…를 초과하여 증액하지 못한다"): a case past it is denied.
_DENIES_PAST = re.compile(r"(?:넘|초과)[가-힣]{0,3}\s*(?:수\s*없|못)")


# A question that denies or negates what it asks ("안 받아도 되죠?", "…아닌가요?") turns its yes and no
# around: a class or a presupposition is judged only on a plainly put question.
_NEGATED_ASK = re.compile(r"안\s*[가-힣]|않|아니|아닌|아냐|없어도|못\s*[가-힣]")
_UP, _DOWN = {_GE, _GT}, {_LE, _LT}


def _inside(value: float, side: str, b: Bound) -> bool:
    """Whether every case of the user's class ('50세대 이상') lies within the rule's bound ('30세대 이상')."""
    if side in _UP and b.direction in _UP:
        return value > b.value or value == b.value and not (side == _GE and b.direction == _GT)
    if side in _DOWN and b.direction in _DOWN:
        return value < b.value or value == b.value and not (side == _LE and b.direction == _LT)
    return False


def _of_class(query: str, user: Figure, side: str, sentence: str) -> Verdict | None:
    """'30세대 이상이면 사업계획승인 받아야 하죠?' against '공동주택 30세대 이상의 …사업을 시행하려는 자는
    사업계획승인을 받아야 한다': the user names a class; the rule decides it only when the whole class lies on
    the rule's side of a bound of the same unit and the rule's predicate is what is asked — a class reaching
    past the bound ('20세대 이상이면') or one on the other side ('30세대 이하면') gets no verdict."""
    if _NEGATED_ASK.search(asking(query)):
        return None
    cands = [b for b in bounds(sentence) if b.unit == user.unit]  # '30실 이상인 오피스텔, 30실 이상인 …' agree
    if not cands or not all(_inside(user.value, side, b) for b in cands) or not _decides_asked(query, sentence):
        return None
    return Verdict(not _DENIES.search(_predicate(sentence)), sentence, "")


# "잔금일이 아니라 계약 체결일부터": the rule names what the user might take it to be, and sets it aside.
_NOT_BUT = re.compile(r"([가-힣·]{2,}?)(?:이|가)?\s*아니라\s*,?\s*([가-힣·]{2,})")
# A rule whose predicate says plainly what must, may or cannot be done.
_CLEAR_MODAL = re.compile(r"(?:해야|하여야|어야|아야|여야)\s*한다|수\s*(?:있|없)다|못한다|금지된다|무효다|무효로\s*한다")
# "…당일이 아니라 다음 날 0시에 생기고": the clause set aside says when a thing arises or starts — a plain
# statement of fact, as decisive as a modal; a deeming ("…로 본다") or a hedge ("…생길 수도") is not.
_FACT_CLAUSE = re.compile(r"[^,.;()]{0,16}?(?<!수도\s)(?<!수\s)(?:생기|생긴|발생하|발생한|시작되|시작된)(?:고|며|다|는다)(?=[\s,.]|$)")
# "뿐 아니라", "만 아니라": not only X but also Y — X is kept, not set aside.
_ALSO = re.compile(r"(?:뿐|만)$")
# What a question may call the thing a rule sets aside: "당일" is "오늘", "그날", "바로" to the user.
_SAID_AS = {"당일": ("오늘", "그날", "같은날", "당장", "바로", "즉시")}


# The links of a clause ('치르고 하면 되지', '받고 나서 해도') say nothing of the act asked.
_LINK_GRAMS = frozenset({"하면", "해도", "으면", "면되", "되지", "도되", "도돼", "하고", "고하", "고나", "나서", "서하", "다음",
                         "음에", "에하", "뒤에", "후에"})


def presupposition(query: str, sentences: list[str]) -> Verdict | None:
    """A yes/no question resting on what the rule sets aside ('잔금 치르고 신고하면 되지?' against '…잔금일이
    아니라 계약 체결일부터 30일 이내에 신고해야 한다'): a no. Only when unambiguous — the question is put
    plainly, names the thing set aside and not the rule's own, asks of the act the rule's sentence is about,
    and the rule's modality is clear; anything less gives no verdict."""
    if not yes_no(query):
        return None
    last = asking(query)
    if _NEGATED_ASK.search(last):
        return None
    flat = re.sub(r"[\s·]+", "", query)
    for sentence in sentences:
        m = _NOT_BUT.search(sentence)
        if not m or _ALSO.search(m.group(1)) \
                or not (_CLEAR_MODAL.search(_predicate(sentence)) or _FACT_CLAUSE.match(sentence, m.end())):
            continue
        wrong, right = (re.sub("·", "", g)[:2] for g in m.groups())
        if not any(w in flat for w in (wrong, *_SAID_AS.get(wrong, ()))) or right in flat or wrong == right:
            continue
        # the act asked ('신고') must be what the rule's sentence decides, apart from the thing set aside
        act = (_grams(last) - _ASK_GRAMS - _LINK_GRAMS - _grams(m.group(1))) & (_grams(sentence) - _grams(m.group(1)))
        if act:
            return Verdict(False, sentence, "")
    return None


# --- the rule orders the acts the other way ---------------------------------------------------------
# "분양신고 수리 전에 광고부터 내도 되나요?", "등록하기 전에 중개해도 돼요?": one act asked to come before another.
_BEFORE_ASKED = re.compile(r"([가-힣]{2,8}?)(?:하기|받기|되기|나기|내기|치르기|마치기|기)?전에(.{2,24}?)"
                           r"(?:부터|먼저|미리)?(?:[가-힣]{0,3}도(?:되|돼|될|괜찮)|할수있|가능)")
# A rule putting X first: "X(가 수리)된 뒤에 Y", "X를 받은 후에야 Y" — not "…뒤에도" (even after: no order) —
# or "Y 전에 X를 해야".
_AFTER = re.compile(r"(?:뒤|후|다음|이후)(?:에야|에만|부터|에)(?!도)")
_FIRST_DUTY = re.compile(r"전에(.{0,30}?)(?:해야|하여야|받아야|갖추어야|마쳐야)")


def _stems(text: str) -> set[str]:
    return _grams(text) - _ASK_GRAMS - _LINK_GRAMS - {"전에", "부터", "먼저", "미리", "하기", "받기", "되기"}


def out_of_order(query: str, sentences: list[str]) -> Verdict | None:
    """A question whether one act may come before another that the rule puts first ("분양신고 수리 전에 광고부터
    내도 되나요?" against "신고가 수리된 뒤에 광고하고 …"): a no. Only when the rule names both acts, the first before
    its after-word ('뒤에', '후에야') and the second after it, or puts the first as a duty before the second."""
    if not _plain_ask(query):
        return None
    m = _BEFORE_ASKED.search(re.sub(r"[\s·]+", "", asking(query)))
    if not m:
        return None
    first, then = _stems(m.group(1)), _stems(m.group(2))
    first, then = first - then, then - first  # a word of both ('분양') tells neither apart
    if not first or not then:
        return None
    for sentence in sentences:
        flat = re.sub(r"[\s·]+", "", sentence)
        for after in _AFTER.finditer(flat):
            # the second act follows the after-word, or — "Y는 X를 받은 뒤에야 할 수 있다" — is the topic before it
            later = flat[after.end():after.end() + 16] + (flat[:after.start()] if after.group().endswith(("야", "만")) else "")
            if _grams(flat[max(0, after.start() - 12):after.start()]) & first and _grams(later) & then:
                return Verdict(False, sentence, "")
        for duty in _FIRST_DUTY.finditer(flat):
            if _grams(flat[max(0, duty.start() - 12):duty.start()]) & then and _grams(duty.group(1)) & first:
                return Verdict(False, sentence, "")
    return None


# --- the rule says the other way round -------------------------------------------------------
# The asking clause itself is negated ("안 해도 되죠?", "문제없는 거죠?"): its 네 and 아니요 turn around, so
# the three checks below, each a plain "아니요", are not given to it. A negation earlier in the question
# ("안 올리고 갱신하는 것도 …해야 돼요?") describes the case, not the ask.
_NEGATED_TAIL = re.compile(r"(?:안|않|없|아니|아닌|아냐|못)[가-힣\s]{0,9}[?？!.~]*\s*$")




def _plain_ask(query: str) -> bool:
    return yes_no(query) and not expects_yes(query) and not _NEGATED_TAIL.search(asking(query))


def _stem(word: str) -> str:
    """A word without its particle or ending ('설정된' -> '설정', '화장실에서' -> '화장실'); one that would
    be left a single syllable ('같은') is kept whole."""
    bare = re.sub(r"(?:에서|으로|에는|이나|하는|되는|된|한|인|의|와|과|은|는|이|가|을|를|도|에|로|나)$", "", word)
    return bare if len(bare) >= 2 else word


def _said_in(word: str, flat_query: str) -> bool:
    """Whether the question says a word of the rule: its stem, or any part of a list of them ('전입신고·확정일자');
    a compound of two nouns by either ('갱신계약' by '갱신하는')."""
    for part in (_stem(w) for w in word.split("·")):
        if len(part) >= 2 and part in flat_query or len(part) >= 4 and (part[:2] in flat_query or part[-2:] in flat_query):
            return True
    return False


# Whose duty a rule names. Sides of one relation: a question naming one of them as another person ("집주인이
# 나보고 고치래") makes the asker ("내가", "제가") the other side.
_SIDES = ((r"임차인|세입자|임차권자", r"임대인|집주인|건물주"), (r"매수인|사는\s*사람|산\s*사람", r"매도인|파는\s*사람|판\s*사람"))
_ME = re.compile(r"(?<![가-힣])(?:내가|제가|저희가|우리가|나는|저는|나도|저도|내\s*쪽|제\s*쪽)(?![가-힣])")
# "내가 내야 돼?", "세입자가 고쳐야 하나요?", "임차인 부담인가요?": whether a side must pay or do it.
_ASKS_WHOSE = re.compile(r"(?:내야|부담해야|물어야|고쳐야|갚아야|책임져야|해\s*줘야|줘야|해야|하여야)\s*(?:돼|되|하|해|합|할|됩)"
                         r"|부담(?:인가|이에|이야|이죠|하나|해요|해야)")
_DUTY_WORD = re.compile(r"부담한다|부담하고|부담하며|해야|하여야|의무를\s*진|책임을\s*진|책임이\s*있|내야|지급해야|상환")


def _side_named(text: str, side: str) -> re.Match[str] | None:
    # the side as the one who acts: '임대인(집주인)이', '임차인은', '세입자도'
    return re.search(rf"(?:{side})(?:\([^()]*\))?(?:이|가|은|는|도|만)(?![가-힣])", text)


def _others(query: str, mine: str, theirs: str) -> list[str]:
    """Of two sides both named ("집주인이 세입자가 고치라고 하는데 제가 …"), the one that is another person:
    none when the asker names his own side ("제가(매도인)", "세입자인데") — that one is his — else the side
    first named acting ("집주인이 …") in a story the asker tells of himself."""
    for side, other in ((mine, theirs), (theirs, mine)):
        if re.search(rf"(?:{_ME.pattern})\s*\(?\s*(?:{side})|(?:^|\s)(?:{side})(?:인데|이고|입니다|이에요|예요|라서)", query):
            return [other]
    acting = [(m.start(), side) for side in (mine, theirs) if (m := _side_named(query, side))]
    return [min(acting)[1]] if acting else []


def other_party(query: str, sentences: list[str]) -> Verdict | None:
    """'집주인이 나보고 고치래. 내가 내야 돼?' against '…큰 수선은 임대인(집주인)이 해야 하고 수리비도 임대인이
    부담한다': the question asks whether the asker's side must pay or do it, the rule puts it on the other
    side and says nothing of the asker's — a no. Only when the asker's side is plain (named, or the other
    side is named as another person) and the rule names one side alone."""
    if not _plain_ask(query):
        return None
    last = asking(query)
    ask = _ASKS_WHOSE.search(last)
    if not ask:
        return None
    head = last[:ask.start()]
    for mine, theirs in _SIDES:
        for me, them in ((mine, theirs), (theirs, mine)):
            # the side the question asks of ('세입자가 고쳐야 하나요?') — unless the asker speaks after it
            # ('세입자가 고쳐달라는데 제가 내야 해요?'): then that side is another person
            if (named := _side_named(head, me)) and not re.search(them, query) and not _ME.search(head, named.end()):
                break
        else:
            if not _ME.search(head):
                continue
            named = [side for side in (mine, theirs) if re.search(side, query)]
            if len(named) == 2:
                named = _others(query, mine, theirs)
            if len(named) != 1:
                continue  # neither named, or both and which is the asker's not plain
            me, them = (mine, theirs) if named[0] == theirs else (theirs, mine)
        # the matter asked of ('보일러', '수리비'): the question's own words, not its parties or its ask
        before = query.replace(last, " ")  # the rest of the question, before the ask or after it
        words = [_stem(w) for w in re.split(r"[\s.,?!？]+", before + last[:ask.start()])
                 if not re.search(rf"{mine}|{theirs}", w) and not _ME.search(w) and not _ASKS_WHOSE.search(w)]
        for sentence in sentences:
            if re.search(me, sentence) or not _side_named(sentence, them) or not _DUTY_WORD.search(sentence):
                continue
            flat = re.sub(r"\s+", "", sentence)
            if not any(len(w) >= 2 and w in flat or len(w) >= 3 and w[:2] in flat for w in words):
                continue  # a duty of the other side on another matter
            return Verdict(False, sentence, "")
    return None


# "…소음은 층간소음에서 제외된다", "…단순 갱신계약은 신고 대상이 아니며": the rule leaves a named thing out.
_LEFT_OUT = re.compile(r"(?:에서|에는|에)?\s*(?:제외(?:된다|한다|되며|되고|하며|하고)|해당하지\s*않|포함되지\s*않|"
                       r"(?:대상|해당)(?:이|이\s*되지|에\s*해당하지)\s*(?:아니|않))")
_THING_THEN_CLASS = re.compile(r"([^,.;]*)(?:은|는)\s+([^,.;]*)$")  # the last topic: what is left out
_MODIFYING = re.compile(r"(?:는|은|던|된|을|할|될)$")
# A use or a case the rule's thing is qualified by ('업무용 오피스텔', '…한 경우') must be the user's too.
_QUALIFIER_WORD = re.compile(r"[가-힣]용$|경우|때$")
# A thing left out for what it lacks ('올리지 않는 …갱신계약', '변동 없는') is the user's only if he says it lacks it too.
_LACKING = re.compile(r"지\s*않는|없는|안\s*[가-힣]")
_SAYS_SAME = re.compile(r"그대로|같은\s*금액|동일|변동\s*(?:없|이\s*없)|안\s*올|올리지\s*않|인상\s*없|변경\s*없|안\s*바")
_ASKS_LEFT_OUT = re.compile(r"제외|빠지|빠져|빼|아니|안\s*되")


def left_out(query: str, sentences: list[str]) -> Verdict | None:
    """'화장실 물 내리는 소리도 층간소음으로 따질 수 있어?' against '욕실·화장실·다용도실 등에서 급수·배수로 생기는
    소음은 층간소음에서 제외된다': the question asks whether a thing the rule leaves out counts — a no. The
    question must name the thing (a word of the rule's own naming of it, not of the class) and the class it
    is left out of; a thing named for what it lacks must be said to lack it."""
    if not _plain_ask(query) or _ASKS_LEFT_OUT.search(asking(query)):
        return None
    flat = re.sub(r"[\s·]+", "", query)
    for sentence in sentences:
        for m in _LEFT_OUT.finditer(sentence):
            part = _THING_THEN_CLASS.search(sentence[:m.start()])
            if not part:
                continue
            thing, klass = part.group(1).strip(), part.group(2).strip()
            klass_words = [w for w in re.split(r"[\s·]+", klass) if len(_stem(w)) >= 2]
            if not klass_words or not all(_said_in(w, flat) for w in klass_words):
                continue  # the class it is left out of is not what was asked
            # a word naming the thing, not a verb describing it ('생기는' is said of TV noise as much as of a flush)
            named = [w for w in re.split(r"\s+", thing) if not _MODIFYING.search(w) and _said_in(w, flat)
                     and not any(_stem(w) in k for k in klass_words)]
            if not named:
                continue
            if any(_QUALIFIER_WORD.search(_stem(w)) and not _said_in(w, flat) for w in thing.split()):
                continue  # left out only in a use or case the user does not say is his
            if _LACKING.search(thing) and not _SAYS_SAME.search(query):
                continue  # the rule leaves out the case without a raise; the user's may have one
            return Verdict(False, sentence, "")
    return None


# Who ranks before whom: '근저당이 임차인보다 앞선다', '제 대항력이 은행보다 앞서는 건가요?'. The parties a
# ranking is said of, each by the words for it.
_RANKED = (("tenant", r"임차인|세입자|대항력|우선변제|확정일자|(?<![가-힣])(?:제|내|저|나)(?![가-힣])"),
           ("lender", r"근저당|저당|은행|대출|담보"),
           # the tax on the house itself ranks apart from other taxes: a rule on it says nothing of 'taxes'
           ("house tax", r"당해세"),
           ("tax", r"국세|지방세|세금|조세"))
_PRECEDES = re.compile(r"([^,.;()]*)(?:이|가|은|는)\s+([^,.;()]+?)보다\s*(?:먼저|우선|앞서|앞선|앞섭|선순위)")
_FOLLOWS = re.compile(r"([^,.;()]*)(?:이|가|은|는)\s+([^,.;()]+?)보다\s*(?:후순위|뒤|늦)")
_IF = re.compile(r"[가-힣]{0,3}?(?:면|는\s*경우|ㄹ\s*때|는\s*때)")
_FIRST_ASKED = re.compile(r"([^,.;()\s]+?)보다\s*([^,.;()]*?)(?:이|가|은|는)\s*(?:먼저|우선|앞서|앞선|선순위)")


def _party(phrase: str) -> str:
    """The party a phrase names by its last word ('같은 날 설정된 근저당' -> lender, '제 대항력' -> tenant)."""
    words = phrase.split()
    for word in reversed(words[-2:]):
        for name, pattern in _RANKED:
            if re.search(pattern, word):
                return name
    return ""


def _qualified_alike(phrase: str, flat_query: str) -> bool:
    """Whether the question says every condition the rule's party carries ('같은 날 설정된 근저당'): a
    rule on a mortgage set the same day says nothing of one set the next day. A phrase of a party is its
    last words: what comes before a clause's subject ('…효력이 생기므로,') is cut at the comma."""
    words = phrase.split()[:-1]
    return all(_said_in(w, flat_query) for w in words if len(_stem(w)) >= 2)


def reversed_order(query: str, sentences: list[str]) -> Verdict | None:
    """'제 대항력이 은행보다 앞서는 건가요?' against '…같은 날 설정된 근저당이 임차인보다 앞선다': the question
    says A comes before B, the rule that B comes before A (under conditions the question shares) — a no."""
    if not _plain_ask(query):
        return None
    last = asking(query)
    if m := _PRECEDES.search(last):
        first, then = _party(m.group(1)), _party(m.group(2))
    elif m := _FIRST_ASKED.search(last):
        first, then = _party(m.group(2)), _party(m.group(1))
    else:
        return None
    if not first or not then or first == then:
        return None
    flat = re.sub(r"[\s·]+", "", query)
    for sentence in sentences:
        for pattern, ahead in ((_PRECEDES, True), (_FOLLOWS, False)):
            plain = _ASIDE.sub("", sentence)  # an aside ('(임차인은 그 근저당보다 후순위)') restates, without the conditions
            for r in pattern.finditer(plain):
                if _IF.match(plain, r.end()):
                    continue  # '확정일자가 법정기일보다 앞서면 …': a condition, not the rule's ranking
                a, b = _party(r.group(1)), _party(r.group(2))
                winner, loser = (a, b) if ahead else (b, a)
                if (winner, loser) == (then, first) and _qualified_alike(r.group(1), flat) \
                        and _qualified_alike(r.group(2), flat):
                    return Verdict(False, sentence, "")
    return None


# --- a duty the other side would refuse, an act the rule forbids ------------------------------------
# "…보여달라 했더니 거부하네요. 거부할 수 있는 거예요?": whether the other side may refuse what was asked of it.
_ASKS_REFUSE = re.compile(r"(?:거부|거절)\s*(?:할\s*수\s*있|해도\s*(?:돼|되)|가능)")
# What the user asked the other side to do: "보여달라", "보여 달라고", "내 달래", "돌려 주세요".
_REQUESTED = re.compile(r"([가-힣]{2,}?)\s*(?:달라|달래|주세요|줘요|달라고|주라)")


def refused_duty(query: str, sentences: list[str]) -> Verdict | None:
    """'집주인한테 체납 내역 보여달라 했더니 거부하네요. 거부할 수 있어요?' against '임대인은 … 국세·지방세
    납세증명서를 보여 주어야 한다': the act asked of one side is that side's duty under the rule — it may not
    refuse: a no. Only when one side alone is named and the rule puts the very act on it."""
    if not _plain_ask(query) or not _ASKS_REFUSE.search(asking(query)):
        return None
    requests = list(_REQUESTED.finditer(query))
    asked = [m.group(1) for m in requests]
    # the words of the thing asked for: the few before the request ('국세 지방세 체납 내역 보여달라')
    wanted = [_stem(w) for m in requests for w in query[:m.start()].split()[-4:]
              if not re.search("|".join(side for pair in _SIDES for side in pair), w)]
    for mine, theirs in _SIDES:
        named = [side for side in (mine, theirs) if re.search(side, query)]
        if len(named) != 1 or not asked:
            continue
        for sentence in sentences:
            if not _side_named(sentence, named[0]):
                continue
            if not any(re.search(rf"{re.escape(act)}\s*(?:주어야|줘야|주도록\s*해야)", sentence) for act in asked):
                continue
            # …and what was asked for is what the rule names ('체납 내역' of '국세·지방세', not a bank statement)
            flat = re.sub(r"\s+", "", sentence)
            if any(len(w) >= 2 and w in flat for w in wanted):
                return Verdict(False, sentence, "")
    return None


# "팔아도 되나요?": the act asked, as the law names it — a sale is a 양도·매도·전매 in the rule's words.
_ACTS = {"팔": r"양도|매도|전매|매매", "넘기": r"양도|전매", "넘겨": r"양도|전매", "사": r"양수|매수|매입",
         "빌려주": r"대여|전대", "빌려줘": r"대여|전대"}
_MAY_ASK = re.compile(r"([가-힣]+?)(?:아|어|여)?도\s*(?:돼|되|될|됩)")
_FORBIDS = re.compile(r"(?:해서는|하여서는|하면)\s*(?:안|아니)\s*(?:되|된)|금지(?:한다|된다|되며)|할\s*수\s*없|하지\s*못한다")
# A home named is the setting of nearly every rule, never the thing a prohibition is about.
_SETTING = re.compile(r"(?:주택|아파트|오피스텔|건물|부동산|집|빌라|토지|사람)")


def _item(text: str, thing: str) -> bool:
    """Whether a text names the thing as an item of its own: a word outside parentheses, or an item of a
    list inside them ('(…, 입주자저축 증서, …)') — not the tail of another's name ('철거민 입주권' is no 입주권)."""
    for m in re.finditer(re.escape(thing), text):
        before = text[:m.start()]
        inside = before.count("(") > before.count(")")
        if re.search(r"(?:^|[(,·])\s*$", before) or not inside and re.search(r"(?:^|\s)$", before):
            return True
    return False


def forbidden(query: str, sentences: list[str], aka: list[str] | tuple[str, ...] = ()) -> Verdict | None:
    """'청약통장 사겠다는 사람이 있는데 팔아도 되나요?' against '누구든지 … 지위(…입주자저축 증서…)를 양도·
    양수하거나 알선·광고해서는 안 되며': the rule forbids that very act on that very thing — a no. The thing
    must be named by the question (or by a glossary entry it names, `aka`: '청약통장' is an 입주자저축) in
    three syllables or more, and the act stand in the same clause as the prohibition."""
    if not _plain_ask(query):
        return None
    last = asking(query)
    m = _MAY_ASK.search(last)
    if not m:
        return None
    verb = m.group(1)
    act = next((words for stem, words in _ACTS.items() if verb.endswith(stem) and len(verb) <= len(stem) + 1), None)
    if act is None:
        act = re.escape(verb[-2:]) if len(verb) >= 2 and re.fullmatch(r"[가-힣]+(?:해|하)?", verb) and verb.endswith("해") \
            else None  # '전매해도' -> '전매'
        if act is None:
            return None
        act = re.escape(verb[:-1][-2:])
    things = {_stem(w) for w in re.split(r"[\s,.?!？]+", query[:query.find(verb)] if verb in query else query)}
    things |= {_stem(w) for text in aka for w in re.split(r"[\s,.·()]+", text) if len(_stem(w)) >= 4}
    things = {t for t in things if len(t) >= 3 and not re.search(r"\d", t) and not _SETTING.fullmatch(t)}
    for sentence in sentences:
        for f in _FORBIDS.finditer(sentence):
            clause = re.split(r"(?:며|고|다)[\s.,]|[.;]", sentence[:f.start()])[-1]
            acts = [a.start() for a in re.finditer(act, clause)]
            if acts and any(_item(clause[:acts[-1]], t) for t in things):  # the thing, then the act forbidden of it
                return Verdict(False, sentence, "")
    return None


# "근저당은 갑구에 나오나요?": whether a thing is found in a named part of something.
_ASKS_WHERE_IN = re.compile(r"([가-힣]{2,}?)(?:은|는|이|가|도)\s*([가-힣]{2,}?)(?:에서|에)\s*(?:나오|나와|있|기재|적혀|적히|표시|올라|들어)")
_PARTS = re.compile(r"[①②③④⑤⑥⑦⑧⑨⑩]\s*")


def placed_elsewhere(query: str, sentences: list[str]) -> Verdict | None:
    """'근저당은 갑구에 나오나요?' against '… ① 갑구 — 소유자, 압류·가등기 …, ② 을구 — 근저당권 채권최고액 …':
    a rule that goes through the parts of a thing one by one names the asked thing under another part, not
    under the one asked — a no."""
    if not _plain_ask(query) or not (m := _ASKS_WHERE_IN.search(asking(query))):
        return None
    thing, part = m.group(1), m.group(2)
    for sentence in sentences:
        heads = {}
        for piece in _PARTS.split(sentence)[1:]:
            head, dash, body = piece.partition("—")
            if dash and head.strip():
                heads[head.strip()] = body
        if part not in heads or thing in heads[part]:
            continue
        if any(thing in body for head, body in heads.items() if head != part):
            return Verdict(False, sentence, "")
    return None


# "가등기만 있어도 소유권이 넘어간 건가요?": whether a thing alone brings about another.
_ALONE_ASKED = re.compile(r"([가-힣]{2,}?)만\s*(?:있어도|해도|으로도|으로|가지고도|갖고도|받아도|했는데)")
# "가등기만으로는 소유권이 넘어가지 않으며": the rule says it does not.
_ALONE_DENIED = re.compile(r"([가-힣]{2,}?)만으로는\s*([^.,;]*?(?:지\s*않|수\s*없|못)[가-힣]*)")


def not_alone(query: str, sentences: list[str]) -> Verdict | None:
    """'가등기만 있어도 소유권이 넘어간 건가요?' against '가등기만으로는 소유권이 넘어가지 않으며': the question asks
    whether a thing alone does what the rule says it alone does not — a no. The very thing, and a word of what
    it would bring about ('소유권'), must be in both."""
    if not _plain_ask(query) or not (m := _ALONE_ASKED.search(asking(query))):
        return None
    thing, rest = m.group(1), asking(query)[m.end():]
    wanted = {_stem(w) for w in rest.split() if len(_stem(w)) >= 2} - {thing}
    for sentence in sentences:
        for d in _ALONE_DENIED.finditer(sentence):
            if d.group(1).endswith(thing[-3:]) and any(w in d.group(2) for w in wanted):
                return Verdict(False, sentence, "")
    return None


# "전월세 신고를 하면 확정일자도 받은 걸로 되나요?": whether one act counts as another — answered by the rule that
# deems it ("…신고필증을 받으면 그 신고일에 … 확정일자를 받은 것으로 본다").
_ASKS_COUNTS_AS = re.compile(r"(?:걸로|것으로|거로|셈으로)\s*(?:되|돼|인정|쳐|보|간주)|간주(?:되|돼)")
_DEEMED = re.compile(r"([가-힣]{2,})(?:을|를)\s*(?:받은|한|부여받은|부여한|갖춘|마친)\s*것으로\s*(?:본다|봅니다|간주한다)")


def deemed(query: str, sentences: list[str]) -> Verdict | None:
    """The question asks whether doing one thing counts as another ('…신고를 하면 확정일자도 받은 걸로 되나요?'), a
    sentence deems it so on a condition the question names ('…신고를 하면서 … 확정일자를 받은 것으로 본다'): yes.
    The thing deemed and a word of the condition (before it) must both be the question's."""
    if not _plain_ask(query) or not _ASKS_COUNTS_AS.search(asking(query)):
        return None
    said = re.split(r"(?:으면|하면|면|는데)\s", asking(query))
    flat = re.sub(r"\s+", "", said[-1])  # the thing asked to count: in the clause after the condition
    words = {_stem(w) for w in " ".join(said[:-1]).split() if len(_stem(w)) >= 2}
    for sentence in sentences:
        m = _DEEMED.search(sentence)
        if m and m.group(1)[-4:] in flat and any(w in sentence[:m.start()] for w in words - {m.group(1)}):
            return Verdict(True, sentence, "")
    return None


# "주택법에 따라 공급하는 주택, 관광진흥법상 관광숙박시설 등에는 적용하지 않는다": what a law leaves outside it.
_NOT_APPLIED = re.compile(r"([^.]*?)\s*(?:등)?에는\s*(?:이\s*법을\s*)?적용(?:하지|되지)\s*않")
_ASKS_APPLIES = re.compile(r"적용\s*(?:되|돼|받|대상)")
# What a thing named is a kind of, in the law's words: an 아파트 is a 주택 (건축법 시행령 별표 1, 공동주택).
_KIND_OF = {"주택": ("아파트", "빌라", "다세대", "연립", "단독주택", "다가구")}
_MIXED = re.compile(r"주상복합|복합|상가|오피스텔|생활숙박|근린생활|아파트|빌라|주택(?!법)")


def not_applied(query: str, scope: list[str] | tuple[str, ...]) -> Verdict | None:
    """'아파트 분양도 건축물분양법 적용되나요?' against that law's '주택법에 따라 공급하는 주택 … 등에는 적용하지
    않는다': the question asks whether the law it names applies to a thing the law leaves out — a no. `scope`
    are the sentences of the laws the question names; the thing must be named by its own word or a kind of it."""
    if not _plain_ask(query) or not _ASKS_APPLIES.search(asking(query)):
        return None
    flat = re.sub(r"[\s·]+", "", query)
    if len(set(_MIXED.findall(flat))) > 1:
        return None  # '주상복합 아파트의 상가': a building of two uses, the law may take one of them
    for sentence in scope:
        for m in _NOT_APPLIED.finditer(sentence):
            for item in re.split(r"\s*[,·]\s*", m.group(1)):
                head = _stem((item.split() or [""])[-1])
                # the word as the thing named, not inside the law's own name ('건축물' of '건축물분양법')
                if len(head) >= 2 and any(re.search(re.escape(w) + r"(?![가-힣]{0,4}법)", flat)
                                          for w in (head, *_KIND_OF.get(head, ()))):
                    return Verdict(False, sentence, "")
    return None


def verdict_sentence(query: str, sentences: list[str], others: list[str] | tuple[str, ...] = (),
                     aka: list[str] | tuple[str, ...] = (), scope: list[str] | tuple[str, ...] = ()) -> tuple[str, str] | None:
    """The opening sentence ('아니요, 이의신청할 수 없습니다 — 40일은 …') and the rule's sentence it rests
    on, or None when the rule does not decide the user's case. A verdict on a class or a presupposition
    has no figure of the user's to weigh: it opens with a bare '네 — ' / '아니요 — ' and the rule.
    `others` are sentences of other articles found: only a rule leaving out the very thing and class the
    question names decides from them — that naming is itself the sign it is the rule asked about. `aka` are
    the bodies of the glossary entries the question names: what the law calls the thing the user names
    ('청약통장' — 입주자저축). `scope` are the sentences of the laws the question names: what they leave out."""
    v = decide(query, sentences) or presupposition(query, sentences) or left_out(query, [*sentences, *others]) \
        or other_party(query, sentences) or reversed_order(query, sentences) or refused_duty(query, sentences) \
        or forbidden(query, [*sentences, *others], aka) or not_applied(query, scope) \
        or out_of_order(query, sentences) \
        or placed_elsewhere(query, [*sentences, *others]) or not_alone(query, sentences) or deemed(query, sentences)
    if v is None:
        return None
    if not v.reason:
        return f"{'네' if v.yes else '아니요'} —", v.sentence
    said = echo(query, v.yes)
    if said in ("네.", "아니요."):  # the question's predicate was not read: what the rule decides may be another thing
        return None
    return f"{said.rstrip('.')} — {v.reason}.", v.sentence


# --- the rule said in the question's own words ---------------------------------------------------
_ASKED_HAVE = re.compile(r"([가-힣]{2,}?)(?:이|가)?(?:있나|있어|있을까|있습니까|있는지)")
_ASKED_CAN = re.compile(r"([가-힣]{2,})수있")


def restates(query: str, sentence: str) -> bool:
    """Whether a sentence says of the very thing a yes/no question asks whether it holds ('효력
    있나요?', '재발급 받을 수 있나요?') that it does or does not ('…계약은 효력이 없다', '…재발급받을 수
    없다'): the sentence that answers, whichever way."""
    if not yes_no(query):
        return False
    q, flat = re.sub(r"\s+", "", query), re.sub(r"\s+", "", sentence)
    if m := _ASKED_CAN.search(q):
        verb = m.group(1)  # unspaced, the object may be glued on: its longest tail the sentence says
        return any(re.search(rf"{re.escape(verb[-n:])}수(?:있|없)", flat) for n in range(len(verb), 2, -1))
    if m := _ASKED_HAVE.search(q):
        noun = m.group(1)[-2:]
        return bool(re.search(rf"{re.escape(noun)}(?:이|가|은|는)?(?:있|없)", flat))
    return False
