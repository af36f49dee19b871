"use client";

import { PageError } from "@/components/codes/page-error";

export default function WebhooksError({ retry }: { error: unknown; retry: () => void }) {
  return <PageError title="This page could not be loaded" retry={retry} />;
}
