"""Embedded NATS and PostgreSQL for `make up` and tests on a bare machine (DESIGN.md §9)."""
