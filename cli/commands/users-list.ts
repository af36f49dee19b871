import { listUsers } from "../../lib/users/list-users";
import { ListUsersQuery } from "../../lib/users/user-schemas";
import { defineCommand } from "../command";
import { say, table } from "../output";

export default defineCommand<{ json: boolean }>({
  name: "users:list",
  summary: "list every user, oldest first (--json for one JSON array)",
  synopsis: "[--json]",
  options: { json: { type: "boolean" } },
  validate: (flags) => ({ json: flags.json === true }),
  async run({ json }) {
    const users = [];
    for (let page = 1; ; page++) {
      const result = await listUsers(ListUsersQuery.parse({ page, limit: 100, sort: "createdAt:asc" }));
      users.push(...result.data);
      if (page >= result.pagination.pages) break;
    }
    if (json) say(JSON.stringify(users, null, 2));
    else if (users.length === 0) say("No users yet.");
    else say(table(["id", "email", "name", "role", "created (UTC)"], rows(users)));
  },
});

function rows(users: { id: string; email: string; name: string; role: string; createdAt: string }[]) {
  return users.map((user) => [
    user.id,
    user.email,
    user.name,
    user.role,
    user.createdAt.replace("T", " ").slice(0, 19),
  ]);
}
