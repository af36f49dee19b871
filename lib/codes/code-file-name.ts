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

/**
 * The same names made unique within one archive: a second "menu.png" becomes "menu-2.png". Every
 * name as given is reserved first, so a suffix never lands on a later code's own name ("menu",
 * "menu", "menu-2" → "menu", "menu-3", "menu-2"): a ZIP keyed by name would otherwise keep only one
 * of the two files.
 */
export function uniqueFileNames(names: string[]): string[] {
  const taken = new Set(names);
  const firstSeen = new Set<string>();
  return names.map((name) => {
    if (!firstSeen.has(name)) {
      firstSeen.add(name);
      return name;
    }
    const [, stem, extension] = /^(.*?)(\.[^.]*)?$/.exec(name) ?? [name, name, ""];
    let count = 2;
    while (taken.has(`${stem}-${count}${extension ?? ""}`)) count++;
    const unique = `${stem}-${count}${extension ?? ""}`;
    taken.add(unique);
    return unique;
  });
}
