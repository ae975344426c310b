"""What a term means: the question that asks it ("준주택이 뭐예요?", "가등기 뜻", "What is 전세권?") and the
sentence of a law or a glossary entry that answers it ("준주택은 … 시설 등이다", "'중개'란 …을 말한다").

The one place the search (which finds the defining articles and puts them first) and the answer's lead
(which opens with the definition) tell a definition ask and a definition.
"""

from __future__ import annotations

import re

# How Koreans ask what a thing is, at the end of the question: '뭐예요', '뭔가요', '무엇인가요', '무슨 뜻이에요'.
_WHAT = (r"(?:뭐(?:예요|에요|여요|에여|야|지|죠|임|냐|니|가요|인가요|일까요)?|뭔(?:가요|데요?|지요?|가)|무엇(?:인가요|입니까|이에요"
         r"|이죠|인지요?|이야|일까요)?|무슨\s*(?:뜻|말|의미)(?:이에요|예요|인가요|이죠|이야|임|이지|일까요)?)")
_TAIL = r"\s*[?？.!~…ㅠㅜ]*\s*$"
# "X가 정확히 뭐예요?", "X가 도대체 뭐야?": an adverb pressing for the meaning, not part of the term
_PRESSING = r"(?:(?:정확히|정확하게|도대체|대체|한마디로|간단히|쉽게)\s*)?"
# "X가 뭐예요?", "X란 무엇인가요?", "X라는 게 뭐야?"
_ASK_WHAT = re.compile(rf"^(?P<term>.+?)\s*(?:이라는\s*(?:게|건|것은?)|라는\s*(?:게|건|것은?)|이란|란|이|가|은|는)?\s*"
                       rf"{_PRESSING}{_WHAT}{_TAIL}")
# "X란?", "X이란"
_ASK_RAN = re.compile(rf"^(?P<term>.+?)(?:이란|란){_TAIL}")
# "X 뜻", "X의 의미가 뭐예요?", "X 뜻 좀 알려주세요", "X 정의 알려줘"
_ASK_MEANING = re.compile(rf"^(?P<term>.+?)\s*(?:의\s*)?(?:뜻|의미|정의|개념)(?:이|가|은|는|을|를)?\s*"
                          rf"(?:{_WHAT}|(?:좀\s*)?(?:알려\s*(?:줘|주세요|주실래요|줄래|주세여)|설명\s*(?:해\s*)?(?:줘|주세요)?)|좀)?{_TAIL}")
# "What is X?", "What's a X?", "What does X mean?", "meaning of X", "define X"
_ASK_EN = re.compile(r"^\s*(?:what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?(?P<a>.+?)|what\s+does\s+(?:an?\s+|the\s+)?(?P<b>.+?)\s+mean"
                     r"|(?:what\s+is\s+)?the\s+meaning\s+of\s+(?:an?\s+|the\s+)?(?P<c>.+?)|define\s+(?P<d>.+?))"
                     r"\s*(?:in\s+korea(?:n\s+law)?|under\s+korean\s+law)?\s*[?？.!]*\s*$", re.I)
# A clause before the asking one ("계약서에 가등기라고 써 있는데 가등기가 뭐예요?"): only the last clause asks.
_CLAUSE = re.compile(r".*(?:[.?!？。]\s+|(?:는데|은데|인데|던데|니까|어서|아서|해서)[요,]?\s+)")
# "건축물분양법에서 말하는 분양", "주택법상 준주택", "민법의 전세권": the law the meaning is asked in, before the term
_IN_LAW = re.compile(r"^(?:.*?(?:에서|에서의|상|상의|의|에)\s*(?:말하는|말한|얘기하는|이야기하는|나오는|규정(?:하|한|된)\S*|정(?:한|하는)|쓰는)\s+"
                     r"|\S*법(?:상|상의|에서의|에서|의)\s+)")
