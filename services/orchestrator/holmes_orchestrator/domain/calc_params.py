"""The plan's entities -> each legal calculator's params (the one place that does so).

Amounts are 만원 with the role the planner guessed; a calculator needing two figures of one
kind (현재 보증금 and the one asked for) takes them in the order the user wrote them. Dates
carry no role in the plan, so a date's role is read from the words of the clause it sits in
("근저당 2022-03-01 설정" → mortgage_date), else from its position. Nothing is invented: an
input the plan does not hold is left out and the calculator asks for it.
"""
from __future__ import annotations

import re
from typing import Any

from holmes_contracts import Amount, PlanReady
from holmes_kit.clock import turn_day
from holmes_kit.korean.extract import (
    PRINCIPAL_ASKED,
    RAISE_AS_RENT,
    extract_entities,
    find_dates,
    find_delay,
    find_missed_rents,
    find_month_days,
    find_split_delay,
    rent_in_arrears,
    spoken_counts_in_digits,
)
from holmes_kit.korean.money import amounts_in_digits

from .lease_timeline import AUTO_RENEWAL

CALCULATORS = frozenset({"rent_increase_cap", "brokerage_fee", "rent_conversion", "priority_repayment",
                         "deposit_delay_interest", "renewal_window", "jeonse_ratio", "earnest_money",
                         "guarantee_deadline", "subscription_score", "acquisition_tax", "statutory_deadline"})

# A dot between digits belongs to a date or an amount ("2025.4.1", "1.5억"), not to a sentence end.
_CLAUSE = re.compile(r"[,!?\n;]|(?<!\d)\.|\.(?!\s?\d)|(?:(?<=이고)|(?<=인데)|(?<=했고)|(?<=했는데)|(?<=고요)|(?<=는데))\s")  # the joining word stays in its clause
# role -> words that mark a clause's date as that role
_DATE_WORDS: dict[str, str] = {
    "mortgage_date": r"근저당|담보|저당|설정",
    "served_date": r"송달|소장|소송|소를",
    "notice_date": r"해지\s*통|통지|통보|알렸|말했",
    "contract_start": r"시작|입주|계약일|계약해|계약했|계약한|부터|체결|\d\s*년\s*(?:계약|짜리)|들어왔|들어온|이사\s*(?:왔|온)",
    "contract_end": r"만료|종료|끝나|끝났|끝난|끝날|끝남|까지|만기|나가",
    "until": r"오늘|현재|지금|받은\s*날|받았",
}


def _dated_clauses(query: str) -> list[tuple[str, str]]:
    """(date, clause) in order of appearance."""
    out: list[tuple[str, str]] = []
    for clause in _CLAUSE.split(query):
        if clause:
            # the turn's day reads "내년 3월 15일", "5/31" as the planner read them (kit's find_dates)
            out.extend((d, clause) for d in find_dates(clause, turn_day()) if (d, clause) not in out)
    return out


# The word right beside a date names it before any other word of its clause ("3월 15일부터 2년 계약했으면
# 만료일이 언제": the 부터 makes it the start, the 만료 is what is asked).
# "2025.4.1 계약 2년이면 언제 끝나": a day written right before 계약 and its term is the day the lease began
# ("2027년 3월 31일 계약인데 갱신요구 언제까지?" without a term stays the lease's end); so is one right before its term
# and the contract made ("…15일에 2년 계약으로 입주하면").
_BESIDE_AFTER = {"contract_start": r"부터|에?\s*(?:시작|입주|계약했|계약한|계약\s*(?:기간\s*)?(?:은|는|이)?\s*\d\s*년"
                                   # "12월 15일에 2년 계약으로 입주하면 만료일이 언제": the day the lease is made for its term
                                   r"|\d\s*년\s*(?:짜리\s*)?계약(?:으|해|하|했|한))",  # (8 letters are read: "계약으" is "계약으로")
                 "contract_end": r"까지|에?\s*(?:만료|만기|종료|끝나|끝났|끝난|끝날|끝남)"}
_BESIDE_BEFORE = {"contract_start": r"(?:시작|계약일|입주)\s*일?", "contract_end": r"(?:만료|만기|종료)\s*일?"}


def _role_beside(d: str, clause: str, roles: tuple[str, ...]) -> str | None:
    y, m, day = d.split("-")
    at = re.search(rf"(?:{y}|{y[2:]})?\D{{0,4}}0?{int(m)}\s*(?:월|[./-])\s*0?{int(day)}(?!\d)\s*일?", clause)
    if at is None:
        return None
    after, before = clause[at.end():at.end() + 8], clause[max(0, at.start() - 8):at.start()]
    return next((r for r in roles if r in _BESIDE_AFTER and re.match(r"\s*(?:" + _BESIDE_AFTER[r] + ")", after)), None) \
        or next((r for r in roles if r in _BESIDE_BEFORE
                 and re.search("(?:" + _BESIDE_BEFORE[r] + r")\s*(?:은|는|이|가|:)?\s*$", before)), None)


def date_roles(plan: PlanReady, roles: tuple[str, ...]) -> dict[str, str]:
    """Give each of the plan's full dates one of ``roles``: by the words around it, then by order."""
    full = [d for d in plan.entities.dates if len(d) == 10]
    # A follow-up's carried date is read in the words it was first stated in; the new turn's own win.
    # An English question's dates are read in its Korean gloss ("started on March 2, 2025" → "시작 2025-03-02").
    own, gloss = dict(_dated_clauses(plan.query)), dict(_dated_clauses(_gloss(plan)))
    english = plan.entities.extra.get("language") == "en"  # its words are read in the gloss, not as written
    clauses = {**dict(_dated_clauses(_previous_query(plan))), **(own if english else gloss), **(gloss if english else own)}
    out: dict[str, str] = {}
    left: list[str] = []
    for d in full:
        clause = clauses.get(d, "")
        role = _role_beside(d, clause, tuple(r for r in roles if r not in out)) \
            or next((r for r in roles if r not in out and re.search(_DATE_WORDS[r], clause)), None)
        if role:
            out[role] = d
        else:
            left.append(d)
    for d, role in zip(left, [r for r in roles if r not in out], strict=False):
        out[role] = d
    return out


def month_role(plan: PlanReady, role: str) -> str | None:
    """A month without a day ("근저당은 2019년 5월에 설정") marked as ``role`` by its clause; the
    calculator decides whether the month is enough (it is when one rule covers all of it)."""
    month = next((d for d, clause in _dated_clauses(plan.query)
                  if len(d) == 7 and re.search(_DATE_WORDS[role], clause)), None)
    if month is not None:
        return month
    # A year alone ("근저당은 2019년에", English "registered in 2019"): the calculator decides too.
    for text in (plan.query, str(plan.entities.extra.get("query_ko") or "")):
        for clause in _CLAUSE.split(text):
            year = _YEAR_ONLY.search(clause or "")
            if year and re.search(_DATE_WORDS[role], clause):
                return year.group(1)
    return None


# The landlord's side of the window: the landlord refuses, tells the tenant to leave, or notifies
# ("집주인이 갱신 안 해준다는 통보", "본인이 들어와 산다고 나가래").
_LANDLORD_NOTICE = re.compile(r"(?:집주인|임대인|주인|landlord)[이가은는도]?\s.{0,40}?(?:갱신\s*(?:안|못|거절|거부)|"
                              r"나가(?:래|라|달|란)|비워|통보|통지|실거주|들어와|들어온|직접\s*(?:살|거주))", re.I)
_OWN_USE = re.compile(r"실거주|실제\s*거주|(?:본인|자기|자녀|아들|딸|부모)[이가]?\s*(?:직접\s*)?(?:들어와|들어온|살|거주)"
                      r"|직접\s*(?:들어와|살|거주)|들어와서?\s*(?:산|살)|own use|move in", re.I)
# "2년 계약", "시작해서 2년인데", "계약기간은 2년": the lease's term ("2026년" is a year, not a term);
# in months too ("24개월 계약", "1년 6개월 계약", "계약기간 18개월") — a count of months only with 계약·짜리·약정
# or the word 기간 beside it ("입주한 지 8개월인데" is time elapsed, not a term).
_MONTHS = r"\s*(?:(\d{1,2})\s*년\s*)?(\d{1,3})\s*개월"
_LEASE_TERM = re.compile(r"(?<![\d.])(\d{1,2})\s*년\s*(?:(?:으로|로)\s*(?=계약))?(?:계약|짜리|약정|인데|이고|이에요|이예요|입니다|이며|기간|동안"
                         r"|(?:살|거주하)기로)"  # "1년 살기로 계약했어요"
                         r"|(?:계약\s*기간|임대차\s*기간|(?:^|(?<=[/,\n]))\s*기간)\s*(?:은|는|이|:)?\s*(\d{1,2})\s*년(?!\s*\d{1,2}\s*개월)")
