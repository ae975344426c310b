

def test_english_amounts_however_written_become_korean_figures():
    from holmes_planner.domain.english import gloss
    assert gloss("deposit of ₩300,000,000") == "보증금 3억"
    assert gloss("deposit 30 million KRW and rent 600k won") == "보증금 3000만원 월세 60만원"
    assert gloss("jeonse 2억, sale price 2.1억, is it safe?").endswith("전세 2억 매매가 2.1억 위험한가요")
    assert "20년 원리금균등" in gloss("borrow 100 million won at 4.5% for 20 years with equal monthly installments")
