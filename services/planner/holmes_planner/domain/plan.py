"""The planner's rule-based decider: query (+ previous turn) -> PlanDraft.

Pure: no I/O, no clock, no LLM.  The handler turns a PlanDraft into a PlanReady event
(``draft.plan_fields()``); an LLM decider, when configured, produces the same shape and
falls back to this one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from holmes_contracts.models import Entities, Guidance, PlanStep
from holmes_contracts.tools.common import DealType, PropertyType
from holmes_kit.korean.define import definition_terms
from holmes_kit.korean.extract import extract_entities
from holmes_kit.korean.money import corrected_amounts
from holmes_kit.korean.morph import tokenize

from . import rules
from .asks import (
    adds_debt,
    adds_to_calculation,
    calculator_tools,
    completes_ratio,
    continues_calculation,
    raised_deposit,
    target_share,
)
from .contract_fields import complete, contract_fields
from .english import gloss, is_english
from .guidance import guidance_for
from .intent import (
    ASKED,
    IntentResult,
    area_scores,
    asked_in_rule_words,
    asking_text,
    classify,
    compact,
    told_before_asked,
)
from .keywords import extract_keywords, group_keywords
from .steps import build_steps
from .validate import input_problem
from .vocab import corpus_nouns, correct_typos, law_terms

DOMAIN_INTENTS = frozenset({"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토",
                            "종합분석", "리스크분석"})
_FOLLOW_START = re.compile(r"^(그럼|그러면|그렇다면|그리고|근데|그건|거기|그집|그동네|그지역|또|혹시|반대로)")
# Words that point back at what was just said ("근데 그 집 근저당이 …", "반대로 매도인이 해제하면"):
# a turn opening with one continues the previous question even when it is longer than an
# elliptic one, since "그 집" / "반대로" mean nothing on their own.
_BACK_REF = re.compile(r"^(그럼|그러면|그렇다면|근데|반대로|아까|방금)|^.{0,6}(그집|그경우|그조건|그금액|그계약)")
FOLLOW_UP_BACK_REF_MAX_CHARS = 36
# "이거 …", "그건 …", "이럴 때 …": a turn that points at what the user just told.
_POINTS_BACK = re.compile(r"^(이거|이건|이것|그거|그건|그것|이럴\s*때|이런\s*경우|이\s*경우|그\s*경우|이\s*상황|이런\s*상황)")
_FOLLOW_END = re.compile(r"(은|는|도|면)(요)?\??$|(이|가)요\??$|(은|는|도)(알려줘|어때|어때요|봐줘)\??$"
                         # a condition changed ("전세면 얼마예요?"), or the same asked again ("월세도 똑같아?")
                         r"|^[^?]{1,8}(이|라)?면(요)?,?(얼마|어때|어떻게|어떡|몇|돼|되|가능|달라|바뀌|차이)|똑같|마찬가지|동일해"
                         # the same worked again on an assumption ("LTV 70%로 치면 최대 얼마", "4%로 잡으면요")
                         r"|(으로|로)(치|쳐서|잡으|잡고|계산하|가정하)면")
# Only a condition changed ("생애최초면 달라져요?", "근저당이 2022년 5월이면요?"): the question stays the
# previous one, even when the condition's own word scores another area (생애최초 is a glossary term).
_CONDITION_ONLY = re.compile(r"(이|라)?면(요)?\??$|면(요)?,?(달라|바뀌|차이)")
_ASKS = re.compile(r"\?|까$|나요|가요|어요|해줘|알려|어떻게|뭐|얼마|언제|어디|누가|왜")
_STANDING = re.compile(rules.LOAN_PERSONAL)
FOLLOW_UP_MAX_CHARS = 20  # elliptic follow-ups are short; longer queries stand alone
# The user says the figure told before was a slip ("잘못 말했어요", "정정할게요", "오타였어요").
_SLIP = re.compile(r"잘못(말|썼|쓴|적|입력|쳤|알려|얘기|드렸)|정정|오타")
# A slip put right ("아 잘못 말함, 3억 아니고 3억2천"): the previous question asked again with the figure
# corrected (kit's find_amounts already leaves out the figure taken back; corrected_entities swaps it in).
_CORRECTION = re.compile(rf"{_SLIP.pattern}|\d\S{{0,8}}(이|가)?(아니고|아니라|말고)")
_TAKEN_BACK = r"(?:이|가)?\s*(?:아니고|아니라|말고)"


@dataclass(frozen=True)
class PreviousTurn:
    """What the planner remembers of the session's last planned turn."""

    intent: str
    entities: Entities
    query: str = ""
    keywords: tuple[str, ...] = ()
    turn_id: str | None = None


