"""English questions: read through a small English→Korean glossary of the domain.

The rule decider works on Korean words, so an English question is glossed into the Korean
words it uses ("brokerage fee" → 중개보수, "150 million won" → 1억5000만원) and the gloss is
classified and extracted like any Korean question.  The plan keeps the user's own text and
carries ``entities.extra["language"] = "en"`` so the answer can lead in English.

GLOSS is read in order and a span once glossed is not read again, so a law's name and a multi-word term
come before the words inside them.  The vocabulary areas (the laws' terms as English speakers in Korea say
them, foreigners' own filings among them) are listed in the comment block "The housing laws' vocabulary".
"""

from __future__ import annotations

import re

from holmes_kit.korean.money import MoneyParseError, english_amounts_in_korean, parse_manwon

from .romanize import find_places

# English phrase (regex, case-insensitive) -> the Korean words it stands for.
GLOSS: tuple[tuple[str, str], ...] = (
    # The Acts by their English names (the statute book's own translations), before the words inside them.
    (r"(?:housing |residential )?lease protection act|housing lease act", "주택임대차보호법"),
    (r"commercial (?:building )?lease (?:protection )?act", "상가건물 임대차보호법"),
    (r"building sales? act|act on (?:the )?sales? of buildings", "건축물의 분양에 관한 법률"),
    (r"(?:licensed )?real estate (?:agents?|brokerage) act|certified (?:real estate )?(?:agents?|brokers?) act",
     "공인중개사법"),
    (r"apartment (?:housing )?management act|multi-family housing management act", "공동주택관리법"),
    (r"private rental housing act|special act on private rental housing", "민간임대주택에 관한 특별법"),
    (r"real estate (?:transaction|deal)s? report(?:ing)? act", "부동산 거래신고 등에 관한 법률"),
    # the fraud victims' act ("jeonse fraud special act", "special act on jeonse fraud victims"), before "fraud" alone
    # (a danger word below) takes it apart
    (r"(?:jeonse[- ])?fraud (?:victims?'? )?(?:special |relief |support )?act\b"
     r"|special act (?:on|for) (?:the )?(?:jeonse[- ])?fraud(?: victims?)?", "전세사기특별법"),
    (r"\bhousing act\b", "주택법"),
    # a housing association ("local housing association", 지역주택조합) and its recruiting of members (주택법 제11조의3)
    (r"\blocal housing (?:association|cooperative|union)s?\b", "지역주택조합"),
    (r"\bhousing (?:association|cooperative|union)s?\b", "주택조합"),
    (r"\brecruit\w*(?: (?:new |union |association )?members)?|\bmember(?:ship)? (?:recruitment|drive)", "조합원 모집"), (r"\bcivil (?:act|code)\b", "민법"),
    # the day of one's own act asked ("When can I send my renewal request?"): a date, worked out from the lease
    # ("By when must I file …?" asks a deadline: "by when" is read below as 언제까지)
    (r"(?<!\bby )(?<!\buntil )\bwhen (?:can|could|should|must|do) (?:i|we) (?:send|submit|give|make|serve|deliver|file)\b",
     "언제 날짜"),
    # Who ends the lease, said the English way: the landlord's demand reads as "나가라" (the Korean the
    # lease-timeline verdict reads), the tenant's own leaving as "나가려", a term left early as "중간에".
    (r"\b(?:make|force|tell|told|ask|asked|want|wants|order\w*) (?:me|us) (?:to )?(?:leave|move out|go)\b"
     r"|\bkick\w* (?:me|us) out|\bthrow\w* (?:me|us) out|\bevict\w*|\bwants? (?:me|us) out", "나가라"),
    # the landlord's refusal to renew ("won't renew", "non-renewal"), not the tenant's renewal demand
    (r"\b(?:won'?t|will not|would not|doesn'?t want to|does not want to|refus\w* to|(?:is )?not going to|declin\w* to)"
     r" (?:renew|extend)\w*|\bnon-?renewal|\brefus\w* (?:the |my |our )?(?:renewal|extension)", "갱신 거절"),
    # the landlord who will live there himself refuses the renewal for it (주택임대차보호법 제6조의3 제1항 제8호)
    (r"\b(?:wants?|going|plans?|planning|intends?|needs?|decided) to (?:move (?:back )?in(?:to)?|live (?:in|there|in it))\b"
     r"(?: (?:him|her|them)sel(?:f|ves))?|\bmove (?:back )?in (?:him|her)self|\blive (?:in it|there) (?:him|her)self"
     r"|\b(?:his|her|their) (?:son|daughter|family|parents?|kids?|children) (?:wants?|will|is going) to (?:move|live) in",
     "실거주 갱신 거절"),
    (r"\b(?:do|must|should) (?:i|we) (?:have to |need to |really )?(?:leave|move out|go\b(?! with| for))\b|\bhave to (?:leave|move out)\b",
     "나가야"),
    (r"\b(?:leave|move out|break (?:the|my) lease|end (?:the|my) lease)\w* (?:in the middle|mid-?(?:lease|term|way)|early)\b"
     r"|\bin the middle of\b|\bmid-?(?:lease|term)\b|\bhalfway through\b", "중간에 나가"),
    (r"\bfirst (?:\d+-year |two-year )?(?:jeonse |rental )?(?:lease|term|contract)(?: term| period)?", "첫 계약 기간"),
    (r"\b(?:leave|move out|moving out|leaving)\b", "나가려"),
    # Law terms first: they contain words ("price", "report") that alone mean something else.
    # a new contract signed with the same tenant ("sign a new lease with the new owner"): 새로 계약 (재계약), not a draft
    (r"\bsign\w* (?:a )?new (?:lease|contract)\b|\bre-?sign\w* (?:the |my |a )?(?:lease|contract)\b", "새로 계약"),
    (r"(?:draft|write|prepare|make)\w* (?:a |the |my |our )?(?:[\w-]+ ){0,3}(?:contract|lease)", "계약서 작성"),
    (r"(?:public(?:ly)?|official(?:ly)?)(?: assessed| announced| posted)? land price|standard land price", "공시지가"),
    (r"official(?:ly)? (?:assessed |appraised |announced )?(?:price|value)|publicly announced price|assessed value",
     "공시가격"),
    (r"\bobject(?:ion)?s?\b|appeal", "이의신청"),
    (r"(?:lease|contract|clause) (?:says|states|reads|has a clause)", "계약서 특약"),
    # a foreign tenant is a tenant first (외국인 임차인), not a foreigner buying land (취득 신고)
    (r"\bforeign (?:tenant|renter|lessee)s?\b", "외국인 임차인"),
    # Foreigners' own words (the person is 외국인; the filing that stands for a move-in report is theirs): an
    # alien registration and a change of residence reported to immigration count as 전입신고 (출입국관리법
    # 제88조의2 ②), an overseas Korean's domestic residence report likewise (재외동포법 제10조) — read before
    # "foreigner" and "report" alone take them apart.
    (r"\b(?:alien|foreigner'?s?|foreign resident|foreign) registration(?: card| number| certificate)?\b"
     r"|\b(?:alien|residence|foreigner'?s?) card\b|\bARC\b", "외국인등록"),
    (r"\bdomestic residen(?:ce|cy) (?:report|registration)\b|\boverseas koreans?\b|\bF-4\b", "재외동포 국내거소신고"),
    (r"\b(?:report\w*|notify\w*|notification of|register\w*) (?:a |my |the |our )?(?:change of (?:residence|address)"
     r"|new address|address change)\b|\b(?:change of (?:residence|address)|address change|residence) report\b"
     r"|\b(?:report|notify|tell|inform)\w* (?:to )?(?:the )?immigration(?: office)?\b", "체류지 변경신고"),
    (r"\b[A-H]-\d{1,2}(?:-\d{1,2})? visa\b|\bvisas?\b|\bexpats?\b|\bforeign (?:worker|student|investor)s?\b"
     r"|\binternational students?\b", "외국인"),
    # a foreigner is the person (외국인); the report or filing asked of him is read from its own words below
    (r"foreigner|non-?resident|foreign national", "외국인"),
    (r"neighbou?r\w*.{0,30}nois\w*|nois\w*.{0,30}neighbou?r|upstairs", "층간소음"),
    (r"(?:pay|paid|paying) (?:the |my )?rent late|late (?:on )?rent|behind on (?:the |my )?rent|rent arrears",
     "월세 연체"),
    (r"registry (?:certificate|document|record)|register(?:ed)? (?:certificate|copy)|title deed|land register",
     "등기부등본"),
    (r"how (?:do|can|should) i read|how to read", "보는법"),
    (r"overcharg\w*", "관리비 분쟁"),
    (r"registered rental (?:housing|home|house|apartment)|registered (?:rental )?landlord|rental business",
     "등록임대주택 임대사업자"),
    # someone else offering to find a home ("a guy offers to find me a room") is the story told, not a search asked
    (r"\b(?:offer\w*|promis\w*|wants?|will|says? (?:he|she|they)(?:'ll| will)) (?:to )?find (?:me|us)\b", "찾아준다는데"),
    (r"\b(?:without an? (?:broker(?:'s|age)? |real estate |agent(?:'s)? )?licen[cs]e|unlicensed|unregistered)\b",
     "무등록 중개"),
    (r"\bfor a fee\b|\bcharg\w* (?:me |us )?(?:a )?fee", "수수료 받고"),
    (r"find me|looking for|search for|show me listings|^\W*find\b|\blist (?:of )?(?:places|homes|listings)",
     "매물 찾아줘"), (r"two-?room", "투룸"),
    (r"three-?room", "쓰리룸"), # "under the rule", "under Korean law": according to it, not a bound (이하)
    (r"\bunder\b(?!\s+(?:the|this|that|these|korean|korea'?s|current|new|old)\b)|below|or less", "이하"), (r"near .{0,20}station", "역 근처"),
    # homes owned now: the loan rules' standing ("I already own one apartment")
    (r"\b(?:don'?t|do not) own (?:a |any )?(?:home|house|apartment)", "무주택"),
    (r"\bown (?:one|an?|1|a single) (?:apartment|home|house|flat|place)", "1주택자"),
    (r"\bown (?:two|2) (?:apartments|homes|houses|flats)", "2주택자"),
    # taxes and the home count they turn on, after the loan standing ("own a single house" is 1주택자)
    (r"acquisition tax", "취득세"), (r"registration (?:and license )?tax", "등록면허세"),
    (r"\b(?:my |our |an? )?(?:only|sole|single|one) (?:home|house|apartment|property)\b|\bone-home\b", "1주택"),
    (r"\b(?:a |my |our )?second (?:home|house|apartment|property)\b", "2주택"),
    (r"\bfirst[- ]time (?:home ?)?buyer|\bfirst (?:home|house)\b", "생애최초"),
    # a loan HUG guarantees is a loan product (전세자금대출보증), not the deposit's return guarantee
    (r"(?:jeonse |rental |deposit )?loans? (?:guaranteed|backed|insured|covered) by (?:the )?HUG\b"
     r"|\bHUG[- ](?:guaranteed|backed) (?:jeonse |rental )?loans?", "HUG 보증 전세대출"),
    (r"\bHUG\b|housing (?:and urban|& urban) guarantee", "HUG 전세보증보험"),
    # what a guarantee costs ("… return guarantee and how much does it cost?", "the premium"): its 보증료, a product's
    # price as the loan desk quotes it (marked in gloss())
    (r"\bguarantee-fee\b|\bguarantee (?:fee|premium)s?\b"
     r"|\b(?:premium|fee|cost)s?\b(?= (?:of|for) (?:the |a |an |my )?(?:HUG'?s? )?[\w' -]{0,30}(?:guarantee|insurance)\b)", "보증료"),
    (r"youth|young (?:adult|people)", "청년"),
    # one's own standing asked ("Am I eligible …?"), as "자격 되나요" asks it
    (r"\b(?:am i|are we|would i|would we|will i|do i|do we|is my \w+)\b.{0,12}(?:eligib\w*|qualif\w*)", "자격 되나요"),
    (r"eligib\w*|qualif\w*", "자격"),
    (r"(?:avoid|prevent)\w* .{0,20}(?:fraud|scam)", "전세사기 예방 체크리스트"),
    # The victim of a jeonse fraud asks what the law gives (전세사기피해자법: 피해자 결정, LH 매입, 우선매수), as
    # "전세사기 당했는데 …" and "피해자" ask it — not a danger to weigh before signing; read before "fraud" alone
    # (a danger word below), after "avoid … fraud" (전세사기 예방, the checklist, just above).
    (r"\b(?:jeonse|deposit|rental|lease)[- ](?:fraud|scam)\w*[- ](?:house|home|property|unit|apartment|villa|flat)s?\b"
     r"|\b(?:house|home|property) (?:hit by|caught up in|involved in) (?:a |the )?(?:jeonse |deposit )?(?:fraud|scam)",
     "전세사기 피해주택"),
    (r"\b(?:fraud|scam)[- ]?victims?\b|\bvictims? of (?:a |the )?(?:jeonse |deposit |rental |lease )?(?:fraud|scam)\w*"
     r"|\bvictim (?:status|certification|recognition|designation)\b"
     r"|\b(?:lost|lose|losing) (?:my |our |the )?(?:whole |entire )?deposit (?:to|in|through) (?:a |the )?[\w-]{0,12}\s?(?:fraud|scam)\w*",
     "전세사기 당한 피해자"),
    # a fraud that has happened ("after the fraud", "because of the scam"): its victim asks, as above
    (r"\b(?:after|since|because of|due to|from|in) (?:the|this|that|our|my) (?:jeonse |deposit )?(?:fraud|scam)\b", "전세사기 당한"),
    (r"\b(?:jeonse|deposit|rental|lease)[- ](?:fraud|scam)\w*", "전세사기"),
    # Korea Land & Housing Corporation, as the fraud victims' act and the cards name it (LH); its buying a home
    # is the 공공매입 the act provides for
    (r"\b(?:LH|SH|korea land (?:and|&) housing(?: corporation)?)\b[^.?!]{0,12}?\b(?:buys?|buying|bought)\b"
     r"|\b(?:bought|purchased|acquired) by (?:the )?(?:LH|SH|korea land (?:and|&) housing)", "LH 매입"),
    (r"\bLH\b|korea land (?:and|&) housing(?: corporation)?", "LH"),
    # staying in the home ("can I keep living there?", "stay on"): 계속 거주, as the cards ask it
    (r"\b(?:keep|continue|go on) (?:living|to live|staying|to stay) (?:there|here|in (?:it|the (?:house|home|apartment|place)))?"
     r"|\bstay (?:on|there|in (?:the |my |our )?(?:house|home|apartment|place|unit|flat))\b", "계속 살 수"),
    # keeping one's deposit safe is what 대항력 and 우선변제 do; no fraud is named
    (r"protect (?:my|the|our) deposit", "보증금 보호 체크리스트"),
    (r"buy or rent|rent or buy|buy or (?:keep )?renting", "사는게나아"),
    # a choice between the two ways of renting ("Should I rent with jeonse or monthly rent?"): weighed as
    # "전세로 할지 월세로 할지" is (the market's prices, the loans and the law together)
    (r"\b(?:should (?:i|we)|better|which|choose|go (?:with|for)|pick)\b[^.?!]{0,30}?"
     r"\b(?:jeonse|monthly rent|wol-?se)\b(?: deposit| lease| contract)?,? or (?:a |an |on |with )?"
     r"(?:jeonse|monthly rent|wol-?se)\b", "전세로 할지 월세로 할지"),
    (r"(?:housing|real estate|property|home) market", "부동산시장 어때"),
    (r"should i sign|can i sign|safe to sign", "서명해도 되나요"),
    (r"add .{0,40}(?:to )?(?:my |the )?(?:contract|lease)|include .{0,30}clause", "특약 추가해"),
    (r"\b(?:pets?|dogs?|cats?)\b", "반려동물"),  # whole words: no cat in "relocating", "application"
    # "the seller wants to cancel (the sale)": a party backing out of a sale is 해제 (민법 제565조), not a
    # lease's 해지 — and which side does it decides whether the 계약금 is forfeited or paid back double.
    (r"\bseller\b.{0,30}?\b(?:cancel|back(?:s|ed)? out|pull(?:s|ed)? out|withdr[ae]w)\w*", "매도인이 해제"),
    (r"\bbuyer\b.{0,30}?\b(?:cancel|back(?:s|ed)? out|pull(?:s|ed)? out|withdr[ae]w)\w*", "매수인이 해제"),
    (r"deal (?:falls|fell) through|deal is cancel\w*|contract is cancel\w*", "계약 해제"),
    # a sum taken out of the deposit on leaving ("deduct it from my deposit"): 보증금에서 공제
    (r"\bdeduct\w*|\bsubtract\w*|\btake (?:it|them|that|the \w+) out of\b", "보증금에서 공제"),
    # "do I still have to pay (the commission)": a duty to pay asked, as "줘야 하나요" asks it
    # what the other side claims the user owes ("my landlord says I have to pay. Is that right?"): the claim told,
    # then checked — as "집주인이 제가 내야 한대요. 맞나요?" puts it (the card is turned to the claim)
    (r"\b(?:my |the |our )?(?:landlord|owner|landlady)\s+(?:says?|said|claims?|claimed|told me|tells me|insists?|insisted)\b(?: that)?"
     r" (?:i|we) (?:have to|must|need to|should|am supposed to) pay\b", "집주인이 제가 내야 한대요"),
    (r"\b(?:says?|said|claims?|claimed|told me|tells me|insists?|insisted)\b(?: that)? (?:i|we) (?:have to|must|need to|should|am supposed to) pay\b",
     "제가 내야 한대요"),
    # a thing that broke ("the old boiler broke"): 고장, as the repair cards key it
    (r"\b(?:broke|broken|breaks? down|stopped working|isn'?t working|is not working|not working)\b", "고장"),
    (r"\bis (?:that|this|it|he|she) (?:really )?(?:right|true|correct)\b", "맞나요"),
    # who bears a cost or a duty between the parties ("Who is responsible?"): 누가 부담, as WHO_PAYS reads it
    (r"\bwho (?:is|'s) (?:responsible|liable)\b|\bwho (?:pays|has to pay|must pay|should pay|bears)\b", "누가 부담"),
    # any other question put by who ("Who finally approves …?"): the person or body asked for (누가), not a
    # relative "who" inside a sentence ("a tenant who moved in"), nor one whose answer the user proposes ("Who can
    # demand repairs — only the owner?" asks a yes or no)
    (r"(?:^|(?<=[.?!]\s))\W*who\b(?!\s+(?:is|'s) (?:responsible|liable))(?![^.?!]*(?:\s[—–-]+\s|\bonly\b|\bjust\b))", "누가"),
    (r"\b(?:have to|has to|must|need to|obliged to) pay\b", "줘야"),
    # the other party's consent or cooperation a filing needs ("without the landlord's cooperation")
    (r"\bwithout (?:the |my |his |her |their )?(?:landlord|owner|seller)(?:'s)? (?:cooperation|consent|permission|agreement|help)",
     "집주인 동의 없이"),
    # ---- The housing laws' vocabulary as English speakers in Korea say it (expats, foreign workers, students,
    # investors), each phrase glossed to the term its law and vocab.json use.  Areas:
    #   주택임대차보호법 — opposability against a new owner, date stamp, preferential repayment, small-deposit tenant,
    #     renewal request right, implied renewal, tenancy registration;
    #   민법 — restoration to the original state, sublet, the down payment paid back double, the duty to repair;
    #   공인중개사법 — VAT, the agent's duty to explain, the explanation form, the agent buying directly, liability;
    #   거래신고법 — cancellation report, lease report, land transaction permit zone;
    #   부동산등기법 — self-registration, sections 갑구/을구, provisional registration/attachment/disposition,
    #     seizure, jeonse right (registration), trust; 건축물대장 (the building register, not the registry);
    #   주택법 — resale of a pre-sale right and its restriction, residence obligation, price-capped, subscription
    #     (청약) and its account, project approval;
    #   공동주택관리법 — residents' council, dispute mediation committee, defect warranty, management office;
    #   건축물분양법 — pre-sale report, sale advertisement;  가격공시법 — official house price, standard price;
    #   층간소음 규칙 — decibels, daytime and night;  전세사기피해자법 — recognized as a victim, priority purchase,
    #     auction postponement;  market — listings;  foreigners — above, before "foreigner".
    # Placed here, after the readings of who pays or is responsible ("who is liable" is 누가 부담) and before the
    # single words inside these phrases ("report", "cancel", "priority", "apply", "approve", "jeonse", "sell").
    # 주택임대차보호법
    (r"\bthird[- ]party (?:effect|opposability|protection)\b|\b(?:enforceable|effective|valid|assert\w*) against (?:the |a |any )?"
     r"(?:new (?:owner|landlord|buyer)|buyer|third part\w*)", "대항력"),
    (r"\bconfirmation date\b|\b(?:fixed |confirmed )?date[- ]stamp\w*|\bhwak-?jeong[- ]?il-?ja\b", "확정일자"),
    (r"\bjeon-?ip[- ]?sin-?go\b|\baddress registration\b", "전입신고"),
    (r"\bpreferential (?:repayment|payment|right)s?\b", "우선변제권"),
    (r"\bsmall[- ](?:deposit|amount) (?:tenant|lessee|renter)s?\b", "소액임차인 최우선변제"),
    (r"\b(?:right to (?:request|demand|ask for) (?:a |the )?(?:contract |lease )?renewal|(?:contract |lease )?renewal (?:request )?right"
     r"|right of renewal)\b", "계약갱신요구권"),
    (r"\b(?:automatically|tacitly|implicitly) (?:extended|rolled over)\b|\b(?:extended|rolled over) (?:automatically|tacitly|implicitly"
     r"|by itself)\b", "묵시적 갱신된"),
    (r"\bauto-?renew\w*|\bimplied renew\w*", "묵시적 갱신"),
    (r"\b(?:tenancy|leasehold) registration\b(?! order)|\bregister (?:my |the |our )?(?:lease|tenancy) (?:at|with|in|through) (?:the )?court",
     "임차권등기명령"),
    # 민법: the tenant's restoring the home (제615조), subletting (제629조), the seller's paying the down payment back
    # double (제565조: only "double" is read, so the 계약금 keeps its own gloss), the landlord's duty to repair (제623조)
    (r"\brestor\w*\b[^.?!]{0,40}?\boriginal (?:condition|state)\b|\boriginal (?:condition|state)\b|\brestoration\b"
     r"|\bput (?:it|everything|the (?:place|apartment|room|walls?)) back\b", "원상회복"),
    (r"\bsub-?(?:let|leas|rent)\w*", "전대"),
    (r"(?:(?<=pay )|(?<=pays )|(?<=paid )|(?<=give )|(?<=gives )|(?<=return )|(?<=returns )|(?<=refund )"
     r"|(?<=get )|(?<=gets )|(?<=back )|(?<=me )|(?<=us ))"
     r"(?:back )?(?:double|twice)\b"
     r"|\b(?:double|twice)\b(?= (?:the )?(?:down payment|deposit|earnest money|amount)\b)|\bdouble back\b", "배액상환"),
    (r"\b(?:duty|obligation|obligated|obliged) to (?:repair|fix|maintain)\b|\brepair (?:duty|duties|obligations?)\b", "수선의무"),
    (r"\bwater heater\b|\bhot water\b", "보일러"),
    # 공인중개사법: the agent's duty to explain (제25조) and its form, dealing directly with a client (제33조)
    (r"\bVAT\b|\bvalue[- ]added tax\b", "부가가치세"),
    # the cover an agent must carry for the damage he may cause (공인중개사법 제30조: 보증보험·공제, its 보장금액), read
    # before "liability" alone (손해배상 책임) takes the phrase apart
    (r"\b(?:liability|indemnity|professional|errors? (?:and|&) omissions?|damages?) (?:coverage|insurance|bond|guarantee)\b"
     r"|\b(?:insurance |guarantee )?coverage\b(?= (?:must|should|do|does|is|are|has|have)\b[^.?!]{0,40}\b(?:agents?|brokers?|realtors?)\b)",
     "중개 공제 보장금액"),
    (r"\b(?:agent|broker|realtor)s?\b[^.?!]{0,40}?\b(?:didn'?t|did not|never|failed to|doesn'?t|does not) (?:explain|tell|disclose"
     r"|mention|inform)\w*|\bduty to (?:explain|disclose|inform)\b|\bexplanation dut(?:y|ies)\b", "공인중개사 설명의무"),
    (r"\b(?:property )?(?:confirmation (?:and|&) explanation|explanation (?:and|&) confirmation|disclosure|explanation)"
     r" (?:form|document|sheet|statement)s?\b", "중개대상물 확인설명서"),
    (r"\b(?:agent|broker|realtor)s?\b (?:(?:can|could|may|is allowed to|wants? to|is going to|him ?self|her ?self) ){0,2}"
     r"(?:buy|purchase)s?\b(?=[^.?!]{0,40}\b(?:directly|him ?self|her ?self|from (?:the |his |her |a |my )?clients?)\b)"
     r"|\bdirect (?:deal|transaction|trade)s? with (?:the |an? |my )?(?:agent|broker|realtor)", "공인중개사 직접거래"),
    (r"(?<!is )(?<!'s )\bliab(?:le|ility)\b|\bcompensat\w*", "손해배상 책임"),
    # 거래신고법: a sale called off is reported too (제3조의2); a lease is reported (제6조의2); a permit zone (제10조)
    (r"\b(?:cancell?ation|rescission) report\b|\breport\w* (?:the |a )?(?:cancell?ation|rescission)\b", "계약해제 신고"),
    (r"\b(?:sale|purchase|transaction)s? (?:was |is |has been |got )?cancel\w*", "매매 계약 해제"),
    (r"\b(?:lease|rental|rent|jeonse|tenancy)(?: contract| agreement)?s? (?:(?:need|needs|has|have|must|should) (?:to )?be |is |was )?"
     r"reported\b|\b(?:lease|rental|rent|jeonse|tenancy)(?: contract)? reporting\b", "전월세 신고"),
    (r"\bland (?:transaction |trading |deal |purchase )?(?:permit|permission|approval) (?:zone|area|district)s?\b"
     r"|\b(?:permit|permission) (?:zone|area)s?\b", "토지거래허가구역"),
    (r"\bland (?:transaction |trading |purchase )(?:permit|permission)\b|\bpermission to buy land\b", "토지거래허가"),
    # 부동산등기법 and the register's parts
    (r"\bself[- ]?registration\b|\bDIY registration\b"
     r"|\bregist\w*\b(?=[^.?!]{0,40}\b(?:myself|ourselves|on (?:my|our) own)\b)(?![^.?!]{0,20}\b(?:move-?in|address|residence|lease|tenancy)\b)"
     r"|\bwithout (?:a |an )?(?:judicial |legal )?scrivener\b", "셀프등기"),
    (r"\bgap-?gu\b|\bkap-?ku\b|\bsection a\b(?=[^.?!]{0,40}regist)|\bownership section\b", "갑구"),
    (r"\beul-?gu\b|\bul-?gu\b|\bsection b\b(?=[^.?!]{0,40}regist)|\b(?:other )?rights section\b", "을구"),
    (r"\bbuilding (?:register|ledger|registry)\b", "건축물대장"),
    (r"\bprovisional (?:registration|registry)\b|\bpre-?registration\b", "가등기"),
    (r"\bprovisional (?:attachment|seizure)\b", "가압류"), (r"\bprovisional (?:disposition|injunction)\b", "가처분"),
    (r"\bseiz(?:ed|ure)\b", "압류"),
    (r"\bregist\w* (?:a |the |my )?jeonse[- ]right\b|\bjeonse[- ]right registration\b", "전세권설정등기"),
    (r"\b(?:a|the) jeonse[- ]right\b(?!s)|\bright of jeonse\b|\bjeonse[- ]right holder\b", "전세권"),
    (r"\b(?:in|under|into) (?:a )?trust\b|\btrust (?:company|companies|property|deed|contract)\b|\bentrusted to\b", "신탁등기"),
    # 주택법: reselling a pre-sale right (전매, 제64조) — not a market price —, the residence obligation (제57조의2)
    (r"\b(?:resale|re-?sell\w*) (?:restriction|ban|limit)s?\b|\brestrict\w* on (?:re-?sell\w*|resale)\b"
     r"|\b(?:re-?sell\w*|resale) (?:is |are )?(?:restricted|banned|prohibited)\b", "전매제한"),
    (r"\b(?:re-?sell\w*|resale|flip\w*)\b(?=[^.?!]{0,40}\b(?:pre-?sale|presale|off-?plan|subscription|bunyang|right|ticket"
     r"|new (?:apartment|unit)))|\b(?:sell\w*|transfer\w*)\b(?= (?:of )?(?:my |the |a |an |our |his |her )?(?:pre-?sale|presale"
     r"|off-?plan|bunyang)[- ](?:right|ticket)s?\b)", "전매"),
    (r"\bbunyang-?gwon\b|\bpresale (?:right|ticket)s?\b", "분양권"),
    (r"\b(?:mandatory|compulsory|required|obligatory) (?:residence|residency|occupancy)(?: period)?\b"
     r"|\b(?:residence|residency|occupancy|live-?in) (?:obligation|requirement|duty)\b|\bobligat\w* to (?:live|reside)\b",
     "거주의무"),
    (r"\bprice[- ]capped\b", "분양가상한제"),
    (r"\b(?:housing |apartment |home )?subscription (?:savings|account|bankbook|deposit)s?(?: account)?\b"
     r"|\bcheong-?yak (?:account|savings|bankbook)\b", "청약통장"),
    (r"\bsubscription winners?\b|\b(?:win|won|winning) (?:the |a )?(?:subscription|lottery)\b", "청약 당첨"),
    (r"\b(?:housing |apartment |home )?subscription\b|\bcheong-?yak\b|\b(?:apartment|housing|new[- ]home|new[- ]apartment)"
     r" (?:lottery|lotteries|draw|ballot)\b", "청약"),
    (r"\b(?:project|business) (?:plan )?approval\b|\bapproval (?:of|for) (?:the |a )?(?:housing )?(?:project|business plan)\b",
     "사업계획승인"),
    # 공동주택관리법
    (r"\b(?:residents?'?|owners?'?|occupants?'?) (?:representative )?(?:council|committee|board)\b|\bapartment (?:council|board)\b"
     r"|\bHOA\b", "입주자대표회의"),
    (r"\bdispute (?:mediation|resolution|settlement|arbitration|adjustment) (?:committee|commission|board)s?\b"
     r"|\bmediation (?:committee|commission|board)\b", "분쟁조정위원회"),
    (r"\bdefects?[- ](?:warranty|liability|guarantee)(?: period)?\b|\bwarranty (?:period|term)\b", "하자담보책임 기간"),
    (r"\bcrack(?:s|ed)?\b", "하자"),
    (r"\b(?:apartment |building )?management office\b", "관리사무소"),
    # 건축물분양법 (an officetel sold before it is built): its report and its advertisement
    (r"\bpre-?sale (?:report|notification|filing)\b|\breport\w* (?:of |for )?(?:the |a )?pre-?sale\b", "분양신고"),
    (r"\b(?:pre-?sale|sales?) (?:ad|ads|advert\w*|brochure|marketing)\b", "분양광고"), (r"\badverti[sz]\w*", "광고"),
    # 가격공시법: a home's own official price (공시가격) and the standard one
    (r"\bofficial (?:house|housing|home|apartment|property) (?:price|value)s?\b|\bgovernment[- ](?:assessed|announced|set)"
     r" (?:price|value)\b", "공시가격"),
    (r"\bstandard (?:house|housing|home) price\b", "표준주택가격"),
    # 층간소음 규칙 (the limits are in dB, by day and by night)
    (r"\bdecibels?\b|\bdB\b", "소음기준 데시벨"), (r"\bdaytime\b|\bduring the day\b", "주간"),
    (r"\b(?:at|during the) night\b|\bnight-?time\b", "야간"), (r"\bstomp\w*|\bthump\w*", "층간소음"),
    (r"\bL[Ae]?eq\b|\bequivalent (?:continuous )?(?:sound|noise)(?: pressure)? level\b", "등가소음도"),
    # over a standard or limit ("Is that over the legal floor-noise standard?"): 기준 초과, the word the rule decides on
    (r"\b(?:over|above|exceed\w*|beyond)\b(?= (?:the |a |this |that )?(?:[\w-]+ ){0,3}(?:standard|limit|threshold)s?\b)",
     "기준 초과"),
    # the rule's two kinds of floor noise and the plumbing noise it leaves out (규칙 제2조), by their own names
    (r"\bdirect[- ]?(?:impact|impulse|shock)\b(?: noise)?", "직접충격 소음"),
    (r"\bairborne\b(?: noise)?|\bair[- ]?borne\b(?: noise)?", "공기전달 소음"),
    (r"\btoilet\w*(?: \w+){0,2} flush\w*|\bflush\w*(?: \w+){0,2} toilet\w*|\bflush\w*|\bplumbing\b|\bwater (?:pipes?|drain\w*|supply)\b",
     "화장실 급수·배수 소음"),
    # 전세사기피해자법: recognized as a victim (피해자결정, 제14조), the priority purchase at auction (제20조), the
    # auction postponed (제17조); "apply to be …" asks a status (신청), not a law applying
    (r"\b(?:recogni[sz]\w*|certif\w*|designat\w*|determin\w*|declared)(?= as (?:an? |the )?(?:jeonse |deposit |rental )?"
     r"(?:fraud |scam )?victim)", "피해자결정"),
    (r"\bappl(?:y|ied|ying) to (?:be|get|become|receive)\b", "신청"),
    (r"\bpriority (?:right to (?:buy|purchase)|purchase)\b|\bright of first refusal\b|\bpre-?emptive (?:right|purchase)\b",
     "우선매수권"),
    (r"\b(?:postpone|suspend|delay|stop|halt|defer)\w* (?:the |my |an? )?auction\b"
     r"|\bauction\w* (?:\w+ ){0,4}(?:postponed|suspended|delayed|stopped|halted|deferred)\b", "경매 유예 정지"),
    # the market: listings are homes offered (매물); one listing doubted ("is this listing a scam?") is a risk asked
    (r"\blistings\b(?![^.?!]{0,30}\b(?:scam|fake|fraud|safe|real|legit\w*)\b)", "매물"),
    (r"\bdefects?\b|\bdefect repairs?\b", "하자보수"), (r"\bonly (?:the )?(?:unit )?owners?\b", "소유자만"),
    # "do I lose the down payment?", "forfeit the deposit": the 계약금 given up, as Korean asks it (포기)
    (r"\blos(?:e|es|ing|t)\b(?=[^.?!]{0,25}\b(?:down payment|earnest money|deposit)\b)|\bforfeit\w*", "포기"),
    (r"pay the agent|agent a fee", "중개보수"), (r"down payment|earnest money", "계약금"),
    # a sale called off before a payment of it ("cancel before the middle payment"), whoever does it: the 해제
    # of a sale (the seller's and buyer's own backing out are read just above); the parties as the code names them
    (r"\bcancel\w*(?=[^.?!]{0,60}\b(?:down payment|earnest money|middle payment|interim payment)\b)"
     r"|\b(?:sellers?|buyers?)\b[^.?!]{0,40}?\bcall\w* off", "매매 계약 해제"),
    (r"\bsellers?\b", "매도인"), (r"\bbuyers?\b", "매수인"),
    (r"\b(?:middle|interim) payment", "중도금"), (r"\bpay (?:me|us) back\b|\brepay (?:me|us)\b", "돌려받"),
    # the shortest term the law guarantees a home's lease ("the minimum term of a residential lease"): asked as
    # "주택 임대차 최소 기간" (주택임대차보호법 제4조), not a 전세권's 존속기간 (민법 제312조)
    (r"\b(?:minimum|shortest|min\.?)(?: (?:legal|guaranteed|statutory))? (?:(?:lease|rental|contract|tenancy) )?(?:term|period|duration|length)\b",
     "주택 임대차 최소 기간 몇 년"),
    (r"lease (?:last|term|period)", "임대차 존속기간"),
    # "How long can I extend …?": a length of time asked, as Korean asks it (not "how long before" a date)
    (r"\bhow long\b(?!\s+(?:before|prior|ahead))", "얼마동안"),
    (r"boiler|heating", "보일러 수리비"), (r"trust[- ](?:registration|registered)", "신탁등기"), (r"how much .{0,40}\bprotected\b|protected amount", "최우선변제 얼마"),
    (r"protected|protection", "보호"),
    (r"thank\w*", "감사"),
    # the price a cap fixes ("the capped sale price of a new apartment") is the cap's, not a market price
    (r"price[- ](?:ceiling|cap)\w*(?: system)?|sale price cap|capped (?:sale |selling |pre-?sale |new )?price",
     "분양가상한제"),
    # who approves or fixes it by rule ("Who finally approves …?"): an authority's act under the law
    (r"\bapprov\w*", "승인"),
    (r"private(?:ly owned)? land|private housing site", "민간택지"), (r"public(?:ly owned)? land|public housing site", "공공택지"),
    (r"land (?:cost|price component)|site cost", "택지비"),
    # the costs a developer may add to the basic construction cost under the cap (분양가 규칙 가산비)
    (r"\b(?:extra|additional|add-?on|added) (?:construction |building )?costs?\b", "가산비"),
    (r"\b(?:basic|standard|base) (?:construction|building) cost", "기본형건축비"),
    (r"construction cost", "건축비"), (r"\b(?:number of )?(?:floors|stor(?:ey|ie)s)\b", "층수"),
    # how a figure is fixed by rule ("how is the land cost set", "how are … calculated"; marked in gloss()): its
    # 산정, the law's question, not a price looked up (rules.MARKET_INPUT reads "택지비 산정" so)
    (r"\bset-by-rule\b", "산정 방법"),
    (r"apprais\w*", "감정평가"), (r"(?:total )?floor area|gross area", "연면적"),
    (r"commercial building|retail (?:building|unit|space)", "상가 건물"),
    (r"for sale\b(?=.{0,60}\b(?:act|law|apply|applies)\b)", "분양"), (r"\bappl(?:y|ied|ying) for\b", "신청"),  # asking for a status or a loan, not a law applying
    (r"\bappl(?:y|ies)\b", "적용되나요"),
    (r"pre-?sale (?:right|ticket)|right to (?:buy|move into) a new", "분양권"), (r"resale restriction", "전매제한"),
    (r"(?:floor |inter-?floor )?noise|footsteps", "층간소음"), (r"fraud victim", "전세사기피해자"),
    (r"lease(?:hold)? registration order|order (?:for|of) (?:a )?lease registration|tenancy registration order",
     "임차권등기명령"),
    (r"opposing power|right to oppose|opposab\w*", "대항력"),
    # "keep my priority": the deposit's rank in a sale (우선변제권); "top priority" is 최우선변제 (below)
    (r"(?<!top-)(?<!top )\bpriority\b(?! repayment)", "우선변제권"), (r"(?:fixed|confirmed) date", "확정일자"),
    # the number, not the move-in report ("without a resident registration number"): 주민등록번호
    (r"\bwithout (?:a |an |any |my )?(?:korean )?(?:resident registration (?:number|no\.?)|RRN)", "주민등록번호 없이"),
    (r"resident registration (?:number|no\.?)|\bRRN\b", "주민등록번호"),
    (r"move-?in (?:report|registration|date)|resident registration|register .{0,20}move-?in", "전입신고"),
    # registering the home one bought in one's name is the 소유권이전등기 (부동산등기법)
    (r"\bregister\w* (?:the |my |our |its |their )?(?:ownership|title)\b", "소유권이전등기"),
    (r"(?:transfer\w* )?ownership (?:transfer|registration)|transfer (?:of )?ownership|title transfer",
     "소유권이전등기"),
    (r"report\w* .{0,30}(?:sale|deal|transaction|purchase)|transaction report", "실거래가 신고"),
    (r"report\w* .{0,30}(?:rent|lease|jeonse)|(?:rental|lease|jeonse|rent) (?:contract )?report", "전월세 신고"),
    # a filing left out ("without reporting to the district office first"): 신고 안 하고; any other report is a 신고
    (r"\bwithout (?:first )?(?:report\w*|filing|notify\w*)", "신고 안 하고"),
    (r"\b(?:district|ward|gu|city|county) office|city hall", "구청"),
    # where a filing is made ("Where do I file …?", "Where can I apply …?"): 어디서, as the cards on the office ask it
    (r"\bwhere (?:do|can|should|must|would|will) (?:i|we|you|they|he|she|one)\b", "어디서"),
    (r"\bacqui(?:re|red|ring|sition)\b", "취득"),
    (r"\breport\w*|\bfil(?:e|ed|ing) (?:anything|a report|it|something|the report)|\bneed to file\b", "신고"),
    # a purchase paid out of the reserve ("pay for gym equipment out of the long-term repair reserve"): the reserve
    # used for something else, as "장기수선충당금으로 … 써도 되나요" asks it (공동주택관리법 제30조)
    (r"\b(?:pay|paid|paying|spend\w*|spent|use|used|using|cover\w*|fund\w*)\b[^.?!]{0,50}?\b(?:out of|from|with|using) (?:the |our |its )?"
     r"long-?term repair (?:reserve|fund)s?"
     r"|\b(?:use|used|using|spend|spent|tap|tapping|dip into)\b (?:the |its |our )?long-?term repair (?:reserve|fund)s?\b(?= (?:to|for|on)\b)",
     "장기수선충당금 사용해도"),
    (r"long-?term repair (?:reserve|fund)", "장기수선충당금"), (r"maintenance fee|management fee", "관리비"),
    (r"before construction|pre-?sale|pre-?sell\w*|off-?plan", "선분양"), (r"developer", "사업주체"),
    (r"move in (?:him|her)self|live in it (?:him|her)self|owner(?:'s)? (?:own )?(?:use|occupancy)", "실거주"),
    (r"checklist|what should i check|things to check", "체크리스트 확인사항"),
    (r"should i buy|good time to buy|buy a (?:house|home|place) now", "집 사도 될까"),
    (r"deposit (?:insurance|return guarantee)|return guarantee|jeonse insurance", "전세보증보험"),
    (r"return\w* my deposit|get my deposit back|deposit back", "보증금 돌려받"),
    (r"broker(?:age)?(?:'s)? fees?|agent(?:'s)? fee|realtor(?:'s)? fee|commission", "중개보수"),
    # "my lease renewed automatically": a renewal that has happened, as "묵시적 갱신된" says it
    (r"\brenewed (?:automatically|itself|by itself|tacitly|implicitly)|\b(?:automatically|tacitly|implicitly) renewed",
     "묵시적 갱신된"),
    (r"implicit\w* renew\w*|tacit\w* renew\w*|automatic\w* renew\w*", "묵시적 갱신"),
    (r"termination notice|notice (?:of|to) terminat\w*", "해지 통지"),
    # "end the lease with 3 months' notice": ended by a notice is a termination, not the lease's expiry
    (r"\bend(?:s|ing)? (?:the|my|our|a|this) (?:lease|contract|tenancy)\b(?=[^.?!]*\bnotice\b)", "해지 통지"),
    (r"court interest|litigation interest|interest .{0,30}\b(?:lawsuit|court)\b", "소송 지연이자"),
    (r"complaint (?:was |is )?served|served (?:the|a|my) complaint|service of (?:the )?complaint", "소장 송달"),
    (r"jeonse ratio", "전세가율"),
    # the registered maximum of a 근저당 ("max claim", "maximum claim amount") and the loan behind it asked
    (r"\bmax(?:imum)?[- ]claim(?: amount)?\b|\bmaximum secured amount\b", "채권최고액"),
    (r"\bactual (?:loan|debt|principal|amount borrowed)\b|\bloan principal\b|\bprincipal (?:of|behind) (?:the |that )?(?:loan|mortgage)\b",
     "실제 대출 원금 얼마"),
    # "the 80% rule": a share of the price a deposit and the debts must stay within, named as a rule of thumb
    (r"(?<=%)\s*rule\b|(?<=percent)\s*rule\b", "룰로"),
    # the deposit taken off and the rent added for it: "take 50 million off my deposit", "250,000 won more rent"
    (r"\bdeposit-off\b", "빼주는 대신"), (r"\brent-more\b", "더 내라"),
    # "What (conversion) rate is that?": the rate a proposal implies, asked (not a loan's "what rate can I get")
    (r"\bwhat (?:conversion |annual |yearly )?rate (?:is|was|would be) (?:that|this|it)\b", "몇 %"),
    # the lease's own end asked ("what is the exact end date?")
    (r"\bwhat(?:'s| is| will be| would be) (?:the |my |our )?(?:exact |actual |precise )?(?:lease |contract )?"
     r"(?:end|expiry|expiration) date\b|\bwhen (?:exactly )?(?:does|will) (?:it|the lease|my lease|the contract) "
     r"(?:end|expire)\b", "만료일이 언제"),
    # the debts and the deposit as a share of the house ("(mortgage+deposit)/price", "debt ratio"), and a share
    # asked ("what percentage of the price is that?") — as "부채비율", "몇 %" ask them
    (r"\(?\s*(?:mortgage|debt|loan|lien)s?\s*\+\s*(?:my |the )?(?:jeonse )?deposit\s*\)?\s*(?:/|÷|divided by|over|to)\s*"
     r"(?:the )?(?:house |home )?(?:sale )?(?:price|value)|\bdebt[- ](?:to[- ](?:value|price) )?ratio|\bcombined (?:debt )?(?:ratio|share|percentage)\b|\bloan[- ]to[- ]value\b(?=[^.?!]{0,40}deposit)",
     "부채비율"),
    (r"\bwhat (?:percent(?:age)?|share|proportion|ratio)\b|\bhow many percent\b", "몇 %"),
    # the user's own deadline ("my deadline to ask for a renewal"): a day worked out from the lease, as
    # "제 마감일" asks it
    (r"\b(?:my|our) (?:own )?(?:deadline|last day|cut-?off)\b", "제 마감일"),
    (r"small[- ]sum tenant|priority repayment|top[- ]priority", "소액임차인 최우선변제"),
    # "late returning a 300 million won deposit … how much interest": the lookahead takes only the
    # word "late", so the deposit and the period between keep their own glosses.
    (r"late[- ]payment interest|delay interest|interest for the delay|(?:late|overdue)\b(?=.{0,80}\binterest\b)",
     "지연이자"),
    (r"jeonse[- ]to[- ](?:sale[- ]|purchase[- ])?price ratio|jeonse[- ]price ratio", "전세가율"),
    # "what share of the price is that", "what percent of the house value": the debts' and deposit's share
    (r"(?:share|percent(?:age)?|proportion) of the (?:house |home |sale |market )?(?:price|value)", "집값 몇 퍼 합치면"),
    # "What ratio is that?" asked of the figures told (a jeonse and a price): the ratio of them
    (r"\bwhat(?:'s| is)? (?:the )?(?:combined |total |overall )?ratio\b|\bratio is (?:that|it)\b", "비율"),
    # the day a window opens or closes, asked as such ("the earliest date I can renew")
    (r"earliest (?:date|day)|first (?:date|day)|from (?:what|which) (?:date|day)", "언제부터"),
    (r"(?:last|latest|final) (?:date|day)", "마지막 날"),
    (r"convert\w*.{0,40}(?:into|to) monthly rent", "월세로 전환할 보증금"),
    # "the legal maximum monthly rent for converting 50 million won of deposit": the part converted
    (r"\bconvert\w*\s+(?:the\s+|my\s+)?deposit-part\b", "월세로 전환할 보증금"),
    (r"\bconversion (?:cap|rate|ratio|limit)\b", "전환율"),
    # "replace 300,000 won of it with a bigger deposit": rent turned into deposit
    (r"\breplac\w*\b[^.?!]{0,40}?\bwith (?:a |the )?(?:bigger |larger |higher |more )?deposit\b", "보증금으로 전환"),
    # "lower it to 200 million and charge monthly rent for the rest": the deposit lowered, the rest turned
    # into rent (only the verb is glossed, so the figures around it keep their own readings)
    (r"\b(?:lower|reduc|cut|decreas)\w*\b(?=[^.?!]{0,80}\brent\b)", "낮추는"),
    # "switch it fully to deposit", "turn my rent into deposit": the rent turned into deposit
    (r"\b(?:switch|convert|turn|chang|mov)\w*\b[^.?!]{0,25}?\b(?:to|into) (?:a |the |my )?(?:jeonse )?deposit\b",
     "보증금으로 전환"),
    # rent charged for a part of the deposit ("the monthly rent for that part") is a conversion
    (r"monthly rent for (?:that|this|the) (?:part|portion|amount)|(?:part|portion) of (?:the |my )?deposit"
     r"|deposit (?:part|portion)", "월세로 전환할 보증금"),
    # a right exercised by a date before the lease ends is the renewal right (주택임대차보호법 제6조의3)
    (r"exercis\w* (?:it|the right|my right|this right|that right)\b", "갱신요구권 행사"),
    # the figure asked by its bound ("what's the legal maximum …"): an amount asked, as "최대 얼마" asks it
    (r"what(?:'s| is| would be| will be)(?: the| my)?(?: legal| lawful| allowed| permitted)? "
     r"(?:maximum|max|most|upper limit|limit|cap|ceiling)\b", "최대 얼마"),
    # "if it's 150M won of the deposit, the max monthly rent for that part": the part turned into rent
    (r"\bdeposit-part\b(?=.{0,80}\b(?:monthly )?rent\b)", "월세로 전환할 보증금"),
    # "into a 100 million won deposit plus monthly rent": a lower deposit with rent (반전세)
    (r"\binto\b[^,.?]{0,60}?\bdeposit\b[^,.?]{0,30}?\bplus (?:a )?(?:monthly )?rent", "보증금 반전세로"),
    # "wants 100 million deposit plus monthly rent": the deposit kept, with rent (반전세)
    (r"\bdeposit\b[^,.?]{0,10}?\bplus (?:a )?(?:monthly )?rent", "보증금 반전세로"),
    # "30 million won of deposit converted": the part turned into rent
    (r"\bof (?:the |my )?deposit converted\b", "월세로 전환할 보증금"),
    (r"\b(?:window|period)\b", "기간"),
    # the Korean words romanized, as expats write them ("wolse 50man won", "ban-jeonse"), before "jeonse"
    # less rent for a defect ("ask for a rent reduction"), before "rent" alone
    (r"\brent (?:reduction|cut|discount|decrease)s?\b|\breduc\w* (?:the |my |our )?rent\b", "월세 깎아"),
    (r"\bban-?jeonse\b", "반전세"), (r"\bwol-?se\b", "월세"),
    (r"monthly rent", "월세"), (r"jeonse deposit", "전세금"), (r"jeonse", "전세"), (r"\brent\b", "월세"),
    (r"deposit", "보증금"), (r"landlord|owner", "집주인"), (r"tenants?", "임차인"),
    (r"lease|rental contract|tenancy", "임대차 계약"),
    (r"until when|by when|deadline", "언제까지"),
    (r"didimdol", "디딤돌"), (r"bogeumjari", "보금자리론"), (r"beotimmok|buttimmok|butimmok", "버팀목"),
    (r"newborn", "신생아 특례"),
    # "Is that legal?", "is it illegal": whether the law forbids it, as "불법인가요" asks it
    (r"\b(?:is|are|was|isn'?t) (?:it|that|this|they|he|she)(?: even| really| actually)? (?:il)?(?:legal|lawful)\b"
     r"|\b(?:illegal|unlawful)\b|\bagainst the law\b", "불법인가요"),
    # "is he allowed to": asks whether it may be done (가능), as "되나요" does.
    (r"\b(?:legal|allowed|permitted)\b|can (?:he|she|they|the landlord|my landlord)\b", "가능"),
    (r"valid|(?<!a)void|enforceable", "유효"),  # "avoid" is no "void"
    (r"(?:has ?n[o']t|did ?n[o']t|wo ?n[o']t|not|never) (?:been )?(?:return|refund|give|pa)\w*"
     r"|\b(?:is|are|still|yet) (?:still )?not (?:yet )?back\b|\bnot (?:yet )?back\b", "돌려받지 못"),
    (r"\b(?:legal|statutory) (?:interest )?rate\b", "법정이율"),
    (r"\b(?:end(?:ed|s|ing)?|expir\w*)\b", "만료"),
    (r"\b(?:start(?:ed|s)?|began|begins|commenc\w*|moved in)\b", "시작"),
    (r"terminat\w*|cancel\w*|break (?:the|my) lease", "해지"), (r"\b(?:refus\w*|won'?t|will not|doesn'?t|does not) (?:to )?(?:repair|fix)\w*", "수리를 안 해줘"),
    (r"refus\w*", "거절"), (r"move out", "이사"),
    (r"sale price|purchase price|price of the (?:house|apartment)", "매매가"),
    (r"\bbuy(?:ing)?\b|purchase", "매수"),
    (r"\bsell(?:s|ing)?\b", "매도"),
    (r"\bnot (?:an? )?officetel\b", "오피스텔 아닌 주택"), (r"apartment|flat", "아파트"), (r"villa", "빌라"), (r"officetel", "오피스텔"),
    (r"studio|one[- ]room", "원룸"), (r"multi[- ]unit house|multi[- ]family", "다가구주택"),
    (r"mortgage (?:limit|loan|rate)s?|home loan", "주택담보대출 한도"), (r"\b(?:LTV|DTI|DSR)\b", "DSR"),
    (r"(?:how much|get|take out|apply for|qualify for) (?:a |the |my )?mortgage|mortgage (?:can|could|would) i",
     "주택담보대출 한도"),
    (r"\bi (?:earn|make)\b|\bsalary\b|(?:annual |yearly )?income", "연봉"),
    # A mortgage repaid at a rate ("a mortgage of 400M won at 4.5%", "my mortgage payment") is the loan
    # (주담대); one registered on a house, senior to a deposit, stays its 근저당 (the sentence has no rate).
    (r"\bmortgage\b(?=(?:(?![.?!](?:\s|$)).){0,60}?(?:\d\s*%|\bpercent\b|repay|payment|install?ments?|amorti))"
     r"|\bmortgage (?:payment|repayment|installment)s?\b", "주담대"),
    (r"auction", "경매"), (r"mortgage", "근저당"), (r"registered", "설정"),
    (r"tenants? ahead|senior (?:claims|tenants)", "선순위 임차인"),
    (r"\bsafe\b|\brisk\w*|scam|fraud|worr(?:y|ied|ying)|danger\w*|red flags?", "위험한가요"),
    (r"borrow\w*|\bloan\b", "대출"), (r"interest rate", "금리"),
    (r"lawsuit|\bsu(?:e|ed|ing)\b|\bcourt\b|complaint (?:was |is |has been )?served", "소송"),
    # "equal principal-and-interest" is the annuity (before the bare "interest"), not "equal principal" (원금균등)
    (r"equal (?:monthly )?(?:installments|payments)|amorti[sz]\w*|annuity"
     r"|(?:equal )?principal[- ](?:and|&)[- ]interest", "원리금균등"),
    # before the bare "interest": "Interest-only" would otherwise be read as just 이자
    (r"interest[- ]only|only (?:the )?interest|monthly interest", "이자만"),
    (r"\binterest\b", "이자"),
    (r"typical|average|going rate|going(?= (?:monthly )?(?:rent|price)s?\b)|usual", "시세"),
    (r"equal principal", "원금균등"),
    (r"monthly (?:payment|installment)s?", "월 상환액"),
    (r"review\w*.{0,20}(?:clause|special term)|(?:clause|special term).{0,60}review"
     r"|(?:clause|special term).{0,20}(?:okay|\bok\b|fine|fair|acceptable)"
     r"|(?:okay|\bok\b|fine|fair|acceptable).{0,20}(?:clause|special term)", "특약 검토"),
    (r"review|check this (?:clause|contract)", "검토"), (r"clause|special term", "특약"),
    (r"contract", "계약서"), (r"\bleak\w*", "누수"), (r"repair|fix\w*", "수리비"), (r"money back|get .{0,20} back|refund", "돌려받"),
    (r"\blate\b", "지연"), (r"maximum|\bmax\b|at most|the most\b|cap\b|limit", "최대"),
    (r"\bwhen (?:can|could|should|do|does|must|will|is|are)\b|from what date", "언제"),  # asked, not "when I renew"
    (r"how much", "얼마"), (r"can i|may i|is it legal|allowed", "가능한가요"),
    (r"compare|cheaper|more expensive", "비교"), (r"trend|chang\w* over|over the (?:last|past)", "추이"),
    (r"price|market value", "시세"),
    (r"renew\w*", "갱신요구"), (r"raise|increase|go(?:es)? up|hike", "인상"),
    # "the landlord asks for +1,300만": a figure with a plus sign is an increase asked for
    (r"\+(?=\s*\d)", "인상"),
    (r"registry|register of title", "등기부등본"),
    (r"(?:broker|agent|realtor)'?s? assistant|assistant", "중개보조원"), (r"broker|realtor|agent", "공인중개사"),
    (r"weather", "날씨"), (r"stock|bitcoin|recipe|movie", "주식"),
    (r"Seoul", "서울"), (r"Gangnam", "강남구"), (r"Seocho", "서초구"), (r"Songpa", "송파구"), (r"Mapo", "마포구"),
    (r"Seongdong", "성동구"), (r"Yongsan", "용산구"), (r"Nowon", "노원구"), (r"Gangseo", "강서구"),
    (r"Gwanak", "관악구"), (r"Bundang", "분당구"), (r"Suwon", "수원시"), (r"Seongnam", "성남시"),
    (r"Yongin", "용인시"), (r"Goyang", "고양시"), (r"Hwaseong", "화성시"), (r"Busan", "부산"),
    (r"Incheon", "인천"), (r"Sejong", "세종"),
)
_COMPILED = tuple((re.compile(p, re.I), ko) for p, ko in GLOSS)
_HOW_SET = re.compile(r"(\bhow (?:is|are|was|were|will|would|do|does) [^.?!]{1,60}?)\b(?:set|determined|calculated"
                      r"|computed|decided|fixed)\b", re.I)
