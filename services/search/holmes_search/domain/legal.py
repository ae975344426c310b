"""Legal search, the pure part: question -> search terms, and ranked lists -> one ranking.

The planner's keywords are *refined* here (thesaurus expansion, stop-word removal),
never re-extracted from scratch (seed 003); the question's own morphemes only add to them.
Hybrid ranking (DESIGN.md §5): full-text and vector lists are fused with Reciprocal Rank
Fusion, then nudged by document kind so a statute beats a decree only when they are
about equally relevant.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from holmes_kit.korean.asking import asking_text, told_before_asked

ARTICLE_RE = re.compile(r"(?:제\s*)?(\d{1,4})\s*조(?:\s*의\s*(\d{1,2}))?(?!\s*원)")
STOPWORDS = frozenset({
    "가능", "알려주", "알", "질문", "문의", "경우", "어떻", "무엇", "뭐", "좀", "요", "되", "수", "것", "때",
    "거", "저", "제", "내", "어떤", "궁금", "말", "받", "주", "보", "가", "오", "나", "그", "이거", "뭔가",
    "얼마", "어디", "언제", "누구", "몇", "정도", "혹시", "그냥", "지금", "진짜", "너무", "많", "이런", "근거",
    "조항", "내용", "법", "조", "의", "뭘", "어떡하", "하나", "건가",
})
KINDS = ("법률", "시행령", "시행규칙", "용어집")
# Statutes over decrees over rules over the glossary, but gently: a 2% step reorders
# only hits whose fused scores are within about one rank of each other (DESIGN.md §5).
KIND_WEIGHT = {"법률": 1.0, "시행령": 0.98, "시행규칙": 0.96, "용어집": 0.94}
# 특별법 우선: for housing questions the special laws (주택임대차보호법 …) govern before the
# general 민법, so on close scores the general law yields. Gentle: a clearly better 민법
# hit (e.g. a 전세권 question) still ranks first.
GENERAL_LAW_WEIGHT = {"민법": 0.95}
RRF_K = 60

# Colloquial words -> the words the statutes use (DESIGN.md §5).  Keys match the question
# with spaces removed, so "전세금 올려달래요" hits "올려달"; values are legal phrases that
# refine_terms runs through the morpheme analyser like any other text.
THESAURUS: dict[str, tuple[str, ...]] = {
    # parties
    "집주인": ("임대인",), "건물주": ("임대인",), "집주인한테": ("임대인",), "임대사업자": ("임대사업자", "임대인"),
    "파는사람": ("매도인",), "판사람": ("매도인",), "사는사람": ("매수인",), "산사람": ("매수인",),
    "세입자": ("임차인",), "세들": ("임차인",), "세입": ("임차인",), "세줬": ("임대",), "세놓": ("임대",),
    "중개사": ("개업공인중개사", "중개"),
    # the broker answers for a loss his explanation caused (공인중개사법 제25조·제30조), whatever the loss was
    "중개사한테": ("개업공인중개사", "손해배상책임"), "중개사에게": ("개업공인중개사", "손해배상책임"),
    "설명안": ("확인·설명", "손해배상책임"), "설명을안": ("확인·설명", "손해배상책임"), "부동산사장": ("개업공인중개사", "중개"),
    # money
    "전세금": ("보증금", "전세"), "보증금": ("보증금",), "월세": ("차임", "월차임"),
    "복비": ("중개보수", "한도"), "중개수수료": ("중개보수", "한도"), "수수료": ("중개보수", "수수료"),
    "계약금": ("계약금", "해약금"), "위약금": ("배상액의 예정", "손해배상"), "이자": ("이자", "지연손해금"),
    "지연이자": ("금전채무불이행", "법정이율"), "지연손해금": ("금전채무불이행", "법정이율"),
    "지연됐": ("금전채무불이행", "지연이자"), "늦게줬": ("금전채무불이행", "지연이자"),
    "늦어졌": ("금전채무불이행", "지연이자"), "늦어지": ("금전채무불이행", "지연이자"),
    "늦게돌려": ("금전채무불이행", "지연이자"), "늦게받": ("금전채무불이행", "지연이자"),
    # raising / lowering rent
    "올려달": ("증액", "차임 증감청구"), "올리": ("증액",), "올려": ("증액",), "인상": ("증액", "증감청구"),
    "올린": ("증액",), "올려줬": ("증액", "확정일자"), "올려줘": ("증액",), "올려준": ("증액", "확정일자"),
    "깎": ("감액",), "내려달": ("감액", "증감청구"), "인하": ("감액",),
    "월세로바꾸": ("월차임 전환", "산정률"), "월세로돌리": ("월차임 전환", "산정률"), "전환율": ("월차임 전환", "산정률"),
    # getting the deposit back
    "돌려받": ("반환",), "돌려주": ("반환",), "못받": ("반환", "우선변제"), "안돌려": ("반환",),
    "떼이": ("우선변제", "최우선변제"), "날렸": ("손해배상",), "먼저받": ("우선변제",),
    "경매": ("경매", "우선변제"), "소액임차인": ("소액임차인", "보증금 중 일정액", "우선변제"),
    "최우선변제": ("보증금 중 일정액", "소액임차인"),
    # "risk" of a lease means losing the deposit: what protects it
    "리스크": ("대항력", "우선변제", "보증금 반환"), "위험도": ("대항력", "우선변제", "보증금 반환"),
    # duration, renewal, leaving
    "재계약": ("갱신", "계약갱신 요구"), "연장": ("갱신",), "자동연장": ("묵시적 갱신",),
    "자동으로연장": ("묵시적 갱신",), "아무말없": ("묵시적 갱신", "갱신거절 통지"),
    "갱신안해": ("갱신거절 통지", "묵시적 갱신"), "갱신안한": ("갱신거절 통지", "묵시적 갱신"),
    "연장안해": ("갱신거절 통지", "묵시적 갱신"), "통보": ("통지",), "만기": ("기간 만료",),
    # "만기 3개월 전에 나간다고 알렸어요", "집주인이 계약 종료 통보": whether a notice came in 제6조's window
    "나간다고": ("묵시적 갱신", "갱신거절 통지"), "종료통보": ("갱신거절 통지", "묵시적 갱신"),
    "종료통지": ("갱신거절 통지", "묵시적 갱신"),
    "갱신요구권": ("계약갱신 요구",), "갱신청구권": ("계약갱신 요구",), "갱신거절": ("계약갱신 요구", "거절"),
    "나가라": ("임대차기간", "갱신", "갱신 거절"), "나가고싶": ("해지",), "이사가고싶": ("해지",), "중간에": ("해지",),
    "중도에": ("해지",), "중도해지": ("해지",), "만기전": ("중도해지", "해지"), "끝나기전": ("중도해지", "해지"), "나가래": ("해지", "임대차기간"), "나가란": ("해지", "임대차기간"),
    "실거주": ("실제 거주", "갱신 거절"), "들어와산다": ("실제 거주", "갱신 거절"),
    "이사": ("인도", "주민등록"), "전입신고": ("전입신고", "주민등록", "대항력"), "전입": ("주민등록", "대항력"),
    "확정일자": ("확정일자", "우선변제"), "등기명령": ("임차권등기명령",),
    "주인이바뀌": ("양수인", "임대인 지위 승계"), "집이팔리": ("양수인", "경매"),
    "새집주인": ("양수인", "임대인 지위 승계"), "주인바뀌": ("양수인", "임대인 지위 승계"),
    "팔렸": ("양수인", "임대인 지위 승계"),
    "같은날": ("다음 날", "대항력"),
    # repairs and condition
    "고장": ("수선", "임대인의 의무"), "고쳐": ("수선", "임대인의 의무"), "고치": ("수선", "임대인의 의무"),
    # a home's heating worn out is the landlord's to keep up (민법 제623조), whoever is told to pay
    "보일러": ("수선", "임대인의 의무"), "고친": ("필요비", "상환청구"), "고쳤": ("필요비", "상환청구"),
    "수리": ("수선", "필요비"), "누수": ("하자", "수선"), "원상복구": ("원상회복",),
    # water coming through from upstairs: tell the landlord (통지의무), and the upstairs pays (공작물 책임)
    "물이새": ("누수", "통지의무", "수선"), "물이샌": ("누수", "통지의무", "수선"), "물새": ("누수", "통지의무", "수선"),
    "윗집에서물": ("누수", "공작물", "손해배상"),
    # charges on leaving: the wear of the home, which 원상회복 does or does not cover
    "도배": ("원상회복", "손모"), "벽지": ("원상회복", "손모"), "장판": ("원상회복", "손모"), "청소비": ("원상회복",),
    "설치한": ("부속물 매수청구",), "에어컨": ("부속물",),
    # assignment, sublease, death
    "재임대": ("전대",), "다른사람한테": ("전대", "양도"), "친구한테": ("전대", "소부분"),
    "돌아가": ("임차권의 승계", "사망"), "사망": ("임차권의 승계",), "사실혼": ("사실상 혼인관계", "승계"),
    # contract terms
    "특약": ("약정", "강행규정"), "불리한": ("불리한 약정", "강행규정", "무효"), "위반한약정": ("강행규정",),
    "계약취소": ("해제", "해약금"), "계약파기": ("해약금", "배액"), "파기": ("해약금", "배액"),
    "해지": ("해지", "해지통고"), "밀리": ("연체",), "밀린": ("연체",), "밀렸": ("연체", "차임연체"),
    "밀려": ("연체", "차임연체"), "연체": ("차임연체", "해지"),
    # disputes
    "분쟁": ("분쟁조정위원회", "조정"), "조정": ("조정",), "소송": ("소송", "소액사건"),
    "빨리": ("소액사건",), "강제집행": ("집행력",),
    "얼마나걸려": ("처리기간",), "얼마안에": ("처리기간",), "결론나": ("처리기간", "결정"),
    "처벌": ("벌칙", "징역", "벌금"), "불법": ("금지행위", "벌칙"), "인정받": ("요건",), "자격": ("요건",),
    # checking the landlord and the house
    "세금체납": ("납세증명서", "미납 국세", "정보 제시"), "체납": ("납세증명서", "미납", "체납"),
    "미납세금": ("미납 국세", "납세증명서"), "선순위": ("선순위", "확정일자 정보", "정보제공"),
    "등기부": ("등기사항증명서", "등기부"),
    # one who has set up a 전세권 holds the 민법's real right (제303조~): the holder's 전세금 and remedies, not the
    # lease's (the analyser reads 전세권 as 전세, the lease word)
    "전세권설정": ("전세권자", "전세금 반환", "경매청구"), "전세권을설정": ("전세권자", "전세금 반환", "경매청구"),
    # filing a registration oneself: who files it and how (부동산등기법 제23조·제24조), beside its deadline
    "셀프등기": ("등기신청인", "등기신청의 방법"), "셀프로": ("등기신청인", "등기신청의 방법"),
    "법무사없이": ("등기신청인", "등기신청의 방법"), "법무사안": ("등기신청인", "등기신청의 방법"),
    "직접등기": ("등기신청인", "등기신청의 방법"), "등기어떻게": ("등기신청인", "등기신청의 방법"), "근저당": ("근저당", "채권최고액"),
    "갑구": ("갑구", "소유권", "압류"), "을구": ("을구", "근저당", "채권최고액"),
    "빼돌": ("채권자취소권", "사해행위"), "명의로": ("사해행위",),
    # brokerage
    "다운계약서": ("거짓 기재", "거래계약서"), "허위매물": ("부당한 표시 광고",), "허위": ("거짓",),
    "직접거래": ("직접 거래", "금지행위"), "직접매수": ("직접 거래", "금지행위"),
    # "중개사가 자기 소유 집을 손님한테 팔아도": a sale to the one who came to the office
    "자기소유": ("직접 거래", "금지행위"), "손님한테팔": ("중개의뢰인", "직접 거래"), "손님에게팔": ("중개의뢰인", "직접 거래"),
    "한도보다": ("금지행위", "초과"), "법정한도": ("금지행위", "초과"), "보조원": ("중개보조원", "고지"), "표준계약서": ("표준계약서",),
    # fraud and risky jeonse
    "깡통전세": ("깡통전세", "전세가율"), "전세사기": ("전세사기피해자",), "전세가율": ("전세가율",),
    # "사기 당한 것 같아요": what to do first (the glossary's steps), not how the ministry decides
    "사기당": ("전세사기", "먼저 할 일", "임차권등기명령", "전세피해지원센터"),
    "사기같": ("전세사기", "먼저 할 일", "임차권등기명령", "전세피해지원센터"),
    "사기인것같": ("전세사기", "먼저 할 일", "임차권등기명령", "전세피해지원센터"),
    # what counts as 층간소음 ("TV 소리도 …에 들어가요?") is the noise rule's two kinds
    "소리도": ("층간소음의 구분",), "층간소음에해당": ("층간소음의 구분",),
    "층간소음에들어가": ("층간소음의 구분",), "층간소음인가": ("층간소음의 구분",),
    "층간소음": ("층간소음",), "관리비": ("관리비",), "장충금": ("장기수선충당금",),
    # users say 데시벨 where the noise rule writes dB(A) and 등가소음도
    "데시벨": ("dB", "등가소음도"),
    "땅산": ("토지 매입가격", "택지비"), "땅값": ("택지비",),
    # how a capped sale price is made up is set by its own rule (공동주택 분양가격의 산정 등에 관한 규칙)
    "택지비": ("택지비", "분양가격 산정 방법", "감정평가한 가액"), "건축비": ("기본형건축비", "가산비용", "분양가격 산정 방법"),
    "가산비": ("가산비용", "기본형건축비"),
    # holding on, putting off
    # the seller withholding the transfer papers at the balance: 동시이행, then 최고 and 해제
    "등기서류": ("소유권이전등기 서류", "동시이행", "이행지체", "해제"),
    "이전서류": ("소유권이전등기 서류", "동시이행", "이행지체", "해제"),
    "안빼": ("동시이행", "명도"), "안비우": ("동시이행", "명도"), "미룰": ("유예", "정지"), "미루": ("유예", "정지"),
    "실거래신고": ("부동산 거래의 신고", "30일 이내"),
    # a foreign tenant's protection: 외국인등록 stands for the 전입신고 (출입국관리법 제88조의2 ②)
    "외국인도주택임대차": ("외국인등록", "체류지 변경신고", "대항력"), "외국인도임대차": ("외국인등록", "대항력"),
    "외국인임차인": ("외국인등록", "대항력"), "외국인세입자": ("외국인등록", "대항력"), "외국인도전입": ("외국인등록", "대항력"),
    # who files a deal's report: the parties themselves, jointly, when no broker made the deal
    "거래신고": ("부동산 거래의 신고", "거래당사자", "공동으로 신고"), "직거래": ("거래당사자", "공동으로 신고"),
    # a lease's report (부동산 거래신고 등에 관한 법률 제6조의2, since 2021-06-01): its own article, filed by the
    # parties jointly or by one with the contract both signed — not the rent's conversion the word 월세 brings
    "월세신고": ("주택 임대차 계약의 신고", "임대차계약당사자", "공동으로 신고"),
    "전세신고": ("주택 임대차 계약의 신고", "임대차계약당사자", "공동으로 신고"),
    "임대차신고": ("주택 임대차 계약의 신고", "임대차계약당사자", "공동으로 신고"),
    "임대차계약신고": ("주택 임대차 계약의 신고", "임대차계약당사자", "공동으로 신고"),
}


def expansions(text: str) -> list[str]:
    """Legal phrases for the colloquial words in ``text`` (in thesaurus order, no repeats)."""
    compact = re.sub(r"\s+", "", text)
    out: list[str] = []
    for key, values in THESAURUS.items():
        if key in compact:
            out.extend(v for v in values if v not in out)
    return out


def article_refs(text: str) -> list[str]:
    """'제7조', '3조의2', '6 조의 3' -> canonical numbers ('제7조', '제3조의2', '제6조의3')."""
    out = []
    for m in ARTICLE_RE.finditer(text):
        num = f"제{int(m.group(1))}조" + (f"의{int(m.group(2))}" if m.group(2) else "")
        if num not in out:
            out.append(num)
    return out


def law_mentions(text: str, aliases: dict[str, str]) -> list[str]:
    """Laws named in ``text`` (name or alias -> canonical name), longest name first.

    Longest-first with consumed spans keeps '민간임대주택법' from also counting as '주택법'
    and '주택임대차보호법 시행령' from counting as the act itself.
    """
    compact = re.sub(r"\s+", "", text)
    found: list[str] = []
    for alias in sorted(aliases, key=len, reverse=True):
        key = re.sub(r"\s+", "", alias)
        if len(key) >= 2 and key in compact:
            compact = compact.replace(key, "\0")
            if aliases[alias] not in found:
                found.append(aliases[alias])
    return found


def clean_term(term: str) -> str:
    """Only characters that cannot act as tsquery operators."""
    return re.sub(r"[^0-9A-Za-z가-힣]", "", term)


@dataclass(frozen=True)
class Terms:
    """Search terms with weights: the user's own words count more than thesaurus additions."""

    words: tuple[str, ...]
    weights: tuple[float, ...]
    expansions: tuple[str, ...]  # legal phrases the thesaurus added (also fed to the embedder)

    def __bool__(self) -> bool:
        return bool(self.words)


