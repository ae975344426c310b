"""The ordinary English of Korean housing law, as expats, foreign workers, students and investors put it.

Each phrasing (written for these tests, not taken from an evaluation set) must reach the law's own Korean
term in the gloss, and the plan must go where the same question asked in Korean goes."""
from __future__ import annotations

import pytest

from holmes_planner.domain.english import gloss
from holmes_planner.domain.plan import make_plan

LEGAL = ("법률상담", {"search"})


@pytest.mark.parametrize(("q", "terms"), [
    # 주택임대차보호법
    ("My lease was automatically extended because nobody said anything. Can I move out anytime?", ("묵시적 갱신된",)),
    ("Can I use my right to request contract renewal if the landlord wants a 10% rent increase?", ("계약갱신요구권",)),
    ("Do I need to do the move-in report and get the fixed date stamp on my lease contract?", ("전입신고", "확정일자")),
    # 민법
    ("Do I have to restore the apartment to its original condition when I leave? I put up wallpaper.", ("원상회복",)),
    ("Can I sublet my room to a friend while I travel?", ("전대",)),
    ("If the seller cancels after I paid the down payment, does he have to pay back double?", ("매도인이 해제", "계약금", "배액상환")),
    # 공인중개사법
    ("Is the realtor's fee subject to VAT?", ("중개보수", "부가가치세")),
    ("The agent didn't explain that there was a mortgage on the house. Is the agent liable?", ("설명의무", "손해배상")),
    ("Can a real estate agent buy the property directly from the client?", ("직접거래",)),
    ("Did the agent have to give me the property confirmation and explanation form?", ("확인설명서",)),
    # 부동산 거래신고법
    ("The sale was cancelled, do I need to file a cancellation report?", ("계약해제 신고",)),
    ("Does my lease need to be reported under the rental contract reporting system?", ("전월세 신고",)),
    ("Do I need permission to buy land in a land transaction permit zone as a foreigner?", ("토지거래허가구역", "외국인")),
    # 부동산등기법
    ("How do I register the ownership transfer myself without a lawyer?", ("셀프등기", "소유권이전등기")),
    ("What do the gap-gu and eul-gu sections of the registry mean?", ("갑구", "을구")),
    ("What is a provisional registration on the house I want to buy?", ("가등기",)),
    ("Should I register a jeonse right instead of the move-in report?", ("전세권설정등기", "전입신고")),
    # 주택법
    ("Can I resell my pre-sale right for a new apartment?", ("전매", "분양권")),
    ("Is there a resale restriction on subscription winners?", ("전매제한", "청약")),
    ("Is there a mandatory residence period after buying a price-capped apartment?", ("거주의무", "분양가상한제")),
    ("How does the housing subscription work for foreigners?", ("청약", "외국인")),
    # 공동주택관리법
    ("How is the residents' council elected in an apartment complex?", ("입주자대표회의",)),
    ("Where can I file a dispute about the management fee? Is there a dispute mediation committee?", ("관리비", "분쟁조정위원회")),
    ("The new apartment has cracks and leaks. How long is the defect warranty period?", ("하자담보책임 기간",)),
    # 건축물분양법, 층간소음
    ("Is the sale advertisement of an officetel regulated?", ("분양광고", "오피스텔")),
    ("How many decibels is floor noise allowed at night?", ("층간소음", "데시벨", "야간")),
    # 전세사기피해자법
    ("How do I apply to be recognized as a jeonse fraud victim?", ("신청", "피해자결정")),
    ("Can a jeonse fraud victim get a priority right to buy the house at auction?", ("우선매수권",)),
    ("Can the auction of my house be postponed because I'm a fraud victim?", ("경매 유예",)),
    # foreigners' own filings
    ("Do I need an alien registration card to do the move-in report?", ("외국인등록", "전입신고")),
    ("I changed my address, do I need to report my change of residence to immigration?", ("체류지 변경신고",)),
    ("Can an F-4 visa holder get opposability with a residence report instead of a move-in report?",
     ("국내거소신고", "대항력", "체류지 변경신고")),
    ("Is my lease enforceable against the new owner if I only have an ARC?", ("대항력", "외국인등록")),
    # 가격공시법: the official price is the law's, not a market price
    ("Where can I see the official apartment price and how do I object if it's too high?", ("공시가격", "이의신청")),
    ("When does the housing association get project approval, and can I get my money back before that?",
     ("주택조합", "사업계획승인")),
    ("The house I want to rent is held in trust by a trust company. Who do I sign with?", ("신탁등기",)),
])
def test_the_laws_english_vocabulary_reaches_their_terms_and_the_legal_team(q, terms):
    ko = gloss(q)
    assert all(t in ko for t in terms), ko
    p = make_plan(q)
    assert (p.intent, {s.team for s in p.steps}) == LEGAL, (p.intent, p.reasoning)


