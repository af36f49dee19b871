import type { ReactNode } from "react";
import { Button } from "./button";

/** A form's submit button: disabled, and saying `pendingLabel`, while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
