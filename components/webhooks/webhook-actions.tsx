"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/codes/confirm-dialog";
import { call } from "@/components/ui/api-call";
import {
  deleteWebhookContract,
  rotateWebhookSecretContract,
  updateWebhookContract,
} from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import type { RotatedSecret, Webhook } from "./webhook-types";

interface Props {
  webhook: Webhook;
  onChange: (webhook: Webhook) => void;
  onEdit: () => void;
  onRotated: (rotated: RotatedSecret) => void;
  onDeleted: (id: string) => void;
}

type Busy = "status" | "rotate" | "delete" | null;

/** Enable or disable, edit, rotate the secret (after a word of warning) and delete (after a confirmation). */
export function WebhookActions({ webhook, onChange, onEdit, onRotated, onDeleted }: Props) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState<"rotate" | "delete" | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const active = webhook.status === "ACTIVE";

  async function toggle() {
    setBusy("status");
    setError(undefined);
    const result = await call(updateWebhookContract, {
      params: { id: webhook.id },
      body: { status: active ? "DISABLED" : "ACTIVE" },
    });
    setBusy(null);
    if (result.ok) onChange(result.data);
    else setError(result.error.message);
  }

  async function rotate() {
    setBusy("rotate");
    setError(undefined);
    const result = await call(rotateWebhookSecretContract, { params: { id: webhook.id } });
    setBusy(null);
    setConfirm(null);
    if (result.ok) onRotated(result.data);
    else setError(result.error.message);
  }

  async function remove() {
    setBusy("delete");
    setDeleteError(undefined);
    const result = await call(deleteWebhookContract, { params: { id: webhook.id } });
    setBusy(null);
    if (result.ok) onDeleted(webhook.id);
    else setDeleteError(result.error.message);
  }

  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      {confirm === "rotate" ? (
        <div role="group" aria-label="Confirm rotating the secret" className="flex flex-col gap-2 sm:items-end">
          <p className="max-w-xs text-sm text-zinc-600 sm:text-right">
            A new secret is made now; the current one keeps working for 24 hours.
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setConfirm(null)} disabled={busy !== null}>
              Cancel
            </Button>
            <Button size="sm" onClick={rotate} disabled={busy !== null}>
              {busy === "rotate" ? "Rotating…" : "Rotate secret"}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-3">
          <div className="w-full sm:mr-1 sm:w-auto">
            <Switch checked={active} pending={busy === "status"} onToggle={toggle} />
          </div>
          <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy !== null}>
            Edit
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirm("rotate")} disabled={busy !== null}>
            Rotate secret
          </Button>
          <Button variant="danger-outline" size="sm" onClick={() => setConfirm("delete")} disabled={busy !== null}>
            Delete
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {confirm === "delete" ? (
        <ConfirmDialog
          open
          title="Delete this webhook?"
          confirmLabel="Delete webhook"
          pendingLabel="Deleting…"
          pending={busy === "delete"}
          error={deleteError}
          onConfirm={remove}
          onClose={() => {
            setConfirm(null);
            setDeleteError(undefined);
          }}
        >
          <p>
            <span className="font-mono break-all text-zinc-900">{webhook.url}</span> stops receiving events at once, and
            its delivery log is removed. Deliveries still waiting to be retried are dropped. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
