import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** Undoes quoted-printable (RFC 2045), the encoding nodemailer picks for long plain-text lines. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps every message it receives,
 * for tests of the mail the app sends; `next()` waits for the next one.
 */
export async function startMailCatcher(port = 0) {
  const inbox: CaughtMail[] = [];
  const waiting: ((mail: CaughtMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    next: (): Promise<CaughtMail> => {
      const mail = inbox.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    /** Messages received and not taken by next() yet. */
    pending: () => inbox.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a mail's text. */
export const resetLinkIn = (mail: CaughtMail): string => {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  return link;
};
