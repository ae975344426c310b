"""문답 cards written article by article for the housing laws — 주택법, 민간임대주택법, 공동주택관리법 (and its
시행령 제36조), 건축물분양법, 주택공급규칙 — asked in our own words, not the cards' questions: the card that answers
and the verdict a user acts on, in both polarities where natural; and neighbouring questions that must not get them."""

from __future__ import annotations

import pytest

from holmes_search.corpus.answers import read_answers

HOUSING_ACT = [
    # 제2조: what the words of the law cover
    ("오피스텔은 주택법에서 주택으로 치나요?", "ha-2-officetel-not-housing", "아니요"),
    ("오피스텔을 주택법에서는 주택으로 보나요?", "ha-2-officetel-not-housing", "아니요"),
    ("고시원은 주택법상 주택에 해당하나요?", "ha-2-goshiwon-not-housing", "아니요"),
    ("다중생활시설도 주택법상 주택으로 보나요?", "ha-2-goshiwon-not-housing", "아니요"),
    ("국민주택규모 기준이 몇 ㎡예요?", "ha-2-national-size-85", "네"),
    ("국민주택규모는 전용 85 이하 맞죠?", "ha-2-national-size-85", "네"),
    ("준공된 지 10년 된 아파트도 증축 리모델링 할 수 있나요?", "ha-2-remodel-15years", "아니요"),
    ("증축 리모델링 연한이 15년인가요?", "ha-2-remodel-15years", "네"),
    ("리모델링으로 세대수를 몇 %까지 늘릴 수 있어요?", "ha-2-remodel-area-30pct", "아니요"),
    ("리모델링 때 전용면적을 제한 없이 넓힐 수 있나요?", "ha-2-remodel-area-30pct", "아니요"),
    # 제4조
    ("다세대 25세대 짓는데 주택건설사업 등록이 필요해요?", "ha-4-builder-registration-20", "네"),
    ("1년에 20세대 넘게 지으면 주택건설사업자로 등록해야 되나요?", "ha-4-builder-registration-20", "네"),
    # 제11조 조합원 자격
    ("1주택자인데 지역주택조합에 가입할 수 있나요?", "ha-11-member-eligibility", "조건부"),
    ("집 한 채 있는 사람도 지주택 조합원 자격이 되나요?", "ha-11-member-eligibility", "조건부"),
    # 제11조의2
    ("지주택 업무대행은 아무 업체나 해도 돼요?", "ha-11-2-agent-qualified", "아니요"),
    ("주택조합 업무대행은 누구나 등록 없이 할 수 있어요?", "ha-11-2-agent-qualified", "아니요"),
    # 제11조의5
    ("지역주택조합 현수막에 아파트 분양이라고 써도 되나요?", "ha-11-5-ad-as-sale", "아니요"),
    ("지주택 홍보에서 토지 확보율을 과장하면 불법인가요?", "ha-11-5-ad-as-sale", "네"),
    # 제13조
    ("주택조합 조합장이 다른 조합 임원을 겸직할 수 있나요?", "ha-13-officer-dual-role", "아니요"),
    ("지주택 임원이 다른 조합 이사를 동시에 맡아도 돼요?", "ha-13-officer-dual-role", "아니요"),
    ("조합장한테 결격사유가 있는 걸 알게 됐어요. 그동안 조합장이 한 계약은 다 무효인가요?", "ha-13-officer-disqualified",
     "아니요"),
    ("조합임원이 파산자인 게 밝혀지면 그 전에 한 결정은 효력이 없나요?", "ha-13-officer-disqualified", "아니요"),
    # 제15조·제16조
    ("공동주택 40세대 짓는데 사업계획승인 대상인가요?", "ha-15-plan-approval-30", "네"),
    ("30세대 넘으면 건축허가 말고 사업계획승인을 받아야 한다던데 맞나요?", "ha-15-plan-approval-30", "네"),
    ("사업승인 받고 착공을 안 하면 승인이 취소되나요?", "ha-16-start-5years", "네"),
    ("사업계획승인 후 공사를 계속 안 하고 있어도 취소는 안 되죠?", "ha-16-start-5years", "아니요"),
    # 제22조
    ("지주택 조합이 우리 집 땅을 시가로 팔라고 매도청구 소송을 걸었어요. 가능한가요?", "ha-22-sale-demand", "조건부"),
    ("사업계획승인 받은 시행사가 제 토지를 강제로 사갈 수 있나요?", "ha-22-sale-demand", "조건부"),
    ("땅을 10년 넘게 갖고 있었으면 매도청구 안 당하나요?", "ha-22-ten-year-owner", "조건부"),
    # 제43조·제44조
    ("아파트 감리자는 시공사가 알아서 지정하나요?", "ha-43-supervisor-appointed", "아니요"),
    ("주택 공사 감리는 누가 지정해요?", "ha-43-supervisor-appointed", "아니요"),
    ("감리가 부실시공을 지적했는데 시공사가 공사를 중지 안 해도 되나요?", "ha-44-supervisor-stop-work", "아니요"),
    ("감리자 시정 통지를 받으면 공사 중지해야 돼요?", "ha-44-supervisor-stop-work", "네"),
    # 제48조의3
    ("신축 아파트 입주 전에 시청에서 품질점검을 나오나요?", "ha-48-3-quality-check", "조건부"),
    ("공동주택 품질점검단은 누가 운영해요?", "ha-48-3-quality-check", "조건부"),
    # 제49조
    ("건설사가 부도났는데 준공 사용검사는 입주예정자가 신청할 수 있어요?", "ha-49-buyers-apply-if-bankrupt", "네"),
    ("시행사가 망하면 사용승인을 못 받나요?", "ha-49-buyers-apply-if-bankrupt", "아니요"),
    # 제54조
    ("분양 때 말한 바닥재를 건설사가 싼 걸로 변경해도 되나요?", "ha-54-finish-swap", "아니요"),
    ("입주해 보니 싱크대 브랜드가 분양 카탈로그랑 달라요. 시공사가 바꿔도 되는 건가요?", "ha-54-finish-swap", "아니요"),
    ("민간 분양 아파트도 모집공고 전에 구청 승인을 받나요?", "ha-54-recruit-approval", "네"),
    ("입주자모집은 승인 없이 시행사가 바로 해도 되나요?", "ha-54-recruit-approval", "아니요"),
    # 제54조의2
    ("분양 대행은 아무 회사나 맡을 수 있나요?", "ha-54-2-sales-agent", "아니요"),
    ("청약 업무 대행은 누구나 맡을 수 있나요?", "ha-54-2-sales-agent", "아니요"),
    # 제62조
    ("입주 후에 단지 대지 일부의 소유권을 회복했다는 사람이 나타났어요. 그 땅을 사들일 수 있나요?",
     "ha-62-after-completion", "조건부"),
    ("아파트 다 지은 뒤에 땅 주인이 소송으로 토지를 되찾았는데 주민들이 매도청구 할 수 있어요?",
     "ha-62-after-completion", "조건부"),
    # 제64조
    ("전매제한 기간인데 분양권을 아들에게 증여해도 되나요?", "ha-64-gift-counts", "아니요"),
    ("분양권 증여는 전매제한 기간에도 해도 되죠?", "ha-64-gift-counts", "아니요"),
    ("전매제한 중에 남편 명의 분양권을 부부 공동명의로 할 수 있어요?", "ha-64-spouse-joint", "네"),
    ("분양권 전매제한 기간에는 아내에게 지분 증여도 안 되죠?", "ha-64-spouse-joint", "아니요"),
    # 제65조
    ("철거민 딱지를 프리미엄 주고 사려는데 괜찮나요?", "ha-65-ticket-trade", "아니요"),
    ("철거확인서 사고팔아도 돼요?", "ha-65-ticket-trade", "아니요"),
    # 제66조·제67조·제77조
    ("입대의에서 의결하면 리모델링 추진이 가능한가요?", "ha-66-council-needs-all", "아니요"),
    ("동대표들이 정하면 우리 아파트 리모델링 할 수 있어요?", "ha-66-council-needs-all", "아니요"),
    ("리모델링 조합이 시공사를 입찰 없이 선정해도 되나요?", "ha-66-contractor-bid", "아니요"),
    ("리모델링 조합 시공자는 경쟁입찰로 뽑아야 하나요?", "ha-66-contractor-bid", "네"),
    ("리모델링 시공사가 조합원들한테 상품권을 돌려도 되나요?", "ha-77-remodel-bribe", "아니요"),
    ("리모델링 시공사 선정 때 금품을 주고받으면 불법인가요?", "ha-77-remodel-bribe", "네"),
    ("세대수 늘리는 리모델링은 권리변동계획이 필요한가요?", "ha-67-rights-plan", "네"),
    ("세대수 증가 리모델링을 권리변동계획 없이 해도 되나요?", "ha-67-rights-plan", "아니요"),
    # 제39조
    ("분양공고에 층간소음 등급 같은 성능등급이 나와야 하나요?", "ha-39-grade-in-notice", "네"),
    ("입주자모집공고에서 공동주택 성능등급 표시는 의무인가요?", "ha-39-grade-in-notice", "네"),
    # 제78조
    ("토지임대부 주택 토지 임대 기간이 몇 년이에요?", "ha-78-land-lease-40y", "네"),
    ("반값아파트 땅 임대기간 끝나면 갱신할 수 있나요?", "ha-78-land-lease-40y", "네"),
    ("토지임대부 아파트 토지 임대료를 보증금으로 돌릴 수 있어요?", "ha-78-land-rent-deposit", "네"),
    ("토지임대부 분양주택 토지 임대료는 보증금으로 못 바꾸죠?", "ha-78-land-rent-deposit", "아니요"),
    # 제90조
    ("주택건설업 등록증을 지인에게 대여해도 되나요?", "ha-90-license-lend", "아니요"),
    ("주택건설사업자 등록증 대여는 불법인가요?", "ha-90-license-lend", "네"),
    # wave 2: 제2조 kinds of housing, 제63조 Seoul
    ("다가구도 공동주택에 해당하나요?", "ha-2-dagagu-detached", "아니요"),
    ("다가구주택이랑 다세대는 둘 다 공동주택이죠?", "ha-2-dagagu-detached", "아니요"),
    ("도생도 주택법에서 주택으로 보나요?", "ha-2-urban-small-housing", "네"),
    ("도시형 생활주택은 공동주택에 해당하나요?", "ha-2-urban-small-housing", "네"),
    ("서울 어느 구가 투기과열지구예요?", "hac-63-seoul-all-designated", "네"),
    ("서울은 지금 전역이 규제지역인가요?", "hac-63-seoul-all-designated", "네"),
    # wave 3: 제14조 인가 취소·제14조의3 회계감사, 제17조 기부채납, 제21조 대지 확보, 제94조 공사중지
    ("지주택 설립인가 취소도 가능한가요?", "ha-14-approval-revoked", "네"),
    ("주택조합이 부정하게 인가를 받았으면 인가가 취소되나요?", "ha-14-approval-revoked", "네"),
    ("지주택 조합은 회계감사를 안 받아도 되나요?", "ha-14-3-audit", "아니요"),
    ("주택조합 회계감사 결과는 조합원에게 공개되나요?", "ha-14-3-audit", "네"),
    ("구청이 승인 조건으로 과도한 기부채납을 요구할 수 있나요?", "ha-17-excess-donation", "아니요"),
    ("사업과 무관한 기부채납 요구는 거부해도 되나요?", "ha-17-excess-donation", "네"),  # refusing the demand the card forbids
    ("사업승인 받으려면 토지를 전부 소유해야 하나요?", "ha-21-land-ownership", "조건부"),
    ("주택사업 승인 때 대지 소유권 확보는 꼭 100%여야 돼요?", "ha-21-land-ownership", "조건부"),
    ("시공사가 도면과 다르게 짓고 있으면 구청이 공사 중지를 명할 수 있나요?", "ha-94-stop-order", "네"),
    ("설계도서와 다르게 시공해도 지자체가 조치할 방법이 없나요?", "ha-94-stop-order", "아니요"),
    ("지주택 가입비를 추진위 개인계좌로 입금하라는데 괜찮나요?", "ha-11-6-escrow", "아니요"),
    ("지주택 가입비를 예치기관 말고 대행사에 줘도 되나요?", "ha-11-6-escrow", "아니요"),
    ("가입한 지 20일 된 지주택, 철회 가능해요?", "ha-11-6-withdraw", "네"),
    ("분상제 실거주 의무 없어졌다던데 맞나요?", "ha-57-2-not-abolished", "아니요"),
    ("분양가상한제 거주의무 폐지된 거 아닌가요?", "ha-57-2-not-abolished", "아니요"),
    ("리모델링 조합이 시공사를 수의계약으로 정한대요. 괜찮나요?", "ha-66-no-private-contract", "아니요"),
]

