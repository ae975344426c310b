"""제2조–제13조, 특약사항 and the signature block, in our own words after the standard layout.

The article texts restate the rules the standard form records (주택임대차보호법, 민법,
공인중개사법); field values are filled in where the form has blanks.
"""
from __future__ import annotations

from holmes_kit.korean.text import josa

from .clauses import Clause
from .dates import format_date_ko
from .doc_model import Block, Heading, Para, Table, blank
from .fields import LeaseFields


def _article(title: str, *paragraphs: str) -> list[Block]:
    return [Heading(title, 2), *(Para(p) for p in paragraphs)]


def _repairs(f: LeaseFields) -> list[Block]:
    if f.repairs:
        deadline = format_date_ko(f.repair_deadline) if f.repair_deadline else "잔금 지급 기일"
        needed = f"있음 — 수리할 내용: {f.repairs} / 수리 완료 시기: {deadline}까지"
    else:
        needed = "없음"
    return _article(
        "제3조 (입주 전 수리)",
        f"임대인과 임차인은 임차주택의 수리가 필요한 시설물과 비용 부담에 관하여 다음과 같이 합의한다. 수리 필요 시설: {needed}",
        "약정한 수리 완료 시기까지 수리하지 않은 경우, 임차인은 그 수리비를 지출하고 이를 잔금이나 차임에서 "
        "공제하거나 임대인에게 상환을 청구할 수 있다.")


def _fee(f: LeaseFields) -> str:
    if f.brokerage_fee_won is None:
        amount = "금 ________원(부가가치세 별도)"
    else:
        amount = f"금 {f.brokerage_fee_won:,}원(부가가치세 별도)"
    cap = f.fee_cap
    return (f"개업공인중개사는 임대인과 임차인이 이 계약을 불이행함으로써 계약이 해제되어도 책임을 지지 않는다. "
            f"중개보수는 {josa(amount, '으로')} 하며 임대인과 임차인이 각각 부담한다(법정 한도: 요율 {cap.rate_pct:g}%, "
            f"각 {cap.cap_won:,}원). 다만 개업공인중개사의 고의나 과실로 계약이 무효·취소·해제된 경우에는 중개보수를 지급하지 않는다.")


