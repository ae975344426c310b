"""Typed vocabulary of the tools' inputs and outputs (issue 12): pure pydantic/enums only."""
