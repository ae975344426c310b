"""A card's rule as a threshold on the user's own figure, and the verdict it gives on them (pure).

"조건부입니다 — 보증금 6천만원 초과이거나 월세 30만원 초과인 주택 임대차는 … 신고해야" depends on two
figures the user may well state ("보증금 5천에 월세 25만원인데 신고해야 돼요?"). A card may say so as data:

    "condition": {"combine": "any", "met": "네", "unmet": "아니요",
                  "terms": [{"quantity": "deposit", "compare": ">", "bound": 6000, "unit": "만원"},
                            {"quantity": "monthly_rent", "compare": ">", "bound": 30, "unit": "만원"}]}

`met` is the answer to the card's own question when the condition holds, `unmet` when it does not (left
out: that case has no plain answer and the card stays as it is). Terms are read three-valued — a figure
the user did not give is unknown: "any" holds as soon as one known term holds and fails only when every
term is known and fails; "all" the other way round. Unknown, the card answers as before (조건부).

The user's figures are read by kit: money with its role (``find_amounts``: 보증금, 월세, 매매가, 소득 in
만원), every other measure by the one "number + unit" reader (``figures``: dB, 세대, 실, 호, days, 기, ㎡, %).
A figure said with a direction ("6천만원 넘으면", "30세대 이상이면") names a class, not the user's case,
and two different figures of one quantity leave it unknown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from holmes_kit.korean.extract import PYEONG_M2, find_deal_types
from holmes_kit.korean.figures import NATIVE, Figure, figures
from holmes_kit.korean.money import find_amounts, format_manwon
from holmes_kit.korean.text import josa

# quantity -> (what it is called on screen, the units a bound may be written in with their scale to the
# unit it is compared in: 만원 for money, days for periods, as kit's readers give them)
QUANTITIES: dict[str, tuple[str, dict[str, float]]] = {
    "deposit": ("보증금", {"만원": 1}), "monthly_rent": ("월세", {"만원": 1}),
    "price": ("거래가격", {"만원": 1}), "income": ("소득", {"만원": 1}),
    "dB": ("소음", {"dB": 1}), "households": ("세대수", {"세대": 1}), "rooms": ("실 수", {"실": 1}),
    "houses": ("호수", {"호": 1}),  # 단독주택 are counted in 호 ('20채', '30호') as 공동주택 in 세대
    "days": ("기간", {"일": 1, "개월": 30, "년": 365}), "arrears": ("연체", {"기": 1}),
    "area": ("면적", {"㎡": 1}), "percent": ("비율", {"%": 1}),
}
# the kit figure unit a non-money quantity is read in
_FIGURE_UNIT = {"dB": "dB", "households": "세대", "rooms": "실", "houses": "호", "days": "day",
                "arrears": "기", "area": "㎡", "percent": "%"}
_HOLDS = {">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b}
_SHOWN = {">": "초과", ">=": "이상", "<": "미만", "<=": "이하"}
_SYMBOL = {">": ">", ">=": "≥", "<": "<", "<=": "≤"}
_NEGATED = {">": "<=", ">=": "<", "<": ">=", "<=": ">"}
# "6천만원 넘으면", "30세대 이상이면", "1년 이내": a bound the user names, not his own figure
# ("2년이 지나도 …?", "4년 지났는데": past a length, not the length itself — the latter a class, `_past_measure`)
# ("1년도 안 됐는데", "두 달이 안 돼서": short of a length — a class too, `_short_of_measure`)
_DIRECTION = re.compile(r"\s*(?:원)?\s*(?:이|가|을|를)?\s*(?:이상|이하|초과|미만|넘|이내|까지|안\s*넘|못\s*넘|지나|지났|지난)")
# "입주 4년 지나서 …", "3년 넘었는데": the user's own length, told as past it — more than it
_PAST_IT = re.compile(r"\s*(?:이|가)?\s*(?:지나서|지났|지난|넘었|넘어서|넘은)")
# "계약한 지 1년도 안 됐는데", "입주 두 달이 안 돼서": the user's own length, told as short of it — less than it
_SHORT_OF = re.compile(r"\s*(?:이|가)?\s*(?:도\s*)?(?:안|못)\s*(?:되|됐|된|돼)")


class Term(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    quantity: Literal["deposit", "monthly_rent", "price", "income", "dB", "households", "rooms", "houses", "days",
                      "arrears", "area", "percent"]
    compare: Literal[">", ">=", "<", "<="]
    bound: float = Field(ge=0)
    unit: str
    label: str = ""  # what the figure is called on screen ('혼인기간'); the quantity's own name when empty
    # when the user does not give this figure and the ones he gave decide the rest ("오피스텔 25실인데 …" of "30실
    # 이상 또는 바닥면적 3천㎡ 이상"), it is taken on the side that leaves the verdict to them — said as the assumption
    # it is. A card's judgement, for a term his case all but settles; left out, a figure not given leaves it open.
    presumed: bool = False

    @model_validator(mode="after")
    def _unit_of_quantity(self) -> Term:
        units = QUANTITIES[self.quantity][1]
        if self.unit not in units:
            raise ValueError(f"{self.quantity} is bounded in {' | '.join(units)}, not {self.unit!r}")
        return self

    @property
    def name(self) -> str:
        return self.label or QUANTITIES[self.quantity][0]

    @property
    def limit(self) -> float:
        """The bound in the unit the user's figure is read in."""
        return self.bound * QUANTITIES[self.quantity][1][self.unit]


