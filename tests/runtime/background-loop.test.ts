import { describe, expect, it, vi } from "vitest";
import { startBackgroundLoop } from "@/lib/runtime/background-loop";

// States only: which turns ran and what stop() waited for. The long polls are there to show that
// nothing waited for them.
const HOUR = 3_600_000;

/** A promise and its resolve, for holding a turn mid-work. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Lets the loop's pending steps run (no timer involved). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a background loop", () => {
  it("runs a turn at start, another on wake() instead of at its poll, and tells a poll from a wake", async () => {
    const turns: boolean[] = [];
    const loop = startBackgroundLoop({
      failing: "test",
      pollMs: HOUR,
      turn: async ({ polled }) => void turns.push(polled),
    });
    await vi.waitFor(() => expect(turns).toEqual([false]));
    loop.wake();
    await vi.waitFor(() => expect(turns).toEqual([false, false]));
    await loop.stop();
    expect(turns).toHaveLength(2);
  });

  it("a wake() during a turn runs another turn after it; a turn saying more is waiting runs the next at once", async () => {
    let count = 0;
    const held = gate();
    const loop = startBackgroundLoop({
      failing: "test",
      pollMs: HOUR,
      turn: async () => {
        count++;
        if (count === 1) await held.opened;
        return count === 2; // the second turn says there is more
      },
    });
    await vi.waitFor(() => expect(count).toBe(1));
    loop.wake();
    held.open();
    await vi.waitFor(() => expect(count).toBe(3));
    await settle();
    expect(count).toBe(3);
    await loop.stop();
  });

  it("stopped mid-turn, lets the turn finish, starts no other, then drains the work the turns started", async () => {
    const held = gate();
    const started: string[] = [];
    const events: string[] = [];
    let background: Promise<void> | undefined;
    const loop = startBackgroundLoop({
      failing: "test",
      pollMs: 1,
      turn: async ({ stopping }) => {
        started.push(`turn ${started.length + 1}`);
        await held.opened;
        events.push(`turn ended, stopping: ${stopping()}`);
        background = settle().then(() => void events.push("background work done"));
        return true;
      },
      drain: async () => {
        await background;
        events.push("drained");
      },
    });
    await vi.waitFor(() => expect(started).toEqual(["turn 1"]));
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    held.open();
    await stopping;
    expect(started).toEqual(["turn 1"]);
    expect(events).toEqual(["turn ended, stopping: true", "background work done", "drained"]);
  });

  it("goes on after a failing turn, saying what failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let count = 0;
    const loop = startBackgroundLoop({
      failing: "[test] could not reach the database",
      pollMs: 1,
      maxBackoffMs: 1,
      turn: async () => {
        if (++count === 1) throw new Error("connection refused");
      },
    });
    await vi.waitFor(() => expect(count).toBeGreaterThanOrEqual(2));
    await loop.stop();
    expect(errors).toHaveBeenCalledWith("[test] could not reach the database:", "connection refused");
    errors.mockRestore();
  });

  it("waits firstDelayMs before its first turn unless woken, and a stop before it runs no turn", async () => {
    let count = 0;
    const idle = startBackgroundLoop({
      failing: "test",
      pollMs: HOUR,
      firstDelayMs: HOUR,
      turn: async () => void count++,
    });
    await settle();
    expect(count).toBe(0);
    await idle.stop();
    expect(count).toBe(0);
    const woken = startBackgroundLoop({
      failing: "test",
      pollMs: HOUR,
      firstDelayMs: HOUR,
      turn: async () => void count++,
    });
    woken.wake();
    await vi.waitFor(() => expect(count).toBe(1));
    await woken.stop();
  });
});
