"""Weighted patterns behind the rule-based intent decider (data, no logic).

Patterns run on the *compact* query: NFKC, lower-cased, spaces removed — so
"계약서 작성" and "계약서작성" score alike.  Weights: 3 = the word alone names the area
("시세", "대출", "대항력"), 2 = a strong hint, 1 = context only.  An area counts as
*asked* at 3 or more.
"""

from __future__ import annotations

Rule = tuple[str, float]

# A loss to be made good: who pays it is the law's question (민법 제750조, 공인중개사법 제30조 …).
REMEDY = r"손해배상|배상(받|청구|책임|해|하|을|금)|보상(받|청구)|물어(내|줘|달|줄)"
# The time before an administrative act ("허가 나기 전에", "사용검사 받기 전에"): what may be done then is the
# law's to say (주택법 제49조: no use of a home before its 사용검사), whatever is done.
BEFORE_ACT = (r"(신고|수리|허가|인가|승인|등록|사용승인|준공|사용검사|검사)(가|이)?(되기|나기|받기|떨어지기|하기|끝나기)(전|이전)"
              # …told as not done yet ("사용검사는 아직이래", "허가 아직 안 났는데"): the same time, said of the act
              r"|(수리|허가|인가|승인|사용승인|준공|사용검사)(은|는|이|가|도)?(아직|안(났|나|됐|되|떨어)|못받|안받|전이)")
OBLIGATION = (r"(가입|등록|신고|납부|설치|고지|교부|게시|공개|보고)(은|는|을|를|도)?(꼭|반드시|무조건)?(해야|하여야|돼야|되어야)"
              r"(하|돼|되|할|함|합)"
              r"|의무(인가|인지|예요|에요|야|화|사항|가있|있|아니|아닌|아냐|잖)|" + BEFORE_ACT)

# The party named as the one to pay or fix ("니가 고치래 … 내가 내야됨?", "집주인이 부담해야 하지 않나요").
WHO_PAYS = (r"(내가|제가|저희가|우리가|세입자가|임차인이|집주인이|임대인이|주인이|건물주가|누가|누구)(다|전부|혼자)?"
            r"(?:(?:내|부담해|물어내|물어줘|고쳐|고쳐줘|수리해|수리해줘)야|부담하)")

# A home bought to be let at once, asked whether that may be done ("아파트 사서 바로 전세 끼고 하려는데 되나?"):
# where a deal needs 토지거래허가 the buyer must live in it himself (부동산 거래신고 등에 관한 법률 제10조·제17조)
# — a permission of the law, not an investment weighed.
BUY_TO_LET_ASKED = (r"(사서|사고|매수해서|매수하고|사자마자|산뒤|산다음|구입해서|구매해서)(바로|곧바로|즉시|곧장)?"
                    r"(전세|월세|세)(를|로)?(끼고|껴서|놓|주|내놓)[^?]{0,24}?"
                    r"(되나|되냐|돼\?|돼요|되요|되죠|돼$|되는거|가능|할수있|할수잇|허가|막혔|막힌|금지)")
# …unless what it pays is asked ("수익 날까", "어때요"): then the investment is weighed (COMPREHENSIVE).
PAYS_ASKED = r"수익|어때|어떨까|오를|전망|가치|유리|괜찮"
# Whether an act is lawful: a verdict of the law, whatever the act is about.
LAWFUL_ASKED = r"불법|위법|합법|적법|법위반"
# Whether an act is allowed, required or so — the law's question when the clause that asks names no price, loan or
# product of its own ("…보증금을 8% 올리겠대요. 받아들여야 하나요?", "…집주인한테 말 안 해도 되지?", "중개사가 직접 사도
# 되는거에요?"): the money, the loan and the market told in the story before it are facts, not asks.
PERMISSION_ASKED = (r"(?:해도|아도|어도|워도|여도|써도|둬도|줘도|봐도|와도|가도|사도|돼도|되도)(?:되|돼|괜찮)"
                    r"|야(?:하나|되나|돼|되요|할까|하는|함|하죠|하지|합니까)|맞(?:나요|아요|죠|지|는거|는건|습니까)"
                    r"|문제(?:가)?(?:되|돼|없|있|인가)|수있(?:나|어|을까|는|습니까)|가능(?:한가|해|할까|하나|한거|한건)")
# A licence or a name lent or borrowed ("자격증 빌려줄 테니", "명의만 빌리는 건"): an act the law forbids
# (공인중개사법 제7조), no money borrowed.
LICENCE_LENT = r"(자격증|명의|등록증)(을|를|만|도|까지)?(빌려|빌리|빌린|빌릴|대여|양도)"

# A registry entry whose effect on a tenant the law itself fixes, not a price or a debt the risk check weighs
# (its fraud checklist reads 소유자·신탁·압류·근저당 off the register): a 소유권이전청구권 가등기 keeps the rank the
# 본등기 later takes, and what was registered after it is struck out (부동산등기법 제91조·제92조). Asked with no
# figure and no place ("가등기 있는 집 전세 들어가도 돼?"), whether to enter is the law's answer.
ENTRY_THE_LAW_FIXES = r"가등기|본등기"
# The other party named for the contract ("집주인이랑 계약해도 돼?", "대리인하고 계약해도 되나요"): whether that
# person may let or sell the home is the authority the law gives (신탁법 — the trustee holds title; 민법 제114조 대리).
COUNTERPARTY_ASKED = (r"(집주인|임대인|소유자|명의자|대리인|관리인|남편|아내|부인|배우자|아들|딸|부모님?|엄마|아빠|어머니|아버지"
                      r"|신탁사|신탁회사|수탁자|위탁자|매도인)(님)?(이랑|랑|하고|와|과)(직접|바로|그냥)?(계약|거래)"
                      # …asked of the contract itself, not told as the condition of something else ("집주인이랑 직접
                      # 계약해도 보증보험 돼요?")
                      r"(해도(돼|되|될|됨|괜찮|문제|상관)|해야(하|돼|되|할)|할수(있|잇|없)|하는게(맞|나|괜찮)|하는거(맞|괜찮))")
