"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { ConfirmDialog } from "@/components/codes/confirm-dialog";
import { call, keyOf } from "@/components/ui/api-call";
import { qrCodeImageContract, regenerateAiCodeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ENGINE_NAMES } from "./ai-types";
import { GenerationProgress } from "./generation-progress";
import { useCan, useWorkspaceFileUrl } from "@/components/workspaces/workspace-context";

export interface AiArtStyles {
  provider: string;
  prompt: string;
  negativePrompt?: string;
  score?: number;
  attempt?: number;
  generationId?: string;
}

interface AiCodeArtProps {
  codeId: string;
  ai: AiArtStyles;
  cost: number;
}

/** An AI code's art on its page: the saved image, what made it, its candidates, and Regenerate. */
export function AiCodeArt({ codeId, ai, cost }: AiCodeArtProps) {
  const router = useRouter();
  const inWorkspace = useWorkspaceFileUrl();
  const canEdit = useCan("EDITOR");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [generationId, setGenerationId] = useState<string>();
  const [version, setVersion] = useState(0);
  const onSettled = useCallback(() => {
    setVersion((value) => value + 1); // the new image
    router.refresh();
  }, [router]);

  async function regenerate() {
    setPending(true);
    const result = await call(regenerateAiCodeContract, { params: { id: codeId }, body: {} });
    setPending(false);
    if (!result.ok)
      return setError(
        result.status === 403 ? `A new image costs ${cost} credits and your balance is too low.` : result.error.message,
      );
    setConfirming(false);
    setGenerationId(result.data.generationId);
  }

  return (
    <Card>
      <CardHeader
        title="AI art"
        description={`Made by ${ENGINE_NAMES[ai.provider] ?? ai.provider}${ai.score === undefined ? "" : `; read correctly in ${Math.round(ai.score * 100)}% of checks`}.`}
        action={
          canEdit ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              disabled={generationId !== undefined && !pending}
            >
              Regenerate
            </Button>
          ) : null
        }
      />
      <div className="grid gap-5 p-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <img
          // v is no parameter of the image: it only changes the URL, so the new image is fetched.
          src={inWorkspace(`${keyOf(qrCodeImageContract, { params: { id: codeId } })}?v=${version}`)}
          alt="Your AI code"
          className="aspect-square w-48 rounded-lg border border-zinc-200 object-contain"
        />
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium text-zinc-900">Prompt</dt>
            <dd className="mt-0.5 text-zinc-700">{ai.prompt}</dd>
          </div>
          {ai.negativePrompt ? (
            <div>
              <dt className="font-medium text-zinc-900">Kept out</dt>
              <dd className="mt-0.5 text-zinc-700">{ai.negativePrompt}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {generationId ? (
        <div className="border-t border-zinc-100 p-5">
          <GenerationProgress generationId={generationId} showCodeLink={false} onSettled={onSettled} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Make a new image?"
        confirmLabel={`Regenerate (${cost} credits)`}
        pendingLabel="Starting…"
        pending={pending}
        error={error}
        onConfirm={() => void regenerate()}
        onClose={() => {
          setConfirming(false);
          setError(undefined);
        }}
      >
        <p>
          The short link stays, so printed copies keep working. A new image costs {cost} credits once it scans; if no
          candidate scans, nothing is charged and the current image stays.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
