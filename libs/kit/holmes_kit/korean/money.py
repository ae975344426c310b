"""Money in Korean: the one parser and the one formatter every service uses.

``parse_won`` / ``parse_manwon`` read one amount however it is written ("3.5억",
"350,000,000원", "35000만원", "1억 2천5백", "3천2백만원", "금 일억이천만원정"), exactly
(no float: a 300-digit amount keeps every digit).  ``find_amounts`` finds the amounts in a
whole question, normalised to 만원, each with a guessed role.  ``format_manwon`` /
``format_won`` / ``money_phrase`` show them.

"5억", "3억 5천", "2,000만원", "50,000,000원", and bare numbers after a money word
("월세 50", "보증금 1000에") are 만원 by convention.  A minus sign written right before
the number ("보증금 -3억") is kept, so a negative amount reaches the planner's checks and
is answered with a question instead of being silently read as positive.
"""

from __future__ import annotations

import math
import re
import unicodedata
from decimal import Decimal
from fractions import Fraction

from holmes_contracts.models import Amount

from .text import josa, normalize, vocab

_N = r"\d+(?:,\d{3})*(?:\.\d+)?"
# "30살" is an age, but "월세 50 살고 있는데" / "5천 살아요" is a figure one lives on: 살 is the age's unit only
# when no ending of the verb 살다 follows it.
AGE_SAL = r"살(?![고아았던려며면기림는])"
# A unit-less number right after 억 is 만원 ("3억 5000"), unless it is clearly something
# else ("5억 30평", "3억 2년").
_NOT_MONEY_AFTER = rf"(?![\d.,]|\s*(?:평|m2|%|퍼|프로|세|{AGE_SAL}|년|개월|월(?!세)|일|층|개|명|조|호|번|동|채|회|차|시|분|억))"
_MONEY = re.compile(
    # "100조원", "1조 2000억": 조 is money only with 원 or 억 after it ("제7조", "7조" are articles)
    rf"(?:(?<![\d.,제])(?P<jo>{_N})\s*조(?=\s*(?:{_N}\s*억|원))(?:\s*(?P<jeok>{_N})\s*억)?"
    rf"|(?P<eok>{_N})\s*억(?:\s*(?P<man1>{_N})(?:\s*(?P<u1>천만|백만|천|백|만)|{_NOT_MONEY_AFTER}))?"
    # "5/31 만료", "3/15 만기": the 만 of 만료·만기 after a date is no unit of money
    rf"|(?<![\d.,])(?P<man2>{_N})\s*(?P<u2>천만|백만|천|백|만(?!료|기))(?!\s*원)?)"
    r"(?:\s*원)?"
)
# "1,250,000원", "525,000원", "550000원": a figure in 원 of at least 1만원 (one below is the 원 of a 만 figure)
_WON = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3}){2,}|\d{2,3},\d{3}|\d{5,})\s*원")
_UNIT = {None: 1, "만": 1, "백": 100, "백만": 100, "천": 1000, "천만": 1000}
# A deposit as listings and users write it: "5천", "1억", "1억 5000", "3억5천만".
_DEP = rf"{_N}\s*(?:억(?:\s*{_N}\s*(?:천만|천|만)?)?|천만|천|만)?"
# A bare number after one of these words is 만원 by convention ("월세 50", "보증금 1000에").
_BARE = re.compile(
    # "전세 17500": the bare figure after 전세 is its deposit (not 전세가율, 전세권, 전세사기 — a word goes on)
    # "월 50", and written without spaces after the deposit's unit ("보증금5천월50")
    r"(?P<kw>전세보증금|보증금|전세금|월세|차임|(?:(?<![\d가-힣])|(?<=\d천)|(?<=\d만)|(?<=\d억)|(?<=만원))월|매매가|전세가|전세(?![가-힣])|연봉|연소득|소득|대출|계약금|중도금|잔금)"
    rf"\s*(?:[:은는이가을를도]|으로|로)?\s*(?P<num>-?{_N})"
    rf"(?!\d|[.,]\d|[-/]\d|\.\s*\d{{1,2}}\s*\.|\s*(?:억|천|백|만|원(?!룸)|평|m2|%|퍼|프로|세|{AGE_SAL}|년|개월|달|주일|주째|월(?!세)|일|층|개|명|조|호|번|회|차))"
)  # "[-/]\d": "잔금 2027-01-15" is a date, not 2,027만원; "월세 60, 갱신" ends at the comma
# "보증금 1000에 50", "1000에 50짜리 월세": the bare number after 에 is the monthly rent.
_AND_RENT = re.compile(rf"(?:보증금|월세)\s*{_DEP}\s*원?\s*에\s*(?:월\s*)?(?P<num>{_N})"
                       rf"(?!\d|[.,]\d|\s*(?:억|천|백|원(?!룸)|평|m2|%|퍼|프로|세|{AGE_SAL}|년|개월|달|주일|주째|월(?!세)|일|층|개|명|조|호|번|회|차))")
# "5천에 50 월세", "1000에 45짜리 월세": a figure, 에, a bare figure, then the word 월세 — the listing's
# "deposit 에 rent" with its kind said after it instead of before.
_AND_RENT_AFTER = re.compile(rf"(?<![\d.,])(?P<dep>{_DEP})\s*원?\s*에\s*"
                             rf"(?P<num>{_N})\s*(?:만\s*원?)?\s*(?:짜리\s*)?(?:월세|월\s*차임)")
