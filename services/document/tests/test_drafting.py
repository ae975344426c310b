import io

import docx

from holmes_document.domain import build_lease_fields, draft_lease, review_contract


def docx_text(data: bytes) -> str:
    """All text a reader sees in the DOCX, in document order: paragraphs and every table cell."""
    document = docx.Document(io.BytesIO(data))
    parts: list[str] = []
    for item in document.iter_inner_content():
        if isinstance(item, docx.table.Table):
            parts += [cell.text for row in item.rows for cell in row.cells]
        else:
            parts.append(item.text)
    return "\n".join(parts)


def test_docx_carries_every_field(full_partial, legal_refs):
    draft = draft_lease(build_lease_fields(full_partial), legal_refs)
    text = docx_text(draft.docx)
    expected = [
        "서울특별시 마포구 월드컵북로 396, 101동 1203호",
        "84.97㎡",
        "금 삼억오천만원정 (₩350,000,000)",        # 보증금 3억 5천
        "금 삼천오백만원정 (₩35,000,000)",         # 계약금
        "금 일억원정 (₩100,000,000)",              # 중도금
        "금 이억일천오백만원정 (₩215,000,000)",    # 잔금 = 35,000 - 3,500 - 10,000 만원
        "2025년 4월 1일", "2025년 5월 1일", "2027년 4월 30일", "2025년 3월 10일",
        "임대인(김임대)과 임차인(이임차)", "성명: 김임대", "성명: 이임차",
        "☑ 전세", "☑ 신규 계약", "없음 (전세)",
        "[전입신고·확정일자 협조]", "「주택임대차보호법」 제3조의2(보증금의 회수)",
        "[수선 의무 분담]", "「민법」 제623조(임대인의 의무)",
        "[차임·보증금 증액 제한]",
        "반려동물(소형견 1마리) 사육을 허용한다.",
    ]
    for piece in expected:
        assert piece in text, piece


def test_docx_has_every_section_of_the_standard_layout(full_partial):
    text = docx_text(draft_lease(build_lease_fields(full_partial)).docx)
    sections = ["1. 부동산의 표시", "계약의 종류", "미납 국세·지방세", "선순위 확정일자 현황", "2. 계약내용",
                "제1조 (보증금과 차임)", "제2조 (임대차기간)", "제3조 (입주 전 수리)", "제4조 (임차주택의 사용·관리·수선)",
                "제5조 (계약의 해제)", "제6조 (채무불이행과 손해배상)", "제7조 (계약의 해지)", "제8조 (갱신요구와 거절)",
                "제9조 (계약의 종료)", "제10조 (비용의 정산)", "제11조 (분쟁의 해결)", "제12조 (중개보수 등)",
                "제13조 (중개대상물확인·설명서 교부)", "특약사항", "본 계약을 증명하기 위하여", "개업공인중개사"]
    positions = [text.index(s) for s in sections[:-1]] + [text.rindex(sections[-1])]
    assert positions == sorted(positions)


def test_markdown_and_docx_carry_the_same_text(full_partial, legal_refs):
    draft = draft_lease(build_lease_fields(full_partial), legal_refs)
    text = docx_text(draft.docx)
    for line in draft.markdown.splitlines():
        content = line.lstrip("#").strip()
        if not content or content.startswith("|"):
            continue
        assert content in text, content
    for cell_row in (ln for ln in draft.markdown.splitlines() if ln.startswith("| ") and "---" not in ln):
        for cell in (c.strip() for c in cell_row.strip("|").split(" | ")):
            assert cell in text, cell


