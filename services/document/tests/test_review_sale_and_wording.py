"""Review of sale (매매) 특약, lease clauses the first catalogue missed, and the wording review offers.

Written before the patterns, in our own words, family by family: how sellers, buyers and
brokers word the clause, plus look-alike protective sentences that must stay 안전.
"""
import pytest

from holmes_document.domain import review_contract


def clause_of(sentence: str):
    [clause] = review_contract(sentence).clauses
    return clause


def verdict_of(sentence: str) -> tuple[str, set[str]]:
    c = clause_of(sentence)
    return c.verdict, {f.family for f in c.findings}


RISKY = [
    # 민법 제580조 하자담보책임을 매수인에게 떠넘김 (제584조: 알고 알리지 않은 하자는 면책 불가)
    ("sale_defect", "위험", [
        "매도인은 현 상태 그대로 인도하고 누수 등 하자는 매수인이 책임지기로 한다.",
        "잔금 이후 발견되는 누수, 균열 등 모든 하자는 매수인이 부담한다.",
        "매도인은 본 부동산의 하자담보책임을 지지 않는다.",
        "본 매매는 현 시설물 상태의 매매이며 매도인은 어떠한 하자에 대해서도 책임지지 않는다.",
        "숨은 하자가 발견되더라도 매수인은 매도인에게 이의를 제기하지 않는다.",
        "결로·누수 하자에 대하여 매수인은 손해배상을 청구하지 않기로 한다.",
        # missed by the first patterns in the end-to-end run ('떠안는다'); the verb list was widened
        "입주 후 드러나는 곰팡이 등 결함은 매수인이 떠맡는다.",
    ]),
    # 대출 불가 때 계약금을 잃게 하는 특약 (제565조, 무효라면서 계약금 미반환은 제741조와 어긋남)
    ("sale_loan", "위험", [
        "매수인의 대출이 안 나올 경우 이 계약은 무효로 하되 계약금은 돌려주지 않는다.",
        "주택담보대출이 승인되지 않더라도 계약금은 매도인에게 귀속된다.",
        "대출 부결로 잔금을 치르지 못하면 매수인은 계약금을 포기한다.",
        "대출 불가 시 계약은 해제되며 지급한 계약금은 반환하지 아니한다.",
    ]),
    ("sale_loan", "주의", [
        "매수인은 대출 여부와 관계없이 잔금일에 잔금을 지급한다.",
        "대출이 부결되어도 이는 계약 해제 사유가 되지 않는다.",
    ]),
    # 중도금이 없으면 잔금 때까지 계약금 배액상환 해제가 열려 있다 (제565조)
    ("sale_no_middle", "주의", [
        "중도금은 없는 것으로 한다.",
        "중도금 없이 잔금일에 나머지 전액을 지급한다.",
        "이 계약은 중도금 없이 계약금과 잔금으로만 진행한다.",
    ]),
    # 민법 제640조·제652조: 해지는 연체액이 2기 차임에 달할 때 — 횟수로 정하면 더 불리할 수 있다
    ("termination", "주의", [
        "임차인이 월세를 2회 연체하면 즉시 퇴거하기로 한다.",
        "차임을 두 번 이상 늦게 내면 임대인은 계약을 해지할 수 있다.",
        "월세 납부가 3회 지체될 경우 계약은 해지된다.",
    ]),
    # 민법 제398조: 보증금에서 떼는 위약금은 손해배상 예정 — 과다하면 감액
    ("penalty", "주의", [
        "월세가 밀리면 보증금에서 위약금 300만원을 공제한다.",
        "계약을 위반하면 위약벌 200만원을 보증금에서 차감한다.",
        "임차인 사정으로 중간에 나가면 벌금 100만원을 보증금에서 뺀다.",
    ]),
    # 민법 제654조·제615조: 통상의 손모는 원상회복 대상이 아니다
    ("restoration", "주의", [
        "계약이 끝나면 원상복구하며 도배와 장판 비용은 임차인 몫으로 한다.",
        "퇴거할 때 도배·장판 비용은 세입자가 낸다.",
        "계약 만료 시 벽지와 장판 교체비는 임차인 부담으로 한다.",
        "퇴실 시 입주청소비와 도배비는 임차인이 부담한다.",
        "임차인은 퇴거 시 도배·장판 비용 전액을 부담한다.",  # expert review 13 (W035): judged 안전 before
    ]),
    # 주택임대차보호법 제6조의2·제6조의3 제4항·제10조: a renewed lease ends on notice without a penalty
    ("penalty", "주의", [
        "임차인은 계약기간 중 중도 해지할 경우 위약금으로 월세 3개월분을 지급한다.",  # expert review 13 (W150)
        "중도해지 시 임차인은 위약금 100만원을 임대인에게 지급한다.",
        "만기 전에 나가면 세입자가 위약금으로 월세 2개월분을 낸다.",
    ]),
]

