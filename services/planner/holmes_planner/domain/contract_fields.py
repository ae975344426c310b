"""Lease-contract fields a user writes in free text, for the document team (Entities.extra).

"보증금 3억, 2025년 3월 1일부터 2년, 임대인 김철수, 임차인 이영희, 주소 서울 강남구 역삼동
123-4 101호, 84㎡" -> address, landlord_name, tenant_name, start_date, end_date.  Keys are the
document service's field names, so they reach its form unchanged.  Only what is written is
taken: a date is assigned to a role only when a word next to it says which one.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta
from typing import Any

from holmes_contracts.models import Amount, RegionRef
from holmes_kit.korean.money import parse_won, whole
from holmes_kit.korean.text import normalize

_Y, _M, _D = r"(\d{4})\s*(?:년|[.\-/])\s*", r"(\d{1,2})\s*(?:월|[.\-/])\s*", r"(\d{1,2})\s*일?"
_DATE = rf"{_Y}{_M}{_D}"
# An amount between a payment word and its date: "중도금 1천만원 2026년 2월 1일".
_AMT = r"(?:[\d,.]+\s*(?:억|천만|백만|만)?\s*(?:[\d,]+\s*(?:천만|백만|만)?)?\s*원?\s*(?:은|는|을|를|,)?\s*)?"
_NAME = r"([가-힣]{2,4}?)(?=\s*(?:씨|님|이고|이며|이에요|입니다|이다|,|\.|/|\)|\s|$))"
_PARTIES = (("landlord_name", r"임대인|집주인|건물주"), ("tenant_name", r"임차인|세입자"))
_NAME_LEAD = r"\s*(?:\(|의\s*)?(?:성명|이름)?\s*(?:은|는|:|=)?\s*"
_NOT_NAMES = frozenset({"성명", "이름", "정보", "주소", "연락처", "본인", "저는", "제가", "명의"})
# A date followed/preceded by the word that says what it is.
_DATE_ROLES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("contract_date", re.compile(rf"(?:계약일|계약\s*체결일?|계약\s*날짜)\s*(?:은|는|:)?\s*{_DATE}")),
    ("balance_date", re.compile(rf"잔금\s*(?:일|지급일|날짜)?\s*(?:은|는|:)?\s*{_AMT}{_DATE}|{_DATE}\s*(?:에)?\s*잔금")),
    ("middle_payment_date", re.compile(rf"중도금\s*(?:일|지급일)?\s*(?:은|는|:)?\s*{_AMT}{_DATE}")),
    ("contract_payment_date", re.compile(rf"계약금\s*(?:일|지급일)?\s*(?:은|는|:)?\s*{_AMT}{_DATE}")),
    ("start_date", re.compile(rf"{_DATE}\s*(?:부터|~|입주|시작)|(?:입주일?|시작일|인도일)\s*(?:은|는|:)?\s*{_DATE}")),
    ("end_date", re.compile(rf"{_DATE}\s*까지|(?:종료일|만료일)\s*(?:은|는|:)?\s*{_DATE}|~\s*{_DATE}")),
)
_TERM = re.compile(r"부터\s*(\d{1,2})\s*(년|개월)|(?:기간|계약기간|임대차기간)\s*(?:은|는|:)?\s*(\d{1,2})\s*(년|개월)")
_ADDRESS_KW = re.compile(r"(?:주소|소재지)\s*(?:는|은|:)?\s*([^,\n]+?)(?=\s*(?:,|\n|$|이고|이며|입니다|에\s|의\s))")
_ADDRESS = re.compile(r"(?:(?:서울|경기|인천|부산|대구|대전|광주|울산|세종)[가-힣]*\s+)?[가-힣]+(?:구|군|시)\s+"
                      r"[가-힣0-9]+(?:동|로|길|읍|면|가)\s*\d+(?:-\d+)?(?:\s*번지)?")
# No lot number but a building and its 동·호 ("마포구 공덕동 래미안공덕 101동 1001호"): the unit
# after it is what makes it an address, so it is taken only with one.
_ADDRESS_AREA = re.compile(r"(?:(?:서울|경기|인천|부산|대구|대전|광주|울산|세종)[가-힣]*\s+)?(?:[가-힣]+시\s+)?[가-힣]+(?:구|군|시)\s+"
                           r"[가-힣0-9]+(?:동|읍|면|가)(?=\s)")
# A 동 alone, then a building and its 호 ("망원동 한빛빌라 202호"): the 동 is the place the planner resolved.
_ADDRESS_DONG = re.compile(r"(?<![가-힣])[가-힣]{1,6}[0-9]?(?:동|읍|면|가)(?=\s)")
# What follows the lot or road number: building name, 동 and 호 ("래미안 101동 1203호", ", 102동 1503호").
# It must end in 호, so a sentence that merely goes on is not swallowed.
_UNIT = re.compile(r"\s*,?\s*(?:[가-힣A-Za-z0-9()]+\s+){0,2}?(?:[A-Za-z가-힣]?\d{0,4}\s*동\s*)?\d{1,5}\s*호")
_PHONE = r"(0\d{1,2}-?\d{3,4}-?\d{4})"
_PHONES = (("landlord_phone", re.compile(rf"(?:임대인|집주인|건물주)\s*(?:[가-힣]{{2,4}}\s*)?(?:\(|,|:)?\s*(?:연락처|전화|휴대폰)?\s*(?:은|는|:)?\s*{_PHONE}")),
           ("tenant_phone", re.compile(rf"(?:임차인|세입자)\s*(?:[가-힣]{{2,4}}\s*)?(?:\(|,|:)?\s*(?:연락처|전화|휴대폰)?\s*(?:은|는|:)?\s*{_PHONE}")))
_REPAIRS = re.compile(r"(?:입주\s*전\s*(?:수리|보수)?\s*(?:은|는|:|으로|로)?|수리할\s*내용\s*(?:은|는|:)?)\s*([^,.;\n]+?)\s*(?=,|\.|;|\n|$)")
_FEE = re.compile(r"(?:중개보수|중개수수료|복비)\s*(?:는|은|:)?\s*([\d,]+(?:\.\d+)?\s*(?:만\s*원|만|원))")
_RENT_DAY = re.compile(r"(?:매월|매달|월세는?|차임은?)\s*(?:은|는)?\s*(\d{1,2})\s*일")
_SPECIAL = re.compile(r"특약(?:사항)?\s*(?:은|는|:|으로|으로는)\s*(.+)$", re.S)
_TERM_SPLIT = re.compile(r"[;\n]|\s/\s|\d+\)\s*|,(?![^(]*\))")
_NOT_TERMS = re.compile(r"^(?:(?:계약서|임대차계약서)?\s*(?:써|작성|넣어|추가|포함|만들어)\S*\s*)*$|"
                        r"^(?:임대인|임차인|집주인|세입자|보증금|월세|계약금|잔금|중도금|주소|소재지)\s*(?:은|는|:)?\s*\S{0,6}$")
_FIELDISH = re.compile(r"계약서|\d{4}\s*[-.년]|^\s*(?:임대인|임차인|집주인|세입자|보증금|월세|전세|계약금|잔금|중도금|"
                       r"주소|소재지|기간)")
_REQUEST_TAIL = re.compile(r"\s*(?:도|을|를|로|으로)?\s*(?:넣어|추가|포함해|써|적어|작성)\S*\s*$")
_BALANCE_AT_START = re.compile(r"잔금은?\s*(?:입주일?|입주\s*(?:날|때|시)|인도일?)(?:에|과|와)?")
_KIND = (("갱신요구권행사", r"갱신\s*요구|갱신\s*청구"), ("합의재계약", r"재계약"))
_PAYMENT_ROLES = {"contract_payment": "contract_payment_manwon", "middle_payment": "middle_payment_manwon",
                  "balance_payment": "balance_payment_manwon"}


def _iso(groups: tuple[str | None, ...]) -> str | None:
    y, m, d = (g for g in groups if g is not None)
    try:
        return date(int(y), int(m), int(d)).isoformat()
    except ValueError:
        return None


def _add_term(start: str, n: int, unit: str) -> str:
    """Last day of a term: 2025-03-01 + 2년 -> 2027-02-28."""
    s = date.fromisoformat(start)
    y, m = divmod(s.year * 12 + s.month - 1 + (n * 12 if unit == "년" else n), 12)
    day = min(s.day, monthrange(y, m + 1)[1])
    return (date(y, m + 1, day) - timedelta(days=1)).isoformat()


def _dates(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, pattern in _DATE_ROLES:
        for m in pattern.finditer(text):
            iso = _iso(m.groups())
            if iso:
                out[name] = iso
                break
    term = _TERM.search(text)
    if term and "start_date" in out and "end_date" not in out:
        n, unit = (term.group(1), term.group(2)) if term.group(1) else (term.group(3), term.group(4))
        out["end_date"] = _add_term(out["start_date"], int(n), unit)
    return out


def _parties(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for field, words in _PARTIES:
        for m in re.finditer(rf"(?:{words}){_NAME_LEAD}{_NAME}", text):
            if m.group(1) not in _NOT_NAMES:
                out[field] = m.group(1)
                break
    return out


def _address(text: str) -> str | None:
    m = _ADDRESS_KW.search(text) or _ADDRESS.search(text)
    if not m:
        area = _ADDRESS_AREA.search(text)
        unit = _UNIT.match(text, area.end()) if area else None
        if area and unit:
            return area.group(0) + unit.group(0).rstrip()
        for dong in _ADDRESS_DONG.finditer(text):  # no 구 written: the 동, its building and 호 as told
            if unit := _UNIT.match(text, dong.end()):
                return dong.group(0) + unit.group(0).rstrip()
        return None
    group = 1 if m.re is _ADDRESS_KW else 0
    value = m.group(group).strip()
    if not re.search(r"\d\s*호$", value):
        unit = _UNIT.match(text, m.end(group))
        if unit:
            value += unit.group(0).rstrip()
    return value if re.search(r"\d", value) or len(value) >= 6 else None


def _clean_term(term: str) -> str:
    """'…부담한다는' -> '…부담한다', '반려동물 허용이라는' -> '반려동물 허용'."""
    term = term.strip(" .,")
    term = re.sub(r"^(?:그리고|또|및|과|와|특약(?:과|와|,)?)\s*", "", term)
    term = re.sub(r"(?:이라는|라는)$", "", term)
    term = re.sub(r"다는$", "다", term)
    return term.strip(" .,")


def _listed_before(piece: str) -> list[str]:
    """The comma-listed terms ending a sentence before '특약': "…이영희. 반려동물 허용, 관리비 임차인
    부담 특약" -> both; the list stops at a part that states a contract field instead."""
    parts = _TERM_SPLIT.split(re.split(r"[.;\n](?!\d)", piece)[-1])
    out = [parts[-1]]
    for part in reversed(parts[:-1]):
        if _FIELDISH.search(part):
            break
        out.insert(0, part)
    return out


