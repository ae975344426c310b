# -*- coding: utf-8 -*-
"""eval2: independently recompute every figure in questions.jsonl from figure_checks.json
(machine-readable inputs), and validate JSON structure / labelling conventions / coverage.
Paths are relative to this file. Prints OK on success (exit 0), FAIL lines otherwise."""
import json, collections, datetime, calendar, os, re, sys

BASE = os.path.dirname(os.path.abspath(__file__))
ok = True
def fail(msg):
    global ok; ok = False; print("FAIL:", msg)

# ---------------- calculators (amounts in 만원 unless *_won) ----------------
# 중개보수: 공인중개사법 시행규칙 별표1 (2021-10-19 시행); (upper bound exclusive, rate %, cap 만원)
SALE = [(5000, 0.6, 25), (20000, 0.5, 80), (90000, 0.4, None), (120000, 0.5, None), (150000, 0.6, None), (float("inf"), 0.7, None)]
LEASE = [(5000, 0.5, 20), (10000, 0.4, 30), (60000, 0.3, None), (120000, 0.4, None), (150000, 0.5, None), (float("inf"), 0.6, None)]
def _table(tab, amount):
    for upper, rate, cap in tab:
        if amount < upper:
            fee = amount * rate / 100
            return min(fee, cap) if cap is not None else fee
def brok_sale(p): return _table(SALE, p)
def lease_amount(dep, rent):
    if rent == 0: return dep
    a = dep + rent * 100
    return a if a >= 5000 else dep + rent * 70
def brok_lease(dep, rent): return _table(LEASE, lease_amount(dep, rent))

BASE_RATE = 2.50                       # 한국은행 기준금리 (2025-05-29~)
CONV_RATE = min(10.0, BASE_RATE + 2.0)  # 주임법 시행령 §9 → %
# 최우선변제: 주임법 시행령 §10·11 (2023-02-21 시행): (보증금 상한, 최우선변제액) 만원
PRIO = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
def prio(region, dep, house=None):
    lim, amt = PRIO[region]
    if dep > lim: return 0
    v = min(dep, amt)
    return min(v, house / 2) if house is not None else v
def add_months(iso, m):
    d = datetime.date.fromisoformat(iso)
    y, mo = divmod(d.month - 1 + m, 12); y += d.year; mo += 1
    return datetime.date(y, mo, min(d.day, calendar.monthrange(y, mo)[1])).isoformat()
def pmt(P, r, n):
    i = r / 12; return P * i * (1 + i) ** n / ((1 + i) ** n - 1)

CALC = {
    "cap_total": lambda x: x * 1.05,
    "cap_increase": lambda x: x * 0.05,
    "cap_total_won": lambda x: x * 1.05,
    "brok_sale": brok_sale,
    "brok_lease": brok_lease,
    "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12,
    "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12,
    "conv_rate": lambda: CONV_RATE,
    "prio": prio,
    "interest": lambda p, r, m: p * r * m / 12,
    "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m),
    "months_after": lambda iso, m: add_months(iso, m),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt,
    "pmt_won": pmt,
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
}
# which calculators are allowed per kind (figure must match its kind)
KIND_CALC = {
    "calc_increase_cap": {"cap_total", "cap_increase", "cap_total_won"},
    "calc_brokerage_fee": {"brok_sale", "brok_lease", "brok_lease_won"},
    "calc_conversion": {"conv", "conv_won", "conv_rate"},
    "calc_priority_repay": {"prio"},
    "calc_late_interest": {"interest", "interest_days"},
    "calc_dates": {"months_before", "months_after"},
    "calc_jeonse_ratio": {"ratio"},
    "calc_loan_payment": {"pmt", "pmt_won", "interest_only", "ltv"},
}
UNIT_OF = {"cap_total_won": "원", "brok_lease_won": "원", "conv_won": "원", "interest_days": "원", "pmt_won": "원",
           "conv_rate": "%", "ratio": "%", "months_before": "date", "months_after": "date"}

