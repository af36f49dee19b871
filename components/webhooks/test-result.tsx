import { Alert } from "@/components/ui/alert";
import type { Delivery } from "./webhook-types";

/** What became of "Send test event": the endpoint's answer, or why it was not sent. */
export function TestResult({ delivery, error }: { delivery?: Delivery; error?: string }) {
  if (error || !delivery)
    return <Alert>The test event could not be sent: {error ?? "no answer from the server."}</Alert>;
  const attempt = delivery.attempts.at(-1);
  if (attempt?.success) {
    return (
      <Alert tone="success">
        Test event delivered: your endpoint answered HTTP {attempt.statusCode} in {attempt.durationMs} ms.
      </Alert>
    );
  }
  const answer =
    attempt?.statusCode != null
      ? `answered HTTP ${attempt.statusCode}`
      : `could not be reached (${attempt?.error ?? "no answer"})`;
  return (
    <Alert>
      Test event failed: your endpoint {answer}. A receiver must answer with a 2xx status within the timeout.
    </Alert>
  );
}
