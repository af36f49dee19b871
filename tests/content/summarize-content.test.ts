import { describe, expect, it } from "vitest";
import { CONTENT_KINDS, type ContentKind } from "@/lib/content/content-kinds";
import { encodeContent } from "@/lib/content/encode-content";
import { summarizeContent } from "@/lib/content/summarize-content";

const encoded = <K extends ContentKind>(kind: K, fields: unknown) =>
  encodeContent(kind, CONTENT_KINDS[kind].parse(fields) as never);

describe("summarizeContent", () => {
  it("names every guided content type by what it holds, from the encodings the editor writes", () => {
    const cases: [string, string][] = [
      [
        encoded("wifi", { ssid: "Cafe-Guest", security: "WPA", password: "s3cret;pass", hidden: true }),
        "Wi-Fi · Cafe-Guest",
      ],
      [
        encoded("contact", { firstName: "Ada", lastName: "Lovelace", phone: "+44 1234 567", note: "Line one\nTwo" }),
        "Contact · Ada Lovelace",
      ],
      [encoded("contact", { organization: "Analytical, Engines Ltd" }), "Contact · Analytical, Engines Ltd"],
      [encoded("email", { to: "ada@example.com", subject: "Hello there", body: "Hi" }), "Email · ada@example.com"],
      [encoded("sms", { phone: "+44 7700 900123", message: "Table 4: more coffee" }), "SMS · +447700900123"],
      [encoded("phone", { phone: "+1 (555) 010-0199" }), "Phone · +15550100199"],
      [encoded("location", { latitude: 51.5, longitude: -0.12 }), "Location · 51.5, -0.12"],
      [
        encoded("event", { title: "Launch, party; 2026", start: "2026-05-01T18:00", location: "Hall" }),
        "Event · Launch, party; 2026",
      ],
      ["https://cafe.example/menu?table=4", "Link · https://cafe.example/menu?table=4"],
      ["Thanks for visiting", "Text · Thanks for visiting"],
    ];
    for (const [content, expected] of cases) expect(summarizeContent(content), content).toBe(expected);
  });

  it("never shows a Wi-Fi password, escaped or not, with or without security", () => {
    for (const content of [
      "WIFI:T:WPA;S:Home\\;Net;P:hunter2;;",
      "WIFI:P:hunter2;T:WEP;S:Home\\;Net;;",
      "wifi:s:Home\\;Net;p:hunter2;;",
    ])
      expect(summarizeContent(content)).toBe("Wi-Fi · Home;Net");
    expect(summarizeContent("WIFI:T:nopass;S:Open;;")).toBe("Wi-Fi · Open");
  });

  it("reads the common variants other apps write", () => {
    expect(summarizeContent("MECARD:N:Lovelace,Ada;TEL:+441234;;")).toBe("Contact · Ada Lovelace");
    expect(summarizeContent("BEGIN:VCARD\nVERSION:3.0\nN:Lovelace;Ada;;;\nEND:VCARD")).toBe("Contact · Ada Lovelace");
    expect(summarizeContent("MATMSG:TO:a@b.c;SUB:Hi;BODY:Yo;;")).toBe("Email · a@b.c");
    expect(summarizeContent("mailto:ada%40example.com")).toBe("Email · ada@example.com");
    expect(summarizeContent("sms:+44123?body=hi")).toBe("SMS · +44123");
    expect(summarizeContent("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Open\r\n  day\r\nEND:VEVENT")).toBe(
      "Event · Open day",
    );
  });

  it("cuts long text at a word near 60 characters and puts a run-on text on one line", () => {
    const long = "Thanks for visiting the harbour café: show this code at the counter for a free refill today";
    expect(summarizeContent(long)).toBe("Text · Thanks for visiting the harbour café: show this code at the…");
    expect(summarizeContent("Line one\r\n\r\nline two")).toBe("Text · Line one line two");
    expect(summarizeContent(`https://example.com/${"a".repeat(80)}`)).toMatch(/^Link · https:\/\/example\.com\/a+…$/);
  });

  it("names the type alone when the content holds no name", () => {
    expect(summarizeContent("WIFI:T:WPA;P:x;;")).toBe("Wi-Fi");
    expect(summarizeContent("BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD")).toBe("Contact");
  });
});
