import type { ContentFields, ContentKind } from "./content-kinds";

/** Wi-Fi and MECARD-style fields escape \ ; , : and " with a backslash. */
const wifiEscape = (value: string) => value.replace(/([\\;,:"])/g, "\\$1");
/** vCard 3.0 (RFC 2426) and iCalendar (RFC 5545) text values: \ ; , and line breaks escaped. */
const textEscape = (value: string) => value.replace(/([\\;,])/g, "\\$1").replace(/\r?\n/g, "\\n");
const digits = (phone: string) => phone.replace(/[^+0-9]/g, "");
const dateTime = (local: string) => local.replace(/[-:]/g, "").padEnd(15, "0");

function wifi({ ssid, security, password, hidden }: ContentFields<"wifi">): string {
  const secret = security === "nopass" ? "" : `P:${wifiEscape(password ?? "")};`;
  return `WIFI:T:${security};S:${wifiEscape(ssid)};${secret}${hidden ? "H:true;" : ""};`;
}

function contact(card: ContentFields<"contact">): string {
  const name = [card.firstName, card.lastName].filter(Boolean).join(" ") || card.organization || "";
  const address = [card.street, card.city, card.region, card.postalCode, card.country].map((part) =>
    textEscape(part ?? ""),
  );
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${textEscape(card.lastName ?? "")};${textEscape(card.firstName ?? "")};;;`,
    `FN:${textEscape(name)}`,
    card.organization ? `ORG:${textEscape(card.organization)}` : "",
    card.title ? `TITLE:${textEscape(card.title)}` : "",
    card.phone ? `TEL;TYPE=CELL:${digits(card.phone)}` : "",
    card.email ? `EMAIL:${card.email}` : "",
    card.website ? `URL:${card.website}` : "",
    address.some(Boolean) ? `ADR;TYPE=WORK:;;${address.join(";")}` : "",
    card.note ? `NOTE:${textEscape(card.note)}` : "",
    "END:VCARD",
  ];
  return lines.filter(Boolean).join("\r\n");
}

function email({ to, subject, body }: ContentFields<"email">): string {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : "",
    body ? `body=${encodeURIComponent(body)}` : "",
  ]
    .filter(Boolean)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}

function event({ title, start, end, location, description }: ContentFields<"event">): string {
  const lines = [
    "BEGIN:VEVENT",
    `SUMMARY:${textEscape(title)}`,
    `DTSTART:${dateTime(start)}`,
    end ? `DTEND:${dateTime(end)}` : "",
    location ? `LOCATION:${textEscape(location)}` : "",
    description ? `DESCRIPTION:${textEscape(description)}` : "",
    "END:VEVENT",
  ];
  return lines.filter(Boolean).join("\r\n");
}

const ENCODERS: { [K in ContentKind]: (fields: ContentFields<K>) => string } = {
  wifi,
  contact,
  email,
  sms: ({ phone, message }) => `SMSTO:${digits(phone)}:${message ?? ""}`,
  phone: ({ phone }) => `tel:${digits(phone)}`,
  location: ({ latitude, longitude }) => `geo:${latitude},${longitude}`,
  event,
};

/** The text a code encodes for checked guided fields (parse them with CONTENT_KINDS[kind] first). */
export function encodeContent<K extends ContentKind>(kind: K, fields: ContentFields<K>): string {
  return ENCODERS[kind](fields);
}