PRIVATE_RENTAL = [
    ("임대사업자 등록하면 양도세 감면은 자동으로 되나요?", "prh-4-tax-not-automatic", "아니요"),
    ("등록임대만 하면 종부세 혜택을 다 받는 거죠?", "prh-4-tax-not-automatic", "아니요"),
    ("다세대 빌라도 임대등록이 되나요?", "prh-2-villa-ok", "네"),
    ("다가구주택은 임대사업자 등록이 안 되죠?", "prh-2-villa-ok", "아니요"),
    ("세입자 있는 상태에서 임대사업자 등록 가능한가요?", "prh-5-existing-tenant", "네"),
    ("전세 끼고 산 집도 임대등록 할 수 있어요?", "prh-5-existing-tenant", "네"),
    ("파산 선고받은 사람이 주택임대관리업 등록할 수 있나요?", "prh-8-bankrupt-no-manager", "아니요"),
    ("임원 중에 결격사유가 있으면 임대관리회사 등록이 되나요?", "prh-8-bankrupt-no-manager", "아니요"),
    ("주택임대관리업 폐업할 때 신고가 필요한가요?", "prh-9-closing-report", "네"),
    ("임대관리업체 문 닫을 때 신고 안 해도 되죠?", "prh-9-closing-report", "아니요"),
    ("우리 집 관리하는 임대관리회사가 등록 말소되면 세입자에게 통보가 오나요?", "prh-10-notify-tenants", "네"),
    ("임대관리업체가 영업정지 당하면 임차인한테 알려줘요?", "prh-10-notify-tenants", "네"),
    ("주택임대관리업자가 세입자 퇴거랑 월세 징수를 맡아도 되나요?", "prh-11-manager-scope", "네"),
    ("임대관리업체가 집주인 대신 계약 갱신을 처리해도 되나요?", "prh-11-manager-scope", "네"),
    ("임대관리업자는 분기마다 현황 신고를 해야 하나요?", "prh-12-quarterly-report", "네"),
    ("주택임대관리업자 업무 현황 보고는 안 해도 되나요?", "prh-12-quarterly-report", "아니요"),
    ("임대관리업체에 집을 맡기는데 위탁 계약서 꼭 써야 돼요?", "prh-13-entrust-contract", "네"),
    ("주택임대관리 위수탁계약서 없이 맡겨도 되나요?", "prh-13-entrust-contract", "아니요"),
    ("공공지원민간임대에 청년 특별공급 물량이 있나요?", "prh-42-public-support-share", "네"),
    ("공공지원 민간임대는 신혼부부 몫이 정해져 있어요?", "prh-42-public-support-share", "네"),
    ("의무기간 중인 등록임대 주택을 다른 임대사업자한테 팔 수 있나요?", "prh-43-sell-to-landlord", "조건부"),
    ("임대사업자끼리 양도하는 것도 의무기간 중엔 안 되죠?", "prh-43-sell-to-landlord", "조건부"),
    ("등록임대 세입자가 몰래 재임대를 줬으면 계약 해지할 수 있나요?", "prh-45-illegal-sublet", "네"),
    ("임대사업자 집에서 동의 없이 전대하면 쫓겨날 수 있어요?", "prh-45-illegal-sublet", "네"),
    ("등록임대 아파트 관리비 내역을 공개 안 해도 되나요?", "prh-51-fees-disclosed", "아니요"),
    ("임대사업자 아파트는 관리비 명세를 공개할 의무가 있나요?", "prh-51-fees-disclosed", "네"),
    ("등록임대 임대료 인상을 구청에서 점검하나요?", "prh-61-inspection", "네"),
    ("임대사업자가 5% 넘게 올렸는지 지자체가 조사할 수 있어요?", "prh-61-inspection", "네"),
    ("임대의무기간 중에 임대사업자 본인이 실거주해도 되나요?", "prh-43-landlord-moves-in", "아니요"),
    ("등록임대 주택에 의무기간 중 제가 들어가서 살면 안 되나요?", "prh-43-landlord-moves-in", "네"),
    ("임대사업자가 표준계약서 양식 안 쓰면 과태료 나와요?", "prh-47-no-standard-fine", "네"),
    ("등록임대인데 표준임대차계약서 안 쓰면 불이익 있나요?", "prh-47-no-standard-fine", "네"),
    ("임대사업자가 계약 신고 안 하면 과태료 있어요?", "prh-46-no-report-fine", "네"),
    ("등록임대 계약 신고를 빼먹으면 제재가 있나요?", "prh-46-no-report-fine", "네"),
    ("임대사업자가 관리비를 정할 때 임차인대표회의와 협의해야 돼요?", "prh-52-consult-council", "네"),
    ("임차인대표회의랑 하자보수 협의 안 해도 되나요?", "prh-52-consult-council", "아니요"),
    ("임대의무기간은 언제부터 기산해요?", "prh-43-period-start", "조건부"),
    ("등록임대 의무기간이 계약일부터 시작되나요?", "prh-43-period-start", "조건부"),
    ("등록임대 집 계약이 끝났는데 보증금을 안 돌려줘요. 허그에 청구할 수 있나요?", "prh-49-claim-guarantee", "조건부"),
    ("임대사업자 집주인이 보증금을 못 돌려준대요. 보증으로 받을 수 있어요?", "prh-49-claim-guarantee", "조건부"),
    ("등록임대 첫 계약 임대료는 임대사업자가 자유롭게 정해도 되나요?", "prh-44-first-rent-free", "조건부"),
    ("임대사업자 최초 임대료도 상한이 있나요?", "prh-44-first-rent-free", "조건부"),
]

