import { DELETE as deleteMe, GET as getMe, PATCH as patchMe } from "@/app/api/v1/me/route";
import { POST as changePassword } from "@/app/api/v1/me/password/route";
import { DELETE as endSession } from "@/app/api/v1/me/sessions/[id]/route";
import { DELETE as endOthers, GET as listSessions } from "@/app/api/v1/me/sessions/route";
import { call } from "../helpers/http";

type Headers = Record<string, string>;

/** The /api/v1/me routes, each called through its real handler with these headers. */
export const me = {
  get: (headers: Headers) => call(getMe, "/api/v1/me", { headers }),
  patch: (headers: Headers, body: unknown) => call(patchMe, "/api/v1/me", { method: "PATCH", headers, body }),
  delete: (headers: Headers, body: unknown) => call(deleteMe, "/api/v1/me", { method: "DELETE", headers, body }),
  password: (headers: Headers, body: unknown) =>
    call(changePassword, "/api/v1/me/password", { method: "POST", headers, body }),
  sessions: (headers: Headers) => call(listSessions, "/api/v1/me/sessions", { headers }),
  endOthers: (headers: Headers) => call(endOthers, "/api/v1/me/sessions", { method: "DELETE", headers }),
  endSession: (headers: Headers, id: string) =>
    call(endSession, `/api/v1/me/sessions/${id}`, { method: "DELETE", headers, params: { id } }),
};

/** A field named in a 400's details. */
export const fieldsOf = (body: { details?: { field: string }[] }) => (body.details ?? []).map((detail) => detail.field);
