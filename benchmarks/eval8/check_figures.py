# -*- coding: utf-8 -*-
"""eval8: recompute every figure in questions.jsonl independently (from figure_checks.json, with calculators
written separately from build_questions.py), validate every line, the labelling conventions and coverage.
Prints OK as the last line when everything holds.  Run: python3 benchmarks/eval8/check_figures.py"""
import calendar
import collections
import datetime
import json
import os
import sys

BASE = os.path.dirname(os.path.abspath(__file__))
TODAY = datetime.date(2026, 11, 26)
problems = []


def fail(msg):
    problems.append(msg)
    print("FAIL:", msg)


# ---- calculators (amounts in 만원; *_won results in 원) ----
def brok_sale(p):
    if p < 5000:
        return min(p * 0.006, 25)
    if p < 20000:
        return min(p * 0.005, 80)
    if p < 90000:
        return p * 0.004
    if p < 120000:
        return p * 0.005
    if p < 150000:
        return p * 0.006
    return p * 0.007


def brok_lease(dep, rent):
    base = dep
    if rent:
        base = dep + rent * 100
        if base < 5000:
            base = dep + rent * 70
    if base < 5000:
        return min(base * 0.005, 20)
    if base < 10000:
        return min(base * 0.004, 30)
    if base < 60000:
        return base * 0.003
    if base < 120000:
        return base * 0.004
    if base < 150000:
        return base * 0.005
    return base * 0.006


BASE_RATE = 2.50
CONV = min(10.0, BASE_RATE + 2.0)  # % (주임법 시행령 §9)


def add_months(iso, m):
    d = datetime.date.fromisoformat(iso)
    total = d.month - 1 + m
    y = d.year + total // 12
    mo = total % 12 + 1
    return datetime.date(y, mo, min(d.day, calendar.monthrange(y, mo)[1]))


def prio(region, dep, house, table):
    limits = {"2023": {"seoul": 16500, "overcrowded": 14500, "metro": 8500, "other": 7500},
              "2021": {"seoul": 15000, "overcrowded": 13000, "metro": 7000, "other": 6000}}[table]
    amounts = {"2023": {"seoul": 5500, "overcrowded": 4800, "metro": 2800, "other": 2500},
               "2021": {"seoul": 5000, "overcrowded": 4300, "metro": 2300, "other": 2000}}[table]
    if dep > limits[region]:
        return 0
    v = min(dep, amounts[region])
    if house is not None:
        v = min(v, house / 2)
    return v


def annuity(P_manwon, rate, years):
    i = rate / 100 / 12
    n = years * 12
    P = P_manwon * 10000
    return P * i / (1 - (1 + i) ** -n)


def days(a, b):
    return (datetime.date.fromisoformat(b) - datetime.date.fromisoformat(a)).days


CALC = {
    "cap_total": lambda x: x + x * 5 / 100,
    "cap_increase": lambda x: x * 5 / 100,
    "cap_total_won": lambda x: x + x * 5 / 100,
    "cap_increase_won": lambda x: x * 5 / 100,
    "brok_sale": brok_sale,
    "brok_lease": brok_lease,
    "brok_sale_vat": lambda p: brok_sale(p) * 1.10,
    "brok_lease_vat": lambda d, r: brok_lease(d, r) * 1.10,
    "conv_won": lambda a: a * 10000 * CONV / 100 / 12,
    "conv_back": lambda w: w * 12 * 100 / CONV / 10000,
    "conv_full_back": lambda d, w: d + w * 12 * 100 / CONV / 10000,
    "conv_rate": lambda: CONV,
    "months_before": lambda s, m: add_months(s, -m).isoformat(),
    "months_after": lambda s, m: add_months(s, m).isoformat(),
    "term_end": lambda s, m: (add_months(s, m) - datetime.timedelta(days=1)).isoformat(),
    "days_until": lambda s: days(TODAY.isoformat(), s),
    "days_until_before": lambda s, m: days(TODAY.isoformat(), add_months(s, -m).isoformat()),
    "interest_m": lambda p, r, m: p * (r / 100) * (m / 12),
    "interest_d_won": lambda p, r, d: p * 10000 * (r / 100) * d / 365,
    "interest_span_won": lambda p, r, a, b: p * 10000 * (r / 100) * days(a, b) / 365,
    "interest_two_m": lambda p, m5, m12: p * 0.05 * m5 / 12 + p * 0.12 * m12 / 12,
    "interest_two_d_won": lambda p, d5, d12: p * 10000 * 0.05 * d5 / 365 + p * 10000 * 0.12 * d12 / 365,
    "pmt_won": annuity,
    "io_won": lambda P, r: P * 10000 * r / 100 / 12,
    "total_interest_bullet": lambda P, r, y: P * r / 100 * y,
    "ltv": lambda price, l: price * l / 100,
    "ltv_pmt_won": lambda price, l, r, y: annuity(price * l / 100, r, y),
    "ratio": lambda dep, price: 100 * dep / price,
    "debt_ratio": lambda dep, senior, price: 100 * (dep + senior) / price,
    "hug_max": lambda g, s: g * 1.4 * 0.9 - s,
    "prio": prio,
    "double_deposit": lambda k: k + k,
}

