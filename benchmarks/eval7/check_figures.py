# -*- coding: utf-8 -*-
"""Independently recompute every figure in eval7/questions.jsonl from figure_checks.json,
and validate every line, the labelling conventions and coverage. Prints OK last when all pass."""
import calendar
import collections
import datetime
import json
import os
import sys

BASE = os.path.dirname(os.path.abspath(__file__))
ok = True


def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)


# ---------------- calculators (amounts in 만원 unless *_won) ----------------
def brok_sale(p):
    # 공인중개사법 시행규칙 별표1 (2021-10-19): 매매
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


def lease_base(dep, rent):
    if rent == 0:
        return dep
    b = dep + rent * 100
    return b if b >= 5000 else dep + rent * 70


def brok_lease(dep, rent):
    b = lease_base(dep, rent)
    if b < 5000:
        return min(b * 0.005, 20)
    if b < 10000:
        return min(b * 0.004, 30)
    if b < 60000:
        return b * 0.003
    if b < 120000:
        return b * 0.004
    if b < 150000:
        return b * 0.005
    return b * 0.006


BASE_RATE = 2.50  # 한국은행 기준금리 (2025-05-29~)
CONV_RATE = min(10.0, BASE_RATE + 2.0)  # %, 주임법 시행령 §9
PRIO23 = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
PRIO21 = {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}


def prio_with(table, region, dep, house=None):
    lim_dep, amt = table[region]
    if dep > lim_dep:
        return 0
    v = min(dep, amt)
    if house is not None:
        v = min(v, house / 2)
    return v


def add_months(iso, m):
    d = datetime.date.fromisoformat(iso)
    y, mo = divmod(d.month - 1 + m, 12)
    y += d.year
    mo += 1
    day = min(d.day, calendar.monthrange(y, mo)[1])
    return datetime.date(y, mo, day).isoformat()


def pmt(P, r, n):
    i = r / 12
    return P * i * (1 + i) ** n / ((1 + i) ** n - 1)


CALC = {
    "cap_total": lambda x: x * 1.05,
    "cap_increase": lambda x: x * 0.05,
    "cap_total_won": lambda x: x * 1.05,
    "cap_increase_won": lambda x: x * 0.05,
    "brok_sale": brok_sale,
    "brok_sale_vat": lambda p: brok_sale(p) * 1.1,
    "brok_lease": brok_lease,
    "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12,
    "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12,
    "conv_rate": lambda: CONV_RATE,
    "prio": lambda *a: prio_with(PRIO23, *a),
    "prio21": lambda *a: prio_with(PRIO21, *a),
    "interest": lambda p, r, m: p * r * m / 12,
    "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m),
    "months_after": lambda iso, m: add_months(iso, m),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt,
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
    "hug": lambda official, senior: official * 1.4 * 0.9 - senior,
    "double": lambda deposit: deposit * 2,
}

