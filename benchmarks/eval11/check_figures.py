# -*- coding: utf-8 -*-
"""eval11 checker (blind, 2026-11-27). Recomputes every figure in questions.jsonl from figure_checks.json with
calculators written here independently of build_questions.py (different arithmetic: Fractions, explicit bracket
lists, day-by-day date stepping), then validates fields, labelling conventions, verdict form, split alternation, ids
and coverage required by the eval11 brief. Paths are relative to this file. Prints OK last when everything passes."""
import collections, datetime as dt, json, os, sys
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []
def err(msg):
    errors.append(msg); print("FAIL:", msg)

# ---------------- independent recalculators ----------------
def parse(s):
    return dt.datetime.strptime(s, "%Y-%m-%d").date()

def add_months(s, k):
    """Calendar-month shift with end-of-month clamping, done by stepping to the 1st and walking days."""
    d = parse(s)
    first = dt.date(d.year, d.month, 1)
    m = first.month - 1 + k
    target = dt.date(first.year + m // 12, m % 12 + 1, 1)
    last = target
    while (last + dt.timedelta(days=1)).month == target.month:
        last += dt.timedelta(days=1)
    return target.replace(day=min(d.day, last.day))

def expiry(start, months):
    return add_months(start, months) - dt.timedelta(days=1)

# 중개보수 (공인중개사법 시행규칙 별표1, 2021-10-19): (lower bound inclusive, permille, cap 만원)
SALE_BRACKETS = [(150000, 7, None), (120000, 6, None), (90000, 5, None), (20000, 4, None), (5000, 5, 80), (0, 6, 25)]
LEASE_BRACKETS = [(150000, 6, None), (120000, 5, None), (60000, 4, None), (10000, 3, None), (5000, 4, 30), (0, 5, 20)]
def fee(brackets, amount):
    for lower, permille, cap in brackets:
        if amount >= lower:
            v = F(amount) * permille / 1000
            return float(v if cap is None else min(v, cap))
def lease_base(deposit, rent):
    if rent == 0:
        return deposit
    base = deposit + rent * 100
    return base if base >= 5000 else deposit + rent * 70

CONV_CAP = min(F(10), F(250, 100) + 2) / 100          # 4.5%
PRIORITY = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
def priority(region, deposit, house=None):
    limit, amount = PRIORITY[region]
    if deposit > limit:
        return 0.0
    cands = [deposit, amount] + ([F(house, 2)] if house is not None else [])
    return float(min(cands))

def level_payment(P, annual, n):
    i = F(str(annual)) / 12
    g = (1 + i) ** n
    return float(F(P) * i * g / (g - 1))

def ndays(a, b):
    return (parse(b) - parse(a)).days

R = {
    "months_before": lambda s, k: add_months(s, -k).isoformat(),
    "months_after": lambda s, k: add_months(s, k).isoformat(),
    "end_from_start": lambda s, k: expiry(s, k).isoformat(),
    "window_from_start": lambda s, term, before: add_months(expiry(s, term).isoformat(), -before).isoformat(),
    "days_to_deadline": lambda today, exp, before: float((add_months(exp, -before) - parse(today)).days),
    "days_between": lambda a, b: float(ndays(a, b)),
    "interest": lambda p, r, m: float(F(p) * F(str(r)) * F(m, 12)),
    "interest_days": lambda p, r, d: float(F(p) * 10000 * F(str(r)) * F(d, 365)),
    "interest_split": lambda p, a, b: float(F(p) * 10000 * (F(5, 100) * a + F(12, 100) * b) / 365),
    "interest_between": lambda p, r, a, b: float(F(p) * 10000 * F(str(r)) * F(ndays(a, b), 365)),
    "ratio": lambda dep, price: float(F(dep) * 100 / F(price)),
    "mult": lambda a, f: float(F(a) * F(str(f))),
    "debt_ratio": lambda m, dep, price: float(F(m + dep) * 100 / F(price)),
    "hug_max": lambda pub, senior: float(F(pub) * F(14, 10) * F(9, 10) - senior),
    "real_debt": lambda cmax: float(F(cmax) / F(6, 5)),
    "safe_dep": lambda price, f, m: float(F(price) * F(str(f)) - m),
    "conv": lambda amt: float(F(amt) * 10000 * CONV_CAP / 12),
    "conv_rev": lambda won: float(F(won) * 12 / CONV_CAP / 10000),
    "conv_rate_of": lambda amt, won: float(F(won) * 12 * 100 / (F(amt) * 10000)),
    "conv_rate": lambda: float(CONV_CAP * 100),
    "cap_total": lambda x: float(F(x) * F(105, 100)),
    "cap_total_won": lambda x: float(F(x) * F(105, 100)),
    "cap_increase": lambda x: float(F(x) * F(5, 100)),
    "brok_sale": lambda p: fee(SALE_BRACKETS, p),
    "brok_sale_vat": lambda p: fee(SALE_BRACKETS, p) * 1.1,
    "brok_lease": lambda d, r: fee(LEASE_BRACKETS, lease_base(d, r)),
    "prio": priority,
    "pmt": level_payment,
    "interest_only": lambda P, r: float(F(P) * F(str(r)) / 12),
}

rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
    for n, line in enumerate(fh, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            err(f"line {n} not JSON: {e}")
with open(os.path.join(HERE, "figure_checks.json"), encoding="utf-8") as fh:
    specs = json.load(fh)
by_id = {r.get("id"): r for r in rows}

# ---------------- figures ----------------
n_fig = 0
for r in rows:
    if "figure" not in r:
        continue
    n_fig += 1
    fig, spec = r["figure"], specs.get(r["id"])
    if spec is None:
        err(f"{r['id']}: figure without spec"); continue
    if spec[0] not in R:
        err(f"{r['id']}: unknown calculator {spec[0]}"); continue
    want = R[spec[0]](*spec[1:])
    if fig["unit"] == "date":
        if fig["value"] != want:
            err(f"{r['id']}: date {fig['value']} != recomputed {want}")
    else:
        gap = abs(float(fig["value"]) - want)
        if gap > max(0.01, 0.006 if fig["unit"] != "원" else 0.5):
            err(f"{r['id']}: value {fig['value']} != recomputed {want:.4f}")
        if fig["tol"] <= 0 or fig["tol"] > max(abs(want) * 0.05, 1):
            err(f"{r['id']}: tolerance {fig['tol']} implausible for {want}")
    if list(fig["inputs"].values()) != spec[1:]:
        err(f"{r['id']}: figure inputs differ from spec")
for k in specs:
    if k not in by_id or "figure" not in by_id[k]:
        err(f"spec {k} has no figure row")

# ---------------- field / convention validation ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
THIRTEEN = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법",
            "주택법", "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률",
            "공동주택 분양가격의 산정 등에 관한 규칙", "공동주택 층간소음의 범위와 기준에 관한 규칙",
            "전세사기피해자 지원 및 주거안정에 관한 특별법"]
LAWS = set(THIRTEEN) | {"소송촉진 등에 관한 특례법"}
LEGAL_KINDS = {"legal_housing_lease", "legal_civil", "legal_private_rental", "legal_brokerage", "legal_deal_report",
               "legal_registry", "legal_housing_act", "legal_apt_management", "legal_building_sale",
               "legal_price_disclosure", "legal_price_cap_rule", "legal_floor_noise", "legal_fraud_victim", "timeline_notice"}
CALC_KINDS = {"calc_increase_cap", "calc_brokerage_fee", "calc_conversion", "calc_priority_repay", "calc_late_interest",
              "calc_dates", "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input"}
OTHER_KINDS = {"market_price", "market_compare", "market_trend", "market_jeonse_gap", "market_listing", "loan_product",
               "loan_eligibility", "risk_check", "risk_checklist", "contract_draft", "contract_review", "comprehensive",
               "irrelevant", "unclear"}
PHRASINGS = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ORDER = ["id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
         "figure", "verdict", "missing"]
OPENERS = ("네", "아니요", "가능", "불가", "조건부", "경우에 따라")
KIND_LAW = {"legal_housing_lease": "주택임대차보호법", "legal_civil": "민법", "legal_private_rental": "민간임대주택에 관한 특별법",
            "legal_brokerage": "공인중개사법", "legal_deal_report": "부동산 거래신고 등에 관한 법률", "legal_registry": "부동산등기법",
            "legal_housing_act": "주택법", "legal_apt_management": "공동주택관리법", "legal_building_sale": "건축물의 분양에 관한 법률",
            "legal_price_disclosure": "부동산 가격공시에 관한 법률", "legal_price_cap_rule": "공동주택 분양가격의 산정 등에 관한 규칙",
            "legal_floor_noise": "공동주택 층간소음의 범위와 기준에 관한 규칙",
            "legal_fraud_victim": "전세사기피해자 지원 및 주거안정에 관한 특별법"}
named, seen_q = [], set()
for r in rows:
    i = r.get("id", "?")
    keys = list(r)
    if [k for k in ORDER if k in r] != keys or set(keys) - set(ORDER):
        err(f"{i}: keys/order {keys}")
    for k in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if k not in r:
            err(f"{i}: lacks {k}")
    if r["q"] in seen_q:
        err(f"{i}: duplicate question text")
    seen_q.add(r["q"])
    if r["kind"] not in LEGAL_KINDS | CALC_KINDS | OTHER_KINDS:
        err(f"{i}: unknown kind {r['kind']}")
    if r["phrasing"] not in PHRASINGS:
        err(f"{i}: phrasing {r['phrasing']}")
    if (r["phrasing"] == "followup") != ("prev" in r):
        err(f"{i}: followup/prev mismatch")
    if r["intent"] not in INTENTS or any(a not in INTENTS or a == r["intent"] for a in r.get("intent_alt", [])):
        err(f"{i}: intent labels")
    for t in [r["teams"]] + r.get("teams_alt", []):
        if t != sorted(set(t)) or not set(t) <= {"analysis", "search", "document"}:
            err(f"{i}: teams {t}")
    if r["teams"] in r.get("teams_alt", []):
        err(f"{i}: teams repeated in teams_alt")
    if (r["intent"] in ("irrelevant", "unclear")) != (r["teams"] == []):
        err(f"{i}: empty teams iff irrelevant/unclear")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]:
        err(f"{i}: contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]:
        err(f"{i}: risk teams")
    if "law" in r and r["law"] not in LAWS:
        err(f"{i}: law name {r['law']}")
    if any(l not in LAWS or l == r.get("law") for l in r.get("law_alt", [])):
        err(f"{i}: law_alt")
    kind = r["kind"]
    if kind in LEGAL_KINDS:
        if r["intent"] != "법률상담" or r["teams"] != ["search"] or r.get("teams_alt") != [["analysis", "search"]]:
            err(f"{i}: legal row labels")
        if "verdict" not in r or "figure" in r or "missing" in r:
            err(f"{i}: legal row needs a verdict only")
        if kind in KIND_LAW and r.get("law") != KIND_LAW[kind]:
            err(f"{i}: law {r.get('law')} does not match kind {kind}")
        if kind == "timeline_notice" and r.get("law") not in ("주택임대차보호법", "민법"):
            err(f"{i}: timeline law")
    if "verdict" in r:
        v = r["verdict"]
        head, sep, tail = v.partition(" — ")
        if not sep or not tail or not any(m in tail for m in ("§", "별표", "부칙")):
            err(f"{i}: verdict not 'conclusion — reason (article)'")
        if any(c.isascii() and c.isalpha() for c in head):
            err(f"{i}: verdict conclusion must be Korean")
        if not head.startswith(OPENERS):
            named.append(head)
    if kind in CALC_KINDS - {"calc_missing_input"} and "figure" not in r:
        err(f"{i}: calc row without figure")
    if "figure" in r:
        f = r["figure"]
        if set(f) != {"value", "unit", "tol", "inputs", "how"} or f["unit"] not in ("만원", "원", "%", "일", "개월", "date"):
            err(f"{i}: figure shape")
        if r["teams"] != ["analysis", "search"] or "verdict" in r or "missing" in r:
            err(f"{i}: figure row labels")
        want_intent = {"calc_jeonse_ratio": "리스크분석", "risk_check": "리스크분석", "calc_loan_payment": "대출상담"}.get(kind, "법률상담")
        if r["intent"] != want_intent:
            err(f"{i}: intent {r['intent']} for {kind}")
        if kind == "calc_jeonse_ratio" and r.get("intent_alt") != ["시세조회"]:
            err(f"{i}: 전세가율 intent_alt")
        if kind in ("calc_conversion", "calc_dates", "calc_increase_cap", "calc_priority_repay") and r.get("law") != "주택임대차보호법":
            err(f"{i}: law for {kind}")
        if kind == "calc_brokerage_fee" and r.get("law") != "공인중개사법":
            err(f"{i}: brokerage law")
        if kind == "calc_late_interest" and r.get("law") not in ("민법", "소송촉진 등에 관한 특례법"):
            err(f"{i}: late-interest law")
        if kind in ("risk_check", "calc_jeonse_ratio", "calc_loan_payment") and "law" in r:
            err(f"{i}: {kind} should carry no law")
    if kind == "calc_missing_input":
        if not r.get("missing") or "figure" in r or r["teams"] != ["analysis", "search"]:
            err(f"{i}: missing-input row")

# ---------------- ids and splits ----------------
if [r["id"] for r in rows] != [f"Y{n:03d}" for n in range(1, len(rows) + 1)]:
    err("ids are not Y001… in order")
count = collections.Counter()
for r in rows:
    expect = ("tune11", "holdout11")[count[r["kind"]] % 2]
    if r["split"] != expect:
        err(f"{r['id']}: split {r['split']} != {expect}")
    count[r["kind"]] += 1

# ---------------- coverage required by the brief ----------------
verdicts = [r for r in rows if "verdict" in r]
kinds = collections.Counter(r["kind"] for r in rows)
phr = collections.Counter(r["phrasing"] for r in rows)
if len(rows) != 250: err(f"{len(rows)} rows, want 250")
if len(verdicts) != 110: err(f"{len(verdicts)} verdict rows, want 110")
if n_fig != 114 or kinds["calc_missing_input"] != 6: err(f"figures {n_fig} / missing {kinds['calc_missing_input']}, want 114 / 6")
others = [r for r in rows if "verdict" not in r and "figure" not in r and "missing" not in r]
if len(others) != 20: err(f"{len(others)} other-intent rows, want 20")
if not {"시세조회", "대출상담", "계약서검토", "종합분석", "irrelevant"} <= {r["intent"] for r in others}: err("other intents not mixed")
by_law = collections.Counter(r["law"] for r in verdicts)
for law in THIRTEEN:
    if by_law[law] < 5: err(f"{law}: only {by_law[law]} verdict rows")
if kinds["timeline_notice"] < 6: err("timeline_notice under-covered")
neg = sum(1 for r in verdicts if r["verdict"].startswith(("아니요", "불가")))
if not 0.4 <= neg / len(verdicts) <= 0.6: err(f"negative verdict share {neg}/{len(verdicts)} not about half")
if not 0.08 <= phr["english"] / len(rows) <= 0.13: err(f"english share {phr['english']}/{len(rows)} not ~10%")
if not {"normal", "colloquial", "nospace", "typo", "followup", "english"} <= set(phr): err("phrasing mix incomplete")
top = ["calc_conversion", "calc_dates", "calc_jeonse_ratio", "risk_check"]
rest = ["calc_increase_cap", "calc_brokerage_fee", "calc_priority_repay", "calc_late_interest", "calc_loan_payment"]
if min(kinds[k] for k in top) <= max(kinds[k] for k in rest): err("computation weighting not as briefed")
calc_law_counts = collections.Counter(r.get("law") for r in verdicts)
for law in ("공인중개사법", "공동주택 층간소음의 범위와 기준에 관한 규칙", "주택법", "민법", "전세사기피해자 지원 및 주거안정에 관한 특별법"):
    if calc_law_counts[law] < 8: err(f"weighted law {law} has {calc_law_counts[law]} verdicts")
units = collections.Counter(r["figure"]["unit"] for r in rows if "figure" in r)

print(f"rows {len(rows)}  figures {n_fig}  missing {kinds['calc_missing_input']}  verdicts {len(verdicts)} "
      f"(아니요/불가 {neg}, named {len(named)})  others {len(others)}")
print("phrasing", dict(phr))
print("units", dict(units))
print("named conclusions:", sorted(set(named)))
print("OK" if not errors else f"{len(errors)} FAILURES")
sys.exit(1 if errors else 0)
