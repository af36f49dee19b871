import { Readable } from "node:stream";
import Papa from "papaparse";
import { invalid } from "../../errors/api-error";
import type { ImportReadContext, SourceRow, SourceRowError } from "../import-row";
import { columnsOf, delimiterOf } from "../csv-header";
import { rowOf } from "./csv-columns";

const CHUNK = 64 * 1024;

/**
 * A CSV import's rows, parsed a chunk at a time (a 20 MB file never holds the event loop for long).
 * The first row is the header; an unreadable row (an unclosed quote) is a row error, not the end.
 */
export async function* readCsv(text: string, context: ImportReadContext): AsyncGenerator<SourceRow | SourceRowError> {
  const body = text.replace(/^\uFEFF/, "");
  const chunks = (function* () {
    for (let at = 0; at < body.length; at += CHUNK) yield body.slice(at, at + CHUNK);
  })();
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: delimiterOf(body), skipEmptyLines: "greedy" });
  Readable.from(chunks).pipe(parser);
  let columns: ReturnType<typeof columnsOf> | undefined;
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    if (context.signal.aborted) break;
    if (!columns) {
      columns = columnsOf(cells);
      if (columns.url === -1)
        throw invalid("options.csv", "has no url column: name one url, content, long_url, longUrl or destination");
      continue;
    }
    row += 1;
    if (cells.every((cell) => cell.trim() === "")) continue;
    yield rowOf(cells, columns, row);
  }
  if (!columns) throw invalid("options.csv", "is empty: give a header row and at least one link");
}
