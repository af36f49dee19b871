"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { call } from "@/components/ui/api-call";
import { updateWorkspaceContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { serverBanner, showServerErrors } from "@/components/ui/server-errors";
import { SubmitButton } from "@/components/ui/submit-button";
import { ROLE_SUMMARY, roleLabel } from "@/components/workspaces/role-label";
import { useWorkspace } from "@/components/workspaces/workspace-context";

/** The workspace's name (an OWNER renames it in place) and what the viewer's role lets them do. */
export function WorkspaceName() {
  const workspace = useWorkspace();
  const router = useRouter();
  const [name, setName] = useState(workspace.name);
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm({ defaultValues: { name } });
  const { errors, isSubmitting } = formState;

  // Focus follows the mode: into the field when renaming starts, back to Rename when it ends.
  useEffect(() => {
    if (editing) setFocus("name", { shouldSelect: true });
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await call(updateWorkspaceContract, { params: { id: workspace.id }, body: values });
    if (!result.ok) return showServerErrors(setError, result.error);
    setName(result.data.name);
    reset({ name: result.data.name });
    setEditing(false);
    toast(`Renamed the workspace to “${result.data.name}”`);
    // The switcher and the page titles read the name on the server.
    router.refresh();
  });

  return (
    <Card className="p-5">
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <FormError message={serverBanner(errors)} />
          <Field
            id="workspace-name"
            label="Workspace name"
            maxLength={80}
            required
            error={errors.name?.message}
            {...register("name")}
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
              Save name
            </SubmitButton>
            <Button
              variant="secondary"
              disabled={isSubmitting}
              onClick={() => {
                reset({ name });
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-zinc-500">Workspace</p>
            <h2 className="mt-0.5 text-lg font-semibold wrap-anywhere text-zinc-900">{name}</h2>
          </div>
          {workspace.role === "OWNER" ? (
            <Button ref={renameButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Rename
            </Button>
          ) : (
            <p className="text-sm text-zinc-500">Only owners can rename the workspace.</p>
          )}
        </div>
      )}
      <p className="mt-4 border-t border-zinc-100 pt-3 text-sm text-zinc-600">
        Your role: <strong className="font-medium text-zinc-900">{roleLabel(workspace.role)}</strong>.{" "}
        {ROLE_SUMMARY[workspace.role]}
      </p>
    </Card>
  );
}
