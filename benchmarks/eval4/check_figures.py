# -*- coding: utf-8 -*-
"""eval4: independently recompute every figure in questions.jsonl from figure_checks.json, and validate every line,
the labelling conventions (TAXONOMY.md + eval3/README.md + eval4/README.md), verdict polarity and coverage.
Paths are relative to this file. Last line printed is `OK` when everything passes."""
import calendar, collections, datetime, json, os, re, sys

BASE = os.path.dirname(os.path.abspath(__file__))

POS_WORDS = ("가능", "있음", "해야 함", "유효", "네")
NEG_WORDS = ("불가", "안 됨", "없음", "무효", "아니요", "못함")


def polarity(v):
    """'pos' / 'neg' / 'ambiguous' / 'none' from explicit polarity words only."""
    p = any(w in v for w in POS_WORDS)
    n = any(w in v for w in NEG_WORDS)
    if "불가능" in v:
        return "ambiguous"
    return "ambiguous" if (p and n) else "pos" if p else "neg" if n else "none"


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


CONV_RATE = min(10.0, 2.50 + 2.0)  # %: 주임법 시행령 §9, 기준금리 2.50%
PRIO_2023 = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
PRIO_2021 = {"seoul": (15000, 5000), "overcrowded": (13000, 4300), "metro": (7000, 2300), "other": (6000, 2000)}


def prio(table, region, dep, house=None):
    lim_dep, amt = table[region]
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
    i = r / 12
    return P * i * (1 + i) ** n / ((1 + i) ** n - 1)


CALC = {
    "cap_total": lambda x: x * 1.05,
    "cap_total_won": lambda x: x * 1.05,
    "cap_increase": lambda x: x * 0.05,
    "priv_cap_increase": lambda x: x * 0.05,
    "brok_sale": brok_sale,
    "brok_sale_won": lambda p: brok_sale(p) * 10000,
    "brok_sale_vat": lambda p: brok_sale(p) * 1.1,
    "brok_sale_both": lambda p: brok_sale(p) * 2,
    "brok_lease": brok_lease,
    "brok_lease_won": lambda d, r: brok_lease(d, r) * 10000,
    "conv": lambda a: a * CONV_RATE / 100 / 12,
    "conv_won": lambda a: a * 10000 * CONV_RATE / 100 / 12,
    "conv_rate": lambda: CONV_RATE,
    "prio2023": lambda *a: prio(PRIO_2023, *a),
    "prio2021": lambda *a: prio(PRIO_2021, *a),
    "interest": lambda p, r, m: p * r * m / 12,
    "interest_days": lambda p, r, d: p * 10000 * r * d / 365,
    "months_before": lambda iso, m: add_months(iso, -m),
    "months_after": lambda iso, m: add_months(iso, m),
    "days_after": lambda iso, d: (datetime.date.fromisoformat(iso) + datetime.timedelta(days=d)).isoformat(),
    "ratio": lambda dep, price: dep / price * 100,
    "pmt": pmt,
    "interest_only": lambda P, r: P * r / 12,
    "ltv": lambda price, l: price * l,
    "hug_max": lambda official, senior: official * 1.4 * 0.9 - senior,
    "double": lambda deposit: deposit * 2,
}
# which kinds may use which calculator (keeps specs honest about what is being computed)
SPEC_KINDS = {
    "calc_increase_cap": {"cap_total", "cap_total_won", "cap_increase", "priv_cap_increase"},
    "calc_brokerage_fee": {"brok_sale", "brok_sale_won", "brok_sale_vat", "brok_sale_both", "brok_lease", "brok_lease_won"},
    "calc_conversion": {"conv", "conv_won", "conv_rate"},
    "calc_priority_repay": {"prio2023", "prio2021"},
    "calc_late_interest": {"interest", "interest_days"},
    "calc_dates": {"months_before", "months_after", "days_after"},
    "calc_jeonse_ratio": {"ratio"},
    "calc_loan_payment": {"pmt", "interest_only", "ltv"},
    "risk_check": {"hug_max"},
    "legal_civil": {"double"},
}
# 최우선변제 table must match the first mortgage date stated in the inputs
def prio_table_ok(spec, inputs):
    d = str(inputs.get("최초근저당", ""))
    ym = d[:7]
    if spec == "prio2023": return ym >= "2023-02" and d >= "2023-02-21"[:len(d)] if len(d) >= 7 else False
    if spec == "prio2021": return "2021-05" <= ym <= "2023-02" and (len(d) < 10 or "2021-05-11" <= d <= "2023-02-20")
    return False


