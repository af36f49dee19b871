import { type Database, getDatabase } from "../db/client";
import { processSlot } from "../runtime/process-singleton";
import { createScanHub, type ScanHub } from "./scan-hub";

// One hub per process and database, whichever bundle serves the stream.
const slot = processSlot<{ database: Database; hub: ScanHub }>("scan hub");

export async function processScanHub(): Promise<ScanHub> {
  const database = await getDatabase();
  if (slot.current?.database !== database) {
    void slot.current?.hub.stop().catch(() => {});
    slot.current = { database, hub: createScanHub(database) };
  }
  return slot.current.hub;
}