_LEASE_TERM_MONTHS = re.compile(rf"(?<![\d.]){_MONTHS}\s*(?:(?:으로|로)\s*)?(?:계약|짜리|약정)"
                                rf"|(?:계약\s*기간|임대차\s*기간|(?:^|(?<=[/,\n]))\s*기간)\s*(?:은|는|이|:)?{_MONTHS}")
# "계약한지 1년 됐어요", "입주한 지 8개월": how long ago the lease began.
_ELAPSED = re.compile(r"(?:계약|입주|전입|이사|잔금)\s*(?:을|를)?\s*(?:한|했던|하고|온|들어온)?\s*(?:지|후|뒤)\s*(\d{1,2})\s*(년|개월|달)")
_YEAR_ONLY = re.compile(r"(?<!\d)((?:19|20)\d{2})\s*년(?!\s*\d{1,2}\s*월)(?!\s*\d)")


# The litigation rate named by its statute ("소송촉진법 이율로", "소촉법 이자", "특례법 이율"): 연 12% (제3조).
_LITIGATION_RATE_NAMED = re.compile(r"소송\s*촉진|소촉법|특례법\s*(?:이율|이자|금리|으로|로)")


# The lease renewed itself ("묵시적 갱신됐어", "아무 연락 없이 지나서 자동 연장") and the renewed term's end is asked.
_RENEWED = re.compile(rf"묵시|{AUTO_RENEWAL}|renewed automatically|automatically renewed|tacit", re.I)
# …said as done ("묵시적 갱신됐어", "자동 연장된 상태"), not as what to avoid ("묵시적갱신 안 되게 언제까지 말해야").
_HAS_RENEWED = re.compile(rf"(?:묵시\S{{0,3}}\s*갱신|{AUTO_RENEWAL})\s*(?:이\s*)?(?:됐|되었|된\s*(?:상태|거|것|계약)|됨|돼\s*버렸)"
                          # …or as the case asked of ("묵시적으로 연장되면 언제까지"): the answer says "갱신되었다면"
                          rf"|(?:묵시\S{{0,3}}\s*(?:갱신|연장)|{AUTO_RENEWAL})\s*(?:이\s*)?(?:되면|될\s*경우|된다면|되었다면|됐다면)"
                          r"|renewed automatically|automatically renewed|tacitly renewed|was renewed tacitly", re.I)
_RENEWED_END_ASKED = re.compile(r"새(?:로운|로\s*된)?\s*(?:만기|만료|계약|종료)|(?:언제|며칠)\s*까지|만기\S{0,3}\s*언제|언제\s*(?:끝나|만료|종료)"
                                r"|new (?:end|expiry)"
                                r"|(?:when|until when) does (?:the|my|it) .{0,20}(?:end|expire)", re.I)

# "갱신요구권 쓰면 언제까지 살 수 있어요?", "계약갱신요구권 행사하면 계약이 언제 끝나?": the stay a renewal by the
# tenant's demand gives is asked (the renewed term's end), not only when to make the demand — "갱신요구권 쓰려면
# 언제까지 말해야 돼?" asks the window's deadline and is left to it.
_DEMAND_IF = re.compile(r"(?:갱신\s*(?:요구|청구)\s*권?|요구권)\s*(?:을|를|으로|로)?\s*(?:쓰면|쓸\s*경우|쓰게\s*되면|쓰고|써서|행사하면|행사할\s*경우|"
                        r"행사해서|행사하고|사용하면|사용해서|사용하고|하면)"
                        # "갱신하면 언제까지 살 수 있어요?", "한 번 더 연장하면": a renewal the tenant can claim is one
                        # by 갱신요구 (a renewed term of 2 years either way, 제6조의3 ②·제4조 ①)
                        r"|(?:갱신|연장|재계약)\s*(?:을|를)?\s*(?:하면|할\s*경우|해서|하고|되면)"
                        r"|(?:use|exercise|invoke)\w*\s+(?:my|the|a)?\s*(?:right\s+to\s+(?:request\s+)?renew|renewal\s+(?:right|request))",
                        re.I)
_STAY_END_ASKED = re.compile(r"언제까지\s*(?:살|거주|있을|있어|있는|지낼|머물|연장|계약|갈\s*수)|(?:계약|만기|만료|종료)\S{0,3}\s*(?:는|은|이|가)?\s*언제"
                             r"|언제\s*(?:끝나|끝날|만료|종료)|몇\s*(?:년|월)\s*까지\s*(?:살|거주|있)"
                             r"|(?:until\s+when|how\s+long)\s+(?:can|could|would)\s+I\s+(?:stay|live)|when\s+(?:would|will|does)\s+.{0,20}(?:end|expire)",
                             re.I)


def late_period(plan: PlanReady) -> dict[str, int]:
    """{"late_months": n} or {"late_days": n} when the question counts the delay."""
    # a follow-up ("소장 송달 후라면요?") keeps the delay the question before counted
    for text in (plan.query, str(plan.entities.extra.get("query_ko") or ""), _previous_query(plan)):
        if delay := find_delay(text):
            return delay
    return {}


# The filing a deadline question names -> its row in the analysis service's one table of periods
# (deadlines.DEADLINES), most specific first; with the words that mark the date it counts from.
_FILINGS: tuple[tuple[str, str, str], ...] = (
    ("lease_change_report", r"(?:임대차|전월세|전세|월세)\s*(?:계약\s*)?(?:의\s*)?(?:변경|해제)\s*신고", r"변경|해제|취소|확정"),
    ("sale_cancel_report", r"(?:매매|거래|실거래\s*가?)\s*(?:계약\s*)?(?:의\s*)?(?:해제|취소|무효)\s*(?:등\s*)?신고|해제\s*등\s*신고",
     r"해제|취소|무효|확정"),
    # "해제 신고" with the deal named elsewhere in the question: a lease's or a sale's
    ("lease_change_report", r"(?=.*(?:임대차|전월세|전세|월세)).*해제\s*(?:등\s*)?신고", r"해제|취소|확정"),
    ("sale_cancel_report", r"해제\s*(?:등\s*)?신고", r"해제|취소|무효|확정"),
    ("lease_report", r"전월세\s*신고|(?:주택\s*)?임대차\s*(?:계약\s*)?신고|(?:전세|월세)\s*(?:계약\s*)?신고", r"계약|체결|signed|sign"),
    ("sale_report", r"실거래\s*가?\s*신고|(?:부동산\s*)?거래\s*신고|매매\s*(?:계약\s*)?신고", r"계약|체결|signed|sign"),
    ("land_price_objection", r"공시\s*지가.{0,40}이의|이의.{0,40}공시\s*지가", r"공시|발표|announce|publish"),
    ("price_objection", r"(?:공시\s*가격|공동주택\s*가격|주택\s*가격).{0,40}이의|이의.{0,40}(?:공시\s*가격|주택\s*가격)",
     r"공시|발표|announce|publish"),
    ("ownership_registration", r"(?:소유권\s*)?이전\s*등기|등기\s*(?:신청|이전)|잔금.{0,30}(?<!임차권)(?<!근저당)(?<!전세권)등기(?!부)", r"잔금|지급|치른|치렀|치르|paid|balance|closing"),
    ("acquisition_tax", r"취득세", r"잔금|취득|지급|치른|치렀|치르|등기|paid|balance|closing"),
)


def _filing(plan: PlanReady) -> tuple[str | None, str | None]:
    """(kind, start_date): the filing named and the date it counts from — the date in the clause that
    says what day it is ("잔금 2027-01-15" for 등기), else the only date the question gives."""
    said = plan.query + " " + str(plan.entities.extra.get("query_ko") or "")
    kind, words = next(((k, w) for k, pattern, w in _FILINGS if re.search(pattern, said, re.I)), (None, None))
    full = [d for d in plan.entities.dates if len(d) == 10]
    if kind is None or not full:
        return kind, None
    clauses = _dated_clauses(plan.query) + _dated_clauses(str(plan.entities.extra.get("query_ko") or ""))
    marked = next((d for d, clause in clauses if d in full and words and re.search(words, clause, re.I)), None)
    return kind, marked or (full[0] if len(set(full)) == 1 else None)


