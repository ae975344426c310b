"""Place names of an English question, from the region table the product already holds.

English questions name places as Koreans romanize them ("Mapo-gu", "Yeoksam-dong", "Suwon
City", "Jongno"). Instead of a hand-kept list, every name of the kit's gazetteer is romanized
(Revised Romanization, syllable by syllable) and looked up loosely: r/l/n are one letter here
and doubled letters one, since the official spelling follows sound changes ("Jongno" for
종로, "Sillim" for 신림) that a syllable-by-syllable romanization does not.
"""

from __future__ import annotations

import re
from functools import cache

from holmes_kit.korean.regions import regions_by_name
from holmes_kit.korean.regions_data import AREA_NICKNAMES

_INITIAL = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h")
_VOWEL = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
          "yu", "eu", "ui", "i")
_FINAL = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
          "ng", "t", "t", "k", "t", "p", "t")
# Administrative tails: "강남구" is "Gangnam-gu", "Gangnam District" or just "Gangnam".
_TAIL = re.compile(r"(특별자치시|특별자치도|특별시|광역시|구|시|군|동|도|읍|면)$")
_EN_TAIL = r"(?:[\s-]*(gu|si|gun|dong|do|district|city|county|province|neighbou?rhood)\b)?"
# The English tail -> the Korean one it names ("District" is a 구, "-dong" a 동).
_KO_TAIL = {"gu": "구", "district": "구", "si": "시", "city": "시", "gun": "군", "county": "군", "dong": "동",
            "neighborhood": "동", "neighbourhood": "동", "do": "도", "province": "도"}
MIN_BARE = 5  # letters a name needs to be taken without its tail ("Seo" alone is no place)


def romanize(hangul: str) -> str:
    """Revised Romanization, syllable by syllable ("마포" -> "mapo")."""
    out = []
    for ch in hangul:
        code = ord(ch) - 0xAC00
        if not 0 <= code < 11172:
            continue
        out.append(_INITIAL[code // 588] + _VOWEL[(code % 588) // 28] + _FINAL[code % 28])
    return "".join(out)


def _loose(latin: str) -> str:
    """The spelling with sound changes and doubled letters folded away."""
    text = re.sub(r"[rln]", "l", latin.lower().replace("-", "").replace(" ", ""))
    return re.sub(r"(.)\1+", r"\1", text)


@cache
def _index() -> dict[str, tuple[str, ...]]:
    """Loose romanized stem -> the Korean names of one place (its 구 and its 동 may share a stem:
    동작구, 동작동); a stem two different places share is left out."""
    found: dict[str, set[str]] = {}
    # …and the areas named by a nickname ("Hongdae" is 홍대, which kit places in 마포구)
    for name in [*regions_by_name(), *AREA_NICKNAMES]:
        if " " in name:
            continue
        stem = _TAIL.sub("", name) if len(name) >= 3 else name
        if len(stem) < 2:
            continue
        found.setdefault(_loose(romanize(stem)), set()).add(name)
    index: dict[str, tuple[str, ...]] = {}
    for key, names in found.items():
        # "강남구" and its stem "강남" are one place; two different places are no answer.
        full = {n for n in names if _TAIL.search(n)} or names
        if len({_TAIL.sub("", n) for n in full}) == 1:
            # the 시·군·구 before a 동 of the same stem: a bare "Dongjak" is the district
            index[key] = tuple(sorted(full, key=lambda n: (n.endswith(("동", "읍", "면")), -len(n), n)))
    return index


def find_places(text: str) -> list[tuple[int, str]]:
    """(position, Korean name) of every place an English text names."""
    index = _index()
    hits: list[tuple[int, str]] = []
    for m in re.finditer(rf"\b([A-Za-z]+(?:-[a-z]+)?){_EN_TAIL}", text, re.I):
        word, tail = m.group(1), _KO_TAIL.get((m.group(2) or "").lower())
        if "-" in word and tail is None:
            tail = _KO_TAIL.get(word.split("-")[1].lower())
        for candidate in (word, word.split("-")[0]):
            names = index.get(_loose(candidate), ())
            if names and (tail or "-" in word or len(candidate) >= MIN_BARE):
                hits.append((m.start(), next((n for n in names if tail and n.endswith(tail)), names[0])))
                break
    return hits