# Whether a record of the landlord or the house can be seen ("체납 확인할 수 있나요", "확정일자 현황 열람 가능한가요");
# a price looked up ("시세 조회할 수 있나요") is no record the law opens.
RECORD_SEEN_ASKED = (r"(체납|세금|국세|지방세|납세|확정일자|전입세대|선순위|임대차정보|건축물대장|증명서|내역)"
                     r".{0,10}((확인|열람|조회|떼어?볼|발급)(을|를)?(할|해볼|받을)?수(있|잇)(나|을까|는지|어요|어\?|어$)"
                     r"|(확인|열람|조회|발급)(이)?가능)")

# Buying ahead of others ("제가 우선으로 그 집을 살 수 있나요", "우선매수"): a right the law grants (전세사기피해자법
# 제20조, 민간임대주택법 제42조 분양전환, 민사집행법 제140조 공유자 우선매수), not whether buying pays.
PRIORITY_PURCHASE = (r"우선매수|우선구매|우선분양|(우선|먼저|우선적)(으로|으로서)?(그|이|제|내|저희)?(집|주택|아파트|건물)?(을|를)?"
                     r"(살수|살권리|살자격|사도되|사도돼|(매수|구입|구매|매입)(할|하|권))")
LEGAL: tuple[Rule, ...] = (
    (r"법률|법적|법으로|법상|법에|보호법|주임법|민법|특별법|시행령|판례|조항", 3),
    # Is it lawful? asks the law, whatever area its subject belongs to ("보증보험 안 들었는데 불법 아냐?")
    (LAWFUL_ASKED, 3),
    (BUY_TO_LET_ASKED, 3),
    (r"제?\d+조(?!원|\d+억)(의\d+)?", 3),  # "100조원" is money, not an article
    (r"대항력|확정일자|우선변제|배당받|배당요구|배당순위|소액임차인|갱신청구|갱신요구|갱신권|갱신거절|계약갱신|묵시적", 3),
    # The house sold under the tenant ("집주인이 바뀌면", "새 집주인한테"): whether the buyer steps into the lease is
    # the law's (주택임대차보호법 제3조 제4항), however fearfully it is asked ("보증금 못 받는 거 아닌가요") — unless
    # the danger itself is what is asked ("잔금 전에 집주인이 바뀌면 위험한가요": the risk check's).
    (r"^(?!.*(?:위험|안전|리스크)).*(?:(?:집주인|주인|임대인|소유자|명의)(?:이|가|분이)?(?:바뀌|바뀐|바꼈|변경)"
     r"|새(?:로운)?(?:집)?주인|새임대인|새소유자)", 3),
    (r"임차권등기|내용증명|소송|명도|전입신고|원상복구|원상회복|중개수수료|중개보수|복비|층간소음|존속기간", 3),
    # Money taken out of the deposit on leaving ("도배비 80만원 빼겠대요", "청소비 공제"): who bears
    # the wear of a home is the law's question (민법 제654조·제615조 원상회복), not a price asked.
    (r"(도배|장판|청소|수리|원상)비.{0,12}(빼|뺀|떼|공제|물어|내라|달라|청구)|보증금에서.{0,6}(빼|뺀|떼|공제)", 3),
    (r"인상|증액|감액", 3),
    # A raise of the rent said the everyday way ("5프로 이상 못 올리는 거", "월세 올려 달래요"): the cap is the law's.
    (r"(보증금|월세|전세금|차임|임대료|\d+(%|프로|퍼센트))(을|를|도|은|는|이|가)?(이상|넘게|까지|더)?(못|안)?(올려|올리|올린|올릴)", 3),
    # A licence or a name lent ("자격증 빌려서 사무실 차리는 거"): lending it is an act the law forbids
    # (공인중개사법 제7조), not a loan.
    (LICENCE_LENT, 3),
    # A limit the law sets ("법정 한도보다 더 달래요", "법정 수수료"): the statute's cap, not a loan's 한도.
    (r"법정(한도|상한|최고|수수료|보수|중개보수|요율|기한)", 3),
    # A broker asking for more money than agreed ("중개사가 … 더 달라는데 안 줘도 되죠?"): the fee is capped by
    # law (공인중개사법 제32조·제33조 ① 3호), whatever word the limit is said with.
    (r"(중개사|중개인|중개업자|중개사무소|복덕방|부동산(?:에서|사장|측|이))(?:님)?(?:가|이|에서|측)?.{0,14}"
     r"(?:더|추가|따로|웃돈|사례|수고비).{0,4}(?:달라|달래|달란|내라|요구|청구|받으려|받겠|받는대|받는다)", 3),
    # The broker's guarantee for the damage he causes (공인중개사법 제30조 공제·보증보험·공탁).
    (r"공제증서|공제가입|공제에가입|업무보증|손해배상책임보장", 3),
    # …named as the broker's ("중개사 보증 한도가 얼마에요?"): the sum the law sets (시행령 제24조), not a loan's 한도
    (r"(중개사|중개업자|중개사무소|중개법인)(의|가|쪽)?(보증|공제)(?!금)", 3),
    # A noise measured in decibels, asked against the rule (층간소음 기준 규칙 제3조).
    (r"\d+(\.\d+)?(db|데시벨)|데시벨", 3),
    # …or a neighbour's noise told without the word 층간소음 ("위층 피아노 소리 저녁 9시에 쳐도 돼요?", "우퍼 스피커
    # 소리 얼마부터 기준 초과예요?"): the noise rule and 공동주택관리법 제20조 answer it, not a market or nothing
    (r"(윗집|위층|윗층|위집|아랫집|아래층|아래집|옆집|이웃집|이웃|위에서|아래에서).{0,14}(소리|소음|쿵쿵|쾅쾅|뛰어|뛰는|뛰어다|진동|발망치|울려)"
     r"|(피아노|스피커|우퍼|티비|tv|음악|발망치|쿵쿵|뛰는|악기).{0,10}(소리|소음).{0,16}(기준|규정|법|되나|되는|돼|괜찮|초과|넘)"
     r"|소음.{0,4}(기준|규정|측정|민원|분쟁|조정|초과|위반)", 4),  # 4: music from upstairs is no off-topic 음악
    # A tax on the deal and its deadline are set by law (지방세법·소득세법): "6억 아파트 취득세 얼마예요?"
    # asks the rate, not a price.
    (r"취득세|양도세|양도소득세|재산세|종부세|종합부동산세|지방교육세|농어촌특별세|세액공제", 3),
    # Who may apply for a new flat and how it is scored are set by 주택공급에 관한 규칙 (1순위, 가점,
    # 특별공급): "서울 아파트 청약 1순위 조건" asks the rule, not the 서울 market.
    (r"특별공급|특공|가점|(?<![\d.,])[1-3]순위|입주자저축|입주자모집|예치금|예치기준", 3),
    (r"청약(?!통장|저축)|당첨", 2),  # a 청약통장 alone is a savings product (디딤돌 우대 …)
    (r"사기.{0,3}당(한|했)", 3),  # a victim asks for remedies: the law's question
    # A sale or an auction under way asked to be halted ("경매 좀 멈춰 달라고 할 수 있나", "매각 미뤄 달라"): a
    # stay is a request the law grants (전세사기피해자법 제17조 경매의 유예·정지, 민사집행법), not a danger weighed.
    (r"(경매|매각|공매|집행)(를|을|도|는|은|절차)?.{0,6}(멈춰|멈추|중지|정지|유예|연기|미뤄|미루|늦춰|늦추)", 3),
    # …as does anyone asking to be compensated ("설명을 잘못 들어 손해 봤는데 배상받을 수 있나요")
    (REMEDY, 3),
    # What the law requires or allows before a step of its own is done ("꼭 신고해야 하나요", "허가
    # 나기 전에 계약해도 되나요"): an obligation or a permission is the law's, whatever its subject.
    (OBLIGATION, 3),
    (r"못받고|못받았|못받은|못받는중|안돌려줘|안돌려주|안줘요|안준대|안주고", 3),  # so is a deposit withheld
    (r"해지|해약|위약금|수리비|하자|돌려받|돌려주|돌려줘|반환(?!보증)|연체|밀렸|밀리|밀려|쫓겨|나가라|퇴거|실거주", 2),
    (r"통보|만료|거절|취소|팔리|매각|관리비|계약기간|권리|의무|책임|누가내|누가부담|제한|피해자|지원대상|갱신", 2),
    # the landlord selling the home the user rents ("집주인이 집을 팔았어요. 제 계약은?"): what becomes of the
    # lease is the law's (주택임대차보호법 제3조 ④ — the buyer takes the landlord's place), not a market question
    (r"(?:집주인|주인|임대인|건물주)(?:님)?(?:이|가)?(?:(?:이|그|우리|제가사는|내가사는|사는)?집을?)?(?:팔았|팔아버렸|팔았대|팔았다)", 2),
    # whether one may see a record ("집주인 세금 체납을 확인할 수 있나요", "확정일자 현황 열람할 수 있어요?"): access the
    # law grants (국세징수법 제109조 미납국세 열람, 주택임대차보호법 제3조의6 ④ 확정일자 정보), not a check to run
    (RECORD_SEEN_ASKED, 2),
    (COUNTERPARTY_ASKED, 3),
    # how long the user may go on living in the home ("그 집에서 얼마나 더 살 수 있어요?", "언제까지 살 수 있나요"):
    # a stay the law grants (주택임대차보호법 제4조·제6조의3, 전세사기피해자법 제25조 공공임대 거주), not a price asked
    (r"(얼마나|언제까지|몇년(이나|까지|동안)?)(더)?(살|거주할|거주하며살|있을|머물)수(있|잇)", 3),
    (PRIORITY_PURCHASE, 3),
    # whether one has a right ("먼저 살 수 있는 권리가 있나요") is what the law grants
    (r"권리(가|는|도)?(있|없|생기|인정)|권한(이|은)?(있|없)", 3),
    # who bears a cost between the parties ("내가 내야됨?", "수리비 세입자가 부담해야 하나요"): the law's
    # allocation (민법 제623조 수선의무, 제654조), whatever the cost is of
    (WHO_PAYS, 3),
    (r"집주인|임대인|세입자|임차인|보증금|전세금|계약", 1),
    (r"가능한가요|가능해\??$|되나요|될까요|해야하나|해야돼|해야되|어떻게되|할수있|수있나|어떻게해야", 1),
)

