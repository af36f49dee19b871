// The team's read-only tools: a key's agent reads its workspace, members and audit log, never another's.
import { describe, expect, it } from "vitest";
import { addMember } from "@/lib/workspaces/add-member";
import { createWorkspace } from "@/lib/workspaces/create-workspace";
import { useTestDatabase } from "../helpers/database";
import { makeUser } from "../helpers/fixtures";
import { callError, callOk, useMcpServer } from "./mcp-client";

process.env.LIMIT_KEY_PER_MINUTE = "1000000";
useTestDatabase();
const { clientFor } = useMcpServer();

describe("MCP team tools", () => {
  it("list_workspaces, list_workspace_members and list_audit_events read the key's own workspace", async () => {
    const owner = await makeUser({ label: "owner" });
    const viewer = await makeUser({ label: "viewer" });
    await addMember(owner.accountId, viewer.id, "VIEWER");
    const { client } = await clientFor(["qrcode:generate", "qrcode:create"], owner);

    const { data } = await callOk(client, "list_workspaces");
    expect(data).toEqual([expect.objectContaining({ id: owner.accountId, role: null })]);
    const members = await callOk(client, "list_workspace_members", { id: data[0].id });
    expect(members.data.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.id, "OWNER"],
      [viewer.id, "VIEWER"],
    ]);
    const audit = await callOk(client, "list_audit_events", { action: "key.", size: 5 });
    expect(audit.data.map((event: { action: string }) => event.action)).toEqual(["key.created"]); // this key's

    const second = await createWorkspace(owner.id, { name: "Second" });
    expect(await callError(client, "list_workspace_members", { id: second.id })).toMatchObject({ code: "NOT_FOUND" });
  });

  it("a qrcode:generate key sees list_workspaces alone, and the others answer naming qrcode:create", async () => {
    const { client } = await clientFor(["qrcode:generate"]);
    expect((await callOk(client, "list_workspaces")).data).toHaveLength(1);
    for (const name of ["list_workspace_members", "list_audit_events"])
      expect((await callError(client, name, { id: "cabcdefghijklmnopqrstuvw" })).message).toContain("qrcode:create");
  });
});
