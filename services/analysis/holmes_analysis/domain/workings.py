"""'Arithmetic shown': where each input came from, and every calculation line.

Every result in this package carries a :class:`Workings` so a user (and the
orchestrator's reviewer) can check a number by hand instead of trusting it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Source = Literal["user", "data", "default"]
SOURCE_KO: dict[str, str] = {"user": "사용자 입력", "data": "데이터", "default": "기본값"}
CARRIED_NOTE = "이전 질문에서 말씀하신 값"
# A calculator param -> the input labels it is shown under (a follow-up's carried params are marked).
PARAM_LABELS: dict[str, tuple[str, ...]] = {
    "deposit": ("보증금", "현재 보증금"), "new_deposit": ("바꾼 뒤 보증금",), "monthly_rent": ("월세", "현재 월세"),
    "price": ("매매가", "주택 가격"), "house_value": ("주택 가액",), "earnest": ("계약금",),
    "earnest_pct": ("계약금 비율",), "region": ("지역",), "mortgage_date": ("선순위 담보물권 설정일",),
    "contract_end": ("계약 종료일",), "contract_start": ("계약 시작일",), "due_date": ("계약 종료일",),
}


@dataclass(frozen=True)
class Given:
    """A value plus its provenance. Plain values passed to domain functions count as user input."""

    value: object
    source: Source = "user"
    note: str = ""  # data description, or why a default was assumed

    @classmethod
    def user(cls, value: object) -> Given:
        return cls(value, "user")

    @classmethod
    def data(cls, value: object, description: str) -> Given:
        return cls(value, "data", description)

    @classmethod
    def default(cls, value: object, reason: str) -> Given:
        return cls(value, "default", reason)


def given(value: object) -> Given:
    return value if isinstance(value, Given) else Given.user(value)


@dataclass(frozen=True)
class LawRef:
    law: str
    article: str

    def to_dict(self) -> dict[str, str]:
        return {"law": self.law, "article": self.article}


@dataclass(frozen=True)
class InputUsed:
    name: str  # Korean label, e.g. "보증금"
    display: str  # formatted value, e.g. "4억 8,000만원"
    source: Source
    note: str = ""

    def text(self) -> str:
        extra = f" — {self.note}" if self.note else ""
        return f"{self.name}: {self.display} ({SOURCE_KO[self.source]}{extra})"


@dataclass(frozen=True)
class Workings:
    lines: tuple[str, ...] = ()
    inputs: tuple[InputUsed, ...] = ()
    notes: tuple[str, ...] = ()  # model assumptions stated to the user


@dataclass
class WorkingsBuilder:
    """Mutable collector used inside one computation, frozen at the end."""

    lines: list[str] = field(default_factory=list)
    inputs: list[InputUsed] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def use(self, name: str, g: Given, display: str) -> None:
        self.inputs.append(InputUsed(name, display, g.source, g.note))

    def line(self, text: str) -> None:
        self.lines.append(text)

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def absorb(self, other: Workings) -> None:
        self.lines.extend(other.lines)
        for item in other.inputs:
            if item not in self.inputs:
                self.inputs.append(item)
        for n in other.notes:
            self.note(n)

    def freeze(self) -> Workings:
        return Workings(tuple(self.lines), tuple(self.inputs), tuple(self.notes))


def mark_carried(w: Workings, params: list[str] | tuple[str, ...]) -> Workings:
    """The user's inputs a follow-up took from the previous question, said so ("보증금: 1억 6,000만원
    (사용자 입력 — 이전 질문에서 말씀하신 값)"), so the user sees which earlier figure was used."""
    labels = {label for p in params for label in PARAM_LABELS.get(p, ())}
    if not labels:
        return w
    marked = tuple(InputUsed(i.name, i.display, i.source, i.note or CARRIED_NOTE)
                   if i.name in labels and i.source == "user" else i for i in w.inputs)
    return Workings(w.lines, marked, w.notes)
