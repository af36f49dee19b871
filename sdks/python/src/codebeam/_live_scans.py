"""Live scan streams (``qrcodes.stream_scans``, ``scans.stream``), sync and async, with the TypeScript
client's rules (sdk/src/live-scans.ts): a dropped connection, a silent one or a 5xx reconnects with
``Last-Event-ID`` after a backoff (the server replays the scans missed, or sends ``reset``); a refusal
(401, 403, 404, 429) raises its error class at once. Plain generators: no thread runs beside them,
and closing one (leaving the ``for`` loop, ``close()``, ``aclose()``) closes its connection."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, AsyncGenerator, Dict, Generator, Literal, Optional, TypedDict, Union
from urllib.parse import quote

import httpx

from ._generated.models import LiveFiltered, LiveScan
from ._sse import Frame, SseParser
from ._transport import USER_AGENT, AsyncTransport, Transport, _parse
from .errors import CodebeamError, ConnectionError, error_from_response

__all__ = [
    "LiveEvent",
    "LiveScanEvent",
    "LiveFilteredEvent",
    "LiveResetEvent",
    "DEFAULT_IDLE_TIMEOUT",
    "QrCodeStreams",
    "AsyncQrCodeStreams",
    "Scans",
    "AsyncScans",
]

#: No byte for this long (the server sends a heartbeat every 15 s) means a dead connection: reconnect.
DEFAULT_IDLE_TIMEOUT = 45.0
MAX_RECONNECT_DELAY = 60.0


class LiveScanEvent(TypedDict):
    """A counted scan."""

    type: Literal["scan"]
    scan: LiveScan


class LiveFilteredEvent(TypedDict):
    """Requests of a code answered but not counted (bots, link previews, repeats), by class."""

    type: Literal["filtered"]
    filtered: LiveFiltered


class LiveResetEvent(TypedDict):
    """Scans were missed (more than a reconnect replays): reload your figures."""

    type: Literal["reset"]
    reason: str


LiveEvent = Union[LiveScanEvent, LiveFilteredEvent, LiveResetEvent]


class _Resume:
    """What a stream remembers across its connections: the last event id, the server's retry, the failures."""

    def __init__(self, transport: Union[Transport, AsyncTransport], path: str, idle_timeout: float) -> None:
        self.url = transport.base_url + path
        self.api_key = transport.api_key
        self.timeout = httpx.Timeout(transport.timeout, read=idle_timeout)
        self.last_event_id = ""
        self.retry = 3.0
        self.failures = 0

    def headers(self) -> Dict[str, str]:
        headers = {
            "authorization": f"Bearer {self.api_key}",
            "accept": "text/event-stream",
            "cache-control": "no-cache",
            "user-agent": USER_AGENT,
            "x-codebeam-client": USER_AGENT,
        }
        if self.last_event_id:
            headers["last-event-id"] = self.last_event_id
        return headers

    def event(self, frame: Frame) -> Optional[LiveEvent]:
        """The event a frame carries, after taking its id and retry; None for anything else."""
        self.failures = 0
        if frame.retry is not None:
            self.retry = frame.retry / 1000
        if frame.id is not None:
            self.last_event_id = frame.id
        if frame.data is None:
            return None
        try:
            data: Any = json.loads(frame.data)
        except ValueError:
            return None  # not this API's frame: skipped as an EventSource skips unknown events
        if frame.event == "scan":
            return {"type": "scan", "scan": data}
        if frame.event == "filtered":
            return {"type": "filtered", "filtered": data}
        if frame.event == "reset" and isinstance(data, dict):
            return {"type": "reset", "reason": str(data.get("reason", ""))}
        return None

    def failed(self, error: Exception) -> None:
        """Counts a transient failure; raises a refusal, which reconnecting would not change."""
        if isinstance(error, CodebeamError) and not isinstance(error, ConnectionError) and error.status < 500:
            raise error
        self.failures += 1

    def delay(self) -> float:
        return float(min(self.retry * 2 ** max(0, self.failures - 1), MAX_RECONNECT_DELAY))


def _refusal(response: httpx.Response) -> CodebeamError:
    """The error class of a refused stream (its body read in full first)."""
    return error_from_response(response.status_code, response.headers, _parse(response))


