import { defineContract, MCP_READ } from "../api/contract";
import { TemplateCatalogSchema } from "./template-schemas";

export const listTemplatesContract = defineContract({
  method: "GET",
  path: "/api/v1/templates",
  operationId: "templates.list",
  summary: "The template catalog, by category",
  tag: "Templates",
  auth: "key-or-session",
  permission: "qrcode:generate",
  workspaceRole: "VIEWER",
  response: TemplateCatalogSchema,
  status: 200,
  mcp: {
    name: "list_templates",
    title: "List design templates",
    description:
      "The template catalog by category, with each template's id, name and tags: pass an id as templateId to generate_qr_code or create_qr_code.",
    annotations: MCP_READ,
    summary: (catalog) => `${catalog.totalTemplates} templates in ${catalog.categories.length} categories.`,
  },
});

export const TEMPLATES_CONTRACTS = [listTemplatesContract];
