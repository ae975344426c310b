# -*- coding: utf-8 -*-
"""eval16 checker: recomputes every figure in questions.jsonl from figure_checks.json with calculators written
separately from build_questions.py, and validates fields, conventions, verdict form, split alternation and coverage.
Paths are relative to this file. Prints OK last when everything passes."""
import collections, datetime, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
bad = []
def fail(m): bad.append(m); print("FAIL:", m)

# ---------------- independent calculators ----------------
def date_of(s): y, m, d = map(int, s.split("-")); return datetime.date(y, m, d)
def month_end(y, m):
    nxt = datetime.date(y + (m == 12), 1 if m == 12 else m + 1, 1)
    return (nxt - datetime.timedelta(days=1)).day
def shift(s, k):
    d = date_of(s); idx = d.year * 12 + (d.month - 1) + k
    y, m = idx // 12, idx % 12 + 1
    return datetime.date(y, m, min(d.day, month_end(y, m)))
def sale_fee(p):
    if p >= 150000: return p * 7 / 1000
    if p >= 120000: return p * 6 / 1000
    if p >= 90000: return p * 5 / 1000
    if p >= 20000: return p * 4 / 1000
    if p >= 5000: return min(p * 5 / 1000, 80)
    return min(p * 6 / 1000, 25)
def lease_fee(dep, rent):
    amt = dep + 100 * rent if rent else dep
    if rent and amt < 5000: amt = dep + 70 * rent
    if amt >= 150000: return amt * 6 / 1000
    if amt >= 120000: return amt * 5 / 1000
    if amt >= 60000: return amt * 4 / 1000
    if amt >= 10000: return amt * 3 / 1000
    if amt >= 5000: return min(amt * 4 / 1000, 30)
    return min(amt * 5 / 1000, 20)
CAP = 4.5  # % = min(10, 2.50 + 2)
TABLE = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
def prio(region, dep, house=None):
    ceiling, amount = TABLE[region]
    if dep > ceiling: return 0.0
    v = min(dep, amount)
    return v if house is None else min(v, house * 0.5)
def annuity(P, rate, n):
    i = rate / 12.0; f = (1 + i) ** n
    return P * i * f / (f - 1)
C = {
    "months_before": lambda s, k: shift(s, -k).isoformat(),
    "months_after": lambda s, k: shift(s, k).isoformat(),
    "window_start": lambda s: (shift(s, -6) + datetime.timedelta(days=1)).isoformat(),
    "window_end": lambda s: (shift(s, -2) - datetime.timedelta(days=1)).isoformat(),
    "end_from_start": lambda s, k: (shift(s, k) - datetime.timedelta(days=1)).isoformat(),
    "days_between": lambda a, b: float((date_of(b) - date_of(a)).days),
    "interest": lambda p, r, m: p * r * (m / 12.0),
    "interest_days": lambda p, r, d: p * 1e4 * r * d / 365.0,
    "interest_split": lambda p, a, b: p * 1e4 * 0.05 * a / 365.0 + p * 1e4 * 0.12 * b / 365.0,
    "interest_between": lambda p, r, a, b: p * 1e4 * r * (date_of(b) - date_of(a)).days / 365.0,
    "ratio": lambda d, p: 100.0 * d / p,
    "mult": lambda a, f: a * f,
    "debt_ratio": lambda m, d, p: 100.0 * (m + d) / p,
    "hug_max": lambda pub, s: pub * 1.26 - s,
    "real_debt": lambda c: c * 10 / 12,
    "safe_dep": lambda p, f, m: p * f - m,
    "conv": lambda a: a * 1e4 * CAP / 100 / 12,
    "conv_rev": lambda w: w * 12 / (CAP / 100) / 1e4,
    "conv_rate_of": lambda a, w: 100.0 * w * 12 / (a * 1e4),
    "conv_rate": lambda: CAP,
    "cap_total": lambda x: x + x * 0.05, "cap_total_won": lambda x: x + x * 0.05, "cap_increase": lambda x: x / 20,
    "brok_sale": sale_fee, "brok_sale_vat": lambda p: sale_fee(p) * 1.1, "brok_lease": lease_fee,
    "prio": prio, "pmt": annuity, "interest_only": lambda P, r: P * r / 12,
}

