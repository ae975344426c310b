"""The verdict of a lease-timeline question, said first: who told whom to end the lease, and when.

Pure text in, text out: the question and the articles the search found. The periods come from
the articles themselves, never from here: the notice window "6개월 전부터 2개월 전까지" of
주택임대차보호법 제6조 (or the glossary's "6개월~2개월 전까지"), and the "3개월" after which a
tenant's notice ends a renewed lease (제6조의2; 제6조의3 제4항 for a lease renewed by 갱신요구).
Without them no verdict is given and the rule is quoted as before.

The rules read (주택임대차보호법, as the corpus states them):
- 제6조 제1항 (2020-12-10 시행; a lease made or renewed before then had a 1-month deadline): a
  landlord's 갱신거절 must reach the tenant from 6개월 to 2개월 before the end; a tenant who says
  nothing by 2개월 before is in the same place. Told later ("만기 3주 전에 나가래요") is too late:
  the lease renews itself on the same terms (묵시적 갱신) for 2 years (제6조 제2항).
- 제6조의2: in a 묵시적 갱신 only the tenant may end the lease, taking effect 3개월 after the
  landlord receives the notice; the landlord cannot end it early (실거주 included).
- 제6조의3 제4항: the same holds for a lease renewed by the tenant's 갱신요구 (2020-07-31 시행).

A "told N before the end" is a distance before the end: it is in time when it is at least the
window's near end (2개월) and at most its far end (6개월) — "3주 전" is not "within 2개월".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from holmes_contracts.tools.outputs import LawArticle

from .answer_card import only_open_questions

LEASE_ACT = "주택임대차보호법"
_WINDOW = re.compile(r"(\d+)\s*개월\s*(?:전부터|~)\s*(\d+)\s*개월\s*전까지")
_AFTER_NOTICE = re.compile(r"(\d+)\s*개월(?:이\s*지나면|\s*뒤|\s*후)[^.]{0,6}효력")

_LANDLORD = re.compile(r"집주인|임대인|주인\s*(?:이|분)|건물주|landlord", re.I)
_TENANT = re.compile(r"세입자|임차인|(?:^|\s)(?:제가|저는|저도|내가|난)\s|tenant", re.I)
# The landlord's demand to end it: "나가라(고)", "나가래", "나가 달래", "비워 달래", "집 빼라", "갱신 안 한대",
# "내보낼 수 있나요?".
_LANDLORD_ENDS = re.compile(r"나가\s*(?:라|래|달|줘|주라)|비워\s*(?:달|줘|주라|라)|(?:집|방)\s*(?:을\s*)?빼\s*(?:라|래|달)"
                            r"|내보내|내보낼|내보낸|내쫓|쫓아\s*내"  # "3개월 전에 통보하면 내보낼 수 있나요?"
                            r"|갱신\s*(?:을\s*)?(?:안|거절|못)|연장\s*(?:안|못)|재계약\s*(?:안|못)|계약\s*(?:을\s*)?끝내|(?:계약\s*)?종료\s*(?:를\s*)?(?:통보|통지|하자|한다|하겠)"
                            # "집주인이 3개월 전에 통보하면 나가야 하나요?": the landlord's notice, and whether to leave
                            r"|(?:집주인|임대인|주인)\s*(?:이|가|께서|분이)[^?.!]{0,16}(?:통보|통지|해지)[^?.!]{0,14}나가야")
# The tenant's own leaving: "나간다고 했어요", "나가려면", "이사 가려면", "해지 통보", "나갈 때".
_TENANT_LEAVES = re.compile(r"나간다|나가려|나갈\s*(?:때|떄|게|래|건데|거|려)|나가고\s*싶|이사\s*(?:를\s*)?(?:가|갈|간|나가)|해지\s*(?:통보|통지|하)"
                            r"|중도\s*(?:해지|퇴거)|중간에\s*(?:나가|이사|빼)|빼\s*(?:려|고\s*싶)")
# "남은 기간 월세를 다 물어야 하나요?", "나머지 월세 다 내야 돼요?": whether the rest of the term's rent is owed — a
# duty asked of it, not whether one may leave (the 네 to "나가도 되나요?" would be a wrong word here).
_PAYS_THE_REST = re.compile(r"(?:남은|나머지|잔여)\s*(?:기간|계약\s*기간|달|개월)?[^?.!]{0,14}?(?:월세|차임|임대료|집세)?"
                            r"[^?.!]{0,6}?(?:물어|내|지불해|부담해|납부해|줘|드려)\s*야")
# "자동 연장", "자동으로 갱신": the everyday words for 묵시적 갱신 (one spelling for every module that reads them)
AUTO_RENEWAL = r"자동\s*(?:으로\s*)?(?:연장|갱신)"
_IMPLIED = re.compile(r"묵시|" + AUTO_RENEWAL)
_DEMANDED = re.compile(r"갱신\s*(?:요구|청구)(?:권)?\s*(?:을|를)?\s*(?:써|쓴|썼|행사|사용|해서|으로|로)|요구권\s*(?:으로|로|써|쓴|썼)")
# The renewal has happened ("묵시적 갱신 된 상태", "자동연장된", "갱신요구권으로 연장한"): "갱신요구권
#썼는데 집주인이 실거주한대요" is a refusal of a demand (제6조의3 제1항 제8호), not a renewed lease,
# and "묵시적 갱신 되나요?" asks whether it happens.
_RENEWED_STATE = re.compile(r"(?:갱신|연장)\s*(?:이\s*)?(?:된|됐|되어|돼서|돼\s*있|한\s|해서|했|중)")
# The tenant leaving in the middle of a renewed term.
_MID_TERM = re.compile(r"중간|도중|중도|기간\s*중")
_ASKS_WHEN = re.compile(r"언제까지|며칠\s*전|몇\s*(?:달|개월|주|일)\s*전|언제\s*(?:말|통보|통지|알려)|기한|마감")
# "만기 3주 전에", "끝나기 한 달 전에", "만료 2개월 전": how long before the end the notice came.
_NATIVE = {"한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6, "일곱": 7}
_COUNT = r"\d+|한|두|세|석|네|넉|다섯|여섯|일곱"
# "만기 두 달 반 전", "만료 2개월 하고 3일 전": a month count with half a month or some days more.
_BEFORE_END = re.compile(rf"(?:만기|만료|끝나기|종료|계약\s*끝)\s*(?:일\s*)?({_COUNT}|며칠|몇)\s*"
                         rf"(일|주일?|달|개월)(?:\s*(반)|\s*(?:하고|이랑|와|과)?\s*(\d+)\s*일)?\s*(?:전|앞)")
_PRESUMES_VOID = re.compile(r"(?:효력|효과)\s*(?:이|은|는)?\s*없(?:죠|지|잖|는\s*거|는\s*게)|무효(?:죠|지|잖|인\s*거|\s*아닌)")
_OWN_USE = re.compile(r"실거주|들어와\s*(?:산|살)|직접\s*(?:산|살|들어)|자녀가\s*(?:산|살|들어)|아들|딸")
# "월세 올리겠다고", "보증금 5천 올려 달래요": the landlord's change of terms, which 제6조 puts in the same window.
_LANDLORD_RAISES = re.compile(r"(?:월세|차임|보증금|전세금|전셋값|임대료|세를?)\s*[^?.!]{0,12}?(?:올리|올려|올린|인상|증액)")
# "1년으로 계약했으면", "1년짜리 계약": a term shorter than the 2 years 제4조 reads into it.
_SHORT_TERM = re.compile(r"(?<!\d)(1|한|일)\s*년\s*(?:으로|짜리|만|로)?\s*(?:계약|약정|살기로)")
_MUST_LEAVE = re.compile(r"나가야|비워\s*(?:줘|주어)?야|빼\s*줘야|끝나(?:나요|요|는)|나가라고\s*하면|내보낼")
# "다음 달에 비워 달래요", "3개월 뒤에 나가래": an end the landlord names in the middle of a term.
_LATER = re.compile(r"(?:\d+|한|두|세)\s*(?:달|개월|주)\s*(?:뒤|후)|다음\s*달|당장|바로|이번\s*달")


@dataclass(frozen=True)
class Before:
    """A distance before the end, in the unit the user said it ('3주' -> 21 days; '한 달' -> 1 month;
    '두 달 반' -> 2 months and 15 days)."""
    months: int | None
    days: int | None  # beyond the months; "며칠"/"몇 주" is a few days, certainly short of a month

    def shorter_than(self, months: int) -> bool | None:
        if self.months is not None and (self.months >= months or self.days is None):
            return self.months < months  # days more only lengthen it
        if self.days is None:
            return None
        # N months back from an end date are 59 to 62 days for 2개월: a day count decides only
        # when it is clear of every reading ("8주" is short of 2개월, "9주" is not; "60일" depends).
        shortest, longest = _span_days(months - (self.months or 0))
        return True if self.days < shortest else False if self.days >= longest else None

    def longer_than(self, months: int) -> bool | None:
        """Further from the end than ``months`` ("7개월 전" before a window that opens 6개월 before)."""
        if self.months is not None and (self.months != months or not self.days):
            return self.months > months
        if self.months is not None:
            return True  # "6개월 하고 3일 전"
        if self.days is None:
            return None
        shortest, longest = _span_days(months)
        return True if self.days > longest else False if self.days <= shortest else None


_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def _span_days(months: int) -> tuple[int, int]:
    """The fewest and most days ``months`` consecutive months have (a leap day only lengthens)."""
    sums = [sum(_MONTH_DAYS[(i + k) % 12] for k in range(months)) for i in range(12)]
    return min(sums), max(sums)


def before_end(query: str) -> tuple[Before, str] | None:
    """How long before the lease's end something was said, and the words that say it."""
    m = _BEFORE_END.search(query)
    if not m:
        return None
    n, unit = m.group(1), m.group(2)
    if n in ("며칠", "몇") and (_ASKS_WHEN.search(query) or query[m.end():].lstrip().startswith("까지")):
        return None  # "만료 며칠 전까지 해야 돼요?" asks for the deadline; it tells no notice
    if n in ("며칠", "몇"):
        return Before(None, 6 if unit == "일" else 27 if unit.startswith("주") else None), m.group(0)
    count = _NATIVE[n] if n in _NATIVE else int(n)
    if unit in ("달", "개월"):
        more = 15 if m.group(3) else int(m.group(4)) if m.group(4) else None  # half a month: 15 days
        return Before(count, more), m.group(0)
    return Before(None, count * (7 if unit.startswith("주") else 1)), m.group(0)


