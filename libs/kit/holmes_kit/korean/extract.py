"""Regex/gazetteer extraction of :class:`Entities` from a Korean query.

Deterministic and cheap: the planner's rule-based decider and the search fallback both
use it.  Money is normalised to 만원, area to ㎡, dates to ISO strings.  Every function
takes plain text and returns plain values, so each rule is testable on its own.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence
from datetime import date, datetime, timedelta, timezone
from typing import Any

from holmes_contracts.models import Amount, Entities
from holmes_kit.korean.money import AGE_SAL, MoneyParseError, find_amounts, parse_won
from holmes_kit.korean.places import Gazetteer, find_regions, find_unknown_regions  # noqa: F401 (re-exported)
from holmes_kit.korean.text import normalize
from holmes_kit.korean.text import vocab as _vocab

PYEONG_M2 = 3.3058  # 1평 in ㎡


# ---------------------------------------------------------------- numbers

_NUM = r"\d+(?:\.\d+)?"
# "전용 33제곱" is how people say 33㎡ ("제곱" alone, not 제곱근/제곱수).
_AREA = re.compile(rf"({_NUM})\s*(m2|제곱미터|평방미터|제곱(?!근|수)|평(?!균|가|택|일|생|화|온|수))")
_PCT = re.compile(rf"({_NUM})\s*(?:%|퍼센트|퍼(?!센)|프로(?!그|젝|필|세))")
# "…월 말" / "말일" / "마지막 날" is the month's last day (a lease ends then).
_DAY = r"(?:\s*(\d{1,2})\s*일|\s*(?P<end>말일?|마지막\s*날))?"
_DATE_YMD = re.compile(r"(\d{4})\s*년\s*(\d{1,2})\s*월" + _DAY)
# "26년 5월 31일": a two-digit year is 20xx (a lease date, not "30년 된 아파트", which has no 월).
_DATE_YY = re.compile(r"(?<![\d.'’])['’]?(\d{2})\s*년\s*(\d{1,2})\s*월" + _DAY)
# "26.05.31", "26. 5. 31": a two-digit year with dots, as leases are often written.
_DATE_YYDOT = re.compile(r"(?<![\d.])(\d{2})\.\s?(\d{1,2})\.\s?(\d{1,2})(?!\d|\.\d)")
_DATE_DOT = re.compile(r"(?<!\d)(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})(?!\d)")
# "1월 31일(2027년)", "3월 5일 (2027)": the year added after the day, in brackets.
_DATE_MD_Y = re.compile(r"(?<!\d)(\d{1,2})\s*월\s*(\d{1,2})\s*일\s*[(\[]\s*((?:19|20)\d{2})\s*년?\s*[)\]]")
_DATE_REL = re.compile(r"(내후년|내년|올해|금년|작년|재작년)\s*(\d{1,2})\s*월" + _DAY)
# "2027년 계약인데 만기가 3/15": a month and day without a year take the one year said elsewhere
# ("2027년" alone, not "2027년 3월", which is a date of its own) — only when a single year is said.
_YEAR_ALONE = re.compile(r"(?<!\d)((?:19|20)\d{2})\s*년(?!\s*\d{1,2}\s*월)")
# "3/15" is a day only with a word after it that a day takes ("3/15예요", "3/15에", "3/15까지") — not the
# 1/2 of "계약기간 1/2 경과" or a fraction standing alone.
_DATE_MD = re.compile(r"(?<![\d./\-])(\d{1,2})\s*(?:월\s*(\d{1,2})\s*일|/\s*(\d{1,2})(?![\d/])"
                      r"(?=\s*(?:일|에|까지|부터|예요|이에요|이요|요|인데|이고|이며|만기|만료|종료|계약|잔금|해지|통보|통지|입주|이사)))")
_REL_YEARS = {"재작년": -2, "작년": -1, "올해": 0, "금년": 0, "내년": 1, "내후년": 2}
# Dates in the other ways people type them, rewritten into a form the patterns above read:
# "20270331" (yyyymmdd, as forms and bank apps write it), "27/3/31" (a two-digit year with slashes),
# "만기 3/31", "만기 3.31" (a month/day right after the word naming the day, which _DATE_MD alone would take for a
# fraction), "다음달 말일" / "이번 달 15일" (a month counted from the day of the turn).
_YYYYMMDD = re.compile(r"(?<![\d.,])((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\d.,]|\s*(?:원|만|천|억|번|호))")
_YY_SLASH = re.compile(r"(?<![\d./])(\d{2})/(\d{1,2})/(\d{1,2})(?![\d/])")
_MD_AFTER_WORD = re.compile(r"((?:만기|만료|종료|입주|해지|통보|통지|잔금|이사)\s*(?:일|날|날짜)?\s*(?:은|는|이|가|:)?\s*)"
                            r"(\d{1,2})\s*[/.]\s*(\d{1,2})(?![\d/.%]|\s*(?:%|퍼|프로|억|천|만|년|개월))")
_REL_MONTHS = {"지난": -1, "저번": -1, "이번": 0, "이": 0, "다음": 1, "담": 1, "내": 1, "다다음": 2}
_DATE_REL_MONTH = re.compile(r"(?<![가-힣])(지난|저번|이번|이|다다음|다음|담|내)\s*달\s*(?=\d{1,2}\s*일|말일?|마지막\s*날)")


# "27.3월말", "2027.3월 31일": the year with a dot, then the month with its 월.
_Y_DOT_MONTH = re.compile(r"(?<![\d.])(\d{4}|\d{2})\.\s?(\d{1,2})\s*월")


def _dates_written_out(text: str, today: date | None) -> str:
    text = _YYYYMMDD.sub(r"\1.\2.\3", text)
    text = _Y_DOT_MONTH.sub(r"\1년 \2월", text)
    text = _YY_SLASH.sub(r"\1.\2.\3", text)
    text = _MD_AFTER_WORD.sub(r"\1\2월 \3일", text)
    if today is not None:
        def month_of(m: re.Match[str]) -> str:
            n = today.year * 12 + today.month - 1 + _REL_MONTHS[m.group(1)]
            return f"{n // 12}년 {n % 12 + 1}월 "
        text = _DATE_REL_MONTH.sub(month_of, text)
    return text


def find_area_m2(text: str) -> float | None:
    """The first area in ㎡ ("84㎡" -> 84.0, "30평" -> 99.17)."""
    m = _AREA.search(normalize(text))
    if not m:
        return None
    value = float(m.group(1))
    return round(value * PYEONG_M2, 2) if m.group(2) == "평" else value


# "금리 4.2", "이율 3.9로": a rate named by its word is a percentage even with the % left off (no
# loan is at 4.2원 or 4.2년).
_RATE_NO_UNIT = re.compile(r"((?:금리|이율|이자율|연이율|연리)\s*(?:는|은|이|가|:)?\s*(?:연\s*)?)(\d{1,2}(?:\.\d+)?)"
                           r"(?![\d.]|,\d|\s*(?:%|퍼|프로|억|천|만|원|년|개월|달|일|번|회|차|bp))")  # "금리 4.2, 30년"


def rates_with_unit(text: str) -> str:
    """``text`` with the % a named rate left off written in ("금리 4.2" → "금리 4.2%")."""
    return _RATE_NO_UNIT.sub(r"\1\2%", text)


def find_percentages(text: str) -> list[float]:
    return [float(m.group(1)) for m in _PCT.finditer(rates_with_unit(spoken_counts_in_digits(normalize(text))))]


KST = timezone(timedelta(hours=9))


def korean_date(moment: datetime) -> date:
    """The calendar day in Korea at ``moment`` (an event's UTC time): "내년" is read against it."""
    return moment.astimezone(KST).date() if moment.tzinfo else moment.date()


def _iso(y: int, mo: int, d: int | None) -> str | None:
    try:
        return date(y, mo, d or 1).isoformat() if d else (date(y, mo, 1).isoformat()[:7])
    except ValueError:
        return None


def _day(m: re.Match[str], year: int) -> int | None:
    if m.group(3):
        return int(m.group(3))
    if "end" in m.re.groupindex and m.group("end") and 1 <= int(m.group(2)) <= 12:
        return calendar.monthrange(year, int(m.group(2)))[1]
    return None


# A date spoken in Sino-Korean numerals, as formal letters and voice input write it ("이천이십칠년 칠월
# 이십일", "시월 삼십일일"): rewritten in digits so the patterns above read it. Only a whole date is —
# a year with its month, or a month with its day — since the syllables alone start ordinary words
# and places ("이월 잔액", "구월동", "이천시"). The last 일 is the day's unit ("이십일" is the 20th,
# "이십일일" the 21st); 유월 and 시월 are how 6월 and 10월 are said.
_SINO = "[일이삼사오육칠팔구십백천]"
_SINO_MONTH = r"유|시|십[일이]|[일이삼사오육칠팔구십]"
# A year in digits may come with the month in words ("2027년 삼월 말", "27년 유월").
_SINO_DATE = re.compile(rf"(?<![가-힣])(?:(?P<y>{_SINO}+|(?<!\d)(?:\d{{4}}|\d{{2}}))\s*년\s*(?P<mo>{_SINO_MONTH})\s*월(?:\s*(?P<d>{_SINO}+)\s*일)?"
                        rf"|(?P<mo2>{_SINO_MONTH})\s*월\s*(?P<d2>{_SINO}+)\s*일)")
_SPOKEN_MONTHS = {"유": 6, "시": 10}


def _sino(word: str | None) -> int | None:
    if not word:
        return None
    if word in _SPOKEN_MONTHS:
        return _SPOKEN_MONTHS[word]
    try:
        return int(parse_won(word, bare_unit_won=1))
    except MoneyParseError:
        return None


def _sino_in_digits(m: re.Match[str]) -> str:
    digits = (m.group("y") or "").isdigit()  # a year in digits is kept as written ("27년" is read by _DATE_YY)
    year = m.group("y") if digits else _sino(m.group("y"))
    month, day = _sino(m.group("mo") or m.group("mo2")), _sino(m.group("d") or m.group("d2"))
    if month is None or not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31) \
            or (m.group("y") and not digits and (year is None or not 1900 <= year <= 2100)):
        return m.group(0)
    return (f"{year}년 " if year else "") + f"{month}월" + (f" {day}일" if day else "")


