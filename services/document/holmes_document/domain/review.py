"""Review pasted lease text: flag clauses that are void, unlawful or risky for the tenant.

Pattern rules live in review_rules; the checks here need arithmetic on the text itself
(term length, increase percentage, brokerage fee against its legal cap).
"""
from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

from holmes_kit.korean.extract import find_percentages
from holmes_kit.korean.money import find_won_amounts
from holmes_kit.rules.brokerage import FEE_ARTICLE, FEE_LAW, housing_lease_fee_cap

from .dates import format_date_ko, full_term_end, is_shorter_than_years
from .errors import DocumentInputError
from .review_model import VERDICT_ORDER, ClauseVerdict, Finding, ReviewResult, Severity, Verdict
from .review_rules import ACT, PATTERN_RULES, TIP_RULES

MAX_REVIEW_CHARS = 200_000
MAX_INCREASE_PERCENT = Decimal(5)   # 제7조 제2항: 약정한 차임·보증금의 20분의 1
MIN_TERM_MONTHS = 24                # 제4조 제1항

_SPLIT = re.compile(r"\n+|(?<=\D[.!?])\s+|(?<=다\.)(?=\S)|(?=[②-⑳])")
_DATE = re.compile(r"(\d{4})년(\d{1,2})월(\d{1,2})일|(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})")
_TERM = re.compile(r"(?:임대차|계약|임대)기간(?:은|는|을|를|이|:)?(?:총)?(\d+)(년|개월)(?!전|이내)")
_INCREASE = re.compile(r"인상|증액|올려|올린|올리|올릴")
_SHORT_REPEAT = re.compile(r"(?:(\d+)개월(?:마다|후|이내|뒤))|수시로|언제든지|임대인이원하는때")


# The user's own words around the pasted text ("이거 서명해도 되나요?", "검토해 주세요") are the
# question, not a clause: judged as one they would read as a 'safe clause'.
_ASKING = re.compile(r"[?？]$|(?:검토|봐|확인|체크|점검)\S*(?:주세요|줘|줄래|주실래요|주시겠어요|부탁\S*)\.?$|"
                     r"(?:서명|사인|도장|계약|싸인)\S*(?:해도|찍어도)(?:되|돼|괜찮)")


_QUOTED = re.compile(r"['‘\"“「『]([^'’\"”」』]{4,})['’\"”」』]")


def _sentences(text: str) -> list[tuple[str, str]]:
    """(original sentence, whitespace-free form) pairs of the contract text, without the ask."""
    parts = (p.strip() for p in _SPLIT.split(text))
    pairs = [(p, re.sub(r"\s+", "", p)) for p in parts if p]
    out: list[tuple[str, str]] = []
    for p, q in pairs:
        if not _ASKING.search(q):
            out.append((p, q))
        else:  # "'…하지 않기로 한다'는 특약 괜찮아요?": the quoted clause is reviewed, the ask is not
            out.extend((c.strip(), re.sub(r"\s+", "", c)) for c in _QUOTED.findall(p) if c.strip())
    return out


def _finding(rule_id: str, severity: Severity, title: str, message: str, law: str, article: str,
             excerpt: str, verdict: Verdict = "주의", family: str = "", **more) -> Finding:
    return Finding(rule_id=rule_id, severity=severity, title_ko=title, message_ko=message,
                   law=law, article=article, excerpt=excerpt[:200], verdict=verdict, family=family or rule_id, **more)


def _dates(squashed: str) -> list[date]:
    out = []
    for m in _DATE.finditer(squashed):
        y, mo, d = (int(g) for g in (m.groups()[:3] if m.group(1) else m.groups()[3:]))
        try:
            out.append(date(y, mo, d))
        except ValueError:
            continue
    return out


