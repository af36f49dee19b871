/**
 * A download's file name from the code's name: "Café Menu – Spring" → "cafe-menu-spring.png".
 * Accents are dropped to ASCII so every file system and mail client keeps the name; a code
 * without a usable name is "qr-<id>".
 */
export function codeFileName(code: { id: string; name: string | null }, extension: string): string {
  const base = (code.name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || `qr-${code.id}`}.${extension}`;
}

/** The same names made unique within one archive: a second "menu.png" becomes "menu-2.png". */
export function uniqueFileNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/(\.[^.]+)$/, `-${count}$1`);
  });
}
