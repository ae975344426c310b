"""Response synthesis by rules: an answer assembled only from what the teams returned.

Every sentence with a fact comes from a tool's summary or its typed output; this module
adds structure (lead, sections, missing information) and nothing else.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any

from holmes_contracts import PlanReady, Source, ToolResult
from holmes_contracts.tools.outputs import (
    NO_REPORT,
    CalculationOutput,
    Chart,
    ContractAnalysisOutput,
    LawArticle,
    LeaseContractOutput,
    LegalSearchOutput,
    LoanSimulatorOutput,
    Report,
)
from holmes_kit.korean.define import defining_sentence
from holmes_kit.korean.extract import LANDLORD_WORDS, TENANT_WORDS, find_property_types
from holmes_kit.korean.figures import UNITS, spellings
from holmes_kit.korean.money import find_amounts, format_won_en
from holmes_kit.korean.text import josa

from .answer_card import (
    answer_card,
    card_lead,
    card_sentence,
    english_verdict,
    only_open_questions,
    open_question,
    with_further_cards,
    without_verdict_word,
)
from .calc_params import CALCULATORS
from .english_market import market_sentence
from .lease_timeline import AUTO_RENEWAL, timeline_verdict
from .state import TurnState
from .tools import legal_query
from .verdict import asking, bounds, expects_yes, restates, verdict_sentence

TOOL_TITLES = {
    "legal_search": "관련 법령", "market_data": "시세 정보", "real_estate_search": "매물 정보",
    "loan_data": "대출 상품", "contract_analysis": "위험 분석", "market_analysis": "시장 분석",
    "loan_simulator": "대출 한도·상환액 계산", "roi_calculator": "수익률 계산", "policy_matcher": "정책 대출 자격",
    "lease_contract": "임대차계약서", "contract_review": "계약서 검토",
    "rent_increase_cap": "증액 한도", "brokerage_fee": "중개보수", "rent_conversion": "전월세 전환",
    "priority_repayment": "최우선변제", "deposit_delay_interest": "보증금 반환 지연이자",
    "renewal_window": "갱신요구·갱신거절 통지 기간", "jeonse_ratio": "전세가율·HUG 반환보증", "earnest_money": "계약금 해제",
    "guarantee_deadline": "HUG 반환보증 가입 기한", "subscription_score": "청약 가점", "acquisition_tax": "취득세",
    "statutory_deadline": "신고·신청 기한",
}


def user_title(tool: str) -> str:
    """What the user reads for a tool: its Korean title only — the tool's own name
    (market_data) is ours and never shown (a tool without a title is named generically)."""
    return TOOL_TITLES.get(tool, "일부 정보")


# Which tool's finding leads the answer, per intent (a calculator's figure always leads).
LEAD_TOOL = {
    "법률상담": ["legal_search"], "시세조회": ["market_data", "real_estate_search"],
    "대출상담": ["loan_simulator", "loan_data", "policy_matcher"],
    "계약서작성": ["lease_contract"], "계약서검토": ["contract_review"],
    "리스크분석": ["contract_analysis"], "종합분석": ["market_analysis", "market_data", "loan_data"],
}
COMPOUND_LEADS = (("contract_analysis",), ("market_analysis", "market_data", "real_estate_search"),
                  ("loan_simulator", "loan_data", "policy_matcher"), ("roi_calculator",))
# A judgement asked without a place ("집 사도 될까요?", "전세 살지 집 살지"): what it rests on, and the inputs asked
# for (issue 9: a vague question gets a triage, not a template).
TRIAGE = ("사도 될지는 그 지역의 시세 흐름과 전세가율, 대출로 마련할 수 있는 금액(LTV·DSR 한도)과 매달 갚을 금액, 모아 둔 "
          "돈에 달려 있습니다 — 어느 지역(구·동)인지 알려 주시면 그 지역의 시세 추이와 전세가율을, 집값 예산과 연소득도 "
          "알려 주시면 대출 한도와 월 상환액까지 계산해 드립니다.")


def _triage(plan: PlanReady, wanted: ToolResult | None) -> bool:
    """A judgement (종합분석) whose finding asks for a place the question never named: TRIAGE answers it."""
    return plan.intent == "종합분석" and wanted is not None and not plan.entities.regions


# Sections that do not bear on the question of an intent (a legal question gets no market section).
OFF_TOPIC = {"법률상담": frozenset({"market_data", "real_estate_search", "loan_data", "market_analysis"})}
QUOTE_CHARS = 240  # an article is quoted as evidence, not pasted whole
MAX_ARTICLES = 3
MAX_NOTES = 3
ANSWER_BUDGET = 1200  # characters before the sources, for a one-part question


def guidance_response(plan: PlanReady) -> dict[str, Any]:
    g = plan.guidance
    return {"type": "guidance", "message": g.message if g else "무엇을 도와드릴까요?",
            "detected_intent": plan.intent, "original_query": plan.query}


def _articles(r: ToolResult | None) -> list[LawArticle]:
    """legal_search's articles, best first; none for another tool's result or a missing one."""
    found = r.out(LegalSearchOutput) if r is not None else None
    return found.articles if found else []


def _report(r: ToolResult) -> Report:
    """The parts of the answer any tool's output carries (workings, notes, advice, a section,
    charts); nothing for an error or an input the user must fix."""
    return r.output or NO_REPORT


def _results(state: TurnState) -> list[ToolResult]:
    """The best result per tool over all attempts (the fold merges them), team by team."""
    order = {"search": 0, "analysis": 1, "document": 2}
    team_of = {c.name: t for t, sels in state.dispatched.items() for s in sels for c in s.tools}
    return sorted(state.results.values(), key=lambda r: order.get(team_of.get(r.tool, ""), 9))


# --- the lead: the answer to the question, in one or two sentences -------------------

# "대법원 2015. 4. 23. 선고" is a date, not three sentences: a full stop after a bare number ends none.
_SENTENCE = re.compile(r"(?<=다\.)\s+|(?<=[.?!])(?<!\d\.)\s+(?=[가-힣A-Z(])")
_POLITE = (("할 수 없다", "할 수 없습니다"), ("수 없다", "수 없습니다"), ("수 있다", "수 있습니다"),
           ("않는다", "않습니다"), ("못한다", "못합니다"), ("해야 한다", "해야 합니다"), ("한다", "합니다"), ("하다", "합니다"),
           ("된다", "됩니다"), ("무효다", "무효입니다"), ("취지다", "취지입니다"), ("이다", "입니다"), ("없다", "없습니다"), ("있다", "있습니다"), ("본다", "봅니다"),
           ("는다", "습니다"))


_QUALIFIER = re.compile(r"(다만|또한|그러나|그리고|이 경우|이때|이렇게|이는|이를|단,|예컨대|예를 들어)")
# "그러므로 …해야 한다" draws the article's practical conclusion: the verdict a user asks for.
# A sentence that only deems one act to be another ('…을 한 때 …을 한 것으로 본다'), no figure or term in it;
# and a question that asks what counts as what.
_DEEMS_ONLY = re.compile(r"^[^\d]{0,40}(?:한\s*때|하면)\s+[^\d]{0,20}(?:한|된)\s*것으로\s*(?:본다|봅니다)")
_ASKS_DEEMED = re.compile(r"(?:으로|로)\s*(?:보나요|봐요|보는지|보나|간주)|간주|인정(?:되|돼)나"
                          r"|(?:걸로|것으로|거로|셈으로)\s*(?:되|돼|쳐|인정)")
_DEEMS = re.compile(r"(?:한|된|받은|본|낸)\s*것으로\s*(?:본다|봅니다|간주)")
# "어느 부처가 정한 건가요?", "소관 부처는?": which ministry — answered by the sentence naming one (a closed class).
_ASKS_MINISTRY = re.compile(r"부처|소관|어느\s*부(?:서|가|에서)?\s|(?:누가|어디서)\s*(?:만든|정한|만들었|정했)")
_MINISTRY = re.compile(r"(?:국토교통|환경|법무|기획재정|행정안전|보건복지|고용노동|산업통상자원|문화체육관광|농림축산식품|"
                       r"해양수산|국방|교육|외교|통일|여성가족|중소벤처기업|과학기술정보통신)부")
# …and one that only says what a word means ("'중개'란 …을 말한다", "확정일자는 … 날짜를 뜻한다"): it
# shares the question's words and decides no 네/아니요 — unless the meaning is what is asked.
_DEFINES_ONLY = re.compile(r"(?:을|를)\s*(?:말한다|말합니다|뜻한다|뜻합니다|의미한다|의미합니다|이른다|이릅니다)\.?\s*$"
                           r"|^\S{1,15}(?:이)?란\s")
# ("…도 중개에 해당돼요?", "…도 중개인가요?": whether a case falls under the word is its meaning asked)
_ASKS_MEANING = re.compile(r"뜻|의미|정의|개념|뭐(?:예|에|야|죠|지|임|가)|무엇|무슨\s*말|(?:이)?란\s*(?:뭐|무엇|\?|$)"
                           r"|해당|포함(?:되|돼)|속하|인가요|인지")
_CONCLUSION = re.compile(r"(그러므로|따라서|그래서|즉)\s*,?\s*")
_CONNECTIVE = re.compile(r"^(그러므로|따라서|그래서|즉|또한|또|그리고)\s*,?\s*")


def _sentences(body: str) -> list[str]:
    return [x.strip() for x in _SENTENCE.split(body) if x.strip()]


def _grams(text: str) -> set[str]:
    t = re.sub(r"\s+", "", text)
    return {t[i:i + 2] for i in range(len(t) - 1)}


def _polite(sentence: str) -> str:
    """'…20분의 1을 넘지 못한다.' -> '…20분의 1을 넘지 못합니다.' (the law's plain style, spoken);
    a plain ending that opens a list ('…갖추어야 한다: ① …') is spoken too."""
    head, colon, rest = sentence.partition(": ")
    if colon and head.rstrip().endswith("다"):
        return f"{_polite(head)}: {_polite(rest)}"
    text = sentence.rstrip(". ")
    for plain, polite in _POLITE:
        if text.endswith(plain):
            return text[: -len(plain)] + polite
    return _polite_ending(text)


def _polite_ending(text: str) -> str:
    """Any other plain '-다' ending, by its syllable: '생긴다' -> '생깁니다', '같다' -> '같습니다'."""
    if len(text) < 2 or not text.endswith("다") or not "가" <= text[-2] <= "힣":
        return text
    code = ord(text[-2]) - 0xAC00
    final = code % 28
    if final == 4:  # ㄴ: '-ㄴ다' -> '-ㅂ니다'
        return text[:-2] + chr(0xAC00 + code - 4 + 17) + "니다"
    if final:  # a closed syllable: '같다' -> '같습니다'
        return text[:-1] + "습니다"
    return text  # an open syllable ('크다', '무효다') is ambiguous: left as the law says it


# A question asking whether something may or must be done ("해도 돼요?", "돌려받을 수 있어요?",
# "문제 되나요?", "누가 내야 돼요?") is answered by the article's sentence that says so.
_YES_NO = re.compile(r"(면요\s*\??\s*$|[나까]요\s*\??\s*$|[한인]가요|돼|되나|될까|되는|되죠|됩니까|될지|수\s*있|가능|괜찮|문제|필요|해야|내야|받아야|줘야|하나요|"
                     r"인가요|건가요|거야|맞나|적용|무효|유효|허용|책임)|\b(can|may|must|should|allowed|legal|do i|does|is it)\b",
                     re.I)
_MODAL = re.compile(r"수\s*(?:있|없)|못한다|못하|해야\s*한다|해야\s*합니다|하여야|무효|효력이\s*없|아니다|금지|부담|책임을\s*진|"
                    r"적용(?:한다|된다|하지|되지)|없다|된다|본다")
# What kind of answer the question asks for, by its interrogative (a closed class of words, not
# topics): a period or deadline, a count or amount, a person — each answered by the sentence that
# holds one.
_ASKS_WHEN = re.compile(r"언제|며칠|몇\s*(?:일|개월|달|년|주)|기한|기간|까지|얼마\s*(?:나|동안)|\bwhen\b|how long", re.I)
_ASKS_COUNT = re.compile(r"몇|얼마|\bhow (?:many|much)\b", re.I)
_ASKS_WHAT = re.compile(r"뭐(?:예요|에요|야|지|죠|냐|임)|무엇|뜻|의미|(?:이)?란\s*\??\s*$|차이|\bwhat is\b|\bmeaning\b", re.I)
_ASKS_WHO = re.compile(r"누가|누구|\bwho\b", re.I)
# "뭘 봐야 해요?", "무엇을 확인해야": what to look at — the sentence saying what to check answers it.
# "안 주면 어쩌죠?", "어떻게 해야 돼요?": what the user can do — the sentence naming a remedy answers it.
_ASKS_REMEDY = re.compile(r"어떻게\s*해(?:요|야)|어떡해|어떡하|어쩌(?:죠|지|나|면)|어째야|대처|대응\s*방법")
_REMEDY = re.compile(r"해제|청구|소송|최고|할\s*일")
_ASKS_CHECK = re.compile(r"(?:뭘|뭐|무엇을?|어떤\s*걸|어디를?)\s*(?:봐야|확인|살펴|체크)|봐야\s*할\s*(?:것|거)", re.I)
_CHECKS = re.compile(r"확인|살펴|따진다|따져")
# "어디에 신청해요?", "어디서 해요?", "어느 기관에?": a place or a body, answered by the sentence that names
# the body or office where it is done, with the particle that says so ('…위원회에', '…장관에게', '…법원에서').
# "어디까지" asks how far, not where.
_ASKS_WHERE = re.compile(r"어디(?!까지)|어느\s*(?:기관|곳|관청|기관|쪽|법원|부서)|\bwhere\b|\bwhich (?:office|court|agency)\b", re.I)
# "…에 하자심사·분쟁조정위원회를 둔다" names the body as plainly as "…위원회에 신청한다".
_BODY_AT = re.compile(r"(?:위원회|센터)(?:을|를)\s*둔다|(?:위원회|등록관청|관할\s*관청|행정청|구청|시청|군청|법원|등기소|세무서|센터|공단|장관|시·도지사|시장|군수|"
                      r"구청장|시·도|시·군·구|읍·면·동)(?:\([^()]*\))?\s*(?:에게|에서|에|을\s*통해|를\s*통해|로|으로)(?!\s*(?:따라|관한|대한|의하여|의해))")
# "2006년 이후" names a year, not a period: a year of four digits is no answer to "며칠/몇 년 안에".
_PERIOD = re.compile(r"\d+\s*(?:일|개월|주|시|세대|실|호|회|분의|%|퍼센트)|(?<!\d)\d{1,3}\s*년|다음\s*날|즉시|\d+\s*[일월년]\s*(?:이내|전|부터|까지)|[한두세]\s*달")
# "언제 …?", "며칠 …?": the time asked (not "언제든" nor "…받을 때까지"), and a period counted from an event that
# answers it ("3개월이 지나면", "30일 이내", "2개월 전까지") — not a length merely named ("2년 기간에도 불구하고").
_ASKS_TIME = re.compile(r"언제(?!든)|며칠|\bwhen\b", re.I)
_COUNTED = re.compile(r"\d+\s*(?:일|개월|주|년)\s*(?:이|가)?\s*(?:지나|이내|안에|뒤|후|전까지|전에)")
# (a word ending in 자 names a person only as the subject, with its particle: '입주자모집 공고에' is no actor)
_ACTOR = re.compile(r"(?:(?:임대인|임차인|집주인|세입자|거래당사자|당사자|매도인|매수인|사업주체|개업공인중개사|관리주체)[은는이가]?"
                    r"|[가-힣]+자[은는이가]\s).{0,60}(부담|의무|책임|신고|해야|하여야|청구)")
# "누가 승인해요?", "Who approves …?": the public body the rule gives the decision to ("시장 등은 … 승인 여부를
# 결정한다") is the one asked for, as a party is for a duty.
_AUTHORITY = re.compile(r"(?:장관|시·도지사|시장|군수|구청장|허가권자|등록관청|행정청|위원회)(?:\([^()]*\))?\s*(?:등)?[은는이가]\s"
                        r".{0,60}(?:결정|승인|허가|지정|인정|고시|정한다)")


# "기준은 어떻게 되나요?", "절차가 어떻게 돼요?": what it is, put with '되나요' — no yes/no question.
_ASKS_WHAT_IT_IS = re.compile(r"어떻게\s*(?:되나|돼요|되요|되는지|됩니까|되죠|[가-힣]{0,4}(?:돼|되어)\s*있)")


def asks_verdict(query: str) -> bool:
    # "뭘 봐야 하나요?" ends like a yes/no question but asks what to look at.
    return bool(_YES_NO.search(query)) and not _ASKS_CHECK.search(query) \
        and not _ASKS_WHAT_IT_IS.search(asking(query))


# The act a question asks of, the verbal noun its asking clause predicates ("언제까지 신청해야 하나요?" -> 신청,
# "어떤 건물에 적용되나요?" -> 적용, "어떻게 구성돼 있나요?" -> 구성, "취소될 수 있나요?" -> 취소): a sentence whose
# predicate is that act answers it, one that names it in passing ("이의신청 기간이 끝난 날부터 …", "적용되지 않는
# 건축물을 …") says something else of it. (Not a state: 가능, 필요, 문제, 해당; not an adverb: 어떻게.)
_ACT_VERB = re.compile(r"(?<![가-힣])([가-힣]{2,5}?)(?=(?:하|되|해|돼|할|될|한|된|합|됩|받)(?:[가-힣]|\s|$))")
_NOT_ACT = re.compile(r"^(?:가능|필요|문제|해당|어떻게|이렇게|그렇게|저렇게|같이|생각|말|걸로|것으로|거로|정도|이상|사용)$"
                      r"|(?:게|이|히|로|으로|에|를|을|은|는|가|도|만)$")


@lru_cache(maxsize=256)  # asked of every candidate sentence and article of one question: read it once
def _asked_act(query: str) -> str:
    """The verbal noun the asking clause predicates, its last two syllables ('이의신청' -> '신청'), or ''."""
    text = asking(query)
    breaks = list(_CLAUSE_BREAK.finditer(text))
    start = breaks[-1].end() if breaks else 0
    if breaks and len(re.sub(r"[^가-힣]", "", text[start:])) <= 4:  # "…신청하면 돼요?": the clause before asks
        start = breaks[-2].end() if len(breaks) > 1 else 0
    clause = text[start:]
    acts = [m.group(1) for m in _ACT_VERB.finditer(clause) if not _NOT_ACT.search(m.group(1))]
    return acts[-1][-2:] if acts else ""


def _does(sentence: str, act: str) -> bool:
    """Whether a sentence's predicate is the act ('…이의를 신청할 수 있다', '…에 적용된다', '…로 구성되며',
    '…공급계약을 취소하거나'), not an adnominal naming it ('적용되지 않는 건축물', '취소된 사람')."""
    return bool(act) and bool(re.search(
        rf"{act}(?:을|를)?\s?(?:하거나|하고|하며|하여|해야|할\s*수|한다|합니다|하도록|되거나|되고|되며|되어|된다|됩니다|될\s*수"
        rf"|받을\s*수|(?:하|되)지\s*(?:않는다|않고|않으며|않습니다|못한다|않아))", sentence))


_CITATION = re.compile(r"\(?(?:같은 법\s*)?제\d+조(?:의\d+)?(?:\s*제\d+항)?[^()]*?\)?(?=[\s.,)]|$)")
# Grammatical endings and particles a question shares with any sentence: they say nothing of its topic.
_FUNCTION_GRAMS = frozenset({"까지", "으면", "면요", "나요", "해야", "돼요", "는데", "했는", "하나", "하면", "에서",
                             "으로", "하는", "있나", "있어", "어요", "가요", "인가", "건가", "거예", "예요", "에요"})


# The units the verdict reads figures in ('몇 dB', '몇 %', '몇 ㎡', '몇 년간', '몇 세대부터'), longest first: a
# known unit is read as itself, not with the syllable after it ('년간' is 년).
_KNOWN_UNIT = re.compile(r"몇\s*(" + "|".join(map(re.escape, sorted(UNITS, key=len, reverse=True))) + ")")


def _asked_unit(query: str) -> str:
    """The unit a 'how many' asks in ('몇 세대부터' -> '세대', '몇 dB부터' -> 'dB'): a sentence with a
    number of it answers."""
    if m := _KNOWN_UNIT.search(query):
        return m.group(1)
    m = re.search(r"몇\s*([가-힣]{1,4}?)(?=[은는이가을를도부까에]|$|\s|[?])", query)
    return m.group(1) if m else "일" if "며칠" in query else ""  # 며칠 is 몇 일 spelled as one word


_LIST_HEAD = re.compile(r"(.{8,}?다)\s*:\s*①")


def _holds_unit(text: str, unit: str) -> bool:
    """Whether a text has a number in the unit asked, however it is spelled ('39dB(A)' for '몇 데시벨')."""
    return bool(re.search(r"\d\s*(?:" + "|".join(map(re.escape, spellings(unit))) + ")", text))


def _sentence_score(sentence: str, asked: set[str] | dict[str, float], verdict: bool, query: str = "",
                    idf: dict[str, float] | None = None) -> float:
    # Shared figures ("5%", "1년") say most; a word the question shares with few candidate
    # sentences ('이사') says more than one every sentence repeats ('임차권등기'); a sentence
    # stating a limit or a figure is likelier the answer; long sentences must not win on length.
    weight = asked if isinstance(asked, dict) else dict.fromkeys(asked, 1.0)
    # A sentence that opens a numbered list ('…다음 요건을 모두 갖추어야 한다: ① …') is about what its
    # heading says: the heading is matched and measured, the list's length does not count against it.
    head = _LIST_HEAD.match(sentence)
    if head:
        sentence = head.group(1)
    shared = sum((3 if re.search(r"\d", g) else 1) * (idf.get(g, 1.0) if idf else 1.0) * weight[g]
                 for g in _grams(sentence) & weight.keys())
    figures = _CITATION.sub("", sentence)  # "(제567조)" cites; it is not a figure of the answer
    # A figure in the sentence counts where the question is about one (it has a number, or asks when or how much).
    about_figures = bool(re.search(r"\d", query) or _ASKS_WHEN.search(query) or _ASKS_COUNT.search(query))
    value = (shared + (2 if about_figures and re.search(r"\d", figures) else 0)) / max(len(sentence), 20) ** 0.5
    unit = _asked_unit(query)
    # a yes/no question: the sentence saying may/must/cannot ('몇 년간 책임져요?' asks a number, not whether)
    if verdict and not unit and _MODAL.search(sentence):
        value *= 1.6
    if verdict and "위험" in query and "위험" in sentence:  # "위험한가요?" answered by what is 위험
        value *= 1.3
    if verdict and _DEEMS_ONLY.search(sentence) and not _ASKS_DEEMED.search(query):
        # "전입신고를 한 때 주민등록을 한 것으로 본다." names one act for another: short, it shares the
        # question's words and decides nothing the user asked (review 4, J09)
        value *= 0.4
    elif verdict and _DEFINES_ONLY.search(sentence) and not _ASKS_MEANING.search(query):
        value *= 0.4  # a definition is no 네/아니요 either (review 4, J09–J12)
    if verdict and _CONCLUSION.match(sentence):  # the article's own conclusion for a case like the user's
        value *= 1.4
    if verdict and restates(query, sentence):  # "효력 있나요?" answered by "…효력이 없다"
        value *= 1.5
    if unit and _holds_unit(figures, unit):  # a number in the unit asked is the answer itself: it outweighs shared words
        value *= 2.5
    elif _ASKS_WHEN.search(query) and _PERIOD.search(figures) and not unit:  # '15일' is no answer to '몇 년'
        value *= 1.6
    elif _ASKS_COUNT.search(query) and re.search(r"\d", figures) and not unit:  # '06시' is no answer to '몇 dB'
        value *= 1.3
    if _ASKS_WHO.search(query):
        body = _AUTHORITY.search(sentence)
        if body and any(w in body.group(0) for w in re.findall(r"[가-힣]{2,}", query) if w not in ("누가", "누구")):
            value *= 2.0  # the body the rule gives the very act asked ("누가 승인" → "시장 등은 … 승인 여부를 결정한다")
        elif body or _ACTOR.search(sentence):
            value *= 1.4
    if _ASKS_REMEDY.search(query) and _REMEDY.search(sentence):
        value *= 1.4
    if _ASKS_CHECK.search(query) and _CHECKS.search(sentence):
        value *= 1.6
    if _ASKS_WHERE.search(query) and _BODY_AT.search(sentence):
        value *= 1.6
    if _does(sentence, _asked_act(query)):  # "…신청해야 하나요?" answered by "…신청할 수 있다", not the 심사 after it
        value *= 2.0
    if _ASKS_DEEMED.search(query) and _DEEMS.search(sentence):  # "…받은 걸로 되나요?": the sentence deeming it
        value *= 1.6
    if _ASKS_MINISTRY.search(query) and _MINISTRY.search(sentence):  # "어느 부처가 정한 건가요?"
        value *= 2.0
    if verdict and _asks_duty(query) and _DUTY.search(sentence) \
            and _unmet_in(query, re.sub(r"[\s·]+", "", sentence)):
        value *= 2.0  # "확인·설명서를 안 줬어요": the sentence that requires it answers whether that was allowed (above a definition of it)
    # "다만 …" qualifies the sentence before it: a poor first sentence of an answer.
    return value / 2 if _QUALIFIER.match(sentence) else value


_PURPOSE = re.compile(r"(?:취지|목적)(?:이)?다\.?\s*$")
_PURPOSE_TITLE = re.compile(r"^목적$")
# A question about the law itself: what it is for, who made it, what it is.
_ASKS_OF_LAW = re.compile(r"목적|취지|부처|소관|(?:누가|어디서|언제)\s*(?:만든|정한|만들|제정)|무슨\s*법|어떤\s*법|왜\s*(?:만들|생긴|있)"
                          r"|법(?:이|은|률은)\s*(?:뭐|무엇)")


def _item_title(item: LawArticle) -> str:
    return re.sub(r"\s+", "", item.title or item.number)


def _named_term(query: str, item: LawArticle) -> str:
    """The longest term of an article's title (a glossary entry's term, a checklist item's heading)
    that the question names: '선순위 보증금·확정일자 부여현황 (다가구·다세대)' -> '다가구' for a
    question on a 다가구주택."""
    squeezed = re.sub(r"\s+", "", query)
    title = re.sub(r"\(.*?\)|등$", "", _item_title(item))  # '대항력 등' names '대항력'
    if len(title) >= 2 and title in squeezed:
        return title
    terms = [t for t in re.split(r"[\s·,—()/\-]+|의|및|등$", item.title) if len(t) >= 3]
    return max((t for t in terms if t in squeezed), key=len, default="")


def _relevance(query: str, item: LawArticle, asked: set[str] | dict[str, float] | None = None) -> float:
    """How squarely an article is about what was asked: its title (a glossary entry's term) named
    in the question counts most ('대항력' asked, 제3조(대항력 등) found), a longer term more; else
    the share of its title the question (with a follow-up's carried topic) shares."""
    if _PURPOSE_TITLE.match(_item_title(item)) and not _ASKS_OF_LAW.search(query):
        # '제1조(목적)' says what the law is for: the answer only to what the law is or who made it
        return 0.7
    if item.kind == "용어집" and not _names(query, item) and _names_entry(query, item):
        return 1.8  # another name of the very thing asked about ('등기부등본' for the 등기사항증명서)
    if term := _named_term(query, item):
        whole = term == re.sub(r"\(.*?\)|등$", "", _item_title(item))
        return min(1.0 + 0.15 * len(term), 1.8) if whole else min(1.0 + 0.05 * len(term), 1.3)
    title = re.sub(r"\(.*?\)|등$|에\s*관한.*$", "", _item_title(item))
    grams = _grams(title)
    words = set(asked) if asked is not None else _grams(query)
    share = 1.0 + 0.4 * (len(grams & words) / len(grams)) if grams else 1.0
    # a title heading the act asked ('적용 범위' for "어떤 건물에 적용되나요?", '조정의 신청' for "…신청할 수 있나요?")
    act = _asked_act(query)
    return max(share, 1.3) if act and re.match(rf"(?:[가-힣]{{0,8}}의)?{act}", title) else share


def _law_named(query: str, law: str) -> bool:
    """Whether the question names a law: by its name, or by every word of a long name ('건축물분양법' names
    '건축물의 분양에 관한 법률'); a one-word law ('주택법') only by its own name."""
    flat = re.sub(r"\s+", "", query)
    words = [w for w in (_stem_law(x) for x in re.split(r"\s+", law)) if len(w) >= 2]
    return re.sub(r"\s+", "", law) in flat or len(words) >= 2 and all(w in flat for w in words)


def _stem_law(word: str) -> str:
    return re.sub(r"(?:의|에|법률|법)$", "", word) if word not in ("관한", "법률") else ""


def _names(query: str, item: LawArticle) -> bool:
    return len(_item_title(item)) >= 2 and _item_title(item) in re.sub(r"\s+", "", query)


# "부동산 등기사항증명서의 옛 이름.": a glossary entry whose term is another name of what the question names.
_OTHER_NAME = re.compile(r"^(?:[가-힣]+\s)?([가-힣]{3,})(?:의|을|를)\s*(?:옛\s*이름|옛말|다른\s*이름|준말|통칭|속칭|흔히\s*부르는\s*말)")


def _names_entry(query: str, item: LawArticle) -> bool:
    """Whether the question names a glossary entry: its term, or the thing the term is another name of
    ('등기부등본' for a question on the 등기사항증명서)."""
    if _names(query, item):
        return True
    m = _OTHER_NAME.match((_sentences(item.body) or [""])[0])
    return item.kind == "용어집" and bool(m) and m.group(1) in re.sub(r"\s+", "", query)


def article_answer(query: str, item: LawArticle, *, verdict: bool = False) -> str:
    """One sentence of the top article that bears most on the question, with its citation."""
    sentences = _sentences(item.body)
    if not sentences:
        return ""
    asked = _grams(query)
    best = max(sentences, key=lambda x: (_sentence_score(x, asked, verdict, query), -sentences.index(x)))
    return _cited(best, item)


def _topic(term: str) -> str:
    """'전세권' -> '전세권은', '전세' -> '전세는'."""
    return josa(term, "은")


def _cited(best: str, item: LawArticle) -> str:
    cite = f"{item.law} {item.number}".strip()
    best = _CONNECTIVE.sub("", best.strip())  # "그러므로 …" leads without its link to a sentence not shown
    term = item.title
    if item.kind == "용어집" and term and not re.search(r"다[.)]?\s*$|[.)]\s*$", re.sub(r"\s*\([^()]*\)$", "", best.rstrip("."))) \
            and not re.match(rf"{re.escape(term)}(?:은|는|이란|란|이|가|을|를|의|도|에|으로|로|와|과|만)", best):
        # A glossary definition is a noun phrase ('…를 기록하는 등기.'): said as a sentence about its term —
        # its own citation after the copula ('…등기입니다(부동산등기법 제88조, …)'), not inside the noun phrase.
        phrase, cite_of = re.fullmatch(r"(.*?)\s*(\([^()]*\))?", best.rstrip(".")).groups()
        best = f"{_topic(term)} {phrase}입니다{cite_of or ''}."
    core, paren = re.fullmatch(r"(.*?)(?:\(([^()]*)\))?\.?", best.strip()).groups()
    # "…먼저 배당받는다(최우선변제권)." -> "…먼저 배당받습니다(최우선변제권, 주택임대차보호법 제8조)."
    return f"{_polite(core)}({paren + ', ' if paren else ''}{cite})."


def _lead_article(r: ToolResult) -> LawArticle:
    """The article the lead quotes: the best-ranked law (a glossary entry explains, a law decides)."""
    top = _articles(r)[:MAX_ARTICLES]
    return next((it for it in top if it.kind != "용어집"), top[0])


# "임차권등기명령 신청했는데 | 이사 가도 되나요?": the situation, then the clause that asks.
_CLAUSE_BREAK = re.compile(r"(?:는데|은데|인데|ㄴ데|지만|니까|어서|아서|해서|면서|고서|으면|하면|되면|받으면)(?:요)?[\s,]+")


_SET_ASIDE = re.compile(r"([가-힣]{2,})(?:은|는|이|가)?\s*(?:말고|대신(?:에)?|(?:이|가)\s*아니라|보다는)\s")


def _without_set_aside(query: str, asked: dict[str, float]) -> dict[str, float]:
    """"소송 말고 조정으로 해결할 수 있나요?": the thing set aside (소송) is not what is asked about — its words
    (and the law's words the search put for them) count for nothing."""
    gone = {g for m in _SET_ASIDE.finditer(query) for g in _grams(m.group(1)) - _grams(query[m.end():])}
    return {g: w for g, w in asked.items() if g not in gone}


def _asked(query: str, keywords: list[str] | tuple[str, ...] = ()) -> dict[str, float]:
    """What the question asks, as weighted 2-grams: its asking clause counts double, the situation
    once, and a follow-up's topic carried in the plan's keywords ("중도금까지 냈으면요?" after a
    question on 계약금) half."""
    clauses = _CLAUSE_BREAK.split(query)
    weights = {g: 0.5 for k in keywords for g in _grams(k)}
    weights.update({g: 1.0 for g in _grams(query)})
    if len(clauses) > 1:
        weights.update({g: 2.0 for g in _grams(clauses[-1])})
    return {g: w for g, w in weights.items() if g not in _FUNCTION_GRAMS and re.fullmatch(r"[가-힣A-Za-z0-9%]{2}", g)}


def _with_aliases(asked: dict[str, float], query: str, items: list[LawArticle]) -> dict[str, float]:
    """A glossary entry whose definition is one everyday word ('임차인: 세입자.') lets the law's word
    count where the question used the everyday one ('세입자는 언제까지 …' finds '임차인이 …')."""
    squeezed = re.sub(r"\s+", "", query)
    out = dict(asked)
    for it in items:
        alias = re.sub(r"\s+", "", (_sentences(it.body) or [""])[0]).rstrip(".")
        term = it.title
        if it.kind == "용어집" and term and 2 <= len(alias) <= 8 and alias in squeezed:
            weight = max((asked.get(g, 0.0) for g in _grams(alias)), default=1.0) or 1.0
            out.update({g: max(out.get(g, 0.0), weight) for g in _grams(term)})
    return out


# A sentence about a party or a case the question never brings in (the buyer of the house, a new owner,
# a renewal by silence) is about another case than the user's: "집주인이 들어와 산대요" is not answered by
# what a 매수인 may do, nor "갱신요구권 써서 연장했는데" by what holds when a lease renewed itself.
_CASES = ((r"매수인", r"샀|사려|사서|산\s*집|사는\s*사람|매수|매입|구입|매매|잔금|매수인"),
          (r"매도인", r"팔|파는|판\s*사람|매도|매매|매도인"),
          (r"양수인|새\s*집주인|기존\s*집주인|승계", r"바뀌|바꼈|팔|매각|새\s*(?:집)?주인|양수|승계|경매|낙찰"),
          (r"전차인", r"전대|재임대|전차인"),
          (r"묵시적으로\s*갱신된", rf"묵시|{AUTO_RENEWAL}|아무\s*(?:말|연락|통보)"),
          (r"갱신요구권으로\s*갱신된", r"갱신\s*(?:요구|청구)|요구권|청구권|2\s*\+\s*2"),
          # the first, agreed term is another case than a lease the user says was renewed (matches a
          # question that names no renewal)
          (r"처음\s*약정한", r"^(?!.*(?:갱신|연장|묵시|재계약|2\s*\+\s*2))"),
          (r"외국인", r"외국|국적|교포|foreign"),
          # a rule for what was approved or built before a date ("2005년 6월 30일 이전에 사업승인을 받은 공동주택은") is
          # the older ones' exception, unless the question brings in a date or an old building
          (r"\d{4}년\s*\d{1,2}월\s*\d{1,2}일\s*이전에", r"이전|전에|오래된|예전|옛날|구축|노후|\d{4}|년\s*전|년된|년\s*된"),
          # a holding deposit: whether the terms were agreed decides it ("계약금은 5천으로 하기로 했어요")
          (r"합의되지\s*않았다면", r"^(?!.*(?:정했|정하고|정함|하기로|합의했|합의하고|약정했))|안\s*정|정하지\s*않|합의\s*안|아무것도"),
          (r"주요\s*내용을\s*정했다면", r"^(?!.*(?:안\s*정|정하지\s*않|합의\s*안|합의가\s*안|합의하지\s*않|아무것도))"),
          (r"등록\s*임대사업자의", r"임대사업자|등록\s*임대|민간\s*임대|rental\s*business"),
          # a registered landlord's rental ('임대사업자나 임차인은 … 임대주택분쟁조정위원회에') is another case than
          # an owner's quarrel with the builder
          (r"임대사업자(?!가\s*아닌)", r"임대사업자|민간임대|임대주택|등록\s*임대|임대\s*사업|공공임대|장기임대"))


# …and a sentence that excludes a case the question is about ("임대사업자가 아닌 임대인의 경우" for a
# landlord who is a registered 임대사업자) is about another case too.
_NOT_CASES = ((r"임대사업자가\s*아닌", r"임대사업자|등록\s*임대|rental\s*business"),)


# The side a question asks about, put as its topic ("세입자는 언제까지 말해야 돼요?"), with the other side named only
# as the one told ("집주인한테"): a rule whose subject is the other side ("임대인이 … 통지하지 않으면") is that side's.
_SIDES = {"tenant": "|".join(TENANT_WORDS), "landlord": "|".join(LANDLORD_WORDS)}
_OTHER = {"tenant": "landlord", "landlord": "tenant"}


def _asked_side(query: str) -> str | None:
    flat = re.sub(r"\s+", "", query)
    for side, words in _SIDES.items():
        if re.search(rf"(?:{words})(?:분)?(?:은|는)", flat) \
                and not re.search(rf"(?:{_SIDES[_OTHER[side]]})(?:분)?(?:이|가|은|는)", flat):
            return side
    return None


def _same_parties(query: str, sentence: str) -> float:
    other = any(re.search(case, sentence) and not re.search(words, query) for case, words in _CASES) \
        or any(re.search(case, sentence) and re.search(words, query, re.I) for case, words in _NOT_CASES)
    side = _asked_side(query)
    if side and re.match(rf"\s*(?:{_SIDES[_OTHER[side]]})(?:이|가|은|는)\s", sentence):
        other = True  # a rule of the other side's acts, for a question about this side's
    return 0.5 if other else 1.0


def _with_law_words(asked: dict[str, float], r: ToolResult) -> dict[str, float]:
    """The law's words the search put for the question's everyday ones ('밀렸' -> '연체', '도배비' ->
    '원상회복') count as asked: the article's sentence says them, not the user's."""
    out = dict(asked)
    found = r.out(LegalSearchOutput)
    for phrase in found.expansions if found else []:
        for g in _grams(str(phrase)):
            if re.fullmatch(r"[가-힣A-Za-z0-9%]{2}", g) and g not in _FUNCTION_GRAMS:
                out[g] = max(out.get(g, 0.0), 1.0)
    return out


_LIKEWISE = re.compile(r"(?:도|와|과)\s*(?:같다|마찬가지다)\.?$")
RANK_WEIGHT = (1.0, 0.8, 0.65)
GLOSSARY_WEIGHT = 0.8  # a glossary entry explains; it answers only when it is what was asked about
DEFINITION_WEIGHT = 0.6  # an entry's first sentence defines its term: the answer to "X가 뭐예요?", else a weak one
SECOND_SENTENCE = 0.6  # a second sentence joins the lead only if it bears nearly as much
LEAD_CHARS = 420


# "확인설명서를 안 주고", "분양보증도 안 했대": what the user says was not done.
_NOT_DONE = re.compile(r"([가-힣·]{2,}?)(?:을|를|도|은|는|이|가)?\s*(?:안\s*[가-힣]|않[았고은]|하지\s*않)")
_OBLIGATION = re.compile(r"(?:해야|하여야|야)\s*합니다")
_DUTY = re.compile(r"(?:해야|하여야|어야|아야|여야|줘야)\s*(?:한다|하며|하고|합니다)|의무")
_CONDITION = re.compile(r"(?:경우에는|경우에만|때에는|면)\s")


# "원래 줘야 하는 거 아닌가요?", "이거 불법 아냐?", "괜찮은 거예요?": the asking clause is about the duty
# itself; "배상받을 수 있어?" asks for a remedy, which the duty's sentence does not answer.
_ASKS_DUTY = re.compile(r"야\s*(?:하|되|돼|할|함)|의무|불법|위법|위반|괜찮|문제")


def _asks_duty(query: str) -> bool:
    return bool(_ASKS_DUTY.search(asking(query))) or expects_yes(query)


def definition_lead(r: ToolResult) -> str:
    """The answer to a question of meaning ("준주택이 뭐예요?"): the sentence of the first article the search put
    first for it that says what the term is (a glossary entry's definition, a statute's '…란 …을 말한다'), cited —
    then the entry's next sentence, or the statute's next one that names the term again; '' for any other question."""
    found = r.out(LegalSearchOutput)
    term = found.defines if found else ""
    if not term:
        return ""
    for item in _articles(r)[:MAX_ARTICLES]:
        glossary = item.kind == "용어집"
        if not (sentence := defining_sentence(term, item.title, item.body, glossary=glossary)):
            continue
        lead = _cited(sentence, item)
        sentences = _sentences(item.body)
        # the sentence it is (or, a definition cut out of a list of them, the one it is in)
        at = next((i for i, x in enumerate(sentences) if sentence[:20] in x), len(sentences))
        after = sentences[at + 1] if at + 1 < len(sentences) else ""
        # a glossary entry is all about its term; a statute's next sentence only when it goes on about the term
        # ("준주택은 …" is followed by "국민주택규모는 …", another word's definition)
        about = re.match(rf"['‘]?{re.escape(term)}['’]?\s*(?:은|는|이|가|을|를|의|도|에)\s", after)
        if after and (glossary or about) and not _PURPOSE.search(after):
            second = _cited(after, item)
            if len(lead) + len(second) <= LEAD_CHARS:
                return f"{lead} {second}"
        return lead
    return ""


def legal_lead(query: str, r: ToolResult, keywords: list[str] | tuple[str, ...] = (),
               extra: list[LawArticle] | None = None) -> str:
    """The verdict of a legal answer (`_legal_lead`); when the user says something the verdict's
    rule requires was not done, that is said first — the rule follows as the reason.
    A reviewed 문답 card the search found for the question leads before all of that."""
    if said := definition_lead(r):  # "가등기가 뭐예요?": what it is, before anything it decides
        return said
    lead = _legal_lead(query, r, keywords, extra)
    if card := answer_card(r):
        # The rule follows briefly: the card's own article's sentence on the question when it was found.
        basis = next((it for it in _articles(r) if (it.law, it.number) == (card.law, card.article)), None)
        # Without it, the lead found is another article's rule (제4조 after a 제6조의3 card): not said.
        lead = card_lead(card, article_answer(query, basis, verdict=True) if basis else "", query)
        if not card.verdict and not open_question(query) and (found := _verdict_of(query, r, lead)):
            # the card's rule bears on the question but its word answered another predicate ("분양신고는 광고 전에
            # 해야 하나요? 네" for "수리 전에 광고부터 내도 돼요?"): a verdict the rule itself gives on this one leads it
            lead = f"{found[0]} {lead}"
        # a second question of the message is answered by its own card, not dropped (review 7, M10)
        return with_further_cards(lead, r, query)
    if said := timeline_verdict(query, _articles(r)):  # who may end the lease, and when: the periods decide
        # A second question ("…나가도 되나요? 복비는 누가 내요?") is answered by the rule that follows.
        if len([p for p in re.split(r"[?？]", query) if p.strip()]) < 2:
            return said
        # The rule the verdict rests on already leads ("…3개월 뒤 해지 효력"): the verdict word, then it.
        head, _, reason = said.partition(" — ")
        periods = set(re.findall(r"\d+개월", reason))
        return f"{head}. {lead}" if reason and periods and all(p in lead for p in periods) else f"{said} {lead}"
    if said := _verdict_first(query, r, lead):
        return said
    first = lead.split("). ")[0]
    flat = re.sub(r"[\s·]+", "", first)
    unmet = _unmet_in(query, flat)
    if not unmet:
        return lead
    # "…안 시켜줘도 문제없는 거죠?", "…안 했대 괜찮은 거야?": whether it is fine that a duty or a requirement
    # went unmet — what follows says it did not, so the answer to "fine?" is no.
    # A duty drawn with a bound ('보증금 6천만원 초과') may not be the user's at all: no bare 아니요 on it.
    asked = asking(query)
    skips = _SKIPS_AND_ASKS.search(asked) or _SKIPS_ITSELF.search(asked) and not _qualified_duty(first, unmet[0])
    no = "아니요 — " if (_ASKS_FINE.search(asked) or skips) and not expects_yes(query) \
        and not bounds(first) else ""
    if _OBLIGATION.search(first):
        if expects_yes(query):  # "…해야 하는 거 아닌가요?": yes, it was a duty, and it was not met
            return f"네, {unmet[0]}에 관해 법이 정한 의무가 있고, 말씀하신 경우는 이를 지키지 않은 것입니다. {lead}"
        return f"{no}말씀하신 경우는 {unmet[0]}에 관해 법이 정한 의무를 지키지 않은 것입니다. {lead}"
    if (cond := _CONDITION.search(first)) and _unmet_condition(first[:cond.start()], unmet[0]) \
            and not _SANCTION.search(first):
        return f"{no}말씀하신 경우는 {unmet[0]}에 관해 법이 정한 요건을 갖추지 못한 것입니다. {lead}"
    return lead


# The verbs of doing a thing a user says was not done ('안 시켜', '안 줬', '안 쓰고'): '안전', '안내' are no 'not'.
_DO = r"(?:시키|시켜|해|하|했|주|줘|줬|받|보여|보내|알려|내|냈|써|쓰|썼|돌려|지키|지켜|챙|넣|걸|붙|열|알)"
# "문제없는 거죠?", "괜찮은 거야?", "상관없죠?": whether what the user describes is fine.
_ASKS_FINE = re.compile(r"문제\s*(?:가\s*)?(?:없|안\s*되|안\s*돼)|괜찮|상관\s*(?:이\s*)?없")
# "표준계약서 안 쓰고 그냥 일반 계약서 써도 돼요?", "안 해도 되나요?": whether it may be done without it.
_SKIPS_AND_ASKS = re.compile(rf"(?:안\s*{_DO}[가-힣]*(?:고|도)|않고|없이)(?:\s+[^?？]*?)?도\s*(?:돼|되|될)")
# "관리사무소가 공개 안 해도 되나요?": whether the duty itself may be skipped — a no when the rule puts it
# plainly; a duty on a thing the rule qualifies ("지적된 하자를 보수해야") may not be the user's case.
_SKIPS_ITSELF = re.compile(rf"(?:안\s*{_DO}[가-힣]*|않아)도\s*(?:돼|되|될)")


def _qualified_duty(sentence: str, unmet: str) -> bool:
    return bool(re.search(rf"[가-힣]+(?:된|받은|한|난)\s+[가-힣]+(?:을|를)\s*{re.escape(unmet)}", sentence))


def _unmet_in(query: str, flat: str) -> list[str]:
    """What the user says was not done that the rule's (squeezed) sentence names: the thing as he wrote it
    ('확인·설명서'), or, written unspaced ('입주전사전방문안시켜줘도'), its longest tail of three syllables or more
    the rule names ('사전방문') — then only before a verb of doing ('안 시켜', '안 해'): unspaced, '…구역안아파트'
    is 'inside', not 'not'."""
    out = []
    for m in _NOT_DONE.finditer(query):
        word, done = m.group(1).replace("·", ""), bool(_UNDONE_VERB.match(query, m.end(1)))
        if _INSIDE.match(query, m.end(1)) or not done and _GLUED_AN.match(query, m.end(1)):
            continue  # '구역 안에', '구역안농지': inside it, not 'not'
        if len(word) >= 2 and word in flat:
            out.append(m.group(1))
        elif done and (tail := next((word[-n:] for n in range(len(word) - 1, 2, -1) if word[-n:] in flat), "")):
            out.append(tail)
    return out


_INSIDE = re.compile(r"(?:을|를|도|은|는|이|가)?\s*안(?:에|의|쪽)")
_GLUED_AN = re.compile(r"(?:을|를|도|은|는|이|가)?안")
_UNDONE_VERB = re.compile(rf"(?:을|를|도|은|는|이|가)?\s*안\s*{_DO}")


_ANAPHORIC = re.compile(r"(?:이때|이 경우|그 경우|이러한 경우|그때)\b")


def _verdict_first(query: str, r: ToolResult, lead: str) -> str:
    """A yes/no question the rule decides on the user's own figure ('40일 지났는데 이의신청 돼요?'
    against '30일 이내'): the verdict (`verdict.py`) leads, the rule's sentence follows as its reason."""
    found = _verdict_of(query, r, lead)
    if not found:
        return ""
    opening, basis, item = found
    return f"{opening} {lead if _said_in(basis, lead) else _cited(basis, item)}"


def _said_in(sentence: str, lead: str) -> bool:
    return re.sub(r"\s+", "", _polite(sentence))[:40] in re.sub(r"\s+", "", lead)


def _verdict_of(query: str, r: ToolResult, lead: str) -> tuple[str, str, LawArticle] | None:
    """The verdict the articles found give (`verdict.py`): its opening, the sentence it rests on and that
    sentence's article — or None."""
    said = lambda x: _said_in(x, lead)  # noqa: E731
    articles = _articles(r)
    pairs = [(x, it) for it in articles[:MAX_ARTICLES + 2] for x in _sentences(it.body)]
    # Only a rule on what was asked decides: the articles the lead quotes, the best-ranked one, and an
    # entry the question names — a bound of another article ('1개월 이내에 인계') is another matter's.
    quoted = {id(it) for x, it in pairs if said(x)}
    pairs = [(x, it) for x, it in pairs if id(it) in quoted or it is articles[0] or _names(query, it)]
    # …and only a sentence about the user's own case: "가계약금이 아니라 약정한 계약금" is said of a holding
    # deposit whose terms were agreed, and must not answer "no" to one whose terms were not.
    # A sentence that leans on the one before it ("이때 …", "이 경우 …") carries that one's case unseen.
    pairs = [(x, it) for x, it in pairs if _same_parties(query, x) == 1.0 and not _ANAPHORIC.match(x)]
    pairs.sort(key=lambda p: not said(p[0]))  # the lead's own sentences first
    others = [(x, it) for it in articles[:MAX_ARTICLES] for x in _sentences(it.body)
              if (x, it) not in pairs and _same_parties(query, x) == 1.0 and not _ANAPHORIC.match(x)]
    aka = [it.body for it in articles if it.kind == "용어집" and _names(query, it)]
    scope = [x for it in articles[:MAX_ARTICLES + 2] if _law_named(query, it.law) for x in _sentences(it.body)]
    found = verdict_sentence(query, [x for x, _ in pairs], [x for x, _ in others], aka, scope)
    if not found:
        return None
    opening, basis = found
    return opening, basis, next(it for x, it in pairs + others if x == basis)


# A condition that is itself a thing not done ("보증금을 돌려받지 못한 임차인은", "신고하지 않은 경우에는")
# is met, not failed, by what the user says was not done.
_NEGATED = re.compile(r"않|아니|못|없|지\s*않|(?<![가-힣])안\s+[가-힣]")  # "서류를 안 주면" is a thing not done


def _unmet_condition(condition: str, unmet: str) -> bool:
    """Whether what the user did not do is a requirement of the rule's condition: it is named in the
    condition itself (not in its consequence) and the condition asks for it done."""
    flat = re.sub(r"[\s·]+", "", condition)
    return unmet.replace("·", "") in flat and not _NEGATED.search(condition)


# A rule whose consequence is a sanction describes a violation, not a requirement to meet: not doing
# what it describes ("신고 안 하면" against "거짓으로 신고한 경우에는 과태료") fails nothing.
_SANCTION = re.compile(r"과태료|벌금|징역|처벌|이행강제금")


def _legal_lead(query: str, r: ToolResult, keywords: list[str] | tuple[str, ...] = (),
                extra: list[LawArticle] | None = None) -> str:
    """The lead of a legal answer: the sentence, among the top articles, that answers the kind of
    question asked — what may, must or cannot be done for a yes/no question, the period for a
    'when', the figure in the unit asked for a 'how many', the person for a 'who', the body for a 'where'
    — weighted by search rank and by
    how squarely the article is about what was asked; then, if one bears nearly as much, a second
    sentence (the exception, the remedy, the period)."""
    verdict = asks_verdict(query)
    asked = _without_set_aside(query, _with_aliases(_with_law_words(_asked(query, keywords), r), query, _articles(r)))
    top = _articles(r)[:MAX_ARTICLES]
    # A glossary entry competes only when the question names its term (and no law says more).
    pool = [(rank, it) for rank, it in enumerate(top)
            if it.kind != "용어집" or _names_entry(query, it)]
    # A glossary entry the question names is about what was asked, wherever the search ranked it.
    pool += [(2, it) for it in _articles(r)[MAX_ARTICLES:MAX_ARTICLES + 2] if it.kind == "용어집" and _names_entry(query, it)]
    pool += [(0, it) for it in extra or []]  # a checklist's items: each a statement with its basis
    if not pool:
        return article_answer(query, top[0], verdict=verdict) if top else ""
    # A checklist item is one statement (what to check, and why): it competes whole.
    candidates = [(rank, item, i, sentence) for rank, item in pool
                  for i, sentence in enumerate(_sentences(item.body)
                                               if item.kind != "체크리스트" else [item.body])
                  # "…하려는 취지다" says why a rule exists, never what it decides
                  if not _PURPOSE.search(sentence)]
    df: dict[str, int] = {}
    for *_, sentence in candidates:
        for g in _grams(sentence) & asked.keys():
            df[g] = df.get(g, 0) + 1
    idf = {g: math.log(1 + len(candidates) / n) for g, n in df.items()}
    # A matter the question names that a found entry is about ("신탁등기 된 집") is what was asked: a
    # sentence that never mentions it (the checklist's 건축물대장 line) answers something else. The kind of
    # home named ("오피스텔") is the setting, not the matter.
    topics = {_item_title(it)[:2] for _, it in pool if len(_item_title(it)) >= 3 and _names(query, it)
              and not find_property_types(_item_title(it))}
    # The act asked ("어떻게 구성돼 있나요?") that some sentence predicates ("…로 구성되며"): one that never names
    # it says something else of the thing (how to get a copy of it).
    act = _asked_act(query)
    act = act if any(_does(x, act) for *_, x in candidates) else ""
    scored: list[tuple[float, int, str, LawArticle]] = []
    for rank, item, i, sentence in candidates:
        weight = RANK_WEIGHT[min(rank, 2)] * _relevance(query, item, asked) * _same_parties(query, sentence)
        if topics and not any(t in sentence for t in topics):
            weight *= 0.5
        if act and act not in sentence:
            weight *= 0.6
        if _OTHER_NAME.match(sentence) and not _ASKS_WHAT.search(query) and not _names(query, item):
            weight *= 0.4  # "X의 옛 이름." of the X the question named says what it already named
        if item.kind == "용어집":
            # "X가 뭐예요?" is answered by X's definition (the entry's first sentence).
            # Its definition answers nothing else when the entry says more ('등기부등본 … 뭘 봐야 해요?').
            weight *= (1.6 if _ASKS_WHAT.search(query) else DEFINITION_WEIGHT) if i == 0 and len(_sentences(item.body)) > 1 \
                else (1.6 if i == 0 and _ASKS_WHAT.search(query) else GLOSSARY_WEIGHT)
        scored.append((_sentence_score(sentence, asked, verdict, query, idf) * weight, -i, sentence, item))
    if not scored:  # the articles came without text: nothing to quote (the search summary answers)
        return ""
    unit = _asked_unit(query)
    if unit and any(_holds_unit(_CITATION.sub("", x[2]), unit) for x in scored):
        # "몇 년간 책임져요?": where some sentence gives a number of years, one that gives none does not answer
        scored = [x if _holds_unit(_CITATION.sub("", x[2]), unit) else (x[0] * 0.5, *x[1:]) for x in scored]
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    best = scored[0]
    lead = _cited(best[2], best[3])
    if _LIKEWISE.search(best[2]) and best[1] < 0:
        # "…경우도 같다" says the sentence before it applies: that one is said first, then this.
        before = _sentences(best[3].body)[-best[1] - 1]
        core, paren = re.fullmatch(r"(.*?)(?:\(([^()]*)\))?\.?", _CONNECTIVE.sub("", before.strip())).groups()
        return f"{_polite(core)}{f'({paren})' if paren else ''}. {lead}"
    if _ASKS_TIME.search(asking(query)) and not _COUNTED.search(_CITATION.sub("", best[2])):
        # "언제 나갈 수 있어요?" led by "…언제든지 해지를 통지할 수 있다" says when one may act, not when it
        # ends: the same article's sentence counting the period ("…받은 날부터 3개월이 지나면") follows it
        timed = next((x for x in scored[1:] if x[3] is best[3] and _COUNTED.search(_CITATION.sub("", x[2]))), None)
        if timed and len(lead) + len(second := _cited(timed[2], timed[3])) <= LEAD_CHARS:
            return f"{lead} {second}"
    for value, _, sentence, item in scored[1:]:
        if value < best[0] * SECOND_SENTENCE:
            break
        if item is not best[3]:
            continue  # another article's sentence is its own topic: it goes to the evidence, not the answer
        if unit and _holds_unit(_CITATION.sub("", best[2]), unit) and _holds_unit(_CITATION.sub("", sentence), unit):
            break  # 'how many years' has one answer: another sentence's number of years is another kind's, not more of it
        second = _cited(sentence, item)
        if len(lead) + len(second) <= LEAD_CHARS and not _grams(sentence) <= _grams(best[2]):  # not a restatement
            return f"{lead} {second}"
        break
    return lead


# A question that asks for the list itself ("뭘 확인해야 돼요?", "체크리스트로 정리해줘") is answered by it.
_ASKS_LIST = re.compile(r"뭘|뭐|무엇|무슨|어떤|어떻게|어케|어디|체크리스트|목록|정리|(?:^|\s)머(?:\s|$)|머확인"
                        r"|\b(?:what|how|which|checklist)\b", re.I)
# "체납했는지 어떻게 알아요?", "근저당 있는지 어디서 확인해요?": how to check one matter, not the list.
_ASKS_HOW_TO_CHECK = re.compile(r"[가-힣]\s*는지\s*(?:를\s*)?(?:어떻게|어디서|어케)\s*(?:알|확인|볼|봐|조회|열람)")
_CHECK_ITEM = re.compile(r"^\[(?P<when>[^\]]*)\]\s*\*\*(?P<title>.+?)\*\*\s*—\s*(?P<body>.+?)\s*(?:\(근거:\s*(?P<basis>.+)\))?\s*$")


def _checklist_item(text: str) -> LawArticle | None:
    """'[계약 전] **제목** — 설명 (근거: 법령)' as an article-like item the lead can quote and cite."""
    m = _CHECK_ITEM.match(str(text).strip())
    if not m:
        return None
    return LawArticle(law=m.group("basis") or "체크리스트", number="", title=m.group("title"),
                      body=f"{m.group('title')} — {m.group('body')}", kind="체크리스트")  # the heading is part of it


def _generic(r: ToolResult | None) -> bool:
    """A risk finding that is the checklist for any contract (no contract or listing was given)."""
    out = r.out(ContractAnalysisOutput) if r is not None else None
    return out is not None and out.mode == "checklist"


def _only_told(calcs: list[ToolResult], query: str) -> bool:
    """Whether the calculators' first sentences name no figure the user did not name himself: every amount is
    his, and nothing else numeric is said outside parentheses (a rate worked out, "연 6%", is news)."""
    told = {a.exact_manwon for a in find_amounts(query)}
    for r in calcs:
        first = re.sub(r"\([^()]*\)", "", re.split(r"(?<=[.!?])\s", r.summary, maxsplit=1)[0])
        amounts = find_amounts(first)
        if not amounts or any(a.exact_manwon not in told for a in amounts):
            return False
        for a in amounts:
            first = first.replace(a.text, "")
        if re.search(r"\d", first):
            return False
    return True


def _lead(plan: PlanReady, ok: list[ToolResult], asks: list[ToolResult], wanted: ToolResult | None = None) -> str:
    calcs = [r for r in ok if r.tool in CALCULATORS and r.summary]
    by_tool = {r.tool: r for r in ok}
    legal = by_tool.get("legal_search")
    if calcs:
        # A calculator's headline may open with the 네 of "can I claim it?" ("네, … 청구할 수 있어"): an open
        # question ("얼마나 쌓였어?") is answered by the figure, without it.
        figures = " ".join(without_verdict_word(r.summary) if only_open_questions(plan.query) else r.summary
                           for r in calcs)
        # A calculator ran on the user's own figures: its answer to his case leads ("요구받은 월세 90만원은 …
        # 5% 한도를 넘습니다", a refusal dated from his move-in), and a card's general rule never goes before it
        # (the card and the law follow as evidence). Measured: no tune part loses an answer-first by this.
        # Unless it only says back figures the user gave ("법정 한도가 90만원이라던데 넘게 준 거 돌려받을 수
        # 있나요?" → "상한은 90만원입니다"): he asked something else, and a card's word on it goes first.
        card = answer_card(legal) if legal else None
        if card and (card.decided or card.verdict in ("네", "아니요")) and _only_told(calcs, plan.query):
            return f"{card_sentence(card, plan.query)} {figures}"
        return figures
    if asks:  # a figure was asked for but an input is missing: answer the law, ask for exactly it
        law = legal_lead(legal_query(plan), legal, plan.keywords) if legal and _articles(legal) else ""
        # A missing input is asked for; a figure that cannot be right is named as such.
        said = [("정확히 계산하려면 — " if "알려 주세요" in r.summary else "계산할 수 없습니다 — ") + r.summary
                for r in asks]
        if legal and answer_card(legal):  # a reviewed card answers the question asked: it first, the request after
            return " ".join(p for p in (law, *said) if p)
        return " ".join(p for p in (*said, law) if p)  # what is needed to answer, then the rule
    checklist = by_tool.get("contract_analysis")
    if _generic(checklist) and (asks_verdict(plan.query) and not _ASKS_LIST.search(plan.query)
                                or _ASKS_HOW_TO_CHECK.search(plan.query)):
        # "신탁등기된 집 계약해도 돼요?" is not answered by a checklist for every contract: the
        # checklist item or the law on the matter asked leads; the checklist follows as a section.
        if legal and answer_card(legal):  # a reviewed card answers the very question: it leads (review 4, J16)
            return legal_lead(legal_query(plan), legal, plan.keywords)
        items = [it for x in _report(checklist).checklist if (it := _checklist_item(x))]  # type: ignore[attr-defined]
        base = legal if legal and _articles(legal) else ToolResult(tool="legal_search", status="ok", summary="")
        # Only when something found is about the matter the question names; else the checklist answers.
        if any(_named_term(plan.query, it) for it in [*_articles(base)[:MAX_ARTICLES + 2], *items]) and \
                (lead := legal_lead(legal_query(plan), base, plan.keywords, items)):
            return lead
    if plan.intent == "종합분석":  # one sentence per part asked: the risk, the market, the loan, the yield
        parts = [next((by_tool[t].summary for t in _loan_first(plan, by_tool, group) if t in by_tool and by_tool[t].summary), "")
                 for group in COMPOUND_LEADS]
        if any(parts):
            return " ".join(p for p in parts if p)
        if _triage(plan, wanted):  # nothing found without a place
            return TRIAGE
    leads = LEAD_TOOL.get(plan.intent, [])
    if wanted and leads and wanted.tool == leads[0] and wanted.tool != "legal_search":
        # The finding the question is about needs the user's input ("추이 보여줘" without a place): that
        # request is the answer for now — not a stand-in found without it (every listing in the country).
        return wanted.summary
    for tool in _loan_first(plan, by_tool, tuple(leads)):
        r = by_tool.get(tool)
        if r is None:
            continue
        if tool == "legal_search" and _articles(r):
            return legal_lead(legal_query(plan), r, plan.keywords) or r.summary
        if r.summary:
            return r.summary
    if wanted:  # the finding the question is about needs an input: that request is the answer for now
        return wanted.summary
    if legal and _articles(legal):  # the finding the intent leads with is missing: the law answers
        return legal_lead(legal_query(plan), legal, plan.keywords) or legal.summary
    return ok[0].summary if ok and ok[0].summary else "찾은 정보를 정리했습니다."


# loan_data's answer for a product the question names ("내집마련 디딤돌대출의 조건(기준일 …)은 …"), and a
# question that asks how much rather than whether.
_NAMED_PRODUCT = re.compile(r"[^.]{2,40}의 조건\(기준일 ")
_ASKS_AMOUNT = re.compile(r"얼마|얼만|한도|몇\s*억|최대|월\s*상환|이자|how\s+much|maximum|limit", re.I)
_ASKS_ELIGIBLE = re.compile(r"가능\s*여부|받을\s*수\s*있|대상(?:인가|이에|이야|인지|일까)|자격(?:이|은|이\s*되|\s*되)|해당(?:되|돼)"
                            r"|(?:될까|되나|될지|돼요|되요|돼\?|가능할까|가능한가|가능해)|eligib|qualif", re.I)


def _loan_first(plan: PlanReady, by_tool: dict[str, ToolResult], tools: tuple[str, ...]) -> tuple[str, ...]:
    """``tools`` with loan_data before the simulator when the question asks whether a named policy loan
    fits ("신혼부부인데 6억 아파트도 디딤돌 되나요?"): its conditions answer that; the simulator's bank LTV for a
    place never named (the strictest by default) does not. "얼마까지" keeps the figure first."""
    product, sim = by_tool.get("loan_data"), by_tool.get("loan_simulator")
    computed = sim.out(LoanSimulatorOutput) if sim else None
    asked = f"{plan.query} {plan.entities.extra.get('query_ko') or ''}"
    if "policy_matcher" in tools and "policy_matcher" in by_tool and _ASKS_ELIGIBLE.search(asked) \
            and not _ASKS_AMOUNT.search(asked):
        # "신생아 특례대출 적용 가능 여부 판단해줘. 연소득 1억 5천, …": whether he qualifies — the products judged on his
        # own facts answer it, not their conditions read out (expert review 11, Y038)
        return ("policy_matcher", *(t for t in tools if t != "policy_matcher"))
    if "loan_simulator" in tools and "loan_data" in tools and product and _NAMED_PRODUCT.match(product.summary) \
            and not plan.entities.regions and not _ASKS_AMOUNT.search(asked) \
            and not (computed and computed.product):  # a figure on the product's own limit stays first
        return ("loan_data", *(t for t in tools if t != "loan_data"))
    return tools


# --- an English question: a short English lead, then the Korean details ---------------

def _english_figure(r: ToolResult) -> str:
    """One English sentence with a calculator's own figure (rules mode: templates, no translation)."""
    out = r.out(CalculationOutput)
    f = out.figures if out else {}  # each calculator's own figures, by name
    if r.tool == "deposit_delay_interest" and f.get("monthly_after_handover_won") is not None:
        return ("No late-payment interest runs while you still live there: it starts the day after you hand the "
                f"house back, at 5% a year ({format_won_en(f['monthly_after_handover_won'])} a month).")
    if r.tool == "deposit_delay_interest" and f.get("interest_won") is not None:
        # the rate the calculator ran: 5% (민법) until a suit's service, 12% (소송촉진법) from the day after it
        civil, litigation = f.get("civil_won") or 0, f.get("litigation_won") or 0
        rate = ("12% a year under the Act on Special Cases Concerning Expedition of Legal Proceedings, after service of "
                "the suit" if litigation and not civil else
                "5% a year under the Civil Act until service of the suit, 12% after it" if litigation else
                "5% a year under the Civil Act")
        return f"The late-payment interest you can claim is {format_won_en(f['interest_won'])} ({rate})."
    if r.tool == "brokerage_fee" and f.get("fee_won") is not None:
        return f"The maximum brokerage fee is {format_won_en(f['fee_won'])}, VAT excluded."
    if r.tool == "rent_conversion":
        if f.get("rent_cut_won") is not None:
            new = (f" (the rent becomes {format_won_en(f['monthly_rent_won'])})" if f.get("monthly_rent_won") is not None
                   else "")
            return (f"Raising the deposit takes {format_won_en(f['rent_cut_won'])} a month off the rent{new}, "
                    f"at the {f.get('rate_pct')}% conversion rate.")
        if f.get("monthly_rent_won") is not None:
            return f"The legal maximum monthly rent is {format_won_en(f['monthly_rent_won'])} (conversion rate cap {f.get('rate_pct')}% a year)."
        if f.get("jeonse_equivalent_manwon") is not None:
            return f"That equals a jeonse deposit of {format_won_en(int(f['jeonse_equivalent_manwon']) * 10_000)}."
        return f"The legal cap on the conversion rate is {f.get('rate_pct')}% a year."
    if r.tool == "priority_repayment" and "protected_manwon" in f:
        if f.get("eligible"):
            won = f.get("protected_won") or int(f["protected_manwon"]) * 10_000
            return f"Up to {format_won_en(won)} of your deposit is repaid first as a small-sum tenant."
        return "Your deposit is above the small-sum tenant threshold, so no part of it is repaid first."
    if r.tool == "rent_increase_cap":
        cap = f.get("deposit_max_won") or f.get("rent_max_won")
        if cap is not None:
            return f"The most the landlord can ask for is {format_won_en(cap)} (a 5% cap on an increase)."
        if f.get("monthly_rent_max_won") is not None:  # a monthly rent raised on its own
            return (f"The most the landlord can ask for is {format_won_en(f['monthly_rent_max_won'])} a month "
                    "(a 5% cap on an increase).")
    if r.tool == "renewal_window":
        if f.get("termination_effective"):
            return f"Your notice ends the lease on {f['termination_effective']}."
        if f.get("window_start") and f.get("window_end"):
            return f"You can demand a renewal from {f['window_start']} to {f['window_end']}."
    if r.tool == "jeonse_ratio" and f.get("jeonse_ratio_pct") is not None:
        return f"The jeonse ratio is {f['jeonse_ratio_pct']}%."
    if r.tool == "acquisition_tax" and f.get("total_won") is not None:
        rural = f" plus rural special tax {format_won_en(f['rural_tax_won'])}" if f.get("rural_tax_won") else ""
        return (f"The acquisition tax comes to {format_won_en(f['total_won'])} in all: acquisition tax "
                f"{format_won_en(f['acquisition_tax_won'])} ({f.get('rate_pct')}%) plus local education tax "
                f"{format_won_en(f['education_tax_won'])}{rural}.")
    if r.tool == "statutory_deadline" and f.get("deadline"):
        moved = f.get("deadline_next_weekday")
        if moved and moved != f["deadline"]:
            return f"The deadline is {moved} ({f['deadline']} is not a working day, so it moves to the next one)."
        return f"The deadline is {f['deadline']}."
    return ""


# A legal verdict's first word in Korean, said in English first ("아니요, 나가지 않아도 됩니다 — …").
_KO_VERDICT = ((re.compile(r"아니(?:요|오)(?=[,.\s—])"), "No."), (re.compile(r"(?:네|예)(?=[,.\s—])"), "Yes."))

# The English question's asking sentence is the last one put as a question ("My lease ends in May. Can he …?").
_EN_SENTENCE = re.compile(r"(?<=[.?!])\s+")
# An open question ("What's the minimum term …?", "How long …?", "Who …?") is answered by a rule or a figure, not a
# yes or a no; a yes/no question on what may be done ("Can he make me leave?", "Is it legal to …?") by the
# Korean rule's own can or cannot.
_EN_OPEN = re.compile(r"^\W*(?:(?:and|so|then|but|ok|okay)\W+)?(?:what|what's|which|who|whom|whose|when|where|how|why)\b"
                      r"(?!\s+(?:if|about)\b)", re.I)  # "What if I …, can I …?" still asks yes or no
_EN_CAN = re.compile(r"^\W*(?:(?:and|so|then|but|ok|okay)\W+)?(?:can|could|may)\b"
                     r"|\b(?:is|are|was)\s+(?:it|that|this|he|she|they)\s+(?:legal|allowed|permitted|lawful)\b"
                     r"|\b(?:am i|are we|is he|is she|are they)\s+allowed\b", re.I)
# The Korean rule's first "can" or "cannot" ("임대인은 1년 만에 나가라고 할 수 없고, …"), not one said of a case
# put as a condition or a concession ("돌려주지 못해도 …", "할 수 없으면 …"): that one is no verdict.
_KO_CAN = re.compile(r"(?P<no>수\s*(?:가\s*|는\s*)?없|못\s*(?:합|하|한|해|했|받|됩)|불가|안\s*됩니다)|(?P<yes>수\s*(?:가\s*|는\s*|도\s*)?있|가능합|가능하)")
_KO_ONLY_IF = re.compile(r"\S{0,2}?(?:도|으면|면|는데|지만|더라도|다면|더니)(?![가-힣])")
# "…입주할 수 있는 권리입니다": a can that describes a noun, not the rule's can or cannot
_KO_ADNOMINAL = re.compile(r"(?:는|던|을)\s+[가-힣]")
# "…부득이한 경우에는 예외적으로 전매할 수 있습니다": the exception's can, said of its own case, not the rule's answer
_KO_EXCEPTION = re.compile(r"예외적으로|예외로|예외\s*사유")
# A figure the rule states, said in English ("2년" → "2 years") when an open question asks how long or how much.
_EN_HOW_LONG = re.compile(r"\bhow long\b|\bhow many (?:years|months|days|weeks)\b|\b(?:minimum|maximum|shortest|longest)\b"
                          r"[^?]{0,30}\b(?:term|period|duration|length)\b|\b(?:deadline|time limit|within how)\b", re.I)
_EN_HOW_MUCH = re.compile(r"\bhow much\b|\bwhat (?:is |'s )?(?:the )?(?:rate|percentage|cap|limit|maximum|ceiling)\b", re.I)
_KO_PERIOD = re.compile(r"(\d+(?:\.\d+)?)\s*(년|개월|주|일)(?![가-힣]*월)")
_KO_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*%")
_EN_UNITS = {"년": "year", "개월": "month", "주": "week", "일": "day"}


def _en_asking(query: str) -> str:
    parts = [p for p in _EN_SENTENCE.split(query.strip()) if p.strip()]
    return next((p for p in reversed(parts) if p.rstrip().endswith("?")), parts[-1] if parts else "")


def _first_sentence(korean: str) -> str:
    return re.split(r"(?<=다)\.|(?<=[.?!])\s", korean.strip(), maxsplit=1)[0]


def _english_can(asked: str, korean_lead: str) -> str:
    """'Yes.' / 'No.' for "Can he …?" from the Korean rule's first can or cannot, else ''."""
    if not _EN_CAN.search(asked) or _EN_OPEN.search(asked):
        return ""
    sentence = _first_sentence(korean_lead)
    for m in _KO_CAN.finditer(sentence):
        if _KO_ONLY_IF.match(sentence, m.end()) or _KO_ADNOMINAL.match(sentence, m.end()):
            continue  # a condition or a concession, or a thing described ("입주할 수 있는 권리"), not what the rule decides
        if _KO_EXCEPTION.search(sentence, 0, m.start()):
            return ""  # the sentence tells the exception: its can is no yes, and the rule it excepts is not said here
        return "No." if m.group("no") else "Yes."
    return ""


def _english_figure_asked(asked: str, korean_lead: str) -> str:
    """The figure an open question asks ("How long …?" → "2 years.") as the Korean rule's first sentence states
    it, else ''."""
    if not _EN_OPEN.search(asked) and not re.match(r"^\W*(?:minimum|maximum)\b", asked, re.I):
        return ""
    sentence = _first_sentence(korean_lead)
    if _EN_HOW_LONG.search(asked) and (m := _KO_PERIOD.search(sentence)):
        n, unit = m.group(1), _EN_UNITS[m.group(2)]
        return f"{n} {unit}{'' if n == '1' else 's'}."
    if _EN_HOW_MUCH.search(asked) and (m := _KO_PERCENT.search(sentence)):
        return f"{m.group(1)}%."
    return ""


_RISK_EN = {"안전": "low", "주의": "caution", "위험": "high", "매우위험": "very high"}  # risk.LEVELS, in English


def _english_analysis(r: ToolResult) -> str:
    """The figure an analysis tool leads its Korean answer with, said in English: a loan's monthly payment, a deposit's
    전세가율 against the price (rules mode: templates from the tool's own output)."""
    if (loan := r.out(LoanSimulatorOutput)) is not None and loan.annuity and loan.annuity.first_payment_won \
            and loan.loan_purpose == "사용자 지정 대출":
        a = loan.annuity
        return (f"A loan of {format_won_en(int(a.principal_manwon) * 10_000)} at {a.rate_pct}% over {a.months // 12} years "
                f"costs {format_won_en(int(a.first_payment_won))} a month in equal installments.")
    if (risk := r.out(ContractAnalysisOutput)) is not None and risk.mode == "risk" and risk.jeonse_ratio_pct is not None \
            and risk.deposit_manwon and risk.market_price_manwon:
        level = _RISK_EN.get(risk.risk_level or "", "")
        return (f"The jeonse ratio is {risk.jeonse_ratio_pct:.1f}% ({format_won_en(risk.deposit_manwon * 10_000)} of "
                f"{format_won_en(risk.market_price_manwon * 10_000)})" + (f"; risk level: {level}." if level else "."))
    return ""


def english_lead(ok: list[ToolResult], asks: list[ToolResult], query: str = "", korean_lead: str = "") -> str:
    said = [t for r in ok if (t := _english_figure(r) if r.tool in CALCULATORS else _english_analysis(r))]
    if said:
        return " ".join(said) + " The workings and the law follow in Korean:"
    if market := next((t for r in ok if (t := market_sentence(r, query))), ""):
        return f"{market} The details follow in Korean:"
    asked = _en_asking(query)
    # The figure an open question asks, when the Korean answer states it ("What's the minimum term?" → "2 years.")
    figure = _english_figure_asked(asked, korean_lead)
    if asks:  # the rule's figure still answers ("How much can he raise it?" → "5%."); the user's own is asked for
        return (f"{figure} One figure of yours is missing to compute the exact amount; it is asked for below (in Korean):"
                if figure else "One figure is missing to compute the answer; it is asked for below (in Korean):")
    if figure:
        return f"{figure} The reasons and the law, in Korean:"
    if said := english_verdict(ok, korean_lead):  # a reviewed card's verdict leads the Korean answer
        return f"{said} The reasons and the law, in Korean:"
    for word, english in _KO_VERDICT:
        if word.match(korean_lead.lstrip()):
            return f"{english} The reasons and the law, in Korean:"
    # no card and no 네/아니요: a question on what may be done is answered by the rule's own can or cannot
    if said := _english_can(asked, korean_lead):
        return f"{said} The reasons and the law, in Korean:"
    return "The answer, in Korean:"


# --- the supporting sections --------------------------------------------------------

def _quote(body: str) -> str:
    """The article's opening, cut at a sentence end within QUOTE_CHARS."""
    if len(body) <= QUOTE_CHARS:
        return body
    cut = body[:QUOTE_CHARS]
    end = cut.rfind("다.")
    return cut[: end + 2] if end > QUOTE_CHARS // 3 else cut.rstrip() + "…"


_REQUEST = re.compile(r"주세요|주십시오|알려|붙여\s*넣")  # a tool's summary that asks the user for an input


def asks_user(r: ToolResult | None) -> bool:
    """The tool could not run for an input only the user can give ("어느 지역의 시세를 볼까요? 지역을 알려
    주세요"): a Korean request instead of a result (holmes_kit.team turns a ToolInputError into one)."""
    return r is not None and r.status == "empty" and r.output is None and bool(_REQUEST.search(r.summary or ""))


def _unsaid(body: str, lead: str) -> str:
    """An article's text without the sentences the lead already quoted (the evidence adds, it does
    not restate the answer)."""
    said = re.sub(r"\s+", "", lead)
    kept = [x for x in _sentences(body)
            if re.sub(r"\s+", "", _polite(_CONNECTIVE.sub("", x)).split("(")[0]) not in said]
    return " ".join(kept)


def _legal_section(r: ToolResult, limit: int, lead: str = "") -> str:
    def quoted(it: LawArticle) -> str:
        body = it.body
        rest = _unsaid(body, lead) if lead and body else body
        return _quote(rest) if rest or not body else "(위 답변에 인용한 조문)"
    # The article the answer rests on comes first in its evidence.
    items = sorted(_articles(r)[:limit], key=lambda it: f"{it.law} {it.number})" not in lead)
    return "\n\n".join(f"**{it.law} {it.number}({it.title})** — {quoted(it)}"
                        for it in items)


def _calc_section(r: ToolResult) -> str:
    lines = [f"- {c}" for c in _report(r).calculations]
    notes = [f"- 참고: {n}" for n in _report(r).assumptions[:MAX_NOTES]]
    return "\n".join(lines + notes)


def _once(body: str, seen: set[str]) -> str:
    """A workings line already shown in an earlier section (the same input, the same 전세가율)
    is not shown again."""
    kept = []
    for line in body.split("\n"):
        if line.startswith("- ") and line in seen:
            continue
        seen.add(line)
        kept.append(line)
    return "\n".join(kept).strip()


def _section(r: ToolResult, lead: str = "", articles: int = MAX_ARTICLES) -> str:
    if r.tool == "legal_search" and _articles(r):
        return _legal_section(r, articles, lead)
    if r.tool in CALCULATORS:
        return _calc_section(r)
    parts = [r.summary] if r.summary and r.summary not in lead else []  # the lead already said it
    if _report(r).markdown:
        parts.append(_report(r).markdown)
    return "\n\n".join(parts)


def _workings(r: ToolResult) -> str:
    """A finding's arithmetic, as its own (folded) section after the finding."""
    if r.tool in CALCULATORS or r.tool == "legal_search":
        return ""
    return "\n".join(f"- {c}" for c in _report(r).calculations)


def _title(r: ToolResult) -> str:
    if r.tool in CALCULATORS:
        return f"계산 과정 — {TOOL_TITLES.get(r.tool, r.tool)}"
    if r.tool == "legal_search":
        return "근거 조문"
    return TOOL_TITLES.get(r.tool, r.tool)


_MARKET_TOOLS = frozenset({"market_data", "real_estate_search", "loan_data", "market_analysis"})
_ASKS_MARKET = re.compile(r"시세|매물|동향|추이|변화|차트|가격|대출")


# The loan simulator's answers that are about no product: the rules in force or an announcement's
# changes, and the payment on a loan the user named (G16: a list of 53 products led by a 월세 loan
# under "대출 6억이면 월 상환액은?" answers nothing asked).
_NO_PRODUCT_PURPOSES = frozenset({"규제 설명", "사용자 지정 대출"})
_ASKS_PRODUCTS = re.compile(r"상품|추천|어디서|어느\s*은행|은행|정책\s*대출|종류|뭐가\s*있|어떤\s*대출|갈아타|대환")


def _bears_on(plan: PlanReady, r: ToolResult, calculated: bool, about_no_product: bool = False) -> bool:
    """A market section on a legal question restates nothing the user asked; nor does one next
    to a calculator's figure unless the user asked about the market too (a calculator that
    used market data says so in its own workings); nor a product list next to a loan answer
    that is about no product, unless products were asked."""
    if r.tool in OFF_TOPIC.get(plan.intent, frozenset()):
        return False
    if about_no_product and r.tool == "loan_data" and not _ASKS_PRODUCTS.search(plan.query):
        return False
    return not (calculated and r.tool in _MARKET_TOOLS and not _ASKS_MARKET.search(plan.query))


def _about_no_product(ok: list[ToolResult]) -> bool:
    sim = next((r.out(LoanSimulatorOutput) for r in ok if r.tool == "loan_simulator"), None)
    return sim is not None and sim.loan_purpose in _NO_PRODUCT_PURPOSES


def _advice(ok: list[ToolResult], text: str) -> list[str]:
    """The analysis team's advice that adds something: no figures (those are in the workings), not said yet."""
    out = [x for r in ok if r.tool not in CALCULATORS for x in _report(r).recommendations
           if not re.search(r"\d", x) and x not in text]
    return list(dict.fromkeys(out))[:MAX_NOTES]


def _distinct_sources(sources: list[Source]) -> list[Source]:
    """Each source once: a law cited by the search team and again by a calculator is one source,
    in the place first seen, labelled by the citation that names the article's title."""
    out: dict[tuple[str, str], Source] = {}
    for s in sources:
        key = (s.kind, s.title) if s.kind == "law" else (s.kind, f"{s.title}|{s.ref}|{s.as_of}")
        if key not in out or len(s.ref or "") > len(out[key].ref or ""):
            out[key] = s
    return list(out.values())


def _sources_section(sources: list[Source]) -> str:
    def label(s: Source) -> str:
        if s.ref and s.title in s.ref:  # "주택임대차보호법 제7조(차임 등의 증감청구권)" says the title too
            return s.ref
        return s.title + (f" ({s.ref})" if s.ref and s.ref != s.title else "")
    lines = list(dict.fromkeys(f"- {label(s)}" + (f" · 기준일 {s.as_of}" if s.as_of else "") for s in sources))
    return "### 출처\n\n" + "\n".join(lines)


def _calc_words(r: ToolResult) -> set[str]:
    """The words of a calculator's title ('중개보수', '증액 한도' -> '증액', '한도')."""
    return {w for w in re.split(r"[\s·,—()]+", TOOL_TITLES.get(r.tool, "")) if len(w) >= 2}


def _evidence_for_figures(results: list[ToolResult]) -> list[ToolResult]:
    """When a calculator's figure is the answer, the law shown as its evidence is the law it rests on:
    a search hit stays only if a calculator cites it or its title names what was calculated ('중개보수 등'
    for a fee) — '중개사무소등록증 등의 게시' next to a fee, or 전세권 next to a 5% cap, says nothing of
    the figure (expert review F44). Without a calculator's figure the search hits stand as found."""
    calcs = [r for r in results if r.tool in CALCULATORS and r.status == "ok" and r.summary]
    if not calcs:
        return results
    cited = {src.title for r in calcs for src in r.sources if src.kind == "law"}
    words = set().union(*(_calc_words(r) for r in calcs))
    out = []
    for r in results:
        found = r.out(LegalSearchOutput) if r.tool == "legal_search" else None
        if found is None:
            out.append(r)
            continue
        kept = [it for it in found.articles if f"{it.law} {it.number}" in cited
                or any(w in re.sub(r"\s+", "", it.title) for w in words)]
        if not kept:
            continue  # no article bears on the figure: no evidence section, no search summary in its place
        names = {f"{it.law} {it.number}" for it in kept}
        out.append(r.model_copy(update={
            "output": found.model_copy(update={"articles": kept}),
            "sources": [src for src in r.sources if src.kind != "law" or src.title in names]}))
    return out


def synthesize(state: TurnState) -> tuple[dict[str, Any], list[Source]]:
    plan = state.plan
    results = _evidence_for_figures(_results(state))
    ok = [r for r in results if r.status == "ok"]
    asks = [r for r in results if r.tool in CALCULATORS and r.status == "empty" and r.summary]
    calculated = any(r.tool in CALCULATORS for r in ok)
    no_product = _about_no_product(ok)
    shown = [r for r in ok if _bears_on(plan, r, calculated, no_product)]
    hidden = {r.tool for r in results if not _bears_on(plan, r, calculated, no_product)}
    # The article a calculator's figure rests on is the first source; the search hits follow.
    # So are the articles a risk analysis of the user's own figures rests on (not a checklist's).
    sources = _distinct_sources([s for r in sorted(shown, key=lambda r: r.tool not in CALCULATORS
                                                   and not (r.tool == "contract_analysis" and not _generic(r)))
                                 for s in r.sources])
    review = state.review
    # The finding the question is about came back asking for an input ("검토할 조항 문장을
    #붙여 넣어 주세요"): that request leads, said once.
    done = {r.tool for r in ok}
    wanted = [r for r in results if r.status != "ok" and _REQUEST.search(r.summary or "") and r.tool not in done
              and r.tool in LEAD_TOOL.get(plan.intent, []) and r.tool != "legal_search"][:1]
    # Nothing found at all, and the finding the question is about says why ("부산광역시 아파트 거래 데이터가
    # 없습니다 … rt.molit.go.kr에서 확인하세요"): that reason is the answer, said first and once (F14).
    if not ok and not asks and not wanted:
        wanted = [r for r in results if r.status == "empty" and r.summary
                  and r.tool in LEAD_TOOL.get(plan.intent, [])][:1]
    asked = {r.tool for r in asks + wanted}
    # "집 사도 될까요?" with no place: what the judgement rests on, not a bare "어느 지역?" — and the place is
    # asked for there once, not again under what could not be found
    triage = _triage(plan, wanted[0] if wanted else None)
    missing = [m for m in (review.missing_information if review else [])
               if not any(m.startswith(f"{user_title(t)}:") for t in asked | hidden) and not (triage and "지역" in m)]
    if ok or asks:
        lead = _lead(plan, ok, asks, wanted[0] if wanted else None)
    elif triage:
        lead = TRIAGE
    else:
        lead = wanted[0].summary if wanted else "요청하신 정보를 찾지 못했습니다."
    if plan.entities.extra.get("language") == "en" and (ok or asks):
        lead = f"{english_lead(ok, asks, plan.query, korean_lead=lead)} {lead}"
    # The calculators' workings, the other findings (each with its workings), then the law as evidence.
    ordered = ([r for r in shown if r.tool in CALCULATORS]
               + [r for r in shown if r.tool not in CALCULATORS and r.tool != "legal_search"]
               + [r for r in shown if r.tool == "legal_search"])
    seen: set[str] = set()
    sections = []
    for r in ordered:
        articles = 2 if calculated else MAX_ARTICLES
        if r.tool == "legal_search":  # the law is evidence: as many articles as the length budget holds (one at least)
            used = len(lead) + sum(len(x) + 2 for x in sections)
            while articles > 1 and used + len(_section(r, lead, articles)) + 12 > ANSWER_BUDGET:
                articles -= 1
        if body := _once(_section(r, lead, articles), seen):
            sections.append(f"### {_title(r)}\n\n{body}")
        if work := _once(_workings(r), seen):
            sections.append(f"### 계산 과정 — {TOOL_TITLES.get(r.tool, r.tool)}\n\n{work}")
    advice = _advice(shown, "\n".join([lead, *sections]))
    if advice:
        sections.append("### 권장 사항\n\n" + "\n".join(f"- {a}" for a in advice))
    # What failed and what stands in for it is said as plainly as what is missing — and so is a search
    # whose conditions were widened to find anything (the user's ceiling is no longer the list's).
    substituted = (list(review.substituted) if review else []) + widened(state, shown)
    if substituted:
        sections.append("### 대신 보완한 정보\n\n" + "\n".join(f"- {m}" for m in substituted))
    if missing:
        sections.append("### 확인하지 못한 정보\n\n" + "\n".join(f"- {m}" for m in missing))
        sections.insert(0, f"> 일부 정보는 확인하지 못했습니다({len(missing)}건) — 아래 '확인하지 못한 정보'를 참고해 주세요.")
    if sources:
        sections.append(_sources_section(sources))
    answer = "\n\n".join([lead, *sections])
    charts = [c.model_dump(mode="json") for c in _distinct_charts([c for r in shown for c in _report(r).charts])]
    documents = [d.model_dump(mode="json") for r in ok if (lease := r.out(LeaseContractOutput)) for d in lease.documents]
    structured = {
        "answer": lead,
        "details": {
            "legal_basis": [f"{it.law} {it.number}" for r in ok if r.tool == "legal_search"
                            for it in _articles(r)[:5]],
            "data_analysis": "\n".join(r.summary for r in shown if r.tool != "legal_search" and r.summary
                                       and r.summary not in lead),
            "considerations": missing,
            **({"substituted": substituted} if substituted else {}),  # absent when nothing stood in
        },
        "recommendations": (review.suggestions if review else []) + advice,
        "sources": [s.model_dump(mode="json") for s in sources],
        "confidence": review.confidence if review else 0.0,
        # The review's scores are metadata for a folded detail, never words of the answer (F46).
        "review_scores": ({"quality": review.quality, "confidence": review.confidence, "goal_achieved": review.goal_achieved}
                   if review else None),
        "additional_info": {"intent": plan.intent, "keywords": plan.keywords},
    }
    response = {"type": "answer", "answer": answer, "structured_data": structured, "charts": charts,
                "documents": documents, "llm_calls": state.llm_calls}
    return response, sources


# The conditions recovery.relax may widen or drop, as the user reads them.
_CONDITIONS = {"region": "지역", "region_code": "지역", "max_price_manwon": "가격 상한", "min_area_m2": "면적",
               "max_area_m2": "면적", "max_monthly_rent_manwon": "월세 상한", "deal_type": "거래 유형",
               "property_type": "주택 유형", "months": "기간", "articles": "조문 지정", "law_names": "법령 지정",
               "income_manwon": "소득"}


def widened(state: TurnState, shown: list[ToolResult]) -> list[str]:
    """'매물 정보: 처음 조건으로는 결과가 없어 가격 상한·면적을 넓혀 찾았습니다' for each result found only after
    its first call's conditions were widened (recovery.relax), naming what was widened."""
    first: dict[str, dict[str, Any]] = {}
    for sels in state.dispatched.values():
        for sel in sels:
            for c in sel.tools:
                first.setdefault(c.name, c.params.as_dict())
    out = []
    for r in shown:
        asked = first.get(r.tool)
        if asked is None or r.tool == "legal_search":
            continue
        changed = [_CONDITIONS[k] for k in _CONDITIONS if asked.get(k) not in (None, [], "") and asked.get(k) != r.params.get(k)]
        if changed:
            out.append(f"{user_title(r.tool)}: 처음 조건으로는 충분한 결과가 없어 {'·'.join(dict.fromkeys(changed))} 조건을 "
                       "넓혀 찾았습니다")
    return out


def _distinct_charts(charts: list[Chart]) -> list[Chart]:
    """Market data and market analysis may both chart the same monthly series: show it once."""
    seen: set[str] = set()
    out = []
    for chart in charts:
        # Same months and same numbers, whatever each tool called its series.
        key = repr((chart.x, sorted(repr([None if v is None else round(float(v), 1) for v in s.values])
                                    for s in chart.series)))
        if key not in seen:
            seen.add(key)
            out.append(chart)
    return out
