"""Fixtures: the server the vitest driver (tests/sdk/python-sdk.test.ts) started, its keys, and a flaky local server."""

from __future__ import annotations

import http.server
import json
import os
import sys
import threading
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import codebeam  # noqa: E402


def env(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        pytest.fail(f"{name} is not set: run these tests through tests/sdk/python-sdk.test.ts (npx vitest run)")
    return value


@pytest.fixture
def base_url() -> str:
    return env("CODEBEAM_BASE_URL")


@pytest.fixture
def client(base_url: str) -> Iterator[codebeam.Codebeam]:
    with codebeam.Codebeam(env("CODEBEAM_API_KEY"), base_url=base_url, max_retries=0) as c:
        yield c


@pytest.fixture
async def async_client(base_url: str) -> Any:
    c = codebeam.AsyncCodebeam(env("CODEBEAM_ASYNC_API_KEY"), base_url=base_url, max_retries=0)
    yield c
    await c.aclose()


class Flaky:
    """A local HTTP server answering `failures` with `status` (and Retry-After), then 200 with JSON."""

    def __init__(self, failures: int, status: int = 503, retry_after: str = "") -> None:
        self.failures = failures
        self.status = status
        self.retry_after = retry_after
        self.requests: List[Tuple[str, Dict[str, str]]] = []
        flaky = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def answer(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                if length:
                    self.rfile.read(length)
                flaky.requests.append((self.command, {k.lower(): v for k, v in self.headers.items()}))
                if len(flaky.requests) <= flaky.failures:
                    body = json.dumps({"code": "UNAVAILABLE", "message": "try again"}).encode()
                    self.send_response(flaky.status)
                    if flaky.retry_after:
                        self.send_header("Retry-After", flaky.retry_after)
                else:
                    body = json.dumps({"balance": 7, "id": "x"}).encode()
                    self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = do_PATCH = do_DELETE = answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def flaky() -> Iterator[Any]:
    servers: List[Flaky] = []

    def make(failures: int, status: int = 503, retry_after: str = "") -> Flaky:
        server = Flaky(failures, status, retry_after)
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.close()