# "원룸 500에 45 살고 있는데", "오피스텔 1000에 70": the same pair after the kind of room a 월세 is let as.
_ROOM_AND_RENT = re.compile(rf"(?:원룸|투룸|쓰리룸|오피스텔|빌라|다가구|고시원|반지하|옥탑방?)\s*(?:은|는|이|가|을|를)?\s*"
                            rf"(?P<dep>{_DEP})\s*원?\s*에\s*(?P<num>{_N})\s*(?:만\s*원?)?"
                            rf"(?![\d.,]|\s*(?:억|천|백|만|원|%|퍼|프로|평|m2|년|개월|달|주|월(?!세)|일|층|명|개|호|번|세|{AGE_SAL}|전세|매매))")
# "5000/50", "1억/80": deposit/rent, as listings write a 월세 (not a date: "2025/01/15" has a second slash).
_SLASH = re.compile(rf"(?<![\d.,/])(?P<dep>{_DEP})\s*원?\s*/\s*"
                    r"(?P<rent>\d{1,4})(?:\s*만\s*원?)?(?![\d/.\-])")
# "월세를 70에서 80으로": the bare figure a named one changes to has the same role.
_FROM_TO = re.compile(rf"{_N}\s*(?:억|천만|백만|천|백|만)?(?:\s*{_N}\s*(?:천만|백만|천|백|만)?)?\s*원?\s*에서\s*"
                      rf"(?P<num>{_N})(?=[\s\d,.억천백만]*원?\s*(?:으로|로))")
# "보증금 1억 5000 중에 5000을 월세로": a bare figure taken out of a figure ("중에", "에서 … 만") is counted in
# the same 만원; its role is left to the question (the part converted, the part returned).
_PART_OF = re.compile(rf"{_N}\s*(?:억|천만|백만|천|백|만)?(?:\s*{_N}\s*(?:천만|백만|천|백|만)?)?\s*원?\s*(?:중에서|중에|중)\s*"
                      rf"(?P<num>{_N})(?!\d|[.,]\d|\s*(?:억|천|백|만|원|%|퍼|프로|년|개월|달|일|평|명|개|세|{AGE_SAL}|층|호|번|채))")
# The nearest of these words before an amount names its role ("보증금 3억, 계약금 3천").
_ROLE_WORDS = vocab([
    ("전세보증금", "deposit"), ("보증금", "deposit"), ("전세금", "deposit"), ("전세가", "deposit"),
    ("전세", "deposit"), ("매매가", "price"), ("매매", "price"), ("집값", "price"),
    ("시세", "price"), ("실거래가", "price"), ("분양가", "price"), ("매입가", "price"),
    ("가격", "price"), ("매수가", "price"), ("매수", "price"), ("매입", "price"), ("월세", "monthly_rent"), ("차임", "monthly_rent"), ("월", "monthly_rent"),
    ("연봉", "income"), ("연소득", "income"), ("소득", "income"), ("월급", "income"), ("총급여", "income"), ("급여", "income"),
    ("수입", "income"),
    # "연봉 5200 맞벌이 합산 9천": the couple's income (정책대출 judge on it) — find_extra takes it over the one's own
    ("부부합산", "income"), ("부부 합산", "income"), ("맞벌이 합산", "income"), ("맞벌이 합쳐서", "income"),
    ("전세자금대출", "loan"), ("전세대출", "loan"), ("대출", "loan"),
    ("융자", "loan"), ("주담대", "loan"), ("근저당", "debt"), ("채권최고액", "debt"),
    ("부채", "debt"), ("채무", "debt"), ("빚", "debt"), ("선순위", "debt"),
    # the deposits of tenants ahead of the user (다가구): a senior claim, not the user's own deposit
    *((f"선순위{gap}{word}", "senior_deposit") for gap in ("", " ") for word in ("임차보증금", "보증금", "임차인 보증금",
                                                                                "세입자 보증금", "전세보증금")),
    ("계약금", "contract_payment"), ("중도금", "middle_payment"), ("잔금", "balance_payment"),
    ("관리비", "maintenance_fee"), ("낙찰가", "price"), ("감정가", "price"),
    # what the house fetches at auction: the 주택가액 the small-tenant share is capped by (제8조 ③)
    ("매각가", "price"), ("매각대금", "price"), ("경매가", "price"), ("낙찰금액", "price"), ("전셋값", "deposit"), ("전셋돈", "deposit"), ("임대료", "monthly_rent"),
])
# "관리비 월 25만원", "관리비만 매달 월 28만원": the 월 says how often the fee is paid, it does not make
# the fee a rent.
_FEE_MONTH = re.compile(r"관리비\s*(?:는|은|만|도|가|이|:)?\s*(?:매달|매월|한\s*달에?)?\s*$")
# After the amount: "5억 아파트 사려는데" is a price, "3억 대출" a loan.
_ROLE_AFTER = vocab([
    ("대출", "loan"), ("전세", "deposit"), ("짜리", "price"), ("짜리 전세", "deposit"), ("짜리 월세", "deposit"),
    ("보증금", "deposit"), ("전세금", "deposit"), ("월세", "monthly_rent"), ("아파트", "price"),
    ("빌리", "loan"), ("빌려", "loan"), ("빌린", "loan"), ("빌렸", "loan"), ("사려", "price"), ("에 매매", "price"), ("매매", "price"),
    ("에 낙찰", "price"), ("낙찰", "price"), ("매수", "price"), ("구입", "price"), ("집", "price"), ("에 사는데", "price"),
    ("에 사면", "price"), ("에 샀", "price"), ("에 살까", "price"),
    # "2억에 사요", "3억에 사기로", "5억에 팔았어요": the deal's own price ("2억에 사는데" above
    # stays, as a figure one lives on is said with a role word before it)
    ("에 사요", "price"), ("에 사려", "price"), ("에 사기로", "price"), ("에 삽니다", "price"),
    ("에 팔", "price"), ("에 매수", "price"), ("에 구입", "price"), ("에 계약", "price"),
    # said of one's parents ("3억 5천에 사신다는데", "5억에 사셨어요"): the honorific of 사다
    ("에 사신", "price"), ("에 사셨", "price"), ("에 사실", "price"),
])
# English amounts ("250M won", "1.2M won", "800k won", "300 million won", "1.5 billion", "₩300,000,000",
# "KRW 5,000,000", "20,000,000 won"), read in 원: an English question's figures. An abbreviation
# (k/m/b) is money with won/KRW/₩ beside it, or as a capital M/B ("wants 1.3M"; "5m" may be metres);
# million/billion alone is (amounts are what English questions here count in millions).
_EN_SCALE = {"k": 10**3, "thousand": 10**3, "m": 10**6, "mn": 10**6, "mil": 10**6, "million": 10**6,
             "b": 10**9, "bn": 10**9, "billion": 10**9}
