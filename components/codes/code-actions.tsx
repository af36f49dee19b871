"use client";

import { useState } from "react";
import { call } from "@/components/ui/api-call";
import { cloneQrCodeContract, deleteQrCodeContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/components/ui/format";
import { codeLabel, type QrCodeDetail } from "./code-types";
import { ConfirmDialog } from "./confirm-dialog";
import { toastDeleted } from "./deleted-toast";
import { patchCode } from "./patch-code";
import { useDashboardRouter } from "@/components/workspaces/workspace-context";

type Busy = "status" | "clone" | "delete" | null;

/** Expire or reactivate, clone and delete (after a confirmation). */
export function CodeActions({ code, dynamicCost }: { code: QrCodeDetail; dynamicCost: number }) {
  const router = useDashboardRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<"delete" | "expire" | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const dynamic = code.mode !== "STATIC";

  async function toggleStatus() {
    setBusy("status");
    setError(undefined);
    const result = await patchCode(code.id, { status: code.status === "READY" ? "EXPIRED" : "READY" });
    setBusy(null);
    setConfirming(null);
    if (result.ok) router.refresh();
    else setError(result.error.message);
  }

  async function clone() {
    setBusy("clone");
    setError(undefined);
    const result = await call(cloneQrCodeContract, { params: { id: code.id }, body: {} });
    if (!result.ok) {
      setError(result.error.message);
      setBusy(null);
      return;
    }
    router.push(`/dashboard/codes/${result.data.id}?created=clone`);
    router.refresh();
  }

  async function remove() {
    setBusy("delete");
    setDeleteError(undefined);
    const result = await call(deleteQrCodeContract, { params: { id: code.id } });
    // 404: already gone (another tab), which is what was asked.
    if (!result.ok && result.status !== 404) {
      setDeleteError(result.error.message);
      setBusy(null);
      return;
    }
    router.push("/dashboard/codes");
    router.refresh();
    toastDeleted([code.id], `“${codeLabel(code)}”`, () => router.push(`/dashboard/codes/${code.id}`));
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {dynamic ? (
          // Expiring breaks every printed copy at once, so it asks first like Delete; reactivating does not.
          <Button
            variant="secondary"
            size="sm"
            onClick={code.status === "READY" ? () => setConfirming("expire") : toggleStatus}
            disabled={busy !== null}
          >
            {busy === "status" ? "Saving…" : code.status === "READY" ? "Expire" : "Reactivate"}
          </Button>
        ) : null}
        {code.mode !== "AI" ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={clone}
            disabled={busy !== null}
            title={
              dynamic ? `A copy costs ${formatNumber(dynamicCost)} credits` : "A copy counts against the static quota"
            }
          >
            {busy === "clone" ? "Cloning…" : dynamic ? `Clone (${formatNumber(dynamicCost)} credits)` : "Clone"}
          </Button>
        ) : null}
        <Button variant="danger-outline" size="sm" onClick={() => setConfirming("delete")} disabled={busy !== null}>
          Delete
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete “${codeLabel(code)}”?`}
        confirmLabel="Delete code"
        pendingLabel="Deleting…"
        pending={busy === "delete"}
        error={deleteError}
        onConfirm={remove}
        onClose={() => {
          setConfirming(null);
          setDeleteError(undefined);
        }}
      >
        {dynamic ? (
          <p>
            Its short link stops working at once: anyone who scans the printed code gets a “not found” page. Its
            statistics are no longer shown. You can undo this right after.
          </p>
        ) : (
          <p>
            It disappears from your list. Printed copies still scan, since a static code holds its content itself. You
            can undo this right after.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "expire"}
        title={`Expire “${codeLabel(code)}”?`}
        confirmLabel="Expire code"
        pendingLabel="Expiring…"
        pending={busy === "status"}
        error={error}
        onConfirm={toggleStatus}
        onClose={() => setConfirming(null)}
      >
        <p>
          Its short link stops working at once: anyone who scans the printed code gets a “this code has expired” page.
          You can reactivate it later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
