/** A receiver URL as the audit log keeps it: any user name and password in it left out. */
export function auditedUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = "";
  parsed.password = "";
  return parsed.href;
}
