"use client";

import { useEffect, useState } from "react";
import { call } from "@/components/ui/api-call";
import { checkCodePrintContract } from "@/components/ui/api-routes.generated";

export interface PrintQuery {
  widthMm: string;
  distanceM: string;
  dpi: string;
}

type Check = Extract<Awaited<ReturnType<typeof runCheck>>, { ok: true }>["data"];
type Problem = { message: string; fields: Record<string, string> };

const runCheck = (id: string, query: PrintQuery) =>
  call(checkCodePrintContract, {
    params: { id },
    query: { widthMm: Number(query.widthMm), distanceM: Number(query.distanceM), dpi: Number(query.dpi) },
  });

/** Typing pauses this long before a check is asked for: each one rasterises and decodes a print. */
const SETTLE_MS = 300;

/** The print check of the code for the query, asked again (once typing settles) when it changes. */
export function usePrintCheck(id: string, query: PrintQuery): { check: Check | null; problem: Problem | null } {
  const [check, setCheck] = useState<Check | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const result = await runCheck(id, query);
      if (!current) return;
      if (result.ok) {
        setCheck(result.data);
        setProblem(null);
      } else setProblem(result.error);
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, query]);
  return { check, problem };
}
