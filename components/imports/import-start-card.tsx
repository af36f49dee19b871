"use client";

import { Card, CardHeader } from "@/components/ui/card";
import { ViewerNote } from "@/components/workspaces/role-required";
import { useCan, useWorkspace } from "@/components/workspaces/workspace-context";
import { type FormErrors, type ImportRequest, ImportSourceForm } from "./import-source-form";

interface ImportStartCardProps {
  /** A new key empties the form (the secrets leave it once an import has them). */
  formKey: number;
  maxBytes: number;
  pending: boolean;
  errors: FormErrors;
  onSubmit: (request: ImportRequest) => void;
  onEdit: () => void;
}

/** Step 1 of the Import page: the source form for an editor, a note on the role for a viewer. */
export function ImportStartCard({ formKey, maxBytes, pending, errors, onSubmit, onEdit }: ImportStartCardProps) {
  const canImport = useCan("EDITOR");
  const { role } = useWorkspace();
  if (!canImport) return <ViewerNote role={role} what="import links" />;
  return (
    <Card>
      <CardHeader
        title="1. Choose what to import"
        description="Links on a domain this workspace serves keep their slug, so printed codes keep working once the domain points here. Running the same import again adds nothing twice."
      />
      <ImportSourceForm
        key={formKey}
        maxBytes={maxBytes}
        pending={pending}
        errors={errors}
        onSubmit={onSubmit}
        onEdit={onEdit}
      />
    </Card>
  );
}