class Condition(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    combine: Literal["any", "all"] = "all"
    terms: list[Term] = Field(min_length=1, max_length=4)
    met: Literal["네", "아니요"]
    unmet: Literal["네", "아니요"] | None = None
    # what the rule needs beyond the user's figure when it is met, said with that verdict ("1시간에 3회 이상이라면":
    # one peak past the bound is not yet a breach)
    assumption: str = Field("", max_length=40)

    @model_validator(mode="after")
    def _two_answers(self) -> Condition:
        if self.unmet == self.met:
            raise ValueError(f"met and unmet are both {self.met!r}: the condition would decide nothing")
        if len({t.quantity for t in self.terms}) != len(self.terms):
            raise ValueError("a quantity is bounded twice: write it as one term")
        return self


@dataclass(frozen=True)
class Decision:
    verdict: str  # 네 | 아니요, to the card's own question
    inputs: tuple[str, ...]  # the user's figures against the bounds: '보증금 5,000만원 ≤ 6,000만원'


def _alone(values: set[float]) -> float | None:
    return values.pop() if len(values) == 1 else None


def _money(text: str, role: str) -> float | None:
    values = set()
    for a in find_amounts(text):
        at = text.find(a.text)
        if a.role == role and not (at >= 0 and _DIRECTION.match(text, at + len(a.text))):
            values.add(float(a.exact_manwon))
    return _alone(values)


def _in_arrears(text: str, f: Figure) -> bool:
    """Whether a length is the rent or fees left unpaid ("관리비 두 달 밀렸는데"): months in arrears, not time."""
    return f.unit == "day" and any(m.start() <= f.start < m.end() for m in _ARREARS_TOLD.finditer(text))


def _measure(text: str, unit: str) -> float | None:
    values = set()
    for f in figures(text):
        if _in_arrears(text, f):
            continue
        value = f.value * PYEONG_M2 if unit == "㎡" and f.unit == "평" else f.value
        if (f.unit == unit or unit == "㎡" and f.unit == "평") and not _DIRECTION.match(text, f.end) \
                and not (unit == "day" and _SHORT_OF.match(text, f.end)):
            values.add(round(value, 2))
    return _alone(values)


# "월세 밀린 적 없어요", "한 번도 안 밀렸는데", "연체 없이 꼬박꼬박 냈어요": no rent in arrears — a figure, zero
# (and, to the 문답 matcher, a fact told: its '없어요' negates no claim)
NO_ARREARS = re.compile(r"(?:밀린|연체한|연체된|밀려본|늦게낸)(?:적|거|것|게|건|달)?(?:이|은|는|도)?(?:한번도|전혀)?없"
                         r"|한번도(?:안|못)?(?:밀|연체|늦)|연체(?:가|는|도)?(?:한번도|전혀)?없|꼬박꼬박|제때(?:잘)?(?:냈|내고|내왔)")


# "월세 한 번 밀린", "2번 연체했는데", "석 달 못 냈어요": months of rent overdue told as times or months — each
# is one 기 (one rent period), as the lease law counts arrears (제6조 제3항, 제6조의3 제1항 제1호).
_TIMES = {**NATIVE, "석": 3, "넉": 4}
_ARREARS_TOLD = re.compile(r"(\d{1,2}|" + "|".join(sorted(_TIMES, key=len, reverse=True)) + r")\s*(?:번|달|개월|회|차례)\s*"
                           r"(?:이나|정도|째|씩|분)?\s*(?:(?:월세|차임)(?:를|을)?\s*)?(?:밀|연체|못\s*(?:냈|내)|안\s*(?:냈|내))")


def _arrears_told(text: str) -> float | None:
    told = {float(_TIMES.get(m.group(1)) or m.group(1)) for m in _ARREARS_TOLD.finditer(text)}
    return _alone(told)


def _past_measure(text: str, unit: str) -> float | None:
    """The one length the user says he is past ("입주 4년 지나서" -> 4년 in days), or None."""
    found = {f.value for f in figures(text) if f.unit == unit and _PAST_IT.match(text, f.end)}
    return _alone(found)


def _short_of_measure(text: str, unit: str) -> float | None:
    """The one length the user says he is short of ("1년도 안 됐는데" -> 1년 in days), or None."""
    found = {f.value for f in figures(text) if f.unit == unit and _SHORT_OF.match(text, f.end)}
    return _alone(found)


def user_value(text: str, quantity: str) -> float | None:
    """The user's own figure of the quantity (in 만원, days, dB …), or None: not said, or said twice apart.
    A lease the user calls a 전세 (and nothing else) pays no monthly rent."""
    if quantity == "arrears" and NO_ARREARS.search(re.sub(r"\s+", "", text)):
        return 0.0
    if quantity == "arrears" and (told := _arrears_told(text)) is not None:
        return told
    if quantity in _FIGURE_UNIT:
        return _measure(text, _FIGURE_UNIT[quantity])
    value = _money(text, quantity)
    # '전월세 신고' names the report, not the user's lease: "전세 계약했는데 전월세 신고 해야 하나요?" is a 전세 —
    # as is one whose rent is said to be none ("보증금 5천에 월세 없이 전세", "월세는 없고")
    if value is None and quantity == "monthly_rent" \
            and (find_deal_types(text.replace("전월세", "")) == ["JEONSE"] or NO_RENT.search(text)) \
            and not any(a.role == "monthly_rent" for a in find_amounts(text)):
        return 0.0
    return value


# A lease whose rent is said to be none ("보증금 5천에 월세 없이 전세", "월세는 없고", "월세 안 내요"): a rent of 0 — a
# figure of the case, which the 문답 matcher does not read as the claim negated (answers._NOT_NEGATION). Written
# or squeezed alike.
NO_RENT = re.compile(r"(?:월세|차임)\s*(?:는|가|도)?\s*(?:없(?=이|는|고|어|음)|안\s*(?:내|받)(?![도면야]|아도|어도|으면|아야|을)|0\s*원)")


def _shown(value: float, t: Term) -> str:
    if t.unit == "만원":
        return format_manwon(value)
    scale = QUANTITIES[t.quantity][1][t.unit]
    n = value / scale
    if n == int(n) or t.unit not in ("개월", "년"):
        return f"{n:,g}{t.unit}"
    # a length in days shown in the largest whole unit it is in (180 days of a 2-year bound: 6개월)
    return f"{value / 30:g}개월" if value % 30 == 0 else f"{value:g}일"


# "보증금 6천만원 이하 전세는 …?": a class the user names by a bound on his money. It decides a term when the
# whole class lies on one side of the term's bound (every deposit ≤ 6,000만원 fails "> 6,000만원").
# Not a supposition ("6천만원 넘으면 신고라던데"): that quotes the rule, it does not tell the user's case.
_CLASS = re.compile(r"\s*(?:원)?\s*(?:이|가|을|를)?\s*(이하|미만|이내|까지|안\s*넘|못\s*넘|이상|초과|넘)"
                    r"(?!\s*(?:으면|이면|면|라면|이라면|는다면|을\s*때|을때))")
_CLASS_SIDE = {"이하": "<=", "이내": "<=", "까지": "<=", "미만": "<", "이상": ">=", "초과": ">", "넘": ">"}


def user_class(text: str, quantity: str) -> tuple[str, float] | None:
    """(compare, bound) of the one class of money the text names for the quantity ('보증금 6천만원 이하' ->
    ('<=', 6000)), or None."""
    found = set()
    for a in find_amounts(text):
        at = text.find(a.text)
        if a.role == quantity and at >= 0 and (m := _CLASS.match(text, at + len(a.text))):
            word = re.sub(r"\s+", "", m.group(1))
            found.add((_CLASS_SIDE.get(word, "<="), float(a.exact_manwon)))
    return found.pop() if len(found) == 1 else None


def _class_holds(side: str, x: float, t: Term) -> bool | None:
    """Whether the term holds for every member of the class (True), for none (False), or for some (None)."""
    b = t.limit
    low = side in (">", ">=")  # the class is "x or more"; else "x or less"
    if low:
        every = x > b or x == b and (side == ">" or t.compare == ">=")  # all members past the bound
        if t.compare in (">", ">="):
            return True if every else None
        return False if every else None
    below = x < b or x == b and (side == "<" or t.compare == ">")  # all members short of (or at) it
    if t.compare in (">", ">="):
        return False if below else None
    return True if x < b or x == b and (side == "<" or t.compare == "<=") else None


def decide(condition: Condition, text: str) -> Decision | None:
    """The verdict the card's condition gives on the figures the text states, or None when it is unknown."""
    known: list[tuple[Term, float, bool]] = []
    classes: dict[str, str] = {}  # quantity -> the class said ('이하'), shown with its bound
    for t in condition.terms:
        if (v := user_value(text, t.quantity)) is not None:
            known.append((t, v, _HOLDS[t.compare](v, t.limit)))
        elif t.unit == "만원" and (c := user_class(text, t.quantity)) and (h := _class_holds(*c, t)) is not None:
            known.append((t, c[1], h))
            classes[t.quantity] = f" {_SHOWN[c[0]]}"
        elif t.quantity == "days" and (x := _past_measure(text, "day")) is not None:
            # "4년 지났어요" is about 4 years, just past them: under a 5-year bound, at or past a 4-year one
            known.append((t, x, _HOLDS[t.compare](x + 0.5, t.limit)))
            classes[t.quantity] = " 넘음"
        elif t.quantity == "days" and (x := _short_of_measure(text, "day")) is not None and x <= t.limit:
            # "1년도 안 됐어요" is any length short of 1 year: wholly short of a bound of 1 year or more (whether it is
            # past a shorter one is not known)
            known.append((t, x, t.compare in ("<", "<=")))
            classes[t.quantity] = " 미만"
    held = [h for *_, h in known]
    unknown = [t for t in condition.terms if all(t is not k for k, *_ in known)]
    settled = bool(known) and all(t.presumed for t in unknown)  # every term known, or presumed
    if condition.combine == "any":
        result = True if any(held) else False if settled else None
    else:
        result = False if not all(held) else True if settled else None
    verdict = condition.met if result else condition.unmet if result is False else None
    if verdict is None:
        return None
    # the presumed terms the verdict rests on (none when the known ones decide it alone)
    assumed = unknown if result == (condition.combine == "all") else []
    # what decided it: the terms that hold (any) or fail (all), or every term when all of them had to
    decisive = [(t, v, h) for t, v, h in known if h == (condition.combine == "any")] \
        if (result == (condition.combine == "any")) else known
    inputs = tuple(f"{t.name} {_shown(v, t)}{classes.get(t.quantity, '')} "
                   f"{_SYMBOL[t.compare if h else _NEGATED[t.compare]]} {_shown(t.limit, t)}" for t, v, h in decisive)
    said = []
    if assumed:
        # 'all' rests on the unknown terms holding, 'any' on their failing
        side = {t.quantity: t.compare if condition.combine == "all" else _NEGATED[t.compare] for t in assumed}
        said.append(josa(", ".join(f"{t.name} {_shown(t.limit, t)} {_SHOWN[side[t.quantity]]}" for t in assumed), "이라면"))
    if result and condition.assumption:
        said.append(condition.assumption)
    if said:
        inputs = (*inputs[:-1], f"{inputs[-1]} ({', '.join(said)})")
    return Decision(verdict, inputs)


def mentions(condition: Condition, text: str) -> bool:
    """Whether the text gives a figure in a measure the condition weighs ("입주 1년 지났는데" of "2년 이내"),
    decided or not: the card's own word is on the figure its question named, not on the user's."""
    for t in condition.terms:
        if t.quantity in _FIGURE_UNIT:
            # not a bound he names ("2년이 지나도 …?"), but a length he is past ("1년 지났는데")
            if any(f.unit == _FIGURE_UNIT[t.quantity] and not _in_arrears(text, f)
                   and (not _DIRECTION.match(text, f.end) or _PAST_IT.match(text, f.end) or _SHORT_OF.match(text, f.end))
                   for f in figures(text)):
                return True
        elif any(a.role == t.quantity for a in find_amounts(text)):
            return True
    return False


def describe(t: Term) -> str:
    """'보증금 6,000만원 초과': a term as the README and tests say it."""
    return f"{t.name} {_shown(t.limit, t)} {_SHOWN[t.compare]}"
