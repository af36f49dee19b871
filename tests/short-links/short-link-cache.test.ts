import { describe, expect, it } from "vitest";
import type { ShortLinkFinder } from "@/lib/short-links/find-short-link";
import { createShortLinkCache, SHORT_LINK_CHANNEL } from "@/lib/short-links/short-link-cache";
import { finderFor } from "@/lib/short-links/short-link-deps";
import { testDatabaseKind, useTestDatabase } from "../helpers/database";
import { eventually } from "../webhooks/webhook-helpers";
import { changeCode, hit, makeCode, startShortLinkServer } from "./short-link-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

const database = useTestDatabase();

/** The database's finder, counting the codes it is asked for. */
function countingFinder() {
  const find = finderFor(database.current());
  const counted: { reads: number; find: ShortLinkFinder } = {
    reads: 0,
    find: (shortCode) => {
      counted.reads++;
      return find(shortCode);
    },
  };
  return counted;
}

/** A cache over a counting finder, listening to the database's change notifications. */
async function listeningCache(maxBytes = 2 ** 20) {
  const loader = countingFinder();
  const cache = createShortLinkCache(loader.find, { maxBytes });
  const stop = await database.current().listen(SHORT_LINK_CHANNEL, cache.listener);
  return { loader, cache, stop };
}

const setTarget = (id: string, targetUrl: string) =>
  database.current().sql.query(`UPDATE "QrCode" SET "targetUrl" = $2 WHERE "id" = $1`, [id, targetUrl]);

