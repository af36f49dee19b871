import type { DeliveryAttempt } from "./webhook-types";
import { cell } from "./table-cell";

/** The status code, duration and response excerpt cells of one attempt (three cells). */
export function AttemptResult({ attempt }: { attempt: DeliveryAttempt | undefined }) {
  if (!attempt) {
    return (
      <>
        <td className={`${cell} text-zinc-500`}>Not sent yet</td>
        <td className={`${cell} max-xl:hidden`} />
        <td className={`${cell} max-xl:hidden`} />
      </>
    );
  }
  const tone = attempt.success ? "text-emerald-700" : "text-red-700";
  // The receiver's words, or the error behind a status code (a network error already fills the status cell).
  const excerpt = attempt.responseExcerpt || (attempt.statusCode !== null ? attempt.error : null);
  return (
    <>
      <td className={`${cell} font-medium break-words tabular-nums xl:max-w-48 ${tone}`}>
        {/* On narrow screens the cells run on as a line: a word, not a separator, starts each one (bug 12). */}
        <span className="font-normal text-zinc-500 xl:hidden">Answer </span>
        <span data-testid="attempt-status" className={attempt.statusCode === null ? "font-normal" : ""}>
          {attempt.statusCode ?? attempt.error ?? "No answer"}
        </span>
      </td>
      <td className={`${cell} text-zinc-600 tabular-nums`}>
        <span className="text-zinc-500 xl:hidden">took </span>
        {attempt.durationMs} ms
      </td>
      <td className={`${cell} w-full min-w-0 xl:w-auto xl:max-w-40 ${excerpt ? "" : "max-xl:hidden"}`}>
        {excerpt ? (
          <code
            title={excerpt}
            className="inline-block max-w-full truncate rounded bg-zinc-100 px-1.5 py-0.5 align-top font-mono text-xs text-zinc-700"
          >
            {excerpt}
          </code>
        ) : (
          <span className="text-xs text-zinc-500">—</span>
        )}
      </td>
    </>
  );
}
