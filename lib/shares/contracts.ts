import { defineContract } from "../api/contract";
import { writeCodes } from "../codes/code-contract-bases";
import { CreatedShareSchema, CreateShareBody, QrCodeIdParams, RevokedShareSchema } from "./share-schemas";

// Shared statistics pages: a public, read-only page of one code's statistics.

export const createShareContract = defineContract({
  ...writeCodes,
  method: "POST",
  path: "/api/v1/qrcodes/{id}/share",
  operationId: "qrcodes.share",
  summary: "Share the code's statistics on a public page",
  description:
    "Makes a link to a read-only statistics page, `/p/<token>`, that needs no sign-in: the code's name, image, totals, unique visitors, daily chart, devices, browsers and countries over a choice of ranges; never the scan list, and the target URL only with `showTarget`. " +
    "The page is `noindex` and may be cached for 60 s; `/p/<token>/badge.svg` is an embeddable badge of the code's scans. A code has one link at a time: a new one revokes the old. " +
    "The token is in this answer only. Dynamic and AI codes only: a static code has no statistics (400).",
  params: QrCodeIdParams,
  body: CreateShareBody,
  optionalBody: true,
  response: CreatedShareSchema,
  status: 201,
});

export const revokeShareContract = defineContract({
  ...writeCodes,
  method: "DELETE",
  path: "/api/v1/qrcodes/{id}/share",
  operationId: "qrcodes.unshare",
  summary: "Stop sharing the code's statistics",
  description:
    "The code's share link answers 404 from now on, on every server instance (browsers and proxies may still show a copy up to 60 s old). Revoking twice is harmless.",
  params: QrCodeIdParams,
  response: RevokedShareSchema,
  status: 200,
});

export const SHARES_CONTRACTS = [createShareContract, revokeShareContract];
