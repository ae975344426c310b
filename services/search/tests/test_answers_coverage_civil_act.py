"""민법 문답 cards, article by article (전세권 제303조–제318조, 토지·건물 임대차와 전대 제622조–제653조, 매매의 효력과
담보책임 제568조–제588조, 제103조·제366조·제535조), asked in our own words: the card that answers and the verdict a
user acts on, and neighbouring questions the new cards must leave alone."""

from __future__ import annotations

import pytest

from holmes_search.corpus.answers import read_answers


@pytest.mark.parametrize("asked, card, verdict", [
    ("전세권 설정해두면 경매 때 후순위 채권자보다 먼저 배당받나요?", "civ-303-priority", "네"),
    ("전세권자는 우선변제권이 있나요?", "civ-303-priority", "네"),
    ("다가구 방 하나에 전세권 설정했는데 건물 전체 경매 신청 가능한가요?", "civ-318-part-no-auction", "아니요"),
    ("건물 일부에만 전세권 있으면 경매 못 넣나요?", "civ-318-part-no-auction", "네"),
    ("전세권을 양도받은 사람도 전세금 돌려달라고 청구할 수 있어요?", "civ-307-transferee", "네"),
    ("전세권 양수인이 집주인한테 전세금 반환 받을 수 있나요?", "civ-307-transferee", "네"),
    ("전세권자인데 보일러 수리비 집주인한테 청구할 수 있나요?", "civ-310-no-necessary", "조건부"),
    ("전세권자가 필요비를 집주인에게 청구할 수 있어요?", "civ-310-no-necessary", "조건부"),
    ("전세권자가 한 인테리어 공사비는 나갈 때 돌려받을 수 있나요?", "civ-310-useful", "조건부"),
    ("전세권 설정된 집에 샷시 공사한 유익비 청구 되나요?", "civ-310-useful", "조건부"),
    ("전세권자가 주거용으로 빌린 집을 사무실로 쓰면 집주인이 전세권 소멸 청구할 수 있어요?", "civ-311-misuse", "네"),
    ("전세권자가 용도와 다르게 영업하면 전세권을 없앨 수 있나요?", "civ-311-misuse", "네"),
    ("전세권 설정된 집이 태풍으로 무너지면 전세금 돌려받나요?", "civ-314-fire", "네"),
    ("전세권 있는 집이 지진으로 붕괴되면 전세금 반환 청구 가능해요?", "civ-314-fire", "네"),
    ("전세권자 실수로 불이 나서 집이 망가졌는데 전세금에서 공제해도 되나요?", "civ-315-deduct", "네"),
    ("전세권자 과실로 파손된 부분 수리비를 전세금에서 빼고 줘도 되죠?", "civ-315-deduct", "네"),
    ("전세권 끝날 때 동의받고 단 에어컨 집주인에게 사달라고 할 수 있나요?", "civ-316-fixtures", "네"),
    ("전세권 소멸하면 제가 설치한 부속물 매수청구 할 수 있어요?", "civ-316-fixtures", "네"),
    ("전전세 줬는데 화재 나면 제가 책임지나요?", "civ-308-sub-jeonse", "조건부"),
    ("전전세 놓은 집이 불가항력으로 손해 나도 전세권자가 책임져야 하나요?", "civ-308-sub-jeonse", "조건부"),
    ("집주인이 리모델링 공사를 해서 도저히 살 수 없는데 계약 해지할 수 있나요?", "civ-625-repair-terminate", "네"),
    ("집주인 수리 공사 때문에 생활이 안 되는데 계약 끝낼 수 있어요?", "civ-625-repair-terminate", "네"),
    ("창고 임대료 물가 올라서 인상 요구할 수 있나요?", "civ-628-nonhousing-rent", "네"),
    ("땅 임대료 깎아달라고 할 수 있어요?", "civ-628-nonhousing-rent", "네"),
    ("집주인 동의받고 전대했는데 집주인이랑 세입자가 합의해지하면 전차인도 나가야 돼요?", "civ-631-subtenant-survives", "아니요"),
    ("적법한 전차인인데 임대인과 임차인이 합의로 계약 끝내면 제 권리도 소멸하나요?", "civ-631-subtenant-survives", "아니요"),
    ("해지통고로 임대차 끝날 때 전차인에게도 통지해야 하나요?", "civ-638-notify-subtenant", "네"),
    ("임대인이 해지통고하면 전대받은 사람한테도 알려야 해요?", "civ-638-notify-subtenant", "네"),
    ("창고 계약기간 만료됐는데 계속 쓰고 주인이 아무말 없으면 갱신된 건가요?", "civ-639-implied-any-time", "네"),
    ("주차장 임대 기간이 끝났는데 계속 사용 중이고 이의가 없으면 연장된 거예요?", "civ-639-implied-any-time", "네"),
    ("토지 빌려서 건물 지었는데 기간 끝나고 땅주인이 철거하라면 건물 사달라고 할 수 있나요?", "civ-643-building-purchase", "네"),
    ("땅 임대차 만료됐는데 제가 지은 건물 매수청구 가능한가요?", "civ-643-building-purchase", "네"),
    ("땅 임대료 밀려서 해지됐는데 건물 매수청구 가능해요?", "civ-643-arrears-no", "아니요"),
    ("토지 차임 연체로 계약 해지당했어도 지상건물 사달라고 할 수 있나요?", "civ-643-arrears-no", "아니요"),
    ("토지 임대 계약서에 기간 끝나면 건물 철거한다는 특약 있으면 매수청구 못하나요?", "civ-652-waive-purchase", "아니요"),
    ("땅 빌릴 때 건물 원상복구 특약을 썼어도 매수청구 할 수 있어요?", "civ-652-waive-purchase", "네"),
    ("남의 땅 빌려서 지은 건물 보존등기 해뒀는데 땅주인이 바뀌면 대항할 수 있나요?", "civ-622-land-building", "네"),
    ("토지 임차해서 지은 건물을 등기해두면 새 땅주인에게 주장할 수 있어요?", "civ-622-land-building", "네"),
    ("한달살기 임대에도 부속물 매수청구 되나요?", "civ-653-temporary", "아니요"),
    ("며칠 쓰는 일시사용 임대차에도 연체 해지 규정 적용돼요?", "civ-653-temporary", "아니요"),
    ("전대받은 전차인인데 동의받고 설치한 에어컨 집주인에게 사달라 할 수 있어요?", "civ-647-subtenant-fixture", "네"),
    ("적법한 전차인이 단 시설도 임대인한테 매수청구 되나요?", "civ-647-subtenant-fixture", "네"),
    ("이중매매인데 두번째 매수인이 매도인을 적극 부추겨서 산 거면 무효인가요?", "civ-103-double-sale-collusion", "네"),
    ("이미 판 집인 줄 알면서 짜고 이중으로 산 사람 매매는 효력이 있어요?", "civ-103-double-sale-collusion", "아니요"),
    ("이중매매면 먼저 계약한 사람이 집주인 되는 거죠?", "civ-103-double-sale-first-reg", "아니요"),
    ("매도인이 두번 팔았는데 누가 소유자가 되나요?", "civ-103-double-sale-first-reg", "아니요"),
    ("집 샀는데 대항력 있는 세입자 있는 걸 매도인이 숨겼으면 계약 해제 가능한가요?", "civ-575-tenant-unknown", "조건부"),
    ("매매했는데 전세권 있는 걸 모르고 샀어요 매도인한테 책임 물을 수 있나요?", "civ-575-tenant-unknown", "조건부"),
    ("산 집 근저당 때문에 제가 대신 갚았는데 매도인한테 청구할 수 있나요?", "civ-576-paid-mortgage", "네"),
    ("매수한 집 대출을 대위변제했는데 판사람한테 돌려받나요?", "civ-576-paid-mortgage", "네"),
    ("남의 집 판 매도인이 소유권을 못 넘겨주면 계약 해제할 수 있나요?", "civ-570-others-cancel", "네"),
    ("타인소유 집을 팔아놓고 이전 못해주면 책임 물을 수 있어요?", "civ-570-others-cancel", "네"),
    ("산 땅 일부가 남의 땅이었는데 대금 감액 청구 되나요?", "civ-572-part-others", "네"),
    ("매수한 토지 절반이 타인소유였는데 대금 깎을 수 있어요?", "civ-572-part-others", "네"),
    ("경매로 산 집 소유권을 잃었는데 대금 돌려받을 수 있나요?", "civ-578-auction-title", "네"),
    ("낙찰받은 집이 선순위 권리 때문에 소유권 말소됐는데 반환 청구 가능해요?", "civ-578-auction-title", "네"),
    ("산 집에 자기 땅이라고 권리 주장하는 사람이 나타났는데 잔금 안 줘도 돼요?", "civ-588-withhold-price", "조건부"),
    ("매수한 집에 진짜주인이라는 사람이 소송을 걸었는데 잔금 보류할 수 있나요?", "civ-588-withhold-price", "조건부"),
    ("매매할 때 잔금이랑 등기서류는 동시에 주고받나요?", "civ-568-same-time", "네"),
    ("잔금 치를 때 소유권이전 서류는 같이 받는 건가요?", "civ-568-same-time", "네"),
    ("저당 잡힌 땅만 경매로 넘어갔는데 제 건물 철거해야 하나요?", "civ-366-land-auction", "조건부"),
    ("토지만 낙찰됐는데 그 위 건물은 법정지상권 있나요?", "civ-366-land-auction", "조건부"),
    ("계약 전에 이미 철거된 집을 팔았으면 손해배상 받을 수 있나요?", "civ-535-impossible", "조건부"),
    ("이미 멸실된 건물인 줄 모르고 샀는데 매도인에게 배상 청구 되나요?", "civ-535-impossible", "조건부"),
    ("땅 임대료 두번 밀렸는데 땅주인이 계약 해지할 수 있나요?", "civ-641-land-two-terms", "네"),
    ("건물 지으려고 빌린 토지 차임을 2기 연체하면 해지당하나요?", "civ-641-land-two-terms", "네"),
    ("전세권 설정된 집이 팔렸는데 새 집주인한테 전세금 돌려달라 할 수 있나요?", "civ-303-new-owner", "네"),
    ("전세권 있는 집 주인이 바뀌면 새주인에게 대항할 수 있어요?", "civ-303-new-owner", "네"),
    ("누수 있는 거 알고 산 집인데 매도인한테 수리비 청구할 수 있나요?", "civ-580-known-defect", "아니요"),
    ("곰팡이 하자 알면서 매매했으면 판사람에게 책임 못 묻나요?", "civ-580-known-defect", "네"),
    ("화재로 집을 거의 못 쓰게 됐는데 계약 해지할 수 있나요?", "civ-627-terminate", "네"),
    ("침수돼서 살 수가 없는데 세입자가 해약 가능해요?", "civ-627-terminate", "네"),
    ("전세권자인데 집주인 허락 없이 전전세 놓아도 되나요?", "civ-306-sub-jeonse", "조건부"),
    ("전세권 설정했으면 동의 없이 월세를 놓을 수 있어요?", "civ-306-sub-jeonse", "조건부"),
    ("월세가 띄엄띄엄 밀렸는데 합계 두 달치면 해지당하나요?", "civ-640-not-consecutive", "네"),
    ("차임 연체가 연속이 아니어도 누적 2기면 집주인이 계약해지 할 수 있어요?", "civ-640-not-consecutive", "네"),
    ("전세권자가 경매 신청하려면 먼저 집을 비워줘야 하나요?", "civ-318-tender-first", "네"),
    ("전세권으로 경매 넣을 때 인도 이행제공이 필요한가요?", "civ-318-tender-first", "네"),
    ("전세 만기 전에 이사 가면 새 세입자 구할 때까지 월세 내야 하나요?", "civ-636-rent-until-end", "네"),
    ("계약기간 중에 먼저 나가면 월세 안 내도 되죠?", "civ-636-rent-until-end", "아니요"),
    ("세입자가 집주인 허락 없이 인테리어 공사하면 원상복구 해야 하나요?", "civ-654-unauthorized-work", "네"),
    ("동의없이 벽 페인트칠 했는데 원래대로 돌려놔야 해요?", "civ-654-unauthorized-work", "네"),
    ("매매계약 후 매도인이 갑자기 가격 올려달라고 하면 들어줘야 하나요?", "civ-568-price-fixed", "아니요"),
    ("매매 계약했는데 매도자가 웃돈을 더 달래요 줘야 하나요?", "civ-568-price-fixed", "아니요"),
    ("집 하자 때문에 매매계약 해제할 수 있나요?", "civ-580-rescind", "조건부"),
    ("산 집에 누수가 심한데 계약을 무를 수 있나요?", "civ-580-rescind", "조건부"),
    ("전세권 말소는 언제 해주나요?", "civ-317-jeonse-right-return", "네"),
    ("전세권자가 전세 집을 다른 용도로 쓰면 소멸청구 당하나요?", "civ-311-misuse", "네"),
    ("전세권 있는 집 매매하면 전세권도 넘어가나요?", "civ-303-new-owner", "네"),
    ("전세권 설정등기 하면 확정일자 안 받아도 되나요?", "civ-303-no-fixed-date", "조건부"),
    ("전세권 등기했는데 확정일자도 따로 받아야 해요?", "civ-303-no-fixed-date", "조건부"),
    ("매도인이 근저당 말소 안 해주면 잔금 안 내도 되나요?", "civ-568-mortgage-balance", "네"),
    ("판 사람이 담보대출 안 갚아서 근저당 그대로인데 잔금 보류해도 돼요?", "civ-568-mortgage-withhold", "네"),
    ("매도인이 근저당 정리를 안 하면 잔금을 미뤄도 되나요?", "civ-568-mortgage-withhold", "네"),
    ("반사회적 계약은 무효인가요?", "civ-103-public-order", "네"),
    ("선량한 풍속에 반하는 매매계약도 효력이 있어요?", "civ-103-public-order", "아니요"),
    ("중도금 치르고 나면 매도인이 계약 해제 못하나요?", "civ-565-after-midpayment", "네"),
    ("토지 매매 후 면적이 적으면 감액 청구 되나요?", "civ-574-area-short", "조건부"),
    ("매수인이 계약 파기하면 계약금 돌려받을 수 있나요?", "civ-565-buyer-no-refund", "아니요"),
    ("집 사기로 했는데 제가 마음이 바뀌어 해약하면 계약금 환불되나요?", "civ-565-buyer-no-refund", "아니요"),
    ("보증금에서 수리비 빼고 준대요 괜찮나요?", "civ-654-deduct-repair", "조건부"),
    ("집주인이 전세금에서 도배비 공제한다는데 맞나요?", "civ-654-deduct-repair", "조건부"),
    ("세입자가 월세 밀리고 연락두절이에요 짐 처분해도 되나요?", "civ-750-tenant-belongings", "아니요"),
    ("임차인이 잠적했는데 남은 물건 버려도 돼요?", "civ-750-tenant-belongings", "아니요"),
    ("세입자가 몰래 에어비앤비로 전대했으면 집주인이 계약 해지할 수 있나요?", "civ-629-terminate", "네"),
    ("임차인이 허락없이 재임대하면 임대인이 해지 가능해요?", "civ-629-terminate", "네"),
])
def test_the_card_and_its_verdict(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


@pytest.mark.parametrize("asked, not_card", [
    ("전세권 설정하면 전입신고 안 해도 되나요?", "civ-303-priority"),
    ("전세권 설정하면 전입신고 안 해도 되나요?", "civ-303-needs-landlord"),
    ("보일러 고장났는데 수리비는 집주인이 내야 하나요?", "civ-310-no-necessary"),
    ("상가 임대 기간 끝났는데 주인이 아무말 없으면 갱신되나요?", "civ-639-implied-any-time"),
    ("경매로 낙찰받은 집에 누수가 있으면 전 소유자에게 책임 물을 수 있나요?", "civ-578-auction-title"),
    ("잔금일에 매도인이 등기서류를 안 주면 잔금 안 내도 되나요?", "civ-568-same-time"),
    ("집주인 동의 없이 전대해도 되나요?", "civ-631-subtenant-survives"),
    ("전세 계약서에 특약으로 원상복구 하기로 했으면 다 물어줘야 하나요?", "civ-652-waive-purchase"),
    ("근저당 있는 집을 샀는데 경매로 집을 잃으면 매도인에게 책임 물을 수 있나요?", "civ-576-paid-mortgage"),
    ("토지 경계 침범으로 건물 철거 청구 가능한가요?", "civ-643-building-purchase"),
    ("전세권 설정하면 집주인이 마음대로 해지 못하나요?", "civ-311-misuse"),
    ("전세권 존속기간 1년 미만으로 하면 어떻게 돼요?", "civ-312-max-10y"),
    ("세입자가 계약기간 중에 월세 안 내고 버티면 내보낼 수 있나요?", "civ-636-rent-until-end"),
])
def test_a_neighbouring_question_is_not_taken(said, asked, not_card):
    got = said(asked)
    assert got is None or got.id != not_card, (asked, got.id)


# A lawyer's review of these cards (2026-11-27): each question below once drew a verdict its own case does not get.
@pytest.mark.parametrize("asked, wrong", [
    ("전전세 준 사람이 보증금 안 주면 제 책임인가요?", "네"),                       # 제308조 is loss by 불가항력 only
    ("건물 임대차 계약서에 원상복구 특약이 있는데 꼭 해야 하나요?", "아니요"),      # 원상복구 특약 is valid; 제652조 is land
    ("전세권 설정한 집에서 제가 담배 피우다 불이 났는데 전세금 돌려받나요?", "네"),  # own fault: 제315조, not 제314조
    ("전세권 설정 집이 옆집 화재로 망가졌는데 집주인이 전세금에서 수리비를 빼겠대요", "네"),
    ("월세 밀려서 해지하면 전차인에게도 알려야 하나요?", "네"),                     # 채무불이행 해지 needs no 제638조 notice
    ("남자친구 대출을 제가 대신 갚았는데 돌려받을 수 있나요?", "네"),
    ("경매로 넘어가 제 권리가 말소됐는데 보증금 반환 청구할 수 있나요?", "네"),
    ("집주인이 수리를 안 해줘서 못 살겠어요 이사 가도 되나요?", "네"),
    ("전세 사는데 집주인이 매매한다고 말 안 했어요, 새 주인 책임인가요?", "조건부"),
    ("임대인 동의 없이 전세권 설정할 수 있나요?", "네"),                             # 설정등기 needs the owner
    ("전세권 설정해 둔 집이 경매로 넘어가면 나가야 하나요?", "네"),                   # depends on 순위, not 제318조
    ("전세권 설정했는데 집주인이 전세금 증액 요구를 하면 따라야 하나요?", "네"),
    ("전세권이 설정된 집인데 집주인이 전세금 올려달래요 따라야 하나요?", "네"),
])
def test_the_reviewed_case_does_not_get_the_wrong_verdict(said, asked, wrong):
    # no card of this law says it (another law's card on another point is that card's business)
    got = said(asked)
    assert got is None or got.law_id not in ("civil_act",) or (got.decided or got.verdict) != wrong, (asked, got.id, got.answer)


@pytest.mark.parametrize("asked, card, verdict", [
    ("전세권 설정해서 전전세 줬는데 태풍으로 지붕이 날아가면 제가 물어줘야 하나요?", "civ-308-sub-jeonse", "조건부"),
    ("전세권 있는 전세금도 증액은 5%까지만 되나요?", "civ-312-2-increase", "네"),
    ("전세권 전세금 증액 한도가 있나요?", "civ-312-2-increase", "네"),
])
def test_the_reviewed_card_still_answers_its_own_question(said, asked, card, verdict):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


@pytest.mark.parametrize("card, clause", [
    ("civ-647-subtenant-fixture", "임대인 동의를 얻어 임차인에게서 산"),   # 제647조 ②
    ("civ-628-nonhousing-rent", "증액은 5% 이내"),                      # 상가건물임대차법 제11조
    ("civ-366-land-auction", "저당권 설정 당시 이미 건물이 있었고"),
    ("civ-578-auction-title", "경매 자체가 무효"),
    ("civ-568-mortgage-balance", "잔금으로 갚아 말소"),
    ("civ-568-mortgage-withhold", "잔금으로 갚아 말소"),
    ("civ-310-no-necessary", "제623조"),
    ("civ-306-sub-jeonse", "제629조"),
])
def test_the_reviewed_card_states_the_condition_a_user_relies_on(card, clause):
    answer = next(a for a in read_answers()[1] if a.id == card).answer
    assert clause in answer, (card, answer)
