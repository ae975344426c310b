"""청약 가점 — 주택공급에 관한 규칙 제28조 관련 별표 1 (가점제 적용기준), 2007-09-01 시행 가점제.

84점 만점 = 무주택기간 32점 + 부양가족 수 35점 + 입주자저축(청약통장) 가입기간 17점:
- 무주택기간: 1년 미만 2점, 1년 이상부터 1년마다 2점씩 (n년 이상 n+1년 미만 = 2 + 2n점), 15년 이상 32점.
  주택을 소유한 세대구성원이 있으면 0점 (무주택기간이 없음).
- 부양가족 수: 0명 5점, 1명마다 5점씩 (n명 = 5 + 5n점), 6명 이상 35점.
- 가입기간: 6개월 미만 1점, 6개월 이상 1년 미만 2점, 1년 이상부터 1년마다 1점씩
  (n년 이상 n+1년 미만 = n + 2점), 15년 이상 17점.
The bands are whole years (or the two half-year bands of the account), counted up to the
입주자모집공고일; a period is given here in months so "8년 6개월" falls in its band.
"""
from __future__ import annotations

from holmes_kit.korean.text import josa

from . import laws
from .calc import Calculation, MissingInput
from .errors import AnalysisInputError
from .workings import Given, WorkingsBuilder

EFFECTIVE = "2007-09-01 시행 청약가점제(주택공급에 관한 규칙 별표 1)"
MAX_HOMELESS, MAX_DEPENDENTS, MAX_ACCOUNT = 32, 35, 17
MAX_TOTAL = MAX_HOMELESS + MAX_DEPENDENTS + MAX_ACCOUNT  # 84


def _period(months: int) -> str:
    years, rest = divmod(months, 12)
    return " ".join(p for p in (f"{years}년" if years else "", f"{rest}개월" if rest else "") if p) or "0개월"


def homeless_points(months: int) -> tuple[int, str]:
    """(points, band) of a 무주택기간 in months."""
    years = months // 12
    if years < 1:
        return 2, "1년 미만"
    if years >= 15:
        return MAX_HOMELESS, "15년 이상"
    return 2 + 2 * years, f"{years}년 이상 {years + 1}년 미만"


def dependents_points(count: int) -> tuple[int, str]:
    if count >= 6:
        return MAX_DEPENDENTS, "6명 이상"
    return 5 + 5 * count, f"{count}명"


def account_points(months: int) -> tuple[int, str]:
    if months < 6:
        return 1, "6개월 미만"
    if months < 12:
        return 2, "6개월 이상 1년 미만"
    years = months // 12
    if years >= 15:
        return MAX_ACCOUNT, "15년 이상"
    return years + 2, f"{years}년 이상 {years + 1}년 미만"


