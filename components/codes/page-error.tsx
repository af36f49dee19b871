"use client";

import { Button, ButtonLink } from "@/components/ui/button";
import { WarningIcon } from "@/components/ui/icons";

/** The error boundary's view: what failed, a retry and a way back. */
export function PageError({ title, retry }: { title: string; retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-white px-6 py-14 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <WarningIcon className="size-6" />
      </div>
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-zinc-500">
        The server could not answer just now. Your codes are safe; try again in a moment.
      </p>
      <div className="mt-5 flex gap-2">
        <Button onClick={retry}>Try again</Button>
        <ButtonLink href="/dashboard" variant="secondary">
          Back to overview
        </ButtonLink>
      </div>
    </div>
  );
}
