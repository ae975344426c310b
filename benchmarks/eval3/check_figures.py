# -*- coding: utf-8 -*-
"""eval3: independently recompute every figure in questions.jsonl from figure_checks.json,
and validate JSON structure / labelling conventions / coverage. Prints OK last on success."""
import json, collections, datetime, calendar, sys, os

BASE = os.path.dirname(os.path.abspath(__file__)) + "/"
ok = True
def fail(msg):
    global ok; ok = False; print("FAIL:", msg)

# ---------------- calculators (amounts in 만원 unless *_won) ----------------
def brok_sale(p):                      # 공인중개사법 시행규칙 별표1 (2021-10-19) 매매
    for upper, rate, cap in ((5000, .006, 25), (20000, .005, 80), (90000, .004, None), (120000, .005, None), (150000, .006, None)):
        if p < upper: return min(p * rate, cap) if cap else p * rate
    return p * .007
def lease_base(dep, rent):             # 월세: 보증금 + 월차임×100, 5천만 미만이면 ×70
    if rent == 0: return dep
    b = dep + rent * 100
    return b if b >= 5000 else dep + rent * 70
def brok_lease(dep, rent):             # 임대차
    b = lease_base(dep, rent)
    for upper, rate, cap in ((5000, .005, 20), (10000, .004, 30), (60000, .003, None), (120000, .004, None), (150000, .005, None)):
        if b < upper: return min(b * rate, cap) if cap else b * rate
    return b * .006
BASE_RATE = 2.50                        # 기준금리 (2025-05-29~), TAXONOMY convention
CONV_RATE = min(10.0, BASE_RATE + 2.0)  # %
PRIO23 = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}  # 2023-02-21~
PRIO21 = {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}  # 2021-05-11~2023-02-20
def prio_tab(tab, region, dep, house=None):
    lim, amt = tab[region]
    if dep > lim: return 0
    v = min(dep, amt)
    if house is not None: v = min(v, house / 2)
    return v
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
    "cap_increase_won": lambda x: x * 0.05,
    "brok_sale": brok_sale,
    "brok_lease": brok_lease,
    "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12,
    "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12,
    "conv_rate": lambda: CONV_RATE,
    "prio": lambda *a: prio_tab(PRIO23, *a),
    "prio21": lambda *a: prio_tab(PRIO21, *a),
    "interest": lambda p, r, m: p * r * m / 12,
    "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m),
    "months_after": lambda iso, m: add_months(iso, m),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt,
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
    "double": lambda x: 2 * x,
    "hug_max": lambda gongsi, senior: gongsi * 1.4 * 0.9 - senior,
}

# ---------------- self-tests of the calculators against hand-known values ----------------
for got, want, what in [
    (brok_sale(18000), 80, "매매 1.8억 한도 80만"), (brok_sale(20000), 80, "매매 2억 0.4%"), (brok_sale(90000), 450, "매매 9억 0.5%"),
    (brok_lease(500, 40), 16.5, "월세 ×70"), (brok_lease(9000, 0), 30, "전세 9천 한도 30만"), (brok_lease(2000, 80), 30, "1억 0.3%"),
    (CONV_RATE, 4.5, "전환율"), (prio_tab(PRIO23, "seoul", 9000, 10000), 5000, "1/2 한도"), (prio_tab(PRIO21, "seoul", 16000), 0, "2021 서울"),
    (add_months("2027-08-31", -2), "2027-06-30", "clamp"), (round(pmt(10000, .05, 120), 2), 106.07, "pmt")]:
    if got != want: fail(f"self-test {what}: {got} != {want}")

