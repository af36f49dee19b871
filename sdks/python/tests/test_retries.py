"""Retries against a local server that fails twice then answers, and one idempotent create charged once."""

from __future__ import annotations

from typing import Any

import pytest

import codebeam


def test_get_retried_after_503_with_backoff(flaky: Any) -> None:
    server = flaky(2)
    with codebeam.Codebeam("cb_sk_test", base_url=server.url, max_retries=2) as client:
        assert client.credits.balance()["balance"] == 7
    assert len(server.requests) == 3


def test_429_honours_retry_after(flaky: Any) -> None:
    server = flaky(2, status=429, retry_after="0.2")
    with codebeam.Codebeam("cb_sk_test", base_url=server.url, max_retries=2) as client:
        assert client.credits.balance()["balance"] == 7
    assert len(server.requests) == 3


def test_gives_up_after_max_retries(flaky: Any) -> None:
    server = flaky(5)
    with codebeam.Codebeam("cb_sk_test", base_url=server.url, max_retries=1) as client:
        with pytest.raises(codebeam.CodebeamError) as caught:
            client.credits.balance()
    assert caught.value.status == 503 and len(server.requests) == 2


def test_create_retried_with_one_idempotency_key(flaky: Any) -> None:
    server = flaky(2)
    with codebeam.Codebeam("cb_sk_test", base_url=server.url, max_retries=2) as client:
        client.qrcodes.create({"content": "https://example.com"})
    keys = {headers["idempotency-key"] for _, headers in server.requests}
    assert len(server.requests) == 3 and len(keys) == 1


def test_update_is_not_retried(flaky: Any) -> None:
    server = flaky(2)
    with codebeam.Codebeam("cb_sk_test", base_url=server.url, max_retries=2) as client:
        with pytest.raises(codebeam.CodebeamError):
            client.qrcodes.update("x", {"name": "n"})
    assert len(server.requests) == 1


def test_timeout_per_attempt() -> None:
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)  # accepts the connection and never answers
    try:
        with codebeam.Codebeam(
            "cb_sk_test", base_url=f"http://127.0.0.1:{listener.getsockname()[1]}", timeout=0.3, max_retries=0
        ) as client:
            with pytest.raises(codebeam.TimeoutError):
                client.credits.balance()
    finally:
        listener.close()


async def test_async_retried(flaky: Any) -> None:
    server = flaky(2)
    client = codebeam.AsyncCodebeam("cb_sk_test", base_url=server.url, max_retries=2)
    try:
        assert (await client.credits.balance())["balance"] == 7
    finally:
        await client.aclose()
    assert len(server.requests) == 3


def test_idempotent_create_ten_times_charged_once(client: codebeam.Codebeam) -> None:
    before = client.credits.balance()
    ids = {
        client.qrcodes.create({"content": "https://example.com/once"}, idempotency_key="py-order-1")["id"]
        for _ in range(10)
    }
    assert len(ids) == 1
    assert client.credits.balance()["balance"] == before["balance"] - before["dynamicCodeCost"]


def test_options_are_checked() -> None:
    with pytest.raises(codebeam.CodebeamError):
        codebeam.Codebeam("not-a-key")
    with pytest.raises(codebeam.CodebeamError):
        codebeam.Codebeam("cb_sk_x", base_url="ftp://x")