# …a kind of building only with the deal ("아파트 있으면 청약 못 하나요" tells a home owned), and "있어" as a question.
LISTING_ASKED = (r"((원룸|투룸|쓰리룸|포룸|방[1-4]개)(전세|월세|반전세|매매)?|(오피스텔|빌라|아파트)(전세|월세|반전세|매매))"
                 r"(매물|집|방)?(있어\??$|있어요\?|있나|있을까|나온거|나온것|나와있|구해|구할수)")

MARKET: tuple[Rule, ...] = (
    # "직거래 가능한가요", "전세 가능한 집": once the spaces go, 가능 runs into 거래가·전세가 — no price asked
    # ('호가' is the asking price — not the 번호 of '주민등록번호가 없어도')
    (r"시세|실거래|거래가(?!능)|거래돼|거래되|(?<!번)호가|매물|집값|매매가(?!능)|전세가율|전세가(?!능)|평당|추이|동향|시장가|"
     r"(아파트|빌라|오피스텔|땅|집)값|갭(?!투자)|"
     # the market's state and its rankings ("하락장 언제 끝나요", "전세 제일 싼 곳"); a deposit's or a
     # lien's 순위 ("보증금 순위", "배당순위", "본등기의 순위", "권리의 순위") is its legal priority, not a ranking
     r"하락장|상승장|폭락|폭등|거품|버블|거래량|거래절벽|(제일|가장|젤)(싼|비싼|저렴|많이|적게|높|낮)|싼곳|비싼곳|랭킹|(?<!선)(?<!우선)(?<!금)(?<!배당)(?<!변제)(?<!저당)(?<!\d)(?<!등기)(?<!기의)(?<!권리)(?<!리의)(?<!권의)순위(?!보전)", 3),
    # A home of a size or kind, for a deal, asked whether there is one ("투룸 월세 있어?", "원룸 전세 나온 거
    #있나요"): a listing search, wherever the place is (a 동 the gazetteer lacks leaves no region to hint).
    (LISTING_ASKED, 3),
    (r"비교|변화|변했|변햇|변동|차트|그래프|어디가|더싸|더비싸|저렴", 2),
    # "최대 얼마 대출 돼요", "얼마 빌릴 수 있어": the amount asked is the loan's, not a price
    (r"가격|올랐|오르|내렸|떨어|하락|상승|평균|얼마(?!나|까지|대출|빌리|빌려|빌릴)|찾아(?!준다|준대|주겠)|찾고|찾기|검색|보여줘(?!야|도)|알아보|"
     r"나온(거|것|집|방)|나와있는", 2),
    (r"이하|이상|이내|신축|구축|투룸|쓰리룸|평대", 1),
)
# A price word followed by a number is an input ("매매가 3억5천인데 위험해?"), not a question.
# So is a price named as a condition of something else ("집값 상한 있나요", "가격 기준이 뭐예요").
MARKET_INPUT = (r"(매매가|집값|전세가|시세)\d"
                # …also with its particle, as a fact told ("시세는 3억이래요", "매매가가 5억인데")
                r"|(매매가|집값|전세가|시세)(는|은)(약|대략|한)?\d"
                r"|(매매가|집값|전세가|시세)(가|이)?(약|대략|한)?\d[\d.,억천만원]*(이래|이라|인데|이고|정도인데|정도고|쯤인데|라는데|이던데|이니까|짜리)"
                r"|(매매가|집값|전세가|시세|주택가격|주택가액|가격)(의|이|은|는)?(상한|기준|제한|요건|조건|한도)"
                # …or how a price is set by rule ("분양가 정할 때 택지비는 뭘로 해?")
                r"|(분양가|분양가격|가격|택지비|건축비|임대료)(를|을|는|은)?(정할|정하는|정해|산정|결정|책정)"
                # …however far the share it is set at ("분상제 분양가는 주변 시세 몇 %로 정하는 거예요")
                r"|(분양가|분양가격)(를|을|는|은|가|이)(?:(?!얼마).){0,14}(정할|정하는|정해|산정|결정|책정)"
                # …or the parts of a capped price (분양가상한제: 택지비 + 기본형건축비), whatever is asked of them
                r"|기본형건축비|택지비|건축비가산|분양가상한제|분상제"
                # …or a threshold to meet ("전세가율 몇 프로 이하여야 돼요")
                r"|(전세가율|매매가|집값|전세가|시세|가격).{0,8}(이하여야|이하이어야|이상이어야|넘으면안|초과하면)"
                # …or the base of a tax asked ("6억 아파트 취득세 얼마예요?": the 얼마 is the tax)
                r"|(취득세|양도세|양도소득세|재산세|종부세|종합부동산세).{0,6}얼마"
                # …or the 청약 예치금 the rule requires ("예치금 서울 얼마 있어야 돼요?")
                r"|예치금.{0,6}얼마"
                # …or a movement told as the reason of what the user does ("집값이 갑자기 뛰어서 계약을
                # 깨려는데"): the story, not a price asked
                r"|(매매가|집값|시세|전세가|호가)(이|가)?(너무|많이|갑자기|꽤|엄청|확|크게)?"
                r"(올라서|올랐으니|올라가서|뛰어서|뛰었으니|떨어져서|떨어졌으니|내려서|내려가서|폭등해서|폭락해서)"
                # …or an official valuation set beside it ("기준시가랑 시세랑 다른가요?"): what the term
                # means, a glossary question, not a price asked
                r"|(공시지가|공시가격|공시가|기준시가|감정가|과세표준)(가|이|는|은|랑|하고|와|과)?(시세|시가|실거래가|매매가)"
                r"(랑|하고|와|과|는|가|이)?(같|다르|다른|다름|차이|비슷|똑같|동일)"
                r"|(시세|시가|실거래가|매매가)(랑|하고|와|과|는|가|이)?(공시지가|공시가격|공시가|기준시가|감정가|과세표준)"
                r"(랑|하고|와|과|는|가|이)?(같|다르|다른|다름|차이|비슷|똑같|동일)")

