import { getConfig } from "../../config/env";
import type { ImportAdapter, ImportReadContext, SourceRow, SourceRowError } from "../import-row";
import { fetchSourceJson, isoDate, joinUrl, requiredString } from "./fetch-source";

export interface DubOptions {
  apiKey: string;
  /** Dub's workspace id, sent as `workspaceId` (API keys already belong to one workspace). */
  workspaceId?: string;
}

/** Dub's largest page. */
export const DUB_PAGE_SIZE = 100;

interface DubLink {
  id?: string;
  domain?: string;
  key?: string;
  url?: string;
  title?: string | null;
  tags?: ({ name?: string } | null)[] | null;
  createdAt?: string;
}

/** One Dub link as a row: its domain and key kept. */
export function mapDubLink(link: DubLink, row: number): SourceRow | SourceRowError {
  if (typeof link.id !== "string" || !link.id) return { row, field: "id", message: "the link has no id" };
  if (typeof link.url !== "string" || !link.url) {
    return { row, field: "url", message: `the link ${link.id} has no url` };
  }
  return {
    row,
    sourceId: link.id,
    url: link.url,
    name: typeof link.title === "string" && link.title ? link.title : null,
    domain: typeof link.domain === "string" && link.domain ? link.domain : null,
    slug: typeof link.key === "string" && link.key ? link.key : null,
    tags: Array.isArray(link.tags)
      ? link.tags.map((tag) => tag?.name).filter((name): name is string => typeof name === "string" && name !== "")
      : [],
    createdAt: isoDate(link.createdAt),
    newLinkUnlessServed: true,
  };
}

async function* readDub(options: DubOptions, context: ImportReadContext): AsyncGenerator<SourceRow | SourceRowError> {
  const apiKey = requiredString(options?.apiKey, "options.apiKey");
  const workspaceId = typeof options.workspaceId === "string" && options.workspaceId ? options.workspaceId : undefined;
  const base = getConfig().DUB_API_URL;
  const seen = new Set<string>();
  let row = 0;
  let startingAfter: string | undefined;
  for (;;) {
    // Dub's cursor pagination: `startingAfter` the last link's id (its `page` parameter is deprecated).
    // Archived links still redirect: their printed codes must keep working too.
    const url = joinUrl(base, "links", { workspaceId, showArchived: "true", pageSize: DUB_PAGE_SIZE, startingAfter });
    const answer = await fetchSourceJson<unknown>({
      source: "Dub",
      url,
      headers: { authorization: `Bearer ${apiKey}`, accept: "application/json" },
      credentialField: "options.apiKey",
      signal: context.signal,
    });
    const links = (Array.isArray(answer) ? answer : []) as (DubLink | null)[];
    let fresh = 0;
    for (const link of links) {
      const id = link?.id;
      if (typeof id === "string") {
        if (seen.has(id)) continue; // a server that ignored the cursor: nothing read twice
        seen.add(id);
      }
      fresh++;
      yield mapDubLink(link ?? {}, ++row);
    }
    const last = links.at(-1)?.id;
    if (links.length < DUB_PAGE_SIZE || fresh === 0 || typeof last !== "string") return;
    startingAfter = last;
  }
}

/** Every link of the workspace through Dub's API (`GET /links`, cursor-paged). */
export const dubAdapter: ImportAdapter<DubOptions> = {
  read: (options, context) => readDub(options, context),
};
