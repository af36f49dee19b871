import IORedis from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DeadlineError, withDeadline } from "@/lib/outage/with-deadline";
import { describeWithRedisServer, type PrivateRedis, startPrivateRedis } from "../helpers/private-redis";

// The answer has to come from another process, so that it arrives while this one is blocked: a
// redis-server of the test's own answers PING.
describeWithRedisServer("withDeadline", () => {
  let redis: PrivateRedis;
  let client: IORedis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    client = new IORedis(redis.url);
    await client.ping();
  });
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  /** Holds the event loop for `ms` (a long synchronous task). */
  const block = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {}
  };

  it("lets an answer that arrived while the event loop was blocked past the deadline win", async () => {
    const answer = withDeadline(client.ping(), 20, "ping");
    block(300);
    await expect(answer).resolves.toBe("PONG");
  });

  it("rejects with a DeadlineError when no answer comes", async () => {
    redis.pause();
    try {
      const answer = withDeadline(client.ping(), 50, "ping");
      await expect(answer).rejects.toBeInstanceOf(DeadlineError);
      await expect(answer).rejects.toThrow("ping: no answer within 50 ms");
    } finally {
      redis.resume();
    }
  });
});