@dataclass(frozen=True)
class PlanDraft:
    query: str
    intent: str
    confidence: float
    keywords: list[str]
    keyword_groups: dict[str, list[str]]
    entities: Entities
    steps: list[PlanStep]
    parallel_groups: list[list[str]]
    estimated_total_time: float
    guidance: Guidance | None
    reasoning: str
    fast_path: str | None = None  # greeting | irrelevant | unclear | invalid (a value to correct)
    context_turn_id: str | None = None
    scores: dict[str, float] = field(default_factory=dict)

    def plan_fields(self) -> dict[str, Any]:
        """Keyword arguments for ``PlanReady`` (query … context_turn_id)."""
        return {k: getattr(self, k) for k in (
            "query", "intent", "confidence", "keywords", "keyword_groups", "entities", "steps",
            "parallel_groups", "estimated_total_time", "guidance", "reasoning", "context_turn_id")}


# An English turn that opens by pointing back ("And from when can I start?", "What if it's 12%?", "So how much
# is that in total?"): it continues the previous question, Korean or English, as "그럼 …" does.
_EN_FOLLOW_START = re.compile(r"^\s*(?:and|so|then|also|what about|how about|what if|in that case|ok(?:ay)?,?\s+(?:and|so|then|what))\b",
                              re.I)


def is_follow_up(query: str) -> bool:
    """Elliptic continuation of the previous turn ("그럼 서초구는?", "월세는요?")."""
    if is_english(query) and _EN_FOLLOW_START.search(query) and len(query.split()) <= 14:
        return True
    text = compact(query)
    if 0 < len(text) <= FOLLOW_UP_BACK_REF_MAX_CHARS and (_BACK_REF.search(text) or _CORRECTION.search(text)):
        return True
    return 0 < len(text) <= FOLLOW_UP_MAX_CHARS and bool(
        _FOLLOW_START.search(text) or _FOLLOW_END.search(text))


def _replaced_role(old: Entities, new: Entities) -> str | None:
    """The role a follow-up's one bare figure takes: the first figure's ("7억이면?"), or the loan's when
    a rate comes with it ("그럼 2억5천을 3.9%로 30년이면?" after "5억 집에 주담대 3억 4%면"): a figure a rate
    is applied to is the principal, not the house."""
    roles = [a.role for a in old.amounts if a.role]
    if len(new.amounts) != 1 or new.amounts[0].role is not None or not roles:
        return None
    return "loan" if new.percentages and "loan" in roles else roles[0]


def without_taken_back(text: str, entities: Entities) -> Entities:
    """The places a correction takes back ("송파구 말고 강동구"): only the ones put in their place stay (a figure
    taken back, "3억 아니고 3억2천", is already left out by kit's find_amounts)."""
    regions = [r for r in entities.regions if not re.search(re.escape(r.name) + r"\s*" + _TAKEN_BACK, text)]
    if len(regions) == len(entities.regions) or not regions:
        return entities
    return entities.model_copy(update={"regions": regions})


def merge_entities(old: Entities, new: Entities) -> Entities:
    """New values replace old ones field by field; what the follow-up omits is kept.

    A bare figure ("7억이면?") takes the role of the figure it replaces.
    """
    role = _replaced_role(old, new)
    if role is not None:
        new = new.model_copy(update={"amounts": [new.amounts[0].model_copy(update={"role": role})]})
    updates: dict[str, Any] = {}
    for name in Entities.model_fields:
        value = getattr(new, name)
        if name == "extra":
            updates[name] = {**old.extra, **new.extra}
        elif value:
            updates[name] = value
    return old.model_copy(update=updates)