APARTMENT_MANAGEMENT = [
    ("세입자도 공동주택관리법상 입주자로 보나요?", "ama-2-tenant-is-user", "아니요"),
    ("전세 사는 사람도 입주자에 해당하나요?", "ama-2-tenant-is-user", "아니요"),
    ("관리방식을 자치관리로 변경하려면 주민 몇 %가 찬성해야 해요?", "ama-5-method-majority", "네"),
    ("위탁관리 전환은 입주민 과반수 동의 없이 해도 되나요?", "ama-5-method-majority", "아니요"),
    ("자치관리 기구는 6개월 안에 구성해야 하나요?", "ama-6-self-manage-6months", "네"),
    ("자치관리로 정했으면 관리기구 구성 기한이 있나요?", "ama-6-self-manage-6months", "네"),
    ("관리업체를 수의계약으로 선정해도 되나요?", "ama-7-no-private-contract", "아니요"),
    ("주택관리업자는 전자입찰로 뽑아야 하나요?", "ama-7-bid-required", "네"),
    ("관리회사 재계약을 주민들이 반대할 수 있어요?", "ama-7-renewal-objection", "조건부"),
    ("주택관리업자 계약 연장에 이의를 내려면 몇 명이 필요해요?", "ama-7-renewal-objection", "조건부"),
    ("옆 아파트랑 공동관리가 가능한가요?", "ama-8-joint-manage", "조건부"),
    ("큰 단지를 구분관리로 나눌 수 있나요?", "ama-8-joint-manage", "조건부"),
    ("분양이랑 임대 섞인 단지 관리업체는 입대의 혼자 정하나요?", "ama-10-mixed-complex", "아니요"),
    ("혼합단지에서 관리방법은 누가 결정해요?", "ama-10-mixed-complex", "아니요"),
    ("우리 단지는 의무관리대상이 아닌데 전환 신청이 되나요?", "ama-10-2-opt-in", "네"),
    ("의무관리대상으로 편입하려면 몇 명 동의가 필요해요?", "ama-10-2-opt-in", "네"),
    ("신축 아파트 입주 시작했는데 입대의는 몇 개월 안에 구성해야 하나요?", "ama-11-council-3months", "네"),
    ("새아파트 입주자대표회의는 언제까지 만들면 되나요?", "ama-11-council-3months", "네"),
    ("입주 초기에 입대의가 없으면 시행사가 관리업체를 선정하나요?", "ama-12-builder-appoints", "네"),
    ("신축 단지 입대의 구성 전에는 관리를 누가 해요?", "ama-12-builder-appoints", "네"),
    ("동대표 후보 배우자가 선관위원이 될 수 있어요?", "ama-15-candidate-family", "아니요"),
    ("선거관리위원에 동대표 아들이 들어가도 되나요?", "ama-15-candidate-family", "아니요"),
    ("관리규약은 새로 이사 온 세입자에게도 효력이 있나요?", "ama-18-binds-successor", "네"),
    ("집을 매수했는데 전 주인 시절 관리규약은 저한테 적용 안 되죠?", "ama-18-binds-successor", "아니요"),
    ("관리규약 개정은 입주민 과반수 찬성이 필요한가요?", "ama-18-amend-majority", "네"),
    ("입대의가 주민 찬성 없이 관리규약을 변경해도 돼요?", "ama-18-council-alone", "아니요"),
    ("관리규약 바뀐 걸 시청에 신고해야 돼요?", "ama-19-report-30days", "네"),
    ("입대의 구성이 바뀌면 구청 신고를 안 해도 되나요?", "ama-19-report-30days", "아니요"),
    ("아파트 부녀회 활동비를 관리비에서 지원해도 되나요?", "ama-21-community-funding", "네"),
    ("동호회에 아파트 예산을 지원할 수 있나요?", "ama-21-community-funding", "네"),
    ("동대표 선거를 모바일 투표로 해도 되나요?", "ama-22-e-vote", "네"),
    ("관리규약 개정 동의를 전자투표로 받아도 유효해요?", "ama-22-e-vote", "네"),
    ("아파트 도색 공사 업체를 입대의가 수의계약으로 정해도 되나요?", "ama-25-no-private-contract", "아니요"),
    ("장기수선충당금으로 방수 공사할 때 업체는 입찰로 선정해야 하나요?", "ama-25-works-bid", "네"),
    ("관리비 증빙서류 보관 기간이 몇 년이에요?", "ama-27-keep-5years", "네"),
    ("관리비 장부는 5년 보관 안 해도 되나요?", "ama-27-keep-5years", "아니요"),
    ("관리사무소가 경비 용역 계약서를 게시판에 공개해야 하나요?", "ama-28-contract-disclose", "네"),
    ("입대의가 공사계약 내용을 입주민에게 공개 안 해도 되나요?", "ama-28-contract-disclose", "아니요"),
    ("관리사무소에 아파트 도면이 보관돼 있어야 하나요?", "ama-31-drawings-kept", "네"),
    ("관리주체가 설계도서를 보관 안 해도 되나요?", "ama-31-drawings-kept", "아니요"),
    ("관리주체가 안전관리계획을 수립해야 하나요?", "ama-32-safety-plan", "네"),
    ("아파트 안전관리책임자를 정해야 돼요?", "ama-32-safety-plan", "네"),
    ("아파트 안전점검 주기가 어떻게 돼요?", "ama-33-half-year-check", "네"),
    ("관리사무소 안전점검은 반기마다 해야 하나요?", "ama-33-half-year-check", "네"),
    ("관리사무소 없는 소규모 연립은 구청이 안전점검 해주나요?", "ama-34-small-complex-safety", "조건부"),
    ("나홀로 아파트 안전관리는 지자체가 맡나요?", "ama-34-small-complex-safety", "조건부"),
    ("거실 확장하려고 내력벽을 허물어도 되나요?", "ama-35-bearing-wall", "아니요"),
    ("아파트 구조벽은 허가 없이 철거하면 안 되죠?", "ama-35-bearing-wall", "네"),
    ("발코니 확장할 때 구청 신고가 필요한가요?", "ama-35-balcony", "네"),
    ("베란다 확장 공사는 신고 없이 해도 되죠?", "ama-35-balcony", "아니요"),
    ("주택관리업 등록 요건에 자본금 2억이 있나요?", "ama-52-manager-registration", "네"),
    ("관리회사 차리려면 주택관리사가 있어야 하나요?", "ama-52-manager-registration", "네"),
    ("관리사무소장은 주택관리사 자격증이 꼭 있어야 해요?", "ama-64-head-qualified", "네"),
    ("아파트 관리소장은 자격증 없어도 되나요?", "ama-64-head-qualified", "아니요"),
    ("동대표 회장이 관리소장에게 갑질하며 업무 지시를 해도 되나요?", "ama-65-no-interference", "아니요"),
    ("입주민이 관리사무소장 업무에 간섭하면 안 되나요?", "ama-65-no-interference", "네"),
    ("관리소장이 부당간섭을 구청에 신고했다고 잘라도 되나요?", "ama-65-no-dismissal", "아니요"),
    ("입대의 간섭을 보고한 소장을 교체하면 불법인가요?", "ama-65-no-dismissal", "네"),
    ("관리사무소장 과실로 손해를 입으면 보상받을 수 있어요?", "ama-66-head-liability", "네"),
    ("관리소장이 실수해서 생긴 손해는 배상 책임이 없나요?", "ama-66-head-liability", "아니요"),
    ("동대표가 업체에서 리베이트를 받으면 불법인가요?", "ama-90-kickback", "네"),
    ("관리소장이 용역업체에게 상품권 받아도 괜찮나요?", "ama-90-kickback", "아니요"),
    ("전세 사는데 관리비는 제가 내는 거 맞죠?", "ama-23-tenant-pays-fees", "네"),
    ("월세 세입자는 관리비 안 내도 되나요?", "ama-23-tenant-pays-fees", "아니요"),
    ("시공사가 파산하면 하자보수는 어떻게 받나요?", "ama-38-builder-bankrupt", "네"),
    ("건설사가 망했는데 하자보수 받을 방법이 없나요?", "ama-38-builder-bankrupt", "아니요"),
    ("경비아저씨한테 막말하는 입주민, 법적으로 문제 없나요?", "ama-65-2-no-abuse", "아니요"),
    ("입주민이 경비원을 괴롭히면 안 되는 거죠?", "ama-65-2-no-abuse", "네"),
    ("경비원한테 재활용 분리수거 정리를 시켜도 되나요?", "ama-65-2-allowed-duties", "네"),
    ("경비실에서 택배 보관해 주는 건 경비원 업무에 들어가나요?", "ama-65-2-allowed-duties", "네"),
    ("장기수선계획을 3년 안 됐는데 중간에 수정할 수 있어요?", "ama-29-adjust-between", "네"),
    ("장기수선계획 수시 조정은 입주자 과반 동의가 있으면 되나요?", "ama-29-adjust-between", "네"),
    ("시공사가 하자가 아니라고만 하고 이유를 안 알려줘요. 서면 통보 의무가 있나요?", "ama-37-written-reason", "네"),
    ("건설사가 하자 인정을 거부할 때 근거를 서면으로 안 줘도 되나요?", "ama-37-written-reason", "아니요"),
    ("입대의 회의록 열람을 요구할 수 있어요?", "ama-14-minutes-open", "네"),
    ("동대표 회의 내용은 주민한테 공개 안 해도 되나요?", "ama-14-minutes-refuse", "아니요"),
    ("관리실에서 층간소음 권고문이 붙었는데 따라야 돼요?", "ama-20-must-cooperate", "네"),
    ("층간소음 관리사무소 권고는 무시해도 되나요?", "ama-20-ignore-advice", "아니요"),
    ("베란다 흡연하지 말라는 관리사무소 권고, 안 지켜도 되죠?", "ama-20-2-must-cooperate", "아니요"),
    ("세대 내 흡연 중단 권고를 받으면 협조해야 하나요?", "ama-20-2-must-cooperate", "네"),
    ("층간소음 안 따라도 되나요? 관리사무소 권고문이 왔어요", "ama-20-must-cooperate", "아니요"),
    ("흡연 자제 권고 안내문, 그냥 무시하면 안 되나요?", "ama-20-2-ignore-advice", "네"),
    ("베란다에서 담배 피우는 윗집, 관리사무소에 신고할 수 있나요?", "ama-20-2-report", "네"),
    ("화장실 담배 냄새 때문에 민원 넣을 수 있어요?", "ama-20-2-report", "네"),
    ("관리업체 선정은 입찰 안 해도 된대요", "ama-7-bid-required", "아니요"),
    ("관리규약은 입대의가 바꾸면 되는 거 아닌가요?", "ama-18-council-alone", "아니요"),
]

