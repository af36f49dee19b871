import { z } from "zod";
import { PasswordSchema } from "../auth/password";
import { EmailSchema } from "../users/user-schemas";

export const ForgotPasswordBody = z.strictObject({ email: EmailSchema });

export const ResetPasswordBody = z.strictObject({
  token: z.string().min(1, "is required").max(200, "is not a reset link's token"),
  password: PasswordSchema,
});

export interface ResetAnswer {
  message: string;
}
