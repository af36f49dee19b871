"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { call } from "@/components/ui/api-call";
import { changeCodeTagsContract } from "@/components/ui/api-routes.generated";
import { formatNumber } from "@/components/ui/format";
import { MAX_TAGS } from "@/lib/codes/tag-limits";
import { FormDialog } from "./form-dialog";
import { TagInput } from "./tag-input";

/** Adds and removes tags on the selected codes at once (POST /api/v1/qrcodes/tags, all or nothing). */
export function BulkTagsDialog({ ids, onClose, onDone }: { ids: string[]; onClose: () => void; onDone: () => void }) {
  const router = useRouter();
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const count = `${formatNumber(ids.length)} ${ids.length === 1 ? "code" : "codes"}`;

  const save = async () => {
    if (!add.length && !remove.length) return setError("Choose at least one tag to add or remove.");
    setPending(true);
    const result = await call(changeCodeTagsContract, { body: { ids, add, remove } });
    setPending(false);
    if (!result.ok) return setError(result.error.message);
    onDone();
    router.refresh();
  };

  return (
    <FormDialog
      open
      title={`Tags of ${count}`}
      description="Every selected code gains the tags to add and loses the tags to remove."
      submitLabel={`Change ${count}`}
      pending={pending}
      error={error}
      onSubmit={save}
      onClose={onClose}
    >
      <TagInput label="Add tags" value={add} onChange={setAdd} max={MAX_TAGS} />
      <TagInput label="Remove tags" value={remove} onChange={setRemove} max={MAX_TAGS} />
    </FormDialog>
  );
}