_EN_MONEY = re.compile(
    rf"(?:₩|\bKRW\s*)(?P<pre>{_N})(?:\s*(?P<pre_scale>thousand|million|billion|mn|bn|mil|[kmb])\b)?"
    rf"|(?<![\d.,A-Za-z])(?P<num>{_N})\s*(?:(?P<word>million|billion)\b(?:\s*(?:won|KRW)\b)?"
    r"|(?:(?P<abbr>thousand|mn|bn|mil|[kmb])\s*)?(?:won|KRW)\b"
    # "wants 1.3M": a capital M/B alone is millions/billions (a lower-case "5m" stays metres)
    r"|(?-i:(?P<cap>M|B|mn|bn))\b(?!\s*(?:won|KRW)\b))", re.I)


def _english_won(m: re.Match[str]) -> Fraction:
    scale = m.group("pre_scale") or m.group("word") or m.group("abbr") or m.group("cap")
    return _num(m.group("pre") or m.group("num")) * (_EN_SCALE[scale.lower()] if scale else 1)


# Korean units romanized in an English question: "1000man won", "50 manwon", "2eok", "3 eok 5000 man won".
_ROMAN_MONEY = re.compile(r"(?P<eok>\d+(?:\.\d+)?)\s*eok\b(?:\s*(?P<eok_man>\d+)\s*man(?:\s*-?\s*won|won)?\b)?(?:\s*won\b)?"
                          r"|(?P<man>\d+(?:\.\d+)?)\s*(?:man\s*-?\s*won|manwon)\b", re.I)


def _roman_won(m: re.Match[str]) -> Fraction:
    if m.group("eok"):
        return (_num(m.group("eok")) * 10_000 + _num(m.group("eok_man") or "0")) * WON_PER_MANWON
    return _num(m.group("man")) * WON_PER_MANWON


def english_amounts_in_korean(text: str) -> str:
    """English amounts rewritten as Koreans write them, one word each ("250M won" → "2억5000만원",
    "50 manwon" → "50만원"): an English question is glossed into Korean and then read by
    ``find_amounts`` like any other. The romanized Korean units are read first ("5eok" is no "5 B")."""
    korean = lambda won: " " + re.sub(r"[\s,]", "", format_won(won)) + " "  # noqa: E731
    text = _ROMAN_MONEY.sub(lambda m: korean(_roman_won(m)), text)
    return _EN_MONEY.sub(lambda m: korean(_english_won(m)), text)


# "2억5천을 3.9%로 30년이면": a sum put at a yearly rate over years is a loan's principal, whatever
# the sentence calls it (no deposit or price is paid off at a rate over 30 years).
_AT_RATE_FOR_YEARS = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|은|는|이|가)?\s*,?\s*(?:연\s*|금리\s*)?\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)"
                                r"\s*(?:로|으로|에|,)?\s*\d{1,2}\s*년")
# "1억을 연 4.5%로 대출받으려고": a sum borrowed at a yearly rate, the rate told between the sum and the borrowing.
_AT_RATE_BORROWED = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를)?\s*,?\s*(?:연\s*|금리\s*|연이율\s*)?\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)"
                               r"\s*(?:로|으로|에)?\s*(?:대출|빌리|빌려|빌릴|융자)")
# Between a role word and its own figure: a particle and a hedge at most ("보증금은 약 3억", "전세가 딱 2억").
_ADJACENT_GAP = re.compile(r"\s*(?:[은는이가을를도:]|으로|로|만)?\s*(?:(?:약|대략|한|총|딱|무려|거의)\s*)?")
_NEXT_FIGURE = re.compile(r"\s*(?:[은는이가을를도:]|으로|로)?\s*(?:(?:약|대략|총|딱|최대|최고)\s*)?-?\d")
# The home itself right before the figure ("집 3억에 전세 2억", "집값이 7억", "아파트는 5억", "아파트를 5억에").
_HOME_RIGHT_BEFORE = re.compile(r"(?<![가-힣])(?:집|아파트|빌라|오피스텔)(?:이|은|는|도|가|을|를)?\s*(?:(?:약|대략|딱)\s*)?$")
# Between a figure and a role word right after it ("3억 집", "3억짜리 집", "2억5천 전세에").
_ROLE_AFTER_ADJACENT = re.compile(r"\s*(?:만\s*)?원?\s*")
_NOT_HOME = re.compile(r"집(?:주인|안|에서|을\s*(?:나|비우|빼))")  # the landlord, or moving out: no price
_HOME_BEFORE = re.compile(r"(?:아파트|빌라|오피스텔|다세대|단독\s*주택|주택)\s*$")
_MAX_RENT_GUESS = 1_000  # 만원: a figure written after "월세" and above this is not taken as the rent
# "전월세전환 1억": the 월세 inside 전월세 names the lease kind, not this figure as the rent; "월세로 바꿀 금액:
# 8천" names where the figure goes (the deposit part converted), not the rent
_ROLE_BEFORE_RENT = re.compile(r"(?<!전)월세(?!\s*(?:으로|로)\s*\S{0,4}\s*(?:금액|액수|보증금|부분|돈))|차임|임대료|월\s*$")
# "-3억", "마이너스 3억": a sign written against the number, not a range dash ("2억-3억").
_MINUS = re.compile(r"(?:(?:^|(?<=[\s:(,]))[-−–]|마이너스\s*)$")


