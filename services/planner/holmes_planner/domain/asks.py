"""Which legal calculators a question asks for, once its intent is known.

Pure and small on purpose: it never changes the other steps. A calculator is added when the
question asks for its figure *and* gives the figures it works on (amounts, dates), or asks
outright for the amount ("복비 얼마예요?", "지연손해금 계산해 주세요") — then the calculator
asks for exactly the input that is missing. A question that names the topic without asking
for a figure is answered from the law. The orchestrator maps the entities to each
calculator's params (calc_params).
"""
from __future__ import annotations

import re

from holmes_contracts.models import Entities
from holmes_kit.korean.asking import asking_text
from holmes_kit.korean.extract import PRINCIPAL_ASKED, RAISE_AS_RENT, rent_in_arrears, spoken_counts_in_digits

# "보증금 5천 더 올리면 월세 얼마나 깎아줘야", "보증금 3천으로 올리면 월세 얼마로 내려가야", "월세 60 줄이고 싶어요
# 보증금 올리는 걸로": a deposit raised so the rent comes down — the conversion run the other way.
_DEPOSIT_UP_RENT_DOWN = (r"|(보증금|전세금?).{0,20}(올리|올려|올린|올릴|더\s*(내|넣|주|낼))\S*.{0,30}월세.{0,20}"
                         r"(깎|내려|내리|내릴|낮춰|낮추|낮출|줄|덜|빠|감액|얼마로)"
                         # "보증금 2억으로 하면 월세 없애준대요": the whole rent taken off by a larger deposit
                         # (not "보증금 5천에 월세 없이 전세 계약": a plain 전세 described, no rent taken off)
                         r"|(보증금|전세금?).{0,30}월세\S{0,2}\s*(없애|없이(?!\s*(순|그냥)?\s*전세)|안\s*받)"
                         r"|월세.{0,20}(깎|내리|낮추|낮춰|줄이|줄여|없애|없앨).{0,30}보증금.{0,12}(올리|올려|올릴|더\s*(내|넣))")