@dataclass(frozen=True)
class Rules:
    window: tuple[int, int] | None  # (6, 2): from 6개월 to 2개월 before the end
    window_from: LawArticle | None
    after: int | None  # 3: a tenant's notice ends a renewed lease 3개월 after it arrives
    after_from: LawArticle | None


def rules(articles: list[LawArticle], case: str | None = None) -> Rules:
    """The periods as the found articles state them (the law first, then a glossary entry); for a
    lease renewed by 갱신요구, the article that says so of it (제6조의3 제4항) before 제6조의2."""
    # Only the lease act's own articles, or a glossary entry explaining them: another law citing
    # these periods (민법 제636조 "3개월 뒤 효력이 생기는 해지 통지는 …") is not their source.
    articles = [it for it in articles if it.law == LEASE_ACT or it.kind == "용어집" and LEASE_ACT in it.body]
    # 제6조 states the window and 제6조의2 the 3 months after a renewal by silence; 제6조의3 repeats
    # them of the tenant's demand.
    ordered = sorted(articles, key=lambda it: (it.kind == "용어집",
                                               case == "demanded" and not re.search(r"갱신요구권으로\s*갱신된", it.body),
                                               {"제6조": 0, "제6조의2": 1}.get(it.number, 2)))
    window, window_from, after, after_from = None, None, None, None
    for it in ordered:
        if window is None and (m := _WINDOW.search(it.body)) and ("갱신" in it.body):
            window, window_from = (int(m.group(1)), int(m.group(2))), it
        if after is None and (m := _AFTER_NOTICE.search(it.body)) and "해지" in it.body:
            after, after_from = int(m.group(1)), it
    return Rules(window, window_from, after, after_from)


