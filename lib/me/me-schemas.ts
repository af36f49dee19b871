import { z } from "zod";
import { PasswordSchema } from "../auth/password";
import { EmailSchema } from "../users/user-schemas";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { recordId, storedRecordId } from "../validation/record-id";

const Name = z
  .string()
  .trim()
  .min(1, "is required")
  .max(100, "must be at most 100 characters")
  .meta({ examples: [EXAMPLES.personName] });

/** The password the user types to confirm; judged by comparison, so only its size is checked here. */
const CurrentPassword = z
  .string()
  .min(1, "is required")
  .max(128, "must be at most 128 characters")
  .meta({ examples: ["correct horse battery"] });

export const MeSchema = z
  .object({
    id: storedRecordId(),
    name: exampleString(EXAMPLES.personName),
    email: exampleString(EXAMPLES.email),
    pendingEmail: exampleString(EXAMPLES.email)
      .nullable()
      .describe(
        "A new email waiting for the link mailed to it (valid 24 hours); sign-in still uses `email` until then. null: none.",
      ),
    role: z.enum(["ADMIN", "USER"]),
    createdAt: timestampString(),
  })
  .meta({ id: "Me" });
export type MeView = z.input<typeof MeSchema>;

export const UpdateMeBody = z
  .strictObject({
    name: Name.optional(),
    email: EmailSchema.optional(),
    currentPassword: CurrentPassword.optional().describe(
      "Required when `email` changes; not to cancel a pending change.",
    ),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined, {
    message: "give a name or an email to change",
    path: ["name"],
  })
  .meta({ id: "UpdateMe" });
export type UpdateMeInput = z.infer<typeof UpdateMeBody>;

export const ChangePasswordBody = z
  .strictObject({ currentPassword: CurrentPassword, newPassword: PasswordSchema })
  .meta({ id: "ChangePassword" });
export type ChangePasswordInput = z.infer<typeof ChangePasswordBody>;

export const PasswordChangedSchema = z
  .object({ otherSessionsEnded: z.number().int().describe("Sessions of the user ended, all but the caller's own.") })
  .meta({ id: "PasswordChanged" });

export const DeleteMeBody = z.strictObject({ currentPassword: CurrentPassword }).meta({ id: "DeleteMe" });

export const DeletedMeSchema = z
  .object({
    deleted: z.literal(true),
    accountDeleted: z
      .boolean()
      .describe("true: the user was the account's only user, and the account went with them (codes, keys, webhooks…)."),
  })
  .meta({ id: "DeletedMe" });

export const SessionIdParams = z.object({ id: recordId("session") });

export const UserSessionSchema = z
  .object({
    id: storedRecordId(),
    current: z.boolean().describe("The session making this request."),
    userAgent: exampleString("Firefox on Windows").describe("Browser and system, as the sign-in told them."),
    ipPrefix: exampleString("203.0.113.0/24")
      .nullable()
      .describe("The network signed in from; no full address is kept."),
    createdAt: timestampString("When the user signed in"),
    lastSeenAt: timestampString("Last use, to within a few minutes"),
  })
  .meta({ id: "UserSession" });
export type UserSessionView = z.input<typeof UserSessionSchema>;

export const UserSessionListSchema = z.object({ data: z.array(UserSessionSchema) }).meta({ id: "UserSessionList" });

export const EndedSessionsSchema = z
  .object({ ended: z.number().int().describe("How many sessions were ended.") })
  .meta({ id: "EndedSessions" });
