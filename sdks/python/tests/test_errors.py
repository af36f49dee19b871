"""Each error class from a real refusal of the server."""

from __future__ import annotations

import os
from typing import Callable, Type, TypeVar

import pytest

import codebeam

E = TypeVar("E", bound=codebeam.CodebeamError)


def refused(kind: Type[E], call: Callable[[], object]) -> E:
    with pytest.raises(kind) as caught:
        call()
    return caught.value


def test_authentication_error(base_url: str) -> None:
    with codebeam.Codebeam("cb_sk_" + "0" * 40, base_url=base_url, max_retries=0) as unknown:
        error = refused(codebeam.AuthenticationError, unknown.credits.balance)
    assert (error.status, error.code) == (401, "UNAUTHORIZED")
    assert error.request_id and error.request_id.startswith("req_")


def test_permission_error(base_url: str) -> None:
    with codebeam.Codebeam(os.environ["CODEBEAM_LIMITED_KEY"], base_url=base_url, max_retries=0) as limited:
        error = refused(codebeam.PermissionError, lambda: limited.qrcodes.create({"content": "https://example.com"}))
    assert isinstance(error, codebeam.AuthenticationError)
    assert (error.status, error.code) == (403, "FORBIDDEN")


def test_not_found_and_validation(client: codebeam.Codebeam) -> None:
    missing = refused(codebeam.NotFoundError, lambda: client.qrcodes.get("cm0000000000000000000000x"))
    assert missing.status == 404
    invalid = refused(codebeam.ValidationError, lambda: client.qrcodes.list(size=500))
    assert (invalid.status, invalid.code) == (400, "INVALID_REQUEST")
    assert "size" in invalid.fields


def test_credits_exhausted(base_url: str) -> None:
    with codebeam.Codebeam(os.environ["CODEBEAM_POOR_KEY"], base_url=base_url, max_retries=0) as poor:
        balance = poor.credits.balance()
        for _ in range(balance["balance"] // balance["dynamicCodeCost"]):
            poor.qrcodes.create({"content": "https://example.com/spend"})
        error = refused(codebeam.CreditsExhaustedError, lambda: poor.qrcodes.create({"content": "https://example.com"}))
    assert error.code == "CREDIT_EXHAUSTED"


def test_rate_limit(base_url: str) -> None:
    limit = int(os.environ["CODEBEAM_RATE_LIMIT"])
    with codebeam.Codebeam(os.environ["CODEBEAM_RATE_KEY"], base_url=base_url, max_retries=0) as busy:
        # A fixed window may roll over once between two calls; three windows' worth always reaches a refusal.
        for _ in range(3 * limit + 1):
            try:
                busy.credits.balance()
            except codebeam.RateLimitError as error:
                assert error.status == 429
                assert error.retry_after is not None and error.retry_after > 0
                assert (error.limit, error.remaining) == (limit, 0)
                assert error.reset is not None
                return
    raise AssertionError("never rate limited")