# "보증금 8천 빼주고 그만큼 월세", "1억2천만원을 월차임으로 전환": the amount taken off the deposit.
_CONVERTED = re.compile(r"\s*(?:만원|원)?\s*(?:(?:을|를|만)\s*(?:전부|모두|다|전액|통째로)?\s*(?:월\s*(?:세|차임)\s*(?:으로|로)\s*(?:전환|바꾸|돌리|받)|빼|깎|덜|돌려)"
                        r"|(?:을|를|만)?\s*(?:빼|깎|덜|돌려\s*(?:준|주|줄|받))"
                        # "보증금 4천 내리는 대신": lowered by the figure ("4천으로 내리면" is the deposit left, not matched)
                        r"|(?:을|를|만)?\s*(?:내리|내려|내린|낮추|낮춰|낮춘|줄이|줄여|줄인)\S{0,2}\s*(?:대신|주고|주면|줄\s*테니))")  # given back ("보증금 3천 돌려준대요"); "보증금 1억 월세로" is the new deposit, not the part


# "1억 4천 월세로 돌리자는데": a figure with no role word of its own, straight before "월세로 돌리다", is
# the part converted (a figure named as 보증금 there is the deposit left, read above).
# "2.5억 중 0.5억 월세 전환": the noun phrase says it as well.
_CONVERTED_BARE = re.compile(r"\s*(?:만\s*원|원)?\s*(?:정도|쯤|가량)?\s*(?:을|를|만|은|는)?\s*월\s*(?:세|차임)\s*"
                             r"(?:(?:으로|로)\s*(?:전환|바꾸|바꿔|돌리|돌려|돌릴|돌린|바꿀|바꾼|받)|전환)")


# "보증금 5천 남기면", "5천만 남기고": the deposit kept after converting the rest.
_KEPT = re.compile(r"\s*(?:만원|원)?\s*(?:만|은|는|을|를|정도)?\s*(?:남기|남겨|남긴|두고|놔두)")


def _kept(plan: PlanReady) -> int | None:
    for _, manwon, text in _amounts(plan):
        at = plan.query.find(text)
        if at >= 0 and _KEPT.match(plan.query, at + len(text)):
            return manwon
    return None


# "월세로 바꿀 금액: 8천", "전환할 보증금 5천", "전환 금액은 1억": the part converted named before the figure (a form
# pasted as label and value).
_CONVERTED_LABEL = re.compile(r"(?:월\s*(?:세|차임)\s*(?:으로|로)\s*)?(?:바꿀|바꾸는|전환할|전환하는|돌릴|돌리는)\s*"
                              r"(?:금액|액수|보증금|부분|돈)\s*(?:은|는|이|:)?\s*$|전환\s*(?:금액|액)\s*(?:은|는|이|:)?\s*$")


def _converted(plan: PlanReady) -> int | None:
    english = str(plan.entities.extra.get("query_ko") or "")  # the English gloss names the part converted
    for role, manwon, text in _amounts(plan):
        if role in (None, "deposit") and any(_CONVERTED_LABEL.search(plan.query[max(0, end - len(text) - 20):end - len(text)])
                                             for end in _ends(plan.query, text)):
            return manwon
        if role == "monthly_rent" and manwon < _NO_RENT_MANWON:
            continue  # "월세 15만원 깎는 대신": the rent cut, not a deposit taken off
        # the question as written, and its Korean reading (an English question's gloss: "1억 월세로 전환")
        for said in (plan.query, english):
            ends = _ends(said, text) if said else []
            if any(_CONVERTED.match(said, end) for end in ends):
                return manwon
            if role is None and any(_CONVERTED_BARE.match(said, end) for end in ends):
                return manwon
        if re.search(r"전환할 보증금\s*" + re.escape(text), english):
            return manwon
    return None


def _rent_before(plan: PlanReady, new_deposit: int) -> bool:
    """The rent is written before the lowered deposit ("보증금 5천에 월세 50인데 보증금을 3천으로"):
    it is the rent paid now."""
    order = [(r, m) for r, m, _ in _amounts(plan)]
    rent_at = next((i for i, (r, _) in enumerate(order) if r == "monthly_rent"), None)
    new_at = next((i for i, (_, m) in enumerate(order) if m == new_deposit), None)
    if new_at is None:
        # "보증금 2억에 월세 30만원 사는데 보증금에서 5천만원 빼고": the new deposit is not written — the part
        # taken off is, and the rent told before it is the one paid now (the converted part adds to it).
        # A deposit that is all of the part ("보증금 2천 돌려준다네요") is no deposit kept beside it.
        first = next((m for r, m in order if r == "deposit"), None)
        new_at = next((i for i, (_, m) in enumerate(order)
                       if first is not None and m != first and first - m == new_deposit), None)
    return rent_at is not None and new_at is not None and rent_at < new_at


_PCT_IN_TEXT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|퍼센트|퍼(?!센)|프로(?!그|젝|필|세))")
# A rate of the user's loan told beside the raise ("버팀목 2.1%로 1억 대출 껴 있음", "대출이자 4.3%"): the
# loan's, not the raise asked.
_LOAN_RATE_BEFORE = re.compile(r"(?:대출|금리|이자|이율|버팀목|디딤돌|주담대|보금자리|특례|융자)\S{0,4}\s*(?:연\s*)?$")
_LOAN_RATE_AFTER = re.compile(r"\s*(?:로|으로|에)?\s*[\d억천만원,.\s]{0,12}(?:대출|빌려|빌렸|빌린|융자)")


def _raise_pct(plan: PlanReady) -> float | None:
    """The percentage a raise is asked at: the first the question states, past those that are a
    loan's rate. A follow-up's carried percentage (not written in this turn) still counts."""
    stated = plan.entities.percentages
    written = [(m, float(m.group(1))) for m in _PCT_IN_TEXT.finditer(plan.query)]
    if not written:
        return stated[0] if stated else None
    for m, value in written:
        if _LOAN_RATE_BEFORE.search(plan.query[max(0, m.start() - 12):m.start()]) \
                or _LOAN_RATE_AFTER.match(plan.query, m.end()):
            continue
        return value
    return None


def _amounts(plan: PlanReady) -> list[tuple[str | None, int | float, str]]:
    """(role, 만원, as written) of each amount. A figure under 2천만원 is exact to the 원 ("월세 52만 5천원" →
    52.5): a rent's or a fee's 원 change every figure computed from it; the calculators take deposits and
    prices in whole 만원."""
    return [(a.role, _figure(a), a.text) for a in plan.entities.amounts]


def _figure(a: Amount) -> int | float:
    return a.exact_manwon if a.manwon < _NO_RENT_MANWON else a.manwon


def _of(plan: PlanReady, *roles: str | None) -> list[int]:
    return [m for r, m, _ in _amounts(plan) if r in roles]


# 분양권 전매: the fee's 거래금액 is what was paid so far plus the 프리미엄, not the 분양가 (the calculator
# says why). "프리미엄(이) 5천", "피 3천", "P 5천" name the premium; "계약금 1억 냈고", "중도금 2억 (대출로) 납부",
# "1억 넣었고" what was paid.
_PRESALE = re.compile(r"분양권")
_PAID_AFTER = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|은|는|이|가|만|까지)?\s*(?:\S{0,6}\s*)?(?:냈|내고|낸|납부|납입|넣었|넣고|넣은|입금|지급|붓|부었)")
_PAID_ROLES = ("contract_payment", "middle_payment")


def _premium_before(text: str, query: str) -> bool:
    return bool(re.search(r"(?:프리미엄|(?<![가-힣A-Za-z])(?:피|P))\s*(?:이|가|은|는|:|만)?\s*(?:약\s*)?" + re.escape(text), query))


def _presale(plan: PlanReady) -> dict[str, Any]:
    """A 분양권's paid sum and premium, when the question sells or buys one and names the premium."""
    if not _PRESALE.search(plan.query):
        return {}
    premium = next((m for _, m, t in _amounts(plan) if _premium_before(t, plan.query)), None)
    if premium is None:
        return {}
    paid = [m for r, m, t in _amounts(plan) if m != premium and not _premium_before(t, plan.query) and (
        r in _PAID_ROLES or _PAID_AFTER.match(plan.query, plan.query.find(t) + len(t)))]
    return {"presale_premium": premium, "presale_paid": sum(paid) if paid else None,
            "deal_type": "SALE", "price": None, "deposit": None, "monthly_rent": None}


