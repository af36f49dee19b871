/**
 * Marks an image `size` schema whose upper bound is the caller's cap (MAX_IMAGE_PX_ANON without a
 * key or session, MAX_IMAGE_PX_AUTH with one), checked by the renderer since it depends on who
 * asks. The OpenAPI document replaces the mark with the largest cap as `maximum` and both caps in
 * the description (lib/openapi/image-size-caps.ts), so that it says what the server accepts.
 */
export const CALLER_IMAGE_CAP = "x-codebeam-caller-image-cap";
