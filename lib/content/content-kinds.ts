import { z } from "zod";

// Guided content: the standard encodings phones act on when they scan a code (ZXing's result
// parsers and the camera apps of iOS and Android read these): Wi-Fi join, a contact card, a mail,
// a text message, a call, a place and a calendar event. Client-safe (the forms and the tests use it).

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, "is required");
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()./-]{3,30}$/, "must be a phone number: digits, spaces and + ( ) - . /");
const optionalPhone = z.union([z.literal(""), phone]).optional();
const email = z.string().trim().email("must be an email address").max(254);
const optionalEmail = z.union([z.literal(""), email]).optional();
const latitude = z.coerce
  .number({ error: "must be a number" })
  .min(-90, "must be between -90 and 90")
  .max(90, "must be between -90 and 90");
const longitude = z.coerce
  .number({ error: "must be a number" })
  .min(-180, "must be between -180 and 180")
  .max(180, "must be between -180 and 180");
/** `datetime-local` input value: a wall-clock time in the scanner's own zone. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "must be a date and time");

export const WifiContent = z.object({
  ssid: required(32),
  security: z.enum(["WPA", "WEP", "nopass"]).default("WPA"),
  password: text(63).optional(),
  hidden: z.boolean().default(false),
});
export const ContactContent = z
  .object({
    firstName: text(60).optional(),
    lastName: text(60).optional(),
    organization: text(80).optional(),
    title: text(80).optional(),
    phone: optionalPhone,
    email: optionalEmail,
    website: text(200).optional(),
    street: text(100).optional(),
    city: text(60).optional(),
    region: text(60).optional(),
    postalCode: text(20).optional(),
    country: text(60).optional(),
    note: text(200).optional(),
  })
  .refine((card) => card.firstName || card.lastName || card.organization, {
    message: "needs a name or an organization",
    path: ["firstName"],
  });
export const EmailContent = z.object({ to: email, subject: text(200).optional(), body: text(1000).optional() });
export const SmsContent = z.object({ phone, message: text(500).optional() });
export const PhoneContent = z.object({ phone });
export const LocationContent = z.object({ latitude, longitude });
export const EventContent = z
  .object({
    title: required(120),
    start: localDateTime,
    end: z.union([z.literal(""), localDateTime]).optional(),
    location: text(200).optional(),
    description: text(500).optional(),
  })
  .refine((event) => !event.end || event.end > event.start, { message: "must be after the start", path: ["end"] });

export const CONTENT_KINDS = {
  wifi: WifiContent,
  contact: ContactContent,
  email: EmailContent,
  sms: SmsContent,
  phone: PhoneContent,
  location: LocationContent,
  event: EventContent,
} as const;
export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentFields<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]>;