STORY_WEIGHT = 0.6  # a word only the story before the ask uses counts less than the ask's own


def refine_terms(keywords: list[str], query: str, tokens: Callable[[str], Sequence[str]],
                 expansion_weight: float = 0.8) -> Terms:
    """Planner keywords + question morphemes + thesaurus expansions, deduplicated.

    ``tokens`` is the morpheme analyser (holmes_kit.korean.morph.search_tokens): keywords
    and thesaurus phrases go through it too, so every term is spelled as the index is.
    A question told as a story ("서울 원룸 보증금 5천에 월세 40이에요. 신고 안 해도 된다는데 맞나요?") weighs
    the words of its ask above those only the story uses (the rent is the case, the report the matter asked).
    """
    weights: dict[str, float] = {}
    added: list[str] = []
    asked = asking_text(query) if told_before_asked(query) else query
    story = {clean_term(w) for w in tokens(query)} - {clean_term(w) for w in tokens(asked)}

    def add(words: Iterable[str], weight: float) -> None:
        for w in words:
            t = clean_term(w)
            if t and t not in STOPWORDS and not t.isdigit():
                weights[t] = max(weights.get(t, 0.0), weight * (STORY_WEIGHT if t in story else 1.0))

    of_ask = set(expansions(asked))
    for source in [*keywords, query]:
        add(tokens(source), 1.0)
        for phrase in expansions(source):
            if phrase not in added:
                added.append(phrase)
            # a phrase only the story brings in is the story's too
            story_phrase = source == query and bool(story) and phrase not in of_ask
            add(tokens(phrase), expansion_weight * (STORY_WEIGHT if story_phrase else 1.0))
    words = tuple(weights)
    return Terms(words, tuple(weights[w] for w in words), tuple(added))


