"""Every qrcodes method of the synchronous client against the real server."""

from __future__ import annotations

import base64
import struct
from typing import Tuple

import codebeam

PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> Tuple[int, int]:
    assert data[:8] == PNG
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_create_get_update_clone_list_delete(client: codebeam.Codebeam) -> None:
    created = client.qrcodes.create({"content": "https://example.com/launch", "name": "Launch", "keywords": ["coffee"]})
    assert created["id"] and created["shortLink"] and created["templateUsed"]
    got = client.qrcodes.get(created["id"])
    assert (got["id"], got["name"], got["mode"], got["status"]) == (created["id"], "Launch", "DYNAMIC", "READY")
    updated = client.qrcodes.update(created["id"], {"targetUrl": "https://example.com/v2", "name": "Launch v2"})
    assert (updated["targetUrl"], updated["name"]) == ("https://example.com/v2", "Launch v2")
    copy = client.qrcodes.clone(created["id"], {"name": "Copy"})
    assert (copy["clonedFrom"], copy["name"]) == (created["id"], "Copy")
    batch = client.qrcodes.batch_create({"items": [{"content": "plain text", "mode": "STATIC"}, {"content": "not a url"}]})
    assert (batch["total"], batch["succeeded"], batch["failed"]) == (2, 1, 1)
    ids = {code["id"] for code in client.qrcodes.list(size=50)["data"]}
    assert {created["id"], copy["id"]} <= ids
    assert client.qrcodes.delete(copy["id"]) == {"id": copy["id"], "deleted": True}
    try:
        client.qrcodes.get(copy["id"])
        raise AssertionError("a deleted code was found")
    except codebeam.NotFoundError as error:
        assert error.status == 404


def test_list_all_pages(client: codebeam.Codebeam) -> None:
    tag = "pages-sync"
    client.qrcodes.batch_create(
        {"items": [{"content": f"text {i}", "mode": "STATIC", "name": f"s{i}", "tags": [tag]} for i in range(7)]}
    )
    names = sorted(code["name"] or "" for code in client.qrcodes.list_all(size=3, tag=tag))
    assert names == [f"s{i}" for i in range(7)]


def test_stats_scans_csv_share_print_check(client: codebeam.Codebeam) -> None:
    code = client.qrcodes.create({"content": "https://example.com/stats"})
    stats = client.qrcodes.get_stats(code["id"], start_date="2026-01-01")
    assert (stats["totalScans"], stats["uniqueUsers"]) == (0, 0)
    assert stats["dailyScans"] and all(day["count"] == 0 for day in stats["dailyScans"])
    scans = client.qrcodes.get_scans(code["id"], size=5)
    assert scans["data"] == [] and scans["pagination"]["size"] == 5
    assert client.qrcodes.export_stats_csv(code["id"]).startswith("metric,key,count")
    assert isinstance(client.qrcodes.export_scans_csv(code["id"]), str)
    assert client.qrcodes.export_csv().startswith("id,name,mode,status")
    share = client.qrcodes.share(code["id"], {"showTarget": False})
    assert share["url"].startswith("http")
    assert client.qrcodes.unshare(code["id"])["revoked"] is True
    check = client.qrcodes.print_check(code["id"], width_mm=30, distance_m=1)
    assert isinstance(check["ok"], bool) and check["modules"] > 0


def test_images_export_sheet_logo(client: codebeam.Codebeam) -> None:
    code = client.qrcodes.create({"content": "https://example.com/image", "name": "Image"})
    image = client.qrcodes.get_image(code["id"], format="png", size=128)
    assert png_size(image) == (128, 128)
    archive = client.qrcodes.export({"ids": [code["id"]], "format": "png", "size": 128})
    assert archive[:2] == b"PK"
    pdf = client.qrcodes.sheet({"ids": [code["id"]]})
    assert pdf[:5] == b"%PDF-"
    logo = client.qrcodes.upload_logo({"image": "data:image/png;base64," + base64.b64encode(image).decode()})
    assert logo["logo"].startswith("logo:") and logo["width"] > 0


def test_tags(client: codebeam.Codebeam) -> None:
    code = client.qrcodes.create({"content": "https://example.com/tags"})
    changed = client.qrcodes.change_tags({"ids": [code["id"]], "add": ["spring"]})
    assert changed["updated"] == 1
    assert "spring" in [tag["tag"] for tag in client.qrcodes.list_tags()["data"]]