DECREE = [
    ("단지 나무가 고사했는데 하자보수 청구가 되나요?", "amd-36-landscape-3y", "네"),
    ("입주 4년 지나서 조경수가 죽었는데 하자보수 되나요?", "amd-36-landscape-3y", "아니요"),
    ("지붕 하자 담보책임기간이 5년 맞나요?", "amd-36-roof-structure-5y", "네"),
    ("철근콘크리트 하자인데 사용검사 후 4년 지났어요. 하자보수 받을 수 있나요?", "amd-36-roof-structure-5y", "네"),
]

BUILDING_SALE = [
    ("건물 전체를 한 명에게 파는 것도 분양신고를 해야 하나요?", "bsa-2-single-buyer", "아니요"),
    ("상가 건물을 통째로 1인에게 매각하면 분양에 해당해요?", "bsa-2-single-buyer", "아니요"),
    ("오피스텔을 신고 없이 분양하면 처벌받나요?", "bsa-9-correction-order", "네"),
    ("생숙 무신고 분양은 제재가 없나요?", "bsa-9-correction-order", "아니요"),
    ("시행사가 토지 소유권 확보도 안 하고 생숙 분양을 한대요. 가능해요?", "bsa-4-land-ownership", "아니요"),
    ("분양사업자는 분양 전에 대지 소유권을 확보해야 하나요?", "bsa-4-land-ownership", "네"),
]

