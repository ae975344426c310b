# -*- coding: utf-8 -*-
"""eval6: independently recompute every figure in questions.jsonl from figure_checks.json, and validate every line,
the labelling conventions and the coverage targets. Paths are relative to this file. Prints OK last on success."""
import json, collections, datetime, calendar, os, sys

BASE = os.path.dirname(os.path.abspath(__file__))
ok = True
def fail(msg):
    global ok; ok = False; print("FAIL:", msg)

# ---------------- calculators (amounts in 만원 unless *_won) ----------------
def brok_sale(p):  # 공인중개사법 시행규칙 별표1, 2021-10-19 시행, 매매
    for lim, rate, cap in ((5000, .006, 25), (20000, .005, 80), (90000, .004, None), (120000, .005, None), (150000, .006, None)):
        if p < lim: return p * rate if cap is None else min(p * rate, cap)
    return p * .007
def lease_base(dep, rent):
    if rent == 0: return dep
    b = dep + rent * 100
    return b if b >= 5000 else dep + rent * 70
def brok_lease(dep, rent):  # 임대차
    b = lease_base(dep, rent)
    for lim, rate, cap in ((5000, .005, 20), (10000, .004, 30), (60000, .003, None), (120000, .004, None), (150000, .005, None)):
        if b < lim: return b * rate if cap is None else min(b * rate, cap)
    return b * .006
BASE_RATE = 2.50
CONV_RATE = min(10.0, BASE_RATE + 2.0)
PRIO = {"2023": {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)},
        "2021": {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}}
def prio(table, region, dep, house=None):
    lim_dep, amt = PRIO[table][region]
    if dep > lim_dep: return 0
    v = min(dep, amt)
    return v if house is None else min(v, house / 2)
def add_months(iso, m):
    d = datetime.date.fromisoformat(iso)
    y, mo = divmod(d.month - 1 + m, 12); y += d.year; mo += 1
    return datetime.date(y, mo, min(d.day, calendar.monthrange(y, mo)[1])).isoformat()
def pmt(P, r, n):
    i = r / 12; return P * i * (1 + i) ** n / ((1 + i) ** n - 1)
