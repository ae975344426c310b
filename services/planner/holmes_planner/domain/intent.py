"""Rule-based intent classification into the nine intents (always available, no LLM).

Scores four answer areas (legal, market, loan, risk) with the weighted patterns in
:mod:`rules`, detects contract drafting/review and the fast-path cases (greeting,
off-topic, too vague), then picks the intent.  Two or more areas asked at once make
종합분석.  The result keeps the scores so the plan builder and the event's reasoning can
say why.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache

from holmes_kit.korean.asking import asking_text, told_before_asked
from holmes_kit.korean.extract import find_law_names, find_property_types, find_regions

from . import rules
from .vocab import law_score, law_terms, misspelt_terms

AREA_INTENT = {"legal": "법률상담", "market": "시세조회", "loan": "대출상담", "risk": "리스크분석"}
ASKED = 3.0  # an area with this score is something the user asks about
MIN_DOMAIN = 2.0  # below this nothing real-estate was asked: unclear


@dataclass(frozen=True)
class IntentResult:
    intent: str
    confidence: float
    scores: dict[str, float] = field(default_factory=dict)
    areas: tuple[str, ...] = ()  # areas asked, strongest first
    greeting: bool = False
    thanks: bool = False
    off_topic: bool = False
    document: str | None = None  # "write" | "review" when a contract is asked
    wants_analysis: bool = False  # explicit analysis / arithmetic cue
    loan_compute: bool = False
    listing: bool = False
    roi: bool = False  # investment return asked
    by_domain: bool = False  # no area asked: chosen because the words are real-estate ones


def compact(text: str) -> str:
    """NFKC, lower-case, no whitespace: the form every pattern runs on."""
    return "".join(unicodedata.normalize("NFKC", text or "").lower().split())


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    # Patterns get the same NFKC as the text (it turns "ㅎㅇ" into conjoining jamo).
    return re.compile(unicodedata.normalize("NFKC", pattern))


def _has(pattern: str, text: str) -> bool:
    return _compiled(pattern).search(text) is not None


def _score(table: tuple[rules.Rule, ...], text: str) -> float:
    return float(sum(w for pattern, w in table if _has(pattern, text)))


MARKET_TERMS = frozenset({"실거래가"})  # glossary terms that name a market figure, not a rule


def area_scores(query: str) -> dict[str, float]:
    """Score of each answer area; law names count for legal only ("전세사기특별법").

    The corpus vocabulary (vocab.py) decides only where the hand rules ask nothing else:
    its terms mask the market words inside them ("공시가격", "실거래가 신고" are law), and
    give the legal score when no other area is asked.
    """
    text = compact(query)
    # "다시 세를 주었는데", "당시 세입자": a 시 ending one word and a 세 starting the next are no 시세 asked.
    masked = compact(re.sub(r"시\s+세", "시·세", query))
    for name in find_law_names(query):
        masked = masked.replace(name.replace(" ", ""), "법")
    masked = re.sub("전세사기피해자|전세사기특별법", "법", masked)
    masked = re.sub(rules.LOAN_AS_LIEN, "근저당", masked)
    masked = re.sub(rules.BORROWED_NOT_LOAN, "임차", masked)
    terms = law_terms(text)
    # What a loan costs or lends is no price asked: read before the corpus terms mask the loan's words
    # ("대출한도가 얼마": the term 대출한도 would leave its 얼마 to the market).
    market_text = re.sub(rules.PAYMENT_ASKED + "얼마", r"\1", masked)
    market_text = re.sub(rules.LOAN_SUM_ASKED, r"\1", market_text)
    placed = bool(find_regions(query) or find_property_types(query))
    for term in terms:
        # '실거래가' of a named place or kind of home is the market's own figure ("창원 아파트 실거래가"):
        # asked of the market; alone ("실거래가가 뭐야") or as '실거래가 신고' it stays the law's (F14).
        if len(term) >= 4 and not (placed and term in MARKET_TERMS):
            market_text = market_text.replace(term, "법")
    if not find_regions(query) and _score(rules.RISK[:1], masked) >= ASKED:
        # A danger asked of no named place ("전세가율 높은 집 위험한가요", "전세가 매매가랑 비슷한데
        # 깡통인가요"): its prices are the facts the risk check judges, not a market lookup.
        market_text = re.sub(rules.RISK_MEASURES, "법", market_text)
    market = _score(rules.MARKET, market_text)
    if _has(rules.MARKET_INPUT, masked):
        market = max(0.0, market - 3)
    places = bool(find_regions(query)) + bool(find_property_types(query))
    # Named places and property types hint at market questions without asking one.
    market += places
    if not find_regions(query) and _score(rules.MARKET[:1], market_text) == 0 and any(len(t) >= 4 for t in terms):
        # Only generic words ("얼마", "이하", "가격") in a question put in the law's own words
        # ("피해자 인정받으려면 보증금이 얼마 이하여야"): a threshold of the law, not a price asked — also
        # when a kind of home is named as the law's object ("민간택지 아파트 전매제한 기간이 얼마"); only a
        # region names a place whose price could be asked.
        market = min(market, ASKED - 1)
    if _has(rules.REMEDY, masked):
        masked = re.sub(rules.LOAN_REFUSED, "손실", masked)
    guarantee = _has(rules.GUARANTEE, masked)
    loan = _score(rules.LOAN, masked)
    if _has(rules.LIEN_PRINCIPAL, masked):
        # "채권최고액 1억2천이면 실제 대출금은? (최고액을 대출의 120%로 보면)": every loan told is the lien's.
        loan = min(loan, ASKED - 1)
    if guarantee and _score(rules.LOAN, re.sub(rules.GUARANTEE, "", masked)) < ASKED:
        loan = _score(rules.LOAN, re.sub(rules.GUARANTEE, "", masked))
    fee_split = _has(rules.GUARANTOR, masked) and _has(rules.GUARANTEE_FEE_PAYER, masked)
    if guarantee and _has(rules.GUARANTEE_PRODUCT, masked) and not re.search(r"\d", masked) \
            and not find_regions(query) and _score(rules.RISK, masked) == 0 and not fee_split:
        loan, guarantee = max(loan, ASKED), False
    # A guarantee named as the payer of a loss ("공제나 보증보험으로 배상받을 수 있나요") is a remedy
    # asked of the law, not the tenant's cover a risk check weighs.
    # …nor is one someone must take out ("임대사업자는 보증보험 안 들어도 된대요"): a duty of the law.
    # …nor whose share of its fee it is ("임대사업자 집인데 보증보험 수수료 제가 다 내야 돼요?", review 7 M08).
    duty = (_has(rules.GUARANTEE_DUTY, masked) and _has(rules.GUARANTOR, masked) or fee_split) \
        and _score(rules.RISK[:1], masked) == 0
    cover = 3.0 if guarantee and loan < ASKED and not _has(rules.REMEDY, masked) and not duty else 0.0
    risk_asked = _score(tuple(r for r in rules.RISK if r[0] != rules.RISK_TOPIC), masked) + cover
    risk = _score(rules.RISK, masked) + cover
    reported_act = risk > 0 and _has(rules.REPORTED_ACT, masked) and not cover and not re.search(r"\d", masked) \
        and not find_regions(query) \
        and _score(tuple(r for r in rules.RISK if r[0] not in (rules.RISK_OK, rules.RISK_OK_WEAK)), masked) == 0
    if reported_act:
        # "대표 개인 계좌로 보내라는데 괜찮은가요?": only the judgement word asks, of an act someone
        # demands, with no fact of a home to weigh — whether the act is allowed, which the law says.
        risk = risk_asked = min(risk, ASKED - 1)
    law_fixes = risk > 0 and not cover and not re.search(r"\d", masked) and not find_regions(query) \
        and _score(rules.RISK[:1], masked) == 0 \
        and (_has(rules.ENTRY_THE_LAW_FIXES, masked) or _has(rules.COUNTERPARTY_ASKED, masked))
    if law_fixes:
        # "가등기 있는 집 전세 들어가도 돼?", "신탁이라는데 집주인이랑 계약해도 돼?": no figure of the home to weigh, and
        # what decides is a registry entry's effect or a party's authority — which the law says (a guarantee asked
        # beside it, "집주인이랑 직접 계약해도 보증보험 돼요?", is still the cover the risk check weighs).
        risk = risk_asked = min(risk, ASKED - 1)
    scores = {"legal": _score(rules.LEGAL, text) + (ASKED if duty else 0.0), "market": market, "loan": loan,
              "risk": risk}
    if law_fixes:
        scores["legal"] = max(scores["legal"], ASKED)
    if reported_act and max(market, loan) < ASKED:
        # …even when nothing else names the law ("중개사가 자기가 직접 사겠다는데 괜찮아요?").
        scores["legal"] = max(scores["legal"], ASKED)
    if risk >= ASKED > risk_asked:
        # An auction or a fraud named without asking about danger ("경매 직접 신청할 수 있나",
        # "피해자면 경매 미뤄줄 수 있어"): when the law answers it, it is the law's question.
        legal = scores["legal"] + (law_score(text) if max(market, loan) < ASKED else 0.0)
        if legal >= ASKED:
            scores["risk"] = max(ASKED - 1, risk_asked)
    if risk_asked >= ASKED and scores["market"] >= ASKED and not find_regions(query) \
            and _score(rules.MARKET[:1], market_text) == 0:
        # A danger asked of a home that names no place, with only generic price words ("선순위 보증금이
        # 얼마인지 모르겠는데 들어가도 되나"): the amounts are the facts the risk check weighs, not a price asked.
        scores["market"] = ASKED - 1
    if max(scores["market"], scores["loan"], scores["risk"]) < ASKED:
        scores["legal"] += law_score(text)
    return scores


def asked_in_rule_words(query: str, area: str) -> float:
    """The area's score from the hand rules alone, without the corpus vocabulary's evidence:
    "무주택 신혼부부인데 받을 수 있나요?" names glossary terms but asks no law in words of its own."""
    table = {"legal": rules.LEGAL, "market": rules.MARKET, "loan": rules.LOAN, "risk": rules.RISK}[area]
    return _score(table, compact(query))


_QUOTE_OPEN, _QUOTE_CLOSE = "['\"‘“]", "['\"’”]"
# "특약에 <the clause> 넣어줘": what stands between the clause's place and the verb that puts it there.
_CLAUSE_TOLD = re.compile(r"((?:특약|조항|단서)(?:에|으로|로|에다가?|에는)\s)[^.?!\n]{2,60}?"
                          r"(?=\s*(?:(?:라는|라고|이라고|다는|는|란)\s*)?(?:내용|문구|조항|조건)?\s*(?:을|를|도|으로|로)?\s*"
                          r"(?:넣어|넣고|추가|포함|명시|달아|적어|기재))")


# "…특약 문구를 만들어 주세요. 매수인이 대출을 못 받으면 해제한다는 내용이에요.": the clause told as what its text
# says, in a sentence of its own — its words are the clause's too.
_CLAUSE_DESCRIBED = re.compile(r"[^.?!\n]{2,80}?(?:다는|라는|이라는|하는|는)\s*(?:내용|취지|문구|조건)(?=\s*(?:이에요|이예요|입니다|이고|예요|요|을|를|으로|로)?\s*[.?!\n]|\s*$)")


def _confidence(best: float, second: float) -> float:
    # More evidence and a clearer margin mean more confidence; capped below certainty.
    return round(min(0.95, max(0.35, 0.5 + 0.06 * best + 0.04 * (best - second))), 2)


def _weighs_everything(text: str) -> bool:
    """An explicit ask to weigh market, loan and law together — not a home bought ahead of others by right
    ("제가 우선으로 그 집을 살 수 있나요" is 우선매수, which the law grants, not a decision to buy)."""
    return _has(rules.COMPREHENSIVE, re.sub(rules.PRIORITY_PURCHASE, "", text))


def classify(query: str) -> IntentResult:
    text = compact(query)
    if not text:
        return IntentResult(intent="unclear", confidence=0.9)
    scores = area_scores(query)
    asking = asking_text(query)
    if told_before_asked(query):
        asked = area_scores(asking)
        if _has(rules.LAWFUL_ASKED, compact(asking)) and scores["legal"] >= ASKED:
            # "앱에서 본 싼 매물 갔더니 없다더라. 이런 광고 불법이지?": whether the act is lawful is what is asked;
            # the market, loan or risk words told in the story before it ask nothing of their areas.
            scores = {a: s if a == "legal" else min(s, asked[a]) for a, s in scores.items()}
        elif max(asked.values()) >= ASKED:
            # The ask names its area in words of its own ("…공시가격이 시세랑 너무 달라서 확인하려구요. 공시가격은
            # 매년 언제 발표되요?"): an area only the story speaks of is the story's. The law the story names stays
            # when the ask is whether something may be done: it is what the permission is about ("사용검사 아직이래.
            # 먼저 이사 들어가도 되지?").
            keep = {a for a, s in asked.items() if s >= ASKED}
            if _has(rules.PERMISSION_ASKED, compact(asking)):
                keep.add("legal")
            scores = {a: s if a in keep else min(s, asked[a]) for a, s in scores.items()}
        elif _has(rules.PERMISSION_ASKED, compact(asking)) and max(asked["market"], asked["loan"]) < ASKED:
            # "서울에서 보증금 5천에 월세 40 원룸 계약을 했어요. … 신고 안 해도 된다는데 맞나요?": whether an act is
            # allowed or required; the prices and loans of the story are its facts. A danger told in the story
            # stays (whether to move into a home is the risk check's, "근저당이 많은데 들어가도 되나요?").
            scores = {**scores, "market": min(scores["market"], asked["market"]),
                      "loan": min(scores["loan"], asked["loan"])}
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    best, second = ranked[0][1], ranked[1][1]
    areas = tuple(a for a, s in ranked if s >= ASKED)
    flags = dict(
        wants_analysis=bool(_has(rules.ANALYSIS_CUE, text)),
        loan_compute=bool(_has(rules.LOAN_COMPUTE, text)
                          or (_has(rules.LOAN_PERSONAL, text) and _has(rules.LOAN_GRANTED, text))
                          or (_has(rules.LOAN_RULE_ASK, text)
                              and not (_has(rules.RULE_DEFINED, text) and not _has(rules.RULE_FIGURE_ASKED, text)))),
        listing=bool(_has(rules.LISTING_CUE, text)),
        roi=bool(_has(rules.ROI_CUE, text)),
    )

    if _has(rules.GREETING, text) and best < ASKED:
        thanks = bool(_has(rules.THANKS, text))
        return IntentResult("irrelevant", 0.95, scores, greeting=True, thanks=thanks)
    if (_has(rules.OFF_TOPIC, text) or _has(rules.MATH, text)) and best < 4 \
            and not find_property_types(query):
        return IntentResult("irrelevant", 0.85, scores, off_topic=True)

    document = None
    # "계약서 새로 쓰면 … 문제없다는데 진짜야?" checks a premise: neither a draft nor a review is asked.
    premise = _has(rules.CONTRACT_PREMISE, text) and not _has(rules.CONTRACT_ASKED, text) \
        and not _has(rules.REVIEW_ASKED, text)
    checklist = _has(rules.CHECKLIST_ASKED, text) and not _has(rules.REVIEW_OF_TEXT, text)
    premise = premise or (_has(rules.CONTRACT_BEFORE, text) and not _has(rules.CONTRACT_ASKED, text)
                          and not _has(rules.REVIEW_OF_TEXT, text))
    premise = premise or (_has(rules.CONTRACT_PLAN_CHECKED, text) and not _has(rules.DRAFT_REQUEST, text)
                          and not _has(rules.REVIEW_OF_TEXT, text))
    premise = premise or (_has(rules.FORM_REQUIRED_ASKED, text) and not _has(rules.DRAFT_REQUEST, text))
    if _has(rules.CONTRACT_REVIEW, text) and not premise and not checklist:
        document = "review"
    if _has(rules.CONTRACT_WRITE, text) and not premise:
        document = "write"
    if document:
        # A pasted clause carries its own risk and loan words ("근저당 설정할 수 있다"): judging them is the
        # review's job, so they make a comprehensive analysis only when one is asked for.
        clause_words = document == "review" and not _weighs_everything(text) \
            and not _has(rules.ANALYSIS_CUE, text)
        # "이 조항 괜찮아요?" judges the clause: that is the review itself, whatever else is asked beside it
        # ("위약금 계산해줘, 이 조항 괜찮아요?" asks the clause's own figure, no risk of a home to analyse).
        clause_judged = document == "review" and _score(
            tuple(r for r in rules.RISK if r[0] not in (rules.RISK_OK, rules.RISK_OK_WEAK)), text) == 0
        skip = {"legal"} | ({"risk"} if clause_words or clause_judged else set()) \
            | ({"loan"} if clause_words and not flags["loan_compute"] else set())
        # The words inside a quoted clause are the clause's, drafted or reviewed, not the user's ask
        # ("특약에 '임대인은 전세대출에 협조한다' 넣어줘" asks for no loan).
        unquoted = re.sub(rf"{_QUOTE_OPEN}[^'\"‘’“”]{{2,}}{_QUOTE_CLOSE}", " ", query)
        # …and so are a clause's words told without quotes ("특약에 전세대출 안 나오면 해제 넣어줘").
        unquoted = _CLAUSE_TOLD.sub(r"\1 ", unquoted)
        if document == "write":
            unquoted = _CLAUSE_DESCRIBED.sub(" ", unquoted)
        if unquoted != query:
            asked = area_scores(unquoted)
            areas = tuple(a for a in areas if asked[a] >= ASKED)
        others = tuple(a for a in areas if a not in skip)
        if others:  # a contract plus a market/loan/risk question
            return IntentResult("종합분석", _confidence(best + 3, 0), scores, areas, document=document,
                                **flags)
        intent = "계약서작성" if document == "write" else "계약서검토"
        return IntentResult(intent, _confidence(6 + best, 0), scores, areas, document=document,
                            **flags)

    if set(areas) == {"legal", "risk"} and not _weighs_everything(text) \
            and not re.search(r"\d", text) and not find_regions(query):
        # A law question with risk words ("전세사기 당했는데 중개사 책임은?") and no property
        # facts to assess: nothing for a risk analysis to compute, the stronger area answers.
        # Moving in or signing before an administrative act ("사용검사 전에 입주해도 돼요?") asks a permission.
        areas = ("legal",) if scores["legal"] >= scores["risk"] or _has(rules.BEFORE_ACT, text) else ("risk",)
        return IntentResult(AREA_INTENT[areas[0]], _confidence(best, second), scores, areas, **flags)
    if _has(rules.BUY_TO_LET_ASKED, text) and not _has(rules.PAYS_ASKED, text) and len(areas) <= 1:
        # "…사서 바로 전세 끼고 갭투자 하려는데 되나?": whether it may be done, not whether it pays (COMPREHENSIVE's 갭투자)
        return IntentResult("법률상담", _confidence(best, second), scores, ("legal",), **flags)
    if _weighs_everything(text) or len(areas) >= 2:
        return IntentResult("종합분석", _confidence(best + second, 0), scores, areas, **flags)
    if best < MIN_DOMAIN:
        terms = law_terms(text) or misspelt_terms(text)
        if not (_has(rules.DOMAIN, text) or terms):
            return IntentResult("unclear", 0.7 if best == 0 else 0.55, scores, areas, **flags)
        # The domain is clear, the ask is not: a vague judgement is triaged over every area,
        # anything else searches the laws and the glossary.
        if _has(rules.VAGUE_JUDGEMENT, text) and scores["legal"] <= 1 and not terms:
            return IntentResult("종합분석", 0.5, scores, (), by_domain=True, **flags)
        return IntentResult("법률상담", 0.5, scores, ("legal",), by_domain=True, **flags)
    top = ranked[0][0]
    # Equal scores: the order of AREA_INTENT (legal, market, loan, risk) breaks the tie.
    return IntentResult(AREA_INTENT[top], _confidence(best, second), scores, areas or (top,),
                        **flags)