def _after_eok_scale(digits: str) -> int:
    """만원 per unit of a bare number after 억, as it is spoken: "3억2" = 3억 2천, "3억25" = 3억
    2,500, "3억 500" = 3억 500만 (a one- or two-digit remainder is the leading digits of 천만)."""
    n = len(digits.replace(",", "").lstrip("0") or "0")
    return {1: 1000, 2: 100}.get(n, 1)


def _num(s: str) -> Fraction:
    # Exact: a float keeps ~16 digits, so a long amount came back with invented digits.
    return Fraction(s.replace(",", ""))


_SENTENCE_END = re.compile(r"(?<!\d)[.?!](?!\d)|[?!\n]|\.\s")


def _guess_role(text: str, start: int, end: int, floor: int) -> str | None:
    """Nearest role word before the amount (same clause), else right after it."""
    pattern, table = _ROLE_WORDS
    window = text[max(floor, start - 25):start]  # "월세 10% 올린다는데 지금 70만원": the subject comes first
    # A role word does not reach across a sentence's end: "다른 대출 없어요. 서울 12억 아파트" — the
    # 12억 is the home's price, the 대출 belonged to the sentence before.
    window = _SENTENCE_END.split(window)[-1]
    hits = [m for m in pattern.finditer(window)
            if not (m.group(0) == "월" and m.start() > 0 and window[m.start() - 1].isdigit())
            and not (m.group(0) == "월" and _FEE_MONTH.search(window[:m.start()]))]
    # A word right against the figure names it before a farther one does: in "2억 5천 전세에 3억 집"
    # the 전세 two figures back is not the 3억's role, the 집 right after it is.
    if hits and _ADJACENT_GAP.fullmatch(window[hits[-1].end():]):
        return table[hits[-1].group(0)]
    after = _ROLE_AFTER_ADJACENT.match(text, end)
    # ... unless that word is the next figure's own ("근저당 1억5천만원 보증금 3억": 보증금 names the 3억)
    if after and (m := _ROLE_AFTER[0].match(text, after.end())) and not _NOT_HOME.match(text, m.start()) \
            and not _NEXT_FIGURE.match(text, m.end()):
        return _ROLE_AFTER[1][m.group(0)]  # "아파트 3억 전세": the 전세 right after names the figure
    if _HOME_RIGHT_BEFORE.search(text[max(floor, start - 12):start]):
        return "price"  # "전세 끼고 집이 3억", "아파트 7억": the figure told of the home is its price
    if hits:
        return table[hits[-1].group(0)]
    pattern, table = _ROLE_AFTER
    m = pattern.search(text[end:end + 8])
    if m:
        return table[m.group(0)]
    if _AT_RATE_FOR_YEARS.match(text, end) or _AT_RATE_BORROWED.match(text, end):
        return "loan"
    # "서울 아파트 12억 생애최초": a figure written right after the home itself is its price.
    return "price" if _HOME_BEFORE.search(text[max(floor, start - 8):start]) else None


def _negative(text: str, start: int) -> bool:
    return bool(_MINUS.search(text[max(0, start - 6):start]))


# "52만 5천원", "12만5천", "45만 5,000원", "52만 5000원": 원 written right after a figure ending in 만 belong to
# it (not "50만 5천만원", a second figure; not "52만원 5천원")
_WON_BELOW = re.compile(r"\s*(?P<n>\d{1,4}|\d,\d{3})\s*(?:(?P<u>천|백)(?!\s*[만억\d])(?:\s*원)?|원)")


def _won_below_man(text: str, spans: list[tuple[int, int, Fraction, str | None]]) -> list[tuple[int, int, Fraction, str | None]]:
    out: list[tuple[int, int, Fraction, str | None]] = []
    taken = -1
    for start, end, manwon, role in spans:
        if start < taken:
            continue  # the 원 already added to the figure before
        m = _WON_BELOW.match(text, end) if text[start:end].rstrip().endswith("만") else None
        won = _num(m.group("n")) * {"천": 1000, "백": 100, None: 1}[m.group("u")] if m else 0
        if m and 0 < won < WON_PER_MANWON:
            manwon, end, taken = manwon + won / WON_PER_MANWON, m.end(), m.end()
        out.append((start, end, manwon, role))
    return out


def _join_thousands(text: str, spans: list[tuple[int, int, int, str | None]]) -> list[tuple[int, int, int, str | None]]:
    """'3천2백만원', '1억 3천 500만원': a 천 followed by the hundreds of the same figure is one amount."""
    out: list[tuple[int, int, int, str | None]] = []
    for span in spans:
        if out:
            s0, e0, v0, r0 = out[-1]
            gap = text[e0:span[0]]
            if text[s0:e0].rstrip().endswith("천") and not gap.strip() and v0 % 1000 == 0 and 0 < span[2] < 1000:
                out[-1] = (s0, span[1], v0 + span[2], r0 or span[3])
                continue
        out.append(span)
    return out


