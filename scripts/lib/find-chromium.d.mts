/** A Chromium binary for the browser tests (and the Lighthouse bench): its path; installs Debian's package as root when none. */
export function findChromium(log?: (message: string) => void): string;