# ---- load ----
rows = []
with open(os.path.join(BASE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except ValueError as e:
            fail(f"line {n} invalid JSON: {e}")
checks = json.load(open(os.path.join(BASE, "figure_checks.json"), encoding="utf-8"))
byid = {r["id"]: r for r in rows}

# ---- figures ----
nfig = 0
for r in rows:
    if "figure" not in r:
        continue
    nfig += 1
    fg = r["figure"]
    spec = checks.get(r["id"])
    if spec is None:
        fail(f"{r['id']} has figure but no check spec")
        continue
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)
    if diff > tol:
        fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    # tolerance must stay tight: never more than 2.5% of the value (dates: 1 day)
    if fg["unit"] == "date" and fg["tol"] > 1:
        fail(f"{r['id']} date tol")
    if fg["unit"] != "date" and exp and fg["tol"] > abs(exp) * 0.025 and fg["tol"] > 1:
        fail(f"{r['id']} tol {fg['tol']} too loose for {exp}")
    shown = exp if isinstance(exp, str) else round(exp, 2)
    print(f"ok  {r['id']} {r['kind']:<20} {spec[0]:<18} stated={fg['value']!s:<12} computed={shown!s:<12} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]:
        fail(f"check spec {qid} without figure")

# ---- structure & conventions ----
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = {"주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
           "figure", "verdict", "missing"}
KIND_LAW = {"calc_conversion": "주택임대차보호법", "calc_dates": "주택임대차보호법", "calc_increase_cap": "주택임대차보호법",
            "calc_brokerage_fee": "공인중개사법", "calc_priority_repay": "주택임대차보호법", "legal_civil": "민법"}
KIND_INTENT = {"calc_loan_payment": "대출상담", "calc_jeonse_ratio": "리스크분석", "risk_check": "리스크분석"}
WANT = {"calc_conversion": 40, "calc_dates": 30, "calc_late_interest": 25, "calc_loan_payment": 25, "calc_jeonse_ratio": 20,
        "risk_check": 15, "calc_increase_cap": 25, "calc_brokerage_fee": 25, "calc_priority_repay": 15, "legal_civil": 5,
        "calc_missing_input": 20}
seen_ids = set()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != "P%03d" % n:
        fail(f"line {n} id {i} out of sequence")
    if i in seen_ids:
        fail(f"dup id {i}")
    seen_ids.add(i)
    if set(r) - ALLOWED:
        fail(f"{i} unknown keys {set(r) - ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r:
            fail(f"{i} missing {key}")
    if r["split"] not in ("tune8", "holdout8"):
        fail(f"{i} split")
    if r["phrasing"] not in PHR:
        fail(f"{i} phrasing")
    if r["intent"] not in INTENTS:
        fail(f"{i} intent")
    if r["kind"] not in WANT:
        fail(f"{i} kind {r['kind']}")
    for a in r.get("intent_alt", []):
        if a not in INTENTS or a == r["intent"]:
            fail(f"{i} intent_alt {a}")
    if r["teams"] != ["analysis", "search"]:
        fail(f"{i} every row of this set is a computation: teams must be analysis+search")
    if ("figure" in r) == ("missing" in r):
        fail(f"{i} needs exactly one of figure / missing")
    if ("missing" in r) != (r["kind"] == "calc_missing_input"):
        fail(f"{i} missing only on calc_missing_input")
    if r["kind"] in KIND_LAW and r.get("law") != KIND_LAW[r["kind"]]:
        fail(f"{i} law should be {KIND_LAW[r['kind']]}")
    if r["kind"] in KIND_INTENT and r["intent"] != KIND_INTENT[r["kind"]]:
        fail(f"{i} intent should be {KIND_INTENT[r['kind']]}")
    if r["kind"] in KIND_LAW and r["intent"] != "법률상담":
        fail(f"{i} intent should be 법률상담")
    if r["kind"] == "calc_late_interest":
        if r.get("law") not in ("민법", "소송촉진 등에 관한 특례법"):
            fail(f"{i} late-interest law")
        twelve = any(a == 12 for a in checks.get(i, [])[1:3]) or checks.get(i, [""])[0].startswith("interest_two")
        if twelve != (r.get("law") == "소송촉진 등에 관한 특례법"):
            fail(f"{i} 12% rows cite 소송촉진법, 5% rows 민법")
    if r["kind"] in ("calc_loan_payment", "calc_jeonse_ratio", "risk_check") and "law" in r:
        fail(f"{i} {r['kind']} carries no law")
    if "law" in r and r["law"] not in LAWS:
        fail(f"{i} law {r['law']}")
    for law in r.get("law_alt", []):
        if law not in LAWS or law == r.get("law"):
            fail(f"{i} law_alt {law}")
    if (r["phrasing"] == "followup") != ("prev" in r):
        fail(f"{i} prev/followup mismatch")
    if r["kind"] == "legal_civil" and not r.get("verdict"):
        fail(f"{i} legal_civil needs a verdict")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}:
            fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"):
            fail(f"{i} unit")
        if not fg["how"] or not fg["inputs"] and checks.get(i, ["x"])[0] != "conv_rate":
            fail(f"{i} figure how/inputs empty")
    if not r["q"].strip():
        fail(f"{i} empty question")

# ---- splits alternate within each kind (first = tune8) ----
pos = collections.Counter()
for r in rows:
    want = "tune8" if pos[r["kind"]] % 2 == 0 else "holdout8"
    if r["split"] != want:
        fail(f"{r['id']} split should be {want}")
    pos[r["kind"]] += 1

# ---- coverage ----
kinds = collections.Counter(r["kind"] for r in rows)
for k, n in WANT.items():
    if kinds[k] != n:
        fail(f"kind {k}: {kinds[k]} rows, expected {n}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"english": 20, "followup": 20, "nospace": 20, "typo": 15, "colloquial": 30, "normal": 60}.items():
    if phc[p] < m:
        fail(f"phrasing {p}: {phc[p]} < {m}")
if len(rows) < 230:
    fail("fewer than 230 questions")
nmiss = sum(1 for r in rows if "missing" in r)
if nmiss < 18:
    fail("fewer than 18 missing-input rows")
for k in WANT:
    ph = {r["phrasing"] for r in rows if r["kind"] == k}
    if k != "legal_civil" and not {"english", "followup"} <= ph:
        fail(f"{k} lacks english or followup phrasings")
units = collections.Counter(r["figure"]["unit"] for r in rows if "figure" in r)

print()
print("rows", len(rows), "figures", nfig, "missing", nmiss)
print("kinds", dict(kinds))
print("phrasing", dict(phc))
print("units", dict(units))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
if problems:
    print(f"{len(problems)} FAILURES")
    sys.exit(1)
print("OK")
