"use client";

import { call } from "@/components/ui/api-call";
import { deleteQrCodeContract, updateQrCodeContract } from "@/components/ui/api-routes.generated";
import { formatNumber } from "@/components/ui/format";
import { ConfirmDialog } from "./confirm-dialog";

export type CodeAction = "expire" | "reactivate" | "delete";

/** Runs one action on each code in turn; answers how many failed and the first failure's message. */
export async function runCodeAction(action: CodeAction, ids: string[]): Promise<{ failed: number; message?: string }> {
  let failed = 0;
  let message: string | undefined;
  for (const id of ids) {
    const result =
      action === "delete"
        ? await call(deleteQrCodeContract, { params: { id } })
        : await call(updateQrCodeContract, {
            params: { id },
            body: { status: action === "expire" ? "EXPIRED" : "READY" },
          });
    if (!result.ok) {
      failed += 1;
      message ??= result.error.message;
    }
  }
  return { failed, message };
}

const WORDS: Record<CodeAction, { title: (n: string) => string; confirm: string; pending: string; text: string }> = {
  expire: {
    title: (n) => `Expire ${n}?`,
    confirm: "Expire",
    pending: "Expiring…",
    text: "Scans of an expired code land on a “this code has expired” page (or its fallback) until you reactivate it. Printed codes stay valid for later.",
  },
  reactivate: {
    title: (n) => `Reactivate ${n}?`,
    confirm: "Reactivate",
    pending: "Reactivating…",
    text: "Scans redirect to the target again.",
  },
  delete: {
    title: (n) => `Delete ${n}?`,
    confirm: "Delete",
    pending: "Deleting…",
    text: "A deleted code's short link stops working and its statistics are no longer shown. You can undo this right after.",
  },
};

/** Asks before expiring or deleting one or several codes. */
export function CodeActionDialog(props: {
  action: CodeAction | null;
  count: number;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const words = WORDS[props.action ?? "delete"];
  const what = props.count === 1 ? "this code" : `${formatNumber(props.count)} codes`;
  return (
    <ConfirmDialog
      open={props.action !== null}
      title={words.title(what)}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      pending={props.pending}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      {words.text}
    </ConfirmDialog>
  );
}