# The period counted after a judgment or a won lawsuit ("판결 후 6개월", "승소했는데 3달째", "지급명령 확정된 뒤"):
# the complaint (or the order) was served before it.
_AFTER_JUDGMENT = re.compile(r"(?:판결|승소|이겼|이긴|지급\s*명령|조정|화해\s*권고)\S{0,6}\s*(?:이\s*|가\s*)?(?:확정\S{0,4}\s*)?"
                             r"(?:난\s*|나고\s*|받고\s*|받은\s*|나서\s*|됐는데\s*|했는데\s*)?(?:그\s*)?(?:다음\s*날|이후|후|뒤|부터)"
                             r"|(?:승소|소송\S{0,3}\s*이겼|소송\S{0,3}\s*이긴|판결\s*(?:받|났|나|확정))")


# "보증금 2억 중 1억5천은 받았고 나머지 5천을 못 받고 있어요": only the part still withheld is late, so the
# interest runs on it — the figure said as the rest withheld, else the deposit less the part said as given
# back. A part is told as one ("2억 중 5천", "나머지 5천") or by the verb of a return ("1억5천만 돌려받고"):
# "이사비 200만원 받고" is no part of the deposit.
_STILL_WITHHELD = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|은|는|이|가)?\s*(?:아직\s*)?(?:(?:\d{1,3}|한|두|세|석|네|넉|다섯|여섯)\s*(?:개월|달|일|주)\s*(?:째|동안|넘게)?\s*)?"
                             r"(?:못\s*(?:받|돌려)|안\s*(?:줌|줘|주|돌려|들어)|미반환|남았|남아)")
_GIVEN_BACK = re.compile(r"\s*(?:만\s*원|원)?\s*(?:은|는|을|를|만|까지)?\s*(?:이미\s*|벌써\s*|먼저\s*)?(?:돌려\s*받|반환\s*받)")
_RECEIVED = re.compile(r"\s*(?:만\s*원|원)?\s*(?:은|는|을|를|만|까지)?\s*(?:이미\s*|벌써\s*|먼저\s*)?(?:받았|받고|받은)")


def _withheld(plan: PlanReady, deposit: int) -> int:
    """The part of ``deposit`` not returned, when the question tells a part returned or one still withheld."""
    parts = [(m, t) for r, m, t in _amounts(plan) if r in (None, "deposit") and 0 < m < deposit]
    for m, t in parts:
        if re.search(r"나머지\s*(?:금액\s*)?(?:은|는)?\s*" + re.escape(t), plan.query) or (
                _part_told(plan, t) and _at(plan, t, _STILL_WITHHELD)):
            return m
    returned = [m for m, t in parts if _at(plan, t, _GIVEN_BACK) or (_part_told(plan, t) and _at(plan, t, _RECEIVED))]
    return deposit - returned[0] if len(returned) == 1 else deposit


def _part_told(plan: PlanReady, text: str) -> bool:
    return bool(re.search(r"중\s*(?:에서|에)?\s*" + re.escape(text), plan.query))


def _official_price(plan: PlanReady) -> int | None:
    """'공시가격 2억' — the planner files it as a price; only the query says it is the 공시가격."""
    for _, manwon, text in _amounts(plan):
        if re.search(r"공시\s*가(?:격)?\s*(?:은|는|이|가|:)?\s*" + re.escape(text), plan.query):
            return manwon
    return None


# param -> the kind of entity it is read from (planner's extra["carried"]: amount roles and lists)
_PARAM_KIND: dict[str, str] = {
    "deposit": "deposit", "new_deposit": "deposit", "monthly_rent": "monthly_rent", "price": "price",
    "house_value": "price", "earnest": "earnest", "earnest_pct": "percentages", "requested_pct": "percentages",
    "region": "regions", "mortgage_date": "dates", "contract_end": "dates", "contract_start": "dates",
    "due_date": "dates",
}


def carried_params(plan: PlanReady, values: dict[str, Any]) -> list[str]:
    """The set params whose value a follow-up took from the previous turn."""
    kinds = set(plan.entities.extra.get("carried") or ())
    return [k for k, v in values.items() if v not in (None, "", [], {}) and _PARAM_KIND.get(k) in kinds]


_FEE_ASKED = re.compile(r"중개\s*보수|중개\s*수수료|중개료|복비")
# "부가세 포함하면요?", "VAT 포함 얼마": the fee asked for with its 부가가치세.
# The total with 부가가치세 is asked however it is put: "부가세 포함", "부가세까지 합친 총액", "부가세 별도로
# 받겠다는데 다 해서 얼마", "부가세까지 하면?", "including VAT".
_WITH_VAT = re.compile(r"(부가세|부가가치세|VAT).{0,30}?(포함|더하|더한|합치|합친|합쳐|합해|넣|총액|합계|총\s*얼마|다\s*해서)"
                       r"|(?:including|incl\.?|with|plus)\s+VAT"
                       # "부가세 10% 붙이면": the rate said with it
                       r"|(부가세|부가가치세|VAT)\s*(?:\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)\s*)?(?:까지|도|를|를\s*)?\s*(치면|쳐서|붙이면|붙여서|붙으면|하면|해서|넣으면)"
                       # "복비 얼마예요 부가세까지", "부가세까지요?", "부가세까지 얼마": 까지 with the amount asked
                       r"|(부가세|부가가치세|VAT)\s*까지\s*(?:요|요?\s*[?.!]|얼마|총|$)", re.IGNORECASE)


# "2023년에 갱신요구권 이미 썼어요", "갱신요구권 써서 연장했는데": the right used before — said in the past,
# unlike "갱신요구권 쓰면" or "써서 연장하는데" (this renewal's own use).
_RENEWAL_USED = re.compile(r"갱신\s*(?:요구|청구)\s*권?\S{0,2}\s*(?:을|를|은|는|도)?\s*(?:이미|벌써|예전에|전에|지난번에|한\s*번)?\s*"
                           r"(?:썼|사용했|행사했|쓴\s*적|써\s*버렸|써서\s*(?:연장|갱신)했|사용해서\s*(?:연장|갱신)했)"
                           r"|(?:이미|벌써)\s*(?:한\s*번\s*)?(?:썼|사용했|행사했)[^.?!]{0,12}갱신\s*요구")


def _gloss(plan: PlanReady) -> str:
    """The Korean reading the planner made of an English question (or of a slip put right)."""
    return str(plan.entities.extra.get("query_ko") or "")


def _lease_months(plan: PlanReady) -> int | None:
    """The lease's term in months, as the user told it in years or in months."""
    for text in (plan.query, _gloss(plan)):
        if m := _LEASE_TERM_MONTHS.search(text):
            years, months = m.group(1) or m.group(3), m.group(2) or m.group(4)
            return int(years or 0) * 12 + int(months)
        if m := _LEASE_TERM.search(text):
            return 12 * int(m.group(1) or m.group(2))
    return None


def _lease_term(plan: PlanReady) -> int | None:
    """The term in whole years (a term of "1년 6개월" has none)."""
    months = _lease_months(plan)
    return months // 12 if months and months % 12 == 0 else None