# tool -> (what asks for its figure, what it needs from the entities)
_ASKS: tuple[tuple[str, str], ...] = (
    ("rent_increase_cap", r"(증액|인상|올려|올리|올린|올릴|올라).{0,20}(한도|얼마|까지|가능|되나|돼|되는|맞나|법|상한|최대|%|퍼센트|프로)"
                          r"|(한도|상한|최대|얼마).{0,12}(증액|인상|올려|올릴|올라가|올라갈)|(갱신|재계약).{0,20}(상한|한도|최대|얼마)"
                          # "the maximum new deposit after renewal" (최대 보증금 갱신)
                          r"|(상한|한도|최대)\s*(얼마\s*)?(새\s*)?(보증금|월세|차임|전세금).{0,10}(갱신|재계약)"
                          r"|(%|퍼센트|프로)\s*(증액|인상|올려|올리|올린|올릴)"
                          # "보증금 1억이고 월 40인데 월세 최대 얼마까지 올라?": the lease's figure, then how far it may rise
                          r"|(전세|월세|보증금|전세금|차임|임대료).{0,40}(최대|한도|상한)\s*(얼마\s*)?(까지\s*)?(올라(?!갔|왔)|오를|오르)"
                          # "전세 2억4천인데 5%면 얼마 올라요": the sum a rise by the share adds to the deposit or rent
                          r"|(전세|월세|보증금|전세금|차임|임대료).{0,20}(%|퍼센트|프로)\s*(면|이면|로|으로|씩)?.{0,8}?얼마\s*(나\s*)?"
                          r"(올라|오르|인상|증액|늘어)"
                          # "새 보증금 최대 총액이 얼마예요": the new figure's bound, however far from 갱신
                          r"|새\s*(보증금|전세금|월세|차임)\S{0,2}\s*(최대|상한|한도)"
                          # "4억으로 올려달래요": a figure asked for is a question about the cap
                          r"|\d\s*(억|천|만\s*원|만|원)?\s*(으로|로)\s*(증액|인상|올려|올리|올린|올릴)"
                          # a new figure demanded at renewal ("갱신요구 했더니 4억 5천 달래요"): its cap is asked
                          r"|(갱신|재계약).{0,30}\d\s*(억|천|만\s*원|만|원)?\s*\d*\s*(천|만\s*원|만)?\s*(을|를|으로|로)?\s*"
                          r"(달라|달래|달랜|요구|불러|부르|받겠)"
                          # "전세 3억에서 3억3천 달래요 5% 넘는 거죠": from one figure to another asked for, the cap asked
                          r"|\d\s*(억|천|만\s*원|만|원)?\s*에서\s*\d[\d\s억천백만원,.]*\s*(으로|로)?\s*(달라|달래|달랜|요구|불러|부르|올려|올리|받겠)"
                          r".{0,30}(%|퍼센트|프로|상한|한도|넘|가능|되나|돼|맞나|법)"
                          # "전세인데 갱신하면서 월세 10만원 추가하재요. 5% 넘나요?": a rent added is a raise too
                          r"|월세.{0,12}(추가|더\s*내|더\s*받|붙이|붙여|새로\s*내).{0,40}(%|퍼센트|프로|상한|한도|넘|가능|되나|돼)"
                          # "1억2천5백 전세인데 집주인이 1억4천 달래요. 이거 5% 넘는 거 아닌가요?": a lease's figure, a new
                          # one demanded, and the statute's 5% weighed against it (no rate of a loan between)
                          r"|(전세|월세|보증금|전세금|차임)(?:(?!금리|이자|이율|대출|중개|복비).){0,40}\d\s*(억|천|만\s*원|만|원)?\s*\d*\s*"
                          r"(천|백|만\s*원|만)?\s*(을|를|으로|로)?\s*(달라|달래|달랜|요구|불러|부르|받겠)"
                          r"(?:(?!금리|이자|이율|대출|중개|복비).){0,30}(?<![\d.])5\s*(%|퍼센트|프로)"
                          # "갱신 때 올려달래요. 전세 2억 3천이고 … 부담돼요. 최대 얼마까지예요?": the raise told
                          # first, a bare "how far" asked last with the backstory between
                          r"|(증액|인상|올려|올리|올린|올릴|올라).{0,120}[.?!]\s*(최대|한도|상한)?\s*얼마\s*까지[^.?!\d]{0,8}[?.!]?\s*$"),
    ("brokerage_fee", r"중개\s*보수|중개\s*수수료|중개\s*비|중개료|복비|부동산\s*수수료"
                      # the deal brokered, then the fee for it ("7억 매매를 중개하면 받을 수 있는 최대 보수"); a
                      # 하자보수 is a repair, not a fee
                      r"|중개\s*(하면|해서|하고|했|한|할|하는|해\s*주면|해주면).{0,30}(?<!하자)(?<!하자\s)(보수|수수료)(?!\s*공사)"
                      # what the broker charges, named by the broker and the charge ("중개사가 부가세 별도래요",
                      # "부동산에 얼마 줘야 돼요"): the fee is the subject even when the word is not said
                      r"|(중개사|중개인|중개업자|부동산).{0,30}(부가세|부가가치세|얼마\s*(줘|드려|내|주)|최대\s*(얼마|총액))"
                      # …or by the sum the broker demands ("중개사무소에서 60만원 달래요")
                      r"|(중개\s*사무소|중개사|중개인|중개업자|부동산)(에서|이|가|은|는)?\s*[\d,.]+\s*만\s*원?\s*(을|를|이나|씩)?\s*"
                      r"(달래|달라|달랜|요구|받겠|받는대|내래|내라|청구|불러)"
                      r"|(부가세|부가가치세).{0,30}(중개사|중개인|중개업자)"),
    ("rent_conversion", r"(전세|보증금|월세)[로으]{0,2}\s*환산|전환율|전월세\s*전환"
                        r"|월세로\s*(전부|모두|다|전액|통째로)?\s*(전환|바꾸|바꿔|돌리|돌려|돌릴|돌린|바꿀|바꾼|하면|하자|받으면|내면"
                        r"|받고|받겠|받을|치면|쳐서|환산|계산)"
                        # "보증금 1억 하고 나머지 월세", "차액은 월세로": the rest of the deposit as rent
                        r"|(나머지|차액)\S{0,2}\s*(는|은|를|을)?\s*월세|반전세\s*(전환|로|하)"
                        r"|(보증금|전세금?).{0,20}(→|->).{0,30}월세"
                        # a form pasted as label and value ("월세로 바꿀 금액: 8천", "전환할 금액 1억 … 월세 상한")
                        r"|(월세|월\s*차임)\s*(으로|로)\s*(바꿀|바꾸는|전환할|전환하는|돌릴|돌리는)\s*(금액|액수|보증금|부분|돈)"
                        r"|(전환할|바꿀)\s*(금액|보증금)(?=.{0,40}월세)"
                        # "보증금 3천을 월세 15만원으로 바꾸재": the deposit turned into a rent named with it
                        r"|(보증금|전세금?).{0,20}월세\s*(를|을)?\s*[\d.,]+\s*(만\s*원|만|원)?\s*(으로|로)\s*"
                        r"(전환|바꾸|바꿔|바꿀|바꾼|돌리|돌려|돌릴|하자|해\s*달)"
                        r"|보증금으로\s*(전환|바꾸|돌리)|반전세로|전환하면"
                        # "전세 2억을 보증금 1억 월세 얼마로 바꿀 수 있나요": the rent the rest becomes, asked
                        r"|(전세|보증금|전세금).{0,30}월세\s*(를|은|는)?\s*(얼마|몇\s*만\s*원?)\s*(으로|로|에)\s*"
                        r"(전환|바꾸|바꿔|바꿀|돌리|돌려|돌릴|할\s*수|해도|하면)"
                        r"|(보증금|전세금?).{0,20}(낮추|빼|줄이|내리|깎).{0,30}월세"
                        # the English gloss puts the verb first ("reduce my 2.5억 deposit to 1.5억 … rent")
                        r"|낮추는\s.{0,40}(보증금|전세금?).{0,40}월세"
                        # "보증금 1.8억 + 월세로 재계약": the lower deposit with rent is a conversion
                        r"|(보증금|전세금?)\s*[\d.,]+\s*(억|천|만\s*원|만)?\s*[\d,]*\s*(천|만\s*원|만)?\s*(\+|에|이랑|랑|하고)\s*월세로"
                        # either way round ("월세를 전세로 바꾸면")
                        r"|(월세|전세|반전세)[를을]?\s*(전세|월세|반전세|보증금)[으로]{1,2}\s*(바꾸|바꿔|돌리|돌려|돌릴|돌린|바꿀|바꾼|전환|변경)"
                        # "1억을 월차임으로 전환", "0.5억 월세 전환 상한", "월세 90인데 전세로 바꾸면": the statute's
                        # word for rent, the noun phrase, and a rent turned into a deposit
                        r"|월\s*차임\s*(으로|로)\s*(전환|바꾸|바꿔|돌리|돌려)|월\s*(세|차임)\s*전환"
                        r"|월세.{0,30}전세로\s*(전환|바꾸|바꿔|돌리|돌려|돌릴|바꿀|하면)"
                        # the rent said as what is paid a month ("월 45만 내는 걸 전세로 바꾸면")
                        r"|월\s*[\d.,]+\s*만\s*원?\s*(씩\s*)?(내는데|내는|내고\s*있는데|내고\s*있는|주는)\s*,?\s*(걸|것을|거|집을?)?\s*(전세|보증금)\s*(으로|로)\s*"
                        r"(전환|바꾸|바꿔|돌리|돌려|돌릴|바꿀|하면|올리)"
                        # "보증금 2억 + 월세, 월세 최대는?": the lower deposit with rent, however it ends
                        r"|(보증금|전세금?)\s*[\d.,]+\s*(억|천|만\s*원|만)?\s*[\d,]*\s*(천|만\s*원|만)?\s*(\+|이랑|랑|하고)\s*월세"
                        # the other way: a deposit raised to take rent off ("보증금 5천 더 올리면 월세 얼마나 깎아줘야")
                        + _DEPOSIT_UP_RENT_DOWN +
                        # a trade of one for the other ("월세를 10만원 올리는 대신 보증금 3천 돌려준대요")
                        r"|월세.{0,30}(대신|그만큼|만큼).{0,30}보증금|보증금.{0,30}(대신|그만큼|만큼).{0,30}월세"),
    ("priority_repayment", r"최우선\s*변제|소액\s*임차인|경매.{0,30}(먼저\s*받|얼마.{0,8}받)"
                           # "경매 넘어갔는데 최우선으로 얼마?": the word without 변제, with the sum asked
                           r"|최우선\s*(으로|순위로|순위)?\s*(얼마|받|챙|보호)|경매.{0,30}최우선"
                           # "서울 보증금 5500 최우선": the word alone is the whole ask
                           r"|최우선\s*(은|는|이면)?\s*[?？]*\s*$"),
    ("deposit_delay_interest", r"지연\s*(이자|손해금)|(반환|돌려).{0,20}이자|이자.{0,10}(청구|받을)"
                               # the rate a lawsuit brings (소송촉진법 12%) on the deposit withheld
                               # (named by its statute too: "소촉법 12%로 하면", "소송촉진법 적용하면 이자")
                               r"|(소송|소장|송달|판결|지급명령|소촉법|소송\s*촉진|특례법).{0,30}(이자|\d+(\.\d+)?\s*%)"
                               r"|(이자|\d+(\.\d+)?\s*%).{0,30}(소송|소장|판결)"
                               # a delay counted, with the rate to apply ("45일 지연됐어요. 연 5%로 일할 계산")
                               r"|(지연|늦|못\s*받|못\s*돌려).{0,30}(연\s*\d+(\.\d+)?\s*%|일할|법정\s*이자|이율)"
                               r"|(연\s*\d+(\.\d+)?\s*%|일할|법정\s*이자|이율).{0,30}(지연|늦게|늦어)"
                               # the deposit not given back, and its interest asked ("보증금 2억 아직 못 받았는데
                               # 이자 얼마") or the rate to count it at ("전세금 1억 60일 안 줌. 5%로 얼마?") — the
                               # tenant's deposit, not a rent paid late
                               # ("1억 보증금 45일 지연됐는데 이자 5%로 계산하면?": its return delayed, said as 지연)
                               r"|(보증금|전세금).{0,30}(못\s*받|못\s*돌려|안\s*돌려|안\s*줘|안\s*주|안\s*줌|미반환|늦게\s*(받|돌려)|늦어|지연).{0,30}"
                               r"(이자|\d+(\.\d+)?\s*(%|퍼센트|프로))"),
    ("renewal_window", r"(갱신\s*(요구|청구|거절)|계약\s*갱신).{0,30}(언제|기간|까지|가능|마감|늦|첫\s*날|시작\s*일)|(묵시|자동\s*(?:연장|갱신)).{0,40}(해지|나가|나간|나갈|이사|통보|통지|말했)|(언제|기간|마감|까지|마지막\s*날).{0,20}갱신\s*(요구|청구|거절)"
                       r"|갱신.{0,20}(언제|마감|기한|마지막\s*날)|재계약.{0,20}(언제|기한|마감|통보|통지)"
                       # the lease's own end asked ("2년 계약이면 만료일 언제예요?"): start + term − 1일 (제4조)
                       r"|(만료|만기|종료|끝나는)\s*(일|날|날짜)?\s*(이|은|는|가)?\s*(정확히|정확하게|딱|대체|그럼)?\s*(언제|며칠|몇\s*월|날짜|계산)"  # "만료일 계산 좀"
                       # "…2년계약 만료일?", "계약 언제 끝나?": the end itself asked, without "언제" before it or after
                       r"|(만료|만기|종료|끝나는)\s*(일|날|날짜)\s*(은|는|이|가)?\s*요?\s*[?？]*\s*$|언제\s*(만료|만기|종료|끝나|끝남|끝날)"
                       # "묵시적으로 연장되면 언제까지?", "자동 갱신됐는데 새 만기는": the renewed term's end
                       r"|(묵시|자동\s*(연장|갱신)).{0,30}(언제\s*까지|새\s*(만기|만료|계약)|(만기|만료)\S{0,3}\s*언제|언제\s*(끝나|만료))"
                       # "한 번 더 연장하면 언제까지 살 수 있어?": the stay a renewal gives
                       r"|(갱신|연장|재계약)\s*(을|를)?\s*(하면|할\s*경우|해서|되면).{0,8}언제까지\s*(살|거주|있)"
                       # "집주인한테 연장하자고 말할 수 있는 기간이 언제부터": 연장 is how many say 갱신
                       r"|(집주인|임대인|세입자|임차인|계약|전세|월세)\S{0,6}\s*연장\S{0,12}.{0,20}(언제|기간|기한|마감)"
                       # "집주인한테 언제까지 갱신 얘기 해야 해요?": the deadline asked before the word
                       r"|(언제|마감|기한|마지막\s*날)\S{0,3}\s*\S{0,8}\s*(계약\s*)?갱신"),
    ("jeonse_ratio", r"전세가율|부채\s*비율|깡통|반환\s*보증|보증\s*보험|HUG|허그"
                     # the two figures alone ("매매 3억2천 전세 2억8천", "전세 2.8억 매매 3.2억이면?"): the ratio of them
                     r"|^(매매가?|시세|집값)(은|는|가|이)?[\d.,억천백만원]+(이고|에|,)?(전세금?|보증금)(은|는|가|이)?[\d.,억천백만원]+(이면|면|인데|이요)?[?？]?$"
                     r"|^(전세금?|보증금)(은|는|가|이)?[\d.,억천백만원]+(이고|에|,)?(매매가?|시세|집값)(은|는|가|이)?[\d.,억천백만원]+(이면|면|인데|이요)?[?？]?$"
                     # "what ratio is that" asked of a jeonse and a price
                     r"|(전세|보증금).{0,40}비율|비율.{0,30}(전세|보증금)"
                     # the debts and the deposit added up against the price ("근저당 1억2천 전세 1억5천 합쳐서 몇퍼")
                     r"|(근저당|저당|융자|담보|선순위|빚).{0,40}(전세|보증금).{0,30}(합치|합쳐|합한|합하|더하|더한|몇\s*(%|퍼|프로))"
                     # a lease entered on a house that carries a debt, asked whether it is safe ("시세 3억 빌라에
                     # 근저당 1억5천인데 전세 1억8천 들어가도 돼?"): the deposit and the debt against the price
                     r"|(근저당|저당|융자|담보|선순위|빚).{0,40}(전세|보증금).{0,30}(들어가도|들어가면|계약해도|계약하면|넣어도|넣으면|해도\s*(돼|되|됨|될|괜찮)|괜찮|안전|위험)"),
    # the HUG guarantee's deadline (계약기간 1/2 경과 전): asked, it is computed or its start asked for
    # ("보증금 최대 얼마까지 돼요" asks the amount it takes, not by when)
    # …nor does a bound of an amount or a share ("공시가격×140%×90%까지라던데": how far the guarantee goes)
    ("guarantee_deadline", r"(반환\s*보증|보증\s*보험|HUG|허그).{0,30}"
                           r"(언제|기한|마감|(?<!얼마)(?<!얼마\s)(?<![%원억천만])(?<![%원억천만]\s)까지|늦었|지났|지나서)"
                           r"|(언제|기한|마감).{0,20}(반환\s*보증|보증\s*보험|HUG|허그)"),
    # a filing's statutory deadline asked (신고·이의신청·등기·취득세, counted from a day the user names)
    ("statutory_deadline", r"(실거래\s*가?\s*신고|거래\s*신고|매매\s*(계약\s*)?신고|전월세\s*신고|임대차\s*(계약\s*)?(변경\s*|해제\s*)?신고"
                           r"|해제\s*(등\s*)?신고|(공시\s*(가격|지가)|주택\s*가격).{0,20}이의\s*신청|이의\s*신청.{0,10}공시"
                           # "잔금 치렀는데 등기는 언제까지": the owner's registration after paying the balance
                           r"|이전\s*등기|등기\s*신청|취득세|잔금.{0,30}(?<!임차권)(?<!근저당)(?<!전세권)등기(?!부))"
                           r".{0,40}(언제까지|기한|마감|며칠\s*까지|몇\s*월\s*며칠|데드라인|마지막\s*날|deadline)"
                           r"|(언제까지|기한|마감|데드라인|deadline).{0,30}(신고|공시\s*(가격|지가).{0,20}이의\s*신청|이전\s*등기"
                           r"|등기\s*신청|취득세)"),
    # 계약금에 의한 해제 (민법 제565조); a 가계약금 is another question (was a contract made?)
    # "계약 깨겠대" is the everyday word for 해제
    ("earnest_money", r"(?<!가)계약금.{0,40}(해제|해약|파기|배액|두\s*배|깨|깬|깼)|(해제|해약|파기|깨|깬|깼).{0,40}(?<!가)계약금"
                      # "매매계약 파기하면 위약금 계산해줘": the forfeit of a deal called off is the 계약금's (민법 제565조)
                      # unless the contract fixed another sum — the calculator asks for what it lacks
                      r"|(해제|해약|파기|깨|깬|깼|취소).{0,30}위약금|위약금.{0,12}(계산|얼마)"
                      r"|배액\s*상환"
                      # "배액으로 얼마 받아요": double the 계약금 is the only 배액 of a deal (민법 제565조)
                      r"|배액(으로|을|만큼|이면|은|이|\s*배상|\s*물어|\s*돌려|\s*받|\s*줘|\s*주)"),
    # 청약 가점 (주택공급에 관한 규칙 별표 1): the score, from 무주택기간·부양가족·통장 가입기간
    ("subscription_score", r"청약\s*(?:가점(?!제)|점수(?!표))|가점.{0,8}(?:계산|몇\s*점|얼마|점수(?!표))"),
    # 취득세 (지방세법 제11조) on the price the user names: the amount, not the rate table
    ("acquisition_tax", r"취득세"),
)


