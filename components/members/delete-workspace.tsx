"use client";

import { useState } from "react";
import { FormDialog } from "@/components/codes/form-dialog";
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
  const matches = typed.trim() === name.trim();

  async function remove() {
    if (!matches) return setError("Type the workspace's name exactly to confirm.");
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
      <FormDialog
        open={open}
        title={`Delete “${name}”?`}
        description="Its codes (their short links stop working), scans, statistics, API keys, webhooks, credits and AI art are deleted for every member. This cannot be undone."
        submitLabel="Delete workspace"
        pending={pending}
        error={error}
        onSubmit={remove}
        onClose={() => setOpen(false)}
      >
        <Field
          id="delete-workspace-name"
          label={`Type “${name}” to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormDialog>
    </>
  );
}
