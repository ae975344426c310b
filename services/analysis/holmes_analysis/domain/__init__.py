"""Pure analysis domain: jeonse risk, market, loans, ROI, policy matching, insights.

No I/O. Amounts are int 만원 (monthly payments int 원); every result carries
``workings`` — the calculation lines and the provenance of each input.
"""
from .conversion import conversion_rate, jeonse_to_monthly, monthly_to_jeonse
from .costs import acquisition_tax, brokerage_fee_sale
from .errors import AnalysisInputError
from .insights import Insight, jeonse_insights, loan_insights, market_insights, roi_insights
from .jeonse import JeonseInput, JeonseMoney, analyse_jeonse
from .loan import LoanInput, LoanLimit, max_loan
from .market import compare_districts, price_percentile, trend
from .money import format_manwon, format_won
from .policy import Profile, match_products
from .regions import Region, classify_region, region_from_class
from .repayment import repayment
from .risk import RiskAssessment, assess_risk
from .roi import RoiInput, analyse_roi
from .tenancy import TenancyDates, check_tenancy
from .workings import Given, LawRef, Workings

__all__ = [
    "AnalysisInputError", "Given", "Insight", "JeonseInput", "JeonseMoney", "LawRef", "LoanInput", "LoanLimit",
    "Profile", "Region", "RiskAssessment", "RoiInput", "TenancyDates", "Workings",
    "acquisition_tax", "analyse_jeonse", "analyse_roi", "assess_risk", "brokerage_fee_sale", "check_tenancy",
    "classify_region", "compare_districts", "conversion_rate", "format_manwon", "format_won", "jeonse_insights",
    "jeonse_to_monthly", "loan_insights", "market_insights", "match_products", "max_loan", "monthly_to_jeonse",
    "price_percentile", "region_from_class", "repayment", "roi_insights", "trend",
]