def carried_kinds(old: Entities, new: Entities) -> list[str]:
    """What a follow-up takes from the previous turn without restating it: the amount roles
    ("deposit", "price" …) and the entity lists ("regions", "percentages", "dates") it left out.
    The calculators say so in their inputs ("보증금 … 이전 질문에서 말씀하신 값")."""
    new_roles = {a.role for a in new.amounts}
    roles = [a.role for a in old.amounts if a.role and a.role not in new_roles]
    replaced = _replaced_role(old, new)  # a bare figure ("7억이면?") replaces one of them (merge_entities)
    if replaced in roles:
        roles.remove(replaced)
    lists = [n for n in ("regions", "percentages", "dates") if getattr(old, n) and not getattr(new, n)]
    return list(dict.fromkeys(roles)) + lists


def corrected_entities(old: Entities, new: Entities, text: str) -> Entities | None:
    """The previous turn's figures with the ones this turn takes back replaced ("아 잘못 말했어요, 3억 아니고
    3억2천이요" after "전세 3억 … 최대 얼마?"): each figure meant keeps the role of the one it corrects, the
    rest stay as told. None when the turn corrects no figure told before."""
    fixes = {was: meant for was, meant in corrected_amounts(text) if any(a.manwon == was for a in old.amounts)}
    if not fixes and _SLIP.search(compact(text)) and new.amounts:
        # "잘못 말했네요, 3억2천이에요": the slip said, the figure taken back not repeated — the figure meant
        # replaces the one of its role (a bare one, the first figure told, as "7억이면?" does)
        bare = _replaced_role(old, new)
        for a in new.amounts:
            role = a.role or bare
            was = next((o.manwon for o in old.amounts if o.role == role and o.manwon not in fixes), None)
            if was is not None:
                fixes[was] = a.manwon
    if not fixes:
        return None
    amounts = [a.model_copy(update={"manwon": fixes[a.manwon], "text": next(
        (n.text for n in new.amounts if n.manwon == fixes[a.manwon]), a.text)}) if a.manwon in fixes else a
        for a in old.amounts]
    others = [a for a in new.amounts if a.manwon not in fixes.values()]
    merged = merge_entities(old, new.model_copy(update={"amounts": []}))
    return merged.model_copy(update={"amounts": amounts + others})


def merge_contract_entities(old: Entities, new: Entities) -> Entities:
    """Like merge_entities, but amounts merge by role: "계약금 3천" keeps the earlier 보증금."""
    merged = merge_entities(old, new)
    roles = {a.role for a in new.amounts}
    kept = [a for a in old.amounts if a.role is not None and a.role not in roles]
    return merged.model_copy(update={"amounts": kept + list(new.amounts)})


def continues_contract(previous: PreviousTurn | None, res: IntentResult, fields: dict[str, Any],
                       entities: Entities, asks: bool = True, query_text: str = "") -> bool:
    """An answer to the drafting turn's questions ("보증금 3억, 임대인 김철수, …")."""
    if previous is None or previous.intent != "계약서작성" or res.intent == "irrelevant" or res.document == "review":
        return False
    given = len(fields) + bool(entities.area_m2) + sum(
        a.role in ("deposit", "monthly_rent") for a in entities.amounts)
    # A long answer full of contract values is still an answer even if it scores as a question.
    # Two values stated without a question ("계약금은 3천이고 잔금은 입주일에 드릴게요") answer it too.
    # One short value with no question ("전용면적 33㎡요") answers the form's question even though the
    # term itself is in the legal glossary; a market/loan/risk ask is a new question.
    lone_answer = (given >= 1 and not asks and len(query_text) <= FOLLOW_UP_MAX_CHARS
                   and all(res.scores.get(a, 0.0) < 3 for a in ("market", "loan", "risk")))
    return given >= 1 and (res.intent in ("unclear", "계약서작성")
                           or (res.document is None and (given >= 3 or (given >= 2 and not asks) or lone_answer)))


