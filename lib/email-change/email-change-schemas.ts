import { z } from "zod";

export const ConfirmEmailBody = z.strictObject({
  token: z.string().min(1, "is required").max(200, "is not a confirmation link's token"),
});

export interface EmailConfirmedAnswer {
  email: string;
  message: string;
}
