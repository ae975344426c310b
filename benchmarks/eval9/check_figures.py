"""Validate eval9: every line's JSON, labelling conventions (../eval/TAXONOMY.md, ../eval7/README.md),
verdict form, split alternation and coverage. eval9 carries no computed figures, so figure_checks.json must be
an empty list and no row may carry `figure`. Paths are relative to this file. Prints OK last."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ok = True


def fail(msg):
    global ok
    ok = False
    print("FAIL:", msg)


rows = []
with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        try:
            rows.append(json.loads(line))
        except Exception as e:  # noqa: BLE001
            fail(f"line {n} invalid JSON: {e}")
checks = json.load(open(os.path.join(HERE, "figure_checks.json"), encoding="utf-8"))
if checks not in ([], {}):
    fail("figure_checks.json should be empty: eval9 has no figures")

INTENTS = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석", "unclear", "irrelevant"}
LAWS = ["주택임대차보호법", "민법", "민간임대주택에 관한 특별법", "공인중개사법", "부동산 거래신고 등에 관한 법률", "부동산등기법", "주택법",
        "공동주택관리법", "건축물의 분양에 관한 법률", "부동산 가격공시에 관한 법률", "공동주택 분양가격의 산정 등에 관한 규칙",
        "공동주택 층간소음의 범위와 기준에 관한 규칙", "전세사기피해자 지원 및 주거안정에 관한 특별법", "소송촉진 등에 관한 특례법"]
KIND_LAW = {"legal_housing_lease": "주택임대차보호법", "legal_civil": "민법", "legal_private_rental": "민간임대주택에 관한 특별법",
            "legal_brokerage": "공인중개사법", "legal_deal_report": "부동산 거래신고 등에 관한 법률", "legal_registry": "부동산등기법",
            "legal_housing_act": "주택법", "legal_apt_management": "공동주택관리법", "legal_building_sale": "건축물의 분양에 관한 법률",
            "legal_price_disclosure": "부동산 가격공시에 관한 법률", "legal_price_cap_rule": "공동주택 분양가격의 산정 등에 관한 규칙",
            "legal_floor_noise": "공동주택 층간소음의 범위와 기준에 관한 규칙",
            "legal_fraud_victim": "전세사기피해자 지원 및 주거안정에 관한 특별법", "timeline_notice": "주택임대차보호법"}
# brief's targets per kind (minimums; a row or two more is fine)
TARGET = {"legal_housing_lease": 30, "legal_civil": 20, "legal_brokerage": 20, "legal_deal_report": 20, "timeline_notice": 20,
          "legal_floor_noise": 15, "legal_price_cap_rule": 12, "legal_private_rental": 15, "legal_fraud_victim": 15,
          "legal_apt_management": 15, "legal_housing_act": 12, "legal_registry": 12, "legal_building_sale": 10,
          "legal_price_disclosure": 12}
OTHER_INTENT = {"market_price": "시세조회", "loan_product": "대출상담", "loan_eligibility": "대출상담", "irrelevant": "irrelevant",
                "risk_checklist": "리스크분석", "contract_review": "계약서검토", "comprehensive": "종합분석"}
TEAMS = {"search", "analysis", "document"}
PHR = {"normal", "nospace", "english", "followup", "typo", "colloquial", "vague"}
ALLOWED = {"id", "split", "kind", "phrasing", "q", "prev", "intent", "intent_alt", "teams", "teams_alt", "law", "law_alt",
           "figure", "verdict", "missing"}
HANGUL = re.compile(r"[가-힣]")

seen_q, per_kind = set(), collections.Counter()
for n, r in enumerate(rows, 1):
    i = r.get("id")
    if i != f"V{n:03d}":
        fail(f"line {n}: id {i} not sequential V{n:03d}")
    if set(r) - ALLOWED:
        fail(f"{i} unknown keys {set(r) - ALLOWED}")
    for key in ("id", "split", "kind", "phrasing", "q", "intent", "teams"):
        if key not in r:
            fail(f"{i} missing {key}")
    if "figure" in r or "missing" in r:
        fail(f"{i} eval9 has no figures / missing-input rows")
    kind = r["kind"]
    want = "tune9" if per_kind[kind] % 2 == 0 else "holdout9"
    per_kind[kind] += 1
    if r["split"] != want:
        fail(f"{i} split {r['split']} != {want} (alternation within {kind})")
    if r["phrasing"] not in PHR:
        fail(f"{i} phrasing {r['phrasing']}")
    if r["q"] in seen_q:
        fail(f"{i} duplicate question")
    seen_q.add(r["q"])
    if (r["phrasing"] == "followup") != ("prev" in r):
        fail(f"{i} prev/followup mismatch")
    if r["phrasing"] == "english" and HANGUL.search(r["q"].replace("(지역주택조합)", "").replace("(전세권)", "").replace("(공동주택)", "")):
        fail(f"{i} english question contains Hangul")
    if r["intent"] not in INTENTS:
        fail(f"{i} intent")
    for a in r.get("intent_alt", []):
        if a not in INTENTS or a == r["intent"]:
            fail(f"{i} intent_alt {a}")
    for ts in [r["teams"]] + r.get("teams_alt", []):
        if ts != sorted(set(ts)) or set(ts) - TEAMS:
            fail(f"{i} teams {ts}")
    if r["teams"] in r.get("teams_alt", []):
        fail(f"{i} teams_alt duplicates teams")
    if r["intent"] in ("irrelevant", "unclear") and r["teams"]:
        fail(f"{i} teams should be empty")
    if r["intent"] not in ("irrelevant", "unclear") and not r["teams"]:
        fail(f"{i} domain intent with no teams")
    if r["intent"] in ("계약서작성", "계약서검토") and r["teams"] != ["document", "search"]:
        fail(f"{i} contract teams")
    if r["intent"] == "리스크분석" and r["teams"] != ["analysis", "search"]:
        fail(f"{i} risk teams")
    if "law" in r and r["law"] not in LAWS:
        fail(f"{i} law {r['law']}")
    for law in r.get("law_alt", []):
        if law not in LAWS or law == r.get("law"):
            fail(f"{i} law_alt {law}")
    if kind in KIND_LAW:  # legal verdict rows
        if r["intent"] != "법률상담" or r["teams"] != ["search"] or r.get("teams_alt") != [["analysis", "search"]]:
            fail(f"{i} legal row must be 법률상담 / ['search'] / alt [['analysis','search']]")
        # the kind's statute is the primary law or a fair second one (e.g. 관리주체 조치 under a 층간소음 row)
        # timeline_notice: 주임법 통지기간, or 민법 where the lease/전세권 falls under the Civil Code's notice rules
        allowed = {KIND_LAW[kind], "민법"} if kind == "timeline_notice" else {KIND_LAW[kind]}
        if not allowed & set([r.get("law")] + r.get("law_alt", [])):
            fail(f"{i} {kind} row without {KIND_LAW[kind]} in law/law_alt")
        v = r.get("verdict", "")
        head = v.split(" — ")[0]
        if " — " not in v or not 0 < len(head) <= 45:
            fail(f"{i} verdict must be 'conclusion — reason'")
        if not HANGUL.search(head) and not re.match(r"^\d", head):
            fail(f"{i} verdict conclusion not Korean")
        if "§" not in v and "판례" not in v:
            fail(f"{i} verdict gives no article")
    elif kind in OTHER_INTENT:
        if r["intent"] != OTHER_INTENT[kind]:
            fail(f"{i} intent {r['intent']} for {kind}")
        if "verdict" in r:
            fail(f"{i} non-legal row with verdict")
    else:
        fail(f"{i} unknown kind {kind}")

# ---------------- coverage ----------------
kinds = collections.Counter(r["kind"] for r in rows)
for k, m in TARGET.items():
    if kinds[k] < m:
        fail(f"kind {k}: {kinds[k]} < {m}")
lawc = collections.Counter(r["law"] for r in rows if "law" in r)
for law in LAWS[:13]:
    if lawc[law] < 10:
        fail(f"law {law} only {lawc[law]}")
phc = collections.Counter(r["phrasing"] for r in rows)
for p, m in {"english": int(0.08 * len(rows)), "followup": 15, "nospace": 15, "typo": 15, "colloquial": 30}.items():
    if phc[p] < m:
        fail(f"phrasing {p} {phc[p]} < {m}")
other = sum(1 for r in rows if r["kind"] in OTHER_INTENT)
if not 8 <= other <= 15:
    fail(f"{other} non-legal rows (want ~10)")
if not 230 <= len(rows) <= 260:
    fail(f"{len(rows)} rows (want ~240)")
verd = [r["verdict"] for r in rows if "verdict" in r]
neg = sum(1 for v in verd if v.startswith(("아니요", "불가")))
cond = sum(1 for v in verd if v.startswith(("조건부", "경우에 따라")))
if neg < len(verd) // 5:
    fail(f"only {neg} negative verdicts")
if cond < 10:
    fail(f"only {cond} conditional verdicts")
for k in kinds:
    t = sum(1 for r in rows if r["kind"] == k and r["split"] == "tune9")
    if abs(t - (kinds[k] - t)) > 1:
        fail(f"split imbalance {k}")

print("rows", len(rows), "legal", len(verd), "other", other, "negative", neg, "conditional", cond)
print("phrasing", dict(phc))
print("laws", dict(lawc))
print("splits", dict(collections.Counter(r["split"] for r in rows)))
print("OK" if ok else "THERE WERE FAILURES")
sys.exit(0 if ok else 1)
