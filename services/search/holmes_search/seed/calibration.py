"""Calibration of the market generator against real 2025 price levels.

APARTMENT SALE, 만원 per ㎡ of 전용면적, 2025 average per 시군구 (``APT_SALE_PER_M2``).
Sources of the levels: 2025 public reports of average apartment prices per district
(KB 부동산 / 부동산R114 / 한국부동산원 실거래 기반 평균), rounded; 1평 = 3.3058㎡, so
3,000만원/㎡ ≈ 1억원/평.  Highlights:

    강남구 3,000 · 서초구 2,900 · 용산구 2,250 · 송파구 2,150 · 성동구 1,700 · 마포구 1,550
    노원구 1,000 · 강북구 950 · 도봉구 920 · 과천시 2,000 · 성남 분당구 1,650 · 평택시 420

Other property types are priced relative to an apartment of the same 시군구
(``TYPE_PRICE_FACTOR``), e.g. a villa sells at ~45% of the apartment price per ㎡.

Rents:
  * 전세가율 (jeonse / sale): apartments 50–60% falling with the price level
    (``jeonse_ratio``); officetel 75%, villa 75%, one-room 72%, house 55%.
  * 월세: deposit + monthly rent with the 전월세 전환율 ``CONVERSION_RATE`` (~5%/year):
    rent = (jeonse − deposit) × rate / 12.

Trend: monthly index exp(g·(m − m₀)) with m₀ = 2025-07 (index 1.0 there), g per region
tier (``MONTHLY_GROWTH``), plus a little monthly noise.

동 level (``DONG_CALIBRATION``, 강남·서초·송파·용산·양천·영등포·노원): each 동's housing stock (households)
and its 2025 apartment sale level (만원 per ㎡ 전용). Deal counts are drawn in proportion to
the stock and complexes are priced from their 동's level. APPROXIMATE, as of 2025: our best
reading of 2025 public figures — 전용 84㎡ deal prices typical of each 동 (국토교통부 실거래가
공개시스템, KB부동산 시세, 부동산R114 reports) and household counts (행정안전부 주민등록
세대수, rounded) — not an official table; benchmarks/README.md compares the generated
medians with these targets. 동 not in the table get the district level (× ``DONG_PREMIUM``)
and a default stock (``DEFAULT_DONG_STOCK``).
"""

from __future__ import annotations

import math

# 시군구 (as in holmes_kit.korean.regions) -> (apartment sale 만원/㎡ in 2025, lat, lng)
APT_SALE_PER_M2: dict[str, tuple[int, float, float]] = {
    "강남구": (3000, 37.5172, 127.0473),
    "서초구": (2900, 37.4837, 127.0324),
    "용산구": (2250, 37.5324, 126.9900),
    "송파구": (2150, 37.5145, 127.1059),
    "성동구": (1700, 37.5633, 127.0371),
    "마포구": (1550, 37.5663, 126.9019),
    "광진구": (1500, 37.5385, 127.0823),
    "양천구": (1500, 37.5170, 126.8665),
    "강동구": (1400, 37.5301, 127.1238),
    "영등포구": (1400, 37.5264, 126.8962),
    "동작구": (1380, 37.5124, 126.9393),
    "중구": (1350, 37.5641, 126.9979),
    "종로구": (1300, 37.5735, 126.9790),
    "서대문구": (1150, 37.5791, 126.9368),
    "동대문구": (1100, 37.5744, 127.0400),
    "강서구": (1100, 37.5509, 126.8495),
    "성북구": (1050, 37.5894, 127.0167),
    "은평구": (1030, 37.6027, 126.9291),
    "관악구": (1000, 37.4784, 126.9516),
    "구로구": (980, 37.4954, 126.8874),
    "노원구": (1000, 37.6542, 127.0568),
    "중랑구": (930, 37.6063, 127.0925),
    "금천구": (900, 37.4568, 126.8954),
    "강북구": (950, 37.6397, 127.0256),
    "도봉구": (920, 37.6688, 127.0471),
    "과천시": (2000, 37.4292, 126.9876),
    "성남시 분당구": (1650, 37.3826, 127.1189),
    "성남시 수정구": (1100, 37.4503, 127.1456),
    "성남시 중원구": (900, 37.4306, 127.1372),
    "하남시": (1050, 37.5393, 127.2148),
    "광명시": (1050, 37.4786, 126.8646),
    "안양시 동안구": (980, 37.3925, 126.9513),
    "안양시 만안구": (650, 37.3864, 126.9321),
    "용인시 수지구": (820, 37.3224, 127.0976),
    "용인시 기흥구": (650, 37.2803, 127.1148),
    "용인시 처인구": (420, 37.2342, 127.2013),
    "수원시 영통구": (780, 37.2596, 127.0465),
    "수원시 팔달구": (620, 37.2826, 127.0198),
    "수원시 장안구": (580, 37.3040, 127.0100),
    "수원시 권선구": (560, 37.2576, 126.9718),
    "화성시": (660, 37.2000, 127.0500),
    "고양시 일산동구": (600, 37.6585, 126.7750),
    "고양시 일산서구": (540, 37.6752, 126.7508),
    "고양시 덕양구": (640, 37.6375, 126.8320),
    "부천시": (620, 37.5035, 126.7660),
    "남양주시": (520, 37.6360, 127.2165),
    "김포시": (500, 37.6153, 126.7156),
    "시흥시": (500, 37.3800, 126.8029),
    "의정부시": (480, 37.7381, 127.0337),
    "파주시": (470, 37.7600, 126.7802),
    "평택시": (420, 36.9921, 127.1128),
}