def test_listings_asked_for_are_a_search_but_one_listing_doubted_is_a_risk():
    p = make_plan("Show me two-room listings under 100 million deposit near Hongdae station")
    assert p.intent == "시세조회" and "real_estate_search" in {t for s in p.steps for t in s.tools}
    assert "매물" not in gloss("Is this listing a scam? The deposit is very low.")
    assert make_plan("Is this listing a scam? The deposit is very low.").intent == "리스크분석"


@pytest.mark.parametrize(("q", "absent"), [
    # the words inside a phrase keep to their own concept
    ("Do I need to do the move-in report and get the fixed date stamp on my lease contract?", "수리비"),  # "fixed" no repair
    ("Who is liable for the broken boiler?", "손해배상"),  # who bears it, not damages
    ("Can I get a double room for 500k won monthly rent near Sinchon station?", "배액상환"),
    ("Should I double check the registry before signing?", "배액상환"),
    ("What is the resale value of apartments in Mapo?", "전매"),  # an old home's price, no pre-sale right
    ("Can I apply for the apartment lottery (cheongyak) with a subscription savings account?", "종합"),
])
def test_a_phrase_does_not_swallow_another_concepts_words(q, absent):
    assert absent not in gloss(q)


def test_a_subscription_account_question_stays_a_legal_question():
    # "주택청약종합저축" would read as a 종합분석 ask; the account is glossed as 청약통장
    p = make_plan("Can I apply for the apartment lottery (cheongyak) with a subscription savings account?")
    assert p.intent == "법률상담" and "청약통장" in gloss(
        "Can I apply for the apartment lottery (cheongyak) with a subscription savings account?")


def test_a_registration_number_is_no_asking_price():
    from holmes_planner.domain.intent import area_scores
    # '주민등록번호가' holds the letters of 호가 (asking price): no market question
    assert area_scores("외국인 주민등록번호가 없는데 대항력 되나요")["market"] == 0
    assert area_scores("이 아파트 호가가 얼마예요")["market"] >= 3


def test_lead17b_glosses_the_floor_noise_rule_words_and_reads_under_the_rule_as_no_bound():
    from holmes_planner.domain.english import gloss
    said = gloss("What exactly counts as 'direct impact' noise under the rule?")
    assert "직접충격 소음" in said and "이하" not in said  # "under the rule" is according to it, not a bound
    assert "이하" in gloss("Any two-room under 3억?")
    assert "급수·배수" in gloss("Is the sound of the upstairs toilet flushing counted as floor noise?")
    reading = gloss("Upstairs kids running around at 2 pm measured 41 dB as a 1-minute Leq. Is that over the legal "
                    "floor-noise standard?")
    assert all(w in reading for w in ("오후 2시", "41dB", "1분", "등가소음도", "기준 초과"))


def test_lead17b_who_asks_a_person_only_when_it_opens_the_question():
    from holmes_planner.domain.english import gloss
    assert gloss("Who finally approves the capped sale price?").startswith("누가")
    assert "누가" not in gloss("I am a tenant who moved in last year. Can I stay?")
    assert "공제 보장금액" in gloss("How much liability coverage must an individual real estate agent carry?")
    assert "누가" not in gloss("Who can demand defect repairs in a new apartment — only the owner?")  # proposes an answer
