import fc from "fast-check";
import { anyValue } from "../helpers/fuzz-values";
import { WEBHOOK_EVENTS } from "@/lib/webhooks/webhook-schemas";

// The generated input of tests/webhooks/webhooks-input.fuzz.test.ts.

// Values near the valid ones (so some requests succeed) mixed with anything at all.
const anything = anyValue();
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: anything },
  );
const rarely = fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anything });
const publicUrl = fc
  .tuple(
    fc.constantFrom("https", "http", "HTTPS"),
    fc.constantFrom("93.184.215.14", "1.1.1.1", "[2606:4700:4700::1111]", "1572394766"), // the last is 93.184.215.14 in decimal
    fc.constantFrom("", ":443", ":8080", ":65535"),
    fc.webPath(),
    fc.constantFrom("", "?a=1&b=%20", "#fragment", "?x=%00", "?é=ü"),
  )
  .map(([scheme, host, port, path, tail]) => `${scheme}://${host}${port}${path}${tail}`);
const badUrl = fc.constantFrom(
  ...[
    "http://127.0.0.1/x",
    "http://10.0.0.1/",
    "http://[::1]/",
    "http://169.254.169.254/latest",
    "http://0.0.0.0/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::]/",
  ],
  ...[
    "http://2130706433/",
    "http://0x7f.1/",
    "http://100.64.0.1/",
    "http://192.168.0.1:8080/",
    "javascript:alert(1)",
    "ftp://93.184.215.14/",
    "data:,x",
  ],
  ...[
    "https://",
    "//93.184.215.14/x",
    "https://93.184.215.14/a b",
    "https://93.184.215.14/\n",
    "",
    " ",
    `https://93.184.215.14/${"a".repeat(2048)}`,
  ],
);
const url = fc.oneof(
  { weight: 5, arbitrary: publicUrl },
  { weight: 1, arbitrary: publicUrl.map((value) => ` ${value}\t`) },
  { weight: 2, arbitrary: badUrl },
);
const events = fc.oneof(
  { weight: 4, arbitrary: fc.shuffledSubarray([...WEBHOOK_EVENTS], { minLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom("scan.created", "qrcode.created", "webhook.test", "SCAN.CREATED", ""), {
      maxLength: 3,
    }),
  },
);
export const createBody = fc.record({ url: field(url), events: field(events), secret: rarely });
export const updateBody = fc.record({
  url: field(url),
  events: field(events),
  status: field(fc.constantFrom("ACTIVE", "DISABLED", "PAUSED", "active")),
  id: rarely,
});
/** The request text: mostly JSON of the value, sometimes any text at all. */
export const asText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 9, arbitrary: value.map((item) => JSON.stringify(item) ?? "null") },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
export const query = fc
  .array(
    fc.tuple(
      fc.constantFrom("page", "size", "x"),
      fc.oneof(
        fc.integer({ min: -2, max: 120 }).map(String),
        fc.constantFrom("1e1", "2.0", " 3", "0x10", "", "NaN", "Infinity"),
        fc.string({ maxLength: 8 }),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => `?${new URLSearchParams(pairs)}`);
/** What the API stores for a URL it accepts: trimmed, normalised, without the fragment. */
export const stored = (sent: string) => Object.assign(new URL(sent.trim()), { hash: "" }).href;
