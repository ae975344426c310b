"""Pattern rules for contract review.

Patterns run on one sentence with all whitespace removed, so '갱신 요구권', '갱신요구권' and
'갱 신 요 구 권' read the same; `.{0,N}?` gaps never cross a sentence. Waiver verbs are
written in their affirmative forms ('포기한다'), so a protective sentence such as
'포기할 수 없다' does not match.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .review_model import Severity

ACT = "주택임대차보호법"
BAN = r"(?<!잔)금지(?!급)"  # '금지' but not the '잔금 지급' that spacing removal glues together
WAIVE = r"(?:포기(?:한다|하기로|함|하며|하고|합니다|하였|하는것에동의)|행사하지않|행사할수없|주장하지않|주장할수없)"


@dataclass(frozen=True)
class PatternRule:
    rule_id: str
    severity: Severity
    title_ko: str
    message_ko: str
    law: str
    article: str
    pattern: re.Pattern[str]
    unless: re.Pattern[str] | None = None  # a protective sentence that only looks alike


def _rule(rule_id: str, severity: Severity, title: str, message: str, law: str, article: str,
          pattern: str, unless: str | None = None) -> PatternRule:
    return PatternRule(rule_id, severity, title, message, law, article, re.compile(pattern),
                       re.compile(unless) if unless else None)


PATTERN_RULES: tuple[PatternRule, ...] = (
    _rule("waive_renewal", "high", "계약갱신요구권 포기",
          "임차인의 계약갱신요구권을 배제하는 약정은 임차인에게 불리하여 효력이 없습니다.", ACT, "제10조",
          r"(?:갱신요구권?|계약갱신).{0,30}?(?:" + WAIVE + r"|요구하지않|요구할수없|청구하지않)"),
    _rule("waive_opposability", "high", "대항력·우선변제권 포기",
          "대항력이나 우선변제권을 포기하게 하는 약정은 임차인에게 불리하여 효력이 없습니다.", ACT, "제10조",
          r"(?:대항력|우선변제권?).{0,30}?" + WAIVE),
    _rule("no_move_in_report", "high", "전입신고·확정일자 제한",
          "전입신고나 확정일자를 막는 약정은 대항력과 우선변제권을 빼앗아 임차인에게 불리하므로 효력이 없습니다.",
          ACT, "제10조",
          r"(?:전입신고|주민등록|확정일자).{0,20}?(?:하지않|할수없|받지않|받을수없|" + BAN + r"|못한다|하지아니|옮기지않)"),
    _rule("waive_deposit_return", "high", "보증금 반환 청구 포기",
          "보증금 반환 청구를 포기·제한하는 약정은 임차인에게 불리하여 효력이 없습니다.", ACT, "제10조",
          r"보증금.{0,30}?(?:반환.{0,15}?(?:포기(?:한다|하기로|함|하며|하고|합니다)|청구하지않|청구할수없|하지않는다|하지아니한다)"
          r"|반환청구권?을?포기)"),
    _rule("waive_lease_registration", "high", "임차권등기명령 신청 제한",
          "임차권등기명령 신청을 막는 약정은 임차인에게 불리하여 효력이 없습니다.", ACT, "제10조",
          r"임차권등기.{0,20}?(?:신청하지않|신청할수없|하지않|" + BAN + r")"),
    _rule("waive_increase_objection", "high", "증액 이의 제기 포기",
          "차임·보증금 증액에 이의를 제기하지 못하게 하는 약정은 증액 제한 규정을 피하는 것이어서 효력이 없습니다.",
          ACT, "제10조", r"(?:증액|인상).{0,20}?이의를?(?:제기하지않|제기할수없|제기하지못)"),
    _rule("landlord_terminate_anytime", "high", "임대인의 임의 해지",
          "임대인이 언제든지 해지하거나 퇴거를 요구할 수 있게 한 약정은 최소 존속기간 보장에 반하여 효력이 없습니다.",
          ACT, "제10조",
          r"임대인.{0,30}?(?:언제든지|언제라도|임의로|일방적으로|필요한경우즉시|요구하면즉시|요구시즉시)"
          r".{0,30}?(?:해지|해제|퇴거|명도|비워|나가|종료)"),
    _rule("restoration_all_tenant", "medium", "원상복구 전부 임차인 부담",
          "통상적인 사용으로 생긴 마모까지 임차인이 복구하게 하는 것은 과도할 수 있습니다. 범위를 임차인이 설치·훼손한 부분으로 한정하세요.",
          "민법", "제654조",
          r"(?:원상복구|원상회복).{0,30}?(?:전부|모두|일체|전액|전체).{0,15}?임차인|"
          r"(?:원상복구|원상회복).{0,10}?(?:비용)?(?:은|는)?임차인이(?:전부|모두|일체|전액)"),
    _rule("repairs_all_tenant", "medium", "수선 비용 전부 임차인 부담",
          "임대인에게는 사용·수익에 필요한 상태를 유지할 수선 의무가 있습니다. 주요 설비 수선까지 임차인에게 지우는 약정은 주의하세요.",
          "민법", "제623조",
          r"(?:모든|일체의|전부의)(?:수선|수리).{0,20}?임차인.{0,10}?부담|(?:수선|수리)(?:비|비용)?(?:은|는)?(?:전부|모두|일체)임차인"),
    _rule("deposit_after_new_tenant", "medium", "새 임차인 입주 후 보증금 반환",
          "보증금 반환은 주택 인도와 동시에 해야 합니다. 새 임차인을 구한 뒤에 돌려준다는 약정은 반환을 늦출 수 있습니다.",
          ACT, "제4조",
          r"(?:새|신규|다음|후속)임차인.{0,30}?(?:입주|구해|구할|들어|계약|보증금을받).{0,30}?반환",
          unless=r"조건으로삼지않|조건으로하지않|관계없이|무관하게|상관없이"),
    _rule("key_money", "medium", "권리금 약정",
          "주택 임대차에는 권리금 회수를 보호하는 규정이 없습니다. 권리금을 주고받는 약정은 돌려받기 어려울 수 있습니다.",
          "상가건물 임대차보호법", "제10조의3", r"권리금"),
)
