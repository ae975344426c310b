"""The region gazetteer the planner and search rely on (holmes_kit.korean.regions)."""

from holmes_kit.korean.regions import REGIONS, find_region, region_by_code, regions_by_name

SEOUL_GU = ("종로구 중구 용산구 성동구 광진구 동대문구 중랑구 성북구 강북구 도봉구 노원구 은평구 "
            "서대문구 마포구 양천구 강서구 구로구 금천구 영등포구 동작구 관악구 서초구 강남구 "
            "송파구 강동구").split()


def test_real_gangnam_codes() -> None:
    assert find_region("강남구").code == "1168000000"
    assert find_region("역삼동").code == "1168010100"
    assert find_region("삼성동").code == "1168010500"
    assert find_region("대치동").code == "1168010600"
    assert find_region("성남시 분당구").code == "4113500000"
    assert find_region("서울").code == "1100000000"


def test_all_25_seoul_gu_with_dongs() -> None:
    gus = {r.sigungu for r in REGIONS if r.sido == "서울특별시" and r.level == "sigungu"}
    assert gus == set(SEOUL_GU)
    for gu in SEOUL_GU:
        dongs = [r for r in REGIONS if r.sigungu == gu and r.level == "dong"]
        assert len(dongs) >= 3, gu


def test_codes_are_unique_and_nested() -> None:
    codes = [r.code for r in REGIONS]
    assert len(codes) == len(set(codes))
    for r in REGIONS:
        assert len(r.code) == 10 and r.code.isdigit()
        if r.level == "dong":
            parent = region_by_code(r.sigungu_code)
            assert parent is not None and parent.sigungu == r.sigungu


def test_full_and_short_names() -> None:
    names = regions_by_name()
    gangnam = find_region("강남구")
    for spelling in ("강남구", "서울 강남구", "서울특별시 강남구", "강남"):
        assert names[spelling] == (gangnam,)
    assert names["서울 강남구 역삼동"] == names["역삼동"]
    assert find_region("분당") == find_region("경기도 성남시 분당구")


def test_ambiguous_dong_lists_every_candidate() -> None:
    sinsa = regions_by_name()["신사동"]
    assert {r.sigungu for r in sinsa} == {"강남구", "은평구"}
    assert find_region("신사동") is None
    assert find_region("강남구 신사동").code == "1168010700"