# A count spoken in Sino-Korean numerals before its unit ("삼십년 만기", "육개월째", "구십일 지났어요"):
# written in digits for the readers of periods. Days only with 십/백 in the count — "오일" (oil),
# "삼일절", "이일" are words — and never inside a word ("사십대", "백일장" stay).
# A percentage too ("계약금 십프로", "오 퍼센트"), as find_percentages reads "10프로".
_SINO_COUNT = re.compile(rf"(?<![가-힣])(?:(?P<n>{_SINO}{{1,4}}?)\s*(?P<u>년|개월|프로(?!그|젝|필|세|드|모|포)|퍼센트)"
                         rf"|(?P<d>{_SINO}*[십백]{_SINO}*?)\s*일)(?![가-힣]*(?:장|절|생|대))")


def spoken_counts_in_digits(text: str) -> str:
    """"삼십년" → "30년", "육개월" → "6개월", "구십일" → "90일", "십프로" → "10프로": counts of years,
    months and days, and percentages."""
    def digits(m: re.Match[str]) -> str:
        n = _sino(m.group("n") or m.group("d"))
        return m.group(0) if n is None else f"{n}{m.group('u') or '일'}"
    return _SINO_COUNT.sub(digits, text)


def find_dates(text: str, today: date | None = None) -> list[str]:
    """ISO dates; a month without a day gives "YYYY-MM".  Relative years need ``today``."""
    text = _dates_written_out(_SINO_DATE.sub(_sino_in_digits, normalize(text)), today)
    hits: list[tuple[int, str | None]] = []
    for pat in (_DATE_YMD, _DATE_DOT, _DATE_YY, _DATE_YYDOT):
        for m in pat.finditer(text):
            year = int(m.group(1)) + (2000 if pat in (_DATE_YY, _DATE_YYDOT) else 0)
            hits.append((m.start(), _iso(year, int(m.group(2)), _day(m, year))))
    for m in _DATE_MD_Y.finditer(text):
        hits.append((m.start(), _iso(int(m.group(3)), int(m.group(1)), int(m.group(2)))))
    if today is not None:
        for m in _DATE_REL.finditer(text):
            year = today.year + _REL_YEARS[m.group(1)]
            hits.append((m.start(), _iso(year, int(m.group(2)), _day(m, year))))
    years = {m.group(1) for m in _YEAR_ALONE.finditer(text)}
    if len(years) == 1 or (not years and today is not None):
        taken = [range(m.start(), m.end()) for pat in (_DATE_YMD, _DATE_DOT, _DATE_YY, _DATE_YYDOT, _DATE_MD_Y,
                                                       _DATE_REL) for m in pat.finditer(text)]
        for m in _DATE_MD.finditer(text):
            if not any(m.start() in r for r in taken):
                month, day = int(m.group(1)), int(m.group(2) or m.group(3))
                if years:
                    hits.append((m.start(), _iso(int(next(iter(years))), month, day)))
                elif today is not None:
                    hits.append((m.start(), _yearless(month, day, today, text[m.end():m.end() + 14])))
    out: list[str] = []
    for _, iso in sorted(hits):
        if iso and iso not in out:
            out.append(iso)
    return out