# ---------------- load ----------------
rows = []
with open(BASE + "questions.jsonl", encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try: rows.append(json.loads(line))
        except Exception as e: fail(f"line {n} invalid JSON: {e}")
checks = json.load(open(BASE + "figure_checks.json", encoding="utf-8"))
byid = {r["id"]: r for r in rows}

# ---------------- figures ----------------
nfig = 0
for r in rows:
    if "figure" not in r: continue
    nfig += 1
    fg = r["figure"]; spec = checks.get(r["id"])
    if spec is None: fail(f"{r['id']} has figure but no check spec"); continue
    if spec[0] not in CALC: fail(f"{r['id']} unknown calculator {spec[0]}"); continue
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)
    status = "ok " if diff <= tol else "BAD"
    if diff > tol: fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    print(f"{status} {r['id']} {r['kind']:<20} {spec[0]:<15} stated={fg['value']!s:<12} computed={exp if isinstance(exp, str) else round(exp, 4)!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]: fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
KINDS = {"legal_housing_lease", "legal_civil", "legal_private_rental", "legal_brokerage", "legal_deal_report", "legal_registry",
         "legal_housing_act", "legal_apt_management", "legal_building_sale", "legal_price_disclosure", "legal_price_cap_rule",
         "legal_floor_noise", "legal_fraud_victim", "timeline_notice", "calc_increase_cap", "calc_brokerage_fee", "calc_conversion",
         "calc_priority_repay", "calc_late_interest", "calc_dates", "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input",
         "market_price", "market_compare", "market_trend", "market_jeonse_gap", "market_listing", "loan_product", "loan_eligibility",
         "risk_check", "risk_checklist", "contract_draft", "contract_review", "comprehensive", "irrelevant", "unclear"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt", "figure", "verdict", "missing"}
ids = set()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"G{n:03d}": fail(f"id {i} at line {n}")
    if i in ids: fail(f"dup id {i}")
    ids.add(i)
    if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r) - ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r: fail(f"{i} missing {key}")
    if r["kind"] not in KINDS: fail(f"{i} kind {r['kind']}")
    if r["split"] not in ("tune3", "holdout3"): fail(f"{i} split")
    if r["phrasing"] not in PHR: fail(f"{i} phrasing")
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
    if "missing" in r and (r["teams"] != ["analysis", "search"] or r["kind"] != "calc_missing_input"): fail(f"{i} missing conventions")
    if r["kind"] == "calc_missing_input" and "missing" not in r: fail(f"{i} calc_missing_input without missing")
    if r["kind"].startswith("calc_") and r["kind"] != "calc_missing_input" and "figure" not in r: fail(f"{i} calc kind without figure")
    if (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"):
        if "law" not in r: fail(f"{i} legal without law")
        if "verdict" not in r: fail(f"{i} legal without verdict")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
    for l in r.get("law_alt", []):
        if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt {l}")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
    if r["phrasing"] == "nospace" and " " in r["q"]: fail(f"{i} nospace has spaces")
    if "verdict" in r and not r["verdict"].strip(): fail(f"{i} empty verdict")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")
        if not fg["how"] or not isinstance(fg["inputs"], dict): fail(f"{i} figure how/inputs")

# ---------------- split alternation ----------------
seen = collections.Counter()
for r in rows:
    want = "tune3" if seen[r["kind"]] % 2 == 0 else "holdout3"
    if r["split"] != want: fail(f"{r['id']} split should be {want}")
    seen[r["kind"]] += 1

# ---------------- coverage ----------------
def cnt(f): return sum(1 for r in rows if f(r))
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for l in LAWS[:13]:
    if lawc[l] < 6: fail(f"law {l} only {lawc[l]}")
vlaw = collections.Counter(r["law"] for r in rows if "verdict" in r and "law" in r)
for l in LAWS[:13]:
    if vlaw[l] < 6: fail(f"verdict law {l} only {vlaw[l]}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"nospace": 20, "english": 20, "followup": 8, "typo": 20, "colloquial": 20}.items():
    if phc[p] < m: fail(f"phrasing {p} {phc[p]} < {m}")
if not 240 <= len(rows) <= 290: fail(f"{len(rows)} questions, expected ~260")
if not 0.40 <= nfig / len(rows) <= 0.50: fail(f"figure share {nfig / len(rows):.2f}")
nver = cnt(lambda r: "verdict" in r and (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"))
if not 0.30 <= nver / len(rows) <= 0.40: fail(f"legal verdict share {nver / len(rows):.2f}")
if cnt(lambda r: "missing" in r) < 10: fail("fewer than 10 missing")
if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
for kd in set(r["kind"] for r in rows):
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune3"); h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout3")
    if abs(t - h) > 1: fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", len(rows), "figures", nfig, "legal verdicts", nver, "missing", cnt(lambda r: "missing" in r))
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
print("OK" if ok else "THERE WERE FAILURES")
sys.exit(0 if ok else 1)