# An amount written in words ("일억 이천만원", "삼천만원"): only when it ends in 억 or 만원, since
# the same syllables start ordinary words and places (이천시, 천만에요, 오만).
_W = "[일이삼사오육칠팔구십백천]"
# What may follow the words after 억 ("오억육천짜리", "칠억이천정도"): a particle or ending, not more
# syllables of a word ("오억 백화점" is not 5억 100만).
_WORD_TAIL_END = r"(?=\s|$|[은는이가을를에의도,.?!]|인데|이면|짜리|정도|쯤|까지|밖에|이하|이상|이랑|하고|으로|로|요|인(?=\s|$))"
_WORD_AMOUNT = re.compile(rf"(?<![가-힣\d.,]){_W}+억(?:\s*{_W}+(?:만|{_WORD_TAIL_END}))?(?:\s*원)?"
                          rf"|(?<![가-힣\d.,]){_W}+만\s*원"
                          # "2억 삼천": digits for 억, words for the rest — the rest must hold 천 or 백, so
                          # "5억 사는데" (to live on 5억) is not read as 5억 4천
                          rf"|(?<![\d.,])\d+억\s*{_W}*[천백]{_W}*(?:만|{_WORD_TAIL_END})(?:\s*원)?")


# "보증금 오백에 월세 사십오": a figure in words right after a money word is a bare figure (만원).
# One syllable is a number only as 천/백 ("보증금 천에"): "보증금이 3억" has the particle 이, not 2.
_WORD_BARE = re.compile(rf"((?:보증금|전세금|전세(?![가-힣])|매매가|월세|차임)\s*(?:[은는이가을를도:]\s*)?)(?P<w>{_W}{{2,}}|[천백])"
                        r"(?=\s|$|[,.?!]|에|이면|인데|이고|짜리|으로|로|이요|입니다|정도|쯤)")


# "보증금 칠천 중에 삼천", "3억에서 오천": a part of a figure told in words takes that figure's unit (만원).
_WORD_PART = re.compile(rf"((?<=[천백억만\d])\s*(?:중에서|중에|중|에서)\s*)(?P<w>{_W}*[천백]{_W}*)"
                        r"(?=\s|$|[,.?!]|을|를|은|는|정도|쯤)")


# "전세보증금삼억인데" (typed without spaces): a word amount glued to the money word it follows is
# still an amount — the space the guard above wants is put back.
# A particle may sit between ("집값이칠억이천", "전세를오억육천에"); "전세이억" keeps 이 as the number, as
# the lookahead then needs a numeral before 억.
_MONEY_WORD_GLUED = re.compile(rf"(보증금|전세금|전세가|전셋값|매매가|집값|시세|가격|아파트|집|전세|매매|월세|대출)"
                               rf"((?:[은는이가을를도]|으로|로)?)(?={_W}+억)")


def _words_to_digits(text: str) -> str:
    def digits(m: re.Match[str]) -> str:
        try:
            return format_manwon(parse_won(m.group(0)) / WON_PER_MANWON).replace(" ", "")
        except MoneyParseError:
            return m.group(0)

    def bare(m: re.Match[str]) -> str:
        try:
            return m.group(1) + str(int(parse_won(m.group("w"), bare_unit_won=1)))
        except MoneyParseError:
            return m.group(0)
    def part(m: re.Match[str]) -> str:
        try:
            return m.group(1) + f"{int(parse_won(m.group('w'), bare_unit_won=1))}만"
        except MoneyParseError:
            return m.group(0)
    return _WORD_PART.sub(part, _WORD_BARE.sub(bare, _WORD_AMOUNT.sub(digits, _MONEY_WORD_GLUED.sub(r"\1\2 ", text))))


def amounts_in_digits(text: str) -> str:
    """The text in the form ``find_amounts`` reads it ("계약금 천만원" → "계약금 1,000만원"): each
    ``Amount.text`` is found in it as written, so words around an amount can be read beside it."""
    return _words_to_digits(normalize(text))


# "3억 아니고 3억2천", "보증금 5천이 아니라 6천": the user takes the first figure back and states the one meant.
_RETRACTED = re.compile(r"\s*(?:만\s*원|원)?\s*(?:이|가)?\s*(?:아니고|아니라|아니구|아니요|아뇨|말고)\s*[,.]?\s*(?:요\s*)?")


def find_amounts(text: str) -> list[Amount]:
    """Money amounts in 만원 with a guessed role, in order of appearance; negatives kept. A figure
    taken back ("3억 아니고 3억2천") is left out, and the one meant takes its role."""
    read = _read_amounts(text)
    return [a for i, (a, _, _) in enumerate(read) if i + 1 not in _retracted_at(text, read)] if read else []


def corrected_amounts(text: str) -> list[tuple[int, int]]:
    """(figure taken back, figure meant) in 만원 for each correction the text makes ("아 잘못 말했어요
    3억 아니고 3억2천이요" → [(30000, 32000)]): a follow-up's correction of the figure told before."""
    read = _read_amounts(text)
    return [(read[i - 1][0].manwon, read[i][0].manwon) for i in sorted(_retracted_at(text, read))]


def _retracted_at(text: str, read: list[tuple[Amount, int, int]]) -> set[int]:
    """Indexes of the amounts that correct the one before them (that one is taken back)."""
    text = amounts_in_digits(text)
    return {i for i in range(1, len(read)) if _RETRACTED.fullmatch(text[read[i - 1][2]:read[i][1]])}