SUPPLY_RULE = [
    ("공공분양은 집이 있으면 청약 못 하나요?", "hsr-27-public-homeless-only", "네"),
    ("1주택자도 국민주택 청약할 수 있나요?", "hsr-27-public-homeless-only", "아니요"),
    ("서울 공공분양 1순위는 납입 24회 필요해요?", "hsr-27-seoul-2y-24", "네"),
    ("서울 국민주택 1순위 요건이 가입 2년인가요?", "hsr-27-seoul-2y-24", "네"),
    ("유주택자도 신혼특공 넣을 수 있어요?", "hsr-41-homeless", "아니요"),
    ("신혼특공은 집 있으면 못 넣죠?", "hsr-41-homeless", "네"),
    ("싱글맘인데 신혼부부 특공 신청할 수 있나요?", "hsr-41-single-parent", "조건부"),
    ("한부모가족도 신혼 특별공급 대상이에요?", "hsr-41-single-parent", "조건부"),
    ("남편이 당첨됐으면 재당첨 제한이 저한테도 적용되나요?", "hsr-54-household-wide", "네"),
    ("재당첨 제한은 세대원 전체에 걸리나요?", "hsr-54-household-wide", "네"),
    ("재당첨 제한이 몇 년이에요?", "hsr-54-period-by-type", "조건부"),
    ("재당첨 제한 기간은 다 10년이죠?", "hsr-54-period-by-type", "조건부"),
    ("대구 사는데 서울 청약하면 예치금은 어느 지역 기준이에요?", "hsr-b2-by-residence", "네"),
    ("청약 예치금은 거주지 기준인가요?", "hsr-b2-by-residence", "네"),
    ("2주택 세대인데 강남 청약 1순위 가능한가요?", "hsr-28-two-homes-regulated", "아니요"),
    ("다주택자도 투기과열지구 민영 1순위가 되나요?", "hsr-28-two-homes-regulated", "아니요"),
    ("부양가족 한 명당 가점이 몇 점이에요?", "hsr-b1-dependents-5pt", "네"),
    ("청약 점수에서 부양가족 1명당 5점 맞죠?", "hsr-b1-dependents-5pt", "네"),
    ("무주택기간 가점은 1년마다 몇 점씩 늘어나요?", "hsr-b1-homeless-2pt", "네"),
    ("무주택 기간 가점은 해마다 2점씩 오르나요?", "hsr-b1-homeless-2pt", "네"),
]


