# -*- coding: utf-8 -*-
"""eval5: independently recompute every figure in questions.jsonl from figure_checks.json and
validate JSON structure, labelling conventions and coverage. Paths are relative to this file. Last line: OK."""
import json, collections, datetime, calendar, sys, os

BASE = os.path.dirname(os.path.abspath(__file__))
ok = True
def fail(msg):
    global ok; ok = False; print("FAIL:", msg)

# ---------------- calculators (amounts in 만원 unless *_won) ----------------
def brok_sale(p):
    if p < 5000: return min(p * 0.006, 25)
    if p < 20000: return min(p * 0.005, 80)
    if p < 90000: return p * 0.004
    if p < 120000: return p * 0.005
    if p < 150000: return p * 0.006
    return p * 0.007
def lease_base(dep, rent):
    if rent == 0: return dep
    b = dep + rent * 100
    return b if b >= 5000 else dep + rent * 70
def brok_lease(dep, rent):
    b = lease_base(dep, rent)
    if b < 5000: return min(b * 0.005, 20)
    if b < 10000: return min(b * 0.004, 30)
    if b < 60000: return b * 0.003
    if b < 120000: return b * 0.004
    if b < 150000: return b * 0.005
    return b * 0.006
CONV_RATE = min(10.0, 2.50 + 2.0)
PRIO_2023 = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
PRIO_2021 = {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}
def prio(region, dep, house, mortgage_date):
    d = datetime.date.fromisoformat(mortgage_date)
    if d >= datetime.date(2023, 2, 21): table = PRIO_2023
    elif d >= datetime.date(2021, 5, 11): table = PRIO_2021
    else: raise ValueError("table before 2021-05-11 not used in this set")
    lim_dep, amt = table[region]
    if dep > lim_dep: return 0
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
    "brok_sale": brok_sale,
    "brok_sale_vat": lambda p: brok_sale(p) * 1.1,
    "brok_lease": brok_lease,
    "brok_lease_vat": lambda d, r: brok_lease(d, r) * 1.1,
    "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12,
    "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12,
    "conv_rate": lambda: CONV_RATE,
    "prio": prio,
    "interest": lambda p, r, m: p * r * m / 12,
    "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m),
    "months_after": lambda iso, m: add_months(iso, m),
    "days_after": lambda iso, n: (datetime.date.fromisoformat(iso) + datetime.timedelta(days=n)).isoformat(),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt,
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
}
# calculator -> kinds it may serve
CALC_KIND = {"cap_total": "calc_increase_cap", "cap_increase": "calc_increase_cap", "brok_sale": "calc_brokerage_fee",
             "brok_sale_vat": "calc_brokerage_fee", "brok_lease": "calc_brokerage_fee", "brok_lease_vat": "calc_brokerage_fee",
             "brok_lease_won": "calc_brokerage_fee", "conv": "calc_conversion", "conv_won": "calc_conversion", "conv_rate": "calc_conversion",
             "prio": "calc_priority_repay", "interest": "calc_late_interest", "interest_days": "calc_late_interest",
             "months_before": "calc_dates", "months_after": "calc_dates", "days_after": "calc_dates", "ratio": "calc_jeonse_ratio",
             "pmt": "calc_loan_payment", "interest_only": "calc_loan_payment", "ltv": "calc_loan_payment"}

