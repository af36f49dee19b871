import { allPages } from "./resources";
import type { RequestOptions, Transport } from "./transport";
import type * as T from "./types";

// A key reads its own workspace's team and never changes it: invitations and role changes stay with
// a signed-in person in the dashboard, so a leaked key cannot turn into lasting human access.
// Members, invitations and the audit log take the qrcode:create permission.

const at = (id: string) => encodeURIComponent(id);

export class Workspaces {
  constructor(private readonly t: Transport) {}

  /** The key's own workspace, alone in `data`, with `role` null (a key holds permissions, not a role). */
  list(options?: RequestOptions): Promise<T.WorkspaceList> {
    return this.t.request({ method: "GET", path: "/api/v1/workspaces" }, options);
  }
}

export class Members {
  constructor(private readonly t: Transport) {}

  /** The workspace's members with their roles, the earliest to join first. */
  list(workspaceId: string, options?: RequestOptions): Promise<T.MemberList> {
    return this.t.request({ method: "GET", path: `/api/v1/workspaces/${at(workspaceId)}/members` }, options);
  }
}

export class Invitations {
  constructor(private readonly t: Transport) {}

  /** The workspace's invitations waiting to be accepted, newest first (never their links). */
  list(workspaceId: string, options?: RequestOptions): Promise<T.InvitationList> {
    return this.t.request({ method: "GET", path: `/api/v1/workspaces/${at(workspaceId)}/invitations` }, options);
  }
}

export class Audit {
  constructor(private readonly t: Transport) {}

  /** Who changed what, newest first; filter by `action` (or a prefix such as `webhook.`), actor, target and time. */
  list(params: T.ListAuditEventsParams = {}, options?: RequestOptions): Promise<T.AuditEventList> {
    return this.t.request({ method: "GET", path: "/api/v1/audit", query: params }, options);
  }

  /** `for await (const event of client.audit.listAll({ action: "key." }))` */
  listAll(
    params: T.ListAuditEventsParams = {},
    options?: RequestOptions,
  ): AsyncGenerator<T.AuditEvent, void, undefined> {
    return allPages(params, async (query) => {
      const page = await this.list(query, options);
      return { items: page.data, totalPages: page.pagination.totalPages };
    });
  }
}
