import { z } from "zod";

/** Longest `data:` image URL accepted in a JSON body (the body limit, MAX_BODY_BYTES, bounds it too). */
export const MAX_IMAGE_DATA_URL_LENGTH = 256 * 1024;
const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export const isImageDataUrl = (value: string) => value.startsWith("data:");

/** An uploaded image sent inline: `data:image/png|jpeg|webp|gif;base64,…`, at most ~190 KB of image. */
export const imageDataUrl = z
  .string()
  .max(
    MAX_IMAGE_DATA_URL_LENGTH,
    `must be at most ${MAX_IMAGE_DATA_URL_LENGTH} characters (scale the image down first)`,
  )
  .regex(DATA_URL, "must be an http(s) URL or a data:image/(png|jpeg|webp|gif);base64 URL")
  // A 1×1 PNG.
  .meta({
    examples: [
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    ],
  });

/** The bytes of a data URL imageDataUrl accepted. */
export const imageDataUrlBytes = (value: string) => Buffer.from(value.slice(value.indexOf(",") + 1), "base64");