def body_articles(f: LeaseFields) -> list[Block]:
    first_installment = "중도금" if f.middle_payment_manwon else "잔금"
    blocks: list[Block] = _article(
        "제2조 (임대차기간)",
        f"임대인은 임차주택을 임대차 목적대로 사용·수익할 수 있는 상태로 {format_date_ko(f.start_date)}까지 임차인에게 "
        f"인도하고, 임대차기간은 인도일부터 {format_date_ko(f.end_date)}까지로 한다.")
    blocks += _repairs(f)
    blocks += _article(
        "제4조 (임차주택의 사용·관리·수선)",
        "① 임차인은 임대인의 동의 없이 임차주택의 구조를 바꾸거나 전대하거나 임차권을 양도할 수 없으며, "
        "임대차 목적 외의 용도로 사용할 수 없다.",
        "② 임대인은 계약이 존속하는 동안 임차주택을 사용·수익에 필요한 상태로 유지해야 하고, 임차인은 임대인이 "
        "임차주택의 보존에 필요한 행위를 하는 것을 거절하지 못한다.",
        "③ 수선비용은 원칙적으로 임대인이 부담하되, 임차인의 고의·과실로 생긴 것과 통상의 간단한 수선은 임차인이 부담한다.",
        "④ 임차인이 임대인이 부담할 수선비용을 지출한 때에는 임대인에게 그 상환을 청구할 수 있다.")
    blocks += _article(
        "제5조 (계약의 해제)",
        f"임차인이 임대인에게 {first_installment}을 지급하기 전까지 임대인은 계약금의 배액을 상환하고, 임차인은 "
        "계약금을 포기하고 이 계약을 해제할 수 있다.")
    blocks += _article(
        "제6조 (채무불이행과 손해배상)",
        "당사자 한쪽이 채무를 이행하지 않으면 상대방은 상당한 기간을 정하여 이행을 최고한 뒤 계약을 해제할 수 있고, "
        "그로 인한 손해배상을 청구할 수 있다. 채무자가 미리 이행하지 않겠다는 뜻을 밝힌 경우에는 최고 없이 해제할 수 있다.")
    blocks += _article(
        "제7조 (계약의 해지)",
        "① 임차인의 과실 없이 임차주택의 일부가 멸실되거나 그 밖의 사유로 사용할 수 없게 되어 남은 부분만으로 "
        "임차 목적을 달성할 수 없는 경우 임차인은 계약을 해지할 수 있다.",
        "② 임차인이 차임을 2기의 차임액에 달하도록 연체하거나 제4조 제1항을 위반한 경우 임대인은 계약을 해지할 수 있다.")
    blocks += _article(
        "제8조 (갱신요구와 거절)",
        "① 임차인은 임대차기간이 끝나기 6개월 전부터 2개월 전까지 계약갱신을 요구할 수 있으며, 임대인은 법에서 정한 "
        "사유가 없으면 거절하지 못한다.",
        "② 임대인이 본인이나 직계존비속의 실거주를 이유로 갱신을 거절한 뒤 정당한 사유 없이 갱신요구 기간 동안 제3자에게 "
        "임대한 경우, 임대인은 임차인이 입은 손해를 배상한다.",
        "③ 갱신 시 차임과 보증금의 증액은 약정한 금액의 20분의 1을 넘지 못한다.")
    blocks += _article(
        "제9조 (계약의 종료)",
        "임대차계약이 끝나면 임차인은 임차주택을 원래의 상태로 복구하여 임대인에게 반환하고, 임대인은 보증금을 "
        "임차인에게 반환하며, 두 의무는 동시에 이행한다. 통상적인 사용으로 생긴 마모는 원상복구 대상이 아니다.")
    blocks += _article(
        "제10조 (비용의 정산)",
        "① 임차인은 계약이 끝나면 공과금과 관리비를 정산해야 한다.",
        "② 임차인이 관리비에 포함된 장기수선충당금을 낸 경우 임대인에게 그 반환을 청구할 수 있다.")
    blocks += _article(
        "제11조 (분쟁의 해결)",
        "임대인과 임차인은 이 계약에 관한 분쟁이 생기면 당사자 간 협의나 주택임대차분쟁조정위원회의 조정을 통해 "
        "해결하도록 노력한다.")
    blocks += _article("제12조 (중개보수 등)", _fee(f))
    blocks += _article(
        "제13조 (중개대상물확인·설명서 교부)",
        "개업공인중개사는 중개대상물 확인·설명서를 작성하고 업무보증관계증서(공제증서 등) 사본을 첨부하여 "
        "계약 체결 시 임대인과 임차인에게 각각 교부한다.")
    return blocks


def special_terms_section(clauses: list[Clause]) -> list[Block]:
    blocks: list[Block] = [Heading("특약사항", 1)]
    if not clauses:
        return blocks + [Para("없음")]
    for i, c in enumerate(clauses, 1):
        basis = f" (근거: {c.cite()})" if c.bases else ""
        blocks.append(Para(f"{i}. [{c.title}] {c.text}{basis}"))
    return blocks


def signature_section(f: LeaseFields) -> list[Block]:
    signed = format_date_ko(f.contract_date) if f.contract_date else "____년 __월 __일"
    party = lambda role, name, addr, phone: (  # noqa: E731 - one row shape for both parties
        (role, f"성명: {name} (서명 또는 날인)", f"주소: {blank(addr, 20)}", f"전화: {blank(phone)}"))
    agent = ("개업공인중개사", f"사무소 명칭: {blank(f.agent_office)} / 대표: {blank(f.agent_name)} (서명 및 날인)",
             f"등록번호: {blank(f.agent_registration_no)}", "사무소 소재지: __________")
    return [
        Heading("서명", 1),
        Para("본 계약을 증명하기 위하여 계약 당사자가 이의 없음을 확인하고 각각 서명·날인한 후 임대인, 임차인, "
             f"개업공인중개사가 각 1통씩 보관한다. 계약일: {signed}"),
        Table((party("임대인", f.landlord_name, f.landlord_address, f.landlord_phone),
               party("임차인", f.tenant_name, f.tenant_address, f.tenant_phone), agent)),
    ]