@dataclass(frozen=True)
class LegalHit:
    law: str
    kind: str
    number: str
    title: str
    body: str
    tenant_protection: bool
    score: float
    relevance: float = 0.0  # 0..1, comparable across queries (see fuse)
    exact: bool = False

    @property
    def key(self) -> tuple[str, str]:
        return (self.law, self.number)

    def as_item(self) -> dict[str, Any]:
        return {"law": self.law, "kind": self.kind, "number": self.number, "title": self.title,
                "body": self.body, "tenant_protection": self.tenant_protection,
                "score": round(self.score, 4), "relevance": round(self.relevance, 3), "exact": self.exact}


def fuse(rankings: list[list[LegalHit]], k: int = RRF_K, weights: Sequence[float] | None = None) -> list[LegalHit]:
    """Reciprocal Rank Fusion: score = sum over lists of weight / (k + rank).

    Relevance divides by the best possible score (first in every list), so 1.0 means
    every retriever put the article first and 0.5 means one of two did.
    """
    ws = list(weights) if weights is not None else [1.0] * len(rankings)
    best = sum(ws) / (k + 1)
    scores: dict[tuple[str, str], float] = {}
    first: dict[tuple[str, str], LegalHit] = {}
    for ranking, w in zip(rankings, ws, strict=True):
        for rank, hit in enumerate(ranking, start=1):
            scores[hit.key] = scores.get(hit.key, 0.0) + w / (k + rank)
            first.setdefault(hit.key, hit)
    fused = [replace(first[key], score=s, relevance=min(1.0, s / best)) for key, s in scores.items()]
    return sorted(fused, key=lambda h: h.score, reverse=True)


