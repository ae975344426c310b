# HolmesNyangz on NATS — the two commands a newcomer runs: `make up` and `make test`.
# Everything installs itself into .venv (via uv in .tools), idempotently.

PYTHON ?= python3
TOOLS  := .tools
UV     := $(TOOLS)/bin/uv
VENV   := .venv
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)

.DEFAULT_GOAL := help
.PHONY: help install browser-deps up test test-unit test-integration test-e2e chaos lint bench eval clean-state

help: ## show this help
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-18s %s\n", $$1, $$2}'

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv

# The pgserver wheel's pgvector was built for AVX-512 CPUs; without AVX-512 its backend dies of
# SIGILL. holmes_cli.pgvector probes it once per vector.so (a stamp in .venv) and, when it crashes,
# rebuilds the same pgvector version portably (needs gcc, make and deb.debian.org).
install: $(UV) ## install every package and dev tool into .venv (idempotent; rebuilds pgvector if this CPU cannot run it)
	$(UV) sync --locked --all-packages --quiet
	$(VENV)/bin/python -m holmes_cli.pgvector

up: install ## run the whole system: embedded NATS + PostgreSQL, six services, web UI
	$(VENV)/bin/holmes up

# Browser tests (tests/browser) drive Debian's Chromium through the Playwright driver that
# ships in the Python wheel (installed by `install`); a browser download is never needed.
# apt-get runs only when Chromium or a Korean font is missing (CI runs as root on Debian);
# if it cannot, the other tests still run and the browser tests fail with the reason.
CHROMIUM ?= /usr/bin/chromium
browser-deps: ## install headless Chromium + Korean fonts for the browser tests (idempotent)
	@if [ ! -x $(CHROMIUM) ] || ! fc-list :lang=ko 2>/dev/null | grep -q .; then \
		echo "installing chromium fonts-noto-cjk (apt-get)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null \
			|| echo "browser-deps: apt-get failed; tests/browser will fail and say why" >&2; \
	fi

test: install browser-deps ## run all tests (unit, integration, end-to-end, browser)
	$(VENV)/bin/python -m pytest -q

test-unit: install ## unit tests only (no network, seconds)
	$(VENV)/bin/python -m pytest -q -m "not integration and not e2e"

test-integration: install ## integration tests against real NATS + PostgreSQL
	$(VENV)/bin/python -m pytest -q -m integration

test-e2e: install browser-deps ## end-to-end tests: the system as processes, over WebSocket and in Chromium
	$(VENV)/bin/python -m pytest -q -m e2e

chaos: install ## kill -9 every service and NATS mid-turn: every turn answers, exactly once (benchmarks/chaos.py)
	$(VENV)/bin/python benchmarks/chaos.py

lint: install ## ruff
	$(VENV)/bin/ruff check .

bench: install ## end-to-end benchmark through the gateway (see benchmarks/README.md)
	$(VENV)/bin/python benchmarks/e2e_turns.py

eval: install ## ask the seventeen blind evaluation sets end to end, rules mode (benchmarks/answer_eval.py, a few minutes)
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval2
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval3
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval4
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval5
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval6
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval7
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval8
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval9
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval10
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval11
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval12
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval13
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval14
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval15
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval16
	$(VENV)/bin/python benchmarks/answer_eval.py --set eval17

clean-state: ## delete the local state (.holmes: event store, database, logs)
	rm -rf .holmes
