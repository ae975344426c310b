"""Deterministic market generator: regions, complexes, transactions and current listings.

Same ``seed`` -> byte-identical rows (pure ``random.Random``; string seeds are hashed
with SHA-512 by CPython, so PYTHONHASHSEED does not matter).  Price levels, rents and
trends follow :mod:`holmes_search.seed.calibration`, where the calibration table lives.
Transactions cover PERIOD_START..PERIOD_END (26 months ending 2026-10).
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from datetime import date, timedelta

from holmes_kit.korean.regions import REGIONS, Region
from holmes_search.seed import calibration as cal
from holmes_search.seed.names import agent, complex_name, describe
from holmes_search.seed.pricing import Unit, price_for
from holmes_search.seed.rows import ListingRow, PropertyRow, RegionRow, TransactionRow

GENERATOR_VERSION = "market-2"  # market-2: 동-level stock and price calibration
DEFAULT_SEED = 20261031
PERIOD_START = date(2024, 9, 1)
PERIOD_END = date(2026, 10, 31)
LISTED_FROM = date(2026, 8, 1)
N_COMPLEXES = 4_000
N_TRANSACTIONS = 110_000
N_LISTINGS = 9_738  # the seeds' listing count


@dataclass(frozen=True)
class MarketData:
    regions: tuple[RegionRow, ...]
    properties: tuple[PropertyRow, ...]
    transactions: tuple[TransactionRow, ...]
    listings: tuple[ListingRow, ...]

    def counts(self) -> dict[str, int]:
        return {"regions": len(self.regions), "properties": len(self.properties),
                "transactions": len(self.transactions), "listings": len(self.listings)}


def _weighted(rng: random.Random, pairs: tuple[tuple[object, float], ...]) -> object:
    return rng.choices([p for p, _ in pairs], weights=[w for _, w in pairs])[0]


def _build_year(rng: random.Random, ptype: str) -> int:
    lo, mode = {"APARTMENT": (1978, 2008), "OFFICETEL": (1995, 2015), "VILLA": (1985, 2012),
                "ONEROOM": (1990, 2012), "HOUSE": (1970, 1998)}[ptype]
    return int(rng.triangular(lo, 2025, mode))


def _make_complex(rng: random.Random, pid: int, dong: Region, *, apartment: bool = False) -> tuple[PropertyRow, Unit]:
    level, lat0, lng0 = cal.APT_SALE_PER_M2[dong.sigungu]
    ptype = "APARTMENT" if apartment else str(_weighted(rng, tuple(cal.TYPE_SHARE.items())))
    year = _build_year(rng, ptype)
    households = {
        "APARTMENT": int(min(4000, max(100, rng.lognormvariate(6.3, 0.7)))),
        "OFFICETEL": rng.randint(50, 900), "VILLA": rng.randint(6, 40),
        "ONEROOM": rng.randint(8, 30), "HOUSE": 1,
    }[ptype]
    bands = cal.AREA_BANDS[ptype]
    k = rng.randint(2, 4) if ptype == "APARTMENT" else rng.randint(1, 3)
    jittered = (float(_weighted(rng, bands)) + rng.uniform(-1.5, 1.5) for _ in range(k))
    areas = sorted({round(min(200.0, max(20.0, a)), 2) for a in jittered})
    top = {"APARTMENT": rng.randint(10, 35) if year >= 1995 else rng.randint(5, 15),
           "OFFICETEL": rng.randint(8, 25), "VILLA": rng.randint(3, 5),
           "ONEROOM": rng.randint(3, 5), "HOUSE": 2}[ptype]
    # Dong position: fixed per dong (own RNG), complexes scattered around it.
    drng = random.Random(f"pos:{dong.code}")
    lat = lat0 + drng.uniform(-0.015, 0.015) + rng.uniform(-0.004, 0.004)
    lng = lng0 + drng.uniform(-0.018, 0.018) + rng.uniform(-0.004, 0.004)
    seoul = dong.sido == "서울특별시"
    nearby = {
        "subway_walk_min": rng.randint(3, 18) if seoul else rng.randint(5, 35),
        "elementary_school_m": rng.randint(150, 1200),
        "middle_school_m": rng.randint(250, 1800),
        "hospital_m": rng.randint(100, 2000),
        "mart_m": rng.randint(100, 1500),
        "park_m": rng.randint(50, 1500),
        "generated": True,
    }
    name = complex_name(rng, ptype, dong.dong or "", year)
    address = f"{dong.sido} {dong.sigungu} {dong.dong} {rng.randint(1, 999)}"
    if rng.random() < 0.6:
        address += f"-{rng.randint(1, 30)}"
    row = PropertyRow(pid, dong.code, dong.sigungu_code, name, ptype, year, households, address,
                      round(lat, 6), round(lng, 6), json.dumps(nearby, ensure_ascii=False))
    base = cal.type_level(ptype, cal.dong_level(dong.code, dong.sigungu)) / cal.UNIT_EFFECTS_MEDIAN
    base *= rng.lognormvariate(0.0, 0.06)  # complex-specific quality
    unit = Unit(ptype, base, cal.monthly_growth(level), year, tuple(areas), top,
                nearby["subway_walk_min"], dong.sigungu_code)
    return row, unit


def _activity(row: PropertyRow) -> float:
    """Relative number of deals a complex sees over the period."""
    if row.property_type == "APARTMENT":
        return min(25.0, max(1.0, row.households / 150))
    if row.property_type == "OFFICETEL":
        return min(6.0, max(1.0, row.households / 200))
    return {"VILLA": 1.5, "ONEROOM": 2.5, "HOUSE": 0.8}[row.property_type]


def _month_noise(seed: int) -> dict[tuple[str, int], float]:
    rng = random.Random(f"{seed}:months")
    sggs = sorted({r.sigungu_code for r in REGIONS if r.level == "sigungu"})
    return {(s, m): rng.gauss(0.0, 0.004) for s in sggs for m in range(-24, 24)}


def _dongs() -> list[Region]:
    return [r for r in REGIONS if r.level == "dong" and r.sigungu in cal.APT_SALE_PER_M2]


def _allocate(dongs: list[Region], complexes: int) -> list[Region]:
    """Complexes per 동 in proportion to its housing stock (largest remainder, at least one
    each while there are enough), in 동 order — deterministic, no sampling noise."""
    stock = [cal.dong_stock(d.code, d.sido) for d in dongs]
    floor = 1 if complexes >= len(dongs) else 0
    spare = complexes - floor * len(dongs)
    total = sum(stock)
    shares = [spare * s / total for s in stock]
    counts = [floor + int(x) for x in shares]
    by_remainder = sorted(range(len(dongs)), key=lambda i: (-(shares[i] - int(shares[i])), i))
    for i in by_remainder[: complexes - sum(counts)]:
        counts[i] += 1
    return [d for d, n in zip(dongs, counts, strict=True) for _ in range(n)]


def _per_dong(weights: list[float], dong_of: list[Region]) -> list[float]:
    """Rescale per-complex weights so each 동's total is its housing stock: deal counts then
    follow the stock, and within a 동 the bigger complexes still see more deals."""
    total: dict[str, float] = {}
    for w, d in zip(weights, dong_of, strict=True):
        total[d.code] = total.get(d.code, 0.0) + w
    return [w * cal.dong_stock(d.code, d.sido) / total[d.code] for w, d in zip(weights, dong_of, strict=True)]


def generate_market(seed: int = DEFAULT_SEED, *, complexes: int = N_COMPLEXES,
                    transactions: int = N_TRANSACTIONS, listings: int = N_LISTINGS) -> MarketData:
    """Generate the full reference market; the same arguments always give the same rows."""
    rng = random.Random(seed)
    regions = tuple(RegionRow(r.code, r.sido, r.sigungu or None, r.dong, r.level)
                    for r in REGIONS)
    props: list[PropertyRow] = []
    units: list[Unit] = []
    dong_of: list[Region] = []
    for pid, dong in enumerate(_allocate(_dongs(), complexes), start=1):
        # Every 동 has apartments: its first complex is one, so each 동 has a sale price level.
        first = not dong_of or dong_of[-1].code != dong.code
        row, unit = _make_complex(rng, pid, dong, apartment=first)
        props.append(row)
        units.append(unit)
        dong_of.append(dong)
    noise = _month_noise(seed)
    activity = [_activity(p) for p in props]
    span = (PERIOD_END - PERIOD_START).days + 1
    picks = rng.choices(range(complexes), weights=_per_dong(activity, dong_of), k=transactions)
    txs: list[TransactionRow] = []
    for tid, i in enumerate(sorted(picks), start=1):
        p, u = props[i], units[i]
        deal = str(_weighted(rng, tuple(zip(("SALE", "JEONSE", "MONTHLY"),
                                            cal.DEAL_MIX[p.property_type], strict=True))))
        day = PERIOD_START + timedelta(days=rng.randrange(span))
        area = rng.choice(u.areas)
        floor = rng.randint(1, u.top_floor)
        price, rent = price_for(rng, u, deal, area, floor, day, noise)
        txs.append(TransactionRow(tid, p.id, p.region_code, p.sigungu_code, p.property_type,
                                  deal, price, rent, area, floor, p.build_year, day,
                                  "generated"))
    lst = _listings(rng, props, units, dong_of, activity, listings, noise)
    return MarketData(regions, tuple(props), tuple(txs), tuple(lst))


def _listings(rng: random.Random, props: list[PropertyRow], units: list[Unit],
              dong_of: list[Region], activity: list[float], n: int,
              noise: dict[tuple[str, int], float]) -> list[ListingRow]:
    out: list[ListingRow] = []
    span = (PERIOD_END - LISTED_FROM).days + 1
    weights = _per_dong([math.sqrt(a) for a in activity], dong_of)  # listings are spread wider than deals
    for lid, i in enumerate(sorted(rng.choices(range(len(props)), weights=weights, k=n)), 1):
        p, u, dong = props[i], units[i], dong_of[i]
        deal = str(_weighted(rng, tuple(zip(("SALE", "JEONSE", "MONTHLY"),
                                            cal.DEAL_MIX[p.property_type], strict=True))))
        listed = LISTED_FROM + timedelta(days=rng.randrange(span))
        area = rng.choice(u.areas)
        floor = rng.randint(1, u.top_floor)
        price, rent = price_for(rng, u, deal, area, floor, listed, noise, asking=True)
        name, phone = agent(rng, dong.dong or "", dong.sido, lid)
        text = describe(rng, dong=dong.dong or "", name=p.name, area_m2=area, floor=floor,
                        build_year=p.build_year, subway_walk_min=u.subway_walk_min)
        out.append(ListingRow(lid, p.id, p.region_code, p.sigungu_code, p.property_type, deal,
                              price, rent, area, floor, listed, text, name, phone))
    return out
