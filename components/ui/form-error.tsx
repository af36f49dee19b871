import type { ReactNode } from "react";
import { Alert } from "./alert";

/** A form's error banner above its fields; nothing while there is no message. */
export function FormError({ message }: { message?: ReactNode }) {
  return message ? <Alert>{message}</Alert> : null;
}
