"""계약금에 의한 해제 — 민법 제565조 제1항 (해약금).

Until the other side has begun performing (이행에 착수), the one who paid the 계약금 may
cancel by giving it up, the one who received it by paying back double (배액 상환, actually
offered — 현실 제공). A payment before its due date counts as beginning performance unless
the parties agreed otherwise (대법원 2006. 2. 10. 선고 2004다11599). Amounts 만원 in, 원 out.
"""
from __future__ import annotations

from decimal import ROUND_FLOOR, Decimal
from typing import Literal

from . import laws
from .calc import Calculation, MissingInput
from .money import check_amount, check_rate, format_manwon, format_rate, format_won
from .workings import Given, WorkingsBuilder, given

Side = Literal["seller", "buyer"]


def earnest_money_release(price: int | Given | None, *, earnest: int | Given | None = None,
                          earnest_pct: float | None = None, by: Side | None = None,
                          paid: int | None = None) -> Calculation:
    """What cancelling by the 계약금 costs the side that cancels (both sides when ``by`` is None).
    ``paid``: the part of the agreed 계약금 paid so far (만원), when less than all of it."""
    w = WorkingsBuilder()
    if earnest is not None:
        eg = given(earnest)
        amount = check_amount("earnest", eg.value, allow_zero=False, label="계약금")
        w.use("계약금", eg, format_manwon(amount))
        earnest_won = amount * 10_000
        shown = format_manwon(amount)
    elif earnest_pct is not None and price is not None:
        pct = check_rate("earnest_pct", earnest_pct, low=0.1, high=100, label="계약금 비율")
        pg = given(price)
        p = check_amount("price", pg.value, allow_zero=False, label="매매가")
        w.use("매매가", pg, format_manwon(p))
        w.use("계약금 비율", Given.user(f"{format_rate(pct)}"), format_rate(pct))
        earnest_won = int((Decimal(p) * 10_000 * Decimal(str(pct)) / 100).to_integral_value(ROUND_FLOOR))
        w.line(f"계약금 = {format_manwon(p)} × {format_rate(pct)} = {format_won(earnest_won)}")
        shown = f"{format_won(earnest_won)}(매매가 {format_manwon(p)} × {format_rate(pct)})"
    else:
        if earnest_pct is not None:
            check_rate("earnest_pct", earnest_pct, low=0.1, high=100, label="계약금 비율")
        raise MissingInput("earnest", "계약금 액수(또는 매매가와 계약금 비율)를 알려 주세요 — 해제할 때 돌려줄 금액은 계약금으로 정해집니다.")
    if paid is not None and earnest is not None:
        part = check_amount("paid", paid, allow_zero=False, label="지급된 계약금")
        if part < amount:
            return _part_paid(w, amount, part, by)
    repay = earnest_won * 2
    w.line(f"매도인이 해제할 때 상환할 금액 = 계약금 {format_won(earnest_won)} × 2 = {format_won(repay)}")
    w.line(f"매수인이 해제할 때 포기할 금액 = 계약금 {format_won(earnest_won)}")
    w.note("해제는 상대방이 이행에 착수하기 전까지만 할 수 있습니다. 중도금 지급은 이행의 착수이고, 이행기 전이라도 "
           "특약이 없으면 착수가 될 수 있습니다(대법원 2006. 2. 10. 선고 2004다11599).")
    w.note("매도인의 배액 상환은 말로 하는 통지로는 부족하고 실제로 제공해야 하며, 매수인이 받지 않으면 공탁할 수 있습니다.")
    w.note("계약서에 위약금(손해배상 예정) 특약이 따로 있으면 그 특약도 함께 봐야 합니다(민법 제398조).")
    caution = ("다만 상대방이 중도금을 내는 등 이행에 착수한 뒤에는 이 방법으로 해제할 수 없습니다"
               "(대법원 2004다11599: 이행기 전 중도금 지급도 착수가 될 수 있음)")
    if by == "seller":
        headline = (f"매도인이 계약금으로 계약을 해제하려면 받은 계약금 {shown}의 배액인 {format_won(repay)}을 돌려줘야 합니다"
                    f"(민법 제565조) — 매수인은 낸 {format_won(earnest_won)}에 {format_won(earnest_won)}을 더 받습니다. "
                    f"{caution} — 계약을 지키고 싶다면 중도금을 먼저 보내는 방법도 있습니다.")
    elif by == "buyer":
        headline = (f"매수인이 계약금으로 계약을 해제하려면 낸 계약금 {shown}을 포기하면 됩니다(민법 제565조). {caution}.")
    else:
        headline = (f"계약금 {shown}으로 해제하려면 매도인은 {format_won(repay)}(배액)을 돌려주고, 매수인은 "
                    f"{format_won(earnest_won)}을 포기하면 됩니다(민법 제565조). {caution}.")
    return Calculation(headline, {"earnest_won": earnest_won, "repay_won": repay, "forfeit_won": earnest_won},
                       (laws.EARNEST_MONEY,), "민법 제565조", w.freeze())


