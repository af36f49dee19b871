"use client";

import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import {
  confirmTwoFactorContract,
  disableTwoFactorContract,
  startTwoFactorContract,
} from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { RecoveryCodes } from "./recovery-codes";

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

interface Enrolment {
  secret: string;
  qrDataUri: string;
}

type Stage =
  | { kind: "status" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "codes"; recoveryCodes: string[] };

const codeOf = (event: FormEvent<HTMLFormElement>) => String(new FormData(event.currentTarget).get("code") ?? "");

/** Settings: two-factor sign-in with an authenticator app (TOTP), its set-up, recovery codes and turning it off. */
export function TwoFactorSection({ initialStatus }: { initialStatus: TwoFactorStatus }) {
  const [status, setStatus] = useState(initialStatus);
  const [stage, setStage] = useState<Stage>({ kind: "status" });
  const [error, setError] = useState<{ message?: string; code?: string }>({});
  const [pending, setPending] = useState(false);

  async function run<T>(
    request: Promise<{ ok: true; data: T } | { ok: false; error: { message: string; fields: Record<string, string> } }>,
  ) {
    setPending(true);
    setError({});
    const answer = await request;
    setPending(false);
    if (answer.ok) return answer.data;
    const { message, fields } = answer.error;
    setError(fields.code ? { code: `The code ${fields.code}.` } : { message });
    return undefined;
  }

  async function start() {
    const enrolment = await run(call(startTwoFactorContract, { body: undefined }));
    if (enrolment) setStage({ kind: "enrolling", enrolment });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = await run(call(confirmTwoFactorContract, { body: { code: codeOf(event) } }));
    if (!confirmed) return;
    setStatus({ enabled: true, recoveryCodesLeft: confirmed.recoveryCodes.length });
    setStage({ kind: "codes", recoveryCodes: confirmed.recoveryCodes });
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const disabled = await run(call(disableTwoFactorContract, { body: { code: codeOf(event) } }));
    if (disabled) setStatus(disabled);
  }

  return (
    <Card>
      <CardHeader
        title="Two-factor sign-in"
        description="Ask for a code from an authenticator app (1Password, Google Authenticator, Aegis…) after your password."
      />
      <div className="space-y-4 px-5 py-4">
        {error.message ? <Alert>{error.message}</Alert> : null}
        {stage.kind === "codes" ? (
          <RecoveryCodes codes={stage.recoveryCodes} onDone={() => setStage({ kind: "status" })} />
        ) : stage.kind === "enrolling" ? (
          <form onSubmit={confirm} className="space-y-4" noValidate>
            <ol className="list-decimal space-y-1 pl-5 text-sm text-zinc-700">
              <li>Scan this code with your authenticator app, or type the key in.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div className="flex flex-wrap items-center gap-5">
              <img
                src={stage.enrolment.qrDataUri}
                alt="QR code to scan with an authenticator app"
                width={176}
                height={176}
                className="rounded-lg border border-zinc-200 bg-white"
              />
              <div className="min-w-0 text-sm">
                <p className="font-medium text-zinc-800">Key</p>
                <code data-testid="totp-secret" className="mt-1 block font-mono text-sm break-all text-zinc-900">
                  {stage.enrolment.secret}
                </code>
              </div>
            </div>
            <Field
              id="totp-confirm-code"
              name="code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={error.code}
              className="max-w-xs"
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={pending}>
                {pending ? "Checking…" : "Turn on"}
              </Button>
              <Button variant="secondary" onClick={() => setStage({ kind: "status" })}>
                Cancel
              </Button>
            </div>
          </form>
        ) : status.enabled ? (
          <form onSubmit={disable} className="space-y-4" noValidate>
            <Alert tone="success">
              Two-factor sign-in is on. {status.recoveryCodesLeft} of 10 recovery codes left.
            </Alert>
            <Field
              id="totp-disable-code"
              name="code"
              label="Code from the app, or a recovery code"
              autoComplete="one-time-code"
              maxLength={64}
              required
              error={error.code}
              className="max-w-xs"
            />
            <Button type="submit" variant="danger-outline" disabled={pending}>
              {pending ? "Checking…" : "Turn off two-factor sign-in"}
            </Button>
          </form>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-700">Two-factor sign-in is off: your password alone signs you in.</p>
            <Button onClick={start} disabled={pending}>
              {pending ? "Starting…" : "Set up two-factor sign-in"}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
