"use client";

import { useState } from "react";
import { call } from "@/components/ui/api-call";
import { listApiKeysContract, revokeApiKeyContract } from "@/components/ui/api-routes.generated";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { KeyIcon } from "@/components/ui/icons";
import type { ApiKeyView } from "@/lib/keys/key-schemas";
import { CreateKeyForm, type CreatedKey } from "./create-key-form";
import { KeyItem } from "./key-item";
import { NewKeyNotice } from "./new-key-notice";

export function ApiKeysManager({ initialKeys }: { initialKeys: ApiKeyView[] }) {
  const [keys, setKeys] = useState(initialKeys);
  const [created, setCreated] = useState<CreatedKey>();

  async function revoke(id: string): Promise<string | undefined> {
    const result = await call(revokeApiKeyContract, { params: { id } });
    if (!result.ok) return result.error.message;
    const list = await call(listApiKeysContract);
    if (list.ok) setKeys(list.data.data);
    return undefined;
  }

  function onCreated(key: CreatedKey) {
    const { key: _clear, ...view } = key;
    setCreated(key);
    setKeys((current) => [view, ...current.filter((existing) => existing.id !== view.id)]);
  }

  const active = keys.filter((key) => !key.revokedAt).length;
  return (
    <div className="space-y-8">
      {created ? (
        <NewKeyNotice name={created.name} apiKey={created.key} onDismiss={() => setCreated(undefined)} />
      ) : null}
      <Card>
        <CardHeader
          title="Create a key"
          description="Give it a name you will recognise and only the permissions it needs."
        />
        <CreateKeyForm onCreated={onCreated} />
      </Card>
      <Card className="overflow-hidden">
        <CardHeader title="Your keys" description={`${active} active of ${keys.length}.`} />
        {keys.length ? (
          <ul aria-label="API keys" className="divide-y divide-zinc-100">
            {keys.map((key) => (
              <KeyItem key={key.id} apiKey={key} onRevoke={revoke} />
            ))}
          </ul>
        ) : (
          <div className="p-5">
            <EmptyState icon={<KeyIcon className="size-6" />} title="No API keys yet">
              Create a key above, then send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>.
            </EmptyState>
          </div>
        )}
      </Card>
    </div>
  );
}