# "월 상환액이 얼마", "이자 얼마", "월 얼마": the 얼마 asks what a loan costs, not a price.
PAYMENT_ASKED = r"(상환액|납입액|상환금|원리금|이자|월)(이|은|는|가)?(?=얼마)"
# "6억 아파트 대출 최대 얼마?", "LTV 70%면 대출 얼마 나와요": the sum lent asked, the price a fact told.
# …also named as the sum itself ("최대 대출 가능액이 얼마", "대출 가능 금액은 얼마").
LOAN_SUM_ASKED = (r"(대출|대출\s*한도|한도|대출\s*가능\s*(?:액|금액)|대출\s*(?:금액|액))(?:이|은|는|가)?"
                  r"(?:최대|최고|는\s*최대)?\s*(?:로\s*)?얼마")

LOAN: tuple[Rule, ...] = (
    (r"대출|(?<!기준)금리|ltv|dti|dsr|버팀목|디딤돌|보금자리|주담대|특례|융자|대환|이자율|보증보험|sgi|hug|허그|hf|"
     r"반환보증|전세보증(?!금)|빌리|빌려|원리금\s*균등|원금\s*균등|이자만|만기\s*일시|월\s*상환", 3),
    # Repayment arithmetic is the loan's own ("원리금균등", "월 상환액"), as is a rate over a term
    # ("연 4%로 30년").
    (r"원리금|원금균등|상환액|월상환|월납입|납입액|거치기간|만기일시|중도상환|(연|금리)\d+(\.\d+)?%.{0,8}\d+년", 3),
    (r"이자|한도|상환|자격", 2),
    (r"연봉|소득|무주택|신혼부부", 1),
    # A dated announcement asked about itself ("10.15 대책 뭐 바뀌었어", "6·27 가계부채 대책 내용"): what it
    # changed is held by the loan simulator's dated rule tables (규제지역·LTV·DSR), so it is asked of them.
    (r"가계부채|(?:(?<!\d)\d{1,2}[·.,/]\d{1,2}(?!\d)|\d{1,2}월\d{1,2}일).{0,10}대책.{0,6}"
     r"(뭐|무엇|내용|요약|정리|바뀌|바뀐|달라|변경|알려)", 3),
    # …named beside another matter ("10·15 대책으로 전세 갱신 달라진 거", "…이후 토허구역 갭투자"): a hint only,
    # the matter asked decides.
    (r"(?:(?<!\d)\d{1,2}[·.,/]\d{1,2}(?!\d)|\d{1,2}월\d{1,2}일).{0,10}대책", 1),
)

