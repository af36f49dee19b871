"use client";

import { useForm } from "react-hook-form";
import { call, type ResultOf } from "@/components/ui/api-call";
import { createInvitationContract } from "@/components/ui/api-routes.generated";
import { describedByOf, Field, FieldHelp } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-error";
import { serverBanner, showServerErrors } from "@/components/ui/server-errors";
import { SubmitButton } from "@/components/ui/submit-button";
import { useWorkspace } from "@/components/workspaces/workspace-context";
import type { WorkspaceRole } from "@/lib/workspaces/workspace-roles";
import { grantableRoles } from "./role-rules";
import { RoleSelect } from "./role-select";

export type CreatedInvitation = ResultOf<typeof createInvitationContract>;
type InviteValues = { email: string; role: WorkspaceRole };

/** Email and role; the roles offered are those the caller may give (an ADMIN: editor and viewer). */
export function InviteForm({ onInvited }: { onInvited: (invitation: CreatedInvitation) => void }) {
  const workspace = useWorkspace();
  const roles = grantableRoles(workspace.role);
  const empty: InviteValues = { email: "", role: roles.includes("EDITOR") ? "EDITOR" : roles[0] };
  const { register, handleSubmit, setError, reset, formState } = useForm<InviteValues>({ defaultValues: empty });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await call(createInvitationContract, { params: { id: workspace.id }, body: values });
    if (!result.ok) return showServerErrors(setError, result.error);
    onInvited(result.data);
    reset({ ...empty, role: values.role });
  });

  const roleError = errors.role?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite someone" className="space-y-3 p-5">
      <FormError message={serverBanner(errors)} />
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <Field
          id="invite-email"
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          required
          error={errors.email?.message}
          {...register("email")}
        />
        <div>
          <label htmlFor="invite-role" className="mb-1.5 block text-sm font-medium text-zinc-800">
            Role
          </label>
          <RoleSelect
            id="invite-role"
            roles={roles}
            className="h-10 w-full"
            aria-invalid={roleError ? true : undefined}
            aria-describedby={describedByOf("invite-role", roleError)}
            {...register("role")}
          />
          <FieldHelp id="invite-role" error={roleError} />
        </div>
        <SubmitButton pending={isSubmitting} pendingLabel="Inviting…" className="sm:mt-7">
          Send invitation
        </SubmitButton>
      </div>
      {workspace.role === "ADMIN" ? (
        <p className="text-sm text-zinc-500">
          Admins invite editors and viewers; only owners invite admins and owners.
        </p>
      ) : null}
    </form>
  );
}
