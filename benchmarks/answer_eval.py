"""The blind evaluation set, asked end to end: intent, team set, law hit@3, figure, answer-first.

    .venv/bin/python benchmarks/answer_eval.py [--set eval|eval2|…|eval17 | --file PATH] [--split tune|holdout|all]
                                               [--url URL] [--day YYYY-MM-DD] [--planner-only] [--misses]
                                               [--write-readme]

The questions (`benchmarks/eval/questions.jsonl`) were written blind — by a session that had
seen neither the planner's rules nor the corpus — over `benchmarks/eval/TAXONOMY.md`, and
committed before any rule changed. Each has a split: tune on `tune`, report `holdout`.
`--misses` prints the failed questions of the tune split only: the holdout part is scored,
never shown, so nobody tunes on it by accident. `--set eval2` asks the second blind set
(`benchmarks/eval2/`, written the same way later; splits `tune2` / `holdout2`, same rules:
`--split tune` / `holdout` pick its tune / holdout part). `--set eval3` is the third
(`benchmarks/eval3/`, 275 questions weighted to computations and verdicts, written blind on
2026-11-26 and committed before the rule changes that followed; `tune3` / `holdout3`). `--set eval4`
is the fourth (`benchmarks/eval4/`, 300 questions in real users' style — context first, numbers in
many forms, half the verdicts negative — written blind on the evening of 2026-11-26 and committed
before any change measured against it; `tune4` / `holdout4`). `--set eval5` is the fifth
(`benchmarks/eval5/`, 240 questions as people post them in 부동산 카페 / 지식인 / KakaoTalk: backstory,
numbers beside the point, every way of writing an amount or a date; written blind the same evening;
`tune5` / `holdout5`). `--set eval6` is the sixth (`benchmarks/eval6/`, 200 questions: formal
and terse users, hearsay to check, questions asked for another person, English with Korean terms;
written blind the same evening; its tune part was first tuned on the next session). `--set eval7` is
the seventh (`benchmarks/eval7/`, 200 questions as typed on a phone in a hurry or pasted from chats;
written blind on the night of 2026-11-26 and committed before any change of that session;
`tune7` / `holdout7`). `--set eval8` (computations from the user's own numbers) and `--set eval9`
(legal questions that want a verdict) were written blind on 2026-11-26's evening session and
committed before any change of it (`tune8`/`holdout8`, `tune9`/`holdout9`). `--set eval10` (verdicts
weighted to the laws holdout9 answered worst, computations weighted to dates, late interest, 전세가율
and risk checks, a few other intents) was written blind on the night of 2026-11-26 while that
session's first fixes were being made in other worktrees, and merged before any of them
(`tune10`/`holdout10`). `--set eval11` (verdicts across all 13 laws, weighted to the ones holdouts answered
worst; computations weighted to 전월세 전환, dates, 전세가율 and risk ratios written in every form users paste;
20 other intents) was written blind at the start of the 2026-11-27 morning session and merged before any rule
change of it (`tune11`/`holdout11`). `--set eval12` (every law and every calculator evenly, personas unlike the
usual tenant: 외국인, 고령 임대인, 중개사, 관리사무소, 법인) was written blind late in that session, after its rule changes,
and measures the session's end code with neither part tuned on (`tune12`/`holdout12`). `--set eval13` (questions
as outsiders test with: short FAQ-style legal questions over the 12 laws, definitions, casual computations, asks to
비교/계산/판단/추이 over the nine intents, personas, ~10% English) was written blind at the start of the 2026-11-27
late-morning session and merged before any rule change (`tune13`/`holdout13`). `--set eval14` (legal questions
written as people tell their own situation — a story, then the ask —, computations inside stories, the nine intents,
personas, ~10% English) was written blind at the start of the 2026-11-27 midday session and merged before any rule
change of it (`tune14`/`holdout14`). `--set eval15` (as an outside tester measures: plain FAQ legal questions over
the 12 laws and 용어, half yes/no — a fifth of them negated — half asking for the office, deadline, penalty or
definition; short labelled routing queries over the nine intents; computations) was written blind at the start of
the 2026-11-27 afternoon session and merged before any rule change (`tune15`/`holdout15`). `--set eval16` (legal
FAQ lines and short stories over the 13 laws, half yes/no with negated and tag asks, half asking a named thing;
computations; the nine intents) was written blind at the end of that session, after its changes: neither part
(`tune16`/`holdout16`) was tuned on. `--set eval17` (practical questions whose answer is a figure, a verdict or a
named thing: legal questions over the 13 laws, half yes/no — a fifth negated or tag asks — half asking for an office,
deadline, penalty, document or definition; computations in every form users paste; the nine intents; reference date
2026-11-28) was written blind at the start of the 2026-11-27 night session and merged before any rule change of it
(`tune17`/`holdout17`). `--file PATH` asks a
question file of one's own in the same format (phrasings of one's own while fixing; never a README
table).

Every turn is judged on the set's reference date — the Korean day its labels were written on ("오늘",
"내년 3월", the rule in force) — not on the hour of the run: the system started here runs with
`HOLMES_TURN_DAY` (a system given by `--url` keeps its own clock; start it with that variable). Runs made
before 2026-11-27's night session were judged on the day they ran.

Without --url the whole system is started (`holmes up` on free ports, rules mode) and every
question goes through the gateway's WebSocket as a user's would; what is scored is what the
client receives (`plan_ready`, `final_response`). `--planner-only` scores intent and team
set straight from the planner's pure decider (seconds, for tuning; law/figure/answer-first
need the whole system).

Scores, per split and per kind:
- intent: `plan_ready.intent` is the labelled intent (or one of `intent_alt`).
- teams: the set of teams of `plan_ready.execution_steps` is the labelled set (or a `teams_alt`).
- law@3: the labelled law (or a `law_alt`; 시행령/시행규칙 count as their law) is among the
  first three law sources of the answer.
- figure: a number in the answer equals the labelled figure within its tolerance.
- answer-first: the labelled figure, or a verdict of the labelled polarity, is in the
  answer's first two sentences; a label whose conclusion is the thing asked for (an office, a deadline, a
  count, a definition) wants that thing named there (every number with its unit, or half its words) —
  from 2026-11-27 late morning; before, any positive-sounding lead passed such a label.
- wrong word: of the verdict questions labelled with a word (네 / 아니요), the share whose answer
  opens with the other word ("네, …" to a labelled 아니요, "아니요, …"/"No." to a labelled 네) —
  lower is better. Labels put as the rule ("불필요", "가능") are not counted: "안 해도 되죠?" is
  answered 네 by a rule labelled 불필요. answer-first reads polarity anywhere in two sentences; this one counts the confident
  errors a user acts on, which answer-first would let pass when the second sentence says the other. A question put in
  the negative is answered as Koreans answer it — the word agrees or disagrees with the proposition asked ("못 받는
  거죠?" → "아니요, 받을 수 있습니다"; "바로 전세 놓으면 안 돼?" → "네, 놓을 수 없습니다"); a label written the English way
  ("안 돼?" → 아니요 for 불가) counts that answer as a wrong word. Most labels of negative questions follow the Korean way.
- domain-unclear: a real-estate question (labelled with a domain intent) answered `unclear`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import signal
import sys
from collections import defaultdict
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SETS = {name: ROOT / "benchmarks" / name / "questions.jsonl"
        for name in ("eval", *(f"eval{n}" for n in range(2, 18)))}
EVAL = SETS["eval"]
_REFERENCE_DAY = re.compile(r"reference date\W{0,6}(\d{4}-\d{2}-\d{2})", re.I)


def reference_day(questions: Path) -> date:
    """The Korean day a set's labels were written on ("오늘", "내년 3월", the rule in force), as its author stated it
    in the set's README (the first set: its TAXONOMY). The system started here judges every turn on that day
    (HOLMES_TURN_DAY), whatever the hour of the run."""
    for doc in ("README.md", "TAXONOMY.md"):
        if (f := questions.parent / doc).exists() and (m := _REFERENCE_DAY.search(f.read_text(encoding="utf-8"))):
            return date.fromisoformat(m.group(1))
    raise SystemExit(f"{questions.parent}: no 'Reference date: YYYY-MM-DD' in its README")


README = ROOT / "benchmarks" / "README.md"
DOMAIN = {"법률상담", "시세조회", "대출상담", "계약서작성", "계약서검토", "종합분석", "리스크분석"}
METRICS = ("intent", "teams", "law@3", "figure", "answer-first", "wrong word")


def part(split: str) -> str:
    """`tune2` is the second set's tune part: the part a split belongs to decides what is shown."""
    return split.rstrip("0123456789")