rows = []
for n, line in enumerate(open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8"), 1):
    try: rows.append(json.loads(line))
    except Exception as e: fail(f"line {n}: {e}")
checks = json.load(open(os.path.join(HERE, "figure_checks.json"), encoding="utf-8"))
byid = {r["id"]: r for r in rows}

nfig = 0
for r in rows:
    if "figure" not in r: continue
    nfig += 1; fg = r["figure"]; spec = checks.get(r["id"])
    if not spec: fail(f"{r['id']} figure without spec"); continue
    exp = C[spec[0]](*spec[1:])
    if fg["unit"] == "date": diff = abs((date_of(fg["value"]) - date_of(exp)).days)
    else: diff = abs(float(fg["value"]) - exp)
    slack = max(fg["tol"], 0.5 if fg["unit"] == "원" else 0.01)
    if fg["unit"] != "date" and diff > 0.01 and diff > (0.5 if fg["unit"] == "원" else 0.01):
        fail(f"{r['id']} stated {fg['value']} differs from recomputed {exp} beyond rounding")
    if diff > slack: fail(f"{r['id']} figure {fg['value']} != {exp}")
    if fg["unit"] == "date" and diff: fail(f"{r['id']} date {fg['value']} != {exp}")
for k in checks:
    if k not in byid or "figure" not in byid[k]: fail(f"spec {k} without figure")

INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
STATUTES = ["주택임대차보호법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
            "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
            "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법"]
LAWS = set(STATUTES) | {"민법", "소송촉진 등에 관한 특례법"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
KEYS = ["id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
        "figure", "verdict", "missing"]
OPEN = ("네", "아니요", "가능", "불가", "조건부", "경우에 따라")
ids = set(); named = []
for r in rows:
    i = r.get("id")
    if i in ids: fail(f"dup {i}")
    ids.add(i)
    if set(r) - set(KEYS): fail(f"{i} unknown keys {set(r) - set(KEYS)}")
    if [k for k in KEYS if k in r] != list(r): fail(f"{i} key order")
    for k in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if k not in r: fail(f"{i} missing {k}")
    if r["split"] not in ("tune16", "holdout16"): fail(f"{i} split")
    if r["phrasing"] not in PHR: fail(f"{i} phrasing")
    if r["intent"] not in INTENTS: fail(f"{i} intent")
    for a in r.get("intent_alt", []):
        if a not in INTENTS or a == r["intent"]: fail(f"{i} intent_alt")
    for ts in [r["teams"]] + r.get("teams_alt", []):
        if ts != sorted(set(ts)) or set(ts) - {"search", "analysis", "document"}: fail(f"{i} teams {ts}")
    if r["teams"] in r.get("teams_alt", []): fail(f"{i} teams_alt dup")
    if (r["intent"] in ("irrelevant", "unclear")) != (not r["teams"]): fail(f"{i} teams vs intent")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]: fail(f"{i} contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]: fail(f"{i} risk teams")
    if ("figure" in r or "missing" in r) and r["teams"] != ["analysis", "search"]: fail(f"{i} calc teams")
    if "law" in r and r["law"] not in LAWS: fail(f"{i} law")
    for l in r.get("law_alt", []):
        if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt")
    if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup")
    if "figure" in r:
        fg = r["figure"]
        if set(fg) != {"value", "unit", "tol", "inputs", "how"} or fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} figure form")
        if "verdict" in r or "missing" in r: fail(f"{i} figure with verdict/missing")
    if r["kind"].startswith("legal_") or r["kind"] == "timeline_notice":
        if r["intent"] != "법률상담" or "law" not in r or "verdict" not in r: fail(f"{i} legal row needs 법률상담/law/verdict")
        if r["teams"] != ["search"] or r.get("teams_alt") != [["analysis", "search"]]: fail(f"{i} legal teams")
    if "verdict" in r:
        v = r["verdict"]
        if " — " not in v or not any(t in v for t in ("§", "별표", "부칙")): fail(f"{i} verdict form")
        if not v.startswith(OPEN): named.append(v.split(" — ")[0])
        if any("a" <= ch.lower() <= "z" for ch in v.split(" — ")[0]): fail(f"{i} verdict conclusion not Korean")
    if r["kind"] == "calc_missing_input" and "missing" not in r: fail(f"{i} missing field")
    if r["kind"].startswith("calc_") and r["kind"] != "calc_missing_input" and "figure" not in r: fail(f"{i} calc without figure")

# split alternation
seen = collections.Counter()
for r in rows:
    want = "tune16" if seen[r["kind"]] % 2 == 0 else "holdout16"
    if r["split"] != want: fail(f"{r['id']} split alternation")
    seen[r["kind"]] += 1
if [r["id"] for r in rows] != [f"V{n:03d}" for n in range(1, len(rows) + 1)]: fail("ids not V001… in order")

# coverage (the eval16 brief's mix)
legal = [r for r in rows if "verdict" in r]
lc = collections.Counter(r["law"] for r in legal)
if lc["주택임대차보호법"] < 18: fail(f"주택임대차보호법 legal rows {lc['주택임대차보호법']}")
for l in STATUTES + ["민법"]:
    if lc[l] < 6: fail(f"law {l}: {lc[l]} legal rows")
kc = collections.Counter(r["kind"] for r in rows)
if not 190 <= len(rows) <= 215: fail(f"{len(rows)} rows, want ~200")
if not 100 <= len(legal) <= 120: fail(f"{len(legal)} verdict rows, want ~110")
if not 45 <= nfig <= 56: fail(f"{nfig} figures, want ~50")
if not 5 <= kc["calc_missing_input"] <= 8: fail("calc_missing_input not ~6")
other = [r for r in rows if "verdict" not in r and "figure" not in r and "missing" not in r]
if not 30 <= len(other) <= 40: fail(f"{len(other)} other rows, want ~35")
if {r["intent"] for r in other} != INTENTS - {"법률상담"}: fail("other rows do not cover the eight non-legal intents")
if {r["intent"] for r in rows} != INTENTS: fail("set does not cover all nine intents")
neg = sum(1 for r in legal if r["verdict"].startswith(("아니요", "불가")))
yesno = sum(1 for r in legal if r["verdict"].startswith(OPEN))
if not 0.4 <= yesno / len(legal) <= 0.6: fail(f"yes/no share {yesno}/{len(legal)} not ~half")
NEGQ = ("안 ", "안해", "못 ", "아니", "없이", "n't", " not ", "없는")
negq = sum(1 for r in legal if any(t in r["q"] for t in NEGQ))
TAGQ = ("아니지?", "아니죠?", "아니에요?", "아냐?", "아닌 거지?", "거 아니야?", "right?")
tagq = sum(1 for r in legal if r["q"].rstrip().endswith(TAGQ))
if negq < 15: fail(f"negated asks {negq} < 15")
if tagq < 10: fail(f"tag questions {tagq} < 10")
two = sum(1 for r in rows if r["q"].count("?") >= 2)
if two < 3: fail(f"two-in-one rows {two} < 3")
ph = collections.Counter(r["phrasing"] for r in rows)
share = lambda k: ph[k] / len(rows)
if not 0.12 <= share("colloquial") <= 0.19: fail("colloquial share not ~15%")
for k in ("nospace", "typo", "english"):
    if not 0.06 <= share(k) <= 0.11: fail(f"{k} share not ~8%")
if not 0.03 <= share("followup") <= 0.07: fail("followup share not ~5%")
for k in ("calc_increase_cap", "calc_brokerage_fee", "calc_conversion", "calc_priority_repay", "calc_late_interest",
          "calc_dates", "calc_jeonse_ratio", "calc_loan_payment"):
    if kc[k] < 4: fail(f"{k} weight")
if sum(1 for r in rows if r.get("figure", {}).get("how", "").find("× 1.1") >= 0) < 1: fail("no VAT row")
if not any(checks[r["id"]][0] == "brok_lease" and len(checks[r["id"]]) == 3 and checks[r["id"]][2]
           and checks[r["id"]][1] + 100 * checks[r["id"]][2] < 5000 for r in rows if "figure" in r): fail("no ×70 row")
print(f"negated asks {negq}, tag questions {tagq}, yes/no {yesno}, two-in-one {two}")

print(f"rows {len(rows)}  figures {nfig}  missing {kc['calc_missing_input']}  verdicts {len(legal)} (아니요/불가 {neg}, named {len(named)})")
print("phrasing", dict(ph))
print("named conclusions:", sorted(set(named)))
print("OK" if not bad else f"{len(bad)} FAILURES")
sys.exit(0 if not bad else 1)
