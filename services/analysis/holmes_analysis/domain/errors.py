"""The one error the analysis domain raises for bad input.

Handlers turn it into a user-visible message; the field name lets the caller
point at exactly which input was wrong instead of failing the whole turn.
"""


class AnalysisInputError(ValueError):
    """An input the arithmetic cannot honestly use (negative, absurd, unknown…)."""

    def __init__(self, field: str, message_ko: str) -> None:
        super().__init__(f"{field}: {message_ko}")
        self.field = field
        self.message_ko = message_ko

    def to_dict(self) -> dict[str, str]:
        return {"field": self.field, "message": self.message_ko}
