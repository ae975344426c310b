"""English lease-timeline questions, planner to verdict in-process (review 3, H19).

The planner glosses the English; the orchestrator's timeline verdict reads that Korean reading with
the corpus's own articles (주택임대차보호법 제6조·제6조의2·제6조의3), as the Korean question would be."""
from __future__ import annotations

import json
from pathlib import Path

from holmes_contracts.tools.outputs import LawArticle
from holmes_orchestrator.domain.lease_timeline import timeline_verdict
from holmes_planner.domain.plan import make_plan

LAWS = Path(__file__).resolve().parents[2] / "services" / "search" / "holmes_search" / "corpus" / "laws"


def _renewal_articles() -> list[LawArticle]:
    out = []
    for path in LAWS.glob("*.json"):
        law = json.loads(path.read_text(encoding="utf-8"))
        if law["name"] != "주택임대차보호법":
            continue
        out += [LawArticle(law=law["name"], number=a["number"], title=a["title"], body=a["body"], kind=law["kind"])
                for a in law["articles"] if a["number"] in ("제6조", "제6조의2", "제6조의3")]
    return out


def _verdict(q: str) -> str | None:
    plan = make_plan(q)
    assert plan.entities.extra.get("language") == "en"
    return timeline_verdict(str(plan.entities.extra["query_ko"]), _renewal_articles())


def test_a_landlord_who_says_leave_five_weeks_before_the_end_is_too_late():
    said = _verdict("Five weeks before my lease ends the owner says he'll kick me out. Can he?")
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다")
    assert "'만기 5주 전'" in said


def test_a_landlord_moving_in_with_three_months_notice_is_in_time():
    said = _verdict("My landlord told me 3 months before the lease ends that he wants to move in. Do I have to leave?")
    assert said is not None and said.startswith("네, 기간 안의 통지입니다")
    assert "실거주" in said and "제6조의3" in said


def test_a_landlord_moving_in_with_seven_weeks_notice_is_too_late():
    said = _verdict("7 weeks before the end, the owner said he plans to move in. Must I go?")
    assert said is not None and said.startswith("아니요, 나가지 않아도 됩니다")


def test_a_tenant_leaving_mid_term_after_a_silent_renewal_gives_three_months():
    said = _verdict("My lease renewed automatically. I want to move out in the middle. Can I?")
    assert said is not None and "3개월 뒤" in said and "제6조의2" in said
