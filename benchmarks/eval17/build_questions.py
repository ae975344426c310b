# -*- coding: utf-8 -*-
"""Build eval17 (blind, reference date 2026-11-28; builder adapted from eval10's): reads data_legal.py, data_calc.py,
data_other.py; computes figures with the table-driven calculators below; assigns ids W001…, splits tune17/holdout17
(alternating within each kind in file order, first = tune17); writes questions.jsonl, figure_checks.json and the
counts block of README.md."""
import calendar, collections, datetime, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import data_calc, data_legal, data_other  # noqa: E402

# ---------------- calculators (amounts in 만원 unless 원) ----------------
SALE = [(5000, 0.006, 25), (20000, 0.005, 80), (90000, 0.004, None), (120000, 0.005, None), (150000, 0.006, None), (None, 0.007, None)]
LEASE = [(5000, 0.005, 20), (10000, 0.004, 30), (60000, 0.003, None), (120000, 0.004, None), (150000, 0.005, None), (None, 0.006, None)]
def _band(tbl, v):
    for upper, rate, cap in tbl:
        if upper is None or v < upper:
            return v * rate if cap is None else min(v * rate, cap)
def _lease_amount(dep, rent):
    if not rent: return dep
    a = dep + rent * 100
    return a if a >= 5000 else dep + rent * 70
RATE = min(10.0, 2.50 + 2.0) / 100  # 전월세 전환 상한 4.5%
PRIO = {"seoul": (16500, 5500), "overcrowded": (14500, 4800), "metro": (8500, 2800), "other": (7500, 2500)}
def _d(s): return datetime.date.fromisoformat(s)
def _shift(iso, months):
    d = _d(iso); t = d.year * 12 + d.month - 1 + months
    y, m = divmod(t, 12); m += 1
    return datetime.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))
def _prio(region, dep, house=None):
    lim, amt = PRIO[region]
    if dep > lim: return 0
    return min(dep, amt) if house is None else min(dep, amt, house / 2)

