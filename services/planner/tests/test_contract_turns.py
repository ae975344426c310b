"""Lease fields in free text, the follow-up that completes a drafting turn, and bad values
stopped before any tool runs."""

from __future__ import annotations

import pytest

from holmes_kit.korean.extract import extract_entities, find_amounts, find_unknown_regions
from holmes_planner.domain.contract_fields import contract_fields
from holmes_planner.domain.plan import PreviousTurn, make_plan

FOLLOW_UP = ("보증금 3억, 2025년 3월 1일부터 2년, 임대인 김철수, 임차인 이영희, "
             "주소 서울 강남구 역삼동 123-4 101호, 84㎡")


def _fields(text: str) -> dict:
    return contract_fields(text, find_amounts(text))


def test_the_example_answer_gives_address_parties_and_a_two_year_term() -> None:
    assert _fields(FOLLOW_UP) == {
        "address": "서울 강남구 역삼동 123-4 101호", "landlord_name": "김철수", "tenant_name": "이영희",
        "start_date": "2025-03-01", "end_date": "2027-02-28",  # 3월 1일 + 2년 - 1일
    }


def test_dates_payments_rent_day_and_special_terms_by_their_words() -> None:
    text = ("임대인은 박민수씨고 임차인은 최지은입니다. 서울 마포구 합정동 411-3 202호, 월세 100 매월 25일, "
            "계약일 2025년 4월 1일, 2025.5.1 입주 2027.4.30 까지, 계약금 1천만원, 잔금 2025년 5월 1일, "
            "특약: 반려동물 허용; 도배는 임대인 부담")
    f = _fields(text)
    assert (f["landlord_name"], f["tenant_name"]) == ("박민수", "최지은")
    assert f["address"] == "서울 마포구 합정동 411-3 202호"
    assert (f["contract_date"], f["start_date"], f["end_date"], f["balance_date"]) == (
        "2025-04-01", "2025-05-01", "2027-04-30", "2025-05-01")
    assert f["rent_payment_day"] == 25 and f["contract_payment_manwon"] == 1000
    assert f["special_terms"] == ["반려동물 허용", "도배는 임대인 부담"]


def test_a_term_in_months_and_balance_on_move_in() -> None:
    f = _fields("2024년 2월 29일부터 24개월, 잔금은 입주일에 지급")
    assert f["end_date"] == "2026-02-27" and f["balance_at_start"] is True


def test_nothing_is_guessed_from_a_question() -> None:
    assert _fields("전세 계약할 때 뭘 확인해야 하나요?") == {}


def _previous(query: str) -> PreviousTurn:
    d = make_plan(query)
    return PreviousTurn(intent=d.intent, entities=d.entities, query=d.query, keywords=tuple(d.keywords), turn_id="t-1")


def test_answer_to_the_drafting_questions_continues_the_contract_with_both_turns_fields() -> None:
    prev = _previous("강남구 아파트 전세 임대차계약서 작성해주세요. 계약금은 3천만원, 잔금은 입주일에 치를게요")
    d = make_plan(FOLLOW_UP, previous=prev)
    assert d.intent == "계약서작성" and d.context_turn_id == "t-1"
    assert [s.tools for s in d.steps] == [["legal_search"], ["lease_contract"]]
    e = d.entities
    assert e.property_types == ["APARTMENT"] and e.deal_types == ["JEONSE"]  # from turn 1
    assert {a.role: a.manwon for a in e.amounts} == {"contract_payment": 3000, "deposit": 30000}
    assert e.extra["contract_payment_manwon"] == 3000 and e.extra["landlord_name"] == "김철수"
    assert e.extra["balance_date"] == e.extra["start_date"] == "2025-03-01"  # 잔금은 입주일에 (turn 1)


def test_a_new_question_after_drafting_is_not_taken_for_contract_values() -> None:
    prev = _previous("임대차계약서 작성해주세요")
    assert make_plan("강남구 아파트 시세 알려줘", previous=prev).intent == "시세조회"
    assert make_plan("안녕", previous=prev).intent == "irrelevant"


def test_without_a_drafting_turn_the_same_text_stays_unclear() -> None:
    assert make_plan(FOLLOW_UP).intent == "unclear"


