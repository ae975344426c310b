"""The `system` fixture (the whole system as processes) lives in tests/conftest.py,
shared with the browser tests, so one `holmes up` serves both."""
