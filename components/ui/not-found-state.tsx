import type { ReactNode } from "react";
import { ButtonLink } from "./button";
import { EmptyState } from "./empty-state";

/** The dashboard's "this thing is gone" panel, with a way back to its list. */
export function NotFoundState({
  icon,
  title,
  backHref,
  backLabel,
}: {
  icon: ReactNode;
  title: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <EmptyState icon={icon} title={title} heading="h1">
      <p>It may have been deleted, or the link is mistyped.</p>
      <div className="mt-5">
        <ButtonLink href={backHref}>{backLabel}</ButtonLink>
      </div>
    </EmptyState>
  );
}
