import { z } from "zod";

export const PERMISSIONS = ["qrcode:generate", "qrcode:create"] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PermissionSchema = z.enum(PERMISSIONS);
