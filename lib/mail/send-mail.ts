import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let transport: { url: string; transporter: Transporter } | undefined;

export const mailConfigured = (): boolean => Boolean(getConfig().SMTP_URL);

/** The public base URL, as links in mail must show it. */
export function appBaseUrl(): string {
  return getConfig().APP_URL.replace(/\/+$/, "");
}

function sender(): string {
  return getConfig().MAIL_FROM ?? `Codebeam <no-reply@${new URL(appBaseUrl()).hostname}>`;
}

/** Sends one plain-text mail through SMTP_URL; throws when none is configured or the server refuses. */
export async function sendMail(mail: Mail): Promise<void> {
  const url = getConfig().SMTP_URL;
  if (!url) throw new Error("no SMTP_URL configured");
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  await transport.transporter.sendMail({ from: sender(), ...mail });
}
