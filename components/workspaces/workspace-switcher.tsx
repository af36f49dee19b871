"use client";

import { useEffect, useId, useRef, useState } from "react";
import { FormDialog } from "@/components/codes/form-dialog";
import { call } from "@/components/ui/api-call";
import { createWorkspaceContract } from "@/components/ui/api-routes.generated";
import { Field } from "@/components/ui/field";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";
import type { WorkspaceView } from "@/lib/workspaces/workspace-schemas";
import { roleLabel } from "./role-label";
import { useWorkspace } from "./workspace-context";

const WORKSPACE_NAME_MAX = 80;

/** A switch is a full load: every page, the menu and the balance belong to the workspace. */
const hrefOf = (slug: string) => `/dashboard?workspace=${encodeURIComponent(slug)}`;

/**
 * The workspace shown (its name and the user's role there) and, opened, the others the user is a
 * member of, and a way to create one. A disclosure rather than a menu: its items are plain links.
 */
export function WorkspaceSwitcher({ workspaces }: { workspaces: WorkspaceView[] }) {
  const current = useWorkspace();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", outside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", outside);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <WorkspaceAvatar name={current.name} />
        <span className="min-w-0 flex-1">
          <span className="sr-only">Workspace: </span>
          <span className="block truncate text-sm font-semibold text-zinc-900">{current.name}</span>
          <span className="block text-xs text-zinc-600">{roleLabel(current.role)}</span>
        </span>
        <ChevronDownIcon className={`size-4 shrink-0 text-zinc-500 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={listId} hidden={!open} className="mt-1 rounded-lg border border-zinc-200 bg-white p-1 shadow-sm">
        <p className="px-2 pt-1 pb-1.5 text-xs font-medium text-zinc-600">Your workspaces</p>
        <ul className="max-h-64 overflow-y-auto">
          {workspaces.map((workspace) => {
            const here = workspace.id === current.id;
            return (
              <li key={workspace.id}>
                <a
                  href={hrefOf(workspace.slug)}
                  aria-current={here ? "true" : undefined}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <WorkspaceAvatar name={workspace.name} small />
                  <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
                  <span className="text-xs text-zinc-600">{roleLabel(workspace.role)}</span>
                  {here ? <CheckIcon className="size-4 text-brand-600" /> : <span className="size-4" />}
                </a>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setCreating(true);
          }}
          className="mt-1 w-full rounded-md border-t border-zinc-100 px-2 py-1.5 text-left text-sm font-medium text-brand-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          + New workspace
        </button>
      </div>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}

function WorkspaceAvatar({ name, small = false }: { name: string; small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 font-semibold text-white ${
        small ? "size-6 text-xs" : "size-8 text-sm"
      }`}
    >
      {(name.trim()[0] ?? "W").toUpperCase()}
    </span>
  );
}

function CreateWorkspaceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message?: string; field?: string }>({});
  const submit = async () => {
    setPending(true);
    const result = await call(createWorkspaceContract, { body: { name: name.trim() } });
    if (result.ok) {
      window.location.assign(hrefOf(result.data.slug));
      return;
    }
    setPending(false);
    setError({ message: result.error.message, field: result.error.fields.name });
  };
  return (
    <FormDialog
      open={open}
      title="New workspace"
      description="A place for a team's codes, keys, webhooks and credits. You will be its owner; invite others from Members."
      submitLabel="Create workspace"
      pending={pending}
      error={error.field ? undefined : error.message}
      onSubmit={submit}
      onClose={() => {
        setError({});
        onClose();
      }}
    >
      <Field
        id="workspace-name"
        label="Name"
        value={name}
        maxLength={WORKSPACE_NAME_MAX}
        autoComplete="organization"
        error={error.field}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
