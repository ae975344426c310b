"""The `holmes` command."""

from __future__ import annotations

import argparse
import asyncio
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="holmes", description="홈즈냥즈 — run, ask, inspect and replay")
    sub = parser.add_subparsers(dest="command", required=True)

    up = sub.add_parser("up", help="run the whole system (embedded NATS + PostgreSQL unless URLs are set)")
    up.add_argument("--no-data", action="store_true", help="skip loading reference data")

    ask = sub.add_parser("ask", help="ask a question through the gateway and stream the answer")
    ask.add_argument("query")
    ask.add_argument("--url", default="http://127.0.0.1:8000", help="gateway base URL")
    ask.add_argument("--session", help="continue this session (needs --token)")
    ask.add_argument("--token", help="client token returned by a previous start")
    ask.add_argument("--approve", action="store_true", help="ask for plan approval, then approve it")
    ask.add_argument("--json", action="store_true", help="print the raw server messages")
    ask.add_argument("--timeout", type=float, default=120.0)

    events = sub.add_parser("events", help="print a session's events from the stream")
    events.add_argument("session_id")
    events.add_argument("--turn", help="only this turn")
    events.add_argument("--json", action="store_true", help="one JSON envelope per line")

    db = sub.add_parser("db", help="database: apply migrations and load reference data")
    db.add_argument("action", choices=["init"])
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    if args.command == "up":
        from .up import run_up

        sys.exit(run_up(load_data=not args.no_data))
    if args.command == "ask":
        from .ask import run_ask

        sys.exit(asyncio.run(run_ask(args)))
    if args.command == "events":
        from .events import run_events

        sys.exit(asyncio.run(run_events(args)))
    if args.command == "db":
        from .dbinit import init_database
        from holmes_kit.settings import get_settings

        print(asyncio.run(init_database(get_settings().database_url)))


if __name__ == "__main__":
    main()
