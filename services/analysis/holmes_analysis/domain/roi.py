"""Return on buying a home to rent out.

총수익률 = 연 월세 ÷ 매매가. 순수익률 = (연 월세 − 대출이자 − 연 비용) ÷ 실투자금, where
실투자금 = 매매가 + 취득세 등 + 중개보수 − 임대보증금 − 대출금. Interest is the simple
interest-only cost 대출금 × 금리 (거치 기간 가정); 보유세·양도세 are not modelled.
"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .costs import PROPERTY_CLASS_KO, AcquisitionTax, BrokerageFee, acquisition_tax, brokerage_fee
from .money import (
    check_amount,
    check_rate,
    check_won,
    format_manwon,
    format_pct,
    format_rate,
    format_won,
    pct_of,
)
from .workings import Given, Workings, WorkingsBuilder, given


@dataclass(frozen=True)
class RoiInput:
    price: int | Given
    monthly_rent: int | float | Given  # 만원, exact to the 원 ("월세 52만 5천원" is 52.5)
    deposit: int | Given = 0  # 임대보증금 (만원)
    loan: int | Given = 0
    loan_rate_pct: float | Given = 0.0
    annual_costs: int | Given | None = None  # 관리·수선 등 연 비용 (만원); None → 0원 기본값
    area_m2: float | None = None
    property_class: str = "housing"  # housing | officetel | commercial — picks the tax and fee tables
    house_count: int | None = None  # 주택 수 after this purchase (다주택 중과), housing only
    regulated: bool = False  # 조정대상지역 (중과 기준)


@dataclass(frozen=True)
class RoiResult:
    tax: AcquisitionTax
    brokerage: BrokerageFee
    equity_manwon: Decimal  # 실투자금
    annual_rent_manwon: Decimal  # exact: 52.5 × 12 = 630
    annual_interest_manwon: Decimal
    net_income_manwon: Decimal
    gross_yield_pct: Decimal
    net_yield_pct: Decimal | None  # None when 실투자금 ≤ 0
    workings: Workings


def analyse_roi(inp: RoiInput) -> RoiResult:
    w = WorkingsBuilder()
    pg, rg, dg, lg, rtg = (given(x) for x in (inp.price, inp.monthly_rent, inp.deposit, inp.loan, inp.loan_rate_pct))
    cg = given(inp.annual_costs) if inp.annual_costs is not None else Given.default(0, "관리·수선비 미입력 — 0원으로 가정")
    price = check_amount("price", pg.value, allow_zero=False, label="매매가")
    rent_won = check_won("monthly_rent", rg.value, maximum=100_000, label="월세")  # a month's rent, to the 원
    deposit = check_amount("deposit", dg.value, label="임대보증금")
    loan = check_amount("loan", lg.value, label="대출금")
    rate = check_rate("loan_rate_pct", rtg.value, label="대출 금리")
    costs = check_amount("annual_costs", cg.value, label="연 비용")
    for name, g, text in (("매매가", pg, format_manwon(price)), ("월세", rg, format_won(rent_won)),
                          ("임대보증금", dg, format_manwon(deposit)), ("대출금", lg, format_manwon(loan)),
                          ("대출 금리", rtg, f"연 {format_rate(rate)}"), ("연 비용", cg, format_manwon(costs))):
        w.use(name, g, text)

    w.line(f"부동산 유형 = {PROPERTY_CLASS_KO.get(inp.property_class, inp.property_class)} (취득세·중개보수 표 선택)")
    tax = acquisition_tax(price, inp.area_m2, kind=inp.property_class, house_count=inp.house_count,
                          regulated=inp.regulated)
    fee = brokerage_fee(price, inp.property_class, "sale", inp.area_m2)
    w.absorb(tax.workings)
    w.absorb(fee.workings)
    extra = Decimal(tax.total_won + fee.fee_won) / 10_000
    equity = Decimal(price) + extra - deposit - loan
    w.line(f"실투자금 = {format_manwon(price)} + 세금·중개보수 {format_won(tax.total_won + fee.fee_won)} − 보증금 "
           f"{format_manwon(deposit)} − 대출 {format_manwon(loan)} = {format_won(equity * 10_000)}")
    annual_rent = Decimal(rent_won * 12) / 10_000
    w.line(f"연 임대료 = {format_won(rent_won)} × 12 = {format_won(rent_won * 12)}")
    gross = pct_of(annual_rent, price)
    w.line(f"총수익률 = {format_won(rent_won * 12)} ÷ {format_manwon(price)} = {format_pct(gross, 2)}")
    interest = Decimal(loan) * rate / 100
    w.line(f"연 대출이자 = {format_manwon(loan)} × {format_rate(rate)} = {format_won(interest * 10_000)}")
    net = annual_rent - interest - costs
    w.line(f"연 순수익 = {format_won(rent_won * 12)} − 이자 {format_won(interest * 10_000)} − 비용 {format_manwon(costs)} "
           f"= {format_won(net * 10_000)}")
    net_yield: Decimal | None = None
    if equity > 0:
        net_yield = net * 100 / equity
        w.line(f"순수익률 = {format_won(net * 10_000)} ÷ 실투자금 {format_won(equity * 10_000)} = {format_pct(net_yield, 2)}")
    else:
        w.line("순수익률: 실투자금이 0원 이하라 계산할 수 없습니다(보증금·대출이 매입비용 이상).")
    w.note("이자는 대출금 × 금리의 이자만 상환(거치) 가정이며, 보유세·양도세·공실은 반영하지 않았습니다.")
    return RoiResult(tax, fee, equity, annual_rent, interest, net, gross, net_yield, w.freeze())
