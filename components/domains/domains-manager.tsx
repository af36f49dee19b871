"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { call } from "@/components/ui/api-call";
import { listDomainsContract } from "@/components/ui/api-routes.generated";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { GlobeIcon } from "@/components/ui/icons";
import { useCan, useWorkspace } from "@/components/workspaces/workspace-context";
import { ViewerNote } from "@/components/workspaces/role-required";
import { AddDomainForm } from "./add-domain-form";
import { DomainItem } from "./domain-item";
import type { Domain } from "./domain-types";

/** The workspace's domains (at most `limit`, one page): add one, set its record, verify, manage. */
export function DomainsManager({ initial, limit }: { initial: Domain[]; limit: number }) {
  const [domains, setDomains] = useState<Domain[]>(initial);
  const [loadError, setLoadError] = useState<string>();
  const canWrite = useCan("ADMIN");
  const { role } = useWorkspace();

  async function reload() {
    const result = await call(listDomainsContract);
    if (result.ok) {
      setDomains(result.data.data);
      setLoadError(undefined);
    } else setLoadError(result.error.message);
  }
  const replace = (next: Domain) => setDomains((list) => list.map((item) => (item.id === next.id ? next : item)));
  const remove = (id: string) => setDomains((list) => list.filter((item) => item.id !== id));

  return (
    <div className="space-y-8">
      {canWrite ? (
        <Card>
          <CardHeader
            title="Add a domain"
            description="Codes on it get links such as go.brand.com/menu. You prove the domain is yours with a DNS record."
          />
          <AddDomainForm full={domains.length >= limit} onAdded={(domain) => setDomains((list) => [...list, domain])} />
        </Card>
      ) : (
        <ViewerNote needed="ADMIN" role={role} what="add, verify and remove domains" />
      )}
      <Card className="overflow-hidden">
        <CardHeader
          title="Your domains"
          description={`${domains.length} of ${limit} allowed. Links on the install's own address keep working beside them.`}
          action={
            <Button variant="ghost" size="sm" onClick={() => void reload()}>
              Refresh
            </Button>
          }
        />
        {loadError ? (
          <div className="p-5">
            <Alert>Domains could not be loaded: {loadError}</Alert>
          </div>
        ) : null}
        {domains.length ? (
          <ul aria-label="Domains" className="divide-y divide-zinc-100">
            {domains.map((domain) => (
              <li key={domain.id} aria-label={domain.hostname} className="px-4 py-5 sm:px-5">
                <DomainItem
                  domain={domain}
                  canWrite={canWrite}
                  onChange={replace}
                  onRemoved={remove}
                  onDefaultChanged={() => void reload()}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="p-5">
            <EmptyState icon={<GlobeIcon className="size-6" />} title="No branded domains yet">
              <p>
                Put your codes on your own domain: <span className="font-mono text-zinc-700">go.brand.com/menu</span>{" "}
                instead of this install&apos;s address. Add a hostname, set the TXT record it shows, and point the
                hostname at this install; the README&apos;s “Deploying” section shows the DNS records and the Caddy
                setup for TLS.
              </p>
            </EmptyState>
          </div>
        )}
      </Card>
    </div>
  );
}