def load(split: str, path: Path = EVAL) -> list[dict]:
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [q for q in items if split == "all" or part(q["split"]) == split]


# --- numbers in an answer -------------------------------------------------------------------
_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
# "68만 4,931원" is one amount (684,931원), as "4억 4,100만원" is: the 원 part after 만 belongs to it.
_MONEY = re.compile(rf"(?:(?P<eok>{_NUM})\s*억\s*(?:(?P<man>{_NUM})\s*만)?|(?P<man2>{_NUM})\s*만)"
                    rf"(?:\s*(?P<rest>\d{{1,4}}(?:,\d{{3}})?)\s*원|\s*원?)"
                    rf"|(?P<won>{_NUM})\s*원")
_PLAIN = re.compile(rf"(?P<n>{_NUM})\s*(?P<u>%|퍼센트|일|개월)")
_DATE = re.compile(r"(\d{4})[.\-/년]\s*(\d{1,2})[.\-/월]\s*(\d{1,2})")


def _f(s: str) -> float:
    return float(s.replace(",", ""))


def figures(text: str) -> list[tuple[float, str]]:
    """(value, unit) pairs in a text; money in 원, dates as yyyymmdd."""
    out: list[tuple[float, str]] = []
    for m in _MONEY.finditer(text):
        if m.group("won"):
            out.append((_f(m.group("won")), "원"))
        elif m.group("eok"):
            out.append(((_f(m.group("eok")) * 10_000 + (_f(m.group("man")) if m.group("man") else 0)) * 10_000
                        + (_f(m.group("rest")) if m.group("rest") else 0), "원"))
        else:
            out.append((_f(m.group("man2")) * 10_000 + (_f(m.group("rest")) if m.group("rest") else 0), "원"))
    for m in _PLAIN.finditer(text):
        out.append((_f(m.group("n")), {"퍼센트": "%"}.get(m.group("u"), m.group("u"))))
    for m in _DATE.finditer(text):
        out.append((float(f"{int(m.group(1)):04d}{int(m.group(2)):02d}{int(m.group(3)):02d}"), "date"))
    return out


