// Template previews come in two widths: public/templates/{id}.png (256 px) and, for boxes of about
// 100 px on a phone's screen, public/templates/192/{id}.png. Client-safe: no file access here.

export const PREVIEW_SIZE = 256;
export const SMALL_PREVIEW_SIZE = 192;
const PREVIEW_PATH = /^\/templates\/([a-z0-9-]+\.png)$/;

/** The small preview's path of a 256 px preview's, e.g. /templates/default.png → /templates/192/default.png. */
export function smallPreviewPath(previewImage: string): string | null {
  const file = PREVIEW_PATH.exec(previewImage)?.[1];
  return file ? `/templates/${SMALL_PREVIEW_SIZE}/${file}` : null;
}

/** An <img srcset> offering both widths, so the browser picks by the box and the screen's density. */
export function previewSrcSet(previewImage: string): string | undefined {
  const small = smallPreviewPath(previewImage);
  return small ? `${small} ${SMALL_PREVIEW_SIZE}w, ${previewImage} ${PREVIEW_SIZE}w` : undefined;
}