# The head of a phrase that asks for a list or a comparison, not a meaning: "요건이 뭐예요?", "차이가 뭐야?"
_NOT_A_TERM = re.compile(r"(?:요건|조건|차이|차이점|서류|종류|기준|절차|방법|비용|이유|문제|장점|단점|혜택|대상|자격|한도|금리|기간|순서"
                         r"|필요서류|준비물|과정|단계|주의점|주의사항|유의사항|팁|뭐|무엇|이게|그게|저게|이거|그거|이건|그건|게|거|건|것"
                         r"|점|내용|특징|원인|결과|근거|효과|불이익|처벌|벌칙|의무|권리들|목록|리스트|항목|종목|금액|액수|세율|요율)$")
# A term put in quotes, or an adverb before the asking word ("임대차에서 '우선변제권'이 정확히 뭐예요?"): the same ask
# of the same term ("우선변제권이 뭐예요?").
_QUOTES = re.compile(r"['\"‘’“”「」『』]")
_ASK_ADVERB = re.compile(r"\s*(?:정확히|정확하게|도대체|대체|구체적으로)\s*(?=(?:뭐|뭔|무엇|무슨))")
_EN_NOT_A_TERM = re.compile(r"\b(?:i|my|me|we|our|you|your|how|when|why|which|can|should|must|do|does|did|and|or|if|will"
                            r"|would|maximum|minimum|last|first|best|difference|between|cost|costs|price of)\b", re.I)


def squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text or "")


def _clean(term: str) -> str:
    term = re.sub(r"^[\s'\"‘’“”「」『』(]+|[\s'\"‘’“”「」『』)]+$", "", term)
    return re.sub(r"\s+", " ", term).strip()


def _candidates(term: str) -> list[str]:
    """The phrase, then the phrase less its first words ('아파트 가등기' -> '가등기'): the consumer takes the
    first one that is defined."""
    words = term.split()
    return [" ".join(words[i:]) for i in range(len(words))]


def asked_term(text: str) -> str:
    """The term a question asks the meaning of, as written ('준주택', '분양권 전매', 'stress DSR'); '' when it
    asks no meaning ("요건이 뭐예요?", "차이가 뭐야?", "What is the last day I can …?")."""
    text = (text or "").strip()
    m = _ASK_EN.match(text)
    if m:
        term = _clean(next(g for g in m.groups() if g))
        if len(term.split()) > 5 or _EN_NOT_A_TERM.search(term) or not re.search(r"[A-Za-z가-힣]", term):
            return ""
        return term
    text = _ASK_ADVERB.sub(" ", _QUOTES.sub("", _CLAUSE.sub("", text)))
    for pattern in (_ASK_MEANING, _ASK_RAN, _ASK_WHAT):
        if m := pattern.match(text):
            term = _clean(_IN_LAW.sub("", m.group("term")))
            if 2 <= len(squeeze(term)) <= 24 and not _NOT_A_TERM.search(squeeze(term)) \
                    and re.fullmatch(r"[가-힣A-Za-z0-9·\s]+", term) and not re.search(r"[?？]", term):
                return term
            return ""
    return ""


def definition_terms(text: str, reading: str = "") -> list[str]:
    """The terms, most specific first, whose meaning the question asks; [] when it asks none.

    ``text`` is the user's own words, ``reading`` the Korean the law is searched with (an English question's
    Korean reading: "What is the officially assessed price?" -> "공시가격"): an English ask takes its
    term from the reading, the Korean words in the English first ("What is 가등기?")."""
    term = asked_term(text)
    if not term and reading and reading != text:
        term = asked_term(reading)
    if not term:
        return []
    if not re.search(r"[가-힣]", term):  # an English term: its Korean reading names it
        words = [w for w in re.findall(r"[가-힣][가-힣0-9·]*(?:\s+[가-힣][가-힣0-9·]*)*", reading or "")]
        return list(dict.fromkeys(c for w in words for c in [w, *w.split()]))
    if re.search(r"[A-Za-z]", term) and re.search(r"[가-힣]", term) and _ASK_EN.match(text or ""):
        term = " ".join(re.findall(r"[가-힣][가-힣0-9·]*", term))  # "What is 가등기 exactly" -> 가등기
    return _candidates(term)