def _as_date(v: float) -> date | None:
    n = int(v)
    try:
        return date(n // 10_000, n // 100 % 100, n % 100)
    except ValueError:
        return None


def figure_in(text: str, fig: dict) -> bool:
    unit, value, tol = fig["unit"], fig["value"], fig.get("tol", 0)
    if unit == "date":  # tolerance in days: counting "2개월 전" may land a day either way
        want = date.fromisoformat(str(value))
        return any(u == "date" and abs((_as_date(v) - want).days) <= int(tol) for v, u in figures(text)
                   if _as_date(v))
    if unit in ("만원", "원"):
        scale = 10_000 if unit == "만원" else 1
        want, slack = float(value) * scale, max(float(tol) * scale, 1.0)
        return any(u == "원" and abs(v - want) <= slack for v, u in figures(text))
    return any(u == unit and abs(v - float(value)) <= max(float(tol), 1e-9) for v, u in figures(text))


# A labelled verdict of risk ("위험(대항력 상실)", "불리함(… 위배)") is a negative one, as "무효" is.
_NEG = re.compile(r"불가|불필요|안\s?됩|안\s?돼|안\s?됨|없습니다|없어요|없다|없음|않습니다|않아요|않는다|않음|못\s|못합|못할|못하|못함"
                  r"|금지|무효|아닙니다"
                  r"|아니요|아님|어렵습니다|위험|불리|위배|상실|\bno\b|cannot|can't|not\b", re.I)
# "돌려받을 수 있고" says yes as "청구할 수 있다" does; a duty ("30일 이내에 신고해야 합니다") is the
# verdict of a "must I / by when" question, and "보호받지 못할 수 있어" a negative one.
_POS = re.compile(r"가능합|가능해|가능하|[할을] 수 있|있습니다|됩니다|[가-힣]야\s*(?:합|한|해|하)|하여야|유효|(?:^|\s)네\s*[,—–-]"
                  r"|\byes\b|\bcan\b|\bmust\b", re.I)
# A label's verdict is its first clause ("가능 — 한도 초과분은 무효, 반환청구": yes, the excess comes
# back; "아니요 — 감정평가액 기준": no); only a label without one is read whole.
_LABEL_HEAD = re.compile(r"\s*(?:—|–|\(|;|:|,|\s-\s)")
_LABEL_POS = re.compile(r"가능(?!성)|(?<!불)필요|해야|유효|적용|초과|대상|있음|^네\b|^yes\b", re.I)


def negative_label(verdict: str) -> bool:
    head = _LABEL_HEAD.split(verdict.strip(), maxsplit=1)[0]
    if _NEG.search(head):
        return True
    if _LABEL_POS.search(head):
        return False
    return bool(_NEG.search(verdict))


def first_sentences(text: str, n: int = 2) -> str:
    body = re.sub(r"^\s*#+.*$", "", text, flags=re.M).strip()  # headings are not sentences
    parts = re.split(r"(?<=[.!?。])\s+|\n+", body)
    return " ".join([p for p in parts if p.strip()][:n])


# A label whose conclusion is no yes or no but the thing asked for — an office ("시장·군수·구청장"), a
# deadline ("공시일부터 30일 이내"), a count ("1시간에 3회 이상"), a definition — is answered first only
# when the lead names that thing: a lead that merely sounds positive ("…할 수 있습니다") does not answer
# "who" or "how many". Conditional labels (조건부, 경우에 따라) keep the polarity reading — or pass when the lead
# itself opens by saying it depends ("조건부로 가능합니다 — …"; from 2026-11-27's night session).
_CONDITIONAL_HEAD = re.compile(r"^(?:조건부|경우에\s*따라)")
_NUMBER = re.compile(r"(\d+(?:\.\d+)?)\s*([가-힣%㎡]|dB)", re.I)
# A date or a fraction is one thing however it is written: "2005.6.30" = "2005-06-30" = "2005년 6월 30일",
# "2/3" = "3분의 2", "100분의 10" = "10%".
_DATE = re.compile(r"(\d{4})\s*(?:[.-]|년)\s*(\d{1,2})\s*(?:[.-]|월)\s*(\d{1,2})일?")
_FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)|(\d+)\s*분의\s*(\d+)")
_WORD = re.compile(r"[가-힣]+")  # one-syllable words count: "시·도지사" is 시 and 도지사


