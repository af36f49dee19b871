"""The asynchronous client against the real server: the same namespaces, awaited."""

from __future__ import annotations

import base64
import os
from typing import Any

import pytest

import codebeam


async def test_async_qrcodes(async_client: codebeam.AsyncCodebeam) -> None:
    created = await async_client.qrcodes.create({"content": "https://example.com/async", "name": "Async"})
    assert (await async_client.qrcodes.get(created["id"]))["name"] == "Async"
    updated = await async_client.qrcodes.update(created["id"], {"name": "Async v2"})
    assert updated["name"] == "Async v2"
    image = await async_client.qrcodes.get_image(created["id"], format="png", size=128)
    assert image[:8] == b"\x89PNG\r\n\x1a\n"
    stats = await async_client.qrcodes.get_stats(created["id"])
    assert stats["totalScans"] == 0
    assert (await async_client.qrcodes.get_scans(created["id"]))["data"] == []
    names = [code["name"] async for code in async_client.qrcodes.list_all(size=1)]
    assert names == ["Async v2"]
    assert (await async_client.qrcodes.delete(created["id"]))["deleted"] is True
    with pytest.raises(codebeam.NotFoundError):
        await async_client.qrcodes.get(created["id"])


async def test_async_other_namespaces(async_client: codebeam.AsyncCodebeam) -> None:
    assert (await async_client.templates.list())["totalTemplates"] > 0
    assert (await async_client.credits.balance())["balance"] >= 0
    assert (await async_client.qr.generate({"content": "hi", "size": 64}))[:4] == b"\x89PNG"
    workspace = (await async_client.workspaces.list())["data"][0]["id"]
    assert len((await async_client.members.list(workspace))["data"]) == 1
    assert (await async_client.invitations.list(workspace))["data"] == []
    assert isinstance((await async_client.audit.list())["data"], list)
    assert (await async_client.domains.list())["data"] == []
    assert isinstance((await async_client.imports.list())["data"], list)
    assert isinstance((await async_client.webhooks.list())["list"], list)


async def test_async_errors(base_url: str) -> None:
    client: Any = codebeam.AsyncCodebeam("cb_sk_" + "1" * 40, base_url=base_url, max_retries=0)
    try:
        with pytest.raises(codebeam.AuthenticationError):
            await client.credits.balance()
    finally:
        await client.aclose()


async def test_async_ai_wait_for(async_client: codebeam.AsyncCodebeam) -> None:
    with open(os.environ["CODEBEAM_REFERENCE_PNG"], "rb") as file:
        image = "data:image/png;base64," + base64.b64encode(file.read()).decode()
    queued = await async_client.ai.create({"content": "https://example.com/ai-async", "prompt": "sea", "image": image})
    done = await async_client.ai.wait_for(queued["generationId"], interval=0.05, timeout=120)
    assert done["status"] == "SUCCEEDED", done