@pytest.mark.parametrize("asked, card, verdict", HOUSING_ACT + PRIVATE_RENTAL + APARTMENT_MANAGEMENT + DECREE
                         + BUILDING_SALE + SUPPLY_RULE)
def test_the_card_and_its_verdict(said, asked, card, verdict):
    got = said(asked)
    assert got is not None, asked
    assert got.id == card, (asked, got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


# Neighbours the new cards must leave to the card that answers them (or to none).
@pytest.mark.parametrize("asked, card", [
    ("재개발 조합원 입주권을 사도 되나요?", "ha-65-ticket-trade"),
    ("고시원도 주택임대차보호법으로 보호받나요?", "ha-2-goshiwon-not-housing"),
    ("오피스텔도 임대사업자 등록할 수 있나요?", "ha-2-officetel-not-housing"),
    ("전매제한 기간에 분양권을 몰래 팔면 처벌받나요?", "ha-64-gift-counts"),
    ("관리업체 재계약에 반대할 수 있나요?", "ama-7-bid-required"),
    ("관리비 장부를 열람할 수 있나요?", "ama-27-keep-5years"),
    ("아파트 벽에 금이 갔는데 하자보수 받을 수 있나요?", "ama-35-bearing-wall"),
    ("세입자도 동대표가 될 수 있나요?", "ama-2-tenant-is-user"),
    ("임대사업자 등록이 말소되면 세입자에게 알려야 하나요?", "prh-10-notify-tenants"),
    ("리모델링 조합 시공사 선정 때 금품을 받으면 처벌받나요?", "ha-66-contractor-bid"),
    ("관리사무소가 관리비 내역을 공개해야 하나요?", "ama-28-contract-disclose"),
    ("분양대행사 직원이 확정수익을 보장한다는데 믿어도 되나요?", "ha-54-2-sales-agent"),
    ("서울 조정대상지역이면 취득세가 중과되나요?", "hac-63-seoul-all-designated"),
    ("관리업체가 관리비를 마음대로 정하나요?", "ama-7-bid-required"),
    ("윗집 누수 피해를 관리사무소가 배상해 주나요?", "ama-66-head-liability"),
    ("부녀회가 관리비를 마음대로 써도 되나요?", "ama-21-community-funding"),
    ("임대아파트도 관리비 내역을 공개해야 하나요?", "ama-10-mixed-complex"),
    ("세입자도 입주자등에 포함되나요?", "ama-2-tenant-is-user"),
    ("빌라 임대사업자 집주인이 7% 올린대요. 가능한가요?", "prh-2-villa-ok"),
    ("신혼인데 무주택 기간 가점은 몇 점이에요?", "hsr-41-homeless"),
    ("임대사업자 등록하면 양도세 감면 받나요?", "prh-4-tax-not-automatic"),
    # a negated claim the matcher cannot turn ("주택 아니죠?") and the other question on the same words
    ("오피스텔은 준주택이니까 주택 아니죠?", "ha-2-officetel-not-housing"),
    ("고시원도 준주택이죠?", "ha-2-goshiwon-not-housing"),
    ("조합장이 결격사유가 있어도 계속 해도 되나요?", "ha-13-officer-disqualified"),
    ("혼합단지에서 임대사업자 동의 없이 관리업체를 바꿀 수 있나요?", "prh-6-auto-cancel"),
    ("감리는 시공사가 고르는 거 아니에요?", "ama-25-works-bid"),
    ("국민주택규모가 85제곱미터 넘나요?", "ha-2-national-size-85"),
    ("경비원 휴게시간을 보장해야 하나요?", "ama-65-2-allowed-duties"),
    ("1주택 비과세 2년 실거주 요건 폐지됐나요?", "ha-57-2-not-abolished"),
    ("분양가상한제 아파트 실거주 의무 있나요?", "ha-57-2-not-abolished"),
    # 건축물분양법 has no power to halt a sale; its 시정명령 (제9조) is for an 광고 that differs from the 신고
    ("오피스텔을 신고 없이 분양하면 구청이 분양을 중단시킬 수 있나요?", "bsa-9-correction-order"),
])
def test_a_neighbour_is_not_taken(said, asked, card):
    got = said(asked)
    assert got is None or got.id != card, (asked, got.id)


# Questions existing cards answered before these were written, and still do.
@pytest.mark.parametrize("asked, card", [
    ("관리업체가 바뀌면 장기수선충당금 같은 돈은 언제 넘겨받나요?", "ama-13-handover"),
    ("기존 세입자가 있는 집을 임대사업자로 등록하면 그 계약 임대료가 최초 임대료가 되나요?", "prh-44-first-rent"),
    ("리모델링 예정 아파트에 전세로 들어가면 2년 보장이 안 되나요?", "ha-76-remodel-lease"),
    ("수직증축 리모델링으로 몇 개 층까지 올릴 수 있나요?", "ha-68-vertical"),
    ("새 아파트 사용검사 전에 먼저 입주해도 되나요?", "ha-49-use-inspection"),
    ("모델하우스 마감재랑 실제 아파트 마감재가 달라도 되나요?", "hac-60-model-house"),
    # a tenant living in a registered house is not asking about registering it
    ("등록임대 집에 살고 있는데 집주인이 재계약 때 9% 인상하겠대요. 가능한가요?", "prh-44-5pct-cap"),
])
def test_the_existing_card_still_answers(said, asked, card):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)


