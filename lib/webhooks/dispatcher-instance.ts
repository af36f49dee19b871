import { getConfig } from "../config/env";
import type { Database } from "../db/client";
import { onOutboxWrite } from "../events/outbox-signal";
import { type Dispatcher, type DispatcherOptions, startDispatcher } from "./dispatcher";

/**
 * Starts a dispatcher on `database` (server start, tests, the benchmark), woken by every outbox
 * write of this process.
 */
export function startWebhookDispatcher(database: Pick<Database, "sql">, options: DispatcherOptions = {}): Dispatcher {
  return startDispatcher(database.sql, { pollMs: getConfig().WEBHOOK_POLL_MS, wakeOn: onOutboxWrite, ...options });
}