def _special_terms(text: str) -> list[str]:
    labelled = _SPECIAL.search(text)
    if labelled:
        parts = _TERM_SPLIT.split(labelled.group(1))
    else:
        # Text between '특약's: "A 특약과 B 특약 넣어줘" -> A, B.
        pieces = re.split(r"특약(?:사항)?(?:과|와|이랑|하고|및|,)?", text)
        parts = [t for p in pieces[:-1] for t in _listed_before(p)]
    terms = [_clean_term(_REQUEST_TAIL.sub("", t)) for t in parts if t and t.strip(" .")]
    # "이 계약서의 특약" names no term: a possessive is not a clause.
    return [t for t in terms if len(re.sub(r"[^가-힣A-Za-z0-9]", "", t)) >= 2 and not _NOT_TERMS.match(t)
            and not t.endswith("의")]


def contract_fields(text: str, amounts: list[Amount] = (), regions: list[RegionRef] = ()) -> dict[str, Any]:
    """The lease fields written in ``text`` (document-service names), nothing guessed. ``regions``: the
    places the planner resolved — a 동 told without its 구 ("망원동 한빛빌라 202호") is written with the 시·구
    it resolved to (서울특별시 마포구 망원동 …), since a contract's 소재지 names them."""
    text = normalize(text)
    out: dict[str, Any] = {}
    address = _address(text)
    if address:
        place = next((r for r in regions if r.dong and address.startswith(r.dong) and r.sido and r.sigungu), None)
        out["address"] = f"{place.sido} {place.sigungu} {address}" if place else address
    out.update(_parties(text))
    out.update(_dates(text))
    for a in amounts:
        name = _PAYMENT_ROLES.get(a.role or "")
        if name and name not in out:
            out[name] = a.manwon
    for name, pattern in _PHONES:
        phone = pattern.search(text)
        if phone:
            out[name] = phone.group(1)
    repairs = _REPAIRS.search(text)
    if repairs and not re.fullmatch(r"(?:잔금|입주)\S*", repairs.group(1)):
        out["repairs"] = repairs.group(1).strip()
    fee = _FEE.search(text)
    if fee:
        out["brokerage_fee_won"] = whole(parse_won(fee.group(1), bare_unit_won=1))  # kit's one parser
    rent_day = _RENT_DAY.search(text)
    if rent_day and 1 <= int(rent_day.group(1)) <= 31:
        out["rent_payment_day"] = int(rent_day.group(1))
    if _BALANCE_AT_START.search(text):
        out["balance_at_start"] = True
    for kind, pattern in _KIND:
        if re.search(pattern, text):
            out["contract_kind"] = kind
            break
    terms = _special_terms(text)
    if terms:
        out["special_terms"] = terms
    return out


def complete(fields: dict[str, Any]) -> dict[str, Any]:
    """Resolve what only the whole conversation knows ("잔금은 입주일에" + a start date)."""
    out = dict(fields)
    if out.get("balance_at_start") and "balance_date" not in out and "start_date" in out:
        out["balance_date"] = out["start_date"]
    return out