# what a guarantee or its insurance costs, said after it ("the return guarantee … how much does it cost?")
_GUARANTEE_COST = re.compile(r"(\b(?:guarantee|insurance)\b[^.?!]{0,60}?)\b(?:cost|costs|premium|premiums|fee|fees)\b", re.I)
_YEAR = re.compile(r"\b(?:in|since)\s+((?:19|20)\d{2})\b", re.I)
_MONTHS = {m: i for i, names in enumerate((("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"),
                                            ("may",), ("jun", "june"), ("jul", "july"), ("aug", "august"),
                                            ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
                                            ("dec", "december")), start=1) for m in names}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
# "April 30, 2027", "30 April 2027", "Apr. 30th 2027": a day written the English way, read as Korean writes it.
_EN_DATE = re.compile(rf"\b(?:(?P<m1>{_MONTH})\.?\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y1>(?:19|20)\d{{2}})"
                      rf"|(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m2>{_MONTH})\.?,?\s+(?P<y2>(?:19|20)\d{{2}}))\b", re.I)


# "2027.8.20", "2027/3/31": a day written with dots or slashes, year first, read as the ISO day.
_NUM_DATE = re.compile(r"(?<![\d.])((?:19|20)\d{2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{1,2})(?![\d.]\d)")
# "May 31", "on Dec 15" without a year: the month and day as Korean writes them ("5월 31일"), whose year
# the planner's date reader decides from the day of the turn.
_EN_DAY = re.compile(rf"\b(?P<m>{_MONTH})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*,?\s*(?:19|20)\d{{2}})", re.I)