rows = []
with open(os.path.join(BASE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try: rows.append(json.loads(line))
        except Exception as e: fail(f"line {n} invalid JSON: {e}")
checks = json.load(open(os.path.join(BASE, "figure_checks.json"), encoding="utf-8"))
byid = {r["id"]: r for r in rows}

# ---------------- figures ----------------
nfig = 0
for r in rows:
    if "figure" not in r: continue
    nfig += 1
    fg = r["figure"]; spec = checks.get(r["id"])
    if spec is None: fail(f"{r['id']} has figure but no check spec"); continue
    if spec[0] not in CALC: fail(f"{r['id']} unknown calculator {spec[0]}"); continue
    if CALC_KIND[spec[0]] != r["kind"]: fail(f"{r['id']} calculator {spec[0]} for kind {r['kind']}")
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)
    if diff > tol: fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    if fg["unit"] in ("만원", "원", "%") and not isinstance(fg["value"], (int, float)): fail(f"{r['id']} value type")
    if fg["unit"] == "date" and not (isinstance(fg["value"], str) and len(fg["value"]) == 10): fail(f"{r['id']} date format")
    print(f"{'ok ' if diff <= tol else 'BAD'} {r['id']} {r['kind']:<20} {spec[0]:<15} stated={fg['value']!s:<12} "
          f"computed={exp if isinstance(exp, str) else round(exp, 4)!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]: fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
KIND_LAW = {"legal_housing_lease": LAWS[0], "legal_civil": LAWS[1], "legal_private_rental": LAWS[2], "legal_brokerage": LAWS[3],
            "legal_deal_report": LAWS[4], "legal_registry": LAWS[5], "legal_housing_act": LAWS[6], "legal_apt_management": LAWS[7],
            "legal_building_sale": LAWS[8], "legal_price_disclosure": LAWS[9], "legal_price_cap_rule": LAWS[10],
            "legal_floor_noise": LAWS[11], "legal_fraud_victim": LAWS[12], "timeline_notice": LAWS[0],
            "calc_increase_cap": LAWS[0], "calc_brokerage_fee": LAWS[3], "calc_conversion": LAWS[0], "calc_priority_repay": LAWS[0]}
KINDS = set(KIND_LAW) | {"calc_late_interest", "calc_dates", "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input",
                         "market_price", "market_compare", "market_trend", "market_jeonse_gap", "market_listing", "loan_product",
                         "loan_eligibility", "risk_check", "risk_checklist", "contract_draft", "contract_review", "comprehensive",
                         "irrelevant", "unclear"}
KIND_INTENT = {"calc_increase_cap": "법률상담", "calc_brokerage_fee": "법률상담", "calc_conversion": "법률상담",
               "calc_priority_repay": "법률상담", "calc_late_interest": "법률상담", "calc_dates": "법률상담",
               "calc_jeonse_ratio": "리스크분석", "calc_loan_payment": "대출상담", "market_price": "시세조회", "market_compare": "시세조회",
               "market_trend": "시세조회", "market_jeonse_gap": "시세조회", "market_listing": "시세조회", "loan_product": "대출상담",
               "loan_eligibility": "대출상담", "risk_check": "리스크분석", "risk_checklist": "리스크분석", "contract_draft": "계약서작성",
               "contract_review": "계약서검토", "comprehensive": "종합분석", "irrelevant": "irrelevant", "unclear": "unclear"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
           "figure", "verdict", "missing", "note"}
NEG = ("아니요", "불가", "안 됨", "없음", "무효", "못함"); POS = ("네", "가능", "있음", "해야 함", "유효")
seen = collections.Counter()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"K{n:03d}": fail(f"line {n} id {i} (expected K{n:03d})")
    if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r) - ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r: fail(f"{i} missing {key}")
    k = r["kind"]
    if k not in KINDS: fail(f"{i} kind {k}")
    want = "tune5" if seen[k] % 2 == 0 else "holdout5"; seen[k] += 1
    if r["split"] != want: fail(f"{i} split {r['split']} != {want}")
    if r["phrasing"] not in PHR: fail(f"{i} phrasing")
    if not isinstance(r["q"], str) or len(r["q"].strip()) < 4: fail(f"{i} empty q")
    if r["intent"] not in INTENTS: fail(f"{i} intent")
    if k in KIND_INTENT and r["intent"] != KIND_INTENT[k]: fail(f"{i} intent {r['intent']} for {k}")
    if k.startswith("legal_") or k == "timeline_notice":
        if r["intent"] != "법률상담": fail(f"{i} legal intent")
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
    if ("missing" in r) != (k == "calc_missing_input"): fail(f"{i} missing only on calc_missing_input")
    if k.startswith("calc_") and k != "calc_missing_input" and "figure" not in r: fail(f"{i} calc without figure")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
    if k in KIND_LAW and r.get("law") != KIND_LAW[k]: fail(f"{i} law {r.get('law')} for {k}")
    if k == "calc_late_interest":
        if r["figure"]["inputs"]["이율"] == 0.12 and r.get("law") != LAWS[13]: fail(f"{i} 12% needs 소송촉진법")
        if r["figure"]["inputs"]["이율"] == 0.05 and r.get("law") != "민법": fail(f"{i} 5% needs 민법")
    if k == "calc_loan_payment" and "law" in r: fail(f"{i} loan rows carry no law")
    for l in r.get("law_alt", []):
        if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt {l}")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
    if "verdict" in r and not r["verdict"].startswith(NEG + POS): fail(f"{i} verdict lacks polarity word: {r['verdict']}")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")
        if not fg["how"] or not isinstance(fg["inputs"], dict): fail(f"{i} how/inputs")
    if r["phrasing"] == "nospace" and " " in r["q"]: fail(f"{i} nospace has spaces")
    if r["phrasing"] == "english" and sum(c.isascii() and c.isalpha() for c in r["q"]) < 15: fail(f"{i} english not English")

# ---------------- coverage ----------------
N = len(rows)
def cnt(f): return sum(1 for r in rows if f(r))
if N != 240: fail(f"{N} questions, expected 240")
calc = cnt(lambda r: r["kind"].startswith("calc_"))
legal = [r for r in rows if r["kind"].startswith("legal_") or r["kind"] == "timeline_notice"]
if not 0.45 <= calc / N <= 0.55: fail(f"calc share {calc / N:.2f}")
if not 0.30 <= len(legal) / N <= 0.40: fail(f"legal share {len(legal) / N:.2f}")
lawc = collections.Counter(r["law"] for r in legal)
for l in LAWS[:13]:
    if lawc[l] < 5: fail(f"law {l} only {lawc[l]} legal rows")
withv = [r for r in legal if "verdict" in r]
negv = [r for r in withv if r["verdict"].startswith(NEG)]
if len(withv) < 0.85 * len(legal): fail(f"too few legal verdicts {len(withv)}")
if not 0.40 <= len(negv) / len(withv) <= 0.60: fail(f"negative verdict share {len(negv)}/{len(withv)}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"english": 20, "followup": 17, "nospace": 18, "typo": 18, "colloquial": 40}.items():
    if phc[p] < m: fail(f"phrasing {p} {phc[p]} < {m}")
if cnt(lambda r: "missing" in r) < 10: fail("fewer than 10 missing")
if cnt(lambda r: "note" in r) < 5: fail("fewer than 5 notes (two-question / background-number messages)")
if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
need_calcs = {"cap_total", "cap_increase", "brok_sale", "brok_lease", "brok_lease_won", "brok_sale_vat", "brok_lease_vat", "conv",
              "conv_rate", "prio", "interest", "interest_days", "months_before", "months_after", "days_after", "ratio", "pmt",
              "interest_only", "ltv"}
if need_calcs - {s[0] for s in checks.values()}: fail(f"calculators not covered {need_calcs - {s[0] for s in checks.values()}}")
if not any(s[0] == "prio" and s[4] < "2023-02-21" for s in checks.values()): fail("no 2021-table 최우선변제 row")
if not any(s[0] == "brok_lease" and s[2] and s[1] + s[2] * 100 < 5000 for s in checks.values()): fail("no ×70 row")
for kd in seen:
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune5"); h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout5")
    if abs(t - h) > 1: fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", N, "calc", calc, "legal", len(legal), "figures", nfig, "missing", cnt(lambda r: "missing" in r),
      "verdicts(legal)", len(withv), "negative", len(negv))
print("phrasing", dict(phc))
print("laws(legal kinds)", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
if not ok:
    print("THERE WERE FAILURES"); sys.exit(1)
print("OK")
