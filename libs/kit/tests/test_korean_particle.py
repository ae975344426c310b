from holmes_kit.korean.text import ro


def test_ro_follows_the_last_syllables_final_consonant():
    assert ro("대출 한도 계산") == "으로"      # ㄴ
    assert ro("시세 정보") == "로"            # no final consonant
    assert ro("서울") == "로"                 # ㄹ takes 로
    assert ro("매물 정보(real_estate_search)") == "로"  # the Korean word decides, not the tag
    assert ro("market_data") == "로"