# A figure in 만 right before ("12만5천", "52만 5천"): what follows is counted in 원 below it.
_BELOW_MAN = re.compile(rf"(?<![\d.,]){_N}\s*만\s*$")


def _read_amounts(text: str) -> list[tuple[Amount, int, int]]:
    """The amounts with where each stands in ``amounts_in_digits(text)``."""
    text = amounts_in_digits(text)
    spans: list[tuple[int, int, int, str | None]] = []  # start, end, manwon, role (bare only)
    for m in _MONEY.finditer(text):
        if m.group("man2") and m.group("u2") in ("천", "백") and text[m.end("u2"):].startswith("원"):
            continue  # "5천원" is five thousand won, not 5천만원
        if m.group("man2") and m.group("u2") in ("천", "백") and _BELOW_MAN.search(text[:m.start()]):
            # "관리비 12만5천": the 5천 is the 원 below the 만 figure (_won_below_man adds them to it),
            # not 5,000만원 of its own
            continue
        if m.group("jo"):
            manwon = _num(m.group("jo")) * 10**8 + (_num(m.group("jeok")) * 10000 if m.group("jeok") else 0)
        elif m.group("eok"):
            manwon = _num(m.group("eok")) * 10000
            if m.group("man1"):
                man1 = m.group("man1")
                unit = _UNIT[m.group("u1")] if m.group("u1") else _after_eok_scale(man1)
                manwon += _num(man1) * unit
        else:
            manwon = _num(m.group("man2")) * _UNIT[m.group("u2")]
        spans.append((m.start(), m.end(), manwon, None))
    for m in _EN_MONEY.finditer(text):  # "보증금 300M won": before the bare figures, or 300 is read as 300만원
        if not any(s < m.end() and m.start() < e for s, e, *_ in spans):
            spans.append((m.start(), m.end(), _english_won(m) / WON_PER_MANWON, None))
    for m in _WON.finditer(text):
        if not any(s <= m.start() < e for s, e, *_ in spans):
            spans.append((m.start(), m.end(), _num(m.group(1)) / WON_PER_MANWON, None))
    for m in _BARE.finditer(text):
        num_start = m.start("num") + (1 if m.group("num").startswith("-") else 0)
        if not any(s < m.end() and num_start < e for s, e, *_ in spans):
            role = _ROLE_WORDS[1][m.group("kw")]
            spans.append((num_start, m.end("num"), _num(m.group("num").lstrip("-")), role))
    for m in _AND_RENT.finditer(text):
        at = next((i for i, (s, e, *_) in enumerate(spans) if s <= m.start("num") < e), None)
        if at is None:
            spans.append((m.start("num"), m.end("num"), _num(m.group("num")), "monthly_rent"))
        elif spans[at][0] == m.start("num") and spans[at][3] is None:  # "1000만원에 50만원"
            spans[at] = (*spans[at][:3], "monthly_rent")
    for m in [*_AND_RENT_AFTER.finditer(text), *_ROOM_AND_RENT.finditer(text)]:
        try:
            dep = parse_manwon(m.group("dep"))
        except MoneyParseError:
            continue
        if not 0 < _num(m.group("num")) < dep:
            continue  # "50에 1000 월세" is no deposit and rent
        spans = [sp for sp in spans if not (sp[0] < m.end("num") and m.start() < sp[1])]
        spans.append((m.start("dep"), m.end("dep"), dep, "deposit"))
        spans.append((m.start("num"), m.end("num"), _num(m.group("num")), "monthly_rent"))
    for m in _SLASH.finditer(text):
        try:
            dep = parse_manwon(m.group("dep"))
        except MoneyParseError:
            continue
        rent = int(m.group("rent"))
        if dep < 100 or not 0 < rent < dep:
            continue  # "1/2", "24/7": not a deposit and a rent
        spans = [sp for sp in spans if not (sp[0] < m.end() and m.start() < sp[1])]
        spans.append((m.start("dep"), m.end("dep"), dep, "deposit"))
        spans.append((m.start("rent"), m.end(), rent, "monthly_rent"))
    for m in _PART_OF.finditer(text):
        whole_of = next((sp for sp in spans if sp[0] <= m.start() < sp[1]), None)
        if whole_of is not None and not any(s <= m.start("num") < e for s, e, *_ in spans) \
                and 100 <= _num(m.group("num")) < whole_of[2]:  # "3억 중 5 정도" is no 5만원 part
            spans.append((m.start("num"), m.end("num"), _num(m.group("num")), None))
    for m in _FROM_TO.finditer(text):
        src = next((sp for sp in spans if sp[0] <= m.start() < sp[1]), None)
        if src is None:
            continue
        role = src[3] or _guess_role(text, src[0], src[1], 0)
        at = next((i for i, (s, e, *_) in enumerate(spans) if s <= m.start("num") < e), None)
        if at is None:
            spans.append((m.start("num"), m.end("num"), _num(m.group("num")), role))
        elif spans[at][3] is None:
            spans[at] = (*spans[at][:3], role)
    spans = _won_below_man(text, _join_thousands(text, sorted(spans)))
    out: list[tuple[Amount, int, int]] = []
    prev_end = 0
    for start, end, manwon, role in spans:
        if manwon >= 1:
            if out and _RETRACTED.fullmatch(text[out[-1][2]:start]):
                role = role or out[-1][0].role  # the figure meant stands where the one taken back stood
            role = role or _guess_role(text, start, end, prev_end)
            if role == "monthly_rent" and manwon > _MAX_RENT_GUESS and not _ROLE_BEFORE_RENT.search(
                    text[max(prev_end, start - 15):start]):
                role = None  # "1억 월세로 전환": a 억 figure before 월세 is not the rent itself
            written = text[start:end].strip()
            # exact to the 원: a figure that is no whole 만원 keeps the nearest 만원 in Amount.manwon (what
            # every reader had) and its 원 in Amount.won ("52만 5천원" → 53, 525000)
            won = whole(Fraction(manwon) * WON_PER_MANWON)
            whole_manwon, won_kept = whole(Fraction(won, WON_PER_MANWON)), (won if won % WON_PER_MANWON else None)
            if _negative(text, start):
                whole_manwon, won_kept, written = -whole_manwon, (-won_kept if won_kept else None), "-" + written
            out.append((Amount(text=written, manwon=whole_manwon, role=role, won=won_kept), start, end))
        prev_end = end
    return out


