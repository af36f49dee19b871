// Zod-free tag limits: tag-schemas.ts validates with them and the dashboard's tag input reads them.
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 32;
