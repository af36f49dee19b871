import { withApi } from "@/lib/api/with-api";
import { createUserContract, listUsersContract } from "@/lib/users/contracts";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";

export const GET = withApi(listUsersContract, async ({ query }) => listUsers(query));

export const POST = withApi(createUserContract, async ({ body }) => {
  // The spec's create answer has no role (the list has it).
  const { role: _role, ...user } = await createUser(body);
  return user;
});
