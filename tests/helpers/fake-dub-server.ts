import { type FakeSourceServer, intParam, startFakeSource } from "./fake-source-server";

/** A link as Dub's API answers it (the fields the importer reads, and a few more). */
export interface FakeDubLink {
  id: string;
  domain: string;
  key: string;
  url: string;
  shortLink: string;
  title: string | null;
  tags: { id: string; name: string; color: string }[];
  archived: boolean;
  clicks: number;
  workspaceId: string;
  createdAt: string;
  updatedAt: string;
}

export interface FakeDubOptions {
  apiKey?: string;
  workspaceId?: string;
  count?: number;
  link?: (index: number, workspaceId: string) => FakeDubLink;
}

export const FAKE_DUB_API_KEY = "dub_test_key_3e4f5a";
const MAX_PAGE_SIZE = 100;
const EPOCH = Date.UTC(2025, 2, 3, 4, 5, 6);

/**
 * The i-th generated link, "link_{i}": every 3rd on the branded domain go.brand.com, the others on
 * dub.sh; every 2nd tagged; every 6th without a title. Listed newest first, as Dub sorts by default.
 */
export function fakeDubLink(index: number, workspaceId: string): FakeDubLink {
  const domain = index % 3 === 2 ? "go.brand.com" : "dub.sh";
  const key = `d${index}`;
  const createdAt = new Date(EPOCH - index * 60_000).toISOString();
  return {
    id: `link_${String(index).padStart(6, "0")}`,
    domain,
    key,
    url: `https://example.com/dub/${index}`,
    shortLink: `https://${domain}/${key}`,
    title: index % 6 === 5 ? null : `Dub link ${index}`,
    tags:
      index % 2 === 0
        ? [
            { id: "tag_1", name: "Menu", color: "blue" },
            { id: "tag_2", name: "Print", color: "red" },
          ]
        : [],
    archived: false,
    clicks: index,
    workspaceId,
    createdAt,
    updatedAt: createdAt,
  };
}

export interface FakeDubServer extends FakeSourceServer {
  apiKey: string;
  workspaceId: string;
  count: number;
  link: (index: number) => FakeDubLink;
}

const error = (status: number, message?: string) => {
  const codes: Record<number, string> = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    422: "unprocessable_entity",
    429: "rate_limit_exceeded",
  };
  const code = codes[status] ?? "internal_server_error";
  return { error: { code, message: message ?? code, doc_url: `https://dub.co/docs/api-reference/errors#${code}` } };
};

/**
 * A fake of Dub's API (https://dub.co/docs/api-reference): `GET /links` answering a JSON array, paged
 * with `pageSize` (at most 100) and the cursor `startingAfter` (a link id; the deprecated `page` works
 * too); `Authorization: Bearer` checked (401); a `workspaceId` other than the key's is refused (403).
 */
export async function startFakeDub(options: FakeDubOptions = {}): Promise<FakeDubServer> {
  const apiKey = options.apiKey ?? FAKE_DUB_API_KEY;
  const workspaceId = options.workspaceId ?? "ws_fake1";
  const count = options.count ?? 0;
  const make = options.link ?? fakeDubLink;
  const link = (index: number) => make(index, workspaceId);
  const indexOf = (id: string) => {
    const match = /^link_(\d+)$/.exec(id);
    const index = match ? Number(match[1]) : -1;
    return index >= 0 && index < count && link(index).id === id ? index : -1;
  };
  const server = await startFakeSource(({ path, query, headers }) => {
    if (headers.authorization !== `Bearer ${apiKey}`) return { status: 401, body: error(401, "Missing API key.") };
    if (path !== "/links") return undefined;
    const asked = query.get("workspaceId");
    if (asked !== null && asked !== workspaceId) return { status: 403, body: error(403, "Workspace not found.") };
    const pageSize = intParam(query, "pageSize", MAX_PAGE_SIZE);
    if (Number.isNaN(pageSize) || pageSize > MAX_PAGE_SIZE) {
      return { status: 422, body: error(422, `Max page size is ${MAX_PAGE_SIZE}.`) };
    }
    const startingAfter = query.get("startingAfter");
    const page = intParam(query, "page", 1);
    let start: number;
    if (startingAfter) {
      const at = indexOf(startingAfter);
      if (at < 0) return { status: 422, body: error(422, "Invalid cursor: the provided ID does not exist.") };
      start = at + 1;
    } else {
      if (Number.isNaN(page)) return { status: 422, body: error(422, "Page must be greater than 0.") };
      start = (page - 1) * pageSize;
    }
    const end = Math.min(count, start + pageSize);
    return { status: 200, body: Array.from({ length: Math.max(0, end - start) }, (_, offset) => link(start + offset)) };
  }, error);
  return Object.assign(server, { apiKey, workspaceId, count, link });
}
