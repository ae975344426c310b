"""A JetStream cluster of embedded nats-server processes on loopback ports.

The local stand-in for a production NATS cluster (DESIGN.md §9): three servers routed to
each other, each with its own store dir and server name, sharing one cluster name, so a
stream with ``HOLMES_STREAM_REPLICAS=3`` is a real Raft group that survives losing a node.
infra/nats/cluster/ holds the same topology as config files for real deployments.
"""

from __future__ import annotations

import shutil
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from .nats_server import EmbeddedNats
from .ports import free_port


@dataclass
class ClusterNode:
    server: EmbeddedNats
    cluster_port: int
    monitor_port: int

    @property
    def name(self) -> str:
        return self.server.name

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def running(self) -> bool:
        return self.server.process is not None and self.server.process.poll() is None

    def healthy(self) -> bool:
        """JetStream is current with the cluster's meta group (nats-server /healthz)."""
        try:
            with urllib.request.urlopen(
                    f"http://{self.server.host}:{self.monitor_port}/healthz", timeout=1) as r:
                return r.status == 200
        except OSError:
            return False


@dataclass
class NatsCluster:
    size: int = 3
    cluster_name: str = "holmes"
    host: str = "127.0.0.1"
    base_dir: Path | None = None  # None: a temp dir, removed by stop()
    nodes: list[ClusterNode] = field(default_factory=list)
    _own_dir: bool = False

    @property
    def urls(self) -> list[str]:
        return [n.url for n in self.nodes]

    def node(self, name: str) -> ClusterNode:
        return next(n for n in self.nodes if n.name == name)

    def start(self, timeout: float = 30.0) -> NatsCluster:
        if self.base_dir is None:
            self.base_dir, self._own_dir = Path(tempfile.mkdtemp(prefix="holmes-nats-cluster-")), True
        ports = [(free_port(self.host), free_port(self.host), free_port(self.host)) for _ in range(self.size)]
        routes = ",".join(f"nats://{self.host}:{cluster}" for _, cluster, _ in ports)
        for i, (client, cluster, monitor) in enumerate(ports, start=1):
            name = f"{self.cluster_name}-{i}"
            # The server's default fsync: an event is acknowledged once two of three nodes
            # hold it (R3), which is what survives a node loss (infra/nats/cluster/*.conf).
            server = EmbeddedNats(self.base_dir / name, client, self.host, name=name, sync_interval=None, extra_args=(
                "--cluster_name", self.cluster_name, "--cluster", f"nats://{self.host}:{cluster}",
                # every node lists all three; a server ignores the route to itself
                "--routes", routes, "-m", str(monitor)))
            self.nodes.append(ClusterNode(server, cluster, monitor))
        try:
            for node in self.nodes:
                node.server.start(log_file=self.base_dir / f"{node.name}.log", timeout=timeout)
            self.wait_healthy(timeout)
        except BaseException:
            self.stop()
            raise
        return self

    def wait_healthy(self, timeout: float = 30.0) -> None:
        """Until every running node reports JetStream healthy (a meta leader exists)."""
        deadline = time.monotonic() + timeout
        while not all(n.healthy() for n in self.nodes if n.running):
            if time.monotonic() > deadline:
                raise RuntimeError(f"NATS cluster not healthy after {timeout}s; logs in {self.base_dir}")
            time.sleep(0.1)

    def stop_node(self, name: str) -> None:
        self.node(name).server.stop()

    def stop(self) -> None:
        for node in self.nodes:
            node.server.stop()
        if self._own_dir and self.base_dir:
            shutil.rmtree(self.base_dir, ignore_errors=True)

    def __enter__(self) -> NatsCluster:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
