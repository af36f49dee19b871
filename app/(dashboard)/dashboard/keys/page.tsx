import type { Metadata } from "next";
import { McpSetup } from "@/components/api/mcp-setup";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { ApiKeysManager } from "@/components/keys/api-keys-manager";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { listApiKeys } from "@/lib/keys/list-api-keys";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage() {
  const { workspace } = await requireWorkspace();
  if (!roleAtLeast(workspace.role, "ADMIN")) {
    return (
      <>
        <PageHeader title="API keys" />
        <RoleRequired needed="ADMIN" role={workspace.role} what="see and manage this workspace's API keys" />
      </>
    );
  }
  const { data } = await listApiKeys(workspace.id);
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys let your code call the Codebeam API as this account. Send one as{" "}
            <code className="font-mono whitespace-nowrap text-zinc-700">Authorization: Bearer &lt;key&gt;</code>. Keys
            are stored hashed: the full key is shown once, when you create it.
          </>
        }
      />
      <ApiKeysManager initialKeys={data} />
      <McpSetup />
    </>
  );
}