# The amount itself is asked for: computed, or the missing input asked for.  A date to the day
# ("정확히 며칠까지", "몇 월 며칠") is the date calculators' amount.
_EXPLICIT = r"얼마|계산|몇\s*(%|프로|퍼센트|만\s*원|원)|며칠|몇\s*월|날짜"
# The renewal window is a pair of dates worked out from the user's contract dates: without them
# "언제까지" is a question about the law, and "얼마까지" asks an amount (the 5% cap).
_EXPLICIT_DATE = (r"계산|며칠|몇\s*월|날짜"
                  # the user's own end date asked ("2년 계약이면 만료일 언제야?"): the calculator asks for the start
                  r"|(만료|만기|종료)\s*(일|날)\s*(이|은|는|가)?\s*언제"
                  # the user's own deadline ("제 마감일은 언제예요?"): the calculator asks for the lease dates
                  r"|(제|내|저의|나의|우리)\s*(마감일|마감|기한|마지막\s*날|데드라인)")
# A filing's deadline is a date only when one is asked for: "며칠 안에 해야 돼요?" asks the period
# (the law's 30일), "며칠까지", "몇 월 며칠" the day.
_EXPLICIT_DEADLINE = r"계산|며칠\s*까지|몇\s*월\s*며칠|날짜"
# Asks whose answer is the figure for one calculator only: whether, and so how much, the
# tenant gets back first ("최우선변제 받을 수 있나요") needs the deposit.
_EXPLICIT_FOR = {"subscription_score": r"몇\s*점|점수(?!표)",  # "점수표" asks the table (별표 1)
                 "priority_repayment": r"받을\s*수\s*(있|잇)|해당(되|돼|하)|대상(이|인)",
                 # "묵시적 갱신인데 언제 나갈 수 있어요": the day is today's notice + 3 months (제6조의2), and
                 # the day the notice is sent is asked for
                 "renewal_window": r"(묵시|자동(연장|갱신)).*언제|언제.*(묵시|자동(연장|갱신))"}