def _lease_term_params(plan: PlanReady) -> dict[str, int | None]:
    """{"term_years": …} for a term of whole years, {"term_months": …} for one that is not ("18개월")."""
    months = _lease_months(plan)
    return {"term_years": months // 12} if months and months % 12 == 0 else {"term_months": months}


def _previous_query(plan: PlanReady) -> str:
    """The earlier questions a follow-up continues (the planner carries their text with their figures)."""
    return str(plan.entities.extra.get("previous_query") or "")


def _party(text: str) -> str | None:
    """Who cancels the sale: "seller" / "buyer" when the text names exactly one side."""
    seller = re.search(r"매도인|매도자|집주인|파는\s*사람|팔기로\s*한", text)
    buyer = re.search(r"매수인|매수자|사는\s*사람|제가\s*해제|내가\s*해제", text)
    return "seller" if seller and not buyer else "buyer" if buyer and not seller else None


# 청약 가점's three inputs as the user words them: "무주택 8년(째)", "무주택기간 3년 6개월", "부양가족 3명",
# "부양가족 없음", "통장 (가입) 10년", "청약저축 가입기간 18개월".
_SPAN = r"\s*(?:기간)?\s*(?:은|는|이|:|만)?\s*(?:(\d{1,2})\s*년\s*(?:째|차)?\s*(?:(\d{1,2})\s*개월)?|(\d{1,3})\s*개월)"
_HOMELESS_SPAN = re.compile(r"무주택" + _SPAN)
_ACCOUNT_SPAN = re.compile(r"(?:청약\s*)?(?:통장|저축|부금|예금)\s*(?:가입|납입)?" + _SPAN + r"|가입" + _SPAN)
_DEPENDENTS = re.compile(r"부양\s*가족\s*(?:수)?\s*(?:은|는|이|:)?\s*(\d{1,2})\s*명")
_NO_DEPENDENTS = re.compile(r"부양\s*가족\s*(?:은|는|이)?\s*(?:없|0\s*명|무)")
_OWNS_HOUSE = re.compile(r"유주택|(?<![\d.])[1-9]\s*주택\s*(?:자|보유|소유)|집(?:이|을)?\s*(?:한|두)\s*채")
# 취득세: "1주택 취득세", "2주택이 되는데", "3주택째" — the household's houses after this purchase; "1주택자가",
# "2주택 보유", "집이 한 채 있는데" — the houses owned now, so one more after buying. 조정대상지역 only as said.
_HOUSES_OWNED = re.compile(r"(?<![\d.])([1-9])\s*주택\s*(?:자|보유|소유)|(?:집|주택)(?:이|을)?\s*(한|두)\s*채\s*(?:있|보유|가지|갖)")
_HOUSES_AFTER = re.compile(r"(?<![\d.])([1-9])\s*주택")
_REGULATED = re.compile(r"조정\s*(?:대상\s*)?지역|규제\s*지역")
_NOT_REGULATED = re.compile(r"비\s*조정|비\s*규제|조정\s*(?:대상\s*)?지역\s*(?:이|가)?\s*아닌|규제\s*지역\s*(?:이|가)?\s*아닌")


def _months_of(m: re.Match[str] | None, first: int = 1) -> int | None:
    """A matched span (years [+ months] | months) as months; ``first``: the span's first group."""
    if m is None:
        return None
    years, months, only = (m.group(first + i) for i in range(3))
    if only is not None:
        return int(only)
    return int(years) * 12 + int(months or 0) if years is not None else None


def _account_months(query: str) -> int | None:
    m = _ACCOUNT_SPAN.search(query)
    if m is None:
        return None
    return _months_of(m, 1) if any(m.group(i) for i in (1, 2, 3)) else _months_of(m, 4)


# "보증금 5천 더 올리면", "보증금 3천으로 올리면": a deposit raised so the rent comes down.
_RAISED_BY = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|만|정도|씩)?\s*더\s*(?:올리|올려|올린|올릴|내|넣|주|낼|받)")
_RAISED_TO = re.compile(r"\s*(?:만\s*원|원)?\s*(?:으로|로)\s*(?:올리|올려|올린|올릴|높이|높여|높인|늘리|늘려)")
# "보증금 천만원 올리면 월세 몇만원 빠지나요": raised (without 더) where the rent comes down
_RAISED = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|만|정도)?\s*(?:올리|올려|올린|올릴)")
_RENT_DOWN = re.compile(r"월세.{0,20}(?:빠지|빠져|빠질|깎|내려|내리|내릴|줄어|줄|덜|낮아|낮춰|없애|없이|안\s*받)")
# "월세 60을 보증금으로 돌리면", "월세 90인데 전세로 바꾸면", "보증금 올리는 걸로 월세 없애면": rent into deposit.
_INTO_DEPOSIT = re.compile(r"(?:보증금|전세금?)\s*(?:으로|로)"
                           r"|보증금\S{0,2}\s*(?:얼마나?\s*)?(?:더\s*)?(?:올리|올려|올릴|내|넣|낼)")
# "전부 월세로", "전액 월세로 하면": the whole deposit turned into rent.
_WHOLE_INTO_RENT = re.compile(r"월세로\s*(?:전부|모두|다|전액|통째로)?\s*"
                              r"(?:전환|바꾸|바꿔|돌리|돌려|돌릴|돌린|바꿀|바꾼|하면|하자|받으면|얼마|치면|쳐서|계산|환산)"
                              r"|(?:전부|전액|모두|통째로|몽땅|다)\s*월\s*(?:세|차임)")
# The rate a conversion is asked at ("전환율 4%로", "연 4%로 계산해서"), not a loan's rate told beside it.
_CONVERSION_PCT = re.compile(r"(?:전환\s*율|전환\s*비율|산정\s*률|이율)\D{0,8}?(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)"
                             r"|(\d+(?:\.\d+)?)\s*(?:%|퍼센트|프로)\s*(?:로|으로)?\s*(?:계산|적용|환산|전환|하면|쳐서|치면)")


_NO_RENT_MANWON = 2_000  # a month's rent of 2천만원 or more: a deposit figure misread as a rent


def _conversion_pct(plan: PlanReady) -> float | None:
    for text in (plan.query, _gloss(plan)):
        for m in _CONVERSION_PCT.finditer(text):
            if _LOAN_RATE_BEFORE.search(text[max(0, m.start() - 12):m.start()]) and not re.search(
                    r"전환|산정", m.group(0)):
                continue
            return float(m.group(1) or m.group(2))
    return None


def _at(plan: PlanReady, text: str, pattern: re.Pattern[str]) -> bool:
    return any(pattern.match(plan.query, end) for end in _ends(plan.query, text))


def _ends(query: str, text: str) -> list[int]:
    """Where each standalone writing of an amount ends: "8천" in "2억 8천 중에 8천을" is the second one
    (the first is a part of "2억 8천")."""
    return [m.end() for m in re.finditer(r"(?<![\d억천만.,])(?<![\d억천만.,]\s)" + re.escape(text), query)] or (
        [query.find(text) + len(text)] if text in query else [])


_RENT_CUT = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|만|정도|쯤)?\s*(?:깎|내리|내려|줄이|줄여|낮추|낮춰|빼|덜)")
_DEPOSIT_UP = re.compile(r"보증금\S{0,3}\s*(?:\S{0,8}\s*)?(?:올리|올려|올릴|더\s*(?:내|넣|주|낼|올))")


def _conversion(plan: PlanReady, deposits: list[int], rents: list[int], unnamed: list[int]) -> dict[str, Any]:
    # "깎는 금액 6천. 월세 상한?": a figure of thousands of 만원 read as a rent is the part converted
    unnamed = unnamed + [m for m in rents if m >= _NO_RENT_MANWON]
    rents = [m for m in rents if m < _NO_RENT_MANWON]
    said = f"{plan.query} {_gloss(plan)}"
    kept = _kept(plan)
    others = [m for m in deposits + unnamed if m != kept]
    if kept is not None and others and max(others) > kept:
        # "전세 2억을 월세로 돌리려는데 보증금 5천 남기면": 2억 → 5천, the rest becomes rent.
        return {"deposit": max(others), "new_deposit": kept}
    amounts = _amounts(plan)
    # "월세 60인데 월세 15만 깎고 보증금 올리려면 얼마": the rent taken off is the rent turned into deposit
    cut = next((m for r, m, t in amounts if r == "monthly_rent" and m < _NO_RENT_MANWON and _at(plan, t, _RENT_CUT)), None)
    if cut is not None and len(rents) >= 2 and _DEPOSIT_UP.search(said):
        return {"deposit": 0, "monthly_rent": cut}
    # "월세 60만원 중 30만원을 보증금으로 돌리면": the one other figure, below the rent, in a rent-into-deposit
    # question is the part of the rent converted — no deposit is smaller than a month's rent.
    if len(rents) == 1 and len(deposits + unnamed) == 1 and 0 < (deposits + unnamed)[0] < rents[0] \
            and _INTO_DEPOSIT.search(said):
        return {"deposit": 0, "monthly_rent": (deposits + unnamed)[0]}
    raised_by = next((m for r, m, t in amounts if r in ("deposit", None) and (
        _at(plan, t, _RAISED_BY) or (_RENT_DOWN.search(plan.query) and _at(plan, t, _RAISED)))), None)
    raised_to = next((m for r, m, t in amounts if r in ("deposit", None) and _at(plan, t, _RAISED_TO)), None)
    if raised_to is None and raised_by is None and len(deposits) >= 2 and deposits[1] > deposits[0] and rents \
            and _RENT_DOWN.search(plan.query):
        raised_to = deposits[1]  # "보증금 1억 월세 30인데 보증금 2억으로 하면 월세 없애준대요"
    if raised_by is not None or raised_to is not None:
        # "보증금 1억 월세 50에서 보증금 2억으로 올리면": the rent a raised deposit takes off.
        base = [m for m in deposits + unnamed if m not in (raised_by, raised_to)][:1]
        cur = base[0] if base else 0
        new = cur + raised_by if raised_by is not None else raised_to
        if new is not None and new > cur:
            return {"deposit": cur, "new_deposit": new, "monthly_rent": rents[0] if rents else None}
    converted = _converted(plan)
    # "Convert 1억 of a 3억 deposit": the deposit may be the unnamed figure larger than the part.
    cur = [m for m in deposits if m != converted][:1] or [
        m for m in unnamed if converted is not None and m > converted][:1]
    lower = [m for m in deposits[1:] + unnamed if cur and m < cur[0] and m != converted][:1]
    if (converted is None and not lower and len(deposits) == 1 and not unnamed and not rents
            and _WHOLE_INTO_RENT.search(said)):  # "월새로" read as 월세
        lower = [0]  # "보증금 4천만원 월세로 바꾸면", "전세 2억7천 전부 월세로 하면": the deposit named is the part converted
    if converted is None and not cur and not deposits and len(unnamed) == 1 and not lower \
            and (not rents or not _INTO_DEPOSIT.search(said)):
        # "전월세전환 1억2천5백이면 월 얼마": the one figure, told without a role, is the part turned into
        # rent; "1억에 월세 50만원 달래요": with a rent beside it, that rent is the one proposed for it
        cur, lower = unnamed[:1], [0]
        rents = []
    if converted is not None and not lower:
        # Only the converted part is known: the rent for it alone is the answer (현재 보증금
        # is then that part, lowered to nothing); with the deposit too, the rest stays.
        cur = cur or [converted]
        lower = [cur[0] - converted]
    out: dict[str, Any] = {"deposit": cur[0] if cur else None, "new_deposit": lower[0] if lower else None,
                           "monthly_rent": rents[0] if rents else None}
    if lower and rents and not _rent_before(plan, lower[0]):
        # "보증금 3억에서 2억으로 낮추고 월세 50 받으면": a rent named after the new deposit is the
        # one proposed, not one paid now — only a rent paid now is added to the converted part.
        out["monthly_rent"] = None
    if rents and not deposits and not unnamed and _INTO_DEPOSIT.search(said):
        out["deposit"] = 0  # "월세 60만원을 보증금으로 돌리면": the whole rent becomes deposit
    offered = _offered_rent(plan, rents, out)
    if offered is not None:
        # "보증금 5천 빼주는 대신 월세 25만원 더, 몇 %예요?": the rate the proposal implies is asked
        out.update(monthly_rent=None, offered_rent=offered)
        if out.get("new_deposit") is None:
            out["new_deposit"] = 0  # "보증금 3천을 월세 15만원으로 바꾸재": the deposit named is the part converted
    return out


