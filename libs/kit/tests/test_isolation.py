"""The root conftest keeps unit tests off the network; a marker opts in."""

from __future__ import annotations

import socket

import pytest


def test_a_unit_test_cannot_open_a_tcp_connection():
    with socket.socket() as s, pytest.raises(RuntimeError, match="pytest.mark.network"):
        s.connect(("127.0.0.1", 9))


@pytest.mark.network
def test_a_network_test_may():
    with socket.socket() as server, socket.socket() as client:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        client.connect(server.getsockname())  # a local fake, as the LLM fake-server tests use
