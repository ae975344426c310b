from holmes_kit.korean.text import ro


def test_ro_follows_the_last_syllables_final_consonant():
    assert ro("대출 한도 계산") == "으로"      # ㄴ
    assert ro("시세 정보") == "로"            # no final consonant
    assert ro("서울") == "로"                 # ㄹ takes 로
    assert ro("매물 정보(real_estate_search)") == "로"  # the Korean word decides, not the tag
    assert ro("market_data") == "로"


def test_josa_picks_each_pair_by_the_last_sound():
    from holmes_kit.korean.text import josa
    assert josa("보증금", "가") == "보증금이" and josa("월세", "이") == "월세가"
    assert josa("버팀목 전세자금대출", "는") == "버팀목 전세자금대출은"
    assert josa("디딤돌 대출", "을") == "디딤돌 대출을" and josa("시세", "을") == "시세를"
    assert josa("보증금", "와") == "보증금과" and josa("월세", "과") == "월세와"
    # a parenthesis or quote after the word does not decide; the word before it does
    assert josa("연소득·무주택 여부(집이 있는지)", "을") == "연소득·무주택 여부(집이 있는지)를"
    assert josa("'역삼동'", "은") == "'역삼동'은"


def test_josa_reads_numbers_and_latin_as_said_aloud():
    from holmes_kit.korean.text import josa
    assert josa("2", "이") == "2가" and josa("3", "가") == "3이"        # 이, 삼
    assert josa("10", "가") == "10이" and josa("2,000", "는") == "2,000은"  # 십, 천
    assert josa("0.5", "은") == "0.5는" and josa("4.5%", "은") == "4.5%는"  # 오, 퍼센트
    assert josa("LTV", "을") == "LTV를" and josa("DSR", "가") == "DSR이"  # 브이, 알
    assert josa("1억", "이") == "1억이" and josa("3억원", "를") == "3억원을"