# Well-known dongs priced above their district average (multiplier on the district level).
DONG_PREMIUM: dict[str, float] = {
    "1168011000": 1.35,  # 압구정동
    "1165010700": 1.30,  # 반포동
    "1168010600": 1.15,  # 대치동
    "1168010300": 1.12,  # 개포동
    "1168010400": 1.20,  # 청담동
    "1171010100": 1.15,  # 잠실동
    "1117012900": 1.20,  # 이촌동
    "1117013100": 1.25,  # 한남동
    "1120011400": 1.15,  # 성수동1가
    "1156011000": 1.15,  # 여의도동
    "1147010200": 1.20,  # 목동
    "4113510900": 1.20,  # 삼평동 (판교)
    "4113511000": 1.25,  # 백현동 (판교)
    "1135010600": 1.10,  # 중계동
}

# 법정동 code -> (name, households ≈2025, apartment sale 만원/㎡ 전용 ≈2025). See the module doc.
DONG_CALIBRATION_AS_OF = "2025"
DONG_CALIBRATION: dict[str, tuple[str, int, int]] = {
    # 강남구
    "1168010100": ("역삼동", 45_000, 3_000), "1168010300": ("개포동", 25_000, 3_400),
    "1168010400": ("청담동", 14_000, 3_500), "1168010500": ("삼성동", 20_000, 3_300),
    "1168010600": ("대치동", 30_000, 3_900), "1168010700": ("신사동", 8_000, 3_000),
    "1168010800": ("논현동", 28_000, 2_700), "1168011000": ("압구정동", 11_000, 4_900),
    "1168011100": ("세곡동", 10_000, 1_900), "1168011200": ("자곡동", 5_000, 2_100),
    "1168011300": ("율현동", 2_500, 1_800), "1168011400": ("일원동", 16_000, 2_800),
    "1168011500": ("수서동", 8_000, 2_300), "1168011800": ("도곡동", 19_000, 3_600),
    # 서초구
    "1165010100": ("방배동", 35_000, 2_800), "1165010200": ("양재동", 22_000, 2_300),
    "1165010300": ("우면동", 4_500, 2_000), "1165010400": ("원지동", 2_500, 1_900),
    "1165010600": ("잠원동", 15_000, 4_300), "1165010700": ("반포동", 35_000, 5_000),
    "1165010800": ("서초동", 50_000, 3_000), "1165010900": ("내곡동", 6_000, 1_850),
    "1165011000": ("염곡동", 400, 1_800), "1165011100": ("신원동", 3_000, 1_900),
    # 송파구
    "1171010100": ("잠실동", 40_000, 3_200), "1171010200": ("신천동", 15_000, 2_700),
    "1171010300": ("풍납동", 15_000, 1_600), "1171010400": ("송파동", 14_000, 2_300),
    "1171010500": ("석촌동", 10_000, 2_200), "1171010600": ("삼전동", 10_000, 1_900),
    "1171010700": ("가락동", 30_000, 2_500), "1171010800": ("문정동", 18_000, 2_000),
    "1171010900": ("장지동", 9_000, 1_900), "1171011100": ("방이동", 18_000, 2_300),
    "1171011200": ("오금동", 13_000, 1_900), "1171011300": ("거여동", 13_000, 1_500),
    "1171011400": ("마천동", 16_000, 1_400),
    # 용산구
    "1117012900": ("이촌동", 15_000, 3_000), "1117013100": ("한남동", 12_000, 3_200),
    "1117013000": ("이태원동", 9_000, 2_200), "1117013300": ("서빙고동", 3_000, 2_800),
    "1117013600": ("보광동", 6_000, 1_900), "1117012500": ("한강로2가", 4_000, 2_500),
    "1117012800": ("한강로3가", 3_000, 2_400), "1117011900": ("효창동", 5_000, 2_000),
    "1117010100": ("후암동", 9_000, 1_700), "1117012100": ("용문동", 4_000, 2_000),
    "1117011800": ("원효로4가", 2_000, 1_900), "1117011500": ("산천동", 2_000, 2_100),
    "1117011000": ("청파동2가", 3_000, 1_700), "1117012000": ("도원동", 2_000, 2_100),
    "1117012200": ("문배동", 1_500, 1_900), "1117012300": ("신계동", 1_200, 2_300),
    # 양천구
    "1147010200": ("목동", 40_000, 2_200), "1147010100": ("신정동", 50_000, 1_500),
    "1147010300": ("신월동", 45_000, 900),
    # 영등포구
    "1156011000": ("여의도동", 15_000, 2_300), "1156011700": ("당산동", 7_000, 1_700),
    "1156011300": ("당산동3가", 3_000, 1_600), "1156011500": ("당산동5가", 3_000, 1_700),
    "1156010100": ("영등포동", 5_000, 1_300), "1156010900": ("영등포동8가", 1_500, 1_400),
    "1156011800": ("도림동", 6_000, 1_100), "1156012100": ("문래동3가", 3_000, 1_300),
    "1156012300": ("문래동5가", 1_500, 1_300), "1156013400": ("양평동", 3_000, 1_400),
    "1156012700": ("양평동3가", 1_500, 1_300), "1156013200": ("신길동", 40_000, 1_300),
    "1156013300": ("대림동", 30_000, 1_000),
    # 노원구
    "1135010500": ("상계동", 65_000, 950), "1135010600": ("중계동", 30_000, 1_150),
    "1135010400": ("하계동", 15_000, 1_000), "1135010300": ("공릉동", 30_000, 850),
    "1135010200": ("월계동", 25_000, 900),
}
# Households of a 동 outside the table: a typical 법정동 (서울 denser than 경기).
DEFAULT_DONG_STOCK = {"서울특별시": 12_000, "경기도": 9_000}


