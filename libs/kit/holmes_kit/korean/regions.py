"""Region gazetteer shared by all services: 법정동 codes for 서울 and the main 경기 cities
(the other 시도 at 시도 level).

The planner uses it to spot regions in a query ("강남구", "서울 강남구", "역삼동"); search
uses it to key market data.  Everything here is pure and built once at import time.
The table lives in :mod:`holmes_kit.korean.regions_data`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from holmes_kit.korean.regions_data import CITY_CODES, SIDO, SIGUNGU


@dataclass(frozen=True, slots=True)
class Region:
    """One 법정동 / 시군구 / 시도.  ``sigungu`` is "" for a 시도 row, ``dong`` None above 동."""

    code: str  # 10-digit 법정동코드
    sido: str  # e.g. "서울특별시"
    sigungu: str  # e.g. "강남구" or "성남시 분당구"
    dong: str | None

    @property
    def level(self) -> str:
        """'sido', 'sigungu' or 'dong' — the granularity of this row."""
        if self.dong is not None:
            return "dong"
        return "sigungu" if self.sigungu else "sido"

    @property
    def sigungu_code(self) -> str:
        """The 5-digit 시군구 code (MOLIT's LAWD_CD / sggCd)."""
        return self.code[:5]

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.sido, self.sigungu, self.dong) if p)


def _build() -> tuple[tuple[Region, ...], frozenset[str]]:
    rows: list[Region] = []
    derived: set[str] = set()
    sido_names = {short: full for full, short, _ in SIDO}
    for full, _short, code in SIDO:
        rows.append(Region(code + "00000000", full, "", None))
    for city, code in CITY_CODES.items():
        rows.append(Region(code + "00000", "경기도", city, None))
    for sido, sigungu, sgg, dongs in SIGUNGU:
        assert sido in sido_names.values()
        rows.append(Region(sgg + "00000", sido, sigungu, None))
        for item in dongs.split():
            name, digits = item.split(":")
            code = f"{sgg}{digits.rstrip('*')}00"
            if digits.endswith("*"):
                derived.add(code)
            rows.append(Region(code, sido, sigungu, name))
    return tuple(rows), frozenset(derived)


REGIONS, DERIVED_CODES = _build()
"""All regions; DERIVED_CODES holds the codes that are placeholders (see regions_data)."""

_SIDO_SHORT = {full: short for full, short, _ in SIDO}


def _stem(name: str) -> str:
    """'강남구' -> '강남', '수원시' -> '수원'; a stem shorter than 2 syllables is no alias."""
    return name[:-1] if len(name) >= 3 and name[-1] in "시구군" else ""


def _names(r: Region) -> list[str]:
    sidos = [r.sido, _SIDO_SHORT[r.sido]]
    if r.level == "sido":
        city = r.sido.endswith(("특별시", "광역시", "특별자치시")) and not _SIDO_SHORT[r.sido].endswith("시")
        return [*sidos, _SIDO_SHORT[r.sido] + "시"] if city else sidos
    parts = r.sigungu.split()
    # "성남시 분당구" is also known as "분당구"; tails of the 시군구 path count as names.
    tails = [" ".join(parts[i:]) for i in range(len(parts))]
    if r.level == "sigungu":
        names = [f"{s} {t}" for s in sidos for t in tails] + tails
        stem = _stem(parts[-1])
        return names + ([stem] if stem else [])
    return [f"{s} {t} {r.dong}" for s in sidos for t in tails] + [
        f"{t} {r.dong}" for t in tails
    ] + [r.dong]  # type: ignore[list-item]


@lru_cache(maxsize=1)
def regions_by_name() -> dict[str, tuple[Region, ...]]:
    """Every known spelling -> the regions it may mean, most specific spelling first.

    Short names can be ambiguous ("중동" is in 마포구, 부천시, 화성시, 용인시 기흥구;
    "신사동" in 강남구 and 은평구), hence a tuple; callers disambiguate with the
    시군구 when the text names one.  Stems ("강남", "분당") never shadow a real name.
    """
    exact: dict[str, list[Region]] = {}
    stems: dict[str, list[Region]] = {}
    for r in REGIONS:
        names = _names(r)
        stem = _stem(r.sigungu.split()[-1]) if r.level == "sigungu" and r.sigungu else ""
        for n in names:
            target = stems if (stem and n == stem) else exact
            bucket = target.setdefault(n, [])
            if r not in bucket:
                bucket.append(r)
    merged = {k: tuple(v) for k, v in exact.items()}
    for k, v in stems.items():
        merged.setdefault(k, tuple(v))
    return merged


@lru_cache(maxsize=1)
def _by_code() -> dict[str, Region]:
    return {r.code: r for r in REGIONS}


def region_by_code(code: str) -> Region | None:
    """The region with this 10-digit code (a 5-digit 시군구 code is padded)."""
    return _by_code().get(code.ljust(10, "0") if len(code) == 5 else code)


def find_region(name: str) -> Region | None:
    """The region a name means when it is unambiguous, else None."""
    hits = regions_by_name().get(" ".join(name.split()))
    return hits[0] if hits and len(hits) == 1 else None


def children(parent: Region) -> tuple[Region, ...]:
    """Direct and indirect sub-regions (시도 -> 시군구 and 동, 시 -> its 구 and 동)."""
    if parent.level == "dong":
        return ()
    if parent.level == "sido":
        return tuple(r for r in REGIONS if r.sido == parent.sido and r is not parent)
    prefix = parent.sigungu + " "
    return tuple(
        r
        for r in REGIONS
        if r.sido == parent.sido
        and r is not parent
        and (r.sigungu == parent.sigungu or r.sigungu.startswith(prefix))
    )


def resolve_region(name: str) -> tuple[Region, ...]:
    """The regions a written place name may mean — the one resolver every service uses.

    Any spelling the gazetteer knows ("강남구", "서울 강남구", "분당", "역삼동"), and a
    leading part it does not know narrows a tail ("서울시 강남구", "경기도 성남시 분당구");
    () when nothing matches.  More than one region means the name is ambiguous ("신사동").
    """
    names = regions_by_name()
    tokens = " ".join(str(name).split()).split()
    for i in range(len(tokens)):
        hits = names.get(" ".join(tokens[i:]))
        if hits:
            head = tokens[:i]
            narrowed = tuple(r for r in hits if all(t.rstrip("시도") in r.full_name for t in head))
            return narrowed or (() if head else hits)
    sido = sido_short(" ".join(tokens))
    return (find_region(sido),) if sido and find_region(sido) else ()  # type: ignore[return-value]


# Names a 시/도 went by before it became 특별자치도, still written by people and in old data.
_SIDO_FORMER = {"강원도": "강원특별자치도", "전라북도": "전북특별자치도", "제주도": "제주특별자치도"}


@lru_cache(maxsize=1)
def _sido_spellings() -> dict[str, str]:
    out: dict[str, str] = {}
    for full, short, _ in SIDO:
        # In a 시/도 slot "광주" is 광주광역시 (the gazetteer's bare "광주" is 경기도 광주시).
        key = "광주" if full == "광주광역시" else short
        out.update({full: key, short: key, key: key})
        if full.endswith("시"):
            out[key + "시"] = key
    for former, full in _SIDO_FORMER.items():
        out[former] = out[full]
    return out


def sido_short(name: str) -> str | None:
    """Any spelling of a 시/도 ("서울시", "서울특별시", "경기도", "전라북도") as its short name
    ("서울", "경기", "전북"); None when ``name`` is not a 시/도."""
    return _sido_spellings().get(" ".join(str(name or "").split()))