def _cite(it: LawArticle | None) -> str:
    if it is None:
        return ""
    if it.kind == "용어집":  # the glossary names the article it explains
        m = re.search(rf"{LEASE_ACT}\s*(제\d+조(?:의\d+)?)", it.body)
        return f"{LEASE_ACT} {m.group(1)}" if m else f"{it.law} {it.title}"
    return f"{it.law} {it.number}"


def _refs(*items: LawArticle | None) -> str:
    """'주택임대차보호법 제6조·제6조의2': the articles relied on, the act named once."""
    cites = list(dict.fromkeys(c for it in items if (c := _cite(it))))
    if not cites:
        return ""
    law = cites[0].split(" 제")[0]
    rest = [c.split(" ", 1)[1] if c.startswith(law + " 제") else c for c in cites[1:]]
    return "·".join([cites[0], *rest])


def timeline_verdict(query: str, articles: list[LawArticle]) -> str | None:
    """The opening of the answer to a lease-timeline question, or None when the question is not one
    (or the articles found do not state the period it turns on)."""
    q = query.strip()
    by_landlord = bool(_LANDLORD.search(q) and _LANDLORD_ENDS.search(q))
    by_tenant = bool(_TENANT_LEAVES.search(q)) and not by_landlord
    renewed = "implied" if _IMPLIED.search(q) else "demanded" if _DEMANDED.search(q) else None
    found = rules(articles, renewed)
    before = before_end(q)

    if by_landlord and renewed and _RENEWED_STATE.search(q) and (found.after_from or found.window_from):
        # 제6조의2 (묵시적 갱신) / 제6조의3 제4항 (갱신요구): the renewed 2 years are the tenant's.
        how = "묵시적으로 갱신된" if renewed == "implied" else "갱신요구권으로 갱신된"
        basis = found.after_from or found.window_from
        cite = _refs(basis)
        rest = (f"갱신된 2년 동안 살 수 있습니다. 중간에 끝낼 수 있는 것은 임차인뿐이며, 임차인이 해지를 통지하면 집주인에게 "
                f"도달한 날부터 {found.after}개월 뒤 끝납니다({cite}).") if found.after else f"갱신된 2년 동안 살 수 있습니다({cite})."
        return (f"아니요, 나가지 않아도 됩니다 — {how} 계약은 집주인이 기간 중에 해지할 수 없습니다(실거주를 이유로 들어도 "
                f"같습니다). {rest}")

    if by_tenant and renewed and (_RENEWED_STATE.search(q) or _MID_TERM.search(q)) and found.after:
        how = "묵시적으로 갱신된" if renewed == "implied" else "갱신요구권으로 갱신된"
        cite = _refs(found.after_from)
        if renewed == "demanded" and "갱신요구권으로" not in (found.after_from.body if found.after_from else ""):
            cite += f", 갱신요구로 갱신된 계약에 준용 — {LEASE_ACT} 제6조의3 제4항"  # 2020-07-31 시행
        rule = (f"{how} 계약은 임차인이 기간 중 언제든 해지를 통지할 수 있고, 통지가 집주인에게 도달한 날부터 "
                f"{found.after}개월 뒤 계약이 끝나 그때 보증금을 돌려받습니다({cite})")
        if _ASKS_WHEN.search(q):
            return (f"나가려는 날의 {found.after}개월 전까지 해지 통지가 집주인에게 도달해야 합니다 — {rule}. "
                    "문자·내용증명처럼 도달한 날이 남는 방법으로 알리세요.")
        if only_open_questions(q):  # "나가려면 어떻게 해요?" is answered by the rule, not by a 네
            return f"{rule}."
        if _PAYS_THE_REST.search(q):  # "남은 기간 월세를 다 물어야 하나요?": the rent ends with the lease, not with its term
            return (f"아니요, 남은 기간 월세를 다 낼 필요는 없습니다 — {rule}. 월세는 해지 효력이 생기는 그날까지만 "
                    "냅니다.")
        return f"네, 그렇게 하면 됩니다 — {rule}."

    if (_SHORT_TERM.search(q) and _MUST_LEAVE.search(q) and not before and not renewed
            and (term := next((it for it in articles if it.law == LEASE_ACT and it.number == "제4조"), None))):
        # 제4조 제1항: a term under 2 years is read as 2 years, at the tenant's choice only.
        return (f"아니요, 1년 뒤에 꼭 나가야 하는 것은 아닙니다 — 2년보다 짧게 정한 주택 임대차는 기간을 2년으로 보므로 "
                f"임차인은 원하면 2년까지 살 수 있습니다. 1년 약정대로 끝낼지는 임차인만 고를 수 있고, 집주인은 1년 약정을 "
                f"내세울 수 없습니다({_cite(term)}).")

    if found.window is None:
        return None
    far, near = found.window
    basis = _refs(found.window_from)
    with_termination = _refs(found.window_from, found.after_from)  # 제6조 and, for who may end it, 제6조의2

    # A rise alone; "올려 주든지 나가든지" is a refusal too, answered below (late: same terms, no rise).
    if _LANDLORD.search(q) and _LANDLORD_RAISES.search(q) and before is not None and not renewed and not by_landlord:
        return _raise_verdict(before, far, near, basis, with_termination)

    if by_landlord and before is not None:
        short = before[0].shorter_than(near)
        told = before[1]
        if before[0].longer_than(far) is True:
            # The act names the window's opening ("6개월 전부터"); a notice before it is read as no refusal
            # (법무부·국토교통부 주택임대차보호법 해설집's reading; no Supreme Court holding found here).
            return (f"아니요, 그 통지만으로는 갱신 거절이 되지 않는다고 보는 것이 일반적입니다 — 집주인의 갱신 거절은 만료 "
                    f"{far}개월 전부터 {near}개월 전까지 해야 하는데 '{told}'은 그보다 이릅니다. 집주인이 그 기간 안에 다시 "
                    f"알리지 않으면 계약은 같은 조건으로 묵시적으로 갱신됩니다({basis}).")
        if short is None:
            return (f"만기 날짜에 따라 갈립니다 — 집주인의 갱신 거절은 만료 {far}개월 전부터 {near}개월 전까지(만기일에서 "
                    f"거꾸로 {near}개월 되는 날까지) 도달해야 하는데, '{told}'은 달의 길이에 따라 그 날보다 앞설 수도 늦을 수도 "
                    f"있습니다. 기간 안이면 유효한 갱신 거절이고, 늦었으면 효력이 없어 계약은 같은 조건으로 묵시적으로 "
                    f"갱신됩니다({basis}). 만기일과 통지를 받은 날을 알려 주시면 날짜로 따져 드립니다.")
        if short is True:
            return (f"아니요, 나가지 않아도 됩니다 — 집주인의 갱신 거절은 만료 {far}개월 전부터 {near}개월 전까지 임차인에게 "
                    f"도달해야 하는데 '{told}'은 그보다 늦어 효력이 없습니다. 그러면 계약은 같은 조건으로 묵시적으로 갱신되어 "
                    f"2년 더 살 수 있고, 그 기간 중에는 집주인이 해지할 수 없습니다({with_termination}).")
        if short is False and before[0].longer_than(far) is False:
            # "효력 없죠?" presumes the notice void: the answer to it is no.
            yes = "아니요, 효력이 있습니다" if _PRESUMES_VOID.search(q) else "네, 기간 안의 통지입니다"
            if _OWN_USE.search(q):  # 제6조의3 제1항 제8호 (2020-07-31); the landlord proves it (대법원 2022다279795)
                demand = (f"임차인이 계약갱신요구권을 써도 집주인 본인이나 직계존속·직계비속의 실제 거주는 거절 사유라 대체로 "
                          f"만기에 비워 줘야 합니다(실거주 의사는 집주인이 증명해야 합니다 — 대법원 2023-12-07 선고 2022다279795 "
                          f"판결). 거짓 실거주로 거절하고 다른 사람에게 세를 주면 손해배상을 청구할 수 있습니다"
                          f"({LEASE_ACT} 제6조의3 제1항 제8호·제5항·제6항).")
            else:
                demand = (f"다만 임차인이 이 기간에 계약갱신요구권을 쓰면 집주인은 실거주 등 법이 정한 사유가 있어야만 거절할 수 "
                          f"있습니다({LEASE_ACT} 제6조의3).")
            return (f"{yes} — 집주인의 갱신 거절은 만료 {far}개월 전부터 {near}개월 전까지 도달하면 "
                    f"되고 '{told}'은 그 안입니다({basis}). {demand}")
        return None

    if by_tenant and before is not None and not renewed:
        short = before[0].shorter_than(near)
        if short is True:
            end = (f" 해지 통지가 집주인에게 도달한 날부터 {found.after}개월 뒤 계약이 끝나고 그때 보증금을 돌려받습니다"
                   f"({_refs(found.after_from)}).") if found.after else ""
            return (f"아니요, 만기에 바로 끝나지 않습니다 — 임차인도 만료 {near}개월 전까지 알리지 않으면 계약이 같은 조건으로 "
                    f"묵시적으로 갱신되는데 '{before[1]}'은 그보다 늦습니다({basis}).{end}")
        if short is False:
            return (f"네, 만기에 계약이 끝납니다 — 임차인이 만료 {near}개월 전까지 갱신하지 않겠다고 알리면 묵시적 갱신이 되지 "
                    f"않으므로, 만기에 집을 비워 주면서 보증금을 돌려받을 수 있습니다({basis}).")
        return None

    if _LANDLORD.search(q) and _ASKS_WHEN.search(q) and re.search(r"거절|통지|통보|알려|말해|나가", q) and not by_tenant:
        return (f"집주인(임대인)의 갱신 거절 통지는 만료 {far}개월 전부터 {near}개월 전까지 임차인에게 도달해야 합니다 — "
                f"그때까지 통지가 없으면 계약은 같은 조건으로 묵시적으로 갱신되어 2년이 됩니다({basis}; 2020-12-10 전에 "
                "체결·갱신된 계약은 1개월 전까지였습니다).")
    return None


def _raise_verdict(before: tuple[Before, str], far: int, near: int, basis: str, renewal: str) -> str | None:
    """A landlord's rise in rent or deposit told some time before the end: 제6조 제1항 puts a change of
    terms in the same window as a refusal, so told late it changes nothing."""
    short, told = before[0].shorter_than(near), before[1]
    if short is True:
        return (f"아니요, 따르지 않아도 됩니다 — 집주인의 조건 변경(차임·보증금 인상) 통지도 만료 {far}개월 전부터 {near}개월 "
                f"전까지 도달해야 하는데 '{told}'은 그보다 늦습니다. 그러면 계약은 같은 조건으로 묵시적으로 갱신되어 2년이 "
                f"됩니다({renewal}).")
    if short is False and before[0].longer_than(far) is False:
        return (f"기간 안의 조건 변경 통지입니다 — 다만 인상은 합의해야 정해지고, 따르지 않으면 계약은 만기에 끝날 수 있습니다. "
                f"임차인이 이 기간에 계약갱신요구권을 쓰면 2년 갱신되고 증액은 5% 이내로 묶입니다({basis}, "
                f"{LEASE_ACT} 제6조의3·제7조).")
    return None
