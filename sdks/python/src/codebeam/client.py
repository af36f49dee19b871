"""The clients: ``Codebeam`` (synchronous) and ``AsyncCodebeam``, each with every namespace."""

from __future__ import annotations

import re
from types import TracebackType
from typing import Optional, Type

import httpx

from ._generated.clients import AsyncNamespaces, Namespaces
from ._generated.qrcodes import AsyncQrCodes as _AsyncGeneratedQrCodes
from ._generated.qrcodes import QrCodes as _GeneratedQrCodes
from ._live_scans import AsyncQrCodeStreams, AsyncScans, QrCodeStreams, Scans
from ._transport import AsyncTransport, Transport
from .errors import CodebeamError

DEFAULT_BASE_URL = "http://localhost:3000"


def _check(api_key: str, base_url: str, timeout: float, max_retries: int) -> None:
    def invalid(message: str) -> CodebeamError:
        return CodebeamError(message, code="INVALID_OPTIONS")

    if not isinstance(api_key, str) or not api_key.startswith("cb_sk_"):
        raise invalid("api_key is required and must start with 'cb_sk_' (create one in the dashboard's API keys page).")
    if not re.match(r"^https?://[^/]", base_url):
        raise invalid(f"base_url must be an http(s) URL, got {base_url!r}.")
    if not timeout > 0:
        raise invalid("timeout must be a positive number of seconds.")
    if not isinstance(max_retries, int) or max_retries < 0:
        raise invalid("max_retries must be a whole number, 0 or more.")


# The live streams are written by hand (_live_scans.py): the generated namespaces get them here.
class QrCodes(_GeneratedQrCodes, QrCodeStreams):
    """The ``qrcodes`` namespace: the generated operations and ``stream_scans``."""


class AsyncQrCodes(_AsyncGeneratedQrCodes, AsyncQrCodeStreams):
    """The asynchronous ``qrcodes`` namespace: the generated operations and ``stream_scans``."""


class Codebeam(Namespaces):
    """The synchronous client. ``timeout`` is per attempt, in seconds; GET, DELETE and creates are
    retried ``max_retries`` times after a network error, a 5xx or a 429."""

    def __init__(
        self,
        api_key: str,
        *,
        base_url: str = DEFAULT_BASE_URL,
        timeout: float = 30.0,
        max_retries: int = 2,
        http_client: Optional[httpx.Client] = None,
    ) -> None:
        _check(api_key, base_url, timeout, max_retries)
        self._transport = Transport(api_key, base_url, timeout, max_retries, http_client)
        super().__init__(self._transport)
        self.qrcodes: QrCodes = QrCodes(self._transport)
        self.scans = Scans(self._transport)

    def close(self) -> None:
        self._transport.close()

    def __enter__(self) -> "Codebeam":
        return self

    def __exit__(
        self, kind: Optional[Type[BaseException]], error: Optional[BaseException], trace: Optional[TracebackType]
    ) -> None:
        self.close()


class AsyncCodebeam(AsyncNamespaces):
    """The asynchronous client: the same namespaces and methods, awaited."""

    def __init__(
        self,
        api_key: str,
        *,
        base_url: str = DEFAULT_BASE_URL,
        timeout: float = 30.0,
        max_retries: int = 2,
        http_client: Optional[httpx.AsyncClient] = None,
    ) -> None:
        _check(api_key, base_url, timeout, max_retries)
        self._transport = AsyncTransport(api_key, base_url, timeout, max_retries, http_client)
        super().__init__(self._transport)
        self.qrcodes: AsyncQrCodes = AsyncQrCodes(self._transport)
        self.scans = AsyncScans(self._transport)

    async def aclose(self) -> None:
        await self._transport.aclose()

    async def __aenter__(self) -> "AsyncCodebeam":
        return self

    async def __aexit__(
        self, kind: Optional[Type[BaseException]], error: Optional[BaseException], trace: Optional[TracebackType]
    ) -> None:
        await self.aclose()