# …unless what decides it is the order of events, not the deposit: "경매 개시결정 뒤에 전입하면 받을 수
# 있어?" is answered by the law (대항요건 before the 경매개시결정등기), whatever the deposit.
_ORDER_ASKED = {"priority_repayment": r"(경매\s*개시|개시\s*결정|압류|경매\s*(들어|넘어|시작)).{0,20}(후|다음|뒤|이후|나서)"}


_LEASE_DATED = re.compile(r"\d월(?:에|부터|쯤|말|초)?(?:전세|월세)?(?:입주|들어왔|들어온|이사왔|이사온|계약했|계약한|계약해|시작|만기|만료|끝나)"
                          r"|(?:입주|만기|만료|시작)(?:일|는|은|이|가)?\d")


_GUARANTEE_TERMS = re.compile(r"(반환보증|보증보험|HUG|허그).{0,30}(조건|요건|자격|한도)|(조건|요건|자격).{0,12}(반환보증|보증보험|HUG|허그)",
                              re.I)


def _has_inputs(tool: str, e: Entities, squeezed: str) -> bool:
    roles = {a.role for a in e.amounts}
    full_dates = [d for d in e.dates if len(d) == 10]
    if tool in ("renewal_window",):
        # a month is enough when it dates this lease ("2024년 12월에 들어왔는데", "만기 2027년 2월"): the
        # calculator carries the month's days; "2020년 12월 이전 계약도 …" asks the law
        return bool(full_dates) or (any(len(d) == 7 for d in e.dates) and bool(_LEASE_DATED.search(squeezed)))
    if tool == "deposit_delay_interest":  # the deposit: with the due date or the delay counted it is the
        # sum, with neither the rates and a year's interest on it ("보증금 2억 … 지연이자 받을 수 있어요?");
        # "350,000,000원 반환 지연 2개월": the one figure, told without a role, is the deposit withheld
        return "deposit" in roles or (len(e.amounts) == 1 and e.amounts[0].role is None)
    if tool == "jeonse_ratio":  # a district alone: both medians come from its market data
        # …or a 공시가격 alone: the most deposit the HUG guarantee takes on it
        # …or the guarantee's own conditions asked ("HUG 반환보증 가입 조건이랑 한도"): the calculator states them
        return bool(e.regions) or ("deposit" in roles and ("price" in roles or "공시" in squeezed)) \
            or e.extra.get("official_price") is not None or bool(_GUARANTEE_TERMS.search(squeezed))
    if tool == "brokerage_fee":
        return bool(roles & {"price", "deposit", "monthly_rent"})
    if tool == "rent_increase_cap":
        # "우리집 2억7천인데 얼마까지 올라가요?": the one figure told without a role is what is raised
        return bool(roles & {"deposit", "monthly_rent"}) or (len(e.amounts) == 1 and e.amounts[0].role is None)
    if tool == "guarantee_deadline":  # a deadline asked: the calculator asks for the start it lacks
        return True
    if tool == "subscription_score":  # any of its three inputs; the calculator asks for the rest
        return bool(re.search(r"무주택(?:기간)?\d|부양가족\S{0,3}\d|(?:통장|저축|가입)\S{0,4}\d", squeezed))
    if tool == "acquisition_tax":  # the price bought at (a figure of no other role counts)
        return any(a.role in ("price", None) for a in e.amounts)
    if tool == "statutory_deadline":  # the day it counts from; without one the period is the law's answer
        return bool(full_dates)
    if tool == "earnest_money":  # the 계약금 itself, or the price and its share
        return bool(e.amounts) and ("price" in roles and bool(e.percentages) or bool(re.search(r"계약금\d", squeezed)))
    if tool == "rent_conversion":  # "1억2천5백을 월세로 돌리면": a figure without a role is the part converted
        return bool(e.amounts)
    return bool(roles & {"deposit"})


