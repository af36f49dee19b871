"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { MAX_NAME_LENGTH } from "@/lib/codes/code-limits";
import { MAX_TAGS } from "@/lib/codes/tag-limits";
import { codeLabel, type QrCodeSummary } from "./code-types";
import { FormDialog } from "./form-dialog";
import { patchCode } from "./patch-code";
import { TagInput } from "./tag-input";

const same = (a: string[], b: string[]) => a.join("\n") === b.join("\n");

/** The list's quick edit: a code's name, destination and tags, without leaving the list. */
export function QuickEditDialog({ code, onClose }: { code: QrCodeSummary | null; onClose: () => void }) {
  return code ? <QuickEditForm key={code.id} code={code} onClose={onClose} /> : null;
}

function QuickEditForm({ code, onClose }: { code: QrCodeSummary; onClose: () => void }) {
  const router = useRouter();
  const fixed = code.mode === "STATIC";
  const [name, setName] = useState(code.name ?? "");
  const [targetUrl, setTargetUrl] = useState(code.targetUrl);
  const [tags, setTags] = useState(code.tags);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> }>();

  const save = async () => {
    const change = {
      ...(!fixed && name.trim() !== (code.name ?? "") ? { name: name.trim() || null } : {}),
      ...(!fixed && targetUrl.trim() !== code.targetUrl ? { targetUrl: targetUrl.trim() } : {}),
      ...(!same(tags, code.tags) ? { tags } : {}),
    };
    if (Object.keys(change).length === 0) return onClose();
    setPending(true);
    const result = await patchCode(code.id, change);
    setPending(false);
    if (!result.ok) return setError(result.error);
    onClose();
    router.refresh();
  };

  return (
    <FormDialog
      open
      title={`Quick edit: ${codeLabel(code)}`}
      description={fixed ? "A static code encodes its content itself: only its tags change." : undefined}
      submitLabel="Save changes"
      pending={pending}
      error={error && !Object.keys(error.fields).length ? error.message : undefined}
      onSubmit={save}
      onClose={onClose}
    >
      {fixed ? null : (
        <>
          <Field
            id="quick-edit-name"
            label="Name"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => setName(event.target.value)}
            error={error?.fields.name}
          />
          <Field
            id="quick-edit-target"
            label="Destination"
            type="url"
            inputMode="url"
            value={targetUrl}
            onChange={(event) => setTargetUrl(event.target.value)}
            error={error?.fields.targetUrl}
            hint="Where the short link sends scans from now on; printed codes follow."
          />
        </>
      )}
      <TagInput label="Tags" value={tags} onChange={setTags} max={MAX_TAGS} error={error?.fields.tags} />
    </FormDialog>
  );
}
