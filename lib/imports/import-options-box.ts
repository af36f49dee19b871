import { secretBox } from "../crypto/secret-box";

// A remote source's options hold its token or API key until the import has read its rows: sealed
// at rest like webhook secrets, and dropped when the import finishes.
const box = secretBox("import source options");

export const sealImportOptions = (options: unknown): string => box.seal(JSON.stringify(options));
export const openImportOptions = (sealed: string): unknown => JSON.parse(box.open(sealed));
