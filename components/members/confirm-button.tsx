"use client";

import { type ReactNode, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/codes/confirm-dialog";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";

type Props = {
  /** The button's text, and its accessible name unless `name` is given (a row's "Remove" names whom). */
  label: string;
  name?: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Does the change; answers the API's message when it was refused (shown in the dialog). */
  onConfirm: () => Promise<string | undefined>;
};

/**
 * A button that asks first, in a ConfirmDialog. Cancelling puts the focus back on the button; after
 * a success the caller moves it (the button's row is usually gone).
 */
export function ConfirmButton({ label, name, variant = "danger-outline", size = "sm", onConfirm, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setPending(true);
    const message = await onConfirm();
    setPending(false);
    setError(message);
    if (!message) setOpen(false);
  }

  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        pending={pending}
        error={error}
        onConfirm={confirm}
        onClose={() => {
          setOpen(false);
          if (button.current?.isConnected) button.current.focus();
        }}
        {...dialog}
      />
    </>
  );
}