# Said of a day already gone ("3월 5일에 만료됐는데", "12/1에 문자 보냈어요"): the year that puts it in the past.
# "11/20에 해지 통보 보냈어요": the notice's own words may stand between the day and the verb.
_PAST_AFTER = re.compile(r"^\S{0,4}\s*(?:\S{0,6}\s*)?(?:(?:해지|통보|통지|문자|연락|내용증명)\S{0,2}\s*)?(?:[가-힣]*(?:됐|되었|었|았|났|했|였|냈|끝난|지난|보낸|받은)(?!으면|다면|더라면))")


def _yearless(month: int, day: int, today: date, after: str) -> str | None:
    """A month and day said without any year ("5/31 만료", "2월 10일에 끝나"): its next occurrence from
    ``today`` — a lease's end, a notice to send and a window to use lie ahead — unless the words right
    after it say it has passed, then its last one."""
    past = bool(_PAST_AFTER.search(after))
    for year in ((today.year, today.year - 1) if past else (today.year, today.year + 1)):
        iso = _iso(year, month, day)
        if iso is None:
            continue  # 2월 29일 of a common year: the other year may have it
        if (date.fromisoformat(iso) <= today) if past else (date.fromisoformat(iso) >= today):
            return iso
    return None


def find_month_days(text: str) -> list[tuple[int, int]]:
    """(month, day) of the dates written without a year ("12월 1일에 문자 보냈어요"), when the text names
    no year at all — which year is the caller's to decide (it knows the day of the turn)."""
    text = _dates_written_out(_SINO_DATE.sub(_sino_in_digits, normalize(text)), None)
    if _YEAR_ALONE.search(text) or find_dates(text):
        return []
    out = [(int(m.group(1)), int(m.group(2) or m.group(3))) for m in _DATE_MD.finditer(text)]
    return [(mo, d) for mo, d in out if 1 <= mo <= 12 and 1 <= d <= 31]


# ---------------------------------------------------------------- a delay the user counted

_COUNT_WORDS = {"한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10,
                "열한": 11, "열두": 12}
_COUNT = r"(?P<n>\d{1,4}|열한|열두|다섯|여섯|일곱|여덟|아홉|한|두|세|석|네|넉|열)"
_LATE = r"(?:늦|지연|지났|지나|못\s*받|못\s*돌려|밀|안\s*(?:줘|줬|주|돌려)|late|overdue|past)"
_DELAYS = (
    # "한달 지났는데 … 30일치 얼마": the span the interest is asked for (치) is the one counted, before any other
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일|주|년)\s*치"),
    # "3개월째 못 받고", "두 달째 안 줘요", "100일 늦어", "4 months late"
    # "1년째 못 받음": a year counted with 째 runs on, as months do
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일|주|년(?=\s*째)|months?|days?|weeks?)\s*"
               rf"(?:째|이나|넘게|가량|정도|가까이|이|가|동안|됐|되었|이\s*넘)?[^.?!\d]{{0,10}}?{_LATE}", re.I),
    # "for 2 months", "3개월 동안": a period named outright (the caller asks only in a delay question)
    re.compile(rf"(?:\bfor|\bover|\bbeen)\s*{_COUNT}\s*(?P<u>months?|days?|weeks?)\b", re.I),
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일|주)\s*(?:동안|간|치)"),
    # "같은 3개월에 얼마", "두 달이면": a period asked about outright — not "3개월 전에 통지" (a notice)
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일|주)\s*(?:에|이면|이라면)(?!\s*(?:전|후|뒤|이내|안|내))"),
    # "1년 늦게 줬어요", "1년치 지연손해금", "a year late": years, counted as months — only right
    # before a word of delay or 치 ("2년 동안 살았는데" is how long one lived there, not a delay)
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>년|years?)\s*(?:이나|넘게|가량|정도|가까이|이상)?\s*"
               rf"(?:치|(?:늦|지연|밀|late|overdue))", re.I),
    # "반환 지연 6개월", "연체 기간 두 달", "늦어진 지 90일": the word of delay first, then its count —
    # not a lead time ("지연 3개월 전에") nor a rate ("지연이자 연 5%" has no count of months or days)
    re.compile(rf"(?:지연|연체|늦어진\s*지|밀린\s*지)\s*(?:된\s*지|기간|일수)?\s*(?:은|는|이|가|:)?\s*(?:약\s*)?"
               rf"{_COUNT}\s*(?P<u>개월|달|일|주|년)(?!\s*(?:전|후|뒤|이내|안에|내에))"),
    # "the lease ended 90 days ago", "3 months since the lease ended": the English count since the end
    re.compile(rf"\b(?:end(?:ed|s)?|expired|was up|moved out|left)\s+{_COUNT}\s*(?P<u>months?|days?|weeks?)\s+ago\b", re.I),
    re.compile(rf"\b{_COUNT}\s*(?P<u>months?|days?|weeks?)\s+(?:since|after)\s+(?:the\s+|my\s+|our\s+)?"
               r"(?:lease|contract|tenancy|move|moving|it)\b", re.I),
    # "계약 끝난 지 45일", "만료된 지 두 달"
    re.compile(rf"(?:끝난|끝나고|만료된|만료되고|종료된|나간|이사한|이사\s*나온)\s*(?:지|뒤|후)?\s*{_COUNT}\s*(?P<u>개월|달|일|주)"),
    # "소장 송달 후 3개월", "소송 제기하고 90일": the period counted from the lawsuit (the caller decides the rate)
    re.compile(rf"(?:송달|소장|소송|제기|지급명령)\s*(?:이|을|를)?\s*(?:된|한|되고|하고|받은|받고)?\s*"
               rf"(?:지|후|뒤|이후|부터|다음\s*날부터)\s*{_COUNT}\s*(?P<u>개월|달|일|주|년)"),
    # "60 days have passed since the complaint was served", "3 months have gone by": the English count of
    # a span that has run
    re.compile(rf"\b{_COUNT}\s*(?P<u>months?|days?|weeks?)\s+(?:have\s+|has\s+)?(?:passed|elapsed|gone\s+by)\b", re.I),
    # "송달 다음날부터 오늘까지 50일", "만료일부터 지금까지 3개월": the span counted up to now
    re.compile(rf"(?:오늘|지금|현재|송달\s*일?|만료\s*일?|소장\s*접수\s*일?)\s*까지\s*(?:약\s*)?{_COUNT}\s*(?P<u>개월|달|일|주)"),
    re.compile(rf"\b{_COUNT}\s*(?P<u>months?|days?|weeks?)\s+(?:since|after)\s+(?:the\s+|my\s+|our\s+)?"
               r"(?:complaint|lawsuit|suit|service|filing|court)\b", re.I),
    # "60일은 연 5%", "3개월 동안은 12%": a period told with the rate it runs at
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일)\s*(?:은|는|동안은?|간은?)?\s*(?:\(\s*)?(?:연\s*)?\d+(?:\.\d+)?\s*(?:%|퍼|프로)"),
    # "4개월째예요", "1년째": a running count with 째 is the delay asked about (the caller asks only in a
    # delay question) — not "3년째 살고 있는데", how long one has lived there
    re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?P<u>개월|달|일|주|년)\s*째(?!\s*(?:살|사는|거주|임대|세\s*살|전세|월세))"),
    # "보증금 1억, 90일", "지금 45일이에요": a period said on its own at the end of a clause (not a day of
    # a month, "5월 31일", nor a lead time, "3개월 전에")
    re.compile(r"(?<![\d월.\-/])(?<!월\s)(?P<n>\d{1,4})\s*(?P<u>개월|달|일)"
               r"(?=\s*(?:[,.?!]|$|이에요|예요|입니다|이요|요\b|인데|이고|됐|되었|경과|넘었))"),
)


