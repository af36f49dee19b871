import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Listener {
  /** Called with each NOTIFY payload on the channel. */
  onNotify(payload: string): void;
  /**
   * Called when notifications may have been missed (the listening connection dropped) with
   * `false`, and again with `true` once listening again: anything cached meanwhile is suspect.
   */
  onListening(listening: boolean): void;
  /** Called once the database closed: no notification comes again, and nothing more may be asked of it. */
  onClosed?(): void;
}

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;

const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would be handed to queries),
 * reconnecting after a drop with a growing pause; `onListening(true)` only once LISTEN succeeded.
 */
export async function listenPostgres(url: string, channel: string, listener: Listener): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => message.channel === channel && listener.onNotify(message.payload ?? ""));
    next.on("error", (error) => console.error(`[db] LISTEN ${channel}: connection lost:`, error.message));
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = null;
      listener.onListening(false);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    attempt = 0;
    listener.onListening(true);
  };
  const schedule = () => {
    const pause = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    retry = setTimeout(() => void connect().catch(() => !stopped && schedule()), pause);
    retry.unref();
  };

  await connect().catch((error: Error) => {
    console.error(`[db] LISTEN ${channel}: could not connect, retrying:`, error.message);
    schedule();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}

/** LISTEN on the embedded database: one process, one connection, nothing to lose. */
export async function listenEmbedded(pglite: PGlite, channel: string, listener: Listener): Promise<Unlisten> {
  const unlisten = await pglite.listen(channel, (payload) => listener.onNotify(payload));
  listener.onListening(true);
  return async () => {
    if (!pglite.closed) await unlisten();
  };
}

/** The database's listeners, all stopped on close and told of it. */
export function listenerSet(start: (channel: string, listener: Listener) => Promise<Unlisten>) {
  const open = new Map<Unlisten, Listener>();
  return {
    async listen(channel: string, listener: Listener): Promise<Unlisten> {
      const stop = await start(channel, listener);
      const unlisten = async () => {
        open.delete(unlisten);
        await stop();
      };
      open.set(unlisten, listener);
      return unlisten;
    },
    close: async () => {
      await Promise.all(
        [...open].map(async ([unlisten, listener]) => {
          await unlisten();
          listener.onClosed?.();
        }),
      );
    },
  };
}
