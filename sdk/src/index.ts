export { Codebeam, DEFAULT_BASE_URL, type CodebeamOptions } from "./client";
export type { AiCodes, WaitOptions } from "./ai-codes";
export type { Audit, Invitations, Members, Workspaces } from "./teams";
export type { Domains } from "./domains";
export type { Imports } from "./imports";
export type { StreamOptions } from "./live-scans";
export {
  AuthenticationError,
  CodebeamError,
  ConnectionError,
  CreditExhaustedError,
  PermissionError,
  RateLimitError,
  TimeoutError,
  type FieldIssue,
} from "./errors";
export { VERSION, type RequestOptions } from "./transport";
export type * from "./types";
export type { components, operations, paths } from "./generated/api-types";
export { Codebeam as default } from "./client";