describe("short-link cache", () => {
  it("reads a code once, whatever its scans write, and hears a change made anywhere", async () => {
    const code = await makeCode(database.current());
    const { loader, cache, stop } = await listeningCache();
    try {
      expect((await cache.find(code.shortCode))?.targetUrl).toBe(code.targetUrl);
      // Scans add to the code's counters on every commit: that must not empty the cache.
      await database
        .current()
        .sql.query(
          `UPDATE "QrCode" SET "scanCount" = "scanCount" + 5, "destinationsCheckedAt" = now() WHERE "id" = $1`,
          [code.id],
        );
      for (let i = 0; i < 5; i++) expect((await cache.find(code.shortCode))?.targetUrl).toBe(code.targetUrl);
      expect(loader.reads).toBe(1);
      // Plain SQL, no word to this process: the trigger's notification alone brings the change.
      await setTarget(code.id, "https://example.net/after");
      await eventually(async () =>
        expect((await cache.find(code.shortCode))?.targetUrl).toBe("https://example.net/after"),
      );
      await database.current().sql.query(`DELETE FROM "QrCode" WHERE "id" = $1`, [code.id]);
      await eventually(async () => expect(await cache.find(code.shortCode)).toBeNull());
    } finally {
      await stop();
    }
  });

  it("two server instances on one database: a change through one is served by both", async () => {
    const code = await makeCode(database.current());
    const [first, second] = [
      await startShortLinkServer(database.current()),
      await startShortLinkServer(database.current()),
    ];
    try {
      for (const server of [first, second])
        expect((await hit(server.origin, `/s/${code.shortCode}`)).headers.get("location")).toBe(code.targetUrl);
      // The app's write path on the second instance (the harness's changeCode tells its cache).
      await changeCode(database.current(), code.id, { targetUrl: "https://example.net/moved", status: "READY" });
      expect((await hit(second.origin, `/s/${code.shortCode}`)).headers.get("location")).toBe(
        "https://example.net/moved",
      );
      await eventually(async () =>
        expect((await hit(first.origin, `/s/${code.shortCode}`)).headers.get("location")).toBe(
          "https://example.net/moved",
        ),
      );
      await changeCode(database.current(), code.id, { status: "EXPIRED" });
      await eventually(async () => expect((await hit(first.origin, `/s/${code.shortCode}`)).status).toBe(410));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("keeps neither unknown codes nor codes under a scan limit", async () => {
    const limited = await makeCode(database.current());
    await changeCode(database.current(), limited.id, { maxScans: 100 });
    const { loader, cache, stop } = await listeningCache();
    try {
      for (let i = 0; i < 3; i++) {
        expect(await cache.find("Nope123")).toBeNull();
        expect((await cache.find(limited.shortCode))?.maxScans).toBe(100);
      }
      expect(loader.reads).toBe(6);
    } finally {
      await stop();
    }
  });

  it("forgets a code its own process changed at once, and stores no row read before a change", async () => {
    const code = await makeCode(database.current());
    // Listening, as far as the cache knows, but deaf: only local invalidation reaches it here.
    let release: (() => void) | undefined;
    let gated = false;
    const find = finderFor(database.current());
    const cache = createShortLinkCache(
      async (shortCode) => {
        const row = await find(shortCode);
        if (gated) await new Promise<void>((resolve) => (release = resolve));
        return row;
      },
      { maxBytes: 2 ** 20 },
    );
    cache.listener.onListening(true);
    expect((await cache.find(code.shortCode))?.targetUrl).toBe(code.targetUrl);
    await setTarget(code.id, "https://example.net/two");
    expect((await cache.find(code.shortCode))?.targetUrl).toBe(code.targetUrl); // kept: nothing said it changed
    cache.invalidateId(code.id);
    expect((await cache.find(code.shortCode))?.targetUrl).toBe("https://example.net/two");
    // A read in flight when a change lands is answered but not kept.
    cache.invalidate(code.shortCode);
    gated = true;
    const reading = cache.find(code.shortCode);
    await eventually(() => expect(release).not.toBe(undefined));
    await setTarget(code.id, "https://example.net/three");
    cache.invalidateId(code.id);
    release?.();
    expect((await reading)?.targetUrl).toBe("https://example.net/two");
    gated = false;
    expect((await cache.find(code.shortCode))?.targetUrl).toBe("https://example.net/three");
  });

  it("stays within its bytes, forgetting the least recently scanned", async () => {
    const codes = await Promise.all(Array.from({ length: 40 }, () => makeCode(database.current())));
    const { cache, stop } = await listeningCache(8 * 1024);
    try {
      for (const code of codes) await cache.find(code.shortCode);
      const usage = cache.usage();
      expect(usage.bytes).toBeLessThanOrEqual(8 * 1024);
      expect(usage.entries).toBeGreaterThan(0);
      expect(usage.entries).toBeLessThan(codes.length);
    } finally {
      await stop();
    }
  });

  it.runIf(testDatabaseKind === "postgres")(
    "reads every scan's code while its LISTEN connection is down, and caches again once back",
    async () => {
      const code = await makeCode(database.current());
      const { loader, cache, stop } = await listeningCache();
      try {
        await cache.find(code.shortCode);
        await cache.find(code.shortCode);
        expect(loader.reads).toBe(1);
        const dropped = await database
          .current()
          .sql.query<{ n: number }>(
            `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
            [`LISTEN "${SHORT_LINK_CHANNEL}"`],
          );
        expect(dropped[0]?.n).toBe(1);
        // While it is down (or just back), a change made meanwhile is read from the database.
        await setTarget(code.id, "https://example.net/while-down");
        await eventually(async () =>
          expect((await cache.find(code.shortCode))?.targetUrl).toBe("https://example.net/while-down"),
        );
        // Listening again: one read, then memory.
        await eventually(async () => {
          const before = loader.reads;
          await cache.find(code.shortCode);
          await cache.find(code.shortCode);
          expect(loader.reads - before).toBeLessThanOrEqual(1);
        });
        await setTarget(code.id, "https://example.net/back");
        await eventually(async () =>
          expect((await cache.find(code.shortCode))?.targetUrl).toBe("https://example.net/back"),
        );
      } finally {
        await stop();
      }
    },
  );
});