def _iso_date(m: re.Match[str]) -> str:
    month = _MONTHS[(m.group("m1") or m.group("m2")).lower()]
    return f" {m.group('y1') or m.group('y2')}-{month:02d}-{int(m.group('d1') or m.group('d2')):02d} "
# A figure written the Korean way inside an English question ("jeonse 2억 5천", "+1,300만"): kept
# whole as one word, so the 5천 is not dropped and the syllables are no Korean words of their own.
# A Korean noun, then "is / was / of / at / : / =", then an amount written the Korean way.
_KO_NAMED_AMOUNT = re.compile(r"(?<![\d.,가-힣])([가-힣]+)\s+(?:(?:is|was|of|at|are|=|:)\s+)?(?:about\s+|around\s+)?"
                              r"(\d[\d,]*(?:\.\d+)?\s*(?:억|천만|백만|천|만))", re.I)
_KO_MONEY = re.compile(r"\d[\d,]*(?:\.\d+)?\s*억(?:\s*\d[\d,]*(?:\s*(?:천만|백만|천|백|만))?)?(?:\s*원)?"
                       r"|\d[\d,]*(?:\.\d+)?\s*(?:천만|백만|천|만)(?:\s*원)?")


_EN_NUMBERS = {w: i for i, w in enumerate(("a", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                             "ten", "eleven", "twelve"), start=0)} | {"a": 1, "an": 1}
# "6 weeks before the lease ends", "two months before the end", "10 days prior to expiry": how long before
# the end a notice came, glossed as the lease-timeline verdict reads it ("만기 6주 전"), figure and unit kept.
_BEFORE_END = re.compile(rf"\b(\d+|{'|'.join(w for w in _EN_NUMBERS if w)})\s*-?\s*(weeks?|months?|days?)\s+"
                         r"(?:before|prior to|ahead of)\s+(?:the\s+|my\s+|our\s+|its\s+|it\s+)?"
                         r"(?:(?:lease|contract|term|tenancy|jeonse)\s+)?(?:end(?:s|ed|ing)?|expir\w*|is up|runs? out|finish\w*)\b",
                         re.I)
