import { readCodes, writeCodes } from "./code-contract-bases";
import { defineContract } from "../api/contract";
import { ChangeCodeTagsBody, ChangedCodeTagsSchema, MAX_BULK_TAG_CODES } from "./bulk-tag-schemas";
import { TagListSchema } from "./tag-schemas";

// Tags of saved codes: the account's tag list and bulk changes (lib/codes/contracts.ts lists them).

const read = readCodes;
const write = writeCodes;

export const listCodeTagsContract = defineContract({
  ...read,
  method: "GET",
  path: "/api/v1/tags",
  operationId: "tags.list",
  summary: "The tags on the account's codes, with how many codes carry each",
  description:
    "Most used first (at most 500). Tags are set with `tags` on create and update; `GET /api/v1/qrcodes?tag=…` lists the codes carrying one.",
  response: TagListSchema,
  status: 200,
});

export const changeCodeTagsContract = defineContract({
  ...write,
  method: "POST",
  path: "/api/v1/qrcodes/tags",
  operationId: "qrcodes.changeTags",
  summary: `Add and remove tags on up to ${MAX_BULK_TAG_CODES} codes at once`,
  description:
    "All or nothing, in one transaction: an id that is unknown, deleted or another account's is a 404 naming it, and a code that would carry more than the tag limit a 400 on `add`; either way no code changes. A tag in both `add` and `remove` is added. Works on every mode (a STATIC code takes tag changes too).",
  body: ChangeCodeTagsBody,
  errors: ["NOT_FOUND"],
  response: ChangedCodeTagsSchema,
  status: 200,
});
