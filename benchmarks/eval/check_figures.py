# -*- coding: utf-8 -*-
"""Independently recompute every figure in questions.jsonl from figure_checks.json,
and validate JSON structure / labelling conventions / coverage thresholds."""
import json, collections, datetime, calendar, sys

BASE = "/work/evalset/"
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
CONV_RATE = min(10.0, 2.50 + 2.0)  # %
PRIO = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
def prio(region, dep, house=None):
    lim_dep, amt = PRIO[region]
    if dep > lim_dep: return 0
    v = min(dep, amt)
    if house is not None: v = min(v, house / 2)
    return v
def add_months(iso, m):
    d = datetime.date.fromisoformat(iso)
    y, mo = divmod(d.month - 1 + m, 12); y += d.year; mo += 1
    day = min(d.day, calendar.monthrange(y, mo)[1])
    return datetime.date(y, mo, day).isoformat()
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
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
}

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
    exp = CALC[spec[0]](*spec[1:])
    if fg["unit"] == "date":
        diff = abs((datetime.date.fromisoformat(fg["value"]) - datetime.date.fromisoformat(exp)).days)
    else:
        diff = abs(fg["value"] - exp)
    tol = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.005)  # rounding slack
    status = "ok " if diff <= tol else "BAD"
    if diff > tol: fail(f"{r['id']} figure {fg['value']} != computed {exp}")
    print(f"{status} {r['id']} {r['kind']:<20} {spec[0]:<15} stated={fg['value']!s:<12} computed={exp if isinstance(exp,str) else round(exp,4)!s:<14} {fg['unit']}")
for qid in checks:
    if qid not in byid or "figure" not in byid[qid]: fail(f"check spec {qid} without figure")

# ---------------- structure & conventions ----------------
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법", "상가건물 임대차보호법"]
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt", "figure", "verdict", "missing"}
ids = set()
for r in rows:
    i = r.get("id")
    if i in ids: fail(f"dup id {i}")
    ids.add(i)
    if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r)-ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r: fail(f"{i} missing {key}")
    if r["split"] not in ("tune", "holdout"): fail(f"{i} split")
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
    if "missing" in r and r["teams"] != ["analysis", "search"]: fail(f"{i} missing needs analysis")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
    for l in r.get("law_alt", []):
        if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt {l}")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
        if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")

# ---------------- coverage ----------------
def cnt(f): return sum(1 for r in rows if f(r))
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for l in LAWS[:13]:
    if lawc[l] < 8: fail(f"law {l} only {lawc[l]}")
phc = collections.Counter(r["phrasing"] for r in rows)
req = {"nospace": 25, "english": 20, "followup": 20, "typo": 15}
for p, m in req.items():
    if phc[p] < m: fail(f"phrasing {p} {phc[p]} < {m}")
if len(rows) < 330: fail("fewer than 330 questions")
if nfig < 60: fail("fewer than 60 figures")
if cnt(lambda r: "missing" in r) < 10: fail("fewer than 10 missing")
if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
for kd in set(r["kind"] for r in rows):
    t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune"); h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout")
    if abs(t - h) > 1: fail(f"split imbalance {kd} {t}/{h}")

print()
print("rows", len(rows), "figures", nfig, "missing", cnt(lambda r: "missing" in r))
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
print("ALL OK" if ok else "THERE WERE FAILURES")
sys.exit(0 if ok else 1)
