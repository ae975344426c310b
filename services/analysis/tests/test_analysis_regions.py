import pytest

from holmes_analysis.domain.errors import AnalysisInputError
from holmes_analysis.domain.regions import classify_region, region_from_class


@pytest.mark.parametrize(
    "sido, sgg, cls, capital",
    [
        ("서울특별시", "강남구", "seoul", True),
        ("경기", "수원시 영통구", "overcrowded", True),
        ("경기도", "용인시 수지구", "overcrowded", True),  # 시행령이 과밀억제권역과 같이 묶음
        ("경기", "안산시", "metro", True),
        ("경기", "광주시", "metro", True),  # 경기 광주시는 광역시 band
        ("경기", "양평군", "other", True),
        ("부산", "해운대구", "metro", False),
        ("부산광역시", "기장군", "other", False),  # 광역시의 군은 제외
        ("세종", None, "overcrowded", False),
        ("강원", "춘천시", "other", False),
        ("인천", "옹진군", "other", True),
    ],
)
def test_classify_region(sido, sgg, cls, capital):
    r = classify_region(sido, sgg)
    assert (r.small_tenant_class, r.capital_area) == (cls, capital)


def test_partial_overcrowded_city_carries_caveat():
    assert "호평" in classify_region("경기", "남양주시").caveat


def test_unknown_region_raises():
    with pytest.raises(AnalysisInputError) as e:
        classify_region("화성행성")
    assert e.value.field == "region"
    with pytest.raises(AnalysisInputError):
        classify_region("경기")  # 시/군 없이 band를 정할 수 없음
    with pytest.raises(AnalysisInputError) as e2:
        region_from_class("moon", False)
    assert e2.value.field == "region_class"
