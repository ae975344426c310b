"""Citations the rules rest on, in one place so a reviewer can check them together."""
from .workings import LawRef

HOUSING_LEASE = "주택임대차보호법"
HOUSING_LEASE_DECREE = "주택임대차보호법 시행령"

OPPOSABILITY = LawRef(HOUSING_LEASE, "제3조")  # 대항력: 인도 + 주민등록, 다음 날부터
PRIORITY_REPAYMENT = LawRef(HOUSING_LEASE, "제3조의2")  # 보증금의 회수, 확정일자 우선변제
FIXED_DATE = LawRef(HOUSING_LEASE, "제3조의6")  # 확정일자 부여
LEASE_TERM = LawRef(HOUSING_LEASE, "제4조")  # 2년 미만 약정은 2년
CONVERSION_CAP = LawRef(HOUSING_LEASE, "제7조의2")  # 월차임 전환 산정률 제한
CONVERSION_CAP_DECREE = LawRef(HOUSING_LEASE_DECREE, "제9조")
SMALL_TENANT = LawRef(HOUSING_LEASE, "제8조")  # 보증금 중 일정액의 보호
SMALL_TENANT_AMOUNT = LawRef(HOUSING_LEASE_DECREE, "제10조")
SMALL_TENANT_SCOPE = LawRef(HOUSING_LEASE_DECREE, "제11조")
ROOT_MORTGAGE = LawRef("민법", "제357조")  # 근저당: 채권최고액
HUG_GUARANTEE = LawRef("주택도시보증공사 전세보증금반환보증 규정", "가입요건")
HUG_DEADLINE = LawRef("주택도시보증공사 전세보증금반환보증 규정", "신청기한")  # 계약기간 1/2 경과 전
ACQ_TAX = LawRef("지방세법", "제11조")
EDU_TAX = LawRef("지방세법", "제151조")
RURAL_TAX = LawRef("농어촌특별세법", "제5조")
BROKER_FEE = LawRef("공인중개사법 시행규칙", "제20조")
LOAN_RULES = LawRef("은행업감독규정", "별표 6")
RENT_INCREASE = LawRef(HOUSING_LEASE, "제7조")  # 차임 등의 증감청구권, 1년 내 재증액 금지
RENT_INCREASE_DECREE = LawRef(HOUSING_LEASE_DECREE, "제8조")  # 증액 한도 20분의 1
IMPLIED_RENEWAL = LawRef(HOUSING_LEASE, "제6조")  # 묵시적 갱신
IMPLIED_RENEWAL_TERMINATION = LawRef(HOUSING_LEASE, "제6조의2")  # 묵시적 갱신 후 해지, 3개월
RENEWAL_DEMAND = LawRef(HOUSING_LEASE, "제6조의3")  # 계약갱신요구권 (2020-12-10 이후 6개월~2개월 전)
CIVIL_LEGAL_INTEREST = LawRef("민법", "제379조")  # 법정이율 연 5%
MONEY_DEBT_DELAY = LawRef("민법", "제397조")  # 금전채무 불이행: 법정이율(약정이율이 있으면 그 이율)
LITIGATION_INTEREST = LawRef("소송촉진 등에 관한 특례법", "제3조")  # 소장 송달 다음 날부터 연 12%
BROKER_FEE_TABLE = LawRef("공인중개사법 시행규칙", "별표 1")
SIMULTANEOUS_PERFORMANCE = LawRef("민법", "제536조")  # 동시이행: 보증금 반환 ↔ 집 인도
LEASE_REGISTRATION_ORDER = LawRef(HOUSING_LEASE, "제3조의3")  # 임차권등기명령
EARNEST_MONEY = LawRef("민법", "제565조")  # 해약금: 계약금 포기·배액 상환으로 해제
SUBSCRIPTION_SCORE = LawRef("주택공급에 관한 규칙", "별표 1")  # 청약 가점제: 84점 만점 (2007-09-01 시행)
ACQ_TAX_HOUSING = LawRef("지방세법", "제11조 제1항 제8호")  # 주택 유상취득 1~3% (누진식 2020-01-01 시행)
ACQ_TAX_SURCHARGE = LawRef("지방세법", "제13조의2")  # 다주택 중과 (2020-08-12 시행)
FIRST_HOME_RELIEF = LawRef("지방세특례제한법", "제36조의3")  # 생애최초 주택 구입 취득세 감면 (12억원 이하, 200만원 한도)