# "월세 60을 보증금으로 돌리면 보증금 얼마 올려야돼": the deposit rises because the rent is turned
# into it — a conversion; the 5% cap is asked only in words of its own.
_RENT_INTO_DEPOSIT = re.compile(r"월세.{0,20}(?:보증금|전세금?)(?:으로|로)\s*(?:전환|바꾸|바꿔|돌리|돌려|돌릴|돌린|바꿀|바꾼)"
                                + _DEPOSIT_UP_RENT_DOWN)
# "보증금을 3천으로 낮추면 월세 얼마까지 올릴 수 있어": the rent rises because the deposit is
# turned into it — the conversion's cap (제7조의2), not the 5% cap of a raise (제7조).
_DEPOSIT_INTO_RENT = re.compile(r"(?:보증금|전세금?)\S{0,3}\s*(?:을|를)?\s*\S{0,12}?\s*(?:으로|로)?\s*"
                                r"(?:낮추|낮춰|낮춘|빼|줄이|줄여|내리|내려|깎)")
# "HUG 보증 전세대출 받을 수 있나요": HUG named as a loan's guarantor asks for the loan (전세자금대출보증), not the
# deposit's return guarantee the 전세가율 calculator screens — unless that guarantee is named too.
_LOAN_GUARANTOR = re.compile(r"(HUG|허그|SGI|HF|주택금융공사)\S{0,6}?(전세)?(자금)?대출", re.I)
_DEPOSIT_GUARANTEE = re.compile(r"전세가율|부채\s*비율|깡통|반환\s*보증|보증\s*보험")
_BROKER_WORDS = dict(_ASKS)["brokerage_fee"]
_ARREARS_INTEREST = re.compile(r"이자|지연\s*손해금|연체\s*료")
_RAISE_WORDS = re.compile(r"증액|인상|올려|올리|올린|올릴|올라|%|퍼센트|프로")
_CAP_WORDS = re.compile(r"%|퍼센트|프로|증액\s*한도|인상\s*한도|상한|갱신|5\s*%")
_CONVERSION_RATE = re.compile(r"(?:전환\s*율|전환\s*비율|산정\s*률|이율)\D{0,8}?\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)"
                              r"|(?:연\s*)?\d+(?:\.\d+)?\s*(?:%|퍼센트|프로)\s*(?:로|으로)?\s*(?:계산|적용|환산|전환|쳐서|치면|잡고|잡으면|잡아서)")
