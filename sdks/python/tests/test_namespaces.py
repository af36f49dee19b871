"""Every other namespace of the synchronous client against the real server."""

from __future__ import annotations

import base64
import os
import time

import codebeam

PNG = b"\x89PNG\r\n\x1a\n"


def test_templates_credits_and_public_generate(client: codebeam.Codebeam) -> None:
    assert client.templates.list()["totalTemplates"] > 0
    balance = client.credits.balance()
    assert balance["balance"] >= 0 and balance["dynamicCodeCost"] > 0
    png = client.qr.generate({"content": "hello", "size": 128})
    assert png[:8] == PNG
    check = client.qr.print_check(content="hello", width_mm=25)
    assert check["modules"] > 0


def test_webhooks(client: codebeam.Codebeam) -> None:
    receiver = os.environ["CODEBEAM_RECEIVER_URL"]
    hook = client.webhooks.create({"url": f"{receiver}/hook", "events": ["qrcode.created"]})
    assert hook["secret"].startswith("whsec_")
    assert [item["id"] for item in client.webhooks.list()["list"]] == [hook["id"]]
    assert [item["id"] for item in client.webhooks.list_all(size=1)] == [hook["id"]]
    assert client.webhooks.get(hook["id"])["status"] == "ACTIVE"
    updated = client.webhooks.update(hook["id"], {"events": ["scan.created", "qrcode.created"]})
    assert updated["events"] == ["scan.created", "qrcode.created"]
    delivery = client.webhooks.test(hook["id"])
    assert delivery["id"].startswith("msg_")
    assert delivery["id"] in [item["id"] for item in client.webhooks.list_deliveries(hook["id"])["list"]]
    assert client.webhooks.retry_delivery(hook["id"], delivery["id"])["id"] == delivery["id"]
    assert client.webhooks.rotate_secret(hook["id"])["secret"] != hook["secret"]
    assert client.webhooks.delete(hook["id"]) == {"id": hook["id"], "deleted": True}


def test_domains(client: codebeam.Codebeam) -> None:
    hostname = f"py-{int(time.time() * 1000):x}.brand.test"
    added = client.domains.create({"hostname": hostname})
    assert (added["hostname"], added["status"]) == (hostname, "PENDING")
    assert client.domains.get(added["id"])["id"] == added["id"]
    assert client.domains.verify(added["id"])["status"] == "PENDING"
    updated = client.domains.update(added["id"], {"redirects": {"root": "https://brand.example/"}})
    assert updated["redirects"]["root"] == "https://brand.example/"
    assert [domain["id"] for domain in client.domains.list()["data"]] == [added["id"]]
    assert client.domains.delete(added["id"], force=True)["deleted"] is True
    assert client.domains.list()["data"] == []


def test_imports(client: codebeam.Codebeam) -> None:
    queued = client.imports.create({"source": "csv", "options": {"csv": "url\nhttps://example.com/\n"}, "dryRun": True})
    assert queued["status"] == "QUEUED"
    assert queued["importId"] in [item["id"] for item in client.imports.list()["data"]]
    assert client.imports.get(queued["importId"])["id"] == queued["importId"]
    try:
        assert client.imports.cancel(queued["importId"])["id"] == queued["importId"]
    except codebeam.CodebeamError as error:  # it may have finished already: then it cannot be cancelled
        assert error.status == 409


def test_ai(client: codebeam.Codebeam) -> None:
    with open(os.environ["CODEBEAM_REFERENCE_PNG"], "rb") as file:
        image = "data:image/png;base64," + base64.b64encode(file.read()).decode()
    queued = client.ai.create({"content": "https://example.com/ai", "prompt": "harbour", "image": image, "variants": 2})
    assert queued["status"] == "QUEUED"
    assert client.ai.get(queued["generationId"])["generationId"] == queued["generationId"]
    done = client.ai.wait_for(queued["generationId"], interval=0.05, timeout=120)
    assert done["status"] == "SUCCEEDED", done
    index = next(v["index"] for v in done["variants"] if v["scannable"])
    chosen = client.ai.choose_variant(done["generationId"], {"variant": index})
    assert chosen["qrcode"] and chosen["qrcode"]["variant"] == index
    assert client.ai.get_variant_image(done["generationId"], index)[:8] == PNG
    assert done["qrcode"]
    again = client.ai.regenerate(done["qrcode"]["id"], {"prompt": "harbour at night"})
    assert again["status"] == "QUEUED"
    regenerated = client.ai.wait_for(again["generationId"], interval=0.05, timeout=120)
    assert regenerated["status"] == "SUCCEEDED" and regenerated["qrcode"]
    assert regenerated["qrcode"]["id"] == done["qrcode"]["id"]


def test_teams(client: codebeam.Codebeam) -> None:
    workspaces = client.workspaces.list()["data"]
    assert len(workspaces) == 1
    workspace = workspaces[0]["id"]
    assert len(client.members.list(workspace)["data"]) == 1
    assert client.invitations.list(workspace)["data"] == []
    client.qrcodes.create({"content": "https://example.com/audited"})
    events = [event["id"] for event in client.audit.list(size=50)["data"]]
    paged = [event["id"] for event in client.audit.list_all(size=2)]
    assert events and set(events) <= set(paged) and len(paged) == len(set(paged))