def single(ranking: list[LegalHit], k: int = RRF_K) -> list[LegalHit]:
    """One retriever alone, scored on the same RRF scale as ``fuse`` for comparability."""
    return fuse([ranking], k)


def rerank(hits: list[LegalHit], named_laws: list[str] | None = None) -> list[LegalHit]:
    """Kind weight as a gentle multiplier; laws the user named come first (stable)."""
    named = set(named_laws or [])
    return sorted(hits, key=lambda h: (h.law in named, h.score * KIND_WEIGHT.get(h.kind, 0.9)
                                       * GENERAL_LAW_WEIGHT.get(h.law, 1.0)), reverse=True)


def order_exact(exact: list[LegalHit], ranked: list[LegalHit], named_laws: list[str]) -> list[LegalHit]:
    """Exact-article hits: named laws first, then laws the retrievers liked, then by kind."""
    law_rank: dict[str, int] = {}
    for i, h in enumerate(ranked):
        law_rank.setdefault(h.law, i)
    kind_rank = {k: i for i, k in enumerate(KINDS)}
    return sorted(exact, key=lambda h: (h.law not in named_laws, law_rank.get(h.law, len(ranked)),
                                        kind_rank.get(h.kind, len(KINDS))))


def split_law_types(values: list[str]) -> tuple[list[str], list[str]]:
    """``law_types`` may hold kinds (법률, 시행령 …) or law names; separate them."""
    kinds = [v for v in values if v in KINDS]
    return kinds, [v for v in values if v not in KINDS]


def summarize(hits: list[LegalHit]) -> str:
    if not hits:
        return "관련 법 조항을 찾지 못했습니다."
    names = ", ".join(f"{h.law} {h.number}({h.title})" for h in hits[:3])
    return f"관련 조항 {len(hits)}건을 찾았습니다: {names}"
