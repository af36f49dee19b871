import { defineContract } from "../api/contract";
import { LOGO_SIZE_LIMITS } from "../render/decode-logo-limits";
import { MAX_LOGOS_PER_ACCOUNT, UploadedLogoSchema, UploadLogoBody } from "./logo-schemas";

// Logos uploaded from a device: stored with the account, named by codes as `logo:<id>`.

export const uploadLogoContract = defineContract({
  tag: "Saved codes",
  auth: "key-or-session",
  permission: "qrcode:create",
  workspaceRole: "EDITOR",
  method: "POST",
  path: "/api/v1/logos",
  operationId: "logos.upload",
  summary: "Upload a logo from a file",
  description:
    "Stores a logo (PNG, JPEG, WebP or GIF as a data: URL; decoded, EXIF-rotated and fitted inside 1024 px) for the account and answers its reference. " +
    `The image may be ${LOGO_SIZE_LIMITS}; a larger one is a 400 on \`image\`. ` +
    "Pass `logo` = the answer's `logo` (`logo:<id>`) to generate, create or update a code of this account; a saved code keeps drawing with it. The same file uploaded twice is one logo; an account keeps at most " +
    `${MAX_LOGOS_PER_ACCOUNT} (409).`,
  body: UploadLogoBody,
  response: UploadedLogoSchema,
  status: 201,
  errors: ["CONFLICT"],
});
