"""Codebeam: the Python client of the Codebeam QR code API."""

from . import models
from ._transport import VERSION as __version__
from .client import DEFAULT_BASE_URL, AsyncCodebeam, Codebeam
from .errors import (
    AuthenticationError,
    CodebeamError,
    ConnectionError,
    CreditsExhaustedError,
    NotFoundError,
    PermissionError,
    RateLimitError,
    TimeoutError,
    ValidationError,
)

__all__ = [
    "__version__",
    "models",
    "DEFAULT_BASE_URL",
    "Codebeam",
    "AsyncCodebeam",
    "CodebeamError",
    "AuthenticationError",
    "PermissionError",
    "NotFoundError",
    "ValidationError",
    "RateLimitError",
    "CreditsExhaustedError",
    "ConnectionError",
    "TimeoutError",
]
