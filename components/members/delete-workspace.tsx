"use client";

import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/codes/confirm-dialog";
import { call } from "@/components/ui/api-call";
import { deleteWorkspaceContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useWorkspace } from "@/components/workspaces/workspace-context";

/**
 * Deleting the workspace, for its OWNER: the name typed to confirm. The API refuses the user's only
 * workspace (409) and its message is shown. Afterwards a full load of /dashboard: every page of this
 * workspace is gone, and components/auth/session-workspace.ts picks another.
 */
export function DeleteWorkspace({ name }: { name: string }) {
  const workspace = useWorkspace();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);

  async function remove() {
    if (typed.trim() !== name.trim()) return setError("Type the workspace's name exactly to confirm.");
    setPending(true);
    const result = await call(deleteWorkspaceContract, { params: { id: workspace.id } });
    if (!result.ok) {
      setPending(false);
      return setError(result.error.message);
    }
    window.location.assign("/dashboard");
  }

  return (
    <>
      <Button
        ref={button}
        variant="danger"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setTyped("");
          setError(undefined);
          setOpen(true);
        }}
      >
        Delete workspace
      </Button>
      {/* ConfirmDialog for its red button; the field sits in a form of its own so Enter confirms. */}
      <ConfirmDialog
        open={open}
        title={`Delete “${name}”?`}
        confirmLabel="Delete workspace"
        pendingLabel="Deleting…"
        pending={pending}
        error={error}
        onConfirm={remove}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
      >
        <p>
          Its codes (their short links stop working), scans, statistics, API keys, webhooks, credits and AI art are
          deleted for every member. This cannot be undone.
        </p>
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) void remove();
          }}
        >
          {open ? (
            <Field
              id="delete-workspace-name"
              label={`Type “${name}” to confirm`}
              autoComplete="off"
              autoFocus
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          ) : null}
        </form>
      </ConfirmDialog>
    </>
  );
}
