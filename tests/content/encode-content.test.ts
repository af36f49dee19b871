import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTENT_KINDS, type ContentKind } from "@/lib/content/content-kinds";
import { encodeContent } from "@/lib/content/encode-content";
import { decodeImage } from "@/lib/render/decode-image";
import { renderQr } from "@/lib/render/render-image";

/** Checks fields as the forms do, then encodes them. */
const encode = (kind: ContentKind, fields: unknown) => encodeContent(kind, CONTENT_KINDS[kind].parse(fields) as never);

const CASES: [ContentKind, unknown, string][] = [
  [
    "wifi",
    { ssid: "Café; Guest", password: 'p:a"s\\s', security: "WPA" },
    'WIFI:T:WPA;S:Café\\; Guest;P:p\\:a\\"s\\\\s;;',
  ],
  ["wifi", { ssid: "Lobby", security: "nopass", hidden: true }, "WIFI:T:nopass;S:Lobby;H:true;;"],
  [
    "contact",
    {
      firstName: "Ada",
      lastName: "Lovelace",
      organization: "Engines, Ltd",
      phone: "+44 20 7946 0000",
      email: "ada@example.com",
      city: "London",
      note: "Line 1\nLine 2",
    },
    "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Engines\\, Ltd\r\nTEL;TYPE=CELL:+442079460000\r\nEMAIL:ada@example.com\r\nADR;TYPE=WORK:;;;London;;;\r\nNOTE:Line 1\\nLine 2\r\nEND:VCARD",
  ],
  [
    "email",
    { to: "hello@example.com", subject: "Table 4 & 5", body: "Hi!\nThanks" },
    "mailto:hello@example.com?subject=Table%204%20%26%205&body=Hi!%0AThanks",
  ],
  ["sms", { phone: "+1 (555) 010-2000", message: "JOIN: now" }, "SMSTO:+15550102000:JOIN: now"],
  ["phone", { phone: "+49 30 123456" }, "tel:+4930123456"],
  ["location", { latitude: "52.5163", longitude: "13.3777" }, "geo:52.5163,13.3777"],
  [
    "event",
    { title: "Launch; party", start: "2026-12-04T18:30", end: "2026-12-04T22:00", location: "Hall 2, Berlin" },
    "BEGIN:VEVENT\r\nSUMMARY:Launch\\; party\r\nDTSTART:20261204T183000\r\nDTEND:20261204T220000\r\nLOCATION:Hall 2\\, Berlin\r\nEND:VEVENT",
  ],
];

describe("guided content", () => {
  it.each(CASES)(
    "%s encodes to the standard form, and the drawn code decodes to exactly it",
    async (kind, fields, expected) => {
      const content = encode(kind, fields);
      expect(content).toBe(expected);
      const image = await renderQr({ content, format: "png", size: 600, errorCorrectionLevel: "L" });
      expect((await decodeImage(image.body)).text).toBe(expected);
    },
  );

  it("refuses bad fields naming each one", () => {
    const fieldsOf = (kind: ContentKind, fields: unknown) =>
      CONTENT_KINDS[kind].safeParse(fields).error?.issues.map((issue) => issue.path.join("."));
    expect(fieldsOf("wifi", { ssid: "" })).toEqual(["ssid"]);
    expect(fieldsOf("contact", { phone: "call me" })).toEqual(expect.arrayContaining(["phone", "firstName"]));
    expect(fieldsOf("email", { to: "not-an-address" })).toEqual(["to"]);
    expect(fieldsOf("location", { latitude: "91", longitude: "x" })).toEqual(["latitude", "longitude"]);
    expect(fieldsOf("event", { title: "Talk", start: "2026-12-04T18:30", end: "2026-12-04T17:00" })).toEqual(["end"]);
    expect(fieldsOf("sms", { phone: "12" })).toEqual(["phone"]);
  });

  it("escapes any Wi-Fi name and password so a scanner reads them back unchanged", () => {
    // A reader's unescaping (ZXing's WifiResultParser): a backslash takes the next character as it is.
    const fieldsOf = (wifi: string) => {
      const found: Record<string, string> = {};
      for (const match of wifi.slice("WIFI:".length).matchAll(/([A-Z]):((?:\\.|[^\\;])*);/g))
        found[match[1]] = match[2].replace(/\\(.)/g, "$1");
      return found;
    };
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 32 }), fc.string({ maxLength: 63 }), (ssid, password) => {
        fc.pre(ssid.trim() === ssid && ssid !== "" && password.trim() === password);
        const found = fieldsOf(encode("wifi", { ssid, password }));
        expect([found.S, found.P]).toEqual([ssid, password]);
      }),
    );
  });

  it("keeps a contact's text on one line of its field whatever it holds", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.string({ maxLength: 200 }), (organization, note) => {
        fc.pre(organization.trim() !== "" && organization.trim() === organization && note.trim() === note);
        const lines = encode("contact", { organization, note }).split("\r\n");
        expect(lines[0]).toBe("BEGIN:VCARD");
        expect(lines.at(-1)).toBe("END:VCARD");
        expect(lines.every((line) => /^[A-Z]+[;:]/.test(line))).toBe(true);
      }),
    );
  });
});
