import { createHash } from "node:crypto";
import { Ratelimit } from "@upstash/ratelimit";
import { Redis as UpstashRedis } from "@upstash/redis";
import IORedis from "ioredis";
import type { LimitResult, RateLimitStore } from "./types";

type Scripting = Pick<UpstashRedis, "eval" | "evalsha">;
const args = (values: unknown[]) => values.map((value) => (value === undefined || value === null ? "" : String(value)));

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/**
 * The library's scripts open with `#!lua flags=allow-key-locking`, a flag only Upstash knows; Redis
 * refuses the whole script ("Unexpected flag in script shebang"), so it is dropped here.
 */
function portableScript(script: string): string {
  return script.replace(/^#!lua flags=([^\n]*)/, (_line, flags: string) => {
    const kept = flags
      .split(",")
      .map((flag) => flag.trim())
      .filter((flag) => flag && flag !== "allow-key-locking");
    return kept.length ? `#!lua flags=${kept.join(",")}` : "#!lua";
  });
}

/**
 * @upstash/ratelimit speaks to Redis only through EVAL/EVALSHA of its own Lua scripts; this maps
 * those two calls onto a TCP connection, so the library's algorithms run unchanged on any Redis.
 * EVALSHA is asked with the hash of the portable script once EVAL has loaded it.
 */
export function tcpRedisScripting(client: IORedis): Scripting {
  const portableSha = new Map<string, string>();
  return {
    evalsha: ((sha: string, keys: string[], argv: unknown[]) =>
      client.evalsha(portableSha.get(sha) ?? sha, keys.length, ...keys, ...args(argv))) as Scripting["evalsha"],
    eval: ((script: string, keys: string[], argv: unknown[]) => {
      const portable = portableScript(script);
      portableSha.set(sha1(script), sha1(portable));
      return client.eval(portable, keys.length, ...keys, ...args(argv));
    }) as Scripting["eval"],
  };
}

/** A store backed by @upstash/ratelimit's fixed-window algorithm on the given Redis. */
export function upstashStore(redis: Scripting, name: string, prefix = "codebeam:rl"): RateLimitStore {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (limit: number, windowMs: number) => {
    const id = `${limit}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: redis as UpstashRedis,
        limiter: Ratelimit.fixedWindow(limit, `${windowMs} ms`),
        prefix,
        analytics: false,
        ephemeralCache: false, // several app instances share one Redis: always ask it
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    name,
    async hit(key, limit, windowMs): Promise<LimitResult> {
      const { success, remaining, reset } = await limiterFor(limit, windowMs).limit(key);
      return { success, limit, remaining: Math.max(0, remaining), reset };
    },
  };
}

export function tcpRedisStore(
  url: string,
  prefix?: string,
): RateLimitStore & { client: IORedis; hasConnected(): boolean } {
  const client = new IORedis(url, {
    // Hits sent before the first connection is up wait for it (the offline queue) instead of
    // failing over at every start. While the server is down or stopped, the fallback chain
    // (lib/ratelimit/fallback-store.ts) sends it one probe every few seconds, and these bound how
    // long a command lingers in the client: it fails after one reconnection attempt or 2 s.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    lazyConnect: false,
  });
  // ioredis prints every failed reconnection (each second or two while Redis is down) unless the
  // error event has a listener; the fallback chain reports the outage once a minute instead.
  client.on("error", () => {});
  let connected = false;
  client.once("ready", () => {
    connected = true;
  });
  return Object.assign(upstashStore(tcpRedisScripting(client), "redis", prefix), {
    client,
    hasConnected: () => connected,
  });
}

export function upstashRestStore(url: string, token: string): RateLimitStore {
  return upstashStore(new UpstashRedis({ url, token }), "upstash");
}