@pytest.mark.parametrize(("query", "needles"), [
    ("보증금 -3억 전세 위험한가요?", ["보증금", "'-3억'", "0보다"]),
    ("강남구 아파트 보증금 마이너스 2억 전세", ["보증금", "0보다"]),
    ("강남구 아파트 전세 보증금 9999억 위험해?", ["보증금 9,999억원", "단위"]),
    ("월세 2억원짜리 원룸 괜찮아?", ["월세 2억원"]),
    ("임대차계약서 작성해줘 2025년 3월 1일부터 2024년 3월 1일까지", ["종료일(2024년 3월 1일)", "시작일(2025년 3월 1일)"]),
    ("강남시 아파트 시세", ["'강남시'", "'강남구'"]),
    ("홍길시 아파트 전세 시세", ["'홍길시'", "찾을 수 없는 지역"]),
])
def test_bad_values_stop_the_turn_with_a_message_naming_them(query: str, needles: list[str]) -> None:
    d = make_plan(query)
    assert d.steps == [] and d.fast_path == "invalid" and d.guidance is not None
    for needle in needles:
        assert needle in d.guidance.message


def test_a_review_of_a_contract_with_odd_values_is_still_reviewed() -> None:
    d = make_plan("이 계약서 검토해줘: 임대차기간은 2025년 3월 1일부터 2024년 3월 1일까지로 한다.")
    assert d.intent == "계약서검토" and d.steps


@pytest.mark.parametrize(("text", "expected"), [
    ("보증금 -3억", [(-30000, "deposit", "-3억")]),
    ("보증금: -5000", [(-5000, "deposit", "-5000")]),
    ("2억-3억 사이 전세", [(20000, None, "2억"), (30000, "deposit", "3억")]),  # a range, not a sign
    ("보증금 3억, 계약금 3천만원, 잔금 2억 7천", [(30000, "deposit", "3억"), (3000, "contract_payment", "3천만원"),
                                           (27000, "balance_payment", "2억 7천")]),
])
def test_signs_and_lease_payment_roles(text: str, expected: list) -> None:
    assert [(a.manwon, a.role, a.text) for a in find_amounts(text)] == expected


@pytest.mark.parametrize(("text", "regions", "unknown"), [
    ("강남시 아파트 시세", [], [{"text": "강남시", "suggestion": "강남구"}]),
    ("분당시 아파트", [], [{"text": "분당시", "suggestion": "분당구"}]),
    ("수원시 아파트", ["수원시"], []),
    ("서울시 강남구 전세", ["강남구"], []),
    ("강남시세 알려줘", ["강남구"], []),  # 강남 + 시세, not a place called 강남시
    ("신도시 아파트 시세", [], []),
    ("혹시 서초구 매물 있어?", ["서초구"], []),
])
def test_unknown_places_are_reported_not_silently_replaced(text: str, regions: list, unknown: list) -> None:
    e = extract_entities(text)
    assert [r.name for r in e.regions] == regions
    assert find_unknown_regions(text) == unknown
    assert e.extra.get("unknown_regions", []) == unknown


def test_senior_debt_and_household_hints_go_to_extra() -> None:
    e = extract_entities("근저당 채권최고액 2억 4천 잡힌 집에 전세 3억, 신혼부부이고 무주택 32살 연봉 7천")
    assert e.extra["mortgage_max_claim"] == 24000
    assert e.extra["marital"] == "newlywed" and e.extra["homeless"] is True
    assert e.extra["age"] == 32 and e.extra["income_manwon"] == 7000


@pytest.mark.parametrize("text, address", [
    ("서울 강남구 대치동 123 래미안아파트 101동 1203호 전세 계약서 작성해줘",
     "서울 강남구 대치동 123 래미안아파트 101동 1203호"),
    ("주소 서울특별시 서초구 반포대로 201, 102동 1503호, 임대인 박민수",
     "서울특별시 서초구 반포대로 201, 102동 1503호"),
    ("소재지는 서울 송파구 잠실동 40-1 리센츠 B동 304호이고 보증금 5억", "서울 송파구 잠실동 40-1 리센츠 B동 304호"),
    ("서울 마포구 합정동 411-3 202호 월세 계약서", "서울 마포구 합정동 411-3 202호"),
    # No lot number: the building with its 동·호 is the address.
    ("부산 해운대구 우동 센텀파크 305동 1102호 전세 계약서 만들어줘", "부산 해운대구 우동 센텀파크 305동 1102호"),
])
def test_the_address_keeps_building_dong_and_ho(text, address) -> None:
    assert _fields(text)["address"] == address