# The principal a registered 채권최고액 stands for ("채권최고액 1억2천이면 실제 대출금은"): a lien's figure, not a loan asked.
LIEN_PRINCIPAL = r"(채권최고액|최고액)[^?]{0,24}?(실제|원래|진짜|실)?(대출금|대출원금|대출액|원금|빌린돈|대출은|대출이)"
# A 전세보증금 반환보증 (HUG·SGI) is the tenant's insurance against the risk, not a loan: with no
# loan word beside it, it asks the risk check (which judges HUG eligibility), not the loan simulator.
# A loan on the house is its lien ("대출 낀 집 전세 괜찮아요?"): the risk check's fact, not a loan asked.
LOAN_AS_LIEN = (r"대출(이|을)?(낀|껴|끼고|잡힌|잡혀|많이낀|있는집|많은집)"
                # …told with when it was taken ("대출은 재작년에 잡힘"): the lien's date, against the deposit's
                r"|대출(은|는|도)?([가-힣\d]{0,6}(에|때))?(잡힌|잡혀|잡힘|잡혔|설정)"
                # …with its amount ("선순위 대출 9천 있는", "대출 1억 잡힌"): a lien with its figure
                r"|선순위대출|대출(?=근저당)|대출(이|금)?\d[\d.,억천만원]*(이|가)?(있는|잡힌|잡혀|낀|껴|끼고|설정)"
                # …and so is the loan the landlord takes ("집주인이 같은날 대출받아서 근저당 설정"): it is
                # a 근저당 ranked against the tenant's 대항력, not a loan the user asks for.
                r"|(집주인|임대인|건물주|주인)(이|가|도)?.{0,8}?대출(을|도)?(받|냈|내서|내고|했|잡|낀|껴|끼)"
                # …told with its amount ("집주인 대출 8천 있대"): the landlord's debt on the house
                r"|(집주인|임대인|건물주|주인)(의|이|가|도|쪽)?대출(이|은|도|금|을)?\d[\d.,억천만원]*(이|가|을|정도|쯤)?(있|잡|낀|껴|끼|받)")
# Renting said with 빌리다 ("창고를 월세로 빌려 쓰는데") and a licence lent ("자격증 빌려서"): no money borrowed.
BORROWED_NOT_LOAN = r"(월세|전세|반전세|세)(로|를|으로)?(빌려|빌리|빌린)|빌려(쓰|씀|사용|살)|" + LICENCE_LENT
GUARANTEE = r"hug|허그|sgi|보증보험|반환보증|전세보증(?!금)|안심전세"
# Whether a registered landlord or a broker must take out a guarantee ("임대사업자는 보증보험 안 들어도 된대요"):
# a duty the law puts on him (민간임대주택법 제49조, 공인중개사법 제30조), not the tenant's cover a risk check
# weighs — a tenant asking of his own ("전세보증보험 들어야 하나요?") names neither.
GUARANTOR = r"임대사업자|등록임대|민간임대|임대주택사업자|매입임대|중개사|공인중개|중개업자"
GUARANTEE_DUTY = (r"(보증보험|보증|허그|hug|sgi)(은|는|을|를|에|도|가입|가입은|가입을|가입도)?[가-힣]{0,8}?(꼭|반드시|무조건)?"
                  r"(안들어도|안들어가도|안해도|안가입해도|가입안해도|가입하지않아도|들지않아도|안들어된|"
                  r"들어야|가입해야|가입의무|의무)")
# …and so is who pays its fee ("보증보험 수수료를 세입자가 다 내라는데", "보증료 누가 부담해요?"): a registered
# landlord's guarantee fee is split by law (민간임대주택법 제49조: 임대사업자 3/4, 임차인 1/4),
# not a guarantee product asked about.
GUARANTEE_FEE_PAYER = (r"(수수료|보증료|보험료)[가-힣]{0,14}?(누가|누구|내야|내라|내래|내달|부담|나눠|나누|반반|전부|다내|"
                       r"몇대몇|비율|얼마나)")
# A loan refused, told as the loss a remedy is asked for ("위반건축물이라 대출이 안 나왔어요. 배상받을 수
# 있나요?"): the story of the damage, not a loan asked.
LOAN_REFUSED = (r"대출(이|가|은|도)?(안|못)(나왔|나와|나온|나옴|받았|받아|받게|받은|돼|됐|되었|되어)"
                r"|대출(이|가|은|도)?(거절|막혀|막혔|막힌|불가|거부)")
# …unless the product itself is asked about, with no home to judge ("HUG 보증보험 가입 조건이 뭐예요",
# "HUG랑 SGI 차이"): that is a guarantee product, described as the loan products are.
GUARANTEE_PRODUCT = (r"조건|요건|자격|차이|뭐예|뭐에|뭐야|뭔가|이란|란뭐|가입방법|신청방법|보증료|수수료|어디서|"
                     r"가입하려면|이하여야|이상이어야")