def _replaced_words(old: Entities, new: Entities) -> set[str]:
    """Previous keywords that the follow-up overrides ("월세는요?" drops "전세")."""
    words: set[str] = set()
    if new.regions:
        words |= {r.name for r in old.regions}
    if new.deal_types:
        words |= {DealType.label(d) for d in old.deal_types} - {""}
    if new.property_types:
        words |= {PropertyType.label(p) for p in old.property_types} - {""}
    return words


def _groups_of_steps(steps: list[PlanStep]) -> list[list[str]]:
    levels = sorted({s.parallel_group for s in steps})
    return [[s.step_id for s in steps if s.parallel_group == lv] for lv in levels]


def _state_words(text: str) -> set[str]:
    """Nouns said only as the root of a 하다 adjective ("애매해서요", "곤란하네요"): how the user finds the matter,
    not a matter named."""
    tokens = tokenize(text)
    roots = {t.form for t, n in zip(tokens, tokens[1:], strict=False)
             if n.tag == "XSA" and n.start == t.start + t.len}
    named = {t.form for i, t in enumerate(tokens) if not (i + 1 < len(tokens) and tokens[i + 1].tag == "XSA")}
    return roots - named


def _subject_words(keywords: list[str], entities: Entities, text: str = "") -> list[str]:
    """The keywords that name a subject outside the domain: not a place, not a figure, not a state the user
    is in ("그게 좀 애매해서요" names nothing), and the
    first of them — the topic, as Korean puts it first — no noun the corpus terms are made of
    (then it is too vague, not off-topic: "점수 계산법"; "토익 점수" is about 토익, whatever 점수
    means in the 청약 rules)."""
    places = {r.name for r in entities.regions}
    figures = {a.text for a in entities.amounts} | {f"{p:g}%" for p in entities.percentages}
    states = _state_words(text) if text else set()
    words = [k for k in keywords if k not in places and k not in figures and k not in states
             and not re.search(r"\d", k)]
    return [] if words and words[0] in corpus_nouns() else words


def _reasoning(res: IntentResult, follow: bool) -> str:
    scores = ", ".join(f"{k} {v:g}" for k, v in res.scores.items() if v)
    parts = [f"규칙 판단: {res.intent} (신뢰도 {res.confidence:.2f})"]
    if scores:
        parts.append(f"영역 점수 {scores}")
    if res.areas:
        parts.append("요청 영역 " + "·".join(res.areas))
    if res.greeting:
        parts.append("인사말 감지")
    if res.off_topic:
        parts.append("부동산과 무관한 주제")
    if follow:
        parts.append("이전 대화의 의도와 조건을 이어받음")
    return "; ".join(parts)


def _calculation_intent(res: IntentResult, tools: list[str], entities: Entities, query: str) -> IntentResult:
    """A figure the law fixes, asked with the question's own figures, is a legal question
    (전세가율 alone a risk one) even when its words also score market or risk."""
    if not tools or res.document or res.intent == "irrelevant":
        return res
    if tools == ["jeonse_ratio"] and res.intent == "시세조회" and not entities.amounts:
        return res  # a district's ratio, from its market data: a market question
    if tools == ["jeonse_ratio"] and res.intent == "대출상담" and not entities.amounts and not entities.regions:
        return res  # the guarantee's own conditions asked, no house to judge: a guarantee product (rules.GUARANTEE_PRODUCT)
    asking = asking_text(query)
    if res.intent == "시세조회" and told_before_asked(query) and area_scores(asking)["market"] >= ASKED:
        return res  # a price asked after a story of the user's lease ("5% 올려줬어요. 지금 시세는?"): the market's
    intent = "리스크분석" if tools == ["jeonse_ratio"] else "법률상담"
    if intent == "법률상담" and (res.intent == "대출상담" or "loan" in res.areas) \
            and area_scores(asking)["loan"] >= ASKED:
        # a loan question's figures are the loan simulator's — when the loan is asked; a loan told as
        # the situation ("버팀목 1억 대출 껴 있음", "대출이자 4.3%도 나가고") leaves the law's figure asked
        return res
    if res.intent == intent:
        return res
    return replace(res, intent=intent, areas=("risk",) if intent == "리스크분석" else ("legal",))