def _named(head: str) -> bool:
    return not (_NEG.search(head) or _LABEL_POS.search(head) or _CONDITIONAL_HEAD.match(head))


def _numbers(text: str) -> set[tuple[str, ...]]:
    text = text.replace(",", "").replace("데시벨", "dB")  # "45데시벨" and "45dB(A)" are one figure
    found: set[tuple[str, ...]] = {("date", y, str(int(m)), str(int(d))) for y, m, d in _DATE.findall(text)}
    # "100분의 10" is "10%": a hundredth is a percent, however the law writes it
    found |= {(n, "%") if of == "100" else ("of", n, of)
              for n, of in ((a or d, b or c) for a, b, c, d in _FRACTION.findall(text))}
    text = _FRACTION.sub(" ", _DATE.sub(" ", text))
    return found | {(n.lstrip("0") or "0", u.lower()) for n, u in _NUMBER.findall(text)}


def names_first(lead: str, head: str) -> bool:
    """Every number of the named conclusion, with its unit, is in the lead; without numbers, at least half
    of its words (by their first two syllables: particles differ) are."""
    if wanted := _numbers(head):
        return wanted <= _numbers(lead)
    stems = {w[:2] for w in _WORD.findall(head)}
    if not stems:
        return False
    said = {w[:2] for w in _WORD.findall(lead)}
    return len(stems & said) * 2 >= len(stems)


