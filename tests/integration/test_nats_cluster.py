"""The scale-out story on a real 3-node JetStream cluster (DESIGN.md §9): an R3 stream,
two replicas of a service on different nodes sharing its durable consumer, and a node
lost while events keep flowing. Each test gets a fresh cluster on loopback free ports."""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections import Counter

import pytest
from nats.errors import Error as NatsError

from holmes_contracts import STREAM_NAME, PlanningStarted, QueryReceived
from holmes_kit.bus import Bus, ServiceConsumer, connect, publish
from holmes_kit.events import emit
from holmes_kit.infra.nats_cluster import NatsCluster
from holmes_kit.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
def cluster():
    with NatsCluster(size=3) as c:
        yield c


def settings_for(url: str) -> Settings:
    return Settings(NATS_URL=url, HOLMES_STREAM_REPLICAS=3, HOLMES_ACK_WAIT_S=3, HOLMES_MAX_DELIVER=4)


class Replica:
    """One replica of a toy service: the same service name, so the same durable."""

    def __init__(self, bus: Bus, settings: Settings, label: str, handled: list) -> None:
        async def handle(ctx, env, payload):
            await asyncio.sleep(0.01)  # leave the other replica's pull a chance
            handled.append((label, env.event_id, ctx.deliveries))
            return [ctx.emit(PlanningStarted(message=label), env)]

        self.consumer = ServiceConsumer(bus, settings, service="scaled", producer="scaled@1",
                                        routes={"QueryReceived": handle})
        self.task = asyncio.create_task(self.consumer.run())

    async def stop(self) -> None:
        self.consumer.stop()
        await asyncio.wait_for(self.task, 15)


@contextlib.asynccontextmanager
async def system(cluster: NatsCluster, replica_nodes: list[int], publisher_node: int):
    buses: list[Bus] = []
    handled: list = []
    replicas: list[Replica] = []
    try:
        for i in [publisher_node, *replica_nodes]:
            settings = settings_for(cluster.urls[i])
            buses.append(await connect(settings, name=f"test-{i}"))
        for n, bus in enumerate(buses[1:]):
            replicas.append(Replica(bus, settings_for(cluster.urls[replica_nodes[n]]), f"r{n}", handled))
        await replicas_pulling(buses[0], len(replicas))
        yield buses[0], handled
    finally:
        for r in replicas:
            await r.stop()
        for b in buses:
            await b.close()


async def replicas_pulling(bus: Bus, n: int, timeout: float = 15.0) -> None:
    """Until every replica has a pull request waiting on the shared durable: the R3
    consumer is created by the first replica, and the second may see it a moment later."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        with contextlib.suppress(NatsError):
            if (await bus.js.consumer_info(STREAM_NAME, "scaled")).num_waiting >= n:
                return
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"{n} replicas are not pulling from the durable")
        await asyncio.sleep(0.05)


async def publish_retrying(bus: Bus, env, timeout: float = 20.0) -> int:
    """What a producer does while the cluster elects a new leader: retry the same event.
    Safe because the event id is the Nats-Msg-Id: a retry of a stored event is dropped."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        try:
            return await publish(bus.js, env)
        except (TimeoutError, NatsError):
            if asyncio.get_running_loop().time() > deadline:
                raise
            await asyncio.sleep(0.2)


def queries(n: int, tag: str) -> list:
    sid = f"s-{uuid.uuid4().hex[:8]}"
    return [emit(QueryReceived(query=f"{tag} {i}번 질문"), producer="client@1", session_id=sid,
                 turn_id=f"t-{tag}-{i}") for i in range(n)]


async def until(predicate, timeout: float = 20.0, what: str = "") -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def stream_counts(bus: Bus) -> Counter:
    """Stored events by type (holmes.evt.<session>.<turn>.<Type>): each test has its own cluster."""
    info = await bus.js.stream_info(STREAM_NAME, subjects_filter=">")
    counts: Counter = Counter()
    for subject, n in (info.state.subjects or {}).items():
        counts[subject.split(".")[4]] += n
    return counts


async def test_stream_is_replicated_on_three_nodes(cluster):
    bus = await connect(settings_for(cluster.urls[0]), name="test")
    try:
        info = await bus.js.stream_info(STREAM_NAME)
        assert info.config.num_replicas == 3
        members = {info.cluster.leader, *(p.name for p in info.cluster.replicas)}
        assert members == {n.name for n in cluster.nodes}
    finally:
        await bus.close()


async def test_two_replicas_on_different_nodes_share_the_work_exactly_once(cluster):
    events = queries(40, "share")
    async with system(cluster, replica_nodes=[0, 1], publisher_node=2) as (bus, handled):
        for env in events:
            await publish(bus.js, env)
        await until(lambda: len(handled) >= len(events), what="every query handled")
        await asyncio.sleep(0.5)  # time for a duplicate delivery to show up, if any
        by_event = Counter(event_id for _, event_id, _ in handled)
        assert set(by_event) == {e.event_id for e in events}
        assert max(by_event.values()) == 1  # exactly once across the replicas
        assert {label for label, _, _ in handled} == {"r0", "r1"}  # both did some of it
        counts = await stream_counts(bus)
        assert counts == {"QueryReceived": 40, "PlanningStarted": 40}


@pytest.mark.parametrize("victim", ["follower", "stream_leader"])
async def test_losing_a_node_keeps_publishing_and_consuming(cluster, victim):
    # Publisher and replica r0 sit on the node that will be stopped, so both must fail
    # over to the survivors as well; r1 sits on another node.
    probe = await connect(settings_for(cluster.urls[0]), name="probe")
    leader = (await probe.js.stream_info(STREAM_NAME)).cluster.leader
    await probe.close()
    names = [n.name for n in cluster.nodes]
    doomed = names.index(leader) if victim == "stream_leader" else next(
        i for i, name in enumerate(names) if name != leader)
    other = next(i for i in range(3) if i != doomed)

    before, after = queries(10, "before"), queries(10, "after")
    async with system(cluster, replica_nodes=[doomed, other], publisher_node=doomed) as (bus, handled):
        for env in before:
            await publish(bus.js, env)
        await until(lambda: len({e for _, e, _ in handled}) >= 10, what="queries before the loss")

        cluster.stop_node(names[doomed])
        for env in after:
            await publish_retrying(bus, env)
        wanted = {e.event_id for e in before + after}
        await until(lambda: wanted <= {e for _, e, _ in handled}, what="queries after the loss")

        survivors = await stream_counts(bus)
        assert survivors["QueryReceived"] == 20  # retried publishes were de-duplicated
        assert survivors["PlanningStarted"] == 20  # one output per query, whoever handled it
        # A query is handled twice only when the server redelivered it (an ack lost with
        # the node), never as a second copy.
        seen: set[str] = set()
        for _, event_id, deliveries in handled:
            assert event_id not in seen or deliveries > 1
            seen.add(event_id)
        info = await bus.js.stream_info(STREAM_NAME)
        assert info.cluster.leader and info.cluster.leader != names[doomed]