# The tenant's own loan ("전세대출 1억 받아서", "버팀목 8천"): a loan of the user's, not a debt on the house.
_OWN_LOAN = re.compile(r"전세\s*(?:자금)?\s*대출|버팀목|(?:제|내|저희|우리)\s*대출|대출\s*받아서\s*(?:전세|보증금)")


def _lien_as_debt(text: str, entities: Entities) -> Entities:
    """A loan on the house told in a risk check of a lease ("대출 1억 잡힌 빌라", "집주인 대출 8천 있대"):
    the landlord's debt ranked ahead of the deposit (근저당) — the figure the 부채비율 adds to it."""
    roles = {a.role for a in entities.amounts}
    if "loan" not in roles or "deposit" not in roles or "debt" in roles \
            or not re.search(rules.LOAN_AS_LIEN, compact(text)) or _OWN_LOAN.search(text):
        return entities
    return entities.model_copy(update={"amounts": [a.model_copy(update={"role": "debt"}) if a.role == "loan" else a
                                                   for a in entities.amounts]})


def _states_standing(previous: PreviousTurn, res: IntentResult, text: str, entities: Entities) -> bool:
    """The user's standing for the loan just asked about ("맞벌이 연소득 8천, 무주택 신혼부부인데 받을 수
    있나요?"): an answer to the loan question, even when a word of it is also a glossary term
    (신혼부부, 생애최초) — unless the law is asked in words of its own."""
    return previous.intent == "대출상담" and bool(_STANDING.search(compact(text))) \
        and (res.by_domain or (res.intent == "법률상담" and not entities.law_names
                               and asked_in_rule_words(text, "legal") < 3))


def _reading(query: str) -> str:
    """What the Korean rules read of an earlier turn: an English one through its gloss, as the turn
    itself was ("Can I use my renewal right?" before "What's the earliest date I can exercise it?")."""
    return gloss(query) if query and is_english(query) else query


# "신생아특례 소득 요건 부부합산 2억 맞아요?", "디딤돌 소득 기준 7천 이하인가요?": the figure is the rule's,
# checked by the user, not his income — computing a loan on it answers another question.
_RULE_INCOME = re.compile(r"(?:소득|연봉)\s*(?:요건|기준|조건|제한|상한|커트라인)[^?？.!]{0,24}?\d[^?？.!]{0,16}?"
                          r"(?:맞|인가|인지|이에요|예요|이죠|이지|죠|이야|아닌|아니)")


def _without_rule_income(text: str, entities: Entities) -> Entities:
    if not _RULE_INCOME.search(text) or not any(a.role == "income" for a in entities.amounts):
        return entities
    extra = {k: v for k, v in entities.extra.items() if k != "income_manwon"}
    return entities.model_copy(update={"amounts": [a for a in entities.amounts if a.role != "income"], "extra": extra})


# "20년으로 하면요?" after a loan's repayment asked over 30 years: the loan's term, changed.
_TERM_ONLY = re.compile(r"(?<![\d.])(\d{1,2})\s*년\s*(?:으로|로|이면|짜리|만기|동안|상환)")


def _loan_term_changed(previous: Entities, entities: Entities, text: str) -> Entities:
    """A follow-up that names only a number of years changes the term of the loan asked before (the
    kit reads a term only beside a word of a loan, which a follow-up leaves out)."""
    term = _TERM_ONLY.search(text)
    if term is None or previous.extra.get("term_years") is None or not 1 <= int(term.group(1)) <= 50:
        return entities
    years = int(term.group(1))
    loans = [{**loan, "term_years": years} for loan in entities.extra.get("loans") or []]
    return entities.model_copy(update={"extra": {**entities.extra, "term_years": years,
                                                 **({"loans": loans} if loans else {})}})


