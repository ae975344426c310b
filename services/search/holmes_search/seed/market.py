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

GENERATOR_VERSION = "market-1"
DEFAULT_SEED = 20261031
PERIOD_START = date(2024, 9, 1)
PERIOD_END = date(2026, 10, 31)
LISTED_FROM = date(2026, 8, 1)
N_COMPLEXES = 2_600
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


def _make_complex(rng: random.Random, pid: int, dong: Region) -> tuple[PropertyRow, Unit]:
    level, lat0, lng0 = cal.APT_SALE_PER_M2[dong.sigungu]
    ptype = str(_weighted(rng, tuple(cal.TYPE_SHARE.items())))
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
    base = level * cal.TYPE_PRICE_FACTOR[ptype] * cal.DONG_PREMIUM.get(dong.code, 1.0)
    base *= rng.lognormvariate(0.0, 0.08)  # complex-specific quality
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


def generate_market(seed: int = DEFAULT_SEED, *, complexes: int = N_COMPLEXES,
                    transactions: int = N_TRANSACTIONS, listings: int = N_LISTINGS) -> MarketData:
    """Generate the full reference market; the same arguments always give the same rows."""
    rng = random.Random(seed)
    regions = tuple(RegionRow(r.code, r.sido, r.sigungu or None, r.dong, r.level)
                    for r in REGIONS)
    dongs = _dongs()
    # Seoul dongs weigh a little more: denser housing, more deals.
    dong_w = [1.0 if d.sido == "서울특별시" else 0.8 for d in dongs]
    props: list[PropertyRow] = []
    units: list[Unit] = []
    dong_of: list[Region] = []
    for pid in range(1, complexes + 1):
        dong = rng.choices(dongs, weights=dong_w)[0]
        row, unit = _make_complex(rng, pid, dong)
        props.append(row)
        units.append(unit)
        dong_of.append(dong)
    noise = _month_noise(seed)
    activity = [_activity(p) for p in props]
    span = (PERIOD_END - PERIOD_START).days + 1
    picks = rng.choices(range(complexes), weights=activity, k=transactions)
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
    weights = [math.sqrt(a) for a in activity]  # listings are spread wider than deals
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
