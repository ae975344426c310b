"""The search team's data tools: market_data, real_estate_search and loan_data.

``build_data_tools(pool)`` gives the tools keyed by name, ready for ``ROUTES.bind(tools)``.
"""

from __future__ import annotations

from typing import Any

from holmes_kit.team import Tool

from ..adapters.loan_repo import LoanRepository
from ..adapters.market_repo import MarketRepository
from .loan_data import LoanData
from .market_data import MarketData
from .real_estate_search import RealEstateSearch


def build_data_tools(pool: Any) -> dict[str, Tool]:
    """Tools over an asyncpg pool whose database holds the reference data (seed.load)."""
    market = MarketRepository(pool)
    return {
        "market_data": MarketData(market),
        "real_estate_search": RealEstateSearch(market),
        "loan_data": LoanData(LoanRepository(pool)),
    }
