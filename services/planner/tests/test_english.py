

def test_english_amounts_however_written_become_korean_figures():
    from holmes_planner.domain.english import gloss
    assert gloss("deposit of ₩300,000,000") == "보증금 3억"
    assert gloss("deposit 30 million KRW and rent 600k won") == "보증금 3000만원 월세 60만원"
    assert gloss("jeonse 2억, sale price 2.1억, is it safe?").endswith("전세 2억 매매가 2.1억 위험한가요")
    assert "20년 원리금균등" in gloss("borrow 100 million won at 4.5% for 20 years with equal monthly installments")


def test_a_renewal_window_is_asked_by_a_date_question_not_by_an_amount():
    from holmes_kit.korean.extract import extract_entities
    from holmes_planner.domain.asks import calculator_tools
    q = "보증금 3억인데 갱신요구하면 최대 얼마까지?"
    assert calculator_tools(q, extract_entities(q)) == ["rent_increase_cap"]
    q = "3억 연 4% 30년 원리금균등 월 얼마?"
    assert [a.role for a in extract_entities(q).amounts] == ["loan"]  # a figure repaid over years


def test_english_conversion_renewal_window_and_a_listed_deposit_and_rent():
    from holmes_planner.domain.english import gloss
    assert "반전세로" in gloss("convert my 200 million won jeonse into a 100 million won deposit plus monthly rent")
    assert gloss("I pay a 10 million won deposit and monthly rent of 500,000 won") == "보증금 1000만원 월세 50만원"
    assert "기간 갱신요구" in gloss("What is the window to request renewal?")


def test_an_interest_only_loan_in_english_is_read_as_interest_only_repayment():
    # "Interest-only" was glossed as plain 이자 (the bare word matched first), so the payment
    # was computed as 30-year 원리금균등 instead of the monthly interest the user asked for.
    from holmes_kit.korean.extract import find_extra
    from holmes_planner.domain.english import gloss
    for q in ("Interest-only loan of 200 million won at 4.5% a year — what's the monthly interest?",
              "If I pay only the interest on a 100 million won loan at 3%, how much a month?"):
        assert find_extra(gloss(q)).get("repayment_method") == "interest_only", gloss(q)


def test_an_english_follow_up_reads_the_english_turn_before_it():
    # The earlier English turn named the renewal right; the follow-up gives only the date and "it".
    from holmes_planner.domain.plan import PreviousTurn, make_plan
    first = "Thinking of staying two more years — does the renewal right apply to my jeonse?"
    p = make_plan(first)
    prev = PreviousTurn(intent=p.intent, entities=p.entities, query=first, keywords=tuple(p.keywords))
    d = make_plan("Mine expires 2028-02-29. From which date can I use it?", previous=prev)
    assert any("renewal_window" in s.tools for s in d.steps), [s.tools for s in d.steps]


def test_english_amounts_with_m_and_k_reach_the_calculators():
    from holmes_planner.domain.plan import make_plan
    tools = lambda q: {t for s in make_plan(q).steps for t in s.tools}  # noqa: E731
    assert "loan_simulator" in tools("Borrowing 320M won at 4.2% over 25 years, equal principal-and-interest. How much each month?")
    assert "rent_conversion" in tools("I'd convert 80M won of the deposit to monthly rent. What's the maximum monthly rent?")
    assert "rent_increase_cap" in tools("Rent is 900k won a month; if I renew with my renewal right, what's the maximum new rent?")
    d = make_plan("Purchase price 520M won and jeonse 380M won — what's the jeonse ratio?")
    assert [(a.manwon, a.role) for a in d.entities.amounts] == [(52000, "price"), (38000, "deposit")]


def test_a_part_of_the_deposit_with_a_rent_asked_for_it_is_the_part_converted():
    from holmes_planner.domain.plan import make_plan
    q = "Suppose 90M won of the deposit — what's the most monthly rent the landlord may charge for that part?"
    d = make_plan(q)
    assert "rent_conversion" in {t for s in d.steps for t in s.tools}
    assert "월세로 전환할 보증금 9000만원" in d.entities.extra["query_ko"]
    # a part of the deposit already paid is no conversion
    assert "rent_conversion" not in {t for s in make_plan("I already paid 50M won of the deposit; when is the rest due?").steps
                                     for t in s.tools}


def test_a_korean_figure_inside_an_english_question_is_kept_whole():
    from holmes_kit.korean.money import find_amounts
    from holmes_planner.domain.english import gloss
    g = gloss("The jeonse is 3억 2천 and the owner's loan 1,500만 — is that risky?")
    assert [a.manwon for a in find_amounts(g)] == [32000, 1500]
    assert not g.startswith(("억", "천", "만"))  # the units are no Korean words of their own


def test_a_mortgage_repaid_at_a_rate_is_the_loan_not_a_registered_claim():
    from holmes_planner.domain.plan import make_plan
    repaid = make_plan("How much is the monthly payment on a 300M won mortgage at 3.8% over 35 years?")
    assert [(a.manwon, a.role) for a in repaid.entities.amounts] == [(30000, "loan")]
    assert repaid.entities.extra.get("term_years") == 35 and "mortgage_max_claim" not in repaid.entities.extra
    # a mortgage registered ahead of a deposit is still the 근저당 the risk check weighs
    registered = make_plan("The house has a mortgage of 100 million won registered before my deposit of 200 million won. Safe?")
    assert registered.entities.extra.get("mortgage_max_claim") == 10000


def test_an_english_rate_in_words_and_a_hyphenated_term_are_read():
    from holmes_planner.domain.english import gloss
    assert "4.1% 25년" in gloss("a 500M won home loan, 4.1 percent, 25-year term")


def test_an_english_lease_term_and_its_start_are_glossed_but_a_loan_s_years_stay_its_term():
    from holmes_planner.domain.english import gloss
    assert "2년 계약" in gloss("a three-bedroom flat on a 2-year lease")
    said = gloss("The tenancy commenced on 5 May 2026 for three years")
    assert "시작" in said and "3년 계약" in said
    assert "계약" not in gloss("I will borrow 200 million won for 25 years at 4%")