# The expert review of these cards (notes/card-review.md): each card's own question, asked anew, still gets it...
@pytest.mark.parametrize("asked, card, verdict", [
    ("신혼부부인데 집이 있어도 특공 넣을 수 있어요?", "hsr-41-homeless", "아니요"),
    ("1주택 세대도 공공분양 청약 되나요?", "hsr-27-public-homeless-only", "아니요"),
    ("지은 지 13년 된 아파트도 세대수 늘리는 리모델링이 되나요?", "ha-2-remodel-15years", "아니요"),
    ("입주자대표회의에서 결의하면 아파트 리모델링을 추진할 수 있어요?", "ha-66-council-needs-all", "아니요"),
    ("리모델링 조합이 건설사를 마음대로 골라도 돼요?", "ha-66-no-private-contract", "아니요"),
    ("리모델링 조합 총회에서 시공자를 선정할 때 입찰을 해야 되나요?", "ha-66-contractor-bid", "네"),
    ("리모델링 조합원 표를 매수하려고 건설사가 상품권을 줘도 되나요?", "ha-77-remodel-bribe", "아니요"),
    ("철거민 입주권을 웃돈 주고 사도 괜찮을까요?", "ha-65-ticket-trade", "아니요"),
    ("단지 대지 일부 소유권을 되찾은 사람에게 입주 후 매도청구는 언제까지 해야 해요?", "ha-62-after-completion", "조건부"),
    ("장기수선충당금으로 외벽 도색할 때 공사업체를 입찰로 골라야 하나요?", "ama-25-works-bid", "네"),
    ("입대의가 방수 공사업체를 마음대로 정해도 되나요?", "ama-25-no-private-contract", "아니요"),
    ("관리사무소 회계 장부는 몇 년 보관해야 하나요?", "ama-27-keep-5years", "네"),
    ("아파트 시공사가 부도났는데 하자 보수는 받을 수 있어요?", "ama-38-builder-bankrupt", "네"),
    ("지역주택조합 업무대행사는 아무나 할 수 있나요?", "ha-11-2-agent-qualified", "아니요"),
    ("주택건설사업자 등록은 몇 세대부터 해야 돼요?", "ha-4-builder-registration-20", "네"),
    ("토지임대부 주택 월 임대료를 보증금으로 전환할 수 있나요?", "ha-78-land-rent-deposit", "네"),
    ("등록임대 세입자가 에어비앤비로 전대하면 해지할 수 있나요?", "prh-45-illegal-sublet", "네"),
    ("임대사업자가 임대차계약신고를 안 하면 과태료 나와요?", "prh-46-no-report-fine", "네"),
    ("재당첨 제한은 같은 세대인 배우자에게도 걸리나요?", "hsr-54-household-wide", "네"),
    ("지붕 방수 하자, 사용검사 후 4년 됐는데 보수 청구돼요?", "amd-36-roof-structure-5y", "네"),
    ("가입비 예치하고 딱 30일째인데 지주택 철회할 수 있어요?", "ha-11-6-withdraw", "네"),
    ("등록임대인데 새 세입자 들어오면 월세 마음대로 올려도 되죠?", "prh-44-new-tenant-still-capped", "아니요"),
    ("임대사업자가 보증 가입 안 하면 과태료 있나요?", "prh-49-not-joined-fine", "네"),
    ("임대사업자 집주인은 보증보험 안 들어도 되나요?", "prh-49-not-optional", "아니요"),
])
def test_a_reviewed_card_still_answers_its_own_question(said, asked, card, verdict):
    got = said(asked)
    assert got is not None and got.id == card, (asked, got and got.id)
    assert (got.decided or got.verdict) == verdict, (asked, got.verdict, got.answer)


