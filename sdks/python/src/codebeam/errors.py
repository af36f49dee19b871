"""The errors the client raises: one class per kind of refusal, all CodebeamError."""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional

__all__ = [
    "CodebeamError",
    "AuthenticationError",
    "PermissionError",
    "NotFoundError",
    "ValidationError",
    "RateLimitError",
    "CreditsExhaustedError",
    "ConnectionError",
    "TimeoutError",
    "error_from_response",
]


class CodebeamError(Exception):
    """Every error the client raises. ``status`` is 0 when no HTTP answer arrived."""

    def __init__(
        self,
        message: str,
        *,
        status: int = 0,
        code: str = "",
        details: Optional[List[Dict[str, Any]]] = None,
        request_id: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        #: The server's code (``INVALID_REQUEST``, ``NOT_FOUND``, …), upper case.
        self.code = code
        self.details: List[Dict[str, Any]] = details or []
        #: The X-Request-Id of the failed answer: quote it when reporting a problem.
        self.request_id = request_id
        self.headers: Dict[str, str] = {k.lower(): v for k, v in (headers or {}).items()}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(status={self.status}, code={self.code!r}, message={self.message!r})"


class AuthenticationError(CodebeamError):
    """401: the key is missing, malformed, unknown or revoked."""


class PermissionError(AuthenticationError):  # noqa: A001 - the API's name, as the TypeScript client has it
    """403: the key lacks a permission the operation needs (e.g. ``qrcode:create``)."""


class NotFoundError(CodebeamError):
    """404: no such resource in the key's workspace."""


class ValidationError(CodebeamError):
    """400: the request was refused; ``fields`` maps each offending field to its message."""

    @property
    def fields(self) -> Dict[str, str]:
        return {str(d.get("field", "")): str(d.get("message", "")) for d in self.details}


class CreditsExhaustedError(CodebeamError):
    """Not enough credits for a dynamic code (403 CREDIT_EXHAUSTED, or 402)."""


def _number(headers: Mapping[str, str], name: str) -> Optional[float]:
    value = headers.get(name)
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        return None


class RateLimitError(CodebeamError):
    """429: the per-minute rate limit or the daily quota is used up."""

    def __init__(self, message: str, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        #: Seconds to wait (Retry-After).
        self.retry_after = _number(self.headers, "retry-after")
        self.limit = _number(self.headers, "x-ratelimit-limit")
        self.remaining = _number(self.headers, "x-ratelimit-remaining")
        #: Unix seconds at which the window resets.
        self.reset = _number(self.headers, "x-ratelimit-reset")


class ConnectionError(CodebeamError):  # noqa: A001
    """No answer: the network failed."""

    def __init__(self, message: str) -> None:
        super().__init__(message, status=0, code="CONNECTION_ERROR")


class TimeoutError(ConnectionError):  # noqa: A001
    """An attempt took longer than its timeout."""

    def __init__(self, timeout: float) -> None:
        super().__init__(f"The request timed out after {timeout} s.")
        self.code = "TIMEOUT"


def _text(value: Any) -> Optional[str]:
    return value if isinstance(value, str) and value != "" else None


def error_from_response(status: int, headers: Mapping[str, str], body: Any) -> CodebeamError:
    """The error an HTTP error answer stands for; reads both body shapes (flat, and nested under ``error``)."""
    flat: Dict[str, Any] = body if isinstance(body, dict) else {}
    source: Dict[str, Any] = flat["error"] if isinstance(flat.get("error"), dict) else flat
    lower = {k.lower(): v for k, v in headers.items()}
    code = (_text(source.get("code")) or f"HTTP_{status}").upper()
    message = _text(source.get("message")) or _text(flat.get("error")) or f"The server answered {status}."
    details = source.get("details")
    kwargs: Dict[str, Any] = {
        "status": status,
        "code": code,
        "details": [d for d in details if isinstance(d, dict)] if isinstance(details, list) else [],
        "request_id": _text(source.get("requestId")) or lower.get("x-request-id"),
        "headers": lower,
    }
    if status == 401:
        return AuthenticationError(message, **kwargs)
    if status == 429:
        return RateLimitError(message, **kwargs)
    if status == 402 or code == "CREDIT_EXHAUSTED":
        return CreditsExhaustedError(message, **kwargs)
    if status == 403:
        return PermissionError(message, **kwargs)
    if status == 404:
        return NotFoundError(message, **kwargs)
    if status == 400:
        return ValidationError(message, **kwargs)
    return CodebeamError(message, **kwargs)
