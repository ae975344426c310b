"""Importer for the MOLIT 실거래가 open API (국토교통부 RTMSDataSvc…, XML or JSON).

Reads 매매 (dealAmount) and 전월세 (deposit / monthlyRent) responses of the apartment,
officetel, 연립다세대 and 단독다가구 services into ``transactions`` rows.  A bad row never
stops the file: it is reported as a :class:`MolitRowError` (Korean message, row number,
field) and the good rows are kept.  Cancelled deals (cdealType = "O") are skipped.
A response whose header is an error, or text that is neither XML nor JSON, raises
:class:`MolitFormatError`.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from holmes_kit.korean.regions import regions_by_name
from holmes_search.seed.rows import TransactionRow

# Name of the complex / building per service (아파트, 오피스텔, 연립다세대).
_NAME_FIELDS = ("aptNm", "offiNm", "mhouseNm")
# 시군구 codes newer than our gazetteer, mapped to the 시 row (부천 2024, 화성 2026 구).
_SGG_ALIASES = {"41192": "41190", "41194": "41190", "41196": "41190"}
_OK_CODES = {"00", "000", "0"}


class MolitFormatError(ValueError):
    """The whole response is unusable (API error, not XML/JSON)."""


@dataclass(frozen=True)
class MolitRowError:
    index: int  # 1-based item number in the response
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.index}번째 거래 [{self.field}]: {self.message}"


@dataclass(frozen=True)
class MolitDeal:
    sigungu_code: str
    dong: str
    name: str
    deal_type: str  # SALE | JEONSE | MONTHLY
    price_manwon: int
    monthly_rent_manwon: int
    area_m2: float
    floor: int | None
    build_year: int | None
    contract_date: date


@dataclass
class MolitParseResult:
    deals: list[MolitDeal] = field(default_factory=list)
    errors: list[MolitRowError] = field(default_factory=list)
    skipped_cancelled: int = 0


def _items(text: str) -> list[dict[str, str]]:
    body = text.lstrip()
    if body.startswith("<"):
        try:
            root = ET.fromstring(body)
        except ET.ParseError as exc:
            raise MolitFormatError(f"XML을 읽을 수 없습니다: {exc}") from exc
        # data.go.kr gateway errors (bad key, quota) use returnReasonCode instead.
        code = (root.findtext(".//resultCode") or root.findtext(".//returnReasonCode") or "").strip()
        if code and code not in _OK_CODES:
            msg = root.findtext(".//resultMsg") or root.findtext(".//returnAuthMsg") or ""
            raise MolitFormatError(f"실거래가 API 오류 {code}: {msg.strip()}")
        return [{c.tag: (c.text or "").strip() for c in item} for item in root.iter("item")]
    if body.startswith("{"):
        try:
            doc: Any = json.loads(body)
        except json.JSONDecodeError as exc:
            raise MolitFormatError(f"JSON을 읽을 수 없습니다: {exc}") from exc
        resp = doc.get("response", doc)
        code = str(resp.get("header", {}).get("resultCode", "000"))
        if code not in _OK_CODES:
            raise MolitFormatError(
                f"실거래가 API 오류 {code}: {resp.get('header', {}).get('resultMsg', '')}")
        items = (resp.get("body") or {}).get("items") or {}
        item = items.get("item", []) if isinstance(items, dict) else items
        item = [item] if isinstance(item, dict) else item
        return [{k: str(v).strip() if v is not None else "" for k, v in it.items()} for it in item]
    raise MolitFormatError("실거래가 응답이 XML도 JSON도 아닙니다")


def _int(raw: dict[str, str], key: str, *, required: bool = True) -> int | None:
    value = raw.get(key, "").replace(",", "").replace(" ", "")
    if not value:
        if required:
            raise _FieldError(key, "값이 없습니다")
        return None
    try:
        return int(value)
    except ValueError:
        raise _FieldError(key, f"숫자가 아닙니다: {raw.get(key)!r}") from None


class _FieldError(Exception):
    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(message)
        self.field, self.message = field_name, message


def _deal(raw: dict[str, str]) -> MolitDeal:
    if "dealAmount" in raw:
        deal_type, rent = "SALE", 0
        price = _int(raw, "dealAmount")
    elif "deposit" in raw:
        price = _int(raw, "deposit")
        rent = _int(raw, "monthlyRent", required=False) or 0
        deal_type = "MONTHLY" if rent > 0 else "JEONSE"
    else:
        raise _FieldError("dealAmount", "매매가(dealAmount)나 보증금(deposit)이 없습니다")
    area_key = "excluUseAr" if raw.get("excluUseAr") else "totalFloorAr"
    if not raw.get(area_key):
        raise _FieldError("excluUseAr", "전용면적(excluUseAr)이 없습니다")
    try:
        area = float(raw.get(area_key, "").replace(",", ""))
    except ValueError:
        raise _FieldError(area_key, f"면적이 숫자가 아닙니다: {raw.get(area_key)!r}") from None
    if not 0 < area < 10_000:
        raise _FieldError(area_key, f"면적이 범위를 벗어났습니다: {area}")
    y, m, d = _int(raw, "dealYear"), _int(raw, "dealMonth"), _int(raw, "dealDay")
    try:
        when = date(y, m, d)  # type: ignore[arg-type]
    except ValueError:
        raise _FieldError("dealDay", f"계약일이 잘못되었습니다: {y}-{m}-{d}") from None
    sgg = raw.get("sggCd", "")
    if not (len(sgg) == 5 and sgg.isdigit()):
        raise _FieldError("sggCd", f"시군구 코드는 5자리 숫자여야 합니다: {sgg!r}")
    if price is None or price < 0 or rent < 0:
        raise _FieldError("dealAmount", "금액이 음수입니다")
    name = next((raw[k] for k in _NAME_FIELDS if raw.get(k)), "")
    return MolitDeal(_SGG_ALIASES.get(sgg, sgg), raw.get("umdNm", ""), name, deal_type, price,
                     rent, round(area, 2), _int(raw, "floor", required=False),
                     _int(raw, "buildYear", required=False), when)


def parse_molit(text: str) -> MolitParseResult:
    """Parse one API response page (XML or JSON) into deals and per-row errors."""
    result = MolitParseResult()
    for i, raw in enumerate(_items(text), start=1):
        if raw.get("cdealType", "").upper() == "O":
            result.skipped_cancelled += 1
            continue
        try:
            result.deals.append(_deal(raw))
        except _FieldError as exc:
            result.errors.append(MolitRowError(i, exc.field, exc.message))
    return result


def region_code_for(sigungu_code: str, dong: str) -> str:
    """법정동 code of (시군구 code, 동 name); the 시군구 row when the dong is unknown."""
    for region in regions_by_name().get(dong, ()):
        if region.sigungu_code == sigungu_code:
            return region.code
    return sigungu_code + "00000"


def to_transactions(deals: list[MolitDeal], property_type: str, start_id: int
                    ) -> list[TransactionRow]:
    """Transaction rows (source='molit') with ids start_id, start_id+1, …"""
    return [
        TransactionRow(start_id + n, None, region_code_for(d.sigungu_code, d.dong),
                       d.sigungu_code, property_type, d.deal_type, d.price_manwon,
                       d.monthly_rent_manwon, d.area_m2, d.floor, d.build_year,
                       d.contract_date, "molit")
        for n, d in enumerate(deals)
    ]
