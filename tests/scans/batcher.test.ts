import { describe, expect, it } from "vitest";
import { createBatcher } from "@/lib/scans/batcher";

// The group commit behind scans and short-link lookups (lib/scans/batcher.ts).

/** A run whose batches finish when the test says, each one logged. */
function controlledRun(log: string[]) {
  const batches: { items: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const run = (items: string[]) => {
    const number = batches.length + 1;
    log.push(`run ${number}: ${items.join(",")}`);
    // Like pg's pool, which hands a client to the query on the next tick, then sends it.
    process.nextTick(() => log.push(`sent ${number}`));
    return new Promise<(string | Error)[]>((resolve, reject) => {
      batches.push({
        items,
        finish: () => resolve(items.map((item) => (item.startsWith("bad") ? new Error(item) : item.toUpperCase()))),
        fail: reject,
      });
    });
  };
  return { run, batches };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatcher", () => {
  it("runs the items submitted in one turn as one batch, each caller getting its own result", async () => {
    const log: string[] = [];
    const { run, batches } = controlledRun(log);
    const batcher = createBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const answers = ["a", "b", "bad-c"].map((item) =>
      batcher.submit(item).catch((error: Error) => `rejected ${error.message}`),
    );
    await turn();
    expect(log).toEqual(["run 1: a,b,bad-c", "sent 1"]);
    batches[0].finish();
    expect(await Promise.all(answers)).toEqual(["A", "B", "rejected bad-c"]);
  });

  it("sends the items queued meanwhile before the finished batch's callers carry on", async () => {
    const log: string[] = [];
    const { run, batches } = controlledRun(log);
    const batcher = createBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const first = batcher.submit("a").then((answer) => log.push(`answered ${answer}`));
    await turn();
    const second = batcher.submit("b").then((answer) => log.push(`answered ${answer}`));
    await turn();
    expect(log).toEqual(["run 1: a", "sent 1"]); // one batch in flight: b waits
    batches[0].finish();
    await first;
    // The database has batch 2 before the first caller answers, so it works while that caller does.
    expect(log).toEqual(["run 1: a", "sent 1", "run 2: b", "sent 2", "answered A"]);
    batches[1].finish();
    await second;
    expect(log.at(-1)).toBe("answered B");
  });

  it("lets the event loop turn between back-to-back batches of a database on this thread", async () => {
    let turns = 0;
    let watching = true;
    const turn = () => {
      turns++;
      if (watching) setImmediate(turn);
    };
    setImmediate(turn);
    const seen: number[] = [];
    // A database in this thread answers within microtasks: without a turn between batches, timers and
    // sockets would wait for the whole queue.
    const batcher = createBatcher(
      async (items: string[]) => {
        seen.push(turns);
        return items;
      },
      { maxBatch: 1, maxInFlight: 1 },
    );
    await Promise.all(["a", "b", "c"].map((item) => batcher.submit(item)));
    watching = false;
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBeGreaterThan(seen[0]);
    expect(seen[2]).toBeGreaterThan(seen[1]);
  });

  it("rejects every item of a failed batch and goes on with the next", async () => {
    const { run, batches } = controlledRun([]);
    const batcher = createBatcher(run, { maxBatch: 2, maxInFlight: 1 });
    const answers = ["a", "b", "c"].map((item) =>
      batcher.submit(item).catch((error: Error) => `rejected ${error.message}`),
    );
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([["a", "b"]]); // maxBatch
    batches[0].fail(new Error("connection lost"));
    await Promise.all(answers.slice(0, 2));
    await turn();
    expect(batches.map((batch) => batch.items)).toEqual([["a", "b"], ["c"]]);
    batches[1].finish();
    expect(await Promise.all(answers)).toEqual(["rejected connection lost", "rejected connection lost", "C"]);
  });

  it("flushes once everything submitted has settled, then refuses new items when closed", async () => {
    const { run, batches } = controlledRun([]);
    const batcher = createBatcher(run, { maxBatch: 10, maxInFlight: 1 });
    const answer = batcher.submit("a");
    let flushed = false;
    const flush = batcher.flush().then(() => {
      flushed = true;
    });
    await turn();
    expect(flushed).toBe(false);
    batches[0].finish();
    await flush;
    expect(await answer).toBe("A");
    await batcher.close();
    await expect(batcher.submit("b")).rejects.toThrow("closed");
    expect(batches).toHaveLength(1);
  });
});