# A sentence that says what its subject is: '…을 말한다/말하며/말하고', '…을 뜻한다', '…이다', '…이며', '…이고',
# '…이라 한다' — not one that says what the thing does or differs in ("전세권은 … 점에서 … 다르다").
_DEFINES = re.compile(r"(?:을|를)\s*(?:말한다|말하며|말하고|말합니다|뜻한다|뜻하며|뜻합니다|의미한다|의미하며|이른다|가리킨다)"
                      r"|(?:이)(?:다|며|고|라\s*한다|라\s*하며|라고\s*한다)(?=[\s.,(]|$)|입니다")
# (a full stop after a word ends a sentence before a number too: "…없는 권리. 1회 행사할 수 있고 …")
_SENTENCES = re.compile(r"(?<=다\.)\s+|(?<=[.?!])(?<!\d\.)\s+(?=[가-힣A-Z('‘\"“])|(?<=[가-힣]\.)\s+(?=\d)")


def _sentences(body: str) -> list[str]:
    return [s.strip() for s in _SENTENCES.split(body or "") if s.strip()]


def _term_pattern(term: str) -> str:
    return r"\s*".join(re.escape(ch) for ch in squeeze(term))


def defining_sentence(term: str, title: str, body: str, *, glossary: bool = False) -> str:
    """The sentence of an article or glossary entry that says what ``term`` is, or ''.

    A glossary entry under the term itself defines it in its first sentence (a noun phrase: '장래의 본등기에
    대비해 순위를 미리 확보해 두는 등기'); elsewhere the sentence whose subject is the term — at its start or after
    the comma of a list of definitions ("…, 분양사업자는 …을 말한다") — and whose predicate says what it is."""
    sentences = _sentences(body)
    if not sentences or not squeeze(term):
        return ""
    if glossary and squeeze(re.sub(r"\(.*?\)", "", title)) == squeeze(term):
        return sentences[0]
    subject = re.compile(rf"(?:^|[,，]\s*|(?:고|며)\s+)['‘\"“]?{_term_pattern(term)}['’\"”]?"
                         r"(?:이란|란|이라\s*함은|라\s*함은|은|는)\s")
    for s in sentences:
        m = subject.search(s)
        if m and (d := _DEFINES.search(s, m.end())):
            return _clause(s, m, d)
    return ""


# A definition that goes on to the next one ("…을 말하고, 분양사업자는 …", "…사람이고, '중개보조원'은 …") ends where
# its predicate does: said as a sentence of its own.
_ENDS = {"말하며": "말한다", "말하고": "말한다", "뜻하며": "뜻한다", "의미하며": "의미한다", "이며": "이다", "이고": "이다"}


def _clause(sentence: str, subject: re.Match[str], predicate: re.Match[str]) -> str:
    start = subject.start() + len(re.match(r"[,，]?\s*(?:고|며)?\s*", sentence[subject.start():]).group())
    if start == 0 and predicate.group() not in _ENDS and not predicate.group().endswith(tuple(_ENDS)):
        return sentence
    word = predicate.group()
    ending = next((k for k in _ENDS if word.endswith(k)), "")
    text = sentence[start:predicate.end()]
    if ending:
        text = text[: len(text) - len(ending)] + _ENDS[ending]
    # the parenthesis that qualifies it ("…을 말한다(건축물 전체를 1인에게 파는 것은 제외)")
    paren = re.match(r"\s*\([^()]*\)", sentence[predicate.end():])
    if not ending:
        return sentence[start:]  # the predicate ends the sentence: the rest is its own citation or full stop
    return f"{text}{paren.group().strip() if paren else ''}."