CALC = {
    "months_before": (lambda iso, m: _shift(iso, -m).isoformat(), "만료일 {0} − {1}개월 (갱신요구·갱신거절 기간, 주임법 §6①·§6조의3①; 말일 보정)"),
    "renew_first": (lambda iso: (_shift(iso, -6) + datetime.timedelta(days=1)).isoformat(), "갱신요구 첫날 = (만료일 {0} − 6개월) + 1일 (주임법 §6조의3①, §6①; 말일 보정)"),
    "renew_last": (lambda iso: (_shift(iso, -2) - datetime.timedelta(days=1)).isoformat(), "갱신요구 마지막 날 = (만료일 {0} − 2개월) − 1일 (주임법 §6조의3①, §6①; 말일 보정)"),
    "months_after": (lambda iso, m: _shift(iso, m).isoformat(), "{0} + {1}개월 (해지 통지 후 3개월 §6조의2·§6조의3④ / 묵시적 갱신 새 만료 2년 §6②; 말일 보정)"),
    "end_from_start": (lambda iso, m: (_shift(iso, m) - datetime.timedelta(days=1)).isoformat(), "시작일 {0} + {1}개월 − 1일 (민법 §157·§160)"),
    "days_between": (lambda a, b: (_d(b) - _d(a)).days, "{0}부터 {1}(만료 2개월 전 갱신요구 마감)까지 일수"),
    "interest": (lambda p, r, m: p * r * m / 12, "{0}만원 × 연 {1} × {2}/12 (민법 §379 5% / 소송촉진법 §3 12%)"),
    "interest_days": (lambda p, r, d: p * 10000 * r * d / 365, "{0}만원 × 연 {1} × {2}일/365 (원)"),
    "interest_split": (lambda p, d5, d12: p * 10000 * (0.05 * d5 + 0.12 * d12) / 365, "{0}만원 × (5% × {1}일 + 12% × {2}일)/365 (민법 §379, 소송촉진법 §3: 송달 다음날부터 12%)"),
    "interest_between": (lambda p, r, a, b: p * 10000 * r * (_d(b) - _d(a)).days / 365, "{0}만원 × 연 {1} × ({2} 다음날 ~ {3} 일수)/365 (원)"),
    "ratio": (lambda dep, price: dep / price * 100, "전세가율 = {0} ÷ {1} × 100"),
    "mult": (lambda a, f: a * f, "{0}만원 × {1}"),
    "debt_ratio": (lambda m, dep, price: (m + dep) / price * 100, "(선순위·근저당 {0} + 보증금 {1}) ÷ 매매가 {2} × 100"),
    "hug_max": (lambda pub, senior: pub * 1.4 * 0.9 - senior, "공시가격 {0} × 140% × 90% − 선순위 {1} (질문에 주어진 기준)"),
    "real_debt": (lambda cmax: cmax / 1.2, "채권최고액 {0} ÷ 1.2 (질문에 주어진 120% 관행)"),
    "safe_dep": (lambda price, f, m: price * f - m, "매매가 {0} × {1} − 근저당 {2}"),
    "conv": (lambda amt: amt * 10000 * RATE / 12, "전환액 {0}만원 × 4.5% ÷ 12 (주임법 §7조의2, 시행령 §9: min(10%, 기준금리 2.50%+2%p))"),
    "conv_rev": (lambda won: won * 12 / RATE / 10000, "월세 {0}원 × 12 ÷ 4.5% (질문에 주어진 4.5%로 역산, 만원)"),
    "conv_rate_of": (lambda amt, won: won * 12 / (amt * 10000) * 100, "월세 {1}원 × 12 ÷ 전환액 {0}만원 × 100 (법정 상한 4.5%와 비교)"),
    "conv_rate": (lambda: RATE * 100, "min(10%, 기준금리 2.50% + 2%p) (주임법 §7조의2, 시행령 §9)"),
    "cap_total": (lambda x: x * 1.05, "{0} × 1.05 (주임법 §7②, §6조의3③)"),
    "cap_total_won": (lambda x: x * 1.05, "{0}원 × 1.05 (주임법 §7②)"),
    "cap_increase": (lambda x: x * 0.05, "{0} × 5% (주임법 §7②)"),
    "brok_sale": (lambda p: _band(SALE, p), "매매 {0}만원 요율표 (공인중개사법 시행규칙 별표1, 2021-10-19)"),
    "brok_sale_vat": (lambda p: _band(SALE, p) * 1.1, "매매 {0}만원 요율표 × 1.1 (부가세 10%)"),
    "brok_lease": (lambda d, r: _band(LEASE, _lease_amount(d, r)), "임대차 보증금 {0} + 월세 {1}×100 (5천 미만이면 ×70) 요율표 (별표1)"),
    "brok_lease_vat": (lambda d, r: _band(LEASE, _lease_amount(d, r)) * 1.1, "임대차 보증금 {0} + 월세 {1}×100 요율표 × 1.1 (별표1, 부가세 10%)"),
    "prio": (_prio, "최우선변제 {0} 지역, 보증금 {1} (주임법 §8, 시행령 §10·§11, 2023-02-21 표; 주택가액 1/2 한도)"),
    "pmt": (lambda P, r, n: P * (r / 12) * (1 + r / 12) ** n / ((1 + r / 12) ** n - 1), "원리금균등 P={0}, 연 {1}, {2}개월"),
    "interest_only": (lambda P, r: P * r / 12, "이자만 {0}원 × 연 {1} ÷ 12"),
}
ARGNAMES = {"renew_first": ["만료일"], "renew_last": ["만료일"], "brok_lease_vat": ["보증금_만원", "월세_만원"],
            "months_before": ["기준일", "개월"], "months_after": ["기준일", "개월"], "end_from_start": ["시작일", "개월"],
            "days_between": ["from", "to"], "interest": ["원금_만원", "연이율", "개월"], "interest_days": ["원금_만원", "연이율", "일"],
            "interest_split": ["원금_만원", "5%_일수", "12%_일수"], "interest_between": ["원금_만원", "연이율", "만료일", "종료일"],
            "ratio": ["전세금_만원", "매매가_만원"], "mult": ["금액_만원", "비율"], "debt_ratio": ["선순위_만원", "보증금_만원", "매매가_만원"],
            "hug_max": ["공시가격_만원", "선순위_만원"], "real_debt": ["채권최고액_만원"], "safe_dep": ["매매가_만원", "비율", "근저당_만원"],
            "conv": ["전환액_만원"], "conv_rev": ["월세_원"], "conv_rate_of": ["전환액_만원", "월세_원"], "conv_rate": [],
            "cap_total": ["현재_금액"], "cap_total_won": ["현재_월세_원"], "cap_increase": ["현재_금액"], "brok_sale": ["매매가_만원"],
            "brok_sale_vat": ["매매가_만원"], "brok_lease": ["보증금_만원", "월세_만원"], "prio": ["지역", "보증금_만원", "주택가액_만원"],
            "pmt": ["원금_원", "연이율", "개월"], "interest_only": ["원금_원", "연이율"]}