# "전환율 상한 기준으로", "법정 전환율 최대로": the conversion's own cap (제7조의2) named, no word of a raise's.
_CONVERSION_CAP = re.compile(r"전환\s*(?:율|비율)\s*(?:의\s*)?(?:상한|한도|최대)|(?:상한|법정|최대)\s*전환\s*(?:율|비율)")
# "월세를 10만원 올리는 대신 보증금 3천 돌려준대요": one traded for the other is a conversion, not a raise.
_TRADE = re.compile(r"월세.{0,30}(?:대신|그만큼).{0,30}보증금|보증금.{0,30}(?:대신|그만큼).{0,30}월세")
# "몇 %로 전환한 거예요", "연 몇 프로야": with the deposit taken off, the rate the trade implies is asked.
_RATE_OF_OFFER = re.compile(r"(?:연\s*)?몇\s*(?:%|퍼센트|퍼|프로)")
# The registered maximum of a 근저당 named, whose loan ("실제 대출금") is asked: the loan behind it, not a loan product.
_CLAIM_NAMED = re.compile(r"채권\s*최고액|최고액|근저당|저당|mortgage|max(?:imum)? claim", re.I)
# With the deposit taken off, "법정 상한 넘어요?" is the conversion's cap; only the raise's own words ask the 5%.
_RAISE_CAP_WORDS = re.compile(r"%|퍼센트|프로|증액\s*한도|인상\s*한도|갱신|5\s*%")


# "허위 매물 광고를 올린 중개사", "후기 올렸더니": a thing posted, not a rent raised.
_POSTED = re.compile(r"(광고|글|사진|매물|공고|게시물|게시글|영상|후기|리뷰)\S{0,2}\s*(올려|올리|올린|올릴|올라|올렸)")


def calculator_tools(query: str, entities: Entities) -> list[str]:
    """The calculators this question asks for and gives the figures of, in a fixed order."""
    squeezed = re.sub(r"\s+", "", spoken_counts_in_digits(query))  # "무주택 팔년" gives an input as "무주택 8년" does
    tools = _calculator_tools(query, entities, squeezed)
    if "rent_increase_cap" in tools and _POSTED.search(query) and not _RAISE_WORDS.search(_POSTED.sub(" ", query)):
        tools = [t for t in tools if t != "rent_increase_cap"]
    # "전환율 4%로", "연 4%로 계산해서": the conversion's own rate is no word of a raise's cap
    unrated = _CONVERSION_CAP.sub(" ", _CONVERSION_RATE.sub(" ", query))
    if "rent_conversion" in tools and _RENT_INTO_DEPOSIT.search(query) and not _CAP_WORDS.search(unrated):
        tools = [t for t in tools if t != "rent_increase_cap"]
    if "rent_conversion" in tools and (_DEPOSIT_INTO_RENT.search(query) or _TRADE.search(query)) \
            and not _RAISE_CAP_WORDS.search(_RATE_OF_OFFER.sub(" ", unrated)):
        tools = [t for t in tools if t != "rent_increase_cap"]
    if "rent_conversion" in tools and "rent_increase_cap" in tools and not _RAISE_WORDS.search(query):
        # "보증금 1.8억 + 월세로 재계약 … 월세 상한은": the cap asked is the conversion's, not a raise's
        tools = [t for t in tools if t != "rent_increase_cap"]
    if "rent_increase_cap" in tools and RAISE_AS_RENT.search(query):
        # "그 증액분을 월세로 받으면 한 달에 얼마": the raise's cap, turned into rent by the cap calculator itself
        tools = [t for t in tools if t != "rent_conversion"]
    if "jeonse_ratio" in tools and _LOAN_GUARANTOR.search(squeezed) and not _DEPOSIT_GUARANTEE.search(query):
        tools = [t for t in tools if t != "jeonse_ratio"]
    if not tools and _own_ratio_asked(query, entities, squeezed):
        tools = ["jeonse_ratio"]
    if not tools and PRINCIPAL_ASKED.search(query) and _CLAIM_NAMED.search(squeezed) \
            and not any(a.role in ("deposit", "price") for a in entities.amounts):
        # "채권최고액 1억2천이면 실제 대출은 얼마": the loan behind the registered maximum, the risk check's figure
        # (without the 채권최고액 the calculator asks for it)
        tools = ["jeonse_ratio"]
    if "deposit_delay_interest" not in tools and rent_in_arrears(query) and _ARREARS_INTEREST.search(query):
        # "월세 석 달 밀렸는데 연체이자 얼마": the same 민법 rate on each rent paid late; without the
        # figures the calculator states the rate (연 5%, 약정은 연 20%까지)
        tools = [*tools, "deposit_delay_interest"]
    if "earnest_money" in tools and re.search(_BROKER_WORDS, query):
        # "계약 해제됐는데 복비는?": a question about the broker's fee, not about the 계약금
        tools = [t for t in tools if t != "earnest_money"]
    return tools


