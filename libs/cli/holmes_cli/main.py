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

    export = sub.add_parser("export", help="write a session's events as JSON Lines (one envelope + seq a line)")
    export.add_argument("session_id")
    export.add_argument("--turn", help="only this turn")
    export.add_argument("-o", "--output", help="file to write (default: standard output)")

    imp = sub.add_parser("import", help="publish an exported JSON Lines file into the stream (ids kept)")
    imp.add_argument("file")

    replay = sub.add_parser("replay", help="re-run the services' decision code over a recorded session")
    replay.add_argument("source", help="a session id, or a file written by `holmes export`")
    mode = replay.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true", help="diff re-run decisions against the recording")
    mode.add_argument("--until", type=int, metavar="SEQ", help="print each turn's folded state at SEQ")

    fork = sub.add_parser("fork", help="copy a turn up to a seq into a new turn and let the services continue it")
    fork.add_argument("session_id")
    fork.add_argument("turn_id")
    fork.add_argument("--from", dest="from_seq", type=int, required=True, metavar="SEQ")
    fork.add_argument("--timeout", type=float, default=120.0)

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
    runners = {"events": ("events", "run_events"), "export": ("export", "run_export"),
               "import": ("importer", "run_import"), "replay": ("replay", "run_replay"),
               "fork": ("fork", "run_fork")}
    if args.command in runners:
        sys.exit(_run_async(*runners[args.command], args))
    if args.command == "db":
        from holmes_kit.settings import get_settings

        from .dbinit import init_database

        print(asyncio.run(init_database(get_settings().database_url)))


def _run_async(module: str, name: str, args: argparse.Namespace) -> int:
    import importlib

    from holmes_contracts.ids import InvalidIdError

    runner = getattr(importlib.import_module(f"holmes_cli.{module}"), name)
    try:
        return asyncio.run(runner(args))
    except InvalidIdError as exc:
        print(f"잘못된 ID입니다 — {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # NATS not reachable, unwritable output file …
        print(f"실행할 수 없습니다 — {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    main()