def test_monthly_rent_row_and_first_installment(full_partial):
    partial = {**full_partial, "lease_type": "보증금 있는 월세", "deposit": "1,000만원", "monthly_rent": "50만원",
               "rent_payment_day": "매월 25일", "contract_payment": "100만원", "middle_payment": None,
               "middle_payment_date": None}
    draft = draft_lease(build_lease_fields(partial))
    assert "금 오십만원정 (₩500,000)은 매월 25일에 지급한다 (후불)." in draft.markdown
    assert "금 구백만원정 (₩9,000,000)" in draft.markdown        # 잔금 1,000 - 100 만원
    assert "임차인이 임대인에게 잔금을 지급하기 전까지" in draft.markdown   # 중도금이 없으면 잔금
    assert "☑ 보증금 있는 월세" in draft.markdown
    assert "각 240,000원" in draft.markdown                        # (1천만 + 50만×100) × 0.4%


def test_repairs_are_written_when_agreed(full_partial):
    draft = draft_lease(build_lease_fields({**full_partial, "repairs": "도배·장판 교체", "repair_deadline": "2025-04-30"}))
    assert "수리할 내용: 도배·장판 교체 / 수리 완료 시기: 2025년 4월 30일까지" in draft.markdown


def test_draft_keeps_dong_ho_and_every_requested_special_term_with_its_basis(full_partial, legal_refs):
    partial = {**full_partial, "address": "서울특별시 서초구 반포대로 201, 102동 1503호",
               "special_terms": ["반려동물(소형견 1마리) 사육 허용", "관리비는 월 15만원 정액으로 임차인 부담",
                                 "입주 전 도배는 임대인이 한다"]}
    draft = draft_lease(build_lease_fields(partial), legal_refs)
    text = docx_text(draft.docx)
    assert "서울특별시 서초구 반포대로 201, 102동 1503호" in text
    assert "서울특별시 서초구 반포대로 201, 102동 1503호" in draft.markdown
    party = {c.text: c.cite() for c in draft.clauses if c.is_party_term}
    assert party == {
        "반려동물(소형견 1마리) 사육 허용": "「민법」 제610조(차주의 사용, 수익권), 「민법」 제654조(준용규정)",
        "관리비는 월 15만원 정액으로 임차인 부담": "「공동주택관리법」 제23조(관리비 등의 납부 및 공개 등)",
        "입주 전 도배는 임대인이 한다": "「민법」 제623조(임대인의 의무)",
    }
    for term, basis in party.items():
        assert f"[당사자 특약] {term} (근거: {basis})" in text
    registration = next(c for c in draft.clauses if c.key == "registration")
    assert [b.article for b in registration.bases] == ["제3조", "제3조의2"]


def test_a_villa_management_fee_term_is_kept_without_inventing_an_apartment_law(full_partial):
    fields = build_lease_fields({**full_partial, "property_type": "빌라", "special_terms": ["관리비는 월 5만원"]})
    [term] = [c for c in draft_lease(fields).clauses if c.is_party_term]
    assert term.text == "관리비는 월 5만원" and term.bases == ()


def test_every_deposit_lease_gets_the_protective_clauses_whatever_the_search_found(full_partial):
    """The 특약 that keep a deposit safe are in every draft with a deposit, even when legal search
    backed none: no new mortgage until the day after the balance and what happens if one is taken,
    senior rights and unpaid taxes disclosed, return on move-out, and help with the return guarantee
    with a way out if it cannot be had."""
    draft = draft_lease(build_lease_fields(full_partial))
    by_key = {c.key: c for c in draft.clauses}
    assert {"registration", "senior_claims", "deposit_return", "deposit_guarantee"} <= set(by_key)
    assert "잔금 지급일 다음 날까지" in by_key["senior_claims"].text and "체납" in by_key["senior_claims"].text
    guarantee = by_key["deposit_guarantee"].text
    assert "해제" in guarantee and "반환" in guarantee
    assert all(c.bases for c in draft.clauses if not c.is_party_term)
    assert review_contract(draft.markdown).findings == ()   # our own wording passes our own review


def test_search_backed_clauses_come_first_and_none_is_repeated(full_partial, legal_refs):
    keys = [c.key for c in draft_lease(build_lease_fields(full_partial), legal_refs).clauses]
    assert keys[:3] == ["registration", "repairs", "increase_limit"]
    assert len(keys) == len(set(keys))