def _asks_a_term(text: str, entities: Entities) -> bool:
    """Only what a term the corpus holds (a glossary entry, a law's word) means is asked: no figure, no place."""
    terms = [compact(t) for t in definition_terms(text)]
    return bool(terms) and not entities.amounts and not entities.regions and set(terms) <= set(law_terms(compact(text)))


def make_plan(query: str, *, previous: PreviousTurn | None = None, today: date | None = None) -> PlanDraft:
    """``today`` (the day the question was asked, from its event) lets "내년 5월 31일" be read as a date."""
    if not isinstance(query, str):
        raise TypeError("질문은 문자열이어야 합니다")
    english = is_english(query)
    # What the Korean rules read: the English glossed, a slipped key put right ("최우선벼제").
    text = gloss(query) if english else correct_typos(query)
    if previous is not None and previous.query and previous.intent in ("irrelevant", "unclear") and not english \
            and _POINTS_BACK.match(compact(query)):
        # "수도관이 터져서 제 돈으로 고쳤어요." then "이거 집주인한테 청구할 수 있나요?": the story told first
        # (no question of its own, so nothing was planned for it) is what "이거" is — read together,
        # as the one message a user might have written.
        text = f"{previous.query} {text}"
    res = classify(text)
    if english and res.intent == "unclear" and not res.by_domain \
            and not (previous is not None and previous.intent in DOMAIN_INTENTS and is_follow_up(query)):
        # An English question with no word of the domain is about something else — unless it points back at
        # the question before ("And from when can I start?"), which it continues.
        res = replace(res, intent="irrelevant", off_topic=True)
    entities = without_taken_back(text, _without_rule_income(text, extract_entities(text, today=today)))
    if _asks_a_term(text, entities) and res.intent not in ("법률상담", "대출상담"):
        # "갭투자가 뭔가요?", "깡통전세가 뭐예요?": what a term of the corpus means — the glossary and the laws
        # answer it, not a market analysis of nowhere or a risk checklist (a loan term stays with the loans)
        res = replace(res, intent="법률상담", areas=("legal",), document=None, by_domain=False)
    if english:
        # The Korean reading travels too: Korean-only tools (legal search) can search with it.
        entities = entities.model_copy(update={"extra": {**entities.extra, "language": "en",
                                                         "query_ko": gloss(query, sentences=True)}})
    elif text != query:
        # A slip put right ("월새로 돌리면") is read right downstream too: the calculators' parameter
        # reading and the legal search read the words meant, the user's own text stays the query.
        entities = entities.model_copy(update={"extra": {**entities.extra, "query_ko": text}})
    keywords = extract_keywords(text, entities)
    fields = contract_fields(query, entities.amounts, entities.regions)
    drafting = res.intent == "계약서작성" or res.document == "write"
    if res.by_domain and ((len(fields) >= 3 and not _ASKS.search(compact(query)))
                          # "환산보증금이 뭔가요?" is short, but a whole question: what a term means
                          or (previous is None and is_follow_up(query) and not definition_terms(query))):
        # Contract values with no question and no drafting turn to answer, or an elliptic
        # follow-up with nothing before it ("월세는요?"): ask what is wanted.
        res = replace(res, intent="unclear", by_domain=False)
    follow = False
    # Asked first: "그럼 2천 올려달라고 하면?" is a follow-up by its opening word too, but its figure is the
    # raise asked for, not a new deposit.
    adds = previous is not None and adds_to_calculation(_reading(previous.query), previous.entities, text, entities)
    corrected = None if previous is None or previous.intent not in DOMAIN_INTENTS \
        else corrected_entities(previous.entities, entities, text)
    raised = None if previous is None or previous.intent not in DOMAIN_INTENTS \
        else raised_deposit(previous.entities, text, entities)
    completed = None if raised is not None or previous is None or previous.intent == "irrelevant" \
        else completes_ratio(previous.entities, text, entities)  # the figure a 전세가율 lacked, given now
    debt = previous is not None and previous.intent in DOMAIN_INTENTS \
        and adds_debt(_reading(previous.query), previous.entities, text, entities)
    if continues_contract(previous, res, fields, entities, asks=bool(_ASKS.search(compact(query))),
                          query_text=compact(query)):
        assert previous is not None
        follow = drafting = True
        entities = merge_contract_entities(previous.entities, entities)
        base = classify(_reading(previous.query)) if previous.query else res
        res = replace(base, intent="계약서작성", document="write", confidence=0.8)
        keywords = list(dict.fromkeys(keywords + list(previous.keywords)))
    elif (previous is not None and previous.intent in DOMAIN_INTENTS and res.intent not in ("irrelevant",)
            and (is_follow_up(query) or (len(compact(query)) <= FOLLOW_UP_MAX_CHARS
                                         and (res.intent == "unclear" or res.by_domain))
                 # a longer turn that asks no area of its own but states the user's standing for a
                 # loan ("저는 맞벌이 연소득 8천, 무주택 신혼부부인데 받을 수 있나요?") answers the loan question
                 or _states_standing(previous, res, text, entities)
                 # more about the previous turn's calculation, with no figures of its own ("집주인이
                 # 실거주한다고 갱신 거절하면?" after the renewal window of a lease ending 2027-03-31)
                 or continues_calculation(_reading(previous.query), previous.entities, text, entities)
                 or adds or debt or corrected is not None or raised is not None or completed is not None)):
        # A short turn that asks nothing of its own ("온라인으로도 돼?") continues the conversation.
        follow = True
        if corrected is not None:  # a figure told before put right: the question asked before, with it
            carried = carried_kinds(previous.entities, entities)
            entities = corrected
        elif completed is not None:  # both figures of the ratio now: the one told before is carried
            carried = [a.role for a in previous.entities.amounts if a.role]
            entities = completed
        elif raised is not None:  # the deposit raised by the figure: the ratio asked of the raised deposit
            carried = [a.role for a in previous.entities.amounts if a.role and a.role != "deposit"]
            entities = raised
        elif debt:  # a debt told for the same house: its price, deposit or 공시가격 told before stay
            carried = [a.role for a in previous.entities.amounts if a.role and a.role != "debt"]
            entities = merge_entities(previous.entities, entities).model_copy(update={"amounts": [
                *(a for a in previous.entities.amounts if a.role != "debt"), *entities.amounts]})
        elif adds:  # the new figure is the change asked for: the earlier ones stay beside it
            carried = [a.role for a in previous.entities.amounts if a.role]
            # all of them: a deposit lowered to ("보증금 1억2천으로 낮추면") stands beside the one told before
            entities = merge_contract_entities(previous.entities, entities).model_copy(update={"amounts": [
                *(a for a in previous.entities.amounts if a.role), *entities.amounts]})
        else:
            carried = carried_kinds(previous.entities, entities)
            entities = merge_entities(previous.entities, entities)
        entities = _loan_term_changed(previous.entities, entities, text)
        # The words the carried figures were stated in ("계약금 10%") stay readable to the
        # calculators' parameter reading, which parses the question's text.
        earlier = " ".join(t for t in (previous.entities.extra.get("previous_query"), previous.query) if t)
        entities = entities.model_copy(update={"extra": {**entities.extra, "previous_query": earlier,
                                                         "carried": carried}})
        base = classify(_reading(previous.query)) if previous.query else res
        asked_nothing = (max(res.scores.values(), default=0.0) < 3 and not res.document) \
            or _states_standing(previous, res, text, entities)
        if res.intent == "unclear" or res.by_domain or asked_nothing \
                or (_CONDITION_ONLY.search(compact(query)) and not res.document) \
                or (res.intent == "시세조회" and previous.intent != "시세조회" and not res.areas):
            # The follow-up only changes a condition: replan the previous question's shape.
            # What the follow-up asks for ("작년이랑 비교하면?") still counts.
            res = replace(base, intent=previous.intent, confidence=0.7,
                          wants_analysis=base.wants_analysis or res.wants_analysis,
                          loan_compute=base.loan_compute or res.loan_compute, listing=base.listing or res.listing)
        elif res.intent == previous.intent:  # same ask, new figure: keep what it asked for
            res = replace(res, wants_analysis=res.wants_analysis or base.wants_analysis,
                          loan_compute=res.loan_compute or base.loan_compute, listing=res.listing or base.listing)
        carried = [k for k in previous.keywords
                   if k not in _replaced_words(previous.entities, extract_entities(query))]
        keywords = list(dict.fromkeys(keywords + carried))
    if res.intent == "unclear" and not res.by_domain and not follow and not fields and not is_follow_up(query) \
            and not entities.extra.get("unknown_regions") and _subject_words(keywords, entities, text):
        # It names a subject ("토익 점수", "KTX 시간") and no word of the domain: a question about
        # something else, not one too vague to answer ("이거 어떻게 해요?").
        res = replace(res, intent="irrelevant", off_topic=True)
    if "query_ko" in entities.extra and not english and text == query:
        # a follow-up keeps the earlier turn's values, not its reading: this turn is read as written
        entities = entities.model_copy(update={"extra": {k: v for k, v in entities.extra.items() if k != "query_ko"}})
    # A follow-up ("7억이면?") asks the previous question's figure again.
    ask_text = f"{_reading(previous.query)} {text}" if follow and previous and not drafting else text
    calculators = [] if drafting else calculator_tools(ask_text, entities)
    if not calculators and follow and previous is not None and not drafting \
            and (chain := previous.entities.extra.get("previous_query")):
        # A third turn ("부가세 포함하면?" after "전세 3억 중개보수?" → "그럼 매매 3억이면요?"): the calculation is
        # named only in the turns before the previous one, which the previous turn carried.
        calculators = calculator_tools(f"{_reading(str(chain))} {ask_text}", entities)
    if not calculators and not drafting and not follow and previous is not None and previous.query \
            and (entities.dates or entities.amounts) and _ASKS.search(compact(query)):
        # "2027년 1월 5일에 통지하면 언제 끝나요?" right after "묵시적 갱신이면 3개월 뒤라면서요": the
        # figures given now are the inputs of the calculation the previous question was about.
        calculators = calculator_tools(f"{_reading(previous.query)} {text}", entities)
    if raised is not None:  # the raise is the ratio's input here, not a 5% cap asked
        calculators = [t for t in calculators if t != "rent_increase_cap"]
    if completed is not None and follow and "jeonse_ratio" not in calculators:
        calculators = [*calculators, "jeonse_ratio"]  # "…괜찮아?" with both figures now: their ratio is asked
    if "jeonse_ratio" in calculators and (share := target_share(ask_text, entities)) is not None:
        # the bound is the share, and the deposit within it what is asked: the calculator's input
        entities = entities.model_copy(update={"extra": {**entities.extra, "target_ratio_pct": share}})
    res = _calculation_intent(res, calculators, entities, text)
    if res.intent == "리스크분석":
        entities = _lien_as_debt(text, entities)
    if drafting:
        entities = entities.model_copy(update={"extra": complete({**entities.extra, **fields})})
    groups = group_keywords(keywords, entities)

    problem = None if res.intent in ("irrelevant", "계약서검토") else input_problem(entities, contract=drafting)
    if problem is not None:
        return PlanDraft(query, res.intent, res.confidence, keywords, groups, entities, [], [], 0.0,
                         Guidance(message=problem, detected_intent=res.intent, original_query=query),
                         _reasoning(res, follow) + "; 입력값 확인 필요", "invalid", scores=res.scores)
    if res.intent not in DOMAIN_INTENTS:
        fast = "greeting" if res.greeting else res.intent
        return PlanDraft(query, res.intent, res.confidence, keywords, groups, entities, [], [], 0.0,
                         guidance_for(query, res, entities), _reasoning(res, follow), fast,
                         scores=res.scores)
    steps = build_steps(ask_text, res, entities, groups, calculators)
    parallel = _groups_of_steps(steps)
    total = sum(max(s.estimated_time_s for s in steps if s.step_id in g) for g in parallel)
    return PlanDraft(query, res.intent, res.confidence, keywords, groups, entities, steps, parallel,
                     round(total, 1), None, _reasoning(res, follow), None,
                     previous.turn_id if follow and previous else None, res.scores)