def dong_stock(code: str, sido: str) -> int:
    entry = DONG_CALIBRATION.get(code)
    return entry[1] if entry else DEFAULT_DONG_STOCK.get(sido, 9_000)


def dong_level(code: str, sigungu: str) -> float:
    """2025 apartment sale level of a 동, 만원/㎡ 전용."""
    entry = DONG_CALIBRATION.get(code)
    if entry:
        return float(entry[2])
    return APT_SALE_PER_M2[sigungu][0] * DONG_PREMIUM.get(code, 1.0)


def type_level(property_type: str, apt_level: float) -> float:
    """Sale level of a property type where apartments sell at ``apt_level`` 만원/㎡.

    Officetels: 300 + 0.28·L, at most 0.7·L — in 강남 (L≈3,000) a 전용 25㎡ officetel sells
    near 1,100만원/㎡, about 0.38 of an apartment; in cheap areas the gap narrows but an
    officetel's ㎡ never costs more than an apartment's.
    """
    if property_type == "OFFICETEL":
        return min(0.7 * apt_level, 300 + 0.28 * apt_level)
    return apt_level * TYPE_PRICE_FACTOR[property_type]


PROPERTY_TYPES = ("APARTMENT", "OFFICETEL", "VILLA", "ONEROOM", "HOUSE")
# Officetels are priced by type_level(); the rest by a factor on the apartment level.
TYPE_PRICE_FACTOR = {"APARTMENT": 1.0, "VILLA": 0.45, "ONEROOM": 0.55,
                     "HOUSE": 0.55}