# A danger or a share asked of the user's own house ("매매 3억인데 전세 2억7천, 근저당 5천 있어요 들어가도 돼요?",
# "집값 6억에 전세 4억2천이면 몇 퍼야?"): the deposit against the price is the 전세가율 — with a debt the
# 부채비율 — the risk check leads with, in whatever order the facts were told.
_OWN_RISK_ASKED = re.compile(r"위험|안전|괜찮|깡통|들어가도|들어가면|계약해도|계약하면|해도(?:돼|되|됨|될)|비율|몇(?:%|퍼|프로)"
                             r"|퍼센트|얼마나(?:돼|되)")
# The deposit's bound asked of a share of the price ("전세가율 70%를 넘지 않으려면 전세 최대 얼마", "근저당이랑
# 합쳐서 매매가의 80% 안으로 하려면 전세금 얼마까지"): the share is the target, the deposit what is asked.
_TARGET_SHARE = re.compile(r"(\d+(?:\.\d+)?)(?:%|퍼센트|프로|퍼)(?:를|을|가|이|는|은|의)?"
                           r"(?:넘지(?:않|말)|안넘|못넘|넘기지(?:않|말)|안넘기|이하|이내|안으로|안쪽|아래|밑|미만|까지|로맞|으로맞|에맞"
                           # "매매가 2억인데 전세 80%면 얼마": the deposit at that share
                           r"|(?:(?:으로|로)(?:하|잡|받|정하)?|이)?면(?:얼마|최대|전세|보증금)"
                           # "80% 룰로 보증금 최대 얼마", "80% 기준으로": a rule of thumb named by its share
                           r"|룰(?:로|으로|에|대로|기준|이면|상)|rule|기준(?:으로|이면|에서|상)|(?:규칙|라인)(?:으로|로|에맞|에맞춰|대로))")
# A loan's or a fee's share ("LTV 70%면 전세대출 얼마", "0.4%면 복비 얼마") is no share of a deposit.
_OTHER_SHARE = re.compile(r"대출|LTV|DSR|DTI|금리|이자|이율|수수료|복비|중개|전환", re.I)
_DEPOSIT_ASKED = re.compile(r"(?:전세|보증금|전세금)\S{0,12}(?:얼마|최대|최고|한도)|(?:얼마|최대)\S{0,10}(?:전세|보증금)")


def target_share(query: str, entities: Entities) -> float | None:
    """The share of the price a deposit (with the debts ahead of it) must stay within, when the
    deposit is what is asked ("매매가 3억, 전세가율 70% 안 넘으려면 전세금 최대 얼마?"): 70.0, else None."""
    squeezed = re.sub(r"\s+", "", spoken_counts_in_digits(query))
    m = _TARGET_SHARE.search(squeezed)
    if m is None or not _DEPOSIT_ASKED.search(squeezed) or "deposit" in {a.role for a in entities.amounts} \
            or _OTHER_SHARE.search(squeezed):
        return None
    share = float(m.group(1))
    return share if 0 < share <= 100 else None


def _own_ratio_asked(query: str, entities: Entities, squeezed: str) -> bool:
    """The user's own deposit and price (or only one of them, the 전세가율 named and its figure
    asked: the calculator asks for the other), no district to look up."""
    if entities.regions:
        return False
    roles = {a.role for a in entities.amounts}
    if "price" in roles and target_share(query, entities) is not None:
        return True
    if {"deposit", "price"} <= roles:
        return bool(_OWN_RISK_ASKED.search(squeezed))
    if entities.extra.get("official_price") is not None and "deposit" not in roles and _DEPOSIT_ASKED.search(squeezed):
        # a 공시가격 told and the deposit's most asked ("공시가 1억8천, 선순위 5천 … 보증금 최대 얼마"): the HUG
        # guarantee's ceiling on it (공시가격 × 140% × 90% − 선순위), which the 전세가율 calculator works out
        return True
    return bool(roles & {"deposit", "price"}) and bool(re.search(r"전세가율", squeezed)) \
        and bool(re.search(_EXPLICIT, squeezed))


def _calculator_tools(query: str, entities: Entities, squeezed: str) -> list[str]:
    # A figure asked outright is asked in the clauses that ask: "환산보증금이 뭐예요? 월세 복비 계산할 때 나오던데요"
    # tells where the term was met, and asks what it is.
    asked = re.sub(r"\s+", "", spoken_counts_in_digits(asking_text(query)))
    return [tool for tool, pattern in _ASKS
            if re.search(pattern, query, re.I) or re.search(pattern, squeezed, re.I)
            if _has_inputs(tool, entities, squeezed)
            # a district's 전세가율 comes from market data, not from a form to fill in
            or (tool != "jeonse_ratio" and re.search(_EXPLICIT_DEADLINE if tool == "statutory_deadline"
                                                      else _EXPLICIT_DATE if tool == "renewal_window" else _EXPLICIT,
                                                      asked))
            or (re.search(_EXPLICIT_FOR.get(tool, "(?!)"), squeezed)
                and not re.search(_ORDER_ASKED.get(tool, "(?!)"), squeezed))]


