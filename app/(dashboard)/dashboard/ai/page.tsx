import type { Metadata } from "next";
import { AiArtForm } from "@/components/ai/ai-art-form";
import { requireWorkspace } from "@/components/auth/session-workspace";
import { PageHeader } from "@/components/ui/page-header";
import { RoleRequired } from "@/components/workspaces/role-required";
import { roleAtLeast } from "@/lib/workspaces/workspace-roles";
import { getAiEngineStatus } from "@/lib/ai/get-ai-engine-status";
import { getConfig } from "@/lib/config/env";
import { getCreditBalance } from "@/lib/credits/get-credit-balance";

export const metadata: Metadata = { title: "AI art" };

export default async function AiArtPage() {
  const { workspace } = await requireWorkspace();
  if (!roleAtLeast(workspace.role, "EDITOR")) {
    return (
      <>
        <PageHeader title="AI art" />
        <RoleRequired needed="EDITOR" role={workspace.role} what="make AI art codes" />
      </>
    );
  }
  const [credits, engine] = await Promise.all([getCreditBalance(workspace.id), getAiEngineStatus()]);
  return (
    <>
      <PageHeader
        title="AI art"
        description="An artistic QR code that still scans. Every candidate is checked by two decoders; only one that always reads is saved, and only then are credits charged."
      />
      <AiArtForm
        engine={{ provider: engine.provider, generative: engine.generative, ok: engine.ok, detail: engine.detail }}
        cost={getConfig().AI_CODE_COST}
        balance={credits.balance}
      />
    </>
  );
}
