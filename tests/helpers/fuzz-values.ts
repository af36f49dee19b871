import fc from "fast-check";

/** Anything a client could send as a field: short strings, numbers, booleans, null and arbitrary JSON-ish values. */
export const anyValue = (maxLength = 40) =>
  fc.oneof(fc.string({ maxLength }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.anything());
