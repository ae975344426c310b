"""Build eval9 (legal questions that want a verdict) from the hand-written rows in data_a/b/c.py.

Writes questions.jsonl, figure_checks.json (empty: this set has no computed figures) and the counts
section of README.md (between the COUNTS markers). Run: python3 benchmarks/eval9/build_questions.py
"""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from data_a import ROWS_A  # noqa: E402
from data_b import ROWS_B  # noqa: E402
from data_c import ROWS_C  # noqa: E402

LEGAL_KIND_ORDER = ["legal_housing_lease", "legal_civil", "legal_brokerage", "legal_deal_report", "timeline_notice",
                    "legal_floor_noise", "legal_price_cap_rule", "legal_private_rental", "legal_fraud_victim",
                    "legal_apt_management", "legal_housing_act", "legal_registry", "legal_building_sale",
                    "legal_price_disclosure"]
ALL = {**ROWS_A, **ROWS_B, **ROWS_C}


def legal_rows():
    out = []
    for kind in LEGAL_KIND_ORDER:
        law, rows = ALL[kind]
        for phrasing, q, verdict, extra in rows:
            r = {"kind": kind, "phrasing": phrasing, "q": q}
            if "prev" in extra:
                r["prev"] = extra["prev"]
            r.update({"intent": "법률상담", "teams": ["search"], "teams_alt": [["analysis", "search"]],
                      "law": extra.get("law", law)})
            if extra.get("law_alt"):
                r["law_alt"] = extra["law_alt"]
            r["verdict"] = verdict
            out.append(r)
    return out


def other_rows():
    out = []
    for kind, phrasing, q, lab in ALL["other"][1]:
        r = {"kind": kind, "phrasing": phrasing, "q": q}
        r.update(lab)
        out.append(r)
    return out


def build():
    legal, other = legal_rows(), other_rows()
    # mix the ~10 non-legal rows in at regular intervals so the set is not all one thing in file order
    step = len(legal) // (len(other) + 1)
    rows = []
    for i, r in enumerate(legal):
        rows.append(r)
        if (i + 1) % step == 0 and other and (i + 1) // step <= len(other):
            rows.append(other[(i + 1) // step - 1])
    seen = collections.Counter()
    final = []
    for n, r in enumerate(rows, 1):
        split = "tune9" if seen[r["kind"]] % 2 == 0 else "holdout9"
        seen[r["kind"]] += 1
        final.append({"id": f"V{n:03d}", "split": split, **r})
    return final


def counts_md(rows):
    kinds = list(dict.fromkeys(r["kind"] for r in rows))
    kinds = [k for k in kinds if k in LEGAL_KIND_ORDER] + [k for k in kinds if k not in LEGAL_KIND_ORDER]
    lines = ["| kind | tune9 | holdout9 | total |", "|---|---|---|---|"]
    for k in kinds:
        t = sum(1 for r in rows if r["kind"] == k and r["split"] == "tune9")
        h = sum(1 for r in rows if r["kind"] == k and r["split"] == "holdout9")
        lines.append(f"| `{k}` | {t} | {h} | {t + h} |")
    t = sum(1 for r in rows if r["split"] == "tune9")
    lines.append(f"| **total** | **{t}** | **{len(rows) - t}** | **{len(rows)}** |")
    c = lambda key: collections.Counter(r[key] for r in rows if key in r).most_common()  # noqa: E731
    fmt = lambda pairs: ", ".join(f"{a}: {b}" for a, b in pairs)  # noqa: E731
    verd = [r for r in rows if "verdict" in r]
    neg = sum(1 for r in verd if r["verdict"].startswith(("아니요", "불가")))
    cond = sum(1 for r in verd if r["verdict"].startswith(("조건부", "경우에 따라")))
    lines += ["", f"Questions with `verdict`: {len(verd)} (starting 아니요/불가: {neg}; 조건부/경우에 따라: {cond}); "
              f"with `prev`: {sum(1 for r in rows if 'prev' in r)}; with `law_alt`: {sum(1 for r in rows if 'law_alt' in r)}; "
              f"with `figure`: 0.", "", f"Phrasings: {fmt(c('phrasing'))}", "", f"Intents: {fmt(c('intent'))}", "",
              f"Questions by `law` (primary): {fmt(c('law'))}"]
    return "\n".join(lines)


def main():
    rows = build()
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "figure_checks.json"), "w", encoding="utf-8") as f:
        f.write("[]\n")
    readme = os.path.join(HERE, "README.md")
    if os.path.exists(readme):
        text = open(readme, encoding="utf-8").read()
        a, b = "<!-- COUNTS -->", "<!-- /COUNTS -->"
        if a in text and b in text:
            text = text[: text.index(a) + len(a)] + "\n" + counts_md(rows) + "\n" + text[text.index(b):]
            open(readme, "w", encoding="utf-8").write(text)
    print(len(rows), "rows written")


if __name__ == "__main__":
    main()
