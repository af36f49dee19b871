import { defineContract } from "../api/contract";
import { TemplateCatalogSchema } from "./template-schemas";

export const listTemplatesContract = defineContract({
  method: "GET",
  path: "/api/v1/templates",
  operationId: "templates.list",
  summary: "The template catalog, by category",
  tag: "Templates",
  auth: "key-or-session",
  permission: "qrcode:generate",
  response: TemplateCatalogSchema,
  status: 200,
});

export const TEMPLATES_CONTRACTS = [listTemplatesContract];