_UNITS = {"week": "주", "month": "개월", "day": "일"}
_COUNT_WORD = rf"\d+|{'|'.join(w for w in _EN_NUMBERS if len(w) > 2)}"
# "a two-year lease", "the lease started … for two years": the lease's term ("2년 계약"), said beside the
# lease — not a loan's years ("borrow … for 20 years" keeps its term as 20년), nor "the first two-year
# lease", which is the first term (첫 계약 기간)
_LEASE_YEARS = re.compile(rf"(?<!first )\b({_COUNT_WORD})[\s-]*years?\s+(?:lease|contract|tenancy|jeonse)\b"
                          rf"|\b(?:lease|contract|tenancy|jeonse)\b[^.?!]{{0,40}}?\bfor\s+(?:a\s+)?({_COUNT_WORD})\s*-?\s*years?\b",
                          re.I)
# "84 square meters", "59 sqm", "84m2": an area as Korean writes it (84㎡)
_AREA = re.compile(r"(\d+(?:\.\d+)?)\s*(?:square met(?:er|re)s?|sq\.?\s?m\b|sqm\b|m2\b|m²)", re.I)


def is_english(text: str) -> bool:
    """Mostly Latin letters: an English question (a Korean word or two inside is fine)."""
    latin = len(re.findall(r"[A-Za-z]", text))
    hangul = len(re.findall(r"[가-힣]", text))
    if latin >= 12 and latin > 3 * hangul:
        return True
    # Counted in words too: a Korean term packs many syllables into one word, so an English sentence naming a
    # few of them ("I live in 광주광역시 with a deposit of 6천만원. How much is my 최우선변제?") is still English.
    words = len(re.findall(r"\b[A-Za-z]+\b", text))
    # (an amount written the Korean way, "3억2천", is a figure, not a Korean word)
    return latin >= 12 and words >= 3 * len(re.findall(r"[가-힣]+", _KO_MONEY.sub(" ", text)))


