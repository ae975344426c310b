from holmes_document.domain import build_lease_fields, special_clauses


def test_clauses_follow_the_search_results_and_cite_them(full_partial, legal_refs):
    clauses = special_clauses(legal_refs, build_lease_fields(full_partial))
    assert [c.key for c in clauses] == ["registration", "repairs", "increase_limit"]
    assert [[(b.law, b.article) for b in c.bases] for c in clauses] == [
        [("주택임대차보호법", "제3조"), ("주택임대차보호법", "제3조의2")], [("민법", "제623조")],
        [("주택임대차보호법", "제7조")]]
    assert "확정일자" in clauses[0].text


def test_one_result_can_support_several_clauses_each_used_once(full_partial):
    refs = [{"law": "주택임대차보호법", "article": "제3조", "title": "대항력 등"},
            {"law": "주택임대차보호법", "article": "제3조의2", "title": "보증금의 회수"}]
    clauses = special_clauses(refs, build_lease_fields(full_partial))
    assert [c.key for c in clauses] == ["registration", "senior_claims"]
    assert [c.basis.article for c in clauses] == ["제3조", "제3조의7"]
    assert "잔금 지급일 다음 날까지" in clauses[1].text


def test_article_spelling_is_normalized(full_partial):
    refs = [{"law_title": "주택임대차보호법", "article_number": "제 3 조의 7 제1항", "article_title": "임대인의 정보 제시 의무"}]
    [clause] = special_clauses(refs, build_lease_fields(full_partial))
    assert clause.key == "senior_claims" and clause.basis.article == "제3조의7"


def test_rent_clause_only_for_monthly_rent(full_partial):
    refs = [{"law": "민법", "article": "제640조", "title": "차임연체와 해지"}]
    assert special_clauses(refs, build_lease_fields(full_partial)) == []
    wolse = build_lease_fields({**full_partial, "lease_type": "월세", "monthly_rent": "50만원", "rent_payment_day": 25})
    [clause] = special_clauses(refs, wolse)
    assert "2기분(100만원)" in clause.text   # 50만원 × 2
    odd = build_lease_fields({**full_partial, "lease_type": "월세", "monthly_rent": "52만 5천원", "rent_payment_day": 25})
    [clause] = special_clauses(refs, odd)
    assert "2기분(105만원)" in clause.text   # 52만 5천원 × 2, not 53만원 × 2
    odd = build_lease_fields({**full_partial, "lease_type": "월세", "monthly_rent": 52.3, "rent_payment_day": 25})
    assert "2기분(104만 6,000원)" in special_clauses(refs, odd)[0].text


def test_title_keyword_match_stays_within_housing_law(full_partial):
    fields = build_lease_fields(full_partial)
    housing = [{"law": "주택임대차보호법", "article": "제6조의2", "title": "묵시적 갱신의 경우 계약의 해지"}]
    commercial = [{"law": "상가건물 임대차보호법", "article": "제10조", "title": "계약갱신 요구 등"}]
    assert [c.key for c in special_clauses(housing, fields)] == ["renewal"]
    assert special_clauses(commercial, fields) == []


def test_malformed_and_low_score_refs_are_skipped(full_partial, legal_refs):
    fields = build_lease_fields(full_partial)
    junk = [None, {}, {"law": "민법"}, "제3조", {"law": "민법", "article": "부칙"}]
    assert special_clauses(junk, fields) == []
    kept = special_clauses(legal_refs, fields, min_score=0.87)
    assert [c.key for c in kept] == ["registration", "repairs"]
    assert len(special_clauses(legal_refs, fields, limit=1)) == 1


def test_registration_clause_cites_opposability_and_priority_whatever_result_supported_it(full_partial):
    # A decree-level result about 확정일자 supports the clause but is not its legal basis.
    refs = [{"law": "주택임대차보호법", "article": "제3조의6", "title": "확정일자 부여 및 임대차 정보제공 등"}]
    [clause] = special_clauses(refs, build_lease_fields(full_partial))
    assert clause.key == "registration"
    assert clause.cite() == "「주택임대차보호법」 제3조(대항력 등), 「주택임대차보호법」 제3조의2(보증금의 회수)"
