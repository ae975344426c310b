"""Build the planner's domain vocabulary from the law corpus the product already holds.

    .venv/bin/python -m holmes_planner.vocab_build        (run from the workspace root)

Services never import each other, so the planner cannot read the search service's corpus
at run time; this command copies what the planner needs out of it — law names and their
aliases, article titles, glossary terms and article topics, and the nouns those terms are made
of — into
``holmes_planner/domain/vocab.json``, with a digest of the corpus files.  A test under
tests/ fails when the corpus changed and this was not re-run.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

CORPUS = Path("services/search/holmes_search/corpus/laws")
OUT = Path(__file__).resolve().parent / "domain" / "vocab.json"

# Title words that name no topic of their own ("목적", "다른 법률과의 관계").
GENERIC = frozenset({
    "목적", "정의", "적용", "범위", "적용범위", "관계", "다른", "법률과의", "기준", "사항", "방법", "경우",
    "신청", "관리", "제한", "효력", "의무", "절차", "특례", "준용", "위임", "위탁", "지원",
    "구성", "운영", "설치", "변경", "취소", "보고", "검사", "조사", "교육", "시행", "등록", "신고", "금지",
    "요건", "기간", "처리", "보존", "열람", "결정", "공시", "명령", "대상", "비용", "부담", "지정", "위원회",
    "청문", "수수료", "세입자", "집주인", "임대인", "임차인", "보증금", "아파트", "오피스텔", "빌라", "월세",
    "전세", "매매", "시세", "호가", "토지", "건축물", "주택", "면적", "평", "이사", "거래", "공유",
})
_SPLIT = re.compile(r"[\s·,()「」『』/]+")
_TAIL = re.compile(r"(에\s*대한|에\s*관한|에\s*따른|의|에|및|등|와|과)$")


def compact(text: str) -> str:
    return re.sub(r"[\s「」『』]", "", text)


def _title_terms(title: str) -> set[str]:
    """Specific words of an article title; the whole title too when it is one phrase."""
    out: set[str] = set()
    words = [_TAIL.sub("", w) for w in _SPLIT.split(title) if w]
    for w in words:
        if len(w) >= 3 and w not in GENERIC and not w.isdigit():
            out.add(w)
    whole = compact(_TAIL.sub("", title))
    if 3 <= len(whole) <= 12 and not re.search(r"\d", whole) and whole not in GENERIC:
        out.add(whole)
    return out


def digest(corpus: Path = CORPUS) -> str:
    h = hashlib.sha256()
    for f in sorted(corpus.glob("*.json")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def build(corpus: Path = CORPUS) -> dict:
    laws: list[dict] = []
    terms: set[str] = set()
    for f in sorted(corpus.glob("*.json")):
        data = json.loads(f.read_text(encoding="utf-8"))
        glossary = f.stem == "glossary"
        if not glossary:
            laws.append({"name": data["name"], "aliases": data.get("aliases", [])})
        for art in data.get("articles", []):
            title = art.get("title") or ""
            if glossary:  # a glossary entry is a term in itself, however short
                if compact(title) not in GENERIC and len(compact(title)) >= 2:
                    terms.add(compact(title))
            else:
                terms |= _title_terms(title)
            for topic in art.get("topics") or []:
                t = compact(topic)
                if len(t) >= 3 and t not in GENERIC and not re.search(r"\d", t):
                    terms.add(t)
    return {"source": CORPUS.as_posix(), "digest": digest(corpus), "laws": laws,
            "terms": sorted(terms), "nouns": nouns(terms)}


def nouns(terms: set[str]) -> list[str]:
    """Nouns (2+ syllables) that two or more terms are made of ("갱신" of 갱신요구권, 갱신거절통지):
    a question using one is not about something else, even when it is too vague to answer."""
    from holmes_kit.korean.morph import tokenize  # kiwi loads only when the vocabulary is built

    count: dict[str, int] = {}
    for term in terms:
        for form in {t.form for t in tokenize(term) if t.tag in ("NNG", "NNP") and len(t.form) >= 2}:
            count[form] = count.get(form, 0) + 1
    return sorted(w for w, n in count.items() if n >= 2)


def main() -> None:
    if not CORPUS.is_dir():
        sys.exit(f"{CORPUS} not found: run from the workspace root")
    vocab = build()
    OUT.write_text(json.dumps(vocab, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(vocab['laws'])} laws, {len(vocab['terms'])} terms")


if __name__ == "__main__":
    main()
