"""Planner keywords and their grouping for search (seed 003).

The planner extracts once; the search team only *refines* these groups, so they must be
faithful to the query: nouns and foreign words from kiwi, plus numbers the user wrote
("5%", "3억").  Groups follow seed 003: legal / real_estate / loan / contract / general.
"""

from __future__ import annotations

import re

from holmes_contracts.models import Entities
from holmes_kit.korean.morph import tokenize

# Words that carry no search meaning in this domain.
STOPWORDS = frozenset({
    "알려", "설명", "정도", "요즘", "부탁", "확인", "얼마", "어디", "무엇", "뭐", "누구", "이거",
    "그거", "저", "제", "것", "수", "때", "좀", "내용", "질문", "궁금", "방법", "경우", "생각",
    "해주", "관련", "문의", "도움", "요청", "어떻게", "가요", "이번",
})

GROUPS: dict[str, str] = {
    "legal": (r"법|^제\d+조|조항|조$|권$|갱신|인상|증액|감액|대항력|확정일자|변제|해지|해약|위약|"
              r"원상복구|수리|하자|의무|책임|임대인|임차인|집주인|세입자|전입|등기|소송|명도|통보|"
              r"만료|연체|계약금|중개|수수료|보수|소음|관리비|보증금|전세금|위험|사기|깡통|근저당|"
              r"선순위|경매|압류|신탁|반환|리스크"),
    "real_estate": (r"시세|매물|실거래|거래|호가|집값|가격|매매|전세|월세|아파트|오피스텔|빌라|원룸|"
                    r"주택|평$|㎡$|단지|평균|추이|동향|신축|투룸|쓰리룸|룸$|방\s*\d|전세가|매매가|분양"),
    # 구입: the kind of loan asked ("신생아 특례 구입자금 대출" — the loan search keeps to purchase products)
    "loan": r"대출|금리|이자|한도|상환|ltv|dti|dsr|버팀목|디딤돌|보금자리|특례|신생아|안심전세|주택드림|융자|소득|연봉|주담대|구입",
    "contract": r"계약서|특약|서명|작성|검토|양식|초안|표준계약",
}
_COMPILED = {group: re.compile(pattern, re.IGNORECASE) for group, pattern in GROUPS.items()}


def extract_keywords(query: str, entities: Entities) -> list[str]:
    """Keywords in order of appearance: content nouns, foreign words, figures as written."""
    words: list[str] = []
    squeezed = query.replace(" ", "")
    tokens = tokenize(query)
    for i, tok in enumerate(tokens):
        tag = tok.tag.split("-", 1)[0]
        prev = tokens[i - 1] if i else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tag == "NNG" and nxt is not None and nxt.tag == "XSN" and nxt.start == tok.start + tok.len:
            words.append(tok.form + nxt.form)  # "법적으로" -> 법적, not a lost one-syllable 법
            continue
        if tag not in ("NNG", "NNP", "SL") or tok.form in STOPWORDS:
            continue
        if (prev is not None and prev.tag.startswith("E") and prev.start + prev.len == tok.start
                and tag != "SL"):
            continue  # glued to a verb ending: "문제없는지도" is 없는지 + 도, not the noun 지도
        if tag != "SL" and len(tok.form) < 2:
            continue  # one-syllable nouns ("법", "집") match everything in full-text search
        if entities.law_names and tok.form + "법" in squeezed:
            continue  # a piece of an abbreviated law name ("주임" of 주임법)
        words.append(tok.form.upper() if tag == "SL" else tok.form)
    # Entity spellings are better keywords than their morpheme pieces ("강남구" not "강남").
    words = [r.name for r in entities.regions] + words
    # Room counts and floor areas are listing conditions kiwi splits apart ("투/룸", "84/㎡").
    words += re.findall(r"원룸|투룸|쓰리룸|포룸|방\s*\d\s*개", query)
    if entities.area_m2:
        words.append(f"{entities.area_m2:g}㎡")
    words += [f"{p:g}%" for p in entities.percentages]
    words += [a.text for a in entities.amounts]
    words += entities.articles + entities.law_names
    seen: set[str] = set()
    out: list[str] = []
    for w in words:
        if w and w not in seen and not w.isdigit():
            seen.add(w)
            out.append(w)
    return out


def group_keywords(keywords: list[str], entities: Entities) -> dict[str, list[str]]:
    """Each keyword into every group it belongs to; regions and figures also into general."""
    groups: dict[str, list[str]] = {g: [] for g in (*GROUPS, "general")}
    figures = {f"{p:g}%" for p in entities.percentages} | {a.text for a in entities.amounts}
    regions = {r.name for r in entities.regions}
    laws = set(entities.law_names) | set(entities.articles)
    for kw in keywords:
        if kw in laws:
            continue  # added to legal below, and "주택…법" is no real-estate keyword
        hit = False
        for group, pattern in _COMPILED.items():
            if pattern.search(kw):
                groups[group].append(kw)
                hit = True
        if kw in regions:
            groups["real_estate"].append(kw)
        if not hit or kw in figures or kw in regions:
            groups["general"].append(kw)
    for name in entities.law_names + entities.articles:
        if name not in groups["legal"]:
            groups["legal"].append(name)
    return groups