# ---------------- load ----------------
rows = []
with open(os.path.join(BASE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try: rows.append(json.loads(line))
        except Exception as e: fail(f"line {n} invalid JSON: {e}")
checks = json.load(open(os.path.join(BASE, "figure_checks.json"), encoding="utf-8"))
byid = {r.get("id"): r for r in rows}

# ---------------- figures ----------------
nfig = 0
for r in rows:
    if "figure" not in r: continue
    nfig += 1
    fg = r["figure"]; spec = checks.get(r["id"])
    if spec is None: fail(f"{r['id']} has figure but no check spec"); continue
    if spec[0] not in KIND_CALC.get(r["kind"], set()): fail(f"{r['id']} calculator {spec[0]} not allowed for {r['kind']}")
    if UNIT_OF.get(spec[0], "만원") != fg["unit"]: fail(f"{r['id']} unit {fg['unit']} != expected {UNIT_OF.get(spec[0], '만원')}")
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
        # a date in the question (any format) must be the spec's date
        y, m, d = spec[1].split("-")
        pats = [spec[1], f"{y}.{m}.{d}", f"{y}년 {int(m)}월 {int(d)}일", f"{y}-{m}-{d}"]
        if not any(p in r["q"] or p in r.get("prev", "") for p in pats): fail(f"{r['id']} date {spec[1]} not in question")
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)  # rounding slack
    status = "ok " if diff <= tol else "BAD"
    if diff > tol: fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    print(f"{status} {r['id']} {r['kind']:<20} {spec[0]:<14} stated={fg['value']!s:<12} computed={exp if isinstance(exp, str) else round(exp, 4)!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]: fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
KIND_LAW = {"legal_housing_lease": "주택임대차보호법", "legal_civil": "민법", "legal_private_rental": "민간임대주택에 관한 특별법",
            "legal_brokerage": "공인중개사법", "legal_deal_report": "부동산 거래신고 등에 관한 법률", "legal_registry": "부동산등기법",
            "legal_housing_act": "주택법", "legal_apt_management": "공동주택관리법", "legal_building_sale": "건축물의 분양에 관한 법률",
            "legal_price_disclosure": "부동산 가격공시에 관한 법률", "legal_price_cap_rule": "공동주택 분양가격의 산정 등에 관한 규칙",
            "legal_floor_noise": "공동주택 층간소음의 범위와 기준에 관한 규칙", "legal_fraud_victim": "전세사기피해자 지원 및 주거안정에 관한 특별법",
            "timeline_notice": "주택임대차보호법"}
KINDS = set(KIND_LAW) | set(KIND_CALC) | {"calc_missing_input", "market_price", "market_compare", "market_trend", "market_jeonse_gap",
        "market_listing", "loan_product", "loan_eligibility", "risk_check", "risk_checklist", "contract_draft", "contract_review",
        "comprehensive", "irrelevant", "unclear"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt", "figure", "verdict", "missing"}
ids = set()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"E{n:03d}": fail(f"line {n} id {i} not sequential E{n:03d}")
    if i in ids: fail(f"dup id {i}")
    ids.add(i)
    if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r)-ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r: fail(f"{i} missing {key}")
    if r["kind"] not in KINDS: fail(f"{i} kind {r['kind']}")
    if r["split"] not in ("tune2", "holdout2"): fail(f"{i} split")
    if r["phrasing"] not in PHR: fail(f"{i} phrasing")
    if not r["q"].strip(): fail(f"{i} empty q")
    if r["phrasing"] == "nospace" and " " in r["q"]: fail(f"{i} nospace has spaces")
    if r["phrasing"] == "english" and not re.search(r"[A-Za-z]{3,}.*[A-Za-z]{3,}", r["q"]): fail(f"{i} english not english")
    if r["intent"] not in INTENTS: fail(f"{i} intent")
    for a in r.get("intent_alt", []):
        if a not in INTENTS or a == r["intent"]: fail(f"{i} intent_alt {a}")
    for ts in [r["teams"]] + r.get("teams_alt", []):
        if ts != sorted(set(ts)) or set(ts) - TEAMS: fail(f"{i} teams {ts}")
    if r["teams"] in r.get("teams_alt", []): fail(f"{i} teams_alt duplicates teams")
    if r["intent"] in ("irrelevant", "unclear") and r["teams"]: fail(f"{i} teams should be empty")
    if r["intent"] not in ("irrelevant", "unclear") and not r["teams"]: fail(f"{i} domain with no teams")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]: fail(f"{i} contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]: fail(f"{i} risk teams")
    if "figure" in r and r["teams"] != ["analysis", "search"]: fail(f"{i} figure needs analysis")
    if "missing" in r and r["teams"] != ["analysis", "search"]: fail(f"{i} missing needs analysis")
    if r["kind"] in KIND_CALC and "figure" not in r: fail(f"{i} calc kind without figure")
    if r["kind"] == "calc_missing_input" and ("missing" not in r or "figure" in r): fail(f"{i} missing-input row")
    if "missing" in r and r["kind"] != "calc_missing_input": fail(f"{i} missing outside calc_missing_input")
    if r["kind"] in KIND_LAW and r.get("law") != KIND_LAW[r["kind"]]: fail(f"{i} law {r.get('law')} != {KIND_LAW[r['kind']]}")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
    for l in r.get("law_alt", []):
        if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt {l}")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")
        if not fg["inputs"].strip() or not re.search(r"\d{4}-\d{2}-\d{2}", fg["how"]): fail(f"{i} inputs/how (how needs an effective date)")
        if r["kind"] != "calc_loan_payment" and r["kind"] != "calc_jeonse_ratio" and "law" not in r: fail(f"{i} legal calc without law")

# ---------------- split alternation & coverage ----------------
pos = collections.Counter()
for r in rows:
    want = "tune2" if pos[r["kind"]] % 2 == 0 else "holdout2"
    if r["split"] != want: fail(f"{r['id']} split {r['split']} != {want}")
    pos[r["kind"]] += 1
def cnt(f): return sum(1 for r in rows if f(r))
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for l in LAWS[:13]:
    if lawc[l] < 5: fail(f"law {l} only {lawc[l]}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"nospace": 20, "english": 25, "followup": 10, "typo": 15, "colloquial": 20}.items():
    if phc[p] < m: fail(f"phrasing {p} {phc[p]} < {m}")
legal_verdicts = cnt(lambda r: r["kind"] in KIND_LAW and "verdict" in r)
if len(rows) < 250: fail("fewer than 250 questions")
if nfig < 100: fail("fewer than 100 figures")
if cnt(lambda r: "missing" in r) < 15: fail("fewer than 15 missing")
if legal_verdicts < 70: fail(f"legal verdicts {legal_verdicts} < 70")
if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
if set(r["kind"] for r in rows) != KINDS: fail(f"kinds missing: {KINDS - set(r['kind'] for r in rows)}")
for kd in set(r["kind"] for r in rows):
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune2"); h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout2")
    if abs(t - h) > 1: fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", len(rows), "figures", nfig, "missing", cnt(lambda r: "missing" in r), "legal verdicts", legal_verdicts)
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
print("OK" if ok else "THERE WERE FAILURES")
sys.exit(0 if ok else 1)
