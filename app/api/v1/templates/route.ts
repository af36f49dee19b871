import { withApi } from "@/lib/api/with-api";
import { getTemplateCatalog } from "@/lib/templates/catalog";

// GET /api/v1/templates — the template catalog by category, with tags and preview images
export const GET = withApi({ auth: "key-or-session", permission: "qrcode:generate" }, async () => getTemplateCatalog());