SAFE = [
    "잔금 후 6개월 이내에 발견된 누수는 매도인이 수리 비용을 부담한다.",
    "잔금 전에 발견된 하자는 매도인이 수리하여 인도한다.",
    "매수인의 귀책사유 없이 대출이 불가한 경우 매수인은 계약을 해제할 수 있고 매도인은 계약금 전액을 즉시 반환한다.",
    "대출 부결 시 본 계약은 해제되며 매도인은 받은 계약금을 돌려준다.",
    "중도금 5천만원은 2027년 1월 10일에 지급한다.",
    "중도금이 없더라도 매도인과 매수인은 계약금에 의한 해제를 하지 않기로 한다.",
    "월세를 2기분 연체하면 임대인은 계약을 해지할 수 있다.",
    "연체된 차임과 관리비는 보증금에서 공제한다.",
    "임차인의 고의·과실로 훼손된 도배와 장판은 임차인이 비용을 부담한다.",
    "입주 전 도배와 장판은 임대인이 새로 해 준다.",
    "묵시적 갱신된 계약은 임차인이 언제든 해지할 수 있으며 위약금은 없다.",
]


@pytest.mark.parametrize("family, verdict, sentence", [(f, v, s) for f, v, ss in RISKY for s in ss])
def test_risky_paraphrase_gets_its_family_and_verdict(family, verdict, sentence):
    got, families = verdict_of(sentence)
    assert family in families and got == verdict, (sentence, got, families)


@pytest.mark.parametrize("sentence", SAFE)
def test_look_alike_protective_sentences_stay_safe(sentence):
    assert verdict_of(sentence) == ("안전", set())


@pytest.mark.parametrize("family, verdict, sentence", [(f, v, s) for f, v, ss in RISKY for s in ss])
def test_every_flagged_clause_offers_wording_to_use_instead(family, verdict, sentence):
    c = clause_of(sentence)
    assert c.suggestion and c.suggestion != c.text


def test_sale_clauses_cite_the_civil_code_on_defects_and_down_payment():
    c = clause_of("매도인은 본 부동산의 하자담보책임을 지지 않는다.")
    articles = {(f.law, f.article) for f in c.findings} | set(c.findings[0].also)
    assert ("민법", "제580조") in articles and ("민법", "제584조") in articles
    loan = clause_of("대출 불가 시 계약은 해제되며 지급한 계약금은 반환하지 아니한다.")
    assert "계약금" in loan.suggestion and "반환" in loan.suggestion
    assert ("민법", "제565조") in {(f.law, f.article) for f in clause_of("중도금은 없는 것으로 한다.").findings}


def test_a_pasted_sale_addendum_is_not_reported_as_safe():
    text = ("매매 계약서 특약 좀 검토 부탁드려요\n"
            "1. 매도인은 현 시설 상태로 인도하며 누수 등 하자는 매수인이 부담한다.\n"
            "2. 매수인의 대출이 불가할 경우 계약은 무효로 하고 계약금은 반환하지 않는다.\n"
            "3. 매도인은 잔금일 전까지 근저당권을 말소한다.\n"
            "4. 중도금은 없는 것으로 한다.")
    r = review_contract(text)
    assert r.sentences_checked == 4  # the request line is the question, not a clause
    assert [c.verdict for c in r.clauses] == ["위험", "위험", "주의", "안전"]
    assert all(f.excerpt for f in r.findings)  # no lease 'missing clause' advice on a sale
    discharge = r.clauses[-1]
    assert "잔금" in discharge.suggestion and "말소" in discharge.suggestion


def test_a_safe_clause_may_still_get_a_tip_to_make_it_enforceable():
    c = clause_of("임대인은 잔금일 다음 날까지 근저당을 설정하지 않는다.")
    assert c.verdict == "안전" and not c.findings
    assert "해제" in c.suggestion and "반환" in c.suggestion


def test_one_pasted_clause_gets_no_missing_clause_advice():
    r = review_contract("보증금은 다음 세입자가 구해지면 돌려준다.")
    assert [f.rule_id for f in r.findings] == ["deposit_after_new_tenant"]
    [c] = r.clauses
    assert "관계없이" in c.suggestion
    cited = {(f.law, f.article) for f in c.findings} | set(c.findings[0].also)
    assert ("민법", "제536조") in cited
