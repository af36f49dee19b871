import { withApi } from "@/lib/api/with-api";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { CreateUserBody, ListUsersQuery } from "@/lib/users/user-schemas";

const adminOnly = { auth: "key-or-session", role: "ADMIN", errorShape: "nested" } as const;

// GET /api/v1/users — list every user of the install (ADMIN)
export const GET = withApi({ ...adminOnly, query: ListUsersQuery }, async ({ query }) => listUsers(query));

// POST /api/v1/users — create a user with an account of its own (ADMIN)
export const POST = withApi({ ...adminOnly, body: CreateUserBody, status: 201 }, async ({ body }) => {
  const { role: _role, ...user } = await createUser(body);
  return user;
});