# What each calculator is about, in the words a later turn uses to ask more about the same thing
# ("집주인이 실거주한다고 갱신 거절하면?" after "만기가 … 갱신요구권은 언제까지?").
_TOPIC: dict[str, str] = {
    "renewal_window": r"갱신|묵시|실거주",
    "priority_repayment": r"최우선|소액\s*임차|근저당|저당|경매",
    "earnest_money": r"계약금|해제|해약|배액",
    "brokerage_fee": r"중개\s*보수|복비|중개\s*수수료|부가세|부가가치세",
    "rent_increase_cap": r"증액|인상|올려|올리|올릴|올린|올라",
    "rent_conversion": r"전환|월세로|보증금으로|" + r"(?:으로|로)\s*(?:낮추|낮춰|낮춘|줄이|줄여|줄인|내리|내려|내린)",
    # "소송 걸어서 송달되면 12%라던데 그 3개월이 12%면 얼마야?" after the delay interest on a deposit
    "deposit_delay_interest": r"이자|지연|연체|송달|소송|소장|판결|\d\s*(?:%|퍼|프로)",
}
# "보증금 1억2천으로 낮추면": the deposit a conversion lowers to — named as 보증금, yet a change asked of the
# deposit told before, not a new one in its place.
_LOWERED_TO = re.compile(r"(?:으로|로)\s*(?:낮추|낮춰|낮춘|줄이|줄여|줄인|내리|내려|내린)")


def adds_to_calculation(previous_query: str, previous: Entities, query: str, entities: Entities) -> bool:
    """A turn whose only figures are a change asked to the previous calculation ("집주인이 1,500만원 더
    올려달래요, 5% 넘어요?" after "전세 2억4천 갱신하면 최대 얼마?"): its figure is the request; the previous
    figures are still the user's situation, so they are kept beside it, not replaced by it."""
    if not previous_query or not any(a.role for a in previous.amounts) or entities.dates:
        return False
    lowered = len(entities.amounts) == 1 and entities.amounts[0].role == "deposit" and bool(re.search(
        re.escape(entities.amounts[0].text) + r"\s*(?:만\s*원|원)?\s*" + _LOWERED_TO.pattern, query))
    if not entities.amounts or (any(a.role for a in entities.amounts) and not lowered):
        return False
    return any(re.search(_TOPIC[t], query) for t in calculator_tools(previous_query, previous)
               if t in ("rent_increase_cap", "rent_conversion"))


# "5천 더 올려달래 … 전세가율은?": the deposit raised by the figure, and a ratio asked of the raised one.
_MORE_BY = r"\s*(?:만\s*원|원)?\s*(?:을|를|만|씩|정도)?\s*더\s*(?:올|인상|증액|높|얹|받)"
_RATIO_ASKED = re.compile(r"전세가율|부채\s*비율|비율|몇\s*(?:%|퍼|프로)")
_RAISE_CAP = re.compile(r"(?<![\d.])5\s*(?:%|퍼|프로)|상한|한도")  # the raise's own cap asked (제7조)


def raised_deposit(previous: Entities, query: str, entities: Entities) -> Entities | None:
    """A turn whose one figure raises the deposit told before and asks a ratio of it ("집주인이 3천 더
    받겠대요, 그럼 전세가율 몇 %?"): the previous figures with the deposit raised by it, else None. The
    5% cap of the same raise ("3천 더 올려달래요, 5% 넘어요?") is adds_to_calculation's."""
    old = next((a for a in previous.amounts if a.role == "deposit"), None)
    if old is None or len(entities.amounts) != 1 or not _RATIO_ASKED.search(query) or _RAISE_CAP.search(query):
        return None
    by = entities.amounts[0]
    if by.role not in (None, "deposit") or not re.search(re.escape(by.text) + _MORE_BY, query):
        return None
    raised = old.model_copy(update={"text": f"{old.text} + {by.text}", "manwon": old.manwon + by.manwon})
    return previous.model_copy(update={"amounts": [raised if a is old else a for a in previous.amounts]})


_SAFETY_ASKED = re.compile(r"전세가율|비율|몇\s*(?:%|퍼|프로)|괜찮|위험|안전|깡통|들어가도|계약해도|해도\s*(?:돼|되|될)")


def completes_ratio(previous: Entities, query: str, entities: Entities) -> Entities | None:
    """A turn giving the one figure the 전세가율 lacked ("전세 2억4천짜리 보고 왔어" → "매매가는 2억7천이래, 전세가율은?"):
    the previous figures with this one beside them, else None."""
    roles, old_roles = {a.role for a in entities.amounts}, {a.role for a in previous.amounts}
    if len(entities.amounts) != 1 or not _SAFETY_ASKED.search(query):
        return None
    wanted = {"price"} if "deposit" in old_roles and "price" not in old_roles else \
        {"deposit"} if "price" in old_roles and "deposit" not in old_roles else set()
    if not wanted or roles != wanted:
        return None
    return previous.model_copy(update={"amounts": [*previous.amounts, *entities.amounts]})


def adds_debt(previous_query: str, previous: Entities, query: str, entities: Entities) -> bool:
    """A turn whose only figure is a debt ahead of the deposit, told after a 전세가율 or HUG question
    ("선순위 근저당이 5천 있으면 얼마까지예요?" after "공시가격 2억 … HUG 보증금 최대 얼마?"): a condition of
    the same house changed, so the house's figures told before stay its inputs."""
    if not previous_query or entities.dates or not entities.amounts \
            or any(a.role != "debt" for a in entities.amounts):
        return False
    return "jeonse_ratio" in calculator_tools(previous_query, previous)


def continues_calculation(previous_query: str, previous: Entities, query: str, entities: Entities) -> bool:
    """A turn with no figures of its own that asks more about the calculation the previous turn
    made: the previous figures are still the user's situation."""
    if entities.amounts or entities.dates or not previous_query:
        return False
    tools = calculator_tools(previous_query, previous)
    # …or its dates ("만기가 2027년 8월 31일이야" → "갱신요구 첫날은 언제야?")
    if not tools and (any(a.role for a in previous.amounts) or any(len(d) == 10 for d in previous.dates)):
        # The situation told first with its figures ("계약금 4천만원 넣었어요"), the calculation asked
        # next ("집주인이 해약하면 배액으로 얼마 받아요?"): the figures told are this question's inputs.
        tools = calculator_tools(f"{previous_query} {query}", previous)
    return any(re.search(_TOPIC[t], query) for t in tools if t in _TOPIC)