# "for two months", "three weeks late": an English count in words, written in digits as the patterns read it
_EN_COUNT = {w: i for i, w in enumerate(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                          "eleven", "twelve"), start=1)}
_EN_COUNTED = re.compile(rf"\b({'|'.join(_EN_COUNT)})(?=[\s-]+(?:months?|weeks?|days?|years?)\b)", re.I)


# "월세 3달 밀렸는데", "석 달 치 연체", "두 번 못 냈어요", "연체 2기": how many rents are unpaid (월세 연체이자)
_UNPAID = r"(?:밀|연체|못\s*내|못\s*냈|못\s*낸|안\s*내|안\s*냈|안\s*낸|미납|체납)"
_MISSED_RENTS = (
    re.compile(rf"(?<![\d.]){_COUNT}\s*(?:달|개월|기|번|회)\s*(?:치|째|분)?\s*(?:을|를|이|가|나|이나|씩|정도|째)?\s*"
               rf"(?:\S{{0,3}}\s*)?{_UNPAID}"),
    re.compile(rf"(?:밀린|연체된|연체한|미납|체납|연체)\s*(?:기간|월세|차임|게|것)?\s*(?:이|은|는|가|만)?\s*{_COUNT}\s*(?:달|개월|기|번|회)"),
)


# The rent paid late is the subject ("월세 석 달 밀렸는데 연체이자", "월세를 연체하면 이자는"), not a deposit
# withheld or a loan's arrears.
_RENT_ARREARS = re.compile(rf"(?:월세|차임|임대료|월차임)\S{{0,4}}.{{0,30}}?{_UNPAID}|{_UNPAID}\S{{0,3}}\s*(?:월세|차임|임대료)")


# "실제 대출금은 얼마", "대출 원금이 얼마쯤": the loan behind a 근저당's 채권최고액 asked (read by the planner
# and the orchestrator alike; the 채권최고액 itself is no loan).
PRINCIPAL_ASKED = re.compile(r"(?:실제로?|실|원래|진짜)\s*(?:대출|빌린\s*돈|채무|빚|융자)\S{0,4}\s*(?:금액|액수|잔액)?\S{0,2}\s*(?:\S{0,4}\s*)?"
                             r"(?:얼마|몇|계산|추정)|(?:대출|채무)\s*원금\S{0,2}\s*(?:\S{0,4}\s*)?(?:얼마|몇|계산|추정)"
                             r"|\bactual (?:loan|debt|principal|amount borrowed)|\bloan principal\b", re.I)

# "그 증액분을 월세로 받으면", "올린 만큼 월세로 돌리면", "인상분을 월세로 내면": the raise of the deposit asked
# as a monthly rent (read by the planner and the orchestrator alike).
RAISE_AS_RENT = re.compile(r"(?:증액분|인상분|올린\s*(?:금액|만큼|부분|돈)|올릴\s*(?:수\s*있는\s*)?(?:금액|만큼)|오른\s*(?:금액|만큼|부분))"
                           r"\S{0,2}\s*(?:을|를|은|는)?\s*(?:다\s*)?월세로")


def rent_in_arrears(text: str) -> bool:
    return bool(_RENT_ARREARS.search(normalize(text))) and not re.search(r"대출|주담대|카드|보증금\S{0,3}\s*(?:을|를)?\s*(?:못|안)", text)


def find_missed_rents(text: str) -> int | None:
    """How many months of rent the user says are unpaid, else None."""
    text = spoken_counts_in_digits(normalize(text))
    for pattern in _MISSED_RENTS:
        if m := pattern.search(text):
            raw = m.group("n")
            return int(raw) if raw.isdigit() else _COUNT_WORDS[raw]
    return None


_COUNT_RESTATED = re.compile(rf"(?<![\d월.\-/]){_COUNT}\s*(?:개월|달|주|년)\s*[(\[]\s*(?P<exact>\d{{1,4}}\s*(?:일|개월|주))\s*[)\]]")


