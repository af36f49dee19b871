"""HTTP with retries and a timeout per attempt, over httpx (sync and async share the rules)."""

from __future__ import annotations

import asyncio
import json
import random
import time
import uuid
from typing import Any, Dict, Mapping, Optional, Tuple

import httpx

from .errors import CodebeamError, ConnectionError, TimeoutError, error_from_response

VERSION = "0.1.0"
USER_AGENT = f"codebeam-sdk-python/{VERSION}"

# As the TypeScript transport (sdk/src/transport.ts): a Retry-After longer than this is not waited for.
MAX_RETRY_WAIT = 20.0
BASE_DELAY = 0.5
MAX_DELAY = 8.0


def backoff(attempt: int) -> float:
    """Exponential backoff with jitter: half the step fixed, half random."""
    step: float = min(MAX_DELAY, BASE_DELAY * 2**attempt)
    return step / 2 + random.random() * (step / 2)


def _query(query: Optional[Mapping[str, Any]]) -> Dict[str, str]:
    out: Dict[str, str] = {}
    for name, value in (query or {}).items():
        if value is None:
            continue
        out[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return out


def _parse(response: httpx.Response) -> Any:
    if not response.content:
        return None
    try:
        return json.loads(response.content)
    except ValueError:
        return response.text


class _Call:
    """One operation: its request, and the retry decision after each attempt."""

    def __init__(
        self,
        api_key: str,
        method: str,
        path: str,
        query: Optional[Mapping[str, Any]],
        body: Any,
        idempotent: bool,
        idempotency_key: Optional[str],
        safe: bool,
        accept: Optional[str],
    ) -> None:
        headers = {
            "authorization": f"Bearer {api_key}",
            "accept": accept or "application/json",
            "user-agent": USER_AGENT,
            "x-codebeam-client": USER_AGENT,
        }
        if body is not None:
            headers["content-type"] = "application/json"
        # One key per call, the same on every retry: the server answers a repeat with the first result.
        if idempotent:
            headers["idempotency-key"] = idempotency_key or str(uuid.uuid4())
        self.method = method
        self.path = path
        self.headers = headers
        self.params = _query(query)
        self.content = None if body is None else json.dumps(body).encode("utf-8")
        self.retryable = method in ("GET", "DELETE") or idempotent or safe

    def outcome(self, response: httpx.Response, attempt: int, max_retries: int) -> Tuple[Optional[float], Any]:
        """(None, answer) when done; (wait, error) when the attempt should be repeated; raises otherwise."""
        if response.is_success:
            return None, response
        error = error_from_response(response.status_code, response.headers, _parse(response))
        transient = (
            response.status_code >= 500 or response.status_code == 429 or error.code == "IDEMPOTENCY_KEY_IN_USE"
        )
        retry_after = _retry_after(response.headers.get("retry-after"))
        wait = retry_after if retry_after else backoff(attempt)
        if not (self.retryable and attempt < max_retries) or not transient or wait > MAX_RETRY_WAIT:
            raise error
        return wait, error


def _retry_after(value: Optional[str]) -> float:
    try:
        return max(0.0, float(value)) if value else 0.0
    except ValueError:
        return 0.0


def _unreachable(base_url: str, error: Exception) -> CodebeamError:
    return ConnectionError(f"Could not reach {base_url}: {error}")


class _Base:
    def __init__(self, api_key: str, base_url: str, timeout: float, max_retries: int) -> None:
        self.api_key = api_key
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries

    def _call(self, method: str, path: str, **kw: Any) -> _Call:
        return _Call(
            self.api_key,
            method,
            path,
            kw.get("query"),
            kw.get("body"),
            bool(kw.get("idempotent")),
            kw.get("idempotency_key"),
            bool(kw.get("safe")),
            kw.get("accept"),
        )


class Transport(_Base):
    """The synchronous transport (httpx.Client)."""

    def __init__(self, api_key: str, base_url: str, timeout: float, max_retries: int, client: Optional[httpx.Client] = None) -> None:
        super().__init__(api_key, base_url, timeout, max_retries)
        self.client = client or httpx.Client()

    def send(self, method: str, path: str, *, timeout: Optional[float] = None, **kw: Any) -> httpx.Response:
        call = self._call(method, path, **kw)
        limit = timeout or self.timeout
        attempt = 0
        while True:
            can_retry = call.retryable and attempt < self.max_retries
            try:
                response = self.client.request(
                    call.method, self.base_url + call.path, params=call.params, content=call.content,
                    headers=call.headers, timeout=limit,
                )
            except httpx.TimeoutException:
                if not can_retry:
                    raise TimeoutError(limit) from None
                time.sleep(backoff(attempt))
                attempt += 1
                continue
            except httpx.TransportError as error:
                if not can_retry:
                    raise _unreachable(self.base_url, error) from error
                time.sleep(backoff(attempt))
                attempt += 1
                continue
            wait, answer = call.outcome(response, attempt, self.max_retries)
            if wait is None:
                return response
            time.sleep(wait)
            attempt += 1

    def request_json(self, method: str, path: str, **kw: Any) -> Any:
        return _parse(self.send(method, path, **kw))

    def request_bytes(self, method: str, path: str, **kw: Any) -> bytes:
        return self.send(method, path, **kw).content

    def close(self) -> None:
        self.client.close()


class AsyncTransport(_Base):
    """The asynchronous transport (httpx.AsyncClient)."""

    def __init__(self, api_key: str, base_url: str, timeout: float, max_retries: int, client: Optional[httpx.AsyncClient] = None) -> None:
        super().__init__(api_key, base_url, timeout, max_retries)
        self.client = client or httpx.AsyncClient()

    async def send(self, method: str, path: str, *, timeout: Optional[float] = None, **kw: Any) -> httpx.Response:
        call = self._call(method, path, **kw)
        limit = timeout or self.timeout
        attempt = 0
        while True:
            can_retry = call.retryable and attempt < self.max_retries
            try:
                response = await self.client.request(
                    call.method, self.base_url + call.path, params=call.params, content=call.content,
                    headers=call.headers, timeout=limit,
                )
            except httpx.TimeoutException:
                if not can_retry:
                    raise TimeoutError(limit) from None
                await asyncio.sleep(backoff(attempt))
                attempt += 1
                continue
            except httpx.TransportError as error:
                if not can_retry:
                    raise _unreachable(self.base_url, error) from error
                await asyncio.sleep(backoff(attempt))
                attempt += 1
                continue
            wait, answer = call.outcome(response, attempt, self.max_retries)
            if wait is None:
                return response
            await asyncio.sleep(wait)
            attempt += 1

    async def request_json(self, method: str, path: str, **kw: Any) -> Any:
        return _parse(await self.send(method, path, **kw))

    async def request_bytes(self, method: str, path: str, **kw: Any) -> bytes:
        return (await self.send(method, path, **kw)).content

    async def aclose(self) -> None:
        await self.client.aclose()
