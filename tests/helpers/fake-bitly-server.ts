import { type FakeSourceServer, intParam, startFakeSource } from "./fake-source-server";

/** A bitlink as Bitly's API v4 answers it (the fields the importer reads, and a few more). */
export interface FakeBitlink {
  id: string;
  link: string;
  long_url: string;
  title: string | null;
  tags: string[];
  created_at: string;
  custom_bitlinks: string[];
  archived: boolean;
  references: Record<string, string>;
}

export interface FakeBitlyOptions {
  token?: string;
  groupGuid?: string;
  /** The user's default group (null: the account has none). Default: groupGuid. */
  defaultGroupGuid?: string | null;
  /** How many bitlinks the group holds. */
  count?: number;
  /** The i-th bitlink (from 0), made on demand; default `fakeBitlink`. */
  link?: (index: number) => FakeBitlink;
  /** The origin written into `pagination.next` (default the fake's own), to test where the token goes. */
  nextOrigin?: string;
}

export const FAKE_BITLY_TOKEN = "bitly-test-token-5f1d0c";
const MAX_SIZE = 100;
const EPOCH = Date.UTC(2024, 0, 2, 3, 4, 5);

/** Bitly's date format: "2024-01-02T03:04:05+0000". */
const bitlyDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");

/**
 * The i-th generated bitlink: "bit.ly/b{i}"; every 5th has a custom bitlink on go.brand.com
 * ("custom-{i}"); every 3rd has tags; every 7th has no title.
 */
export function fakeBitlink(index: number): FakeBitlink {
  const id = `bit.ly/b${index}`;
  return {
    id,
    link: `https://${id}`,
    long_url: `https://example.com/bitly/${index}?ref=print`,
    title: index % 7 === 6 ? null : `Bitlink ${index}`,
    tags: index % 3 === 0 ? ["menu", `batch-${index % 2}`] : [],
    created_at: bitlyDate(EPOCH + index * 60_000),
    custom_bitlinks: index % 5 === 4 ? [`https://go.brand.com/custom-${index}`] : [],
    archived: false,
    references: { group: `https://api-ssl.bitly.com/v4/groups/Bg0` },
  };
}

export interface FakeBitlyServer extends FakeSourceServer {
  token: string;
  groupGuid: string;
  count: number;
  link: (index: number) => FakeBitlink;
}

const problem = (status: number) => {
  const message =
    status === 403 ? "FORBIDDEN" : status === 404 ? "NOT_FOUND" : status === 429 ? "RATE_LIMIT_EXCEEDED" : "UNKNOWN";
  return { message, description: `fake Bitly answer ${status}`, resource: "bitlinks" };
};

/**
 * A fake of Bitly's API v4 (https://dev.bitly.com/api-reference): `GET /v4/user` and
 * `GET /v4/groups/{guid}/bitlinks?size=…` paged with `search_after`, whose `pagination.next` is the
 * full URL of the next page ("" on the last); `Authorization: Bearer` checked (403 FORBIDDEN).
 */
export async function startFakeBitly(options: FakeBitlyOptions = {}): Promise<FakeBitlyServer> {
  const token = options.token ?? FAKE_BITLY_TOKEN;
  const groupGuid = options.groupGuid ?? "Bg1a2b3c";
  const defaultGroupGuid = options.defaultGroupGuid === undefined ? groupGuid : options.defaultGroupGuid;
  const count = options.count ?? 0;
  const link = options.link ?? fakeBitlink;
  let origin = "";
  const server = await startFakeSource(({ method, path, query, headers }) => {
    if (headers.authorization !== `Bearer ${token}`) return { status: 403, body: problem(403) };
    if (method !== "GET") return { status: 405, body: problem(405) };
    if (path === "/v4/user") {
      return {
        status: 200,
        body: { login: "fake", name: "Fake User", is_active: true, default_group_guid: defaultGroupGuid ?? "" },
      };
    }
    const match = /^\/v4\/groups\/([^/]+)\/bitlinks$/.exec(path);
    if (!match) return undefined;
    if (decodeURIComponent(match[1]) !== groupGuid) return { status: 404, body: problem(404) };
    const size = intParam(query, "size", 50);
    if (Number.isNaN(size) || size > MAX_SIZE) {
      return { status: 400, body: { message: "INVALID_ARG_SIZE", description: "size must be 1 to 100" } };
    }
    const after = query.get("search_after");
    const start = after ? Number(Buffer.from(after, "base64url").toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return { status: 400, body: { message: "INVALID_ARG_SEARCH_AFTER" } };
    const end = Math.min(count, start + size);
    const links = Array.from({ length: Math.max(0, end - start) }, (_, offset) => link(start + offset));
    const searchAfter = end < count ? Buffer.from(String(end)).toString("base64url") : "";
    const next = searchAfter ? `${options.nextOrigin ?? origin}${path}?search_after=${searchAfter}&size=${size}` : "";
    return {
      status: 200,
      body: { links, pagination: { prev: "", next, size, page: 1, total: count, search_after: searchAfter } },
    };
  }, problem);
  origin = server.origin;
  return Object.assign(server, { token, groupGuid, count, link });
}