class MoneyParseError(ValueError):
    """Text that is not one amount; the message is Korean and shown to the user."""

    def __init__(self, text: str) -> None:
        quoted = f"'{text}'"
        super().__init__(f"금액 {josa(quoted, '을')} 이해하지 못했습니다. 예: 3억, 2억 5천만원, 2,000만원")
        self.text = text


WON_PER_MANWON = 10_000
_KO_DIGIT = {d: i for i, d in enumerate("영일이삼사오육칠팔구")}
_SMALL = {"십": 10, "백": 100, "천": 1000}
_BIG = {"경": 10**16, "조": 10**12, "억": 10**8, "만": 10**4}
_TOKENS = re.compile(r"(?P<num>\d+(?:\.\d+)?)|(?P<ko>[영일이삼사오육칠팔구])|(?P<small>[십백천])|(?P<big>[경조억만])")


def parse_won(text: str, *, bare_unit_won: int = WON_PER_MANWON) -> Fraction:
    """One amount in 원, exact.  A number with no unit and no 원/₩ is in ``bare_unit_won``
    (만원 by default, as people type deposits); after a big unit a bare remainder takes the
    next lower one ("3억 5천" = 3억 5천만), as amounts are spoken.  Raises MoneyParseError."""
    s = re.sub(r"[\s,]", "", unicodedata.normalize("NFKC", str(text)))
    s = re.sub(r"^(?:일금|금)(?=[\d영일이삼사오육칠팔구십백천])", "", s)
    explicit_won = s.startswith("₩") or bool(re.search(r"원정?$", s))
    s = re.sub(r"원정?$", "", s.lstrip("₩"))
    tokens = list(_TOKENS.finditer(s))
    if not s or "".join(t.group(0) for t in tokens) != s:
        raise MoneyParseError(text)
    total, group, num = Fraction(0), Fraction(0), None
    last_big: int | None = None
    for t in tokens:
        if t.group("num") or t.group("ko"):
            if num is not None:
                raise MoneyParseError(text)  # "3삼", two numbers in a row
            num = _num(t.group("num")) if t.group("num") else Fraction(_KO_DIGIT[t.group("ko")])
        elif t.group("small"):
            group += (1 if num is None else num) * _SMALL[t.group("small")]
            num = None
        else:
            big = _BIG[t.group("big")]
            if last_big is not None and big >= last_big:
                raise MoneyParseError(text)  # "1만 2억": units out of order
            group += 0 if num is None else num
            total += (group or 1) * big
            group, num, last_big = Fraction(0), None, big
    tail_bare = num is not None and group == 0  # "3억2": a bare number right after the big unit
    group += 0 if num is None else num
    if group:
        if last_big == 10**8 and tail_bare and num is not None and num.denominator == 1:
            total += group * 10_000 * _after_eok_scale(str(num))
        elif last_big is not None:
            total += group * (last_big // 10_000 if last_big > 10_000 else 1)
        else:
            total += group * (1 if explicit_won else bare_unit_won)
    return total


def parse_manwon(value: str | int | float) -> int:
    """One amount in whole 만원: an int is already 만원, text is parsed by ``parse_won``.
    An amount that does not fall on a whole 만원 ("12,345원") raises MoneyParseError."""
    if isinstance(value, bool):
        raise MoneyParseError(str(value))
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not value.is_integer():
            raise MoneyParseError(str(value))
        return int(value)
    manwon = parse_won(value) / WON_PER_MANWON
    if manwon.denominator != 1:
        raise MoneyParseError(value)
    return int(manwon)


_RANGE_SPLIT = re.compile(r"\s*[-~∼〜]\s*")
_TRAILING_UNIT = re.compile(r"(억|천만|백만|만)\s*원?$")


def parse_manwon_range(text: str) -> tuple[int, int]:
    """'3000-5000' (만원), '3천만~5천만원', '0.5억-1억', '3-5억' -> (low, high) in 만원."""
    parts = _RANGE_SPLIT.split(str(text).strip())
    if len(parts) != 2 or not all(parts):
        raise MoneyParseError(text)
    lo, hi = parts
    unit = _TRAILING_UNIT.search(hi)
    if unit and re.fullmatch(r"\d+(?:\.\d+)?", lo):
        lo += unit.group(1)  # "3-5억": the unit written once is meant for both ends
    return parse_manwon(lo), parse_manwon(hi)


# An amount with a unit in a document's text ("금1억2천만원", "₩1,200,000", "50만원"): a bare
# number there is a day, a count or a date part, so it needs 조/억/만/천/백, 원, ₩ or a comma.
_WON_TOKEN = re.compile(r"(?<![제\d.])₩?\d[\d,]*(?:\.\d+)?(?:(?:조|억|천만|백만|십만|만|천|백)\d*[\d,]*)*(?:만)?원?")


def find_won_amounts(text: str) -> list[Fraction]:
    """Amounts written with a unit in a contract's text, in 원 and exact (a bare number is 원)."""
    out: list[Fraction] = []
    for m in _WON_TOKEN.finditer(text):
        token = m.group(0)
        if not re.search(r"[조억만천백원₩,]", token):
            continue
        try:
            out.append(parse_won(token, bare_unit_won=1))
        except MoneyParseError:
            continue
    return out


Number = int | float | Decimal | Fraction


def whole(amount: Number) -> int:
    """Rounded like a calculator (0.5 -> 1, -0.5 -> -1), not banker's rounding; exact for
    Decimal and Fraction, and a float is read as it prints (2.675 -> 3, not 2)."""
    if isinstance(amount, int):
        return amount
    value = Fraction(str(amount)) if isinstance(amount, float) else Fraction(amount)
    n = math.floor(abs(value) + Fraction(1, 2))
    return -n if value < 0 else n


def manwon_of(value: object) -> int | None:
    """A positive figure from data (int or float 만원; a median of an even count may be x.5)
    as whole 만원, or None when it is missing or unusable (bool, NaN, zero, negative)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    n = whole(value)
    return n if n > 0 else None


def format_won(amount: Number) -> str:
    """An amount in 원: 1432246 -> '143만 2,246원', 2500000 -> '250만원', 100000000 -> '1억원'."""
    amount = whole(amount)
    if amount == 0:
        return "0원"
    sign = "-" if amount < 0 else ""
    eok, rest = divmod(abs(amount), 100_000_000)
    man, won = divmod(rest, 10_000)
    parts = ([f"{eok:,}억"] if eok else []) + ([f"{man:,}만"] if man else []) + ([f"{won:,}"] if won else [])
    return sign + " ".join(parts) + "원"


def format_won_en(amount: int) -> str:
    """An amount in 원 for an English sentence: 1234567 -> '1,234,567 won'."""
    return f"{int(amount):,} won"


_WORD_DIGITS = "영일이삼사오육칠팔구"
_WORD_SMALL = ((1000, "천"), (100, "백"), (10, "십"))
_WORD_BIG = ((10**16, "경"), (10**12, "조"), (10**8, "억"), (10**4, "만"))


def _group_in_words(n: int, formal: bool) -> str:
    """Words for 1..9999. ``formal`` writes 일 before 천/백/십 as banks do to stop tampering."""
    out: list[str] = []
    for unit, name in _WORD_SMALL:
        digit, n = divmod(n, unit)
        if digit:
            out.append(("" if digit == 1 and not formal else _WORD_DIGITS[digit]) + name)
    if n:
        out.append(_WORD_DIGITS[n])
    return "".join(out)


def won_in_words(won: int, formal: bool = True) -> str:
    """120_000_000 -> '일억이천만'. Zero is '영'; a negative amount is a caller bug."""
    if won < 0:
        raise ValueError("금액은 음수일 수 없습니다")
    if won == 0:
        return "영"
    parts: list[str] = []
    for unit, name in _WORD_BIG:
        group, won = divmod(won, unit)
        if group:
            parts.append(_group_in_words(group, formal) + name)
    if won:
        parts.append(_group_in_words(won, formal))
    return "".join(parts)


def manwon_in_words(manwon: int, formal: bool = True) -> str:
    """35000 (만원) -> '삼억오천만'."""
    return won_in_words(manwon * WON_PER_MANWON, formal)


def format_won_digits(won: int) -> str:
    return f"₩{won:,}"


def _exact(amount: Number) -> Fraction:
    return Fraction(str(amount)) if isinstance(amount, float) else Fraction(amount)


def money_phrase(manwon: Number) -> str:
    """A contract's notation: '금 일억이천만원정 (₩120,000,000)', exact to the 원 (52.5 만원 →
    '금 오십이만오천원정 (₩525,000)'). A fraction of a 원 is a caller bug: no contract states one."""
    won = _exact(manwon) * WON_PER_MANWON
    if won.denominator != 1:
        raise ValueError(f"원 아래 단위가 있는 금액입니다: {manwon}만원")
    return f"금 {won_in_words(int(won))}원정 ({format_won_digits(int(won))})"


def format_manwon(amount: Number, *, exact: bool = False) -> str:
    """An amount in 만원 as Koreans write it: 48000 -> '4억 8,000만원', 60000 -> '6억원',
    5500 -> '5,500만원' (a fraction rounds half up; with ``exact`` it is shown to the 원 instead,
    52.5 -> '52만 5,000원', as a contract's figures must be). The one formatter every service shows money with."""
    if exact and _exact(amount).denominator != 1:
        return format_won(_exact(amount) * WON_PER_MANWON)
    amount = whole(amount)
    if amount == 0:
        return "0원"
    sign = "-" if amount < 0 else ""
    eok, man = divmod(abs(amount), 10_000)
    jo, eok_left = divmod(eok, 10_000)
    # "100조원", "1조 2,000억원": a figure that large is shown as written, to be seen as absurd; from
    # 1경 on the 억 figure is kept (every digit in one run, as a pasted number is checked).
    if 0 < jo < 10_000:
        rest = " ".join(p for p in (f"{eok_left:,}억" if eok_left else "", f"{man:,}만" if man else "") if p)
        return f"{sign}{jo:,}조 {rest}원" if rest else f"{sign}{jo:,}조원"
    if eok and man:
        return f"{sign}{eok:,}억 {man:,}만원"
    return f"{sign}{eok:,}억원" if eok else f"{sign}{man:,}만원"
