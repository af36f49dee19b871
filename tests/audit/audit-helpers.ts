import { GET as listAuditRoute } from "@/app/api/v1/audit/route";
import { DELETE as revokeKeyRoute } from "@/app/api/v1/keys/[id]/route";
import { POST as createKeyRoute } from "@/app/api/v1/keys/route";
import { call } from "../helpers/http";

type Headers = Record<string, string>;

export const WORKSPACE = "x-codebeam-workspace";
/** A public address: passes the outbound guard without DNS. */
export const RECEIVER = "https://93.184.215.14/hook";

export interface AuditEventBody {
  id: string;
  at: string;
  actor: { type: "user" | "key"; id: string; label: string };
  action: string;
  target: { type: string; id: string };
  details: Record<string, unknown>;
}

export const listAudit = (headers: Headers, query = "") => call(listAuditRoute, `/api/v1/audit${query}`, { headers });

export const createKey = (headers: Headers, name = "ci server") =>
  call(createKeyRoute, "/api/v1/keys", {
    method: "POST",
    headers,
    body: { name, permissions: ["qrcode:generate", "qrcode:create"] },
  });

export const revokeKey = (headers: Headers, id: string) =>
  call(revokeKeyRoute, `/api/v1/keys/${encodeURIComponent(id)}`, { method: "DELETE", headers, params: { id } });
