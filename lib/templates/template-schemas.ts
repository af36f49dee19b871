import { z } from "zod";

export const TemplateSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    previewImage: z.string().describe("path of a PNG preview drawn by the renderer"),
  })
  .meta({ id: "TemplateSummary" });

export const TemplateCatalogSchema = z
  .object({
    totalTemplates: z.number().int(),
    tags: z.array(z.string()),
    categories: z.array(z.object({ source: z.string(), count: z.number().int(), templates: z.array(TemplateSummarySchema) })),
  })
  .meta({ id: "TemplateCatalog" });