LEGAL_LAW = {"calc_dates": "주택임대차보호법", "calc_conversion": "주택임대차보호법", "calc_increase_cap": "주택임대차보호법",
             "calc_priority_repay": "주택임대차보호법", "calc_brokerage_fee": "공인중개사법"}
SOKCHOK = "소송촉진 등에 관한 특례법"

def legal_row(t):
    kind, ph, q, law, verdict, extra = t
    r = {"kind": kind, "phrasing": ph, "q": q}
    if "prev" in extra: r["prev"] = extra["prev"]
    r.update({"intent": "법률상담", "teams": ["search"], "teams_alt": [["analysis", "search"]], "law": law})
    if "law_alt" in extra: r["law_alt"] = extra["law_alt"]
    r["verdict"] = verdict
    return r

def calc_row(t):
    kind, ph, q, spec, unit, tol, extra = t
    name, args = spec[0], list(spec[1:])
    fn, how = CALC[name]
    val = fn(*args)
    if not isinstance(val, str): val = round(val, 2)
    r = {"kind": kind, "phrasing": ph, "q": q}
    if "prev" in extra: r["prev"] = extra["prev"]
    if kind == "calc_jeonse_ratio":
        r.update({"intent": "리스크분석", "intent_alt": ["시세조회"], "teams": ["analysis", "search"]})
    elif kind == "risk_check":
        r.update({"intent": "리스크분석", "teams": ["analysis", "search"]})
    elif kind == "calc_loan_payment":
        r.update({"intent": "대출상담", "teams": ["analysis", "search"]})
    elif kind == "calc_late_interest":
        twelve = name == "interest_split" or (name in ("interest", "interest_days") and args[1] == 0.12)
        r.update({"intent": "법률상담", "teams": ["analysis", "search"], "law": SOKCHOK if twelve else "민법"})
        if twelve: r["law_alt"] = ["민법"]
    else:
        r.update({"intent": "법률상담", "teams": ["analysis", "search"], "law": LEGAL_LAW[kind]})
    r["figure"] = {"value": val, "unit": unit, "tol": tol, "inputs": dict(zip(ARGNAMES[name], args)), "how": how.format(*args)}
    return r, [name] + args

def missing_row(t):
    ph, q, missing, intent, ialt, law = t
    r = {"kind": "calc_missing_input", "phrasing": ph, "q": q, "intent": intent}
    if ialt: r["intent_alt"] = ialt
    r["teams"] = ["analysis", "search"]
    if law: r["law"] = law
    r["missing"] = missing
    return r

def other_row(t):
    kind, ph, q, intent, teams, extra = t
    r = {"kind": kind, "phrasing": ph, "q": q}
    if "prev" in extra: r["prev"] = extra["prev"]
    r["intent"] = intent
    if "intent_alt" in extra: r["intent_alt"] = extra["intent_alt"]
    r["teams"] = teams
    for k in ("teams_alt", "law"):
        if k in extra: r[k] = extra[k]
    return r

