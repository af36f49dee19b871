import { z } from "zod";

export const TwoFactorCodeBody = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(1, "is required")
      .max(64, "must be at most 64 characters")
      .meta({
        description: "A 6-digit code from the authenticator app, or (to disable) a recovery code.",
        examples: ["123456"],
      }),
  })
  .meta({ id: "TwoFactorCode" });

export const TwoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.int().min(0).meta({ description: "Recovery codes not used yet (0 while disabled)." }),
  })
  .meta({ id: "TwoFactorStatus" });

export const TwoFactorEnrolmentSchema = z
  .object({
    secret: z
      .string()
      .meta({ description: "The base32 secret, for apps that take it typed in.", examples: ["JBSWY3DPEHPK3PXP"] }),
    otpauthUri: z.string().meta({
      description: "The otpauth:// URI the QR code holds.",
      examples: ["otpauth://totp/Codebeam:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Codebeam"],
    }),
    qrSvg: z.string().meta({ description: "The URI as a QR code, an SVG document." }),
    qrDataUri: z.string().meta({ description: "The same SVG as a data: URI, for an <img>." }),
  })
  .meta({ id: "TwoFactorEnrolment" });

export const RecoveryCodesSchema = z
  .object({
    enabled: z.literal(true),
    recoveryCodes: z
      .array(z.string().meta({ examples: ["7k2mq-x9d4r"] }))
      .meta({ description: "Ten one-time codes, each standing in for a TOTP code once. Shown in this answer only." }),
  })
  .meta({ id: "TwoFactorRecoveryCodes" });
