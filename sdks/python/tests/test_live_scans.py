"""Live scan streams: a scan recorded through the code's short link arrives, sync and async; refusals raise
their error class; against a local server, a dropped connection is resumed with Last-Event-ID and leaving
the loop closes the connection."""

from __future__ import annotations

import asyncio
import http.server
import os
import queue
import threading
import time
from typing import Any, AsyncIterator, Callable, Dict, Iterator, List
from urllib.parse import urlparse

import httpx
import pytest

import codebeam
from codebeam.models import LiveEvent

DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
DEADLINE = 30.0


def scan(short_link: str, attempt: int) -> None:
    """Follows the short link as a browser would (on the driver's short-link server), a new visitor each time."""
    origin = os.environ.get("CODEBEAM_SHORT_LINK_ORIGIN")
    if not origin:
        pytest.fail("CODEBEAM_SHORT_LINK_ORIGIN is not set: run these tests through tests/sdk/python-sdk.test.ts")
    url = origin + urlparse(short_link).path
    httpx.get(url, headers={"user-agent": f"{DESKTOP} Live/{attempt}"}, follow_redirects=False)


def dynamic_code(client: codebeam.Codebeam, name: str) -> Dict[str, Any]:
    created = client.qrcodes.create({"content": f"https://example.com/{name}", "mode": "DYNAMIC", "name": name})
    return {"id": created["id"], "shortLink": created["shortLink"]}


def first_scan_while_scanning(events: Iterator[LiveEvent], short_link: str) -> LiveEvent:
    """Reads the stream in a thread while scanning every half second: a scan made before the stream
    subscribed is not sent, so scanning goes on until one arrives."""
    found: "queue.Queue[Any]" = queue.Queue()

    def read() -> None:
        try:
            found.put(next(event for event in events if event["type"] == "scan"))
        except BaseException as error:  # handed to the test
            found.put(error)

    reader = threading.Thread(target=read)
    reader.start()
    attempt = 0
    stop = time.monotonic() + DEADLINE
    while reader.is_alive() and time.monotonic() < stop:
        attempt += 1
        scan(short_link, attempt)
        reader.join(0.5)
    assert not reader.is_alive(), "no scan event arrived"
    event = found.get_nowait()
    if isinstance(event, BaseException):
        raise event
    return event  # type: ignore[no-any-return]


def test_stream_scans_yields_the_code_scan(client: codebeam.Codebeam) -> None:
    code = dynamic_code(client, "live-sync")
    events = client.qrcodes.stream_scans(code["id"])
    event = first_scan_while_scanning(events, code["shortLink"])
    events.close()
    assert event["type"] == "scan"
    assert event["scan"]["qrCodeId"] == code["id"] and event["scan"]["eventType"] == "click"


def test_workspace_stream_yields_every_code_scan(client: codebeam.Codebeam) -> None:
    code = dynamic_code(client, "live-workspace")
    events = client.scans.stream()
    event = first_scan_while_scanning(events, code["shortLink"])
    events.close()
    assert event["type"] == "scan" and event["scan"]["qrCodeId"] == code["id"]


def test_stream_refusals_raise_their_error_class(client: codebeam.Codebeam, base_url: str) -> None:
    with pytest.raises(codebeam.NotFoundError):
        next(client.qrcodes.stream_scans("cabcdefghijklmnopqrstuvw"))
    with codebeam.Codebeam("cb_sk_notakey", base_url=base_url) as stranger:
        with pytest.raises(codebeam.AuthenticationError):
            next(stranger.scans.stream())


async def test_async_stream_yields_the_code_scan(
    client: codebeam.Codebeam, async_client: codebeam.AsyncCodebeam, base_url: str
) -> None:
    code = dynamic_code(client, "live-async")
    with pytest.raises(codebeam.NotFoundError):  # another workspace's code
        await async_client.qrcodes.stream_scans(code["id"]).__anext__()

    async def first_scan(events: AsyncIterator[LiveEvent]) -> LiveEvent:
        async for event in events:
            if event["type"] == "scan":
                return event
        raise AssertionError("the stream ended")

    async with codebeam.AsyncCodebeam(os.environ["CODEBEAM_API_KEY"], base_url=base_url) as mine:
        events = mine.qrcodes.stream_scans(code["id"])
        waiting = asyncio.ensure_future(first_scan(events))
        attempt = 0
        stop = time.monotonic() + DEADLINE
        while not waiting.done() and time.monotonic() < stop:
            attempt += 1
            await asyncio.to_thread(scan, code["shortLink"], attempt)
            await asyncio.wait({waiting}, timeout=0.5)
        assert waiting.done(), "no scan event arrived"
        event = waiting.result()
        await events.aclose()
    assert event["type"] == "scan" and event["scan"]["qrCodeId"] == code["id"]


class Dropping:
    """A local event stream: the first connection sends one scan and drops; later ones record their
    Last-Event-ID, send a second scan (CR line ends, a comment, data on two lines) and a heartbeat
    until the client leaves."""

    def __init__(self, first_status: int = 200) -> None:
        self.last_event_ids: List[str] = []
        self.left = threading.Event()
        self.first_status = first_status
        dropping = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                dropping.last_event_ids.append(self.headers.get("last-event-id") or "")
                if len(dropping.last_event_ids) == 1 and dropping.first_status != 200:
                    self.send_response(dropping.first_status)
                    self.send_header("content-length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                connection = len(dropping.last_event_ids) - (0 if dropping.first_status == 200 else 1)
                if connection == 1:
                    self.wfile.write(b'retry: 10\n\nid: first\nevent: scan\ndata: {"id": "s1", "qrCodeId": "q"}\r\n\r\n')
                    return  # the connection drops
                self.wfile.write(b': hello\rid: second\revent: scan\rdata: {"id": "s2",\rdata: "qrCodeId": "q"}\r\r')
                try:
                    while True:
                        self.wfile.write(b": heartbeat\n\n")
                        self.wfile.flush()
                        time.sleep(0.05)
                except OSError:
                    dropping.left.set()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def dropping() -> Iterator[Callable[..., Dropping]]:
    servers: List[Dropping] = []

    def make(first_status: int = 200) -> Dropping:
        servers.append(Dropping(first_status))
        return servers[-1]

    yield make
    for server in servers:
        server.close()


def test_reconnects_with_last_event_id_and_leaving_closes_the_connection(dropping: Any) -> None:
    server = dropping()
    with codebeam.Codebeam("cb_sk_test", base_url=server.url) as client:
        seen = []
        for event in client.scans.stream():
            assert event["type"] == "scan"
            seen.append(event["scan"]["id"])
            if len(seen) == 2:
                break
    assert seen == ["s1", "s2"]
    assert server.last_event_ids == ["", "first"]
    assert server.left.wait(DEADLINE), "the connection stayed open after the loop ended"


async def test_async_reconnects_after_a_5xx(dropping: Any) -> None:
    server = dropping(first_status=503)
    async with codebeam.AsyncCodebeam("cb_sk_test", base_url=server.url) as client:
        events = client.qrcodes.stream_scans("q")
        first = await events.__anext__()
        second = await events.__anext__()
        await events.aclose()
    assert [first["type"], second["type"]] == ["scan", "scan"]
    assert server.last_event_ids == ["", "", "first"]
    assert server.left.wait(DEADLINE), "the connection stayed open after aclose()"
