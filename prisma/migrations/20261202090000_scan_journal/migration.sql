-- How far each scan journal file (lib/outage/scan-journal.ts) has been replayed: advanced in the
-- transaction that writes its entries, so a replay that stops anywhere applies nothing twice.
CREATE TABLE "ScanJournalReplay" (
    "journal" TEXT NOT NULL,
    "offset" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ScanJournalReplay_pkey" PRIMARY KEY ("journal")
);