def _check_count(name: str, value: object, label: str, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= high:
        raise AnalysisInputError(name, f"{josa(label, '이')} 올바르지 않습니다: {value!r} (0 이상 {high} 이하의 정수).")
    return value


_ASK = {
    "homeless_months": "무주택기간(예: 무주택 8년)",
    "dependents": "부양가족 수(본인 제외, 예: 부양가족 3명)",
    "account_months": "청약통장 가입기간(예: 통장 가입 10년)",
}


# 별표 1 비고: the 무주택기간 of one never married counts from the day he turned 만 30세. An age is 만 나이
# (행정기본법 제7조의2, 2023-06-28 시행), so "35살" gives 5 years and some months: the band of 5 whole years.
HOMELESS_FROM_AGE = 30


def subscription_score(homeless_months: int | None, dependents: int | None, account_months: int | None, *,
                       owns_house: bool = False, age: int | None = None, single: bool = False) -> Calculation:
    """청약 가점 (84점 만점). ``owns_house``: a member of the household owns a house (무주택기간 0점).
    ``age`` and ``single``: with no period given, a never-married applicant's 무주택기간 is the years since
    만 30세. Any of the three missing is asked for by name, all missing ones in one question."""
    from_age = homeless_months is None and not owns_house and single and age is not None and age >= HOMELESS_FROM_AGE
    if from_age:
        homeless_months = (age - HOMELESS_FROM_AGE) * 12
    missing = [k for k, v in (("homeless_months", 0 if owns_house else homeless_months),
                              ("dependents", dependents), ("account_months", account_months)) if v is None]
    if missing:
        raise MissingInput(missing[0], f"청약 가점을 계산하려면 {', '.join(_ASK[k] for k in missing)}을 알려 주세요 "
                                       "— 가점은 무주택기간(32점)·부양가족 수(35점)·청약통장 가입기간(17점)으로 정해집니다"
                                       "(주택공급에 관한 규칙 별표 1).")
    dep = _check_count("dependents", dependents, "부양가족 수", 30)
    acc = _check_count("account_months", account_months, "청약통장 가입기간(개월)", 12 * 80)
    w = WorkingsBuilder()
    if owns_house:
        home, home_band = 0, "주택 소유"
        w.line("무주택기간 = 0점 (세대구성원이 주택을 소유하면 무주택기간이 없습니다)")
    else:
        hm = _check_count("homeless_months", homeless_months, "무주택기간(개월)", 12 * 80)
        w.use("무주택기간", Given.default(hm, f"미혼 만 {age}세: 만 30세부터 센 무주택기간(별표 1 비고)") if from_age
              else Given.user(hm), _period(hm))
        home, home_band = homeless_points(hm)
        if from_age:
            w.line(f"무주택기간 = 만 {age}세 − 만 30세 = {_period(hm)} 이상 (미혼이면 만 30세가 된 날부터 셉니다; "
                   "나이는 만 나이로 보았습니다)")
        w.line(f"무주택기간 {_period(hm)} → '{home_band}' 구간 = {home}점 (최대 {MAX_HOMELESS}점)")
    w.use("부양가족 수", Given.user(dep), f"{dep}명")
    w.use("청약통장 가입기간", Given.user(acc), _period(acc))
    dep_pts, dep_band = dependents_points(dep)
    acc_pts, acc_band = account_points(acc)
    w.line(f"부양가족 {dep}명 → '{dep_band}' 구간 = {dep_pts}점 (최대 {MAX_DEPENDENTS}점)")
    w.line(f"청약통장 가입기간 {_period(acc)} → '{acc_band}' 구간 = {acc_pts}점 (최대 {MAX_ACCOUNT}점)")
    total = home + dep_pts + acc_pts
    w.line(f"청약 가점 = {home} + {dep_pts} + {acc_pts} = {total}점 / {MAX_TOTAL}점")
    w.note("무주택기간은 만 30세가 된 날(그 전에 혼인했으면 혼인신고일)부터 입주자모집공고일까지, 세대구성원 "
           "전원이 주택을 소유하지 않은 기간으로 셉니다(별표 1 비고).")
    w.note("부양가족은 본인을 뺀 세대구성원(배우자, 같은 주민등록표의 자녀, 3년 이상 같은 주민등록표에 있는 "
           "직계존속)으로 셉니다; 실제 산정은 입주자모집공고일 기준이며 청약홈에서 확인하세요.")
    w.note("2024-03-25 시행 개정으로 배우자의 청약통장 가입기간 2분의 1(최대 3점)을 더할 수 있지만, 그 기간을 "
           "알려 주시지 않아 넣지 않았습니다(합계는 17점을 넘지 않습니다).")
    span = f"만 {age}세 미혼 → 만 30세부터 {_period(homeless_months or 0)}" if from_age else _period(homeless_months or 0)
    parts = (f"무주택기간 {home}점" + ("" if owns_house else f"({span})")
             + f" + 부양가족 {dep_pts}점({dep}명) + 청약통장 {acc_pts}점({_period(acc)})")
    headline = (f"청약 가점은 {parts} = {total}점입니다(84점 만점, 주택공급에 관한 규칙 별표 1 — "
                "2007-09-01 시행 가점제).")
    figures = {"total_points": total, "max_points": MAX_TOTAL, "homeless_points": home,
               "dependents_points": dep_pts, "account_points": acc_pts}
    return Calculation(headline, figures, (laws.SUBSCRIPTION_SCORE,), EFFECTIVE, w.freeze())
