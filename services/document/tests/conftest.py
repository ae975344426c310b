"""Shared inputs: a complete lease as a loose planner dict, the way the handler will receive it."""
from __future__ import annotations

import pytest


@pytest.fixture
def full_partial() -> dict:
    return {
        "address": "서울특별시 마포구 월드컵북로 396, 101동 1203호",
        "property_type": "아파트",
        "area_m2": "84.97㎡",
        "deposit": "3억 5천",
        "lease_type": "전세",
        "contract_payment": "3,500만원",
        "middle_payment": "1억",
        "middle_payment_date": "2025.4.1",
        "balance_date": "2025년 5월 1일",
        "start_date": "2025-05-01",
        "end_date": "2027-04-30",
        "contract_date": "2025-03-10",
        "landlord_name": "김임대",
        "tenant_name": "이임차",
        "special_terms": ["반려동물(소형견 1마리) 사육을 허용한다."],
    }


@pytest.fixture
def legal_refs() -> list[dict]:
    return [
        {"law": "주택임대차보호법", "article": "제3조의2", "title": "보증금의 회수", "relevance_score": 0.93},
        {"law": "민법", "article": "제623조", "title": "임대인의 의무", "relevance_score": 0.88},
        {"law": "주택임대차보호법", "article": "제7조", "title": "차임 등의 증감청구권", "relevance_score": 0.86},
        {"law": "공인중개사법", "article": "제25조", "title": "중개대상물의 확인·설명", "relevance_score": 0.80},
    ]