def verdict_first(text: str, verdict: str) -> bool:
    lead = first_sentences(text)
    head = _LABEL_HEAD.split(verdict.strip(), maxsplit=1)[0].strip()
    if _named(head):
        return names_first(lead, head)
    if _CONDITIONAL_HEAD.match(head) and _CONDITIONAL_HEAD.search(lead.lstrip()):
        return True  # "조건부 — …" answered "조건부로 가능합니다 — …": the lead says it depends, as the label does
    return bool(_NEG.search(lead)) if negative_label(verdict) else bool(_POS.search(lead))


# The word an answer opens with, if it opens with one: "네, …", "아니요 — …", "Yes." / "No."
_OPENING = re.compile(r"\s*(네|예|아니요|아니오|yes|no)\b(?![가-힣])", re.I)


def wrong_word(text: str, verdict: str) -> bool | None:
    """Whether the answer opens with the word opposite to the label's; None when the label is no word
    (조건부, a deadline, a rule put as 불필요/가능 — its yes or no depends on how the question was put)."""
    labelled = _OPENING.match(verdict)
    if not labelled:
        return None
    said = _OPENING.match(first_sentences(text, 1))
    if not said:
        return False
    yes = ("네", "예", "yes")
    return (said.group(1).lower() in yes) != (labelled.group(1).lower() in yes)


def law_hit(sources: list[dict], law: str, alts: list[str]) -> bool:
    names = [law, *alts]
    laws = [s for s in sources if s.get("kind") == "law"][:3]
    squeeze = lambda s: re.sub(r"\s+", "", s or "")  # noqa: E731
    return any(squeeze(s.get("title")).startswith(squeeze(n)) or squeeze(s.get("ref")).startswith(squeeze(n))
               for s in laws for n in names)


# --- asking ---------------------------------------------------------------------------------
def teams_of(steps: list[dict]) -> list[str]:
    return sorted({s["team"] for s in steps if s.get("team") in ("search", "analysis", "document")})


def score(q: dict, intent: str, teams: list[str], answer: str | None, sources: list[dict]) -> dict:
    r: dict = {"intent": intent in [q["intent"], *q.get("intent_alt", [])],
               "teams": teams in [sorted(q["teams"]), *[sorted(t) for t in q.get("teams_alt", [])]],
               "domain_unclear": q["intent"] in DOMAIN and intent == "unclear"}
    if answer is not None:
        if q.get("law"):
            r["law@3"] = law_hit(sources, q["law"], q.get("law_alt", []))
        if q.get("figure"):
            r["figure"] = figure_in(answer, q["figure"])
            r["answer-first"] = figure_in(first_sentences(answer), q["figure"])
        elif q.get("verdict"):
            r["answer-first"] = verdict_first(answer, q["verdict"])
            if (wrong := wrong_word(answer, q["verdict"])) is not None:
                r["wrong word"] = wrong
    return r