CALC = {
    "cap_total": lambda x: x * 1.05, "cap_increase": lambda x: x * 0.05,
    "cap_total_won": lambda x: x * 1.05, "cap_increase_won": lambda x: x * 0.05,
    "brok_sale": brok_sale, "brok_lease": brok_lease, "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12, "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12, "conv_rate": lambda: CONV_RATE,
    "prio": prio,
    "interest": lambda p, r, m: p * r * m / 12, "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m), "months_after": lambda iso, m: add_months(iso, m),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt, "interest_only": lambda P, r: P * r / 12, "ltv": lambda price, l: price * l,
    "double": lambda x: 2 * x,
}
# which calculators each figure kind may use, and the law each implies
KIND_CALC = {
    "calc_increase_cap": {"cap_total", "cap_increase", "cap_total_won", "cap_increase_won"},
    "calc_brokerage_fee": {"brok_sale", "brok_lease", "brok_lease_won"},
    "calc_conversion": {"conv", "conv_won", "conv_rate"}, "calc_priority_repay": {"prio"},
    "calc_late_interest": {"interest", "interest_days"}, "calc_dates": {"months_before", "months_after"},
    "calc_jeonse_ratio": {"ratio"}, "calc_loan_payment": {"pmt", "interest_only", "ltv"}, "legal_civil": {"double"},
}

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
    if spec[0] not in KIND_CALC.get(r["kind"], set()): fail(f"{r['id']} calculator {spec[0]} not allowed for {r['kind']}"); continue
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)
    if diff > tol: fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    print(f"{'ok ' if diff <= tol else 'BAD'} {r['id']} {r['kind']:<20} {spec[0]:<15} stated={fg['value']!s:<12} "
          f"computed={exp if isinstance(exp, str) else round(exp, 4)!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]: fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
ALT_ONLY_LAWS = {"부동산등기 특별조치법", "지방세법"}  # deciding laws outside the taxonomy list: law_alt only
KIND_LAW = {"legal_housing_lease": "주택임대차보호법", "legal_civil": "민법", "legal_private_rental": "민간임대주택에 관한 특별법",
            "legal_brokerage": "공인중개사법", "legal_deal_report": "부동산 거래신고 등에 관한 법률", "legal_registry": "부동산등기법",
            "legal_housing_act": "주택법", "legal_apt_management": "공동주택관리법", "legal_building_sale": "건축물의 분양에 관한 법률",
            "legal_price_disclosure": "부동산 가격공시에 관한 법률", "legal_price_cap_rule": "공동주택 분양가격의 산정 등에 관한 규칙",
            "legal_floor_noise": "공동주택 층간소음의 범위와 기준에 관한 규칙", "legal_fraud_victim": "전세사기피해자 지원 및 주거안정에 관한 특별법",
            "timeline_notice": "주택임대차보호법", "calc_increase_cap": "주택임대차보호법", "calc_brokerage_fee": "공인중개사법",
            "calc_conversion": "주택임대차보호법", "calc_priority_repay": "주택임대차보호법", "calc_dates": "주택임대차보호법"}
KIND_INTENT = {"calc_loan_payment": "대출상담", "calc_jeonse_ratio": "리스크분석", "loan_product": "대출상담", "loan_eligibility": "대출상담",
               "risk_check": "리스크분석", "risk_checklist": "리스크분석", "contract_draft": "계약서작성", "contract_review": "계약서검토",
               "comprehensive": "종합분석", "irrelevant": "irrelevant", "unclear": "unclear"}
KINDS = set(KIND_LAW) | set(KIND_INTENT) | {"calc_late_interest", "calc_missing_input", "market_price", "market_compare", "market_trend",
                                           "market_jeonse_gap", "market_listing"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt", "figure", "verdict", "missing"}
NEG = ("아니요", "불가", "안 됨", "없음", "무효", "못함"); POS = ("네", "가능", "있음", "해야 함", "유효")
def is_legal(r): return r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"
seen = collections.Counter(); texts = set()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"M{n:03d}": fail(f"line {n} id {i} out of sequence")
    if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r) - ALLOWED}")
    if any(key not in r for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams")): fail(f"{i} missing a required key"); continue
    if r["kind"] not in KINDS: fail(f"{i} kind {r['kind']}")
    want = "tune6" if seen[r["kind"]] % 2 == 0 else "holdout6"; seen[r["kind"]] += 1
    if r["split"] != want: fail(f"{i} split {r['split']} != {want}")
    if not r["q"].strip() or r["q"] in texts: fail(f"{i} empty or duplicate q")
    texts.add(r["q"])
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
    if ("figure" in r or "missing" in r) and r["teams"] != ["analysis", "search"]: fail(f"{i} figure/missing needs analysis")
    if r["kind"] in KIND_INTENT and r["intent"] != KIND_INTENT[r["kind"]]: fail(f"{i} intent for {r['kind']}")
    if (is_legal(r) or r["kind"].startswith("calc_")) and r["kind"] not in KIND_INTENT and r["intent"] != "법률상담" \
            and not (r["kind"] == "calc_missing_input" and r["intent"] in ("리스크분석", "대출상담")): fail(f"{i} intent should be 법률상담")
    if r["kind"].startswith("market_") and r["intent"] != "시세조회": fail(f"{i} market intent")
    if r["kind"] in KIND_LAW and r.get("law") != KIND_LAW[r["kind"]]: fail(f"{i} law {r.get('law')} for {r['kind']}")
    if r["kind"] == "calc_late_interest":
        spec = checks.get(i)
        if spec and r.get("law") != ("소송촉진 등에 관한 특례법" if spec[2] == 0.12 else "민법"): fail(f"{i} late-interest law vs rate")
    if r["kind"] == "calc_loan_payment" and "law" in r: fail(f"{i} loan rows carry no law")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
    for l in r.get("law_alt", []):
        if (l not in LAWS and l not in ALT_ONLY_LAWS) or l == r.get("law"): fail(f"{i} law_alt {l}")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
    if r["kind"].startswith("calc_") and r["kind"] != "calc_missing_input" and "figure" not in r: fail(f"{i} calc without figure")
    if (r["kind"] == "calc_missing_input") != ("missing" in r): fail(f"{i} missing field vs kind")
    if "missing" in r and "figure" in r: fail(f"{i} both missing and figure")
    if is_legal(r) and not r.get("verdict"): fail(f"{i} legal question without verdict")
    if "verdict" in r and not (r["verdict"].startswith(NEG) or r["verdict"].startswith(POS)): fail(f"{i} verdict lacks polarity word")
    if r["phrasing"] == "nospace" and " " in r["q"]: fail(f"{i} nospace has spaces")
    if r["phrasing"] == "english" and sum(c.isascii() and c.isalpha() for c in r["q"]) < 15: fail(f"{i} english has too little English")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")
        if not fg["how"] or not isinstance(fg["inputs"], dict): fail(f"{i} figure how/inputs")

# ---------------- coverage ----------------
N = len(rows)
def cnt(f): return sum(1 for r in rows if f(r))
if N != 200: fail(f"{N} questions, want 200")
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for l in LAWS[:13]:
    if lawc[l] < 6: fail(f"law {l} only {lawc[l]}")
legal = [r for r in rows if is_legal(r)]
for kd in [k for k in KIND_LAW if k.startswith("legal_")]:
    if not any(r["kind"] == kd for r in legal): fail(f"no questions of {kd}")
neg = sum(1 for r in legal if r["verdict"].startswith(NEG))
calc = cnt(lambda r: r["kind"].startswith("calc_"))
if not 0.42 <= calc / N <= 0.48: fail(f"computation share {calc}/{N}")
if not 0.37 <= len(legal) / N <= 0.43: fail(f"legal share {len(legal)}/{N}")
if not 0.4 <= neg / len(legal) <= 0.6: fail(f"negative verdicts {neg}/{len(legal)}")
phc = collections.Counter(r["phrasing"] for r in rows)
if not 0.10 <= phc["english"] / N <= 0.14: fail(f"english share {phc['english']}")
if not 0.06 <= phc["followup"] / N <= 0.10: fail(f"followup share {phc['followup']}")
for p in ("nospace", "typo"):
    if phc[p] < 10: fail(f"phrasing {p} only {phc[p]}")
if nfig < 75: fail("fewer than 75 figures")
if cnt(lambda r: "missing" in r) < 8: fail("fewer than 8 missing")
if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
for kd in seen:
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune6"); h = seen[kd] - t
    if not 0 <= t - h <= 1: fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", N, "figures", nfig, "missing", cnt(lambda r: "missing" in r), "calc", calc, "legal", len(legal), "negative", neg)
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
if not ok:
    print("FAILED"); sys.exit(1)
print("OK")