def find_delay(text: str) -> dict[str, int]:
    """How late a payment is, as the user counted it: {"late_months": n} or {"late_days": n}, else {}."""
    text = spoken_counts_in_digits(normalize(text))
    text = _EN_COUNTED.sub(lambda m: str(_EN_COUNT[m.group(1).lower()]), text)
    # "반년째", "1년 반 동안": half a year is six months, said in months so one set of patterns reads it
    text = re.sub(r"(\d{1,2})\s*년\s*반", lambda m: f"{int(m.group(1)) * 12 + 6}개월", text)
    text = re.sub(r"반\s*년", "6개월", text)
    # "1년 2개월째": years and months together, counted in months
    text = re.sub(r"(?<![\d.])(\d{1,2})\s*년\s*(\d{1,2})\s*개월", lambda m: f"{int(m.group(1)) * 12 + int(m.group(2))}개월", text)
    # "두 달(60일) 동안": the count in brackets restates the one before it exactly, and is the one read
    text = _COUNT_RESTATED.sub(r"\g<exact>", text)
    for pattern in _DELAYS:
        for m in pattern.finditer(text):
            raw, unit = m.group("n"), m.group("u").lower()
            if not raw.isdigit() and unit.startswith(("일", "day")):
                continue  # "세 일" is no count of days
            n = int(raw) if raw.isdigit() else _COUNT_WORDS[raw]
            if unit.startswith(("주", "week")):
                return {"late_days": n * 7}
            if unit.startswith(("년", "year")):
                return {"late_months": n * 12}
            return {"late_days": n} if unit.startswith(("일", "day")) else {"late_months": n}
    return {}


# A delay told in two parts, before and after the complaint was served ("만료 다음날부터 송달일까지 90일(연 5%),
# 송달 다음날부터 오늘까지 40일(연 12%)", "3 months late before I sued, then 5 months since the complaint was
# served"): each part is read in its own clause, and which part it is from the clause's own words.
# The part after the service starts where it is named, punctuated or not ("송달전30일은5%송달후60일은12%").
_PART_SPLIT = re.compile(r"[,;:+]|(?<!\d)[.?!](?!\d)|\bthen\b|\band\b|그리고|그\s*(?:다음|후|뒤)(?:에|로)?\s|(?:(?<=었고)|(?<=았고)|(?<=였고)|(?<=했고)|(?<=됐고)|(?<=이고))\s"
                         r"|(?<=\S)\s*(?=송달\s*(?:된\s*)?(?:다음\s*날|후|뒤|이후))", re.I)
_PART_AFTER = re.compile(r"12\s*(?:%|퍼|프로)|송달\s*(?:된\s*)?(?:다음\s*날|후|뒤|이후|되고|된\s*지|부터)|소송\s*촉진|소촉법"
                         r"|(?:since|after)\s.{0,30}(?:served|sued|suing|filed|filing|complaint|lawsuit)", re.I)
_PART_BEFORE = re.compile(r"(?<![\d.])5\s*(?:%|퍼|프로)|송달\s*일?\s*(?:까지|전)|소송\s*(?:전|하기\s*전|내기\s*전)"
                          r"|before\s.{0,20}(?:served|sued|suing|filed|filing|complaint|lawsuit|service)", re.I)


def find_split_delay(text: str) -> dict[str, int]:
    """A delay counted in two parts, the civil one and the one after the complaint was served:
    {"late_days"|"late_months": n, "served_days"|"served_months": m}, else {} (one part only, or parts
    whose sides the words do not tell). A part told without its side beside one told as after the
    service is the part before it ("4개월 늦었고, 송달된 후로 2개월")."""
    parts: list[tuple[str | None, dict[str, int]]] = []
    for clause in _PART_SPLIT.split(normalize(text)):
        delay = find_delay(clause) if clause else {}
        if not delay or re.search(r"(?<![가-힣])(?:그|같은)\s*\d{1,4}\s*(?:개월|달|일|주)", clause):
            continue  # "그 2개월 동안": the part told before, asked about again — not a part of its own
        after, before = bool(_PART_AFTER.search(clause)), bool(_PART_BEFORE.search(clause))
        if after and before:
            return {}  # a part told as both: its rate is not clear
        parts.append(("after" if after else "before" if before else None, delay))
    if len(parts) != 2 or [side for side, _ in parts].count("after") != 1:
        return {}
    (_, civil), = [p for p in parts if p[0] != "after"]
    (_, served), = [p for p in parts if p[0] == "after"]
    return {**civil, **{k.replace("late_", "served_"): v for k, v in served.items()}}


# ---------------------------------------------------------------- vocabularies

