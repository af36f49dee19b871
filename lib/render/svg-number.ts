/** A coordinate with at most 3 decimals, as short as possible. */
export const num = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Text safe inside SVG element content and attribute values. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
