import { z } from "zod";

const WHOLE_NUMBER = "must be a whole number";

/** The one integer schema of request bodies; bound it with .min/.max (messages "must be at least …"). */
export const WholeNumber = z.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);

/** The same read from a query string or path ("12" → 12). */
export const QueryWholeNumber = z.coerce.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);

/** A whole number query parameter from `min` to `max`. */
export const queryWholeNumber = (min: number, max: number) =>
  QueryWholeNumber.min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** `page`: 1 to 1 000 000, default 1. */
export const PageNumber = queryWholeNumber(1, 1_000_000).default(1);

/** `size` (`limit` for users): 1 to `max`, default `fallback`. */
export const pageSize = (max: number, fallback: number) => queryWholeNumber(1, max).default(fallback);