# ... and the reviewer's question that only shares its words no longer gets its verdict.
@pytest.mark.parametrize("asked, card", [
    ("무주택 신혼부부인데 특별공급 신청할 수 있나요?", "hsr-41-homeless"),
    ("무주택자인데 국민주택(공공분양) 청약할 수 있나요?", "hsr-27-public-homeless-only"),
    ("지은 지 5년 된 아파트인데 우리 집 리모델링 공사 해도 되나요?", "ha-2-remodel-15years"),
    ("우리 집 리모델링(인테리어) 하려는데 관리사무소 허락 받아야 하나요?", "ha-66-council-needs-all"),
    ("우리 집 리모델링 시공사를 마음대로 정해도 되나요?", "ha-66-no-private-contract"),
    ("우리 집 리모델링 하면서 거실 면적을 마음대로 넓혀도 되나요?", "ha-2-remodel-area-30pct"),
    # "is there a qualification?" asks the opposite of "may anyone do it?" — the 아니요 of those cards is not its answer
    ("지주택 업무대행사는 자격 요건이 있나요?", "ha-11-2-agent-qualified"),
    ("청약 업무를 대행하는 업체는 자격이 정해져 있나요?", "ha-54-2-sales-agent"),
    ("자격 없는 업체에 분양 대행을 맡겨도 되나요?", "ha-54-2-sales-agent"),
    ("등록 안 된 회사도 지주택 업무대행을 할 수 있나요?", "ha-11-2-agent-qualified"),
    ("지주택 업무대행사는 자격 요건이 있나요?", "ha-11-member-eligibility"),
    # a card whose question asks the opposite polarity, with no key for it, must not answer the plain question
    ("등록임대 집은 새 세입자한테도 5% 상한이 적용되나요?", "prh-44-new-tenant-still-capped"),
    ("등록임대 집인데 새로 들어오는 세입자한테도 5프로 제한이 적용돼요?", "prh-44-5pct-cap"),
    # (the same fact asked the other way gets the card's turned 네 now: test_answers_word_precision.py)
    ("우리 집 리모델링 시공사 고를 때 입찰해야 하나요?", "ha-66-contractor-bid"),
    ("리모델링 추진 중인 아파트를 매수해도 되나요?", "ha-77-remodel-bribe"),
    ("관리사무소가 제 차에 주차 딱지를 붙여도 되나요?", "ha-65-ticket-trade"),
    ("우리 집 인테리어 공사를 할 업체를 고를 때 입찰해야 하나요?", "ama-25-works-bid"),
    ("아파트 인테리어 공사 업체를 마음대로 정해도 되나요?", "ama-25-no-private-contract"),
    ("전세 계약 영수증은 몇 년 보관해야 하나요?", "ama-27-keep-5years"),
    ("인테리어 업체가 폐업했는데 하자 보수 받을 수 있나요?", "ama-38-builder-bankrupt"),
    ("재건축조합 추진위원 자격 요건이 있나요?", "ha-11-2-agent-qualified"),
    ("집을 몇 채 사고팔면 사업자등록 해야 하나요?", "ha-4-builder-registration-20"),
    ("토지임대부 아파트 토지 임대료를 매년 올릴 수 있나요?", "ha-78-land-rent-deposit"),
    ("등록임대 집주인이 집을 다른 임대사업자에게 양도하면 제 계약이 끝나나요?", "prh-45-illegal-sublet"),
    ("등록임대 집주인이 집을 다른 임대사업자에게 양도하면 제 계약이 끝나나요?", "prh-43-sell-to-landlord"),
    ("등록임대 집인데 세입자가 전입신고 안 하면 불이익 있나요?", "prh-46-no-report-fine"),
    ("재당첨 제한이 세대 분리된 부모님에게도 적용되나요?", "hsr-54-household-wide"),
    ("지하주차장 바닥 도장이 벗겨졌는데 4년 지났어요. 하자보수 받을 수 있나요?", "amd-36-roof-structure-5y"),
])
def test_the_reviewers_question_does_not_get_the_card(said, asked, card):
    got = said(asked)
    assert got is None or got.id != card, (asked, got.id)


def test_the_reviewed_facts():
    cards = {a.id: a for a in read_answers()[1]}
    # 주택법 제62조 ⑤: two years from the recovery of title, not from learning of it
    assert "회복한 날부터 2년" in cards["ha-62-after-completion"].answer
    # 시행령 제73조 ④: the spouse exception needs the 전매동의
    assert "전매동의" in cards["ha-64-spouse-joint"].answer
    # 민간임대주택법 (2025-06-04 시행): a villa may also register for 6 years
    assert "6년 단기" in cards["prh-2-villa-ok"].answer
