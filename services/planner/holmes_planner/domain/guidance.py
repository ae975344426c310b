"""Fast-path answers (seed 004 path 1): greeting, off-topic, too vague — no teams run."""

from __future__ import annotations

from holmes_contracts.models import Entities, Guidance

from .english import is_english
from .intent import IntentResult

CAPABILITIES = ("부동산 법률 상담, 지역별 시세·매물 조회, 대출 상담, 임대차계약서 작성·검토, "
                "전세 위험도 분석")
EXAMPLES = "'강남구 아파트 시세 알려줘', '전세금 5% 인상이 가능한가요?'"


def guidance_for(query: str, res: IntentResult, entities: Entities) -> Guidance:
    if res.greeting and res.thanks:
        message = "천만에요! 더 궁금한 부동산 이야기가 있으면 언제든 물어봐 주세요."
    elif res.greeting:
        message = (f"안녕하세요! 부동산 도우미 홈즈냥즈예요. {CAPABILITIES}을 도와드려요. "
                   f"예를 들어 {EXAMPLES}처럼 물어봐 주세요.")
    elif res.intent == "irrelevant" and is_english(query):
        # the user's own language: an English question gets the refusal it can read (the Korean follows)
        message = ("Sorry — I'm a Korean real-estate assistant, so I can't help with that. Ask me about lease law, "
                   "prices and listings, loans, lease contracts or jeonse risk. "
                   f"죄송해요, 저는 부동산 전문 도우미라 그 질문에는 답하기 어려워요. {CAPABILITIES}에 관해 물어봐 주세요.")
    elif res.intent == "irrelevant":
        message = (f"죄송해요, 저는 부동산 전문 도우미라 그 질문에는 답하기 어려워요. "
                   f"{CAPABILITIES}에 관해 물어봐 주세요.")
    else:
        message = clarifying_question(entities)
    return Guidance(message=message, detected_intent=res.intent, original_query=query)


def clarifying_question(entities: Entities) -> str:
    """Ask for what is missing, naming what we did understand."""
    if entities.regions:
        place = entities.regions[0].name
        return (f"{place}에 대해 어떤 점이 궁금하신가요? 시세·매물, 대출, 계약, 전세 위험도 중 "
                f"원하시는 것을 알려 주세요.")
    return ("어떤 부분이 궁금하신지 조금 더 자세히 알려주시겠어요? 지역(예: 강남구), 거래 유형"
            "(전세·월세·매매), 궁금한 내용(시세, 대출, 계약서, 법률)을 함께 적어 주시면 정확히 "
            "도와드릴게요.")
