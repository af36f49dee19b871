"""Hand-written conveniences the generated namespaces inherit (scripts/lib/python-operations.ts names them)."""

from __future__ import annotations

import asyncio
import time
from typing import Optional

from ._generated.models import AiGeneration
from .errors import CodebeamError

__all__ = ["AiWait", "AsyncAiWait"]


def _still_running(generation_id: str, status: str, timeout: float) -> CodebeamError:
    return CodebeamError(f"Generation {generation_id} is still {status} after {timeout} s.", code="WAIT_TIMEOUT")


class AiWait:
    def get(self, generation_id: str, *, timeout: Optional[float] = None) -> AiGeneration:
        raise NotImplementedError  # the generated namespace's operation

    def wait_for(self, generation_id: str, *, interval: float = 1.0, timeout: float = 600.0) -> AiGeneration:
        """Polls the generation until it SUCCEEDED or FAILED and returns it (a FAILED one is returned, not raised)."""
        deadline = time.monotonic() + timeout
        while True:
            generation = self.get(generation_id)
            if generation["status"] in ("SUCCEEDED", "FAILED"):
                return generation
            if time.monotonic() + interval > deadline:
                raise _still_running(generation_id, generation["status"], timeout)
            time.sleep(interval)


class AsyncAiWait:
    async def get(self, generation_id: str, *, timeout: Optional[float] = None) -> AiGeneration:
        raise NotImplementedError  # the generated namespace's operation

    async def wait_for(self, generation_id: str, *, interval: float = 1.0, timeout: float = 600.0) -> AiGeneration:
        """Polls the generation until it SUCCEEDED or FAILED and returns it (a FAILED one is returned, not raised)."""
        deadline = time.monotonic() + timeout
        while True:
            generation = await self.get(generation_id)
            if generation["status"] in ("SUCCEEDED", "FAILED"):
                return generation
            if time.monotonic() + interval > deadline:
                raise _still_running(generation_id, generation["status"], timeout)
            await asyncio.sleep(interval)