_PROPERTY = _vocab([
    ("아파트", "APARTMENT"), ("apt", "APARTMENT"), ("오피스텔", "OFFICETEL"),
    ("빌라", "VILLA"), ("연립", "VILLA"), ("다세대", "VILLA"), ("원룸", "ONEROOM"),
    ("단독주택", "HOUSE"), ("단독", "HOUSE"), ("다가구", "HOUSE"),
])
_DEAL = _vocab([
    ("매매", "SALE"), ("매수", "SALE"), ("매도", "SALE"), ("반전세", "MONTHLY"),
    ("전세", "JEONSE"), ("월세", "MONTHLY"),
])
# The words for the two sides of a lease, as users and the law say them: one list for every reader of
# who is meant (the roles found below, the 문답 matcher's reading of who acts).
LANDLORD_WORDS = ("집주인", "임대인", "건물주")
TENANT_WORDS = ("세입자", "임차인")
_ROLES = _vocab([
    *((w, "임대인") for w in LANDLORD_WORDS), *((w, "임차인") for w in TENANT_WORDS),
    ("공인중개사", "중개사"), ("중개사", "중개사"), ("중개인", "중개사"),
    ("매도인", "매도인"), ("매수인", "매수인"),
])
_LAWS = _vocab([
    ("주택임대차보호법", "주택임대차보호법"), ("주임법", "주택임대차보호법"),
    ("주택임대차법", "주택임대차보호법"), ("임대차보호법", "주택임대차보호법"),
    ("상가건물 임대차보호법", "상가건물 임대차보호법"), ("상가임대차법", "상가건물 임대차보호법"),
    ("민법", "민법"), ("민간임대주택에 관한 특별법", "민간임대주택에 관한 특별법"),
    ("민간임대주택법", "민간임대주택에 관한 특별법"), ("민특법", "민간임대주택에 관한 특별법"),
    ("공인중개사법", "공인중개사법"), ("부동산 거래신고 등에 관한 법률", "부동산 거래신고 등에 관한 법률"),
    ("부동산거래신고법", "부동산 거래신고 등에 관한 법률"), ("부동산등기법", "부동산등기법"),
    ("주택법", "주택법"), ("공동주택관리법", "공동주택관리법"),
    ("건축물의 분양에 관한 법률", "건축물의 분양에 관한 법률"),
    ("건축물분양법", "건축물의 분양에 관한 법률"),
    ("부동산 가격공시에 관한 법률", "부동산 가격공시에 관한 법률"),
    ("부동산공시법", "부동산 가격공시에 관한 법률"),
    ("전세사기피해자 지원 및 주거안정에 관한 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기피해자법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
    ("전세사기피해자 특별법", "전세사기피해자 지원 및 주거안정에 관한 특별법"),
])


def _codes(vocab: tuple[re.Pattern[str], dict[str, str]], text: str) -> list[str]:
    pattern, table = vocab
    out: list[str] = []
    for m in pattern.finditer(normalize(text).lower()):
        code = table[m.group(0)]
        if code not in out:
            out.append(code)
    return out


# "오피스텔 아닌 주택", "아파트 말고 빌라", "원룸 제외": the negated type is the one NOT meant.
_NEGATED = re.compile(r"\s*(?:이|가|은|는|을|를|도)?\s*(?:아닌|아니고|아니라|아니면서|말고|제외|빼고)")


def find_property_types(text: str) -> list[str]:
    pattern, table = _PROPERTY
    low = normalize(text).lower()
    out: list[str] = []
    for m in pattern.finditer(low):
        code = table[m.group(0)]
        if code not in out and not _NEGATED.match(low, m.end()):
            out.append(code)
    return out


def find_deal_types(text: str) -> list[str]:
    return _codes(_DEAL, text)


def find_person_roles(text: str) -> list[str]:
    return _codes(_ROLES, text)


def find_law_names(text: str) -> list[str]:
    names = _codes(_LAWS, text)
    if "시행령" in text:
        names = [f"{n} 시행령" if n != "민법" else n for n in names]
    return names


_ARTICLE = re.compile(r"(?:제\s*)?(?<![\d.])(\d{1,4})\s*조(?:\s*의\s*(\d{1,2}))?(?!\s*(?:원|억|개|건|\d))")


def find_articles(text: str) -> list[str]:
    """Article references normalised to "제7조" / "제3조의2"."""
    out: list[str] = []
    for m in _ARTICLE.finditer(normalize(text)):
        ref = f"제{int(m.group(1))}조" + (f"의{int(m.group(2))}" if m.group(2) else "")
        if ref not in out:
            out.append(ref)
    return out


# ---------------------------------------------------------------- personal hints

_AGE = re.compile(rf"(?:만\s*)?(?<![\d.])(\d{{1,3}})\s*(?:세|{AGE_SAL})(?!대|금|입|입자)")  # "50 살고" lives, no age
_HINTS: tuple[tuple[str, str, Any], ...] = (
    (r"신혼|예비\s*부부|결혼\s*예정|곧\s*결혼", "marital", "newlywed"),
    (r"기혼|배우자|맞벌이|부부", "marital", "married"),
    (r"미혼|싱글|1인\s*가구|혼자\s*살", "marital", "single"),
    (r"신생아|출산|임신|아기가?\s*태어", "newborn", True),
    (r"무주택|집이?\s*없", "homeless", True),
    (r"생애\s*(?:최초|처음|첫)", "first_home", True),  # "생애 첫 집", "생애 처음 사는 집"
    (r"청년|사회\s*초년생", "youth", True),
    (r"다자녀", "multi_child", True),
)


_ROOMS = {"원": 1, "투": 2, "쓰리": 3, "포": 4}
_LOAN_TALK = re.compile(r"대출|주담대|융자|모기지|빌리|빌려|원리금|상환|만기|이자만|LTV", re.I)
# "30년 원리금균등", "만기 10년", "20년 동안": years of a loan, not of a lease ("2년 계약", "10년 된 집").
_LOAN_TERM = re.compile(r"(?:만기|기간|상환\s*기간)?\s*(?<![\d.])(\d{1,2})\s*년(?!\s*(?:계약|전|후|된|째|차|거주|살|마다|이상\s*거주|\d{1,2}\s*월|\d))")
# "360개월", "240개월 원리금균등": a loan's term in months, read when it is whole years — not a grace period
# ("거치 12개월") nor a span before or after something ("6개월 뒤", "12개월마다").
_LOAN_TERM_MONTHS = re.compile(r"(?<![\d.])(?<!거치)(?<!거치\s)(?<!거치기간\s)(\d{2,3})\s*개월"
                               r"(?!\s*(?:전|후|뒤|째|차|마다|치|이내|안에|내에|이상|이하|거치|연체|밀))")
# "1년에 원리금 얼마까지 갚을 수 있어요": "1년에" is per year (what DSR counts), not a one-year loan.
_PER_YEAR = re.compile(r"1\s*년\s*에\s*(?!\d)")
_REPAY_METHODS = ((r"원리금\s*균등", "annuity"), (r"원금\s*균등", "equal_principal"),
                  (r"이자만|만기\s*일시|원금\s*(?:은\s*)?만기|(?:한\s*달|월|매달|매월)\s*이자", "interest_only"))


_STILL_OCCUPYING = re.compile(r"(?:아직|계속|그대로|여전히)\s*(?:그\s*)?(?:집|거기|그곳)?\s*(?:에서|에)?\s*"
                              r"(?:살고|살아|사는|거주|못\s*나가|안\s*나가|못\s*나갔|안\s*나갔)|살면서\s*(?:기다|버티)")


_HOUSEHOLD_INCOME = re.compile(r"부부\s*합산|맞벌이\s*(?:합산|합쳐)|합산\s*(?:연?소득|연봉)|가구\s*소득")


def find_extra(text: str, amounts: Sequence[Amount] = ()) -> dict[str, Any]:
    """Age, household hints and income — inputs for loan eligibility."""
    text = normalize(text)
    extra: dict[str, Any] = {}
    for m in _AGE.finditer(text):
        age = int(m.group(1))
        if 15 <= age <= 110:
            extra["age"] = age
            break
    for pattern, key, value in _HINTS:
        if key not in extra and re.search(pattern, text):
            extra[key] = value
    kids = re.search(r"자녀\s*(\d{1,2})\s*명", text)
    if kids:
        extra["children"] = int(kids.group(1))
    incomes = [a.manwon for a in amounts if a.role == "income"]
    if incomes:
        # one's own 연봉 and the couple's 합산 both told: the policy loans are judged on the couple's (부부합산),
        # which is never the smaller
        extra["income_manwon"] = max(incomes) if len(incomes) > 1 and _HOUSEHOLD_INCOME.search(text) else incomes[0]
    # 근저당 is registered as 채권최고액 (about 120% of the loan); the risk tool estimates
    # the principal from it, so it travels under its own name, not as a plain debt.
    if re.search(r"근저당|채권\s*최고액", text):
        claim = next((a.manwon for a in amounts if a.role == "debt"), None)
        if claim is None and re.search(r"(근저당|채권\s*최고액|선순위)\w{0,3}\s*(없|無|0\s*원|제로)", text):
            claim = 0  # "근저당 없음": a known zero, not a missing figure
        if claim is not None:
            extra["mortgage_max_claim"] = claim
    # "선순위 임차보증금 합계 4억": what tenants ahead of the user are owed, weighed with the liens (다가구).
    senior = next((a.manwon for a in amounts if a.role == "senior_deposit"), None)
    if senior is not None:
        extra["senior_deposits"] = senior
    if _LOAN_TALK.search(text):  # a loan's own terms: "30년 원리금균등", "만기 10년", "이자만"
        said = spoken_counts_in_digits(text)
        term = next((t for t in _LOAN_TERM.finditer(said) if not _PER_YEAR.match(said, t.start(1))), None)
        months = [int(m.group(1)) for m in _LOAN_TERM_MONTHS.finditer(said)]
        if term and 1 <= int(term.group(1)) <= 50:
            extra["term_years"] = int(term.group(1))
        elif len(months) == 1 and months[0] % 12 == 0 and 12 <= months[0] <= 600:
            extra["term_years"] = months[0] // 12
        ltv = re.search(r"LTV\s*(?:를|을|은|는|가|이|:)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|퍼센트|프로)", text, re.I)
        if ltv and 0 < float(ltv.group(1)) <= 100:
            extra["ltv_pct"] = float(ltv.group(1))  # the user's own LTV ("LTV 70%면")
        method = next((code for pattern, code in _REPAY_METHODS if re.search(pattern, text)), None)
        if method:
            extra["repayment_method"] = method
    price = next((a for a in amounts if a.role == "price"), None)
    if price is not None and re.search(re.escape(price.text) + r"\s*(?:이\s*|을\s*)?(?:넘는|넘은|넘어|넘게|초과)", text):
        extra["price_above"] = True  # "25억 넘는 아파트": a floor, not the price — the band above applies
    houses = _house_count(text)
    if houses is not None and "homeless" not in extra:
        extra["house_count"] = houses
    if _LOAN_TALK.search(text):
        dsr = re.search(r"DSR\s*(?:를|을|은|는|가|이|:)?\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|퍼센트|프로)", text, re.I)
        if dsr and 0 < float(dsr.group(1)) <= 100:
            extra["dsr_pct"] = float(dsr.group(1))  # the user's own DSR ("DSR 40%면", "2금융권 DSR 50%")
        loans = find_loans(text, amounts)
        if loans:
            extra["loans"] = loans
    service = _debt_service(text, amounts)
    if service is None and _NO_OTHER_LOANS.search(text):
        service = 0  # "다른 대출 없어요": a known zero for the DSR, not an unknown assumed zero
    if service is not None:
        extra["existing_annual_debt_service"] = service
    # "공시가격 2억": not the market price — HUG values such a house at 공시가격 × 140%, so the
    # figure travels under its own name (the amount keeps the role the words gave it).
    for i, a in enumerate(amounts):
        if re.search(r"공시\s*가(?:격)?\s*(?:은|는|이|가|:)?\s*" + re.escape(a.text), text):
            extra["official_price"] = a.manwon
            if a.role == "deposit":  # "공시가 1억5천인데 전세 2억": 전세 names the next figure, not this one
                amounts[i] = a.model_copy(update={"role": None})
            break
    # "아직 그 집에 살고 있어요": the tenant has not handed the house back — while so, a deposit
    # withheld earns no delay interest (반환과 인도는 동시이행, 민법 제536조).
    if _STILL_OCCUPYING.search(text):
        extra["still_occupying"] = True
    # "소액임차인 3명": several small tenants share half the house value (시행령 제10조 제3항).
    tenants = re.search(r"(?:소액\s*임차인|임차인|세입자)(?:이|가)?\s*(\d{1,2})\s*(?:명|세대|가구)", text)
    if tenants and int(tenants.group(1)) >= 2:
        extra["small_tenant_count"] = int(tenants.group(1))
    rooms = re.search(r"(원|투|쓰리|포)룸|방\s*(\d)\s*개", text)
    if rooms:  # a listing condition ("투룸", "방 2개")
        extra["rooms"] = int(rooms.group(2)) if rooms.group(2) else _ROOMS[rooms.group(1)]
    return extra


# "1주택자", "2주택", "다주택자", "집이 한 채 있는데": houses owned now (roi and loan rules use it).
_HOUSES = re.compile(r"(?<![\d.])(\d)\s*주택(?:자|\s*보유)|(다)\s*주택|(?:집|주택)(?:이|을)?\s*(한|두)\s*채")
_HOUSE_WORDS = {"한": 1, "두": 2, "다": 2}


def _house_count(text: str) -> int | None:
    m = _HOUSES.search(text)
    if m is None:
        return None
    return int(m.group(1)) if m.group(1) else _HOUSE_WORDS[m.group(2) or m.group(3)]


# "신용대출 3천(연 원리금 700만원)", "매달 원리금 50만원 갚는 중": what the user already repays on
# other loans — it enters the DSR/DTI. Read only right after 원리금/상환액; 월 figures become 연.
_SERVICE_BEFORE = re.compile(r"(연간?|1년에?|매년|월|매달|매월|한\s*달에?)?\s*(?:원리금|상환액|상환금)"
                             r"(?:\s*상환액?)?\s*(?:이|은|는|가|:|으로)?\s*(?:약\s*)?$")


_LOAN_KINDS = ((r"신용\s*대출|마이너스\s*통장|마통", "신용대출"), (r"전세\s*(?:자금\s*)?대출", "전세대출"),
               (r"주담대|주택\s*담보\s*대출|담보\s*대출|모기지", "주담대"), (r"학자금", "학자금대출"),
               (r"자동차|오토\s*론|할부", "자동차대출"))
_NEW_LOAN = re.compile(r"받으면|받을|새로|신규|추가로|더\s*받|빌리면|빌릴")
_OLD_LOAN = re.compile(r"기존|이미|지금|현재|있는|있고|있어|쓰고|갚고|갚는|받은|받았")
_PCT_AFTER = re.compile(r"(?:연\s*|금리\s*)?(\d{1,2}(?:\.\d+)?)\s*(?:%|퍼센트|프로)")
_YEARS_AFTER = re.compile(r"(?<![\d.])(\d{1,2})\s*년(?!\s*(?:전|후|된|째|\d{1,2}\s*월))")


def find_loans(text: str, amounts: Sequence[Amount]) -> list[dict[str, Any]]:
    """Each loan the user names ("기존 신용대출 3천만원(연 5%)", "주담대 3억 30년 4.5% 받으면"): its
    principal (만원), kind, rate and term as written around it, and whether it is one held now or the one
    asked about — the inputs of a DSR. Only loans with a rate or a term said next to them are read."""
    text = normalize(text)
    out: list[dict[str, Any]] = []
    spots: list[tuple[int, int, Amount]] = []
    at = 0
    for a in amounts:
        pos = text.find(a.text, at)
        if pos >= 0:
            spots.append((pos, pos + len(a.text), a))
            at = pos + len(a.text)
    for i, (start, end, a) in enumerate(spots):
        if a.role != "loan":
            continue
        prev_end = spots[i - 1][1] if i else 0
        next_start = spots[i + 1][0] if i + 1 < len(spots) else len(text)
        before, after = text[max(prev_end, start - 20):start], text[end:next_start]
        after = re.split(r"[,;]|\)\s*[,.]?|(?<=[요다])[.?!\s]", after, maxsplit=1)[0] if "(" not in after[:2] else \
            after.split(")", 1)[0]
        rate = _PCT_AFTER.search(rates_with_unit(after))
        term = _YEARS_AFTER.search(after)
        if rate is None and term is None:
            continue
        kind = next((k for pattern, k in _LOAN_KINDS if re.search(pattern, before + after[:6])), None)
        around = before + text[end:next_start]
        new = bool(_NEW_LOAN.search(text[end:next_start])) and not _OLD_LOAN.search(before)
        out.append({"manwon": a.manwon, "kind": kind, "rate_pct": float(rate.group(1)) if rate else None,
                    "term_years": int(term.group(1)) if term else None, "new": new or None,
                    "existing": True if _OLD_LOAN.search(around) and not new else None})
    return out


_NO_OTHER_LOANS = re.compile(r"(?:다른|기존|현재|가진|갖고\s*있는)\s*(?:대출|빚|부채)\s*(?:은|이|는|도)?\s*(?:하나도\s*|전혀\s*)?(?:없|0\s*원)")


def _debt_service(text: str, amounts: Sequence[Amount]) -> int | None:
    at = 0
    for a in amounts:
        pos = text.find(a.text, at)
        if pos < 0:
            continue
        at = pos + len(a.text)
        m = _SERVICE_BEFORE.search(text[max(0, pos - 16):pos])
        if m and a.role in (None, "loan", "debt", "monthly_rent"):
            monthly = bool(m.group(1)) and m.group(1)[0] in "월매한" and not m.group(1).startswith("매년")
            return a.manwon * 12 if monthly else a.manwon
    return None


# "대출은 재작년에 잡힘", "작년에 근저당 설정": the year the first mortgage was set, relative to today
# (a month with it is a date find_dates reads; this is for the year alone).
_MORTGAGE_WORDS = r"근저당|저당|담보|대출|융자"
_REL_YEAR = r"(재작년|작년|올해|금년)(?!\s*\d{1,2}\s*월)"
_MORTGAGE_YEAR = (re.compile(rf"(?:{_MORTGAGE_WORDS})[^,.?!]{{0,12}}?{_REL_YEAR}"),
                  re.compile(rf"{_REL_YEAR}[^,.?!]{{0,12}}?(?:{_MORTGAGE_WORDS}|설정)"))


def _relative_mortgage_year(text: str, today: date) -> str | None:
    for pattern in _MORTGAGE_YEAR:
        if m := pattern.search(text):
            return str(today.year + _REL_YEARS[m.group(1)])
    return None


def extract_entities(text: str, *, gazetteer: Gazetteer | None = None,
                     today: date | None = None) -> Entities:
    """Everything above, as the contracts' :class:`Entities`."""
    if not isinstance(text, str):
        raise TypeError("질문은 문자열이어야 합니다")
    amounts = find_amounts(text)
    deal_types = find_deal_types(text)
    if any(a.role == "monthly_rent" for a in amounts) and "MONTHLY" not in deal_types:
        deal_types.append("MONTHLY")
    extra = find_extra(text, amounts)
    unnamed = [i for i, a in enumerate(amounts) if a.role is None]
    if (("repayment_method" in extra or "term_years" in extra) and len(unnamed) == 1
            and not any(a.role in ("loan", "price") for a in amounts)):
        # "3억 연 4% 30년 원리금균등": a figure repaid over years is the loan itself.
        amounts[unnamed[0]] = amounts[unnamed[0]].model_copy(update={"role": "loan"})
    if today is not None and (year := _relative_mortgage_year(normalize(text), today)):
        extra["mortgage_registered"] = year
    unknown = find_unknown_regions(text, gazetteer)
    if unknown:
        extra["unknown_regions"] = unknown
    return Entities(
        regions=find_regions(text, gazetteer),
        property_types=find_property_types(text),
        deal_types=deal_types,
        amounts=amounts,
        area_m2=find_area_m2(text),
        percentages=find_percentages(text),
        dates=find_dates(text, today),
        person_roles=find_person_roles(text),
        articles=find_articles(text),
        law_names=find_law_names(text),
        extra=extra,
    )
