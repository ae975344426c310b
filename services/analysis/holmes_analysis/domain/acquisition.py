"""취득세 as an answer: the figure with its inputs, on the rates of costs.acquisition_tax (the one
place the 지방세법 rates live: 제11조 제1항 제8호 주택 1%/누진/3%, 2020-01-01 시행; 제151조
지방교육세 = 취득세의 10분의 1; 농어촌특별세 0.2% only above 전용 85㎡; 제13조의2 중과 2020-08-12
시행, applied only when the user states the house count after buying *and* whether the place is
an 조정대상지역)."""
from __future__ import annotations

from . import laws
from .calc import Calculation, MissingInput
from .costs import PROPERTY_CLASS_KO, acquisition_tax, surcharge_rate
from .money import check_amount, format_manwon, format_rate, format_won
from .workings import Given, WorkingsBuilder

EFFECTIVE = "지방세법 제11조 제1항 제8호 (6억~9억 누진식 2020-01-01 시행)"

# 지방세특례제한법 제36조의3 (생애최초 주택 구입, 2022-06-21 이후 취득분: 소득·지역 요건 없이 취득가액 12억원
# 이하, 취득세 200만원 이하면 면제·넘으면 200만원 공제; 3개월 내 전입·3년 실거주 아니면 추징). Its sunset has been
# extended more than once; the date in force was not checked against the statute here, so the answer says to check.
FIRST_HOME_MAX_PRICE = 120_000  # 만원
FIRST_HOME_RELIEF_WON = 2_000_000


def acquisition_tax_answer(price: int | None, *, area_m2: float | None = None, kind: str = "housing",
                           house_count: int | None = None, regulated: bool | None = None,
                           regulated_why: str | None = None, first_home: bool = False) -> Calculation:
    """취득세 + 지방교육세 (+ 농어촌특별세) of buying at ``price`` 만원. ``house_count``: houses the
    household owns after this purchase; ``regulated``: the house is in an 조정대상지역 (None: not said);
    ``first_home``: the buyer and spouse never owned a house (생애최초 감면, named with its conditions)."""
    if price is None:
        raise MissingInput("price", "취득세를 계산하려면 취득가액(매매가)을 알려 주세요 — 세율은 취득가액 6억원·9억원을 "
                                    "기준으로 1~3%로 정해집니다(지방세법 제11조).")
    price = check_amount("price", price, allow_zero=False, label="취득가액")
    if first_home and house_count is None:
        house_count = 1  # a first home is the household's only one
    w = WorkingsBuilder()
    w.use("취득가액", Given.user(price), format_manwon(price))
    if area_m2 is not None:
        w.use("전용면적", Given.user(area_m2), f"{area_m2:g}㎡")
    surcharge_unknown = (kind == "housing" and house_count is not None and house_count >= 2 and regulated is None
                         and surcharge_rate(house_count, True) is not None)
    if house_count is not None and kind == "housing":
        w.use("취득 후 주택 수", Given.user(house_count), f"{house_count}주택")
    if regulated_why:  # the 조정대상지역 was read from the place's designation, not said by the user
        w.note(regulated_why)
    # 중과 is applied only on both facts stated; unknown whether 조정대상지역 → the 일반세율, said so.
    tax = acquisition_tax(price, area_m2, kind=kind,
                          house_count=None if surcharge_unknown else house_count, regulated=bool(regulated))
    w.absorb(tax.workings)
    if surcharge_unknown:
        w.note(f"{house_count}주택이 되면 조정대상지역에서는 8~12% 중과(지방세법 제13조의2, 2020-08-12 시행)가 될 수 "
               "있습니다 — 조정대상지역인지 알려 주시면 반영합니다. 위 금액은 일반세율(1~3%) 기준입니다.")
    if kind == "housing" and tax.rate_pct > 3 and house_count == 2:
        w.note("이사 등으로 일시적 2주택이 되어 종전 주택을 기한 안에 처분하는 조건이면 일반세율(1~3%)이 적용됩니다"
               "(지방세법 제13조의2, 2020-08-12 시행).")
    refs = [laws.ACQ_TAX_HOUSING, laws.EDU_TAX, laws.RURAL_TAX]
    if tax.rate_pct > 3 and kind == "housing":
        refs.insert(1, laws.ACQ_TAX_SURCHARGE)
    what = f"{format_manwon(price)} {PROPERTY_CLASS_KO[kind]}"
    situation = ", ".join(p for p in ((f"전용 {area_m2:g}㎡" if area_m2 is not None else ""),
                                      (f"취득 후 {house_count}주택" if house_count is not None and kind == "housing" else ""),
                                      ("조정대상지역" if regulated and kind == "housing" else "")) if p)
    lead = f"{what}({situation})" if situation else what
    if kind != "housing":
        headline = (f"{lead}을 사면 취득세 {format_won(tax.acquisition_tax_won)}(4%) + 지방교육세 "
                    f"{format_won(tax.education_tax_won)} + 농어촌특별세 {format_won(tax.rural_tax_won)} = "
                    f"{format_won(tax.total_won)}(4.6%)입니다(지방세법 제11조 제1항 제7호 나목·제151조).")
    else:
        rural = (f" + 농어촌특별세 {format_won(tax.rural_tax_won)}" if tax.rural_tax_won else "")
        tail = ("" if area_m2 is None or tax.rural_tax_won else " — 전용 85㎡ 이하라 농어촌특별세는 없습니다")
        if area_m2 is None:
            tail = " — 전용 85㎡를 넘으면 농어촌특별세가 더 붙습니다(전용면적을 알려 주시면 반영합니다)"
        headline = (f"{lead}을 사면 취득세 {format_won(tax.acquisition_tax_won)}({format_rate(tax.rate_pct)}) + 지방교육세 "
                    f"{format_won(tax.education_tax_won)}{rural} = {format_won(tax.total_won)}입니다"
                    f"({'지방세법 제13조의2·제151조, 2020-08-12 시행 중과세율' if tax.rate_pct > 3 else '지방세법 제11조 제1항 제8호·제151조, 2020-01-01 시행 세율'}){tail}.")
    if first_home and kind == "housing" and (house_count or 1) == 1:
        headline += _first_home_relief(price, tax.acquisition_tax_won, w, refs)
    w.note("취득일(잔금일 또는 등기일 중 빠른 날)부터 60일 이내에 신고·납부해야 합니다(지방세법 제20조).")
    figures = {"rate_pct": tax.rate_pct, "acquisition_tax_won": tax.acquisition_tax_won,
               "first_home_relief_won": _relief(price, tax.acquisition_tax_won) if first_home else 0,
               "education_tax_won": tax.education_tax_won, "rural_tax_won": tax.rural_tax_won,
               "total_won": tax.total_won}
    return Calculation(headline, figures, tuple(refs), EFFECTIVE, w.freeze())


