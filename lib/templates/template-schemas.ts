import { z } from "zod";
import { EXAMPLES, exampleString } from "../validation/examples";

export const TemplateSummarySchema = z
  .object({
    id: exampleString("menu-bistro"),
    name: exampleString("Bistro menu"),
    category: exampleString("food"),
    tags: z.array(exampleString(EXAMPLES.tag)),
    previewImage: z.string().describe("path of a PNG preview drawn by the renderer"),
  })
  .meta({ id: "TemplateSummary" });

export const TemplateCatalogSchema = z
  .object({
    totalTemplates: z.number().int(),
    tags: z.array(exampleString(EXAMPLES.tag)),
    categories: z.array(
      z.object({ source: z.string(), count: z.number().int(), templates: z.array(TemplateSummarySchema) }),
    ),
  })
  .meta({ id: "TemplateCatalog" });
