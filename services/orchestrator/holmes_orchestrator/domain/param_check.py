"""What the orchestrating model may change in a tool's parameters, checked in one place
(issue 10 item 2: "tools with parameters … from the model when one is configured,
validated; rules on anything invalid").

The model proposes ``{name, value}`` string pairs per selected tool (a shape valid under
OpenAI strict structured outputs). ``accept_params`` keeps a proposal only when the tool
takes that parameter, the model may set it, and its value parses to the rule value's kind
within sane bounds; everything else is refused with a reason (recorded in the decision)
and the rule value stands. The user's own figures (deposit, rent, price, income …) are
never a number the user did not give: a proposed amount must be one of the amounts the
planner read from the question. When ToolCall.params become typed per-tool models, the
parsed dict this returns is what gets validated through them — here, and nowhere else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from holmes_contracts import PlanReady
from holmes_contracts.tools.common import DealType, PropertyType
from holmes_kit.korean.money import MoneyParseError, parse_manwon
from holmes_kit.korean.regions import resolve_region

from .calc_params import CALCULATORS

MAX_REJECTIONS = 10  # a model that floods nonsense is recorded in part; the count says the rest


class Refused(ValueError):
    """One proposed value that cannot be used; the message (Korean) is recorded."""


Reader = Callable[[str, PlanReady, dict[str, Any]], Any]


def _count(low: int, high: int) -> Reader:
    def read(value: str, plan: PlanReady, rule: dict[str, Any]) -> int:
        try:
            n = int(value.strip())
        except ValueError:
            raise Refused("정수가 아닙니다") from None
        if not low <= n <= high:
            raise Refused(f"허용 범위 {low}–{high} 밖입니다")
        return n
    return read


def _enum(kind: type[PropertyType] | type[DealType]) -> Reader:
    def read(value: str, plan: PlanReady, rule: dict[str, Any]) -> str:
        try:
            return kind(value.strip().upper()).value
        except ValueError:
            raise Refused(f"알 수 없는 값 (허용: {', '.join(k.value for k in kind)})") from None
    return read


def _deal(value: str, plan: PlanReady, rule: dict[str, Any]) -> str:
    """One deal type — unless the rules fetch several (매매 beside the user's deal, for the
    ratios that divide by the price): one would contradict the list the tool also gets."""
    if rule.get("deal_types"):
        raise Refused("여러 거래 유형을 함께 조회하는 계획입니다")
    return _enum(DealType)(value, plan, rule)


def _user_money(value: str, plan: PlanReady, rule: dict[str, Any]) -> int:
    """An amount the user gave (any role): the model may fix which figure goes where, never invent one."""
    try:
        manwon = parse_manwon(value.strip())
    except MoneyParseError:
        raise Refused("금액으로 읽을 수 없습니다") from None
    if manwon not in {a.manwon for a in plan.entities.amounts}:
        raise Refused("사용자가 말하지 않은 금액입니다")
    return manwon


def _region(value: str, plan: PlanReady, rule: dict[str, Any]) -> dict[str, Any]:
    """A place the kit's resolver knows unambiguously and the user named (the question or
    the planner's regions): the model may say it precisely, never move the search elsewhere."""
    if rule.get("compare_regions"):
        raise Refused("비교할 지역은 계획이 정합니다")
    hits = resolve_region(value)
    if len(hits) != 1:
        raise Refused("알 수 없는 지역입니다" if not hits else "여러 지역으로 읽히는 이름입니다")
    region = hits[0]
    named = {r.code for r in plan.entities.regions if r.code} | {rule.get("region_code")}
    for r in plan.entities.regions:
        named |= {h.code for h in resolve_region(r.name)}
    in_query = "".join(value.split()) in "".join(plan.query.split())
    if region.code not in named and not in_query:
        raise Refused("사용자가 말하지 않은 지역입니다")
    return {"region": region.dong or region.sigungu or region.sido, "region_code": region.code}


_PLACE = {"region": _region, "property_type": _enum(PropertyType), "deal_type": _deal}
_MARKET = {**_PLACE, "months": _count(1, 36)}
# Per tool: the parameters the model may set. What is not here is the rules' alone (the
# query, keywords, dates, areas …). Money parameters are the user's figures (_user_money).
TUNABLE: dict[str, dict[str, Reader]] = {
    "legal_search": {"limit": _count(1, 20)},
    "market_data": _MARKET,
    "market_analysis": _MARKET,
    "real_estate_search": {**_PLACE, "limit": _count(1, 30), "max_price_manwon": _user_money},
    "loan_data": {"deal_type": _deal, "limit": _count(1, 20), "income_manwon": _user_money},
    **{name: {"deposit": _user_money, "monthly_rent": _user_money, "price": _user_money,
              "new_deposit": _user_money, "requested_deposit": _user_money, "requested_rent": _user_money,
              "senior_debt": _user_money, "house_value": _user_money, "official_price": _user_money,
              "deal_type": _deal, "property_type": _enum(PropertyType)}
       for name in CALCULATORS},
}


def accept_params(tool: str, rule_params: dict[str, Any], proposed: list[tuple[str, str]],
                  plan: PlanReady) -> tuple[dict[str, Any], list[str]]:
    """(the parameters the model set that stand, the refusals as "<tool>.<name>=<value>:
    <reason>"). The first dict holds only what differs from ``rule_params``; applied over
    them it gives the call's params."""
    allowed = TUNABLE.get(tool, {})
    accepted: dict[str, Any] = {}
    rejections: list[str] = []
    seen: set[str] = set()
    for name, value in proposed:
        label = f"{tool}.{name}={str(value)[:40]}"
        try:
            if name in seen:
                raise Refused("같은 파라미터를 두 번 정했습니다")
            seen.add(name)
            if name not in allowed:
                raise Refused("규칙이 정하는 파라미터입니다" if name in rule_params or name in _KNOWN
                              else "이 도구가 받지 않는 파라미터입니다")
            read = allowed[name](str(value), plan, rule_params)
        except Refused as exc:
            rejections.append(f"{label}: {exc}")
            continue
        update = read if isinstance(read, dict) else {name: read}
        accepted.update({k: v for k, v in update.items() if rule_params.get(k) != v})
    if len(rejections) > MAX_REJECTIONS:
        rejections = [*rejections[:MAX_REJECTIONS], f"{tool}: 외 {len(rejections) - MAX_REJECTIONS}건 거부"]
    return accepted, rejections


# Parameters some tool takes but the model never sets (refused as the rules', not as unknown).
_KNOWN = frozenset({"query", "keywords", "articles", "law_names", "region_code", "compare_regions", "deal_types",
                    "min_area_m2", "max_area_m2", "area_m2", "amounts", "percentages", "extra"})
