/** A failed test: "file › title", and its failure message when the report has one. */
export interface FailedTest {
  name: string;
  message?: string;
}
export function failedVitestTests(file: string): FailedTest[];
export function failedPlaywrightTests(file: string): FailedTest[];
export function printFailed(heading: string, failures: FailedTest[]): void;
