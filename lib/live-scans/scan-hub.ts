import type { Database } from "../db/client";
import type { Unlisten } from "../db/listen";
import { LIVE_SCANS_CHANNEL } from "./live-channel";
import { type LiveNotice, parseLiveNotice } from "./live-notice";

export interface HubSubscriber {
  accountId: string;
  /** Only this code's notices; every code of the workspace when unset. */
  qrCodeId?: string;
  notice(notice: LiveNotice): void;
  /** The database connection was lost and is back: notices may have been missed meanwhile. */
  gap(): void;
}

export interface ScanHub {
  /** Resolves once this process listens (so nothing committed afterwards is missed); returns the unsubscribe. */
  subscribe(subscriber: HubSubscriber): Promise<() => void>;
  /** Open subscriptions in this process. */
  size(): number;
  stop(): Promise<void>;
}

const codeOf = (notice: LiveNotice) => ("scan" in notice ? notice.scan.qrCodeId : notice.filtered.qrCodeId);

/**
 * One LISTEN per process for every live stream it serves: a notice is parsed once and handed to
 * the streams of its workspace (and code), so a scan costs no query per listener. Listening starts
 * with the first stream.
 */
export function createScanHub(database: Pick<Database, "listen">): ScanHub {
  const byAccount = new Map<string, Set<HubSubscriber>>();
  let listening: Promise<Unlisten> | undefined;
  let lost = false;
  const listener = {
    onNotify(payload: string) {
      const notice = parseLiveNotice(payload);
      const subscribers = notice && byAccount.get(notice.accountId);
      if (!notice || !subscribers) return;
      const code = codeOf(notice);
      for (const subscriber of subscribers) {
        if (!subscriber.qrCodeId || subscriber.qrCodeId === code) subscriber.notice(notice);
      }
    },
    onListening(now: boolean) {
      if (!now) lost = true;
      else if (lost) {
        lost = false;
        for (const subscribers of byAccount.values()) for (const subscriber of subscribers) subscriber.gap();
      }
    },
  };
  let size = 0;
  return {
    async subscribe(subscriber) {
      listening ??= database.listen(LIVE_SCANS_CHANNEL, listener).catch((error: unknown) => {
        listening = undefined; // the next stream tries again
        throw error;
      });
      await listening;
      const subscribers = byAccount.get(subscriber.accountId) ?? new Set();
      byAccount.set(subscriber.accountId, subscribers.add(subscriber));
      size++;
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        size--;
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && byAccount.get(subscriber.accountId) === subscribers)
          byAccount.delete(subscriber.accountId);
      };
    },
    size: () => size,
    async stop() {
      const unlisten = await listening;
      listening = undefined;
      await unlisten?.();
    },
  };
}