# The rate of a proposal asked ("몇 %로 계산한 거예요", "연 몇 프로야", "전환율이 얼마예요"), not a rate stated to
# compute with ("4%로 계산하면").
_RATE_ASKED = re.compile(r"몇\s*(?:%|퍼센트|퍼|프로)|전환\s*율\S{0,2}\s*(?:이|은|는)?\s*(?:얼마|몇)|연\s*몇"
                         r"|what (?:rate|percent)|how many percent|which rate", re.I)
# A rent said as proposed for the deposit taken off: "월세 15만원으로 바꾸재", "월세를 25만원 더 내라", "월세 100만원으로".
_RENT_PROPOSED = re.compile(r"\s*(?:만\s*원|원)?\s*(?:을|를|씩)?\s*(?:(?:으로|로)\s*(?:바꾸|바꿔|전환|돌리|돌려|하자|해\s*달|올리|받)"
                            r"|(?:더|추가로?)\s*(?:내|받|달|올리|올려|주))")


def _offered_rent(plan: PlanReady, rents: list[int | float], out: dict[str, Any]) -> int | float | None:
    """The one rent a question proposes for the deposit taken off, when the rate it implies is asked:
    a deposit to take it from, and no rent paid now beside it."""
    said = f"{plan.query} {_gloss(plan)}"
    new = out.get("new_deposit")
    if len(rents) == 2 and new is not None and out.get("deposit") and new < out["deposit"] and rents[1] > rents[0] \
            and _RATE_ASKED.search(said) and not _INTO_DEPOSIT.search(said):
        # "보증금 5천/월세 40에서 보증금 3천/월세 50으로": the rent added for the deposit taken off is the offer
        return rents[1] - rents[0]
    if len(rents) != 1 or out.get("deposit") in (None, 0) or not _RATE_ASKED.search(said) or _INTO_DEPOSIT.search(said):
        return None
    if new is not None and (new >= out["deposit"] or out.get("monthly_rent") is not None):
        return None  # a rent told before the lowered deposit is the rent paid now (_rent_before)
    if new is not None:
        return rents[0]  # told after the lowered deposit: the one proposed for it
    text = next((t for r, m, t in _amounts(plan) if r == "monthly_rent" and m == rents[0]), None)
    return rents[0] if text is not None and _at(plan, text, _RENT_PROPOSED) else None


def _conversion_follow_up(plan: PlanReady) -> dict[str, Any] | None:
    """The conversion asked before, with the one figure this turn gives put in the place it takes:
    a rent for the rent, "2억으로" for the deposit kept, "5천 더 올리면" for a raise, else the part
    converted (the figure a conversion question turns on)."""
    own = extract_entities(plan.query).amounts
    if len(own) != 1:
        return None
    earlier = _previous_query(plan)
    before = calc_params("rent_conversion", plan.model_copy(update={
        "query": earlier, "entities": extract_entities(earlier)}))
    before.pop("rate_pct", None)
    x, text = _figure(own[0]), plan.query
    at = text.find(own[0].text)
    after = text[at + len(own[0].text):] if at >= 0 else ""
    dep, new, rent = before.get("deposit"), before.get("new_deposit"), before.get("monthly_rent")
    if own[0].role == "monthly_rent":
        return {**before, "monthly_rent": x, "deposit": dep if dep is not None else 0} if new is None or rent else None
    if re.match(r"\s*(?:만\s*원|원)?\s*(?:을|를|만)?\s*더\s*(?:빼|깎|줄|낮|월세)", after) and new is not None and dep:
        return {**before, "new_deposit": max(0, new - x)}  # "5천만 더 빼면요?": more of the deposit into rent
    if _RAISED_BY.match(after):
        return {"deposit": dep or 0, "new_deposit": (dep or 0) + x, "monthly_rent": rent}
    if _RAISED_TO.match(after) and (dep or 0) < x:
        return {"deposit": dep or 0, "new_deposit": x, "monthly_rent": rent}
    if dep is None:
        return None
    if re.match(r"\s*(?:만\s*원|원)?\s*(?:으로|로)(?!는)", after) and x < dep:
        return {**before, "new_deposit": x}  # "보증금 2억으로 하면": the deposit kept
    if new is not None and new > 0 and x < dep:
        return {**before, "new_deposit": dep - x}  # "그럼 2억이면?": the part converted
    if new == 0 or new is None:
        return {**before, "deposit": x, "new_deposit": 0} if new == 0 else None
    return None