KINDS = ["legal_housing_lease", "legal_civil", "legal_private_rental", "legal_brokerage", "legal_deal_report", "legal_registry",
         "legal_housing_act", "legal_apt_management", "legal_building_sale", "legal_price_disclosure", "legal_price_cap_rule",
         "legal_floor_noise", "legal_fraud_victim", "timeline_notice", "calc_increase_cap", "calc_brokerage_fee", "calc_conversion",
         "calc_priority_repay", "calc_late_interest", "calc_dates", "calc_jeonse_ratio", "calc_loan_payment", "calc_missing_input",
         "market_price", "market_compare", "market_trend", "market_jeonse_gap", "market_listing", "loan_product", "loan_eligibility",
         "risk_check", "risk_checklist", "contract_draft", "contract_review", "comprehensive", "irrelevant", "unclear"]
INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
LEGAL_KIND_LAW = dict(zip(KINDS[:13], LAWS[:13]))
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt", "figure",
           "verdict", "missing"}
HANGUL = re.compile("[가-힣]")


def main():
    ok = True

    def fail(msg):
        nonlocal ok
        ok = False
        print("FAIL:", msg)

    rows = []
    with open(os.path.join(BASE, "questions.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:
                fail(f"line {n} invalid JSON: {e}")
    checks = json.load(open(os.path.join(BASE, "figure_checks.json"), encoding="utf-8"))
    byid = {r.get("id"): r for r in rows}

    # ---------------- figures ----------------
    nfig = 0
    for r in rows:
        if "figure" not in r: continue
        nfig += 1
        fg = r["figure"]; spec = checks.get(r["id"])
        if spec is None: fail(f"{r['id']} has figure but no check spec"); continue
        if spec[0] not in CALC: fail(f"{r['id']} unknown calculator {spec[0]}"); continue
        if spec[0] not in SPEC_KINDS.get(r["kind"], set()): fail(f"{r['id']} calculator {spec[0]} not allowed for {r['kind']}")
        if spec[0].startswith("prio") and not prio_table_ok(spec[0], fg.get("inputs", {})):
            fail(f"{r['id']} 최우선변제 table {spec[0]} does not match first mortgage date {fg.get('inputs', {}).get('최초근저당')}")
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
    seen_kind = collections.Counter()
    for n, r in enumerate(rows, 1):
        i = r.get("id")
        if i != f"H{n:03d}": fail(f"line {n}: id {i} should be H{n:03d}")
        if set(r) - ALLOWED: fail(f"{i} unknown keys {set(r) - ALLOWED}")
        for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
            if key not in r: fail(f"{i} missing {key}")
        if r.get("kind") not in KINDS: fail(f"{i} kind {r.get('kind')}"); continue
        want = "tune4" if seen_kind[r["kind"]] % 2 == 0 else "holdout4"
        seen_kind[r["kind"]] += 1
        if r["split"] != want: fail(f"{i} split {r['split']} should be {want}")
        if r["phrasing"] not in PHR: fail(f"{i} phrasing")
        if not r["q"].strip(): fail(f"{i} empty q")
        if r["phrasing"] == "nospace" and " " in r["q"]: fail(f"{i} nospace question contains spaces")
        if r["phrasing"] == "english" and len(HANGUL.findall(r["q"])) > 8: fail(f"{i} english question mostly Korean")
        if r["intent"] not in INTENTS: fail(f"{i} intent")
        for a in r.get("intent_alt", []):
            if a not in INTENTS or a == r["intent"]: fail(f"{i} intent_alt {a}")
        for ts in [r["teams"]] + r.get("teams_alt", []):
            if ts != sorted(set(ts)) or set(ts) - TEAMS: fail(f"{i} teams {ts}")
        if r["teams"] in r.get("teams_alt", []): fail(f"{i} teams_alt duplicates teams")
        if r["intent"] in ("irrelevant", "unclear") and r["teams"]: fail(f"{i} teams should be empty")
        if r["intent"] not in ("irrelevant", "unclear") and not r["teams"]: fail(f"{i} domain with no teams")
        if r["kind"] in ("irrelevant", "unclear") and r["intent"] != r["kind"]: fail(f"{i} intent should equal kind")
        if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]: fail(f"{i} contract teams")
        if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]: fail(f"{i} risk teams")
        if "figure" in r and r["teams"] != ["analysis", "search"]: fail(f"{i} figure needs analysis")
        if "missing" in r and r["teams"] != ["analysis", "search"]: fail(f"{i} missing needs analysis")
        if ("missing" in r) != (r["kind"] == "calc_missing_input"): fail(f"{i} missing only (and always) on calc_missing_input")
        if r["kind"].startswith("calc_") and r["kind"] != "calc_missing_input" and "figure" not in r: fail(f"{i} calc without figure")
        if "law" in r and r["law"] not in LAWS: fail(f"{i} law {r['law']}")
        for l in r.get("law_alt", []):
            if l not in LAWS or l == r.get("law"): fail(f"{i} law_alt {l}")
        if r["kind"] in LEGAL_KIND_LAW and r.get("law") != LEGAL_KIND_LAW[r["kind"]]: fail(f"{i} law should be {LEGAL_KIND_LAW[r['kind']]}")
        if r["kind"] == "calc_loan_payment" and "law" in r: fail(f"{i} loan rows carry no law")
        if (r["kind"].startswith("legal_") or r["kind"] == "timeline_notice") and "verdict" not in r: fail(f"{i} legal question without verdict")
        if "verdict" in r and polarity(r["verdict"]) not in ("pos", "neg"): fail(f"{i} verdict polarity {polarity(r['verdict'])}: {r['verdict']}")
        if (r["phrasing"] == "followup") != ("prev" in r): fail(f"{i} prev/followup mismatch")
        if "figure" in r:
            fg = r["figure"]
            if set(fg) != {"value", "unit", "tol", "inputs", "how"}: fail(f"{i} figure keys")
            if fg["unit"] not in ("만원", "원", "%", "일", "개월", "date"): fail(f"{i} unit")
            if fg["unit"] == "date" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(fg["value"])): fail(f"{i} date format")
            if r["kind"] == "calc_late_interest":
                rate = checks.get(i, [None, None, None])[2]
                want_law = "민법" if rate == 0.05 else "소송촉진 등에 관한 특례법"
                if r.get("law") != want_law: fail(f"{i} 지연이자 {rate} needs law {want_law}")
    if len(set(byid)) != len(rows): fail("duplicate ids")

    # ---------------- coverage (eval4 brief) ----------------
    N = len(rows)
    def cnt(f): return sum(1 for r in rows if f(r))
    if N != 300: fail(f"{N} questions, want 300")
    if set(seen_kind) != set(KINDS): fail(f"kinds missing: {set(KINDS) - set(seen_kind)}")
    if set(r["intent"] for r in rows) != INTENTS: fail("not all intents present")
    ncalc = cnt(lambda r: r["kind"].startswith("calc_"))
    nlegal = cnt(lambda r: r["kind"].startswith("legal_") or r["kind"] == "timeline_notice")
    if not 0.40 <= ncalc / N <= 0.50: fail(f"computations {ncalc}/{N} not ~45%")
    if not 0.30 <= nlegal / N <= 0.40: fail(f"legal {nlegal}/{N} not ~35%")
    lawc = collections.Counter(r["law"] for r in rows if "law" in r)
    for l in LAWS[:13]:
        if lawc[l] < 7: fail(f"law {l} only {lawc[l]}")
    phc = collections.Counter(r["phrasing"] for r in rows)
    if not 0.10 <= phc["english"] / N <= 0.14: fail(f"english {phc['english']} not ~12%")
    if not 0.07 <= phc["followup"] / N <= 0.10: fail(f"followup {phc['followup']} not ~8%")
    for p, m in {"nospace": 15, "typo": 15, "colloquial": 25, "vague": 4}.items():
        if phc[p] < m: fail(f"phrasing {p} {phc[p]} < {m}")
    verd = [polarity(r["verdict"]) for r in rows if "verdict" in r]
    neg = verd.count("neg")
    if not 0.40 <= neg / len(verd) <= 0.60: fail(f"negative verdicts {neg}/{len(verd)} not about half")
    calc_specs = collections.Counter(checks[i][0] for i in checks)
    for need in ("cap_total", "cap_increase", "cap_total_won", "brok_sale", "brok_lease", "conv", "prio2023", "prio2021",
                 "interest", "interest_days", "months_before", "months_after", "days_after", "ratio", "pmt", "interest_only", "ltv"):
        if calc_specs[need] == 0: fail(f"no figure uses {need}")
    if not any(r["kind"] == "calc_brokerage_fee" and checks[r["id"]][0].startswith("brok_lease") and 0 < checks[r["id"]][2]
               and lease_base(checks[r["id"]][1], checks[r["id"]][2]) != checks[r["id"]][1] + 100 * checks[r["id"]][2] for r in rows if "figure" in r):
        fail("no brokerage figure exercises the ×70 rule")
    if cnt(lambda r: "missing" in r) < 10: fail("fewer than 10 missing-input questions")
    for kd in KINDS:
        t = cnt(lambda r: r["kind"] == kd and r["split"] == "tune4"); h = cnt(lambda r: r["kind"] == kd and r["split"] == "holdout4")
        if not 0 <= t - h <= 1: fail(f"split imbalance {kd} {t}/{h}")

    print()
    print("rows", N, "figures", nfig, "missing", cnt(lambda r: "missing" in r), "calc", ncalc, "legal", nlegal)
    print("verdicts", len(verd), "negative", neg)
    print("phrasing", dict(phc))
    print("laws", dict(lawc))
    print("splits", dict(collections.Counter(r["split"] for r in rows)))
    print("OK" if ok else "THERE WERE FAILURES")
    return ok


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