def main():
    main_rows, specs = [], []
    for t in data_legal.ROWS: main_rows.append(legal_row(t)); specs.append(None)
    for t in data_calc.ROWS:
        r, s = calc_row(t); main_rows.append(r); specs.append(s)
    for t in data_calc.MISSING: main_rows.append(missing_row(t)); specs.append(None)
    others = [other_row(t) for t in data_other.ROWS]
    every = len(main_rows) // len(others)  # 4
    rows, rspecs, oi = [], [], 0
    for i, (r, s) in enumerate(zip(main_rows, specs), 1):
        rows.append(r); rspecs.append(s)
        if i % every == 0 and oi < len(others):
            rows.append(others[oi]); rspecs.append(None); oi += 1
    while oi < len(others): rows.append(others[oi]); rspecs.append(None); oi += 1
    seen = collections.Counter(); checks = {}; out = []
    for n, (r, s) in enumerate(zip(rows, rspecs), 1):
        rid = f"W{n:03d}"
        split = "tune17" if seen[r["kind"]] % 2 == 0 else "holdout17"
        seen[r["kind"]] += 1
        out.append({"id": rid, "split": split, **r})
        if s: checks[rid] = s
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in out: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        json.dump(checks, f, ensure_ascii=False, indent=1)
    write_counts(out)
    print(f"wrote {len(out)} questions, {len(checks)} figures")

def write_counts(rows):
    first = list(dict.fromkeys(r["kind"] for r in rows))
    grp = lambda k: 0 if (k.startswith("legal_") or k == "timeline_notice") else 1 if (k.startswith("calc_") or k == "risk_check") else 2
    kinds = sorted(first, key=lambda k: (grp(k), first.index(k)))
    L = ["| kind | tune17 | holdout17 | total |", "|---|---|---|---|"]
    for k in kinds:
        t = sum(1 for r in rows if r["kind"] == k and r["split"] == "tune17"); h = sum(1 for r in rows if r["kind"] == k and r["split"] == "holdout17")
        L.append(f"| `{k}` | {t} | {h} | {t + h} |")
    T = sum(1 for r in rows if r["split"] == "tune17")
    L.append(f"| **total** | **{T}** | **{len(rows) - T}** | **{len(rows)}** |")
    v = [r for r in rows if "verdict" in r]
    neg = sum(1 for r in v if r["verdict"].startswith(("아니요", "불가")))
    cond = sum(1 for r in v if r["verdict"].startswith(("조건부", "경우에 따라")))
    fmt = lambda c: ", ".join(f"{k}: {n}" for k, n in c.most_common())
    L += ["", f"Questions with `verdict`: {len(v)} (starting 아니요/불가: {neg}; 조건부/경우에 따라: {cond}); with `figure`: "
          f"{sum(1 for r in rows if 'figure' in r)}; with `missing`: {sum(1 for r in rows if 'missing' in r)}; with `prev`: "
          f"{sum(1 for r in rows if 'prev' in r)}; with `law_alt`: {sum(1 for r in rows if 'law_alt' in r)}.", "",
          "Phrasings: " + fmt(collections.Counter(r["phrasing"] for r in rows)), "",
          "Figure units: " + fmt(collections.Counter(r["figure"]["unit"] for r in rows if "figure" in r)), "",
          "Intents: " + fmt(collections.Counter(r["intent"] for r in rows)), "",
          "Questions by `law` (primary): " + fmt(collections.Counter(r["law"] for r in rows if "law" in r))]
    p = os.path.join(HERE, "README.md")
    if not os.path.exists(p): return
    s = open(p, encoding="utf-8").read()
    a, b = s.index("<!-- COUNTS -->") + len("<!-- COUNTS -->"), s.index("<!-- /COUNTS -->")
    open(p, "w", encoding="utf-8").write(s[:a] + "\n" + "\n".join(L) + "\n" + s[b:])

if __name__ == "__main__":
    main()