@pytest.mark.parametrize("text, terms", [
    ("계약서 써줘. 반려동물 허용 특약과 관리비는 임차인이 부담한다는 특약 넣어줘",
     ["반려동물 허용", "관리비는 임차인이 부담한다"]),
    ("보증금 3억, 특약으로 반려동물 키우는 것 허용, 관리비 월 10만원 포함",
     ["반려동물 키우는 것 허용", "관리비 월 10만원 포함"]),
    ("고양이 한 마리 키워도 된다는 특약도 넣어 주세요", ["고양이 한 마리 키워도 된다"]),
    # A comma list before one '특약' keeps every item, and stops at a contract field.
    ("전세 계약서 써줘, 임차인 정하늘. 소형견 한 마리 허용, 관리비 월 20만원 임차인 부담 특약 넣어서",
     ["소형견 한 마리 허용", "관리비 월 20만원 임차인 부담"]),
    ("보증금 2억, 벽걸이 에어컨 설치 허용 특약 넣어줘", ["벽걸이 에어컨 설치 허용"]),
    ("특약사항: 반려동물(소형견 1마리, 실내견) 사육 허용, 관리비는 월 15만원 정액", 
     ["반려동물(소형견 1마리, 실내견) 사육 허용", "관리비는 월 15만원 정액"]),
])
def test_requested_special_terms_are_all_kept(text, terms) -> None:
    assert _fields(text)["special_terms"] == terms


def test_a_bare_mention_of_special_terms_is_not_a_term() -> None:
    assert "special_terms" not in _fields("특약 넣어서 계약서 작성해줘")


def test_every_field_of_a_rich_request_is_taken() -> None:
    text = ("서울 마포구 합정동 411-3 합정푸르지오 103동 702호 아파트 월세 계약서 써줘. 보증금 5천만원 월세 120만원 매월 10일, "
            "계약금 500만원 2026년 1월 10일, 중도금 1천만원 2026년 2월 1일, 잔금 2026년 3월 1일, 2026년 3월 1일부터 2년, "
            "임대인 박민수 010-1234-5678, 임차인 최지은 010-9876-5432, 전용 59㎡, 입주 전 도배 장판 교체, 중개보수 50만원. "
            "특약: 반려동물 허용; 관리비는 월 15만원 정액")
    f = _fields(text)
    assert f["address"] == "서울 마포구 합정동 411-3 합정푸르지오 103동 702호"
    assert (f["contract_payment_date"], f["middle_payment_date"], f["balance_date"]) == (
        "2026-01-10", "2026-02-01", "2026-03-01")
    assert (f["landlord_phone"], f["tenant_phone"]) == ("010-1234-5678", "010-9876-5432")
    assert f["repairs"] == "도배 장판 교체" and f["brokerage_fee_won"] == 500_000
    assert f["special_terms"] == ["반려동물 허용", "관리비는 월 15만원 정액"]


def test_a_monthly_maintenance_fee_is_not_a_rent() -> None:
    """'관리비 월 20만원' on a 전세 lease: the 월 is how often the fee is paid, so the drafting
    form must not think there is a rent (and then ask for a rent payment day)."""
    e = extract_entities("전세 보증금 3억 계약서, 관리비 월 20만원 임차인 부담 특약")
    assert [(a.manwon, a.role) for a in e.amounts] == [(30000, "deposit"), (20, "maintenance_fee")]
    assert "MONTHLY" not in e.deal_types
    assert [(a.manwon, a.role) for a in find_amounts("관리비는 월 7만원, 월세는 월 45만원")] == [
        (7, "maintenance_fee"), (45, "monthly_rent")]


