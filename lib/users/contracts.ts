import { defineContract } from "../api/contract";
import { CreateUserBody, ListUsersQuery, UserListSchema, UserSchema } from "./user-schemas";

// The spec's generic reference endpoints: ADMIN only, errors in the nested shape. The install's
// users, not a workspace's: a signed-in ADMIN manages them, never an API key, which acts only
// inside its workspace.
const adminOnly = {
  tag: "Users",
  auth: "session",
  role: "ADMIN",
  workspaceRole: null,
  errorShape: "nested",
} as const;

export const listUsersContract = defineContract({
  ...adminOnly,
  method: "GET",
  path: "/api/v1/users",
  operationId: "users.list",
  summary: "List the users of the install",
  query: ListUsersQuery,
  response: UserListSchema,
  status: 200,
});

export const createUserContract = defineContract({
  ...adminOnly,
  method: "POST",
  path: "/api/v1/users",
  operationId: "users.create",
  summary: "Create a user with an account of its own",
  body: CreateUserBody,
  response: UserSchema,
  status: 201,
  errors: ["CONFLICT"],
});

export const USERS_CONTRACTS = [listUsersContract, createUserContract];
