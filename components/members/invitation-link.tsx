"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton, CopyStatus, useCopy } from "@/components/ui/copy-button";
import { roleLabel } from "@/components/workspaces/role-label";
import type { CreatedInvitation } from "./invite-form";

/**
 * The link of the invitation just made. The API answers it only once (the list holds no links,
 * lib/invitations/invitation-schemas.ts), so this is the one place to copy it.
 */
export function InvitationLink({ invitation, onDismiss }: { invitation: CreatedInvitation; onDismiss: () => void }) {
  const copier = useCopy(invitation.url);
  const heading = useRef<HTMLHeadingElement>(null);
  // A keyboard user who just sent the form lands on the result, not back at the top.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="invitation-link-title"
      className="mx-5 mb-5 rounded-lg border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3
        ref={heading}
        id="invitation-link-title"
        tabIndex={-1}
        className="text-sm font-semibold text-emerald-950 focus:outline-none"
      >
        Invited {invitation.email} as {roleLabel(invitation.role).toLowerCase()}
      </h3>
      <p className="mt-1 text-sm text-emerald-900">
        {invitation.mailed
          ? "We emailed them the link. You can also send it yourself; it works once, for 7 days."
          : "Send them this link; it works once, for 7 days, for this address only."}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="invitation-url" className="sr-only">
          Invitation link
        </label>
        <input
          id="invitation-url"
          readOnly
          value={invitation.url}
          onFocus={(event) => event.currentTarget.select()}
          className="block h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-emerald-200 bg-white px-3 font-mono text-sm text-zinc-900"
        />
        <CopyButton text={invitation.url} copier={copier} label="Copy link" size="md" />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <CopyStatus state={copier.state} what="link" className="text-sm text-emerald-900" />
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
