/** What every saved-code operation shares: its tag, callers, permission and member role (reads and writes). */
export const readCodes = {
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
} as const;

export const writeCodes = {
  tag: "QR codes",
  auth: "key-or-session",
  permission: "qrcode:create",
  workspaceRole: "EDITOR",
} as const;
