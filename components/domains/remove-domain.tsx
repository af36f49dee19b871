"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/codes/confirm-dialog";
import { call } from "@/components/ui/api-call";
import { deleteDomainContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { codesCount, type Domain } from "./domain-types";

type Step = "closed" | "confirm" | "in-use";

/**
 * Remove, after a confirmation. While live codes use the domain the API refuses (DOMAIN_IN_USE):
 * the dialog then offers to expire them and remove it anyway.
 */
export function RemoveDomain({ domain, onRemoved }: { domain: Domain; onRemoved: (id: string) => void }) {
  const [step, setStep] = useState<Step>("closed");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [inUse, setInUse] = useState(domain.codeCount);

  async function remove(force: boolean) {
    setPending(true);
    setError(undefined);
    const result = await call(deleteDomainContract, {
      params: { id: domain.id },
      query: force ? { force: true } : {},
    });
    setPending(false);
    if (result.ok) {
      setStep("closed");
      return onRemoved(domain.id);
    }
    if (result.error.code === "DOMAIN_IN_USE") {
      setInUse(Math.max(domain.codeCount, 1));
      return setStep("in-use");
    }
    setError(result.error.message);
  }

  const close = () => {
    setStep("closed");
    setError(undefined);
  };
  return (
    <>
      <Button variant="danger-outline" size="sm" onClick={() => setStep("confirm")}>
        Remove
      </Button>
      <ConfirmDialog
        open={step !== "closed"}
        title={step === "in-use" ? `${domain.hostname} is in use` : `Remove ${domain.hostname}?`}
        confirmLabel={step === "in-use" ? `Expire ${codesCount(inUse)} and remove` : "Remove domain"}
        pendingLabel="Removing…"
        pending={pending}
        error={error}
        onConfirm={() => void remove(step === "in-use")}
        onClose={close}
      >
        {step === "in-use" ? (
          <p>
            Live codes have links on this domain. Removing it expires them: their printed codes stop redirecting and
            show an “expired” page.
          </p>
        ) : (
          <p>
            Links on {domain.hostname} stop working, and new codes can no longer use it. You can add it again later.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
