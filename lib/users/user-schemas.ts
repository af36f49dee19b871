import { z } from "zod";
import { PasswordSchema } from "../auth/password";
import { PageNumber, pageSize } from "../validation/whole-number";
import { EXAMPLES, exampleString, timestampString } from "../validation/examples";
import { storedRecordId } from "../validation/record-id";

export const EmailSchema = z
  .string()
  .trim()
  .max(254, "must be at most 254 characters")
  // The document gives the pattern z.email() checks: stricter than JSON Schema's `email` format.
  .meta({ format: "email", pattern: z.regexes.email.source, examples: ["ada@example.com"] })
  .pipe(z.email("must be a valid email address"))
  .transform((email) => email.toLowerCase());

export const CreateUserBody = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, "is required")
      .max(100, "must be at most 100 characters")
      .meta({ examples: [EXAMPLES.personName] }),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .meta({ id: "CreateUser" });
export type CreateUserInput = z.infer<typeof CreateUserBody>;

export const USER_SORT_FIELDS = ["name", "email", "createdAt"] as const;

export const ListUsersQuery = z.object({
  page: PageNumber,
  limit: pageSize(100, 10),
  sort: z
    .string()
    .regex(
      /^(name|email|createdAt):(asc|desc)$/,
      `must be <field>:<asc|desc> with field one of ${USER_SORT_FIELDS.join(", ")}`,
    )
    .default("createdAt:desc"),
});
export type ListUsersInput = z.infer<typeof ListUsersQuery>;

export const UserSchema = z
  .object({
    id: storedRecordId(),
    name: exampleString(EXAMPLES.personName),
    email: exampleString(EXAMPLES.email),
    createdAt: timestampString("ISO 8601 timestamp"),
  })
  .meta({ id: "User" });

/** A user as GET /api/v1/users lists it (with the role; creation answers UserSchema). */
export const ListedUserSchema = UserSchema.extend({ role: z.enum(["ADMIN", "USER"]) }).meta({ id: "ListedUser" });

export const UserListSchema = z
  .object({
    data: z.array(ListedUserSchema),
    pagination: z.object({
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      pages: z.number().int(),
    }),
  })
  .meta({ id: "UserList" });