def gloss(text: str, *, sentences: bool = False) -> str:
    """The Korean words an English question uses, in order, figures as Koreans write them; ``sentences``: its
    sentences kept apart by '。' (the reading searched, see below)."""
    korean = re.findall(r"[가-힣]+", _KO_MONEY.sub(" ", text))  # Korean words kept as written ("확정일자")
    # …the one naming the amount right after it ("전세 is 3억2천", "보증금 of 2억") stays beside that amount, as
    # Korean writes it ("전세 3억2천"): put first with the others, the figure would lose its role.
    text = _KO_NAMED_AMOUNT.sub(lambda m: f"{m.group(1)}-ko {m.group(2)}", text)
    korean = [w for w in korean if not re.search(rf"{w}-ko\b", text)] if "-ko " in text else korean
    # "50 manwon", "2eok": the Korean units romanized; "250M won", "300 million won", "800k won": kit's
    # one money reader writes them as Koreans do.
    text = english_amounts_in_korean(text)
    # "take 50 million off my deposit", "250,000 won more rent a month": the deposit taken off and the rent added
    # for it, the noun first as below and the trade marked (glossed as "빼주는 대신", "더 내라")
    text = re.sub(r"\b(?:take|takes|taking|knock\w*|cut\w*|lower\w*|reduc\w*)\s+(\d[\d.]*(?:억|만)[\d억만]*원?)\s+off\s+"
                  r"(?:of\s+)?(?:my |the |our )?deposit\b", r"deposit \1 deposit-off", text, flags=re.I)
    text = re.sub(r"(?<!\S)(\d[\d.]*(?:억|만)[\d억만]*원?)\s+more\s+(?:in\s+|of\s+)?(?:monthly\s+)?rent\b(?:\s+(?:a|per)\s+month)?",
                  r"monthly rent \1 rent-more", text, flags=re.I)
    # "a 50 million won deposit", "150M won of the deposit": the noun first, as Korean names an
    # amount's role before it. "150M won of the deposit" is a part of it ("deposit-part", read below as
    # the part converted when a rent is asked for it).
    text = re.sub(r"(?<!\S)(\d[\d.]*(?:억|만)[\d억만]*원?|\d+원)\s+"
                  r"(?:(?P<of>of (?:my |the |our )?)|(?:a|per) month (?:in |of )?|in )?(jeonse deposit|jeonse|deposit|monthly rent|rent|loan"
                  r"|mortgage|down payment|earnest money)\b(?!-)",
                  lambda m: f"{m.group(3)}{'-part' if m.group('of') and m.group(3).lower() == 'deposit' else ''} {m.group(1)}",
                  text, flags=re.I)
    # "a 300 million won jeonse on a 400 million won villa": the home's own amount is its price (매매가)
    text = re.sub(r"(?<!\S)(?:on|in|of|for)\s+(?:an?\s+|the\s+|my\s+)?(\d[\d.]*(?:억|만)[\d억만]*원?)\s+"
                  r"(villa|apartment|flat|house|home|officetel)\b", r" sale price \1 \2", text, flags=re.I)
    # "a house worth 500 million won", "sells for 400 million": what the home is worth is its price (매매가),
    # the figure a 전세가율 or a debt ratio is taken of
    text = re.sub(r"\b(?:(?:is |are )?worth|sells? for|selling for|(?:is |was )?valued at|(?:is )?priced at)\s+"
                  r"(?:about |around |roughly )?(\d[\d.]*(?:억|만)[\d억만]*원?)", r" sale price \1", text, flags=re.I)
    # "how is the land cost set": the verb is marked, so the words between keep their own glosses
    text = _HOW_SET.sub(lambda m: f"{m.group(1)}set-by-rule", text)
    text = _GUARANTEE_COST.sub(lambda m: f"{m.group(1)} guarantee-fee", text)
    text = _EN_DATE.sub(_iso_date, text)
    text = _NUM_DATE.sub(lambda m: f" {m.group(1)}-{int(m.group(2)):02d}-{int(m.group(3)):02d} ", text)
    text = _EN_DAY.sub(lambda m: f" {_MONTHS[m.group('m').lower()]}월 {int(m.group('d'))}일 ", text)
    text = _YEAR.sub(lambda m: f" {m.group(1)}년 ", text)
    text = _AREA.sub(lambda m: f"{m.group(1)}㎡", text)
    hits: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for m in _LEASE_YEARS.finditer(text):
        n = (m.group(1) or m.group(2)).lower()
        at = m.start(1) if m.group(1) else m.start(2)
        hits.append((at, f"{int(n) if n.isdigit() else _EN_NUMBERS[n]}년 계약"))
        taken.append((at, m.end()))
    for m in _BEFORE_END.finditer(text):
        n = m.group(1).lower()
        count = int(n) if n.isdigit() else _EN_NUMBERS[n]
        hits.append((m.start(), f"만기 {count}{_UNITS[m.group(2).lower().rstrip('s')]} 전"))
        taken.append((m.start(), m.end()))
    # the span read is blanked, so its figure is not read again as a period of its own
    for s, e in taken:
        text = text[:s] + " " * (e - s) + text[e:]
    for pattern, ko in _COMPILED:
        for m in pattern.finditer(text):
            if not any(s < m.end() and m.start() < e for s, e in taken):
                taken.append((m.start(), m.end()))
                hits.append((m.start(), ko))
    hits += [(m.start(), m.group(1)) for m in re.finditer(r"([가-힣]+)-ko\b", text)]  # see _KO_NAMED_AMOUNT
    # Places from the gazetteer, romanized ("Mapo-gu", "Yeoksam-dong"), where no gloss took the word.
    hits += [(pos, name) for pos, name in find_places(text) if not any(s <= pos < e for s, e in taken)]
    amounts: set[int] = set()
    for m in re.finditer(rf"\d{{4}}-\d{{1,2}}-\d{{1,2}}|\d{{1,2}}월 \d{{1,2}}일|{_KO_MONEY.pattern}|\d+(?:\.\d+)?\s*(?:%|percent\b)|\d[\d,]*(?:\.\d+)?\s*㎡"
                         rf"|(?:\d+|\b(?!one\s+day\b)(?:{_COUNT_WORD})\b)\s*-?\s*(?:years?|months?|days?)\b|\d{{4}}년"
                         # a noise reading, its span and the hour ("41 dB", "1-minute Leq", "at 2 pm"): 41dB, 1분, 오후 2시
                         r"|\d+(?:\.\d+)?\s*dB\b|\d+\s*-?\s*minutes?\b|\b\d{1,2}\s*[ap]\.?m\b\.?", text, flags=re.I):
        # "3.9 percent", "a 30-year term", "two months behind": the rate and the term as Korean writes them
        # (3.9%, 30년, 2개월 — the number word as a digit, as the 2기 rule reads it; not inside a phrase
        # glossed whole, "first two-year lease" being 첫 계약 기간)
        if m.group(0)[0].isalpha() and any(s < m.end() and m.start() < e for s, e in taken):
            continue
        figure = re.sub(r"\s*percent$", "%", m.group(0))
        figure = re.sub(rf"^(?:{_COUNT_WORD})(?=\s|-)", lambda w: str(_EN_NUMBERS.get(w.group(0).lower(), w.group(0))), figure,
                        flags=re.I)
        figure = re.sub(r"\s*-?\s*years?", "년", re.sub(r"\s*-?\s*months?", "개월", re.sub(r"\s*-?\s*days?", "일", figure)))
        figure = re.sub(r"\s*dB$", "dB", re.sub(r"\s*-?\s*minutes?$", "분", figure, flags=re.I), flags=re.I)
        if hour := re.fullmatch(r"(\d{1,2})\s*([ap])\.?m\.?", figure, flags=re.I):
            figure = f"{'오전' if hour.group(2).lower() == 'a' else '오후'} {hour.group(1)}시"
        if _KO_MONEY.fullmatch(figure):
            figure = re.sub(r"억원$", "억", re.sub(r"\s+", "", figure))
            # "3.2억 (320 million won)": one amount said twice is one amount, not a current and a new one
            try:
                manwon = parse_manwon(figure)
            except MoneyParseError:
                manwon = None
            if manwon is not None and manwon in amounts:
                continue
            if manwon is not None:
                amounts.add(manwon)
        hits.append((m.start(), figure))
    if sentences:
        # The reading searched keeps the sentences apart ("I paid a 10% down payment. If I cancel …, do I lose
        # it?"): what the story tells (its 10%) is not the question asked — the 문답 card reader (search) reads a
        # question by its sentences. Marked '。', which no clause reader of the planner's or the synthesis's
        # splits on; the planner's own reading stays whole (its rules read the figures told with the ask).
        hits += [(m.start(), "。") for m in re.finditer(r"(?<!\d)[.?!](?=\s+[A-Za-z]|\s*$)", text)]
    return re.sub(r"\s+。", "。", " ".join(korean + [ko for _, ko in sorted(hits)])).strip("。 ")