def _relief(price: int, acquisition_tax_won: int) -> int:
    return min(acquisition_tax_won, FIRST_HOME_RELIEF_WON) if price <= FIRST_HOME_MAX_PRICE else 0


def _first_home_relief(price: int, acquisition_tax_won: int, w: WorkingsBuilder, refs: list) -> str:
    """The sentence the headline gains for a first home: the relief and what keeps it."""
    relief = _relief(price, acquisition_tax_won)
    if not relief:
        return (f" 생애최초 주택 구입 취득세 감면(지방세특례제한법 제36조의3)은 취득가액 {format_manwon(FIRST_HOME_MAX_PRICE)} "
                "이하만 대상이라 이 집에는 적용되지 않습니다.")
    refs.append(laws.FIRST_HOME_RELIEF)
    after = acquisition_tax_won - relief
    w.line(f"생애최초 감면 = min(취득세 {format_won(acquisition_tax_won)}, 한도 {format_won(FIRST_HOME_RELIEF_WON)}) = "
           f"{format_won(relief)} → 감면 후 취득세 {format_won(after)}")
    w.note("생애최초 감면은 취득일부터 3개월 안에 전입하고 3년 이상 실거주해야 유지되며, 그 전에 팔거나 임대하면 감면분을 "
           "추징합니다. 감면 기한(일몰)이 여러 번 연장된 규정이라 신청 전 위택스·시군구에서 현재 적용 여부를 확인하세요.")
    return (f" 생애 첫 집이면 생애최초 주택 구입 감면(지방세특례제한법 제36조의3: 취득가액 12억원 이하, 200만원 한도)으로 "
            f"취득세가 {format_won(relief)} 줄어 {format_won(after)}이 됩니다 — 3개월 안에 전입하고 3년 이상 살아야 "
            "유지됩니다.")
