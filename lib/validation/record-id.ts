import { z } from "zod";

/** Ids of stored records (QR codes, webhooks, generations): cuids, checked before any lookup. */
export const RECORD_ID_PATTERN = /^c[0-9a-z]{20,31}$/;

/** A record id; anything else is a 400 "is not a <what> id". */
export const recordId = (what: string) =>
  z
    .string()
    .regex(RECORD_ID_PATTERN, `is not a ${what} id`)
    .meta({ examples: ["cm3x7k9q20001qr8f3v1d2c4b"] });
