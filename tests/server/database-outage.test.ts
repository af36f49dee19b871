import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, useDatabase } from "@/lib/db/client";
import { openTestDatabase, testDatabaseKind } from "../helpers/database";
import { createCode, getCode, makeOwner, updateCode } from "../codes/codes-helpers";
import { hit, IPHONE, startShortLinkServer } from "../short-links/short-link-harness";
import { useGenerousLimits } from "../helpers/generous-limits";

useGenerousLimits();

// A database that is down, or a row someone holds locked, must answer 503 with Retry-After (try
// again), never a 500 and never a request that hangs: statements wait at most DB_LOCK_TIMEOUT_MS
// for a lock (the defaults apply here: these tests use the code's own settings).

const CLOSED_PORT_URL = "postgres://postgres@127.0.0.1:3139/nothing_listens_here";

describe("a database outage", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    useDatabase(database);
  });
  afterAll(async () => {
    useDatabase(undefined);
    await database.close();
  });

  it("answers 503 with Retry-After from the API when the database is gone", async () => {
    const owner = await makeOwner();
    const created = await createCode(owner.headers, { content: "https://example.com/outage" });
    expect(created.status).toBe(201);
    // Embedded: the PGlite under the running handlers closes. PostgreSQL: the server is unreachable.
    const gone =
      testDatabaseKind === "embedded"
        ? await openDatabase({ databaseUrl: undefined, dataDir: null })
        : await openDatabase({ databaseUrl: CLOSED_PORT_URL, migrate: false });
    if (testDatabaseKind === "embedded") await gone.close();
    useDatabase(gone);
    try {
      const answer = await getCode(owner.headers, created.body.id);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.body).toEqual({
        error: "Service Unavailable",
        code: "SERVICE_UNAVAILABLE",
        message: "The database is unavailable right now. Try again in a moment.",
        requestId: answer.headers.get("x-request-id"),
      });
      expect(answer.body.requestId).toMatch(/^req_[0-9a-f]{32}$/);
    } finally {
      useDatabase(database);
      if (testDatabaseKind === "postgres") await gone.close();
    }
    expect((await getCode(owner.headers, created.body.id)).status).toBe(200); // back once it is
  });

  describe.skipIf(testDatabaseKind !== "postgres")("a row held locked by another session", () => {
    async function holdingRowLock<T>(table: string, id: string, work: () => Promise<T>): Promise<T> {
      const holder = new pg.Client({ connectionString: database.location });
      await holder.connect();
      try {
        await holder.query("BEGIN");
        await holder.query(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, [id]);
        return await work();
      } finally {
        await holder.query("ROLLBACK").catch(() => {});
        await holder.end();
      }
    }

    it("a short link answers 503 instead of waiting for the lock", async () => {
      const owner = await makeOwner();
      const created = await createCode(owner.headers, { content: "https://example.com/locked" });
      const shortPath = new URL(created.body.shortLink).pathname;
      const server = await startShortLinkServer(database);
      try {
        const answer = await holdingRowLock("QrCode", created.body.id, () =>
          hit(server.origin, shortPath, { headers: { "user-agent": IPHONE } }),
        );
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("1");
        // Released: the next scan goes through.
        expect((await hit(server.origin, shortPath, { headers: { "user-agent": IPHONE } })).status).toBe(302);
      } finally {
        await server.close();
      }
    });

    it("an API update answers 503 with Retry-After instead of waiting for the lock", async () => {
      const owner = await makeOwner();
      const created = await createCode(owner.headers, { content: "https://example.com/locked-api" });
      const answer = await holdingRowLock("QrCode", created.body.id, () =>
        updateCode(owner.headers, created.body.id, { name: "renamed" }),
      );
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("1");
      expect(answer.body.code).toBe("SERVICE_UNAVAILABLE");
      expect((await getCode(owner.headers, created.body.id)).body.name).not.toBe("renamed"); // nothing changed
    });

    it("an API request whose connection is terminated while it waits answers 503", async () => {
      const owner = await makeOwner();
      const created = await createCode(owner.headers, { content: "https://example.com/terminated" });
      const admin = new pg.Client({ connectionString: database.location });
      await admin.connect();
      try {
        const answer = await holdingRowLock("QrCode", created.body.id, async () => {
          const update = updateCode(owner.headers, created.body.id, { name: "renamed" });
          // The update's session, once it waits for the lock, is ended as a server shutdown would.
          // (Should its lock timeout come first, the answer is the same 503.)
          const terminate = async () => {
            for (let round = 0; round < 400; round++) {
              const { rows } = await admin.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
              );
              if (rows.length > 0) return;
              await new Promise((resolve) => setTimeout(resolve, 5));
            }
          };
          const [result] = await Promise.all([update, Promise.race([terminate(), update])]);
          return result;
        });
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("1");
      } finally {
        await admin.end();
      }
    });
  });
});
