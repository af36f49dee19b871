"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import {
  endOtherSessionsContract,
  endSessionContract,
  listSessionsContract,
} from "@/components/ui/api-routes.generated";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/components/ui/format";
import type { UserSessionView } from "@/lib/me/me-schemas";

export function SessionsSection({ initialSessions }: { initialSessions: UserSessionView[] }) {
  const [sessions, setSessions] = useState(initialSessions);
  const [pending, setPending] = useState<string>();
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string }>();
  const others = sessions.filter((session) => !session.current);

  async function run(id: string, request: () => ReturnType<typeof call<typeof endOtherSessionsContract>>) {
    setPending(id);
    setMessage(undefined);
    const result = await request();
    if (result.ok) {
      const list = await call(listSessionsContract);
      if (list.ok) setSessions(list.data.data);
      const count = result.data.ended;
      setMessage({ tone: "success", text: `Signed out ${count} session${count === 1 ? "" : "s"}.` });
    } else setMessage({ tone: "error", text: result.error.message });
    setPending(undefined);
  }

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Where you are signed in"
        description="Each sign-in is one session. Sign out any you do not recognise, then change your password."
        action={
          <Button
            variant="secondary"
            size="sm"
            disabled={others.length === 0 || pending !== undefined}
            onClick={() => run("others", () => call(endOtherSessionsContract))}
          >
            {pending === "others" ? "Signing out…" : "Sign out everywhere else"}
          </Button>
        }
      />
      {message ? (
        <div className="px-5 pt-4">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      <ul aria-label="Sessions" className="divide-y divide-zinc-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-900">
                {session.userAgent}
                {session.current ? <Badge tone="brand">This browser</Badge> : null}
              </p>
              <p className="mt-1 text-sm text-zinc-500">
                Signed in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.lastSeenAt)}
                {session.ipPrefix ? ` · from ${session.ipPrefix}` : ""}
              </p>
            </div>
            {session.current ? null : (
              <Button
                variant="danger-outline"
                size="sm"
                disabled={pending !== undefined}
                aria-label={`Sign out ${session.userAgent}, last active ${formatDateTime(session.lastSeenAt)}`}
                onClick={() => run(session.id, () => call(endSessionContract, { params: { id: session.id } }))}
              >
                {pending === session.id ? "Signing out…" : "Sign out"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {sessions.length === 0 ? (
        <p className="px-5 py-4 text-sm text-zinc-500">
          This browser signed in before sessions were listed; sign in again to see it here.
        </p>
      ) : null}
    </Card>
  );
}
