"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { chooseAiVariantContract, getAiGenerationContract } from "@/components/ui/api-routes.generated";
import { buttonClass } from "@/components/ui/button";
import type { AiGenerationView } from "./ai-types";
import { VariantGrid } from "./variant-grid";

const POLL_MS = 1000;
const STAGE: Record<AiGenerationView["status"], string> = {
  QUEUED: "Waiting for the engine…",
  RUNNING: "Drawing and checking candidates…",
  SUCCEEDED: "Done",
  FAILED: "Failed",
};

/** Plain words for a failed generation's reason (the API's text is for developers). */
function failureText(error: string | undefined): string {
  if (!error) return "The engine could not make a code.";
  if (/No scannable image/i.test(error))
    return "None of the candidates scanned reliably, even with stronger QR shapes. Try a simpler prompt, a calmer picture or less art.";
  if (/could not be reached|did not finish|answered 5\d\d/i.test(error))
    return "The image engine is not answering right now. Try again in a few minutes.";
  if (/credits/i.test(error)) return "Your credits ran out before the code could be saved.";
  return "The engine could not make a code this time.";
}

interface GenerationProgressProps {
  generationId: string;
  /** Where the saved code's link goes; hidden on the code's own page. */
  showCodeLink?: boolean;
  onSettled?: (generation: AiGenerationView) => void;
}

/** Follows a generation: a progress bar while it runs, then its candidates (or why it failed). */
export function GenerationProgress({ generationId, showCodeLink = true, onSettled }: GenerationProgressProps) {
  const [generation, setGeneration] = useState<AiGenerationView>();
  const [problem, setProblem] = useState<string>();
  const [choosing, setChoosing] = useState<number>();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const result = await call(getAiGenerationContract, { params: { generationId } });
      if (stopped) return;
      if (result.ok) {
        setGeneration(result.data);
        setProblem(undefined);
        if (result.data.status === "SUCCEEDED" || result.data.status === "FAILED") return onSettled?.(result.data);
      } else setProblem(result.error.message);
      timer = setTimeout(() => void look(), POLL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [generationId, onSettled]);

  async function choose(index: number) {
    setChoosing(index);
    const result = await call(chooseAiVariantContract, { params: { generationId }, body: { variant: index } });
    setChoosing(undefined);
    if (result.ok) setGeneration(result.data);
    else
      setProblem(result.status === 409 ? "That candidate can no longer be used on this code." : result.error.message);
  }

  const status = generation?.status ?? "QUEUED";
  const running = status === "QUEUED" || status === "RUNNING";
  const progress = generation?.progress ?? 0;
  return (
    <div className="space-y-4" aria-live="polite">
      {running ? (
        <div>
          <div className="mb-1.5 flex justify-between text-sm text-zinc-700">
            <span>{STAGE[status]}</span>
            <span className="tabular-nums">
              {generation && generation.attempts > 0 ? `Try ${generation.attempts}` : ""}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Generation progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-zinc-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
              style={{ width: `${Math.max(6, progress)}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-zinc-600">
            Each candidate is read by two decoders at three sizes and blurred; only one that always scans is saved and
            charged.
          </p>
        </div>
      ) : null}
      {status === "SUCCEEDED" && generation?.qrcode ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3">
          <p className="text-sm text-emerald-900">
            Saved. It scans to <span className="font-medium break-all">{generation.qrcode.shortLink}</span>.
          </p>
          {showCodeLink ? (
            <Link href={`/dashboard/codes/${generation.qrcode.id}?created=1`} className={buttonClass("primary", "sm")}>
              Open the code
            </Link>
          ) : null}
        </div>
      ) : null}
      {status === "FAILED" ? <Alert>{failureText(generation?.error)} Nothing was charged.</Alert> : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {generation && generation.variants.length > 0 ? (
        <VariantGrid
          variants={generation.variants}
          inUse={generation.qrcode?.variant}
          choosing={choosing}
          onChoose={status === "SUCCEEDED" ? (index) => void choose(index) : undefined}
        />
      ) : null}
    </div>
  );
}