# ---------------- load ----------------
rows = []
with open(os.path.join(BASE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except Exception as e:  # noqa: BLE001 - report every bad line
            fail(f"line {n} invalid JSON: {e}")
with open(os.path.join(BASE, "figure_checks.json"), encoding="utf-8") as f:
    checks = json.load(f)
byid = {r["id"]: r for r in rows}

# ---------------- figures ----------------
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
    shown = exp if isinstance(exp, str) else round(exp, 4)
    print(f"{'ok ' if diff <= tol else 'BAD'} {r['id']} {r['kind']:<20} {spec[0]:<15} "
          f"stated={fg['value']!s:<12} computed={shown!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]:
        fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
KINDS = {"legal_housing_lease", "legal_civil", "legal_private_rental", "legal_brokerage", "legal_deal_report",
         "legal_registry", "legal_housing_act", "legal_apt_management", "legal_building_sale", "legal_price_disclosure",
         "legal_price_cap_rule", "legal_floor_noise", "legal_fraud_victim", "timeline_notice", "calc_increase_cap",
         "calc_brokerage_fee", "calc_conversion", "calc_priority_repay", "calc_late_interest", "calc_dates",
         "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input", "market_price", "market_compare",
         "market_trend", "market_jeonse_gap", "market_listing", "loan_product", "loan_eligibility", "risk_check",
         "risk_checklist", "contract_draft", "contract_review", "comprehensive", "irrelevant", "unclear"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = ["id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
           "figure", "verdict", "missing"]
VERDICT_START = ("네", "아니요", "가능", "불가")
ids = []
seen_kind = collections.Counter()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"N{n:03d}":
        fail(f"line {n} id {i} (expected N{n:03d})")
    ids.append(i)
    if set(r) - set(ALLOWED):
        fail(f"{i} unknown keys {set(r) - set(ALLOWED)}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r:
            fail(f"{i} missing {key}")
    if r["kind"] not in KINDS:
        fail(f"{i} kind {r['kind']}")
    want = "tune7" if seen_kind[r["kind"]] % 2 == 0 else "holdout7"
    seen_kind[r["kind"]] += 1
    if r["split"] != want:
        fail(f"{i} split {r['split']} != {want}")
    if r["phrasing"] not in PHR:
        fail(f"{i} phrasing")
    if not r["q"].strip():
        fail(f"{i} empty q")
    if r["intent"] not in INTENTS:
        fail(f"{i} intent")
    for a in r.get("intent_alt", []):
        if a not in INTENTS or a == r["intent"]:
            fail(f"{i} intent_alt {a}")
    for ts in [r["teams"]] + r.get("teams_alt", []):
        if ts != sorted(set(ts)) or set(ts) - TEAMS:
            fail(f"{i} teams {ts}")
    if r["teams"] in r.get("teams_alt", []):
        fail(f"{i} teams_alt duplicates teams")
    if r["intent"] in ("irrelevant", "unclear") and r["teams"]:
        fail(f"{i} teams should be empty")
    if r["intent"] not in ("irrelevant", "unclear") and not r["teams"]:
        fail(f"{i} domain with no teams")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]:
        fail(f"{i} contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]:
        fail(f"{i} risk teams")
    if "figure" in r and r["teams"] != ["analysis", "search"]:
        fail(f"{i} figure needs analysis")
    if "missing" in r and (r["teams"] != ["analysis", "search"] or r["kind"] != "calc_missing_input"):
        fail(f"{i} missing needs analysis / calc_missing_input")
    if r["kind"] == "calc_missing_input" and "missing" not in r:
        fail(f"{i} calc_missing_input without missing")
    if r["kind"].startswith("calc_") and r["kind"] != "calc_missing_input" and "figure" not in r:
        fail(f"{i} calc kind without figure")
    if "law" in r and r["law"] not in LAWS:
        fail(f"{i} law {r['law']}")
    for lw in r.get("law_alt", []):
        if lw not in LAWS or lw == r.get("law"):
            fail(f"{i} law_alt {lw}")
    if (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice") and ("law" not in r or "verdict" not in r):
        fail(f"{i} legal kind needs law and verdict")
    if "verdict" in r and not (r["verdict"].startswith(VERDICT_START) or r["verdict"][:1].isdigit()
                               or " — " in r["verdict"][:40]):
        fail(f"{i} verdict must start with 네/아니요/가능/불가 or a named answer then ' — '")
    if "verdict" in r and "§" not in r["verdict"] and "별표" not in r["verdict"] and "규칙" not in r["verdict"]:
        fail(f"{i} verdict without article")
    if (r["phrasing"] == "followup") != ("prev" in r):
        fail(f"{i} prev/followup mismatch")
    if r["phrasing"] == "nospace" and " " in r["q"]:
        fail(f"{i} nospace question contains a space")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}:
            fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"):
            fail(f"{i} unit")
if len(set(ids)) != len(ids):
    fail("duplicate ids")

# ---------------- coverage ----------------
def cnt(f):
    return sum(1 for r in rows if f(r))


n = len(rows)
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for lw in LAWS[:13]:
    if lawc[lw] < 4:
        fail(f"law {lw} only {lawc[lw]}")
legal_n = cnt(lambda r: r["kind"].startswith("legal_") or r["kind"] == "timeline_notice")
calc_n = cnt(lambda r: r["kind"].startswith("calc_") or ("figure" in r and r["kind"] == "risk_check"))
if n != 200:
    fail(f"{n} questions, expected 200")
if not (0.35 * n <= legal_n <= 0.45 * n):
    fail(f"legal share {legal_n}")
if not (0.35 * n <= calc_n <= 0.45 * n):
    fail(f"computation share {calc_n}")
legal_v = [r for r in rows if (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice")]
no_v = sum(1 for r in legal_v if r["verdict"].startswith(("아니요", "불가")))
yes_v = sum(1 for r in legal_v if r["verdict"].startswith(("네", "가능")))
if abs(no_v - yes_v) > 0.25 * len(legal_v):
    fail(f"verdict balance no={no_v} yes={yes_v}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"nospace": 25, "english": 15, "followup": 12, "typo": 20, "colloquial": 30}.items():
    if phc[p] < m:
        fail(f"phrasing {p} {phc[p]} < {m}")
if not (0.07 * n <= phc["english"] <= 0.13 * n):
    fail(f"english share {phc['english']}")
if set(r["intent"] for r in rows) != INTENTS:
    fail("not all intents present")
if cnt(lambda r: "missing" in r) < 6:
    fail("fewer than 6 missing")
for kd in seen_kind:
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune7")
    h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout7")
    if abs(t - h) > 1:
        fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", n, "legal", legal_n, "computations", calc_n, "figures", nfig, "missing", cnt(lambda r: "missing" in r))
print("legal verdicts: no/불가", no_v, "yes/가능", yes_v, "named", len(legal_v) - no_v - yes_v)
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
print("OK" if ok else "THERE WERE FAILURES")
sys.exit(0 if ok else 1)