def _part_paid(w: WorkingsBuilder, agreed: int, paid: int, by: Side | None) -> Calculation:
    """Only part of the agreed 계약금 paid: the 해약금 is still the agreed sum, not what changed hands
    (대법원 2015. 4. 23. 선고 2014다231378); the payer cannot cancel by giving up the part paid
    (대법원 2008. 3. 13. 선고 2007다73611: the 계약금 contract forms only when all of it is paid)."""
    agreed_won, paid_won = agreed * 10_000, paid * 10_000
    w.use("지급된 계약금", Given.user(paid), format_manwon(paid))
    seller_total = paid_won + agreed_won
    w.line(f"매도인이 해제할 때 제공할 금액 = 받은 {format_won(paid_won)} + 약정 계약금 {format_won(agreed_won)} = "
           f"{format_won(seller_total)} (해약금 기준은 약정 계약금)")
    w.note("해제는 상대방이 이행에 착수하기 전까지만 할 수 있고, 매도인의 제공은 실제로 해야 합니다(민법 제565조).")
    w.note("계약금 일부만 지급된 때에는 계약금 전부가 지급되기 전이라 해약금 해제 자체가 안 된다는 판례도 있습니다"
           "(대법원 2008. 3. 13. 선고 2007다73611) — 어느 쪽이든 받은 돈의 배액만으로는 해제되지 않습니다.")
    basis = "민법 제565조; 대법원 2015. 4. 23. 선고 2014다231378 판결"
    seller = (f"매도인이 해제하려면 실제로 받은 {format_manwon(paid)}의 배액({format_won(paid_won * 2)})이 아니라 약정한 계약금 "
              f"{format_manwon(agreed)}을 기준으로 합니다 — 해제한다면 받은 {format_manwon(paid)}을 돌려주고 {format_manwon(agreed)}을 "
              f"더해 모두 {format_won(seller_total)}을 제공해야 하며, 매수인이 이행에 착수하기 전이어야 합니다({basis}).")
    buyer = (f"매수인은 낸 {format_manwon(paid)}만 포기하고 해제할 수 없습니다 — 계약금을 다 내기 전에는 계약금에 의한 해제가 "
             f"인정되지 않고, 해약금 기준은 약정한 계약금 {format_manwon(agreed)}입니다"
             f"(대법원 2008. 3. 13. 선고 2007다73611 판결, {basis}).")
    headline = seller if by == "seller" else buyer if by == "buyer" else f"{seller} {buyer}"
    return Calculation(headline, {"earnest_won": agreed_won, "paid_won": paid_won, "repay_won": seller_total,
                                  "forfeit_won": agreed_won}, (laws.EARNEST_MONEY,), "민법 제565조", w.freeze())
