import { z } from "zod";

/** Ids of stored records (QR codes, webhooks, generations): cuids, checked before any lookup. */
export const RECORD_ID_PATTERN = /^c[0-9a-z]{20,31}$/;

/** The document's example of a record id (a cuid). */
export const RECORD_ID_EXAMPLE = "cm3x7k9q20001qr8f3v1d2c4b";

/** A record id; anything else is a 400 "is not a <what> id". */
export const recordId = (what: string) =>
  z
    .string()
    .regex(RECORD_ID_PATTERN, `is not a ${what} id`)
    .meta({ examples: [RECORD_ID_EXAMPLE] });

/** A record id as answers show it: not checked (answers are built from stored rows), with recordId's example. */
export const storedRecordId = () => z.string().meta({ examples: [RECORD_ID_EXAMPLE] });