# Subjects the risk check judges, that are also the subjects of laws ("경매 신청할 수 있나"):
# alone, without a word asking about danger, they do not make a risk question of a legal one.
RISK_TOPIC = r"사기|경매"
# "괜찮을까요?" alone: a judgement asked, of a deal or of an act (see REPORTED_ACT).
RISK_OK = r"괜찮(을까|나요|나\?|은가|은지|아요\?|아\?)"
RISK_OK_WEAK = r"괜찮|믿어도|해도돼|해도되"
# Someone else's demand or plan, reported ("개인 계좌로 보내라는데", "직접 사겠다는데"): "괜찮나요?" after it
# asks whether that act is allowed — the law's question — unless a fact of the home is there to judge.
REPORTED_ACT = r"(라는데|라고하는데|라네요|래요|하재요|자는데|자고하는데|겠다는데|겠대요|겠다고하는데|달라는데|랍니다)"
# The debts and the deposit added up and asked as a share of the house ("근저당 6천에 내 전세 1억2천 합치면 집값의
# 몇 %야"): the 부채비율 in other words, which the risk check computes.
DEBT_SHARE = r"(합치|합친|합쳐|합하|합한|합산|더하|더한|더해|전부|모두)[^?]{0,20}(집값|매매가|시세|주택가격|집가격)(의|대비)?몇"
RISK: tuple[Rule, ...] = (
    (r"위험|리스크|깡통|부채비율|안전한|안전할|안전해|안전성|떼일|떼이|떼먹|못받(을|으면|게|지않|는건|는거아)|보증사고|"
     + DEBT_SHARE, 3),
    (RISK_TOPIC, 3),
    (r"근저당|선순위|압류|가등기|가처분|체납|신탁|등기부|다가구|위반건축|불법건축|건축물대장", 2),
    # whether to enter this deal ("전세 들어가도 돼요?", "이 집 계약해도 될까요?"), or how much deposit to put
    # into it ("보증금 얼마까지 넣어도 돼?")
    (r"(들어가|입주해|계약해|들어가서살아)도(돼|되|될까|괜찮|됨)"
     r"|(보증금|전세금|전세)[^?]{0,16}?(넣어|걸어|맡겨)도(돼|되|될까|괜찮|됨)", 3),
    # the loan behind a 채권최고액 ("최고액 1억2천이면 원금은 얼마"): the lien the risk check weighs (at ~120%)
    (LIEN_PRINCIPAL, 3),
    (RISK_OK, 2),
    # Checklists before signing are asked to avoid a loss: the risk team's.
    # (how to read the register, "등기부등본 보는 법"; reading it now, "보는데 갑구에는 뭐가 나와요?", tells the moment a
    # section's meaning is asked)
    (r"체크리스트|확인사항|확인해야할|(확인|체크)할(것|거|게|부분|사항|점)|주의사항|주의할점|등기부(등본)?(보는|읽는)(?!데|중|도중)"
     r"|계약(하기)?전에?(뭐|뭘|무엇|어떤것|어떤걸).{0,6}(봐|확인|체크|챙겨)"
     # (whether a check can be made, "계약 전에 집주인 체납을 확인할 수 있나요", is a right asked: RECORD_SEEN_ASKED)
     r"|(들어가기|입주하기|입주|이사하기|이사|계약하기|계약|매수하기|사기)전에?.{0,8}(확인|체크|챙겨|봐야|알아야|살펴)"
     r"(?!(할|해볼|해\s?볼)?수(있|잇|없))"
     r"|(봐야|확인해야|체크해야|챙겨야|살펴야)(할|하는|될)(것|거|게|부분|사항|점|내용)"
     # "what must I check" on the day a deal is closed ("잔금 치르는 날 뭐뭐 확인해야 돼?")
     r"|(뭐뭐|뭐|뭘|무엇|무엇을|어떤거|어떤걸|어떤것)(를|을)?(꼭)?(확인|체크|챙겨|살펴)(해야|하면|봐야)"
     # how not to be caught ("사기 안 당하려면", "전세사기 예방")
     r"|안당하|당하지않|안당할|예방|피하려면|피하는법", 3),
    (RISK_OK_WEAK, 1),
)

# Prices as the risk check's facts: the ratio of 전세 to 매매 is how it judges a 깡통전세.
RISK_MEASURES = r"부채비율|전세가율|전세가|매매가|집값|시세|갭(?!투자)"

CONTRACT_NOUN = r"(계약서|게약서|계약서류|특약)"
# "특약에 넣어줘" asks a draft; "이 특약 넣어도 괜찮아요?" asks whether the clause may stand — a review of it.
CONTRACT_WRITE = CONTRACT_NOUN + r".{0,30}?(작성|써줘|써주|쓰|쓸|만들|초안|양식|서식|템플릿|준비|넣어(?!도)|추가해(?!도))"
# "계약서를 새로 쓰면 10% 올려도 된다는데 진짜야?": writing is the premise being checked, not the ask —
# a conditional or hearsay form of 쓰다/작성하다 with no request word ("써줘", "초안", "양식").
CONTRACT_PREMISE = (CONTRACT_NOUN + r".{0,6}?(쓰면|작성하면|쓴다면|작성한다면|쓰더라도|작성하더라도|써도|작성해도|쓰는거면|"
                    r"쓰는거라|쓰는건|쓰니까|썼으니|썼는데|작성했는데|쓰게되면|쓰는경우)"
                    # …or what someone proposed or did with it ("계약서에 1년으로 쓰자고 해서 계약했는데"): the story
                    # of a contract made, told before the question about it
                    r"|" + CONTRACT_NOUN + r".{0,12}?(쓰자|작성하자|쓰재|쓰라고|쓰라길|적자|썼|썻|작성했|적었|적혀|써있|써져|쓰여"
                    # …or signed ("계약서 도장 다 찍었는데 … 안 받아도 되나요"): a contract made, not a text handed in
                    r"|찍었|찍은뒤|찍고나|날인했|서명했|서명까지|사인했|싸인했)"
                    # …or what someone offers to do on it ("계약서에 도장 찍어주겠대요. 이래도 돼요?"): whether
                    # that act is allowed is asked, no text to review
                    r"|" + CONTRACT_NOUN + r".{0,16}?(찍어주겠|찍어준대|찍어준다|찍겠대|찍겠다|해주겠대|해주겠다|해준대"
                    r"|하겠대|하겠다는|써주겠대|써준대|작성해주겠대|작성해준대)")
# "계약서 쓰기 전에 뭘 봐야 해요?": the time before the contract is when the question is asked, not
# a contract to draft or review — unless one is asked for as well.
CONTRACT_BEFORE = (CONTRACT_NOUN + r".{0,6}?(쓰기|작성하기|작성|쓰러가기|도장찍기|서명하기|사인하기)(직)?전"
                   # …as is the day it is signed ("복비는 계약서 쓰는 날 드려야 하나요?"): a moment, not a draft asked
                   r"|" + CONTRACT_NOUN + r".{0,4}?(쓰는|쓴|쓸|작성하는|작성한|작성할)(날|당일|때|자리|시점|전날|다음날)"
                   # …or the moment after it ("계약서 쓰고 바로 확정일자 받아도 돼요?", "계약서 쓴 뒤에")
                   r"|" + CONTRACT_NOUN + r".{0,4}?(쓰고|작성하고|쓴뒤|쓴후|쓴다음|작성한뒤|작성한후|작성후)(?!싶)"
                   # …or how it was signed ("서명만 하고 도장은 안 찍었으면 무효죠?"): the law on signing, no text to review
                   r"|(서명|사인|싸인)만|도장(은|을|도)?(안|없이|못)|날인(은|을|도)?(안|없이)|막도장")
