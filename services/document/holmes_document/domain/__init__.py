"""Pure domain of the document service: lease drafting, required fields, special clauses,
validation and contract review. No I/O beyond building bytes in memory."""
from .clauses import Clause, LegalBasis, special_clauses
from .drafting import LeaseDraft, draft_lease
from .errors import DocumentInputError
from .fields import FieldSpec, LeaseFields
from .required import build_lease_fields, missing_fields
from .review import review_contract
from .review_model import Finding, ReviewResult
from .validation import DraftWarning, validate_lease

__all__ = [
    "Clause", "DocumentInputError", "DraftWarning", "FieldSpec", "Finding", "LeaseDraft", "LeaseFields",
    "LegalBasis", "ReviewResult", "build_lease_fields", "draft_lease", "missing_fields",
    "review_contract", "special_clauses", "validate_lease",
]