def plan_locally(q: dict, today: date) -> tuple[str, list[str]]:
    from holmes_planner.domain.plan import PreviousTurn, make_plan

    # the day of the turn, as the planner service gets it from the event ("내년 3월", "5/31" need it)
    previous = None
    if q.get("prev"):
        p = make_plan(q["prev"], today=today)
        previous = PreviousTurn(intent=p.intent, entities=p.entities, query=p.query, keywords=tuple(p.keywords))
    draft = make_plan(q["q"], previous=previous, today=today)
    return draft.intent, teams_of([s.model_dump() for s in draft.steps])


async def ask(base: str, q: dict) -> tuple[str, list[str], str | None, list[dict]]:
    import httpx
    import websockets

    async with httpx.AsyncClient(base_url=base, timeout=30) as http:
        data = (await http.post("/api/v1/chat/start", json={})).json()
    url = base.replace("http://", "ws://") + f"/api/v1/chat/ws/{data['session_id']}?token={data['token']}"
    async with websockets.connect(url, max_size=2**24) as ws:
        await ws.recv()  # connected
        result: tuple = ("", [], None, [])
        for text in [t for t in (q.get("prev"), q["q"]) if t]:
            await ws.send(json.dumps({"type": "query", "query": text}))
            intent, teams = "", []
            async for raw in ws:
                msg = json.loads(raw)
                if msg["type"] == "plan_ready":
                    intent, teams = msg["intent"], teams_of(msg.get("execution_steps") or [])
                elif msg["type"] in ("final_response", "error"):
                    resp = msg.get("response") or {}
                    answer = resp.get("answer") or resp.get("message") or msg.get("error") or ""
                    sources = (resp.get("structured_data") or {}).get("sources") or []
                    result = (intent, teams, answer, sources)
                    break
        return result


async def run_all(base: str, items: list[dict], concurrency: int = 3) -> list[dict]:
    sem = asyncio.Semaphore(concurrency)

    async def one(q: dict) -> dict:
        async with sem:
            try:
                intent, teams, answer, sources = await asyncio.wait_for(ask(base, q), 120)
            except Exception as exc:  # a turn that never answers scores zero, visibly
                return {**q, "got": {"error": repr(exc)}, "score": score(q, "", [], "", [])}
            return {**q, "got": {"intent": intent, "teams": teams, "answer": answer,
                                 "sources": sources[:5]}, "score": score(q, intent, teams, answer, sources)}

    return await asyncio.gather(*(one(q) for q in items))


# --- reporting ------------------------------------------------------------------------------
def table(results: list[dict], split: str) -> str:
    rows = [r for r in results if part(r["split"]) == split]
    if not rows:
        return ""

    def rate(rs: list[dict], metric: str) -> str:
        vals = [r["score"][metric] for r in rs if metric in r["score"]]
        return f"{sum(vals) / len(vals):.2f} ({len(vals)})" if vals else "–"

    kinds = defaultdict(list)
    for r in rows:
        kinds[r["kind"]].append(r)
    name = rows[0]["split"]
    out = [f"| {name} | n | " + " | ".join(METRICS) + " | domain→unclear |",
           "|---|---|" + "---|" * len(METRICS) + "---|",
           f"| **all** | {len(rows)} | " + " | ".join(f"**{rate(rows, m)}**" for m in METRICS)
           + f" | {sum(r['score']['domain_unclear'] for r in rows)} |"]
    for kind, rs in sorted(kinds.items()):
        out.append(f"| {kind} | {len(rs)} | " + " | ".join(rate(rs, m) for m in METRICS)
                   + f" | {sum(r['score']['domain_unclear'] for r in rs)} |")
    return "\n".join(out)