# "일반 계약서 양식 써도 되나요?" asks whether a form may be used — a rule — not for a form to be drafted.
CONTRACT_ASKED = (r"써줘|써주|써줄|작성해줘|작성해주|작성해줄|작성부탁|만들어|초안"
                  r"|(양식|서식|템플릿)(?!(을|를|으로|로)?(써도|사용해도|써야|사용해야|쓰면|사용하면|쓰는거|써서|썼|썻|쓴|사용했))"  # a form already used: no template asked
                  r"|준비해|넣어(?!도)|추가해(?!도)|작성하고싶|쓰고싶|작성하려|쓰려")
# The user's plan to write one, asked whether it is allowed ("일반 양식 계약서로 쓰려는데 상관없죠?", "계약서 제가
# 작성하려는데 문제없나요?"): a permission the law gives, not a draft asked — unless a draft is asked for in words.
CONTRACT_PLAN_CHECKED = (CONTRACT_NOUN + r".{0,8}?(쓰려는데|쓰려고하는데|쓸려는데|쓸려고하는데|작성하려는데|작성하려고하는데"
                         r"|쓸건데|쓸거라|작성할건데|쓰기로했는데|쓰기로했어).{0,24}?"
                         r"(상관없|문제없|문제안되|괜찮|(?<!야)되|(?<!야)돼)"
                         r"(죠|지|나요|나|을까요|을까|은가요|은거죠|은거지|겠죠|아요|어요|요|는거죠|는거지|는거예요|는건가요)?"
                         r"[?？!.~ㅎㅋ]*$")
# Which form must be used ("계약서 양식은 뭘 써야 돼요?", "어떤 서식으로 해야 하나요"): a rule the law sets (민간임대주택법
# 제47조 표준임대차계약서), not a draft asked — unless one is asked for in words (DRAFT_REQUEST).
FORM_REQUIRED_ASKED = (r"(양식|서식|계약서)(은|는|을|를|도)?(뭘|뭐|무엇을?|무슨|어떤(걸|거|것을?)?|어느(걸|거|것을?)?)"
                       r"(로|으로)?(써야|사용해야|해야|쓰나|쓰는|써야되|써야돼|쓰면되|쓰면돼|사용하나|사용하는)")
DRAFT_REQUEST = r"써줘|써주|써줄|작성해줘|작성해주|작성해줄|작성부탁|만들어|초안|준비해|넣어줘|넣어주|추가해줘|추가해주|도와"
REVIEW_ASKED = r"검토|봐줘|봐주|체크|점검|독소|['\"‘“]"
# What to check before signing ("계약서 쓰기 전 확인사항", "체크리스트"): a checklist asked, no contract
# to review — the risk check's.
CHECKLIST_ASKED = r"체크리스트|확인사항|주의사항|주의할점|확인해야할|챙겨야할"
REVIEW_OF_TEXT = r"검토|봐줘|봐주|점검|독소|['\"‘“]"
CONTRACT_REVIEW = (CONTRACT_NOUN + r".{0,40}?(검토|확인|봐|체크|점검|문제|괜찮|이상|독소|유효|무효|효력|서명|도장|사인)"
                   r"|독소조항"
                   # a clause pasted in quotes and asked about ("'…' 이 조항 괜찮아요?")
                   r"|['\"‘“].{4,}['\"’”].{0,12}(조항|문구|특약|내용).{0,20}(괜찮|문제|유효|무효|효력|서명|검토|봐)"
                   # the clause quoted is the question ("'…' 이 조항이요", "특약에 '…'라고 되어 있어요")
                   r"|['\"‘“].{4,}['\"’”](이|이런|라는|란)?(조항|문구|특약)"
                   r"|(특약|조항|계약서)(에|엔|에는|상)['\"‘“].{4,}['\"’”]")

# Explicit "look at everything" asks.
COMPREHENSIVE = (r"종합|전반적|투자가치|투자해도|수익률|수익성|임대수익|월세수익|수익(이|은)?(괜찮|날까|나올까|얼마)|다따져|다알려|유리한지|유리할까|뭐가유리|적정성|"
                 # buy-or-wait and stay-or-move decisions weigh market, loan and law together
                 r"(집|아파트|주택)(을|를)?(언제|지금|이제|당장|올해|내년)?(사도|살까|사는게|사야|살지|살수있을까|살수있나)"
                 r"|(집|아파트|주택)(을|를)?사려면.{0,10}(얼마|돈|모아|있어야)"
                 r"|사는게나|영끌|갭투자|부동산(시장)?어때|"
                 r"재계약할지|이사갈지|할지말지"
                 # a choice between ways to hold a home ("전세로 할지 매매로 할지")
                 r"|(전세|월세|반전세|매매|매수|자가|청약)[로으을를]*(할지|살지|갈지|구할지|할까|살까|구할까).{0,12}"
                 r"(전세|월세|반전세|매매|매수|자가|청약)")
# Asks for analysis or arithmetic beyond a lookup.
ANALYSIS_CUE = (# a movement that goes on is a trend ("집값 계속 떨어지는 중임?", "전세 오르고 있나요")
                r"계속(오르|올라|떨어|내리|내려|하락|상승|빠지|빠져)|(오르|떨어지|내리|빠지|하락하|상승하)는중"
                r"|(올라|떨어|내려|빠져)(가|지)?고있|"
                r"분석|계산|시뮬레이션|전망|예측|오를까|떨어질까|내릴까|오를지|떨어질지|따져|수익률|적정성|비교|판단|추이|변화|변했|변햇|변동|차트|"
                r"그래프|흐름|지난\d+년|최근\d+년|몇년간|작년부터|전세가율|갭(?!투자)|어디가|더싸|더비싸|"
                # change over a period and rankings are computed, not looked up
                r"대비|상승률|하락률|변동률|얼마나(올랐|내렸|떨어|상승|하락)|하락장|상승장|언제끝|"
                # a price set against an earlier year's ("작년보다 올랐어요?", "재작년에 비해"): a change computed
                r"(작년|지난해|전년|재작년|\d+년전)(보다|에비해|에비하면|이랑비교|하고비교|과비교)|"
                r"(제일|가장|젤)(싼|비싼|저렴|많이|적게|높|낮)|싼곳|비싼곳|랭킹|(?<!선)(?<!우선)(?<!금)(?<!배당)(?<!변제)(?<!저당)(?<!\d)(?<!등기)(?<!기의)(?<!권리)(?<!리의)(?<!권의)순위(?!보전)")