TYPE_JEONSE_RATIO = {"OFFICETEL": 0.75, "VILLA": 0.75, "ONEROOM": 0.72, "HOUSE": 0.55}
CONVERSION_RATE = {"APARTMENT": 0.048, "OFFICETEL": 0.055, "VILLA": 0.058, "ONEROOM": 0.065,
                   "HOUSE": 0.055}

# Share of complexes by type, and deal-type mix of a type's transactions (SALE, JEONSE, MONTHLY).
TYPE_SHARE = {"APARTMENT": 0.45, "OFFICETEL": 0.15, "VILLA": 0.22, "ONEROOM": 0.12,
              "HOUSE": 0.06}
DEAL_MIX = {
    "APARTMENT": (0.35, 0.35, 0.30),
    "OFFICETEL": (0.15, 0.30, 0.55),
    "VILLA": (0.20, 0.45, 0.35),
    "ONEROOM": (0.03, 0.25, 0.72),
    "HOUSE": (0.30, 0.35, 0.35),
}

# Exclusive-area bands (㎡) per type: (area, weight).
AREA_BANDS: dict[str, tuple[tuple[float, int], ...]] = {
    "APARTMENT": ((39, 4), (49, 6), (59, 22), (74, 10), (84, 30), (101, 8), (114, 8),
                  (135, 5), (165, 4), (198, 3)),
    "OFFICETEL": ((20, 20), (24, 20), (29, 18), (33, 14), (45, 10), (59, 10), (84, 8)),
    "VILLA": ((30, 10), (40, 18), (49, 22), (59, 25), (66, 15), (84, 10)),
    "ONEROOM": ((20, 35), (23, 30), (26, 20), (33, 15)),
    "HOUSE": ((60, 15), (85, 25), (110, 25), (140, 20), (170, 10), (200, 5)),
}

TREND_ORIGIN = (2025, 7)
# Monthly growth of the price index by 2025 price tier (만원/㎡ of the district).
MONTHLY_GROWTH = ((2000, 0.0080), (1300, 0.0055), (900, 0.0030), (0, 0.0015))


def monthly_growth(level: int) -> float:
    """Growth per month for a district whose 2025 apartment level is ``level`` 만원/㎡."""
    return next(g for floor, g in MONTHLY_GROWTH if level >= floor)


def jeonse_ratio(property_type: str, sale_per_m2: float) -> float:
    """Jeonse deposit as a share of the sale price.

    Apartments: 0.62 at 600만원/㎡ falling logarithmically to ~0.52 at 3,000만원/㎡
    (expensive districts have lower 전세가율), clamped to [0.45, 0.65].
    """
    if property_type != "APARTMENT":
        return TYPE_JEONSE_RATIO[property_type]
    ratio = 0.62 - 0.06 * math.log(max(sale_per_m2, 1.0) / 600.0)
    return min(0.65, max(0.45, ratio))


def area_factor(area_m2: float) -> float:
    """Small units cost a little more per ㎡ (±8% around 59–84㎡)."""
    return 1.0 + 0.08 * max(-1.0, min(1.0, (70.0 - area_m2) / 70.0))


def age_factor(build_year: int, ref_year: int = 2025) -> float:
    """New buildings carry a premium; very old apartments hold value (redevelopment)."""
    age = ref_year - build_year
    if age < 5:
        return 1.12
    if age < 15:
        return 1.0
    if age < 30:
        return 0.90
    return 0.97


# Median of area × age × floor factors over the generated apartments (measured: ≈0.93). The
# calibration levels are medians of deals, so a complex's base is level ÷ this.
UNIT_EFFECTS_MEDIAN = 0.93


def floor_factor(floor: int) -> float:
    return 0.93 if floor <= 2 else (1.03 if floor >= 10 else 1.0)