def calc_params(name: str, plan: PlanReady) -> dict[str, Any]:
    # The words around a figure are read beside its Amount.text, so the question is read in the form
    # the amounts were found in ("계약금 천만원" holds the amount "1,000만원"), its spoken counts in
    # digits too ("무주택 팔년", "계약금 십프로").
    said = plan.query
    if plan.entities.extra.get("query_ko") and plan.entities.extra.get("language") != "en":
        # a Korean question whose slips the planner put right ("월새로 돌리면" → "월세로 돌리면"): read as meant
        said = str(plan.entities.extra["query_ko"])
    plan = plan.model_copy(update={"query": spoken_counts_in_digits(amounts_in_digits(said))})
    e = plan.entities
    deposits, rents, prices = _of(plan, "deposit"), _of(plan, "monthly_rent"), _of(plan, "price")
    unnamed = _of(plan, None)
    official = _official_price(plan)
    if official is None and isinstance(e.extra.get("official_price"), int):
        official = e.extra["official_price"]  # an English question's "official price is …", read by the planner
    # The 공시가격 is neither the price nor the deposit, whatever role the extractor gave it ("빌라 공시가
    # 1억5천인데 전세 2억": both figures sit in a 전세 sentence, and the deposit is the 2억).
    for figures in (prices, deposits):
        if official is not None and official in figures:
            figures.remove(official)
    out: dict[str, Any] = {}
    if name == "rent_increase_cap":
        # "보증금 3억인데 3억 5천으로 올려달래요": the second figure is the one asked for.
        # "우리집 2억7천인데 얼마까지 올라가요?": the one figure, told without a role, is the deposit raised
        cur = deposits[:1] or (unnamed if len(unnamed) == 1 and not rents and not prices else [])
        asked = deposits[1:2] or [m for m in unnamed if cur and m > cur[0]][:1]
        # "전세 2억5천인데 3천 올려달래요": a smaller figure asked to be added is the increase.
        raised = [(r, m) for r, m, t in _amounts(plan)[1:] if re.search(
            re.escape(t) + r"\s*(?:만\s*원|원)?\s*(?:을|를|만|씩|이나|정도)?\s*(?:더\s*)?(?:올려|올리|인상|증액)", plan.query)]
        # "월세 80인데 월세 10만원 올려달래요": a second rent below the first, asked to be added, is
        # the raise (the new rent is 90, not 10).
        rent_raise = [m for r, m in raised if r == "monthly_rent" and rents[1:2] == [m] and m < rents[0]]
        raise_by = [m for r, m in raised if cur and m < cur[0] and not (rent_raise and r == "monthly_rent")]
        # "월세 100만원인데 110만원 달래요": an unnamed figure a little above the rent is the rent asked for.
        requested_rent = ([rents[0] + rent_raise[0]] if rent_raise else rents[1:2]) or [
            m for m in unnamed if rents and rents[0] < m <= 2 * rents[0]][:1]
        if cur and raise_by and rents and not requested_rent and raise_by[0] <= rents[0]:
            # "보증금 2천에 월 80인데 10만원 올려달래요": a raise no larger than the rent is a rent raise
            # (a deposit raised by less than one month's rent is no one's proposal).
            requested_rent, raise_by = [rents[0] + raise_by[0]], []
        if cur and raise_by and (not asked or asked[0] < cur[0]):
            asked = [cur[0] + raise_by[0]]
        # "전세 3억인데 갱신 때 월세 10만원 추가하재요": the one rent, said as added to a lease without
        # one, is the rent asked for — there is no current rent.
        added = [m for r, m, t in _amounts(plan) if r == "monthly_rent" and len(rents) == 1 and re.search(
            r"월세\s*" + re.escape(t) + r"\s*(?:을|를|씩|만)?\s*(?:추가|더\s*(?:내|받|달)|붙|새로)", plan.query)]
        if cur and added:
            rents, requested_rent = [], added[:1]
        out = {"deposit": cur[0] if cur else None, "requested_deposit": asked[0] if asked else None,
               "monthly_rent": rents[0] if rents else None,
               "requested_rent": requested_rent[0] if requested_rent else None}
        raise_pct = _raise_pct(plan)
        if raise_pct is not None and out["requested_deposit"] is None and out["requested_rent"] is None:
            out["requested_pct"] = raise_pct
        if _RENEWAL_USED.search(plan.query):
            out["renewal_used"] = True
        if RAISE_AS_RENT.search(plan.query) and out["deposit"] is not None:
            out["raise_as_rent"] = True  # "그 증액분을 월세로 받으면 한 달에 얼마"
    elif name == "brokerage_fee":
        if not (prices or deposits or rents) and len(unnamed) == 1 and len(e.deal_types) == 1:
            # "4천만원에 매매하는데 중개보수": the one figure is the deal's own amount.
            {"SALE": prices, "JEONSE": deposits}.get(e.deal_types[0], []).append(unnamed[0])
        # "월세" said but no rent read: a 월세 deal, so the calculator asks for the rent.
        # "매매 12억 중개보수랑 전세 15억 중개보수": a fee asked twice, for a price and for a deposit, is two
        # deals — no deal type, and the calculator computes both.
        two_deals = bool(prices and deposits and len(_FEE_ASKED.findall(plan.query)) >= 2)
        deal = None if two_deals else ("MONTHLY" if rents or ("MONTHLY" in e.deal_types and not prices)
                else "SALE" if prices and not deposits else "JEONSE" if deposits
                else (e.deal_types[0] if e.deal_types else None))
        out = {"deal_type": deal, "price": prices[0] if prices else None,
               "deposit": deposits[0] if deposits else None, "monthly_rent": rents[0] if rents else None,
               "property_type": e.property_types[0] if e.property_types else None,
               "with_vat": True if _WITH_VAT.search(plan.query) else None}
        out.update(_presale(plan))
    elif name == "rent_conversion":
        out = _conversion(plan, deposits, rents, unnamed)
        if _previous_query(plan):
            # "그럼 2억이면?" after "전세 3억 중 1억을 월세로 돌리면": this turn's one figure changes one
            # figure of the conversion asked before; the others still stand.
            out = _conversion_follow_up(plan) or out
        rate = _conversion_pct(plan)
        if rate is not None:
            out["rate_pct"] = rate
    elif name == "priority_repayment":
        dates = date_roles(plan, ("mortgage_date",))
        out = {"deposit": deposits[0] if deposits else None, "house_value": prices[0] if prices else None,
               "mortgage_date": (e.extra.get("mortgage_registered") or dates.get("mortgage_date")
                                 or month_role(plan, "mortgage_date")),
               "tenant_count": e.extra.get("small_tenant_count")}  # "소액임차인 3명": they share the half
    elif name == "deposit_delay_interest" and rent_in_arrears(plan.query) and not deposits:
        # "월세 80 석 달 밀렸는데 연체이자": the rent paid late, each month's from its own due date
        rate = next((p for p in e.percentages if 0 < p <= 100), None)
        out = {"rent_arrears": True, "monthly_rent": (rents or unnamed or [None])[0],
               "missed_rents": find_missed_rents(plan.query), "rate_pct": rate}
    elif name == "deposit_delay_interest":
        dates = date_roles(plan, ("contract_end", "served_date", "until"))
        # "1억 8천이고 4개월째예요": in a delay question the one figure without a role is the deposit withheld.
        deposit = deposits[:1] or (unnamed if len(unnamed) == 1 else [])
        deposit = [_withheld(plan, deposit[0])] if deposit else []
        out = {"deposit": deposit[0] if deposit else None,
               "due_date": e.extra.get("contract_end") or dates.get("contract_end"),
               "served_date": dates.get("served_date"), "until": dates.get("until"),
               "occupying": True if e.extra.get("still_occupying") else None}  # not yet handed back
        split = {} if out["due_date"] else next(
            (d for t in (plan.query, _gloss(plan)) if (d := find_split_delay(t))), {})
        if split:
            out.update(split)  # "송달일까지 90일(연 5%), 송달 다음날부터 40일(연 12%)": each part at its own rate
        elif not out["due_date"]:
            out.update(late_period(plan))
            # The rate the user states is the rate asked: "연 12%", "12프로" is the litigation rate
            # (소송촉진법 제3조, from the day after service), "연 5%" the civil one (민법 제379조), however
            # the lawsuit is mentioned. Without a rate, a period counted "소장 송달 후" runs at 12%.
            text = plan.query + " " + str(e.extra.get("query_ko") or "")
            stated = {p for p in e.percentages if p in (5.0, 12.0)}
            if not stated and _LITIGATION_RATE_NAMED.search(text):
                stated = {12.0}  # "소송촉진법 이율로": the rate named by its statute
            after = stated == {12.0} if stated else bool(
                re.search(r"소송|소장|송달|court|lawsuit|complaint", text, re.I)
                # "송달된 다음 날", "송달됐는데 그 후", "송달되고 2개월": counted from the service
                and re.search(r"송달\S{0,5}\s*(?:그\s*)?(?:다음\s*날|이후|후|뒤)|송달\s*(?:되고|된\s*지|되어|돼서)\s*\d"
                              r"|(?:after|since) .{0,30}served", text, re.I))
            if ("late_months" in out or "late_days" in out) and after:
                out["after_service"] = True
            if ("late_months" in out or "late_days" in out) and not stated and _AFTER_JUDGMENT.search(text):
                # "소송 이겼는데 판결 후 6개월": a judgment comes after the complaint was served, so the
                # period after it runs at the litigation rate (소송촉진법 제3조 ①: 송달 다음 날부터 다 갚는 날까지)
                out["after_service"] = True
    elif name == "renewal_window":
        said = plan.query + " " + str(e.extra.get("query_ko") or "")  # an English question's Korean reading too
        implied = _RENEWED.search(said) and re.search(r"해지|나가|나간|나갈|이사|뺀다|뺄|give notice|notif|terminat|move out",
                                                      said, re.I)
        # "2027년 1월 5일에 통지하면 언제 끝나요?": the one date is the tenant's notice, and the end it
        # brings (3개월 뒤, 제6조의2·제6조의3 제4항) is what is asked.
        dated = _dated_clauses(plan.query)
        old_end_only = bool(dated) and all(re.search(r"만료|만기|종료|끝나|끝났|끝난", clause)
                                           and not re.search(_DATE_WORDS["notice_date"], clause) for _, clause in dated)
        renewed_from_end = bool(implied and _HAS_RENEWED.search(said) and old_end_only)
        if renewed_from_end:
            # "만료일이 2026.10.10이었는데 자동연장됐어요. 새 만료일은 언제고 중간에 나갈 수 있나요?": every date told is
            # the old end, none a notice — the renewed term's end leads, and its answer says the tenant may leave
            # at 3개월 notice (제6조의2)
            implied = False
        implied = implied or (len(e.dates) == 1 and re.search(r"끝나|종료되|효력", said) and any(
            re.search(_DATE_WORDS["notice_date"], clause) and not re.search(r"만료|만기|종료일", clause)
            for _, clause in _dated_clauses(plan.query)))
        # One date is most often the end ("만료일 …"), unless its clause says it is the start.
        roles = ("notice_date",) if implied else ("contract_start", "contract_end") if len(e.dates) > 1 \
            else ("contract_end", "contract_start")
        dates = date_roles(plan, roles)
        out = {"contract_end": e.extra.get("contract_end") or dates.get("contract_end"),
               "contract_start": e.extra.get("contract_start") or dates.get("contract_start"),
               "notice_date": dates.get("notice_date"), **_lease_term_params(plan)}
        if not implied and not (out["contract_end"] or out["contract_start"]):
            # "2024년 12월에 들어왔는데": a month is the whole month's days; the calculator says so.
            start = month_role(plan, "contract_start")
            out["contract_start"] = start if start and len(start) == 7 else None
            end = None if start else month_role(plan, "contract_end")
            out["contract_end"] = end if end and len(end) == 7 else None  # a year alone is too coarse
        if _LANDLORD_NOTICE.search(said):
            out["party"] = "landlord"  # "집주인이 갱신 안 해준다는 통보를 언제까지": the landlord's deadline
            out["own_use"] = True if _OWN_USE.search(said) else None
        if implied and not out["notice_date"] and len(days := find_month_days(said)) == 1:
            # "12월 1일에 나간다고 문자 보냈어요": the notice day without its year — the calculator takes the
            # 12월 1일 nearest the day of the turn (ISO 8601's yearless "--12-01")
            out["notice_date"] = f"--{days[0][0]:02d}-{days[0][1]:02d}"
        if not implied and _HAS_RENEWED.search(said) and (_RENEWED_END_ASKED.search(said) or renewed_from_end) \
                and out["contract_end"] and not out.get("party"):
            out["renewed"] = True  # "묵시적 갱신됐어. 새 만기 언제야?": the renewed term's end, not the old window
        if not implied and not out.get("renewed") and not out.get("party") and _DEMAND_IF.search(said) \
                and _STAY_END_ASKED.search(said) and not _RENEWAL_USED.search(said) and not _RENEWED.search(said):
            out["demanded"] = True  # "갱신요구권 쓰면 언제까지 살 수 있어?": the renewed term's end leads
        if implied and not out["notice_date"]:
            out["implied"] = True  # "묵시적 갱신인데 언제 나갈 수 있어요": from a notice sent today, and asked
    elif name == "earnest_money":
        # "계약금 10% 넣었는데 … 매매가 8억" / "계약금 5천": the 계약금 as an amount or a share of the price.
        # An English question is read in its gloss ("a 30,000,000 won down payment" → "계약금 3000만원").
        said = f"{plan.query} {_gloss(plan)}"
        # A follow-up ("집주인이 해약하면 배액으로 얼마?") reads the 계약금 in the words it was told in before;
        # "계약금 10%로 4천만원": the share said before the amount is the same 계약금.
        earnest = next((m for _, m, t in _amounts(plan)
                        if re.search(r"(?<!가)계약금\s*(?:은|는|으로|을|를|이|가|:)?\s*(?:\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)"
                                     r"\s*(?:로|으로|인|이고|,)?\s*)?" + re.escape(t), f"{said} {_previous_query(plan)}")), None)
        # A follow-up ("반대로 매도인이 해제하면?") keeps the 계약금 share the previous question stated.
        pct_words = r"(?<!가)계약금[^,.?!]{0,10}\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)"
        pct = e.percentages[0] if e.percentages and (re.search(pct_words, plan.query)
                                                     or re.search(pct_words, _previous_query(plan))) else None
        by = _party(said) or _party(_previous_query(plan))
        price = (prices or [m for m in unnamed if m != earnest])[:1]
        # "계약금 5천 중 500만원만 받은 상태": part of the agreed 계약금 paid so far
        paid = next((m for _, m, t in _amounts(plan) if earnest is not None and m < earnest and
                     re.search(re.escape(t) + r"\s*(?:만|밖에|정도)?\s*(?:받|냈|넣었|넣은|입금|지급|줬|보냈|송금)", plan.query)),
                    None)
        out = {"earnest": earnest, "earnest_pct": pct if earnest is None else None,
               "price": price[0] if price and earnest is None else None,
               "by": by, "paid": paid}
    elif name == "guarantee_deadline":
        dates = date_roles(plan, ("contract_start", "contract_end"))
        elapsed = _ELAPSED.search(plan.query)
        out = {"contract_start": e.extra.get("contract_start") or dates.get("contract_start"),
               "contract_end": e.extra.get("contract_end") or dates.get("contract_end"),
               "term_years": _lease_term(plan),
               "elapsed_months": (int(elapsed.group(1)) * (12 if elapsed.group(2) == "년" else 1)) if elapsed else None}
    elif name == "subscription_score":
        q = plan.query + " " + str(e.extra.get("query_ko") or "")
        deps = _DEPENDENTS.search(q)
        out = {"homeless_months": _months_of(_HOMELESS_SPAN.search(q)),
               "dependents": int(deps.group(1)) if deps else (0 if _NO_DEPENDENTS.search(q) else None),
               "account_months": _account_months(q),
               "owns_house": True if _OWNS_HOUSE.search(q) and not _HOMELESS_SPAN.search(q) else None,
               # "35살 미혼이고 무주택": the period the calculator counts from 만 30세
               "age": e.extra.get("age"), "single": True if e.extra.get("marital") == "single" else None}
    elif name == "acquisition_tax":
        q = plan.query + " " + str(e.extra.get("query_ko") or "")
        owned, after = _HOUSES_OWNED.search(q), _HOUSES_AFTER.search(q)
        houses = ((int(owned.group(1)) if owned.group(1) else {"한": 1, "두": 2}[owned.group(2)]) + 1 if owned
                  else int(after.group(1)) if after else None)
        price = (prices or unnamed)[:1]
        out = {"price": price[0] if price else None, "area_m2": e.area_m2,
               "property_type": e.property_types[0] if e.property_types else None,
               "house_count": houses,
               "regulated": False if _NOT_REGULATED.search(q) else True if _REGULATED.search(q) else None,
               "first_home": True if e.extra.get("first_home") else None}
    elif name == "statutory_deadline":
        kind, start = _filing(plan)
        said = plan.query + " " + str(e.extra.get("query_ko") or "")
        # "등기는 언제까지? 취득세 신고 기한도요": a second filing named after the first
        also = next((k for k, pattern, _ in _FILINGS if k != kind and re.search(pattern, said, re.I)), None)
        out = {"kind": kind, "start_date": start, "also_kind": also if kind and start else None}
    elif name == "jeonse_ratio":
        debt = e.extra.get("mortgage_max_claim")
        out = {"deposit": deposits[0] if deposits else None, "price": prices[0] if prices else None,
               "official_price": official,
               "senior_debt": debt if debt is not None else next(iter(_of(plan, "debt")), None),
               # "전세가율 70% 안 넘으려면 전세 최대 얼마": the share the planner read as the bound asked of
               "target_pct": e.extra.get("target_ratio_pct") if not deposits else None}
        if not deposits and not prices and official is None and PRINCIPAL_ASKED.search(
                f"{plan.query} {_gloss(plan)}"):
            # "채권최고액 1억2천이면 실제 대출은 얼마": the principal behind it, at the share the user states
            # ("120%로 잡으면") or the banks' usual one, said as assumed
            out["claim_pct"] = next((p for p in e.percentages if 100 <= p <= 200), "usual")
    return {k: v for k, v in out.items() if v is not None}