def _term_finding(original: str, squashed: str) -> Finding | None:
    message = None
    dates = _dates(squashed)
    if len(dates) >= 2 and ("부터" in squashed or "~" in squashed) and "기간" in squashed:
        start, end = dates[0], dates[1]
        if start < end and is_shorter_than_years(start, end, MIN_TERM_MONTHS // 12):
            message = (f"임대차기간({format_date_ko(start)}~{format_date_ko(end)})이 2년 미만입니다. 임차인은 "
                       f"{format_date_ko(full_term_end(start, 2))}까지 거주를 주장할 수 있지만 임대인은 2년 미만을 주장할 수 없습니다.")
    m = _TERM.search(squashed)
    if message is None and m:
        months = int(m.group(1)) * (12 if m.group(2) == "년" else 1)
        if months < MIN_TERM_MONTHS:
            message = (f"임대차기간이 {m.group(1)}{m.group(2)}으로 2년 미만입니다. 임차인은 2년을 주장할 수 있지만 "
                       "임대인은 2년 미만을 주장할 수 없습니다.")
    return (_finding("term_under_2y", "medium", "임대차기간 2년 미만", message, ACT, "제4조", original, "주의", "term")
            if message else None)


def _percents(text: str) -> list[Decimal]:
    # kit's one percentage reader, on the text as written ("칠 퍼센트" needs its spaces); "%g" prints 10, not 10.0
    return [Decimal(f"{p:g}") for p in find_percentages(text)]


def _amounts_won(squashed: str) -> list[Decimal]:
    return [Decimal(a.numerator) / a.denominator for a in find_won_amounts(squashed)]


def _increase_findings(original: str, squashed: str) -> list[Finding]:
    if not _INCREASE.search(squashed):
        return []
    found: list[Finding] = []
    percents = _percents(original)
    amounts = _amounts_won(squashed)
    if not percents and len(amounts) >= 2 and amounts[0] > 0 and amounts[1] > amounts[0]:
        percents = [(amounts[1] - amounts[0]) * 100 / amounts[0]]
    over = [p for p in percents if p > MAX_INCREASE_PERCENT]
    if over:
        found.append(_finding("increase_over_5pct", "high", "증액 상한(5%) 초과",
                              f"증액률 {over[0]:.1f}%는 약정한 금액의 20분의 1(5%) 상한을 넘습니다. 넘는 부분은 효력이 없습니다(제10조).",
                              ACT, "제7조", original, "무효", "increase"))
    repeat = _SHORT_REPEAT.search(squashed)
    if repeat and (repeat.group(1) is None or int(repeat.group(1)) < 12):
        found.append(_finding("increase_within_1y", "high", "1년 이내 재증액",
                              "증액이 있은 후 1년 이내에는 다시 증액할 수 없습니다(제7조 제1항 후단).", ACT, "제7조",
                              original, "무효", "increase"))
    return found


def _fee_finding(original: str, squashed: str, deposit_won: Decimal, rent_won: Decimal) -> Finding | None:
    if not re.search(r"중개보수|중개수수료|복비", squashed) or deposit_won + rent_won <= 0:
        return None
    fee_cap = housing_lease_fee_cap(int(deposit_won), int(rent_won))
    cap, rate = fee_cap.cap_won, fee_cap.rate_pct
    percents = _percents(original)
    if percents and max(percents) > rate:
        message = f"중개보수 요율 {max(percents)}%가 법정 상한 요율 {rate}%를 넘습니다(한도 {cap:,}원)."
    else:
        fees = [a for a in _amounts_won(squashed) if a > cap]
        if not fees:
            return None
        message = f"중개보수 {int(fees[0]):,}원이 법정 한도 {cap:,}원을 넘습니다."
    return _finding("brokerage_over_cap", "high", "중개보수 한도 초과", message, FEE_LAW, FEE_ARTICLE, original,
                    "위험", "brokerage")


def _labelled_amount(sentences: list[tuple[str, str]], label: str) -> Decimal:
    for _, squashed in sentences:
        if squashed.startswith(label) or re.search(rf"(?:^|[|,]){label}(?:\([^)]*\))?[|:]", squashed):
            amounts = _amounts_won(squashed)
            if amounts:
                return amounts[0]
    return Decimal(0)


def _rank(verdict: str) -> int:
    return VERDICT_ORDER.index(verdict)


def _clause(original: str, squashed: str, found: list[Finding]) -> ClauseVerdict:
    if not found:
        tip = next((t.tip_ko for t in TIP_RULES if t.pattern.search(squashed) and not t.unless.search(squashed)), "")
        return ClauseVerdict(text=original, verdict="안전", reason="검토 규칙에 걸리는 내용이 없습니다.", suggestion=tip)
    found = sorted(found, key=lambda f: _rank(f.verdict))
    reason = " ".join(f"[{f.title_ko}] {f.message_ko} (「{f.law}」 {f.article})" for f in found)
    # One wording per family found, most severe first (two rules of a family share their wording).
    suggestion = " ".join(dict.fromkeys(f.suggestion for f in found if f.suggestion))
    return ClauseVerdict(text=original, verdict=found[0].verdict, reason=reason, findings=tuple(found),
                         suggestion=suggestion)


def review_contract(text: str) -> ReviewResult:
    """Every sentence gets a verdict; clauses and findings come most severe first, then in text
    order. Each rule fires at most once per sentence."""
    if not isinstance(text, str) or not text.strip():
        raise DocumentInputError("text", "검토할 계약서 내용을 붙여 넣어 주세요.")
    if len(text) > MAX_REVIEW_CHARS:
        raise DocumentInputError("text", f"계약서가 너무 깁니다({len(text):,}자). {MAX_REVIEW_CHARS:,}자 이내로 나눠 주세요.")
    sentences = _sentences(text)
    if not sentences:
        raise DocumentInputError("text", "검토할 계약서 조항을 붙여 넣어 주세요. (질문 문장만으로는 검토할 내용이 없습니다)")
    deposit = _labelled_amount(sentences, "보증금")
    rent = _labelled_amount(sentences, "차임") or _labelled_amount(sentences, "월세")
    findings: list[Finding] = []
    clauses: list[ClauseVerdict] = []
    for original, squashed in sentences:
        found = [_finding(rule.rule_id, rule.severity, rule.title_ko, rule.message_ko, rule.law, rule.article,
                          original, rule.verdict, rule.family, also=rule.also, suggestion=rule.suggestion,
                          party=rule.party)
                 for rule in PATTERN_RULES
                 if rule.pattern.search(squashed) and not (rule.unless and rule.unless.search(squashed))]
        term = _term_finding(original, squashed)
        fee = _fee_finding(original, squashed, deposit, rent)
        found += [f for f in (term, fee) if f] + _increase_findings(original, squashed)
        findings += found
        clauses.append(_clause(original, squashed, found))
    whole = re.sub(r"\s+", "", text)
    # Advice on a missing clause needs a contract to be missing from: one pasted clause is not one.
    if len(sentences) > 1 and re.search(r"임대|임차|보증금", whole) and not re.search(r"전입|확정일자", whole):
        findings.append(_finding("missing_registration_clause", "low", "전입신고·확정일자 조항 없음",
                                 "잔금일에 전입신고와 확정일자를 받을 수 있도록 임대인이 협조한다는 조항을 넣는 것이 안전합니다.",
                                 ACT, "제3조의2", "", "주의", "move_in"))
    # The missing-clause note (no excerpt) goes last: it is advice, not a clause of the text.
    findings.sort(key=lambda f: (not f.excerpt, _rank(f.verdict)))
    clauses.sort(key=lambda c: _rank(c.verdict))
    return ReviewResult(findings=tuple(findings), sentences_checked=len(sentences), clauses=tuple(clauses))
