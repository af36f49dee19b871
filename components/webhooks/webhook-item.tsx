"use client";

import { useState } from "react";
import { formatDateTime } from "@/components/ui/format";
import { EditWebhookForm } from "./edit-webhook-form";
import { SecretNotice } from "./secret-notice";
import { WebhookActions } from "./webhook-actions";
import { WebhookSummary } from "./webhook-summary";
import type { RotatedSecret, Webhook } from "./webhook-types";

interface Props {
  webhook: Webhook;
  onChange: (webhook: Webhook) => void;
  onDeleted: (id: string) => void;
  /** The delivery log's address, when the URL should link to it (the list); absent on the log's own page. */
  href?: string;
}

/** One webhook with its actions; it turns into its edit form in place, and shows a rotated secret once. */
export function WebhookItem({ webhook, onChange, onDeleted, href }: Props) {
  const [editing, setEditing] = useState(false);
  const [rotated, setRotated] = useState<RotatedSecret>();

  return (
    <div className="space-y-4">
      {editing ? (
        <EditWebhookForm
          webhook={webhook}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            onChange(saved);
            setEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <WebhookSummary webhook={webhook} href={href} />
          <WebhookActions
            webhook={webhook}
            onChange={onChange}
            onEdit={() => setEditing(true)}
            onRotated={setRotated}
            onDeleted={onDeleted}
          />
        </div>
      )}
      {rotated ? (
        <SecretNotice title="New signing secret" secret={rotated.secret} onDismiss={() => setRotated(undefined)}>
          The previous secret keeps working until {formatDateTime(rotated.previousSecretExpiresAt)}, so you can update
          your receiver without missing events.
        </SecretNotice>
      ) : null}
    </div>
  );
}