def _lost(url: str, error: Exception) -> ConnectionError:
    return ConnectionError(f"The stream {url} was interrupted: {error}")


def live_events(transport: Transport, path: str, idle_timeout: float) -> Generator[LiveEvent, None, None]:
    resume = _Resume(transport, path, idle_timeout)
    while True:
        try:
            request = transport.client.build_request("GET", resume.url, headers=resume.headers(), timeout=resume.timeout)
            response = transport.client.send(request, stream=True)
            try:
                if not response.is_success:
                    response.read()
                    raise _refusal(response)
                parser = SseParser()
                for chunk in response.iter_bytes():
                    for frame in parser.feed(chunk):
                        event = resume.event(frame)
                        if event is not None:
                            yield event
            finally:
                response.close()
        except (httpx.TransportError, httpx.StreamError) as error:
            resume.failed(_lost(resume.url, error))
        except CodebeamError as error:
            resume.failed(error)
        time.sleep(resume.delay())


async def async_live_events(transport: AsyncTransport, path: str, idle_timeout: float) -> AsyncGenerator[LiveEvent, None]:
    resume = _Resume(transport, path, idle_timeout)
    while True:
        try:
            request = transport.client.build_request("GET", resume.url, headers=resume.headers(), timeout=resume.timeout)
            response = await transport.client.send(request, stream=True)
            try:
                if not response.is_success:
                    await response.aread()
                    raise _refusal(response)
                parser = SseParser()
                async for chunk in response.aiter_bytes():
                    for frame in parser.feed(chunk):
                        event = resume.event(frame)
                        if event is not None:
                            yield event
            finally:
                await response.aclose()
        except (httpx.TransportError, httpx.StreamError) as error:
            resume.failed(_lost(resume.url, error))
        except CodebeamError as error:
            resume.failed(error)
        await asyncio.sleep(resume.delay())


def _code_path(code_id: str) -> str:
    return f"/api/v1/qrcodes/{quote(str(code_id), safe='')}/scans/stream"


class QrCodeStreams:
    """The live stream of the synchronous ``qrcodes`` namespace."""

    _t: Transport

    def stream_scans(self, id: str, *, idle_timeout: float = DEFAULT_IDLE_TIMEOUT) -> Generator[LiveEvent, None, None]:
        """The code's scans as they happen: ``{"type": "scan", "scan": …}``, ``{"type": "filtered", …}`` or
        ``{"type": "reset", "reason": …}``, reconnecting by itself; raises a refusal's error class. Leaving
        the loop (or ``close()``) closes the connection. ``idle_timeout``: seconds without a byte (the
        server's heartbeat comes every 15) before reconnecting."""
        return live_events(self._t, _code_path(id), idle_timeout)


class AsyncQrCodeStreams:
    """The live stream of the asynchronous ``qrcodes`` namespace."""

    _t: AsyncTransport

    def stream_scans(self, id: str, *, idle_timeout: float = DEFAULT_IDLE_TIMEOUT) -> AsyncGenerator[LiveEvent, None]:
        """``stream_scans`` for ``async for``: ``await events.aclose()`` closes the connection when leaving early."""
        return async_live_events(self._t, _code_path(id), idle_timeout)


class Scans:
    """Scans across the workspace."""

    def __init__(self, transport: Transport) -> None:
        self._t = transport

    def stream(self, *, idle_timeout: float = DEFAULT_IDLE_TIMEOUT) -> Generator[LiveEvent, None, None]:
        """Every code's scans as they happen, as ``qrcodes.stream_scans`` gives one code's."""
        return live_events(self._t, "/api/v1/scans/stream", idle_timeout)


class AsyncScans:
    """Scans across the workspace (asynchronous)."""

    def __init__(self, transport: AsyncTransport) -> None:
        self._t = transport

    def stream(self, *, idle_timeout: float = DEFAULT_IDLE_TIMEOUT) -> AsyncGenerator[LiveEvent, None]:
        """Every code's scans as they happen (``async for``; ``await events.aclose()`` when leaving early)."""
        return async_live_events(self._t, "/api/v1/scans/stream", idle_timeout)