def print_misses(results: list[dict]) -> None:
    for r in results:
        if part(r["split"]) != "tune":
            continue  # the holdout part is never shown
        # every metric is a success but "wrong word", which counts an error
        failed = [m for m, v in r["score"].items() if m != "domain_unclear" and (v if m == "wrong word" else not v)]
        if failed or r["score"]["domain_unclear"]:
            got = r["got"]
            print(f"- {r['id']} [{r['kind']}] {r['q']!r} missed {failed}: got {got.get('intent')} "
                  f"{got.get('teams')} want {r['intent']} {r['teams']}")
            if got.get("answer") and ({"figure", "answer-first", "law@3"} & set(failed)):
                print("    answer:", got["answer"][:300].replace("\n", " / "))
                print("    sources:", [s.get("ref") or s.get("title") for s in got.get("sources", [])[:3]])
                print("    labelled:", r.get("figure") or f"verdict {r.get('verdict')!r} "
                      f"({'negative' if negative_label(str(r.get('verdict'))) else 'positive'})")


def write_readme(text: str, name: str = "eval") -> None:
    tag = "answer-eval" if name == "eval" else f"answer-{name}"
    start, end = f"<!-- {tag}:start -->", f"<!-- {tag}:end -->"
    doc = README.read_text(encoding="utf-8")
    block = f"{start}\n{text}\n{end}"
    doc = re.sub(re.escape(start) + ".*?" + re.escape(end), block, doc, flags=re.S) if start in doc \
        else doc.rstrip() + f"\n\n## Answers to the blind evaluation set ({name})\n\n" + block + "\n"
    README.write_text(doc, encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", default="eval", choices=sorted(SETS))
    ap.add_argument("--file", type=Path, help="a question file of one's own, in the sets' format (for tuning on"
                                                   " one's own phrasings); overrides --set")
    ap.add_argument("--split", default="all", choices=("tune", "holdout", "all"))
    ap.add_argument("--day", type=date.fromisoformat,
                    help="judge every turn on this Korean day (default: the set's reference date; with --file, today)")
    ap.add_argument("--url")
    ap.add_argument("--planner-only", action="store_true")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--write-readme", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--rescore", metavar="JSON",
                    help="score the answers saved by an earlier run again (after the scorer changed)")
    args = ap.parse_args()
    from holmes_kit.clock import turn_day
    path = args.file.resolve() if args.file else SETS[args.set]
    day = args.day or (None if args.file else reference_day(path))
    items = load(args.split, path)
    proc = None
    if args.rescore:  # the saved answers, scored by today's scorer: before/after stay comparable
        saved = json.loads(Path(args.rescore).read_text(encoding="utf-8"))
        results = [{**r, "score": score(r, r["got"].get("intent", ""), r["got"].get("teams", []),
                                        r["got"].get("answer"), r["got"].get("sources", []))}
                   for r in saved if args.split == "all" or part(r["split"]) == args.split]
    elif args.planner_only:
        results = []
        for q in items:
            intent, teams = plan_locally(q, day or turn_day())
            results.append({**q, "got": {"intent": intent, "teams": teams},
                            "score": score(q, intent, teams, None, [])})
    else:
        base = args.url
        if not base:
            sys.path.insert(0, str(ROOT / "benchmarks"))
            from e2e_turns import start_system

            proc, base = start_system({"HOLMES_TURN_DAY": day.isoformat()} if day else {})
        try:
            results = asyncio.run(run_all(base, items))
        finally:
            if proc:
                proc.send_signal(signal.SIGINT)
                proc.wait(60)
    out = Path(args.out or ROOT / ".holmes" / f"answer_{args.set}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    if not args.rescore:
        out.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    mode = "planner only (intent, teams)" if args.planner_only else "end to end through the gateway, rules mode"
    text = f"Mode: {mode}; questions: `{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}`.\n\n" + "\n\n".join(
        t for t in (table(results, "tune"), table(results, "holdout")) if t)
    print(text)
    if args.misses:
        print_misses(results)
    if args.write_readme and not args.planner_only and not args.file:
        write_readme(text, args.set)


if __name__ == "__main__":
    main()
