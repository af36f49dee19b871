export function failedVitestTests(file: string): string[];
export function failedPlaywrightTests(file: string): string[];
export function printFailed(heading: string, names: string[]): void;
