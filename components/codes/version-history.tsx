"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { call, keyOf } from "@/components/ui/api-call";
import { listCodeVersionsContract, restoreCodeVersionContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { useCan } from "@/components/workspaces/workspace-context";
import { Card, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/components/ui/format";
import { useApi } from "@/components/ui/use-api";
import type { CodeVersionListSchema } from "@/lib/codes/version-schemas";
import { ConfirmDialog } from "./confirm-dialog";

type VersionList = z.output<typeof CodeVersionListSchema>;

const CHANGE_LABELS: Record<string, string> = {
  created: "created",
  targetUrl: "target",
  validFrom: "start",
  expiresAt: "end",
  fallbackUrl: "fallback",
  maxScans: "scan limit",
  rules: "rules",
  utm: "UTM",
  password: "password",
};
const describeChanges = (changes: string[]) =>
  changes
    .map((change) =>
      change.startsWith("restored:v")
        ? `restored version ${change.slice("restored:v".length)}`
        : (CHANGE_LABELS[change] ?? change),
    )
    .join(", ");
/** " · by Ada" / " · by API key “CI deploy”" / " · by system"; nothing for the code as created (its maker is not recorded). */
const byWhom = ({ kind, name }: VersionList["data"][number]["changedBy"]) =>
  name === null ? "" : ` · by ${kind === "key" ? `API key “${name}”` : name}`;

/** The history's SWR key: the newest 20 versions (smart-settings.tsx asks for it again after a save). */
export const versionsKey = (id: string) => keyOf(listCodeVersionsContract, { params: { id }, query: { size: 20 } });

/** Every change of where the code's scans go, newest first, each one a click from being restored. */
export function VersionHistory({ codeId }: { codeId: string }) {
  const canEdit = useCan("EDITOR");
  const router = useRouter();
  const url = versionsKey(codeId);
  const { data, error, reload } = useApi<VersionList>(url, null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function restore() {
    if (restoring === null) return;
    setPending(true);
    // No body: restore takes none (`{}` would do too), and none is what the dashboard has always sent.
    const result = await call(restoreCodeVersionContract, {
      params: { id: codeId, version: restoring },
      body: undefined,
    });
    setPending(false);
    if (!result.ok) return setFailure(result.error.message);
    setRestoring(null);
    reload();
    router.refresh();
  }

  const latest = data?.data[0]?.version;
  return (
    <section data-testid="version-history" aria-label="Version history">
      <Card>
        <CardHeader
          title="History"
          description="Each change of target, schedule, limit, rules, UTM or password. Restore puts a version back."
        />
        {error ? <p className="px-5 py-4 text-sm text-red-700">{error}</p> : null}
        <ol className="divide-y divide-zinc-100">
          {(data?.data ?? []).map((version) => (
            <li key={version.version} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-zinc-900">
                  Version {version.version}: {describeChanges(version.changes)}
                </p>
                <p className="break-all text-zinc-600">
                  {formatDateTime(version.createdAt)}
                  {byWhom(version.changedBy)} · to {version.state.targetUrl}
                </p>
              </div>
              {version.version === latest ? (
                <span className="text-xs font-medium text-zinc-600">Current</span>
              ) : !canEdit ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setFailure(undefined);
                    setRestoring(version.version);
                  }}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
        <ConfirmDialog
          open={restoring !== null}
          title={`Restore version ${restoring}?`}
          confirmLabel="Restore"
          pendingLabel="Restoring…"
          pending={pending}
          error={failure}
          onConfirm={() => void restore()}
          onClose={() => setRestoring(null)}
        >
          The next scan goes where it went after version {restoring}: its target, schedule, limit, rules, UTM and
          password. The current settings stay in the history.
        </ConfirmDialog>
      </Card>
    </section>
  );
}