ROI_CUE = r"수익률|수익성|투자|roi|임대수익|월세수익|수익(이|은)?(괜찮|날까|나올까|얼마)"
# Loan questions that need the simulator ("얼마까지 받을 수 있어", "월 상환액").
LOAN_COMPUTE = r"최대(얼마|몇)|얼마까지|얼마나|얼마받|몇프로까지|상환액|매달얼마|월얼마|가능금액|계산|시뮬레이션|이득|손해|갈아타|갈아탈"
# The user's own standing asked against a loan ("신용점수 650인데 나올까요", "1주택자인데 받을 수 있나"):
# an eligibility judgement, which is the simulator's and the policy matcher's, not a product lookup.
# "스트레스 DSR이 뭐야", "지금 LTV 몇 프로야": the regulation in force is asked — the simulator states it
# from its dated rule sets; a product list does not answer it.
# So is what an announcement changed ("10.15 대책 대출 뭐 바뀌었어", "9·7 대책 대출 규제 내용", "스트레스 DSR
# 3단계 언제부터"): the simulator reads each one's changes off the same dated tables.
# "스트레스 DSR 뭐예요?": the regulation's meaning asked, which the glossary and the product search say; only a
# figure or a date of it asked ("지금 몇 %", "언제부터", "얼마나 줄어") is the simulator's.
RULE_DEFINED = r"(dsr|ltv|dti|스트레스금리|가산금리)(이|가|는|란|이란|은|라는게|라는건)?(뭐|무엇|뭔|무슨뜻|뜻)"
RULE_FIGURE_ASKED = r"얼마|몇|언제|지금|현재|요즘|시행|적용|바뀌|바뀐|달라|계산"
LOAN_RULE_ASK = (r"스트레스(dsr|금리|가산)|(dsr|ltv|dti)(이|가|는|란|은)?(뭐|무엇|얼마|몇)|대출규제(가|는)?(뭐|어떻게|얼마)"
                 r"|(?<!\d)\d{1,2}[·.,/]\d{1,2}(?!\d).{0,10}대책|\d{1,2}월\d{1,2}일.{0,8}대책|대책.{0,10}(대출|ltv|dsr|규제)"
                 r"|\d단계(스트레스|dsr)")
LOAN_PERSONAL = (r"(?:신용점수|신용등급|연봉|연소득|소득|월급|직장|재직|\d+년차|무주택|\d주택|다주택|맞벌이|외벌이|"
                 r"신혼|생애최초|자영업|프리랜서|\d+(살|세)이|애낳|아이낳|아기|출산)"
                 # …but not a product's criterion named by it ("버팀목 소득 요건이 어떻게 되나요"): no standing told
                 r"(?!(?:부부)?(?:이|의|은|는)?(?:요건|조건|기준|제한|커트|상한|하한))")
# ("조건이 어떻게 되나요" asks what the conditions are, not whether the user gets it)
LOAN_GRANTED = r"나올까|나오나|나와요|받을수(있|잇)|가능할까|가능한가|가능해|될까|(?<!어떻게)되나|돼\??$|되요|자격이?(되|돼)|해당(되|돼)"
# Listing search rather than price statistics.
# "방 찾아준다는데" reports someone's offer: no search asked
LISTING_CUE = r"매물|찾아(?!준다|준대|주겠)|찾고|찾기|검색|보여줘|이하|이내|있어\??$|있나요|있을까|나온(거|것|집|방)|나와있는"

GREETING = (r"^(안녕|하이|ㅎㅇ|hi|hello|헬로|반가|고마|감사|좋은(아침|저녁|하루|밤)|굿모닝|수고|"
            r"잘자|잘있|ㅂㅇ|바이|덕분|thank|thx)")
THANKS = r"고마|감사|덕분|thank|thx"
# "건물주가", "집주인가" hold the letters of 주가 (a stock price) but name the landlord.
OFF_TOPIC = (r"날씨|기온|미세먼지|비와|비올|비오|눈와|눈올|파이썬|python|자바|코드|코딩|프로그래밍|배열|"
             r"주식|(?<!건물)(?<!집)주가|코인|비트코인|(?<!전)환율|영화|드라마|음악|노래|메뉴|맛집|레시피|요리|축구|야구|농구|"
             r"게임|번역|자기소개|넌누구|너누구|(?<!로)운세|연예인|여행|점심|저녁뭐|뭐먹|로또|복권|끓이|찌개|볶음|반찬")
MATH = r"^(?!\d{4}[-./]\d{1,2}[-./]\d{1,2})\d+[-+*/x×÷]\d+"  # not a date ("2027-08-31이면요?")

# Words of the real-estate domain: a question using them is never answered `unclear`
# (the laws and glossary are searched, or a vague one is triaged as 종합분석).
DOMAIN = (r"집|부동산|아파트|빌라|오피스텔|원룸|투룸|주택|전세|월세|매매|보증금|집주인|세입자|임대|임차|계약|"
          r"등기|중개|분양|청약|재건축|재개발|이사|경매|땅|토지|건물|상가|관리비|복비|만기|"
          # everyday words of living in a home ("윗집 발소리", "벽지 곰팡이")
          r"윗집|아랫집|옆집|이웃집|벽지|곰팡이|누수|보일러|도배|장판|관리사무소|입주|소음|등본|평수|단지|세대주"
          # …and of fixing one up at one's own cost ("샷시 새로 했는데 나갈 때 받을 수 있어?": 민법 제626조 유익비)
          r"|샷시|섀시|창호|인테리어|리모델링|싱크대|붙박이"
          # letting a room out, said the everyday way ("방 하나 세를 놓았는데", "세 줬어요")
          r"|세(를)?(놓|줬|주었|주려|줄까|주면|주고|들어|들었)")
# A vague ask for a judgement ("요즘 부동산 어때요?", "집 사도 될까요?"): triaged, not searched.
VAGUE_JUDGEMENT = (r"어때|어떨까|될까|돼\??$|됨\??$|되나요\??$|되나\??$|나아|낫|괜찮"
                   # lost at the start ("뭐부터 해야 할지 모르겠어요"): triaged too
                   r"|모르겠|막막|뭐부터|무엇부터|어디서부터|어떻게시작")