def test_two_values_stated_without_a_question_answer_the_drafting_turn() -> None:
    prev = _previous("아파트 전세 임대차계약서 써주세요")
    d = make_plan("계약금은 2천만원이고 잔금은 입주하는 날 드릴게요", previous=prev)
    assert d.intent == "계약서작성" and d.entities.extra["contract_payment_manwon"] == 2000
    # the same values asked as a question stay a question
    assert make_plan("계약금은 2천만원이고 잔금은 입주일이면 위약금은 얼마인가요?", previous=prev).intent != "계약서작성"


def test_a_city_with_districts_keeps_every_level_of_the_address() -> None:
    assert _fields("경기 고양시 일산동구 장항동 호수마을 302동 1504호 전세 계약서")["address"] == (
        "경기 고양시 일산동구 장항동 호수마을 302동 1504호")


@pytest.mark.parametrize(("text", "manwon"), [
    ("계약금 3천2백만원", 3200), ("계약금 2천 5백만원", 2500), ("보증금 1억 3천5백만원", 13500)])
def test_thousands_and_hundreds_of_one_figure_are_one_amount(text: str, manwon: int) -> None:
    assert [a.manwon for a in find_amounts(text)] == [manwon]


@pytest.mark.parametrize("answer", ["전용 33제곱이에요", "전용면적 33㎡요", "면적은 33제곱미터", "33m2입니다"])
def test_a_lone_area_answering_the_drafting_question_keeps_drafting(answer) -> None:
    """The drafting turn asked '임차할 부분 면적'; the bare answer is that value, not a glossary question."""
    prev = _previous("빌라 월세 계약서 써줘 보증금 1천만원 월세 50만원")
    d = make_plan(answer, previous=prev)
    assert d.intent == "계약서작성" and d.entities.area_m2 == 33.0
    assert {a.role: a.manwon for a in d.entities.amounts}.get("deposit") == 1000  # turn 1 kept


def test_an_area_among_other_answers_is_read() -> None:
    prev = _previous("빌라 월세 계약서 써줘 보증금 1천만원 월세 50만원")
    d = make_plan("빌라고 전용 33제곱, 월세는 매달 25일, 계약금 100만원, 잔금은 2027년 1월 1일", previous=prev)
    assert d.intent == "계약서작성" and d.entities.area_m2 == 33.0


def test_asking_what_the_asked_term_means_is_still_a_question() -> None:
    prev = _previous("빌라 월세 계약서 써줘 보증금 1천만원 월세 50만원")
    assert make_plan("전용면적이 뭐예요?", previous=prev).intent != "계약서작성"


def test_a_dong_told_without_its_gu_is_the_address_with_the_place_it_resolved_to() -> None:
    # "망원동 한빛빌라 202호": the draft was asking for 소재지 again; the 동 resolves to 마포구
    p = make_plan("월세 계약서 만들어줘. 성산동 행복빌라 301호, 보증금 500만원, 월세 45만원")
    assert p.entities.extra["address"] == "서울특별시 마포구 성산동 행복빌라 301호"
    # a 동 with no 호 after it is a neighbourhood, not an address
    assert "address" not in make_plan("성산동 빌라 월세 계약서 써줘, 보증금 500만원").entities.extra


def test_a_short_question_of_what_a_term_means_is_no_elliptic_follow_up() -> None:
    # "환산보증금이 뭔가요?" is as short as "월세는요?", but asks something whole: the glossary answers it
    assert make_plan("환산보증금이 뭔가요?").intent == "법률상담"
    assert make_plan("월세는요?").intent == "unclear"


def test_what_a_corpus_term_means_is_asked_of_the_glossary_and_the_laws() -> None:
    # "깡통전세가 뭐예요?" wanted a risk checklist and "갭투자가 뭔가요?" a market analysis of no place
    for asked in ("깡통전세가 뭐예요?", "갭투자가 뭔가요?", "분양권 전매가 뭔지 알려줘"):
        p = make_plan(asked)
        assert p.intent == "법률상담" and [s.tools for s in p.steps] == [["legal_search"]], asked
    # a place or a figure makes it a question about that place or sum; a loan's term stays with the loans
    assert make_plan("강남구 갭투자 어때요?").intent != "법률상담"
    assert make_plan("LTV가 뭐야?").intent == "대출상담"
