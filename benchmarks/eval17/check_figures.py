# -*- coding: utf-8 -*-
"""eval17 checker (adapted from eval10's): recomputes every figure in questions.jsonl from figure_checks.json with calculators written
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
    # 갱신요구 window per this set's rule: first = (만료 − 6개월) + 1일, last = (만료 − 2개월) − 1일
    "renew_first": lambda s: (shift(s, -6) + datetime.timedelta(days=1)).isoformat(),
    "renew_last": lambda s: (shift(s, -2) + datetime.timedelta(days=-1)).isoformat(),
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
    "brok_lease_vat": lambda d, r: lease_fee(d, r) * 11 / 10,
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
    if r["split"] not in ("tune17", "holdout17"): fail(f"{i} split")
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
    want = "tune17" if seen[r["kind"]] % 2 == 0 else "holdout17"
    if r["split"] != want: fail(f"{r['id']} split alternation")
    seen[r["kind"]] += 1
if [r["id"] for r in rows] != [f"W{n:03d}" for n in range(1, len(rows) + 1)]: fail("ids not W001… in order")

# coverage and the brief's mix (eval17)
legal = [r for r in rows if "verdict" in r]
lc = collections.Counter(r["law"] for r in legal)
if not 23 <= lc["주택임대차보호법"] <= 27: fail(f"주임법 legal rows {lc['주택임대차보호법']}, want ~25")
for l in STATUTES[1:] + ["민법"]:
    if not 6 <= lc[l] <= 8: fail(f"law {l}: {lc[l]} legal rows, want ~7")
kc = collections.Counter(r["kind"] for r in rows)
if not 210 <= len(rows) <= 220: fail(f"{len(rows)} rows, want 210–220")
if not 105 <= len(legal) <= 115: fail(f"{len(legal)} verdict rows, want ~110")
if not 55 <= nfig <= 65: fail(f"{nfig} figures, want ~60")
if kc["calc_missing_input"] != 6: fail("want 6 calc_missing_input rows")
others = [r for r in rows if "verdict" not in r and "figure" not in r and "missing" not in r]
if not 35 <= len(others) <= 45: fail(f"{len(others)} other-intent rows, want ~40")
if {r["intent"] for r in others} != INTENTS - {"법률상담"} or {r["intent"] for r in rows} != INTENTS: fail("intents not all covered")
YN = ("네", "아니요", "가능", "불가", "조건부", "경우에 따라")
yn = [r for r in legal if r["verdict"].startswith(YN)]
if not 0.4 <= len(yn) / len(legal) <= 0.6: fail(f"yes/no share {len(yn)}/{len(legal)}")
NEG = ("아니죠", "아니에요", "아닌가요", "아니야", "아냐", "아님", "안 해도", "안 알려줘도", "안 적어도", "안 써도", "안써도",
       "안 보여줘도", "못 하는", "못 나가는", "못 파는", "못 돌려받는", "못 받는", "안 되나", "안되나", "안 되는", "거지?", "거죠?", "맞죠?", "아니에여")
tag = [r for r in yn if any(t in r["q"] for t in NEG)]
if len(tag) < 0.2 * len(yn): fail(f"negated/tag asks {len(tag)} < a fifth of {len(yn)}")
neg = sum(1 for r in legal if r["verdict"].startswith(("아니요", "불가")))
ph = collections.Counter(r["phrasing"] for r in rows)
for p, lo, hi in (("colloquial", 0.12, 0.18), ("nospace", 0.06, 0.10), ("typo", 0.06, 0.10), ("english", 0.06, 0.10), ("followup", 0.04, 0.07)):
    if not lo <= ph[p] / len(rows) <= hi: fail(f"{p} share {ph[p]}/{len(rows)}")
for k in ("calc_increase_cap", "calc_brokerage_fee", "calc_conversion", "calc_priority_repay", "calc_late_interest",
          "calc_dates", "calc_jeonse_ratio", "calc_loan_payment"):
    if kc[k] < 6: fail(f"{k}: {kc[k]} rows")
units = collections.Counter(r["figure"]["unit"] for r in rows if "figure" in r)
if set(units) < {"만원", "원", "%", "date"}: fail(f"units {units}")

print(f"rows {len(rows)}  figures {nfig}  missing {kc['calc_missing_input']}  verdicts {len(legal)} (yes/no {len(yn)}, negated/tag {len(tag)}, 아니요/불가 {neg}, named {len(named)})  others {len(others)}")
print("phrasing", dict(ph))
print("named conclusions:", sorted(set(named)))
print("OK" if not bad else f"{len(bad)} FAILURES")
sys.exit(0 if not bad else 1)
