# -*- coding: utf-8 -*-
"""eval12 checker (written separately from build_questions.py): recomputes every figure in questions.jsonl from the
specs in figure_checks.json with its own calculators, validates fields, labelling conventions, verdict form, split
alternation, ids and the brief's coverage (250 rows: 120 verdicts over all 13 laws + timeline_notice, >= 6 each;
94 figures over 9 calculator kinds, >= 8 each; 6 missing-input; 30 other intents). Prints OK last."""
import collections, datetime, json, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []
def err(msg):
    errors.append(msg); print("FAIL:", msg)

# ---------- independent recalculators (everything in 원 internally) ----------
MAN = 10_000
def iso(s): return datetime.date(*map(int, s.split("-")))
def add_months(s, k):
    d = iso(s); m0 = d.month - 1 + k
    y = d.year + math.floor(m0 / 12); m = m0 % 12 + 1
    last = [31, 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return datetime.date(y, m, min(d.day, last))
def tiered(amount_won, bands):
    # bands: list of (lower bound 원, rate, cap 원 or None); pick the highest band whose lower bound <= amount
    lower, rate, cap = max((b for b in bands if amount_won >= b[0]), key=lambda b: b[0])
    fee = amount_won * rate
    return fee if cap is None else min(fee, cap)
SALE_BANDS = [(0, .006, 250_000), (50e6, .005, 800_000), (200e6, .004, None), (900e6, .005, None), (1200e6, .006, None), (1500e6, .007, None)]
LEASE_BANDS = [(0, .005, 200_000), (50e6, .004, 300_000), (100e6, .003, None), (600e6, .004, None), (1200e6, .005, None), (1500e6, .006, None)]
def fee_sale(p_man): return tiered(p_man * MAN, SALE_BANDS) / MAN
def fee_lease(dep_man, rent_man):
    base = dep_man * MAN + rent_man * MAN * 100
    if rent_man and base < 50e6: base = dep_man * MAN + rent_man * MAN * 70
    return tiered(base, LEASE_BANDS) / MAN
BASE_RATE, SPREAD = 0.025, 0.02
CONV = min(0.10, BASE_RATE + SPREAD)
SMALL = {"seoul": (165e6, 55e6), "overcrowded": (145e6, 48e6), "metro": (85e6, 28e6), "other": (75e6, 25e6)}
def top_priority(region, dep_man, house_man=None):
    ceiling, amount = SMALL[region]
    dep = dep_man * MAN
    if dep > ceiling: return 0.0
    cands = [dep, amount] + ([house_man * MAN / 2] if house_man is not None else [])
    return min(cands) / MAN
def level_payment(P, annual, n):
    i = annual / 12
    return P * i / (1 - (1 + i) ** -n)
R = {
    "months_before": lambda s, k: add_months(s, -k).isoformat(),
    "months_after": lambda s, k: add_months(s, k).isoformat(),
    "end_from_start": lambda s, k: (add_months(s, k) - datetime.timedelta(1)).isoformat(),
    "days_between": lambda a, b: float((iso(b) - iso(a)).days),
    "interest": lambda p, r, m: p * MAN * r * m / 12 / MAN,
    "interest_days": lambda p, r, d: p * MAN * r / 365 * d,
    "interest_split": lambda p, a, b: p * MAN / 365 * (a * 0.05 + b * 0.12),
    "interest_between": lambda p, r, a, b: p * MAN * r / 365 * (iso(b) - iso(a)).days,
    "ratio": lambda d, p: d * 100 / p,
    "mult": lambda a, f: a * f,
    "debt_ratio": lambda m, d, p: (m + d) * 100 / p,
    "hug_max": lambda pub, s: pub * 140 / 100 * 90 / 100 - s,
    "real_debt": lambda c: c / 1.2,
    "safe_dep": lambda p, f, m: p * f - m,
    "conv": lambda a: a * MAN * CONV / 12,
    "conv_rev": lambda w: w * 12 / CONV / MAN,
    "conv_rate_of": lambda a, w: w * 12 * 100 / (a * MAN),
    "conv_rate": lambda: CONV * 100,
    "cap_total": lambda x: x * 105 / 100, "cap_total_won": lambda x: x * 105 / 100, "cap_increase": lambda x: x * 5 / 100,
    "brok_sale": fee_sale, "brok_sale_vat": lambda p: fee_sale(p) * 1.1, "brok_lease": fee_lease,
    "prio": top_priority, "pmt": level_payment, "interest_only": lambda P, r: P * r / 12,
}
# hand spot checks of the recalculators themselves
assert R["conv"](5000) == 187500 and R["months_before"]("2027-08-31", 6) == "2027-02-28"
assert abs(R["pmt"](300_000_000, 0.04, 360) - 1_432_246) < 1 and R["brok_sale"](70000) == 280
assert R["brok_lease"](500, 40) == 16.5 and R["prio"]("seoul", 6000, 8000) == 4000 and R["hug_max"](20000, 0) == 25200

rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as fh:
    for n, line in enumerate(fh, 1):
        try: rows.append(json.loads(line))
        except ValueError as e: err(f"line {n}: {e}")
with open(os.path.join(HERE, "figure_checks.json"), encoding="utf-8") as fh:
    specs = json.load(fh)
by_id = {r["id"]: r for r in rows}

n_fig = 0
for r in rows:
    if "figure" not in r: continue
    n_fig += 1
    fg, spec = r["figure"], specs.get(r["id"])
    if spec is None: err(f"{r['id']}: figure without spec"); continue
    want = R[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        if fg["value"] != want: err(f"{r['id']}: date {fg['value']} != {want}")
        continue
    gap = abs(float(fg["value"]) - want)
    if gap > 0.006: err(f"{r['id']}: stated {fg['value']} vs recomputed {want:.4f}")
    if gap > fg["tol"]: err(f"{r['id']}: outside tol")
    if fg["tol"] <= 0: err(f"{r['id']}: tol must be positive")
for k in specs:
    if "figure" not in by_id.get(k, {}): err(f"spec {k} has no figure row")

LAW12 = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
         "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
         "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법"]
ALL_LAWS = set(LAW12) | {"소송촉진 등에 관한 특례법"}
KIND_LAW = {"legal_housing_lease": "주택임대차보호법", "legal_civil": "민법", "legal_private_rental": "민간임대주택에 관한 특별법",
            "legal_brokerage": "공인중개사법", "legal_deal_report": "부동산 거래신고 등에 관한 법률", "legal_registry": "부동산등기법",
            "legal_housing_act": "주택법", "legal_apt_management": "공동주택관리법", "legal_building_sale": "건축물의 분양에 관한 법률",
            "legal_price_disclosure": "부동산 가격공시에 관한 법률", "legal_price_cap_rule": "공동주택 분양가격의 산정 등에 관한 규칙",
            "legal_floor_noise": "공동주택 층간소음의 범위와 기준에 관한 규칙", "legal_fraud_victim": "전세사기피해자 지원 및 주거안정에 관한 특별법"}
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
PHRASINGS = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ORDER = ["id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
         "figure", "verdict", "missing"]
CALC_KINDS = ["calc_conversion", "calc_dates", "calc_jeonse_ratio", "risk_check", "calc_increase_cap", "calc_brokerage_fee",
              "calc_priority_repay", "calc_late_interest", "calc_loan_payment"]
OPENERS = ("네", "아니요", "가능", "불가", "조건부", "경우에 따라")
seen_q = set()
for r in rows:
    i = r.get("id", "?")
    keys = list(r)
    if any(k not in ORDER for k in keys): err(f"{i}: unknown key")
    elif keys != sorted(keys, key=ORDER.index): err(f"{i}: key order")
    for k in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if k not in r: err(f"{i}: lacks {k}")
    if r["q"] in seen_q: err(f"{i}: duplicate question")
    seen_q.add(r["q"])
    if r["phrasing"] not in PHRASINGS: err(f"{i}: phrasing {r['phrasing']}")
    if r["intent"] not in INTENTS: err(f"{i}: intent")
    if any(a not in INTENTS or a == r["intent"] for a in r.get("intent_alt", [])): err(f"{i}: intent_alt")
    for t in [r["teams"]] + r.get("teams_alt", []):
        if t != sorted(set(t)) or not set(t) <= {"analysis", "document", "search"}: err(f"{i}: teams {t}")
    if r["teams"] in r.get("teams_alt", []): err(f"{i}: teams_alt repeats teams")
    if (r["intent"] in ("irrelevant", "unclear")) != (r["teams"] == []): err(f"{i}: empty teams iff irrelevant/unclear")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]: err(f"{i}: contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]: err(f"{i}: risk teams")
    if r.get("law") is not None and r["law"] not in ALL_LAWS: err(f"{i}: law name")
    if any(l not in ALL_LAWS or l == r.get("law") for l in r.get("law_alt", [])): err(f"{i}: law_alt")
    if (r["phrasing"] == "followup") != ("prev" in r): err(f"{i}: followup needs prev")
    if r["phrasing"] == "english" and not any("a" <= c.lower() <= "z" for c in r["q"]): err(f"{i}: english without latin text")
    if r["phrasing"] == "nospace" and " " in r["q"]: err(f"{i}: nospace has spaces")
    k = r["kind"]
    if k.startswith("legal_") or k == "timeline_notice":
        if r["intent"] != "법률상담" or "verdict" not in r or r["teams"] != ["search"] or r.get("teams_alt") != [["analysis", "search"]]:
            err(f"{i}: legal row labels")
        if k in KIND_LAW and r.get("law") != KIND_LAW[k]: err(f"{i}: law does not match kind")
        if k == "timeline_notice" and r.get("law") not in ("주택임대차보호법", "민법"): err(f"{i}: timeline law")
    if "verdict" in r:
        v = r["verdict"]
        head, sep, tail = v.partition(" — ")
        if not sep or "§" not in tail: err(f"{i}: verdict must be 'conclusion — reason (§)'")
        if any("a" <= c.lower() <= "z" for c in head): err(f"{i}: verdict conclusion must be Korean")
    if k in CALC_KINDS:
        if "figure" not in r: err(f"{i}: calc without figure")
        if r["teams"] != ["analysis", "search"]: err(f"{i}: calc teams")
        fg = r.get("figure", {})
        if set(fg) != {"value", "unit", "tol", "inputs", "how"} or fg.get("unit") not in ("만원", "원", "%", "일", "개월", "date"): err(f"{i}: figure form")
        want_intent = {"calc_jeonse_ratio": "리스크분석", "risk_check": "리스크분석", "calc_loan_payment": "대출상담"}.get(k, "법률상담")
        if r["intent"] != want_intent: err(f"{i}: calc intent")
        if k == "calc_brokerage_fee" and r.get("law") != "공인중개사법": err(f"{i}: brokerage law")
        if k in ("calc_conversion", "calc_dates", "calc_increase_cap", "calc_priority_repay") and r.get("law") != "주택임대차보호법": err(f"{i}: 주임법 law")
        if k == "calc_late_interest" and r.get("law") not in ("민법", "소송촉진 등에 관한 특례법"): err(f"{i}: interest law")
    if k == "calc_missing_input" and ("missing" not in r or "figure" in r or r["teams"] != ["analysis", "search"]): err(f"{i}: missing row")
    if ("figure" in r) + ("verdict" in r) + ("missing" in r) > 1: err(f"{i}: more than one of figure/verdict/missing")

# ids and split alternation
if [r["id"] for r in rows] != ["Z%03d" % n for n in range(1, len(rows) + 1)]: err("ids are not Z001.. in order")
cnt = collections.Counter()
for r in rows:
    if r["split"] != ("tune12", "holdout12")[cnt[r["kind"]] % 2]: err(f"{r['id']}: split alternation")
    cnt[r["kind"]] += 1

# coverage from the brief
kinds = collections.Counter(r["kind"] for r in rows)
verdicts = [r for r in rows if "verdict" in r]
if len(rows) != 250: err(f"{len(rows)} rows (want 250)")
if len(verdicts) != 120: err(f"{len(verdicts)} verdicts (want 120)")
if n_fig != 94 or kinds["calc_missing_input"] != 6: err(f"figures {n_fig} / missing {kinds['calc_missing_input']} (want 94 / 6)")
if len(rows) - len(verdicts) - n_fig - kinds["calc_missing_input"] != 30: err("other intents != 30")
for k in list(KIND_LAW) + ["timeline_notice"]:
    if kinds[k] < 6: err(f"{k}: {kinds[k]} < 6")
for k in CALC_KINDS:
    if kinds[k] < 8: err(f"{k}: {kinds[k]} < 8")
neg = sum(v["verdict"].startswith(("아니요", "불가")) for v in verdicts)
if not 0.38 <= neg / len(verdicts) <= 0.6: err(f"negative verdict share {neg}/{len(verdicts)}")
ph = collections.Counter(r["phrasing"] for r in rows)
if not 0.08 <= ph["english"] / len(rows) <= 0.13: err(f"english share {ph['english']}")
if not {"normal", "nospace", "english", "followup", "typo", "colloquial"} <= set(ph): err("phrasing variety")
others = [r for r in rows if not (r["kind"].startswith(("legal_", "calc_")) or r["kind"] in ("timeline_notice", "risk_check"))]
if len({r["intent"] for r in others}) < 5: err("other intents not varied")

print(f"rows {len(rows)}  verdicts {len(verdicts)} (negative {neg})  figures {n_fig}  missing {kinds['calc_missing_input']}  other {len(others)}")
print("phrasings", dict(ph))
print("OK" if not errors else f"{len(errors)} FAILURES")
sys.exit(1 if errors else 0)
