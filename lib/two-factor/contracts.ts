import { defineContract } from "../api/contract";
import {
  RecoveryCodesSchema,
  TwoFactorCodeBody,
  TwoFactorEnrolmentSchema,
  TwoFactorStatusSchema,
} from "./two-factor-schemas";

// Two-factor sign-in belongs to the person signed in: a key can neither read nor change it.
const sessionOnly = { tag: "Account", auth: "session", workspaceRole: null } as const;

export const readTwoFactorContract = defineContract({
  ...sessionOnly,
  method: "GET",
  path: "/api/v1/me/2fa",
  operationId: "me.twoFactor.get",
  summary: "Whether two-factor sign-in is on",
  description: "Dashboard session only.",
  response: TwoFactorStatusSchema,
  status: 200,
});

export const startTwoFactorContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/me/2fa",
  operationId: "me.twoFactor.start",
  summary: "Start setting up two-factor sign-in (TOTP)",
  description:
    "Dashboard session only. A new secret with its otpauth:// URI and QR code; nothing changes at sign-in until a code from it is confirmed. Starting again replaces the secret. 409 while two-factor sign-in is on.",
  optionalBody: true,
  response: TwoFactorEnrolmentSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const confirmTwoFactorContract = defineContract({
  ...sessionOnly,
  method: "POST",
  path: "/api/v1/me/2fa/confirm",
  operationId: "me.twoFactor.confirm",
  summary: "Turn two-factor sign-in on with a code from the new secret",
  description:
    "Dashboard session only. Answers ten one-time recovery codes, in this answer only. A wrong code is a 400 naming `code`; 409 when no set-up was started.",
  body: TwoFactorCodeBody,
  response: RecoveryCodesSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const disableTwoFactorContract = defineContract({
  ...sessionOnly,
  method: "DELETE",
  path: "/api/v1/me/2fa",
  operationId: "me.twoFactor.disable",
  summary: "Turn two-factor sign-in off",
  description:
    "Dashboard session only. Needs a current authenticator code or an unused recovery code (a 400 naming `code` otherwise); the secret and the recovery codes are deleted.",
  body: TwoFactorCodeBody,
  response: TwoFactorStatusSchema,
  status: 200,
  errors: ["CONFLICT"],
});

export const TWO_FACTOR_CONTRACTS = [
  readTwoFactorContract,
  startTwoFactorContract,
  confirmTwoFactorContract,
  disableTwoFactorContract,
];
