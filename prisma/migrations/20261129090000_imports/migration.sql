-- Bulk imports of links (lib/imports): an import, its rows as read from the source, and where an
-- imported code came from, so running the same import again finds it.
CREATE TYPE "ImportStatus" AS ENUM ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED');

CREATE TABLE "Import" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'QUEUED',
    "dryRun" BOOLEAN NOT NULL DEFAULT false,
    "optionsSealed" TEXT,
    "csvText" TEXT,
    "phase" TEXT NOT NULL DEFAULT 'READ',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "skipped" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "creditsNeeded" INTEGER NOT NULL DEFAULT 0,
    "error" JSONB,
    "leaseUntil" TIMESTAMP(3),
    "leaseToken" TEXT,
    "createdByUserId" TEXT,
    "createdByKeyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    CONSTRAINT "Import_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Import_accountId_createdAt_idx" ON "Import"("accountId", "createdAt");
CREATE INDEX "Import_status_createdAt_idx" ON "Import"("status", "createdAt");
ALTER TABLE "Import" ADD CONSTRAINT "Import_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ImportRow" (
    "importId" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'PENDING',
    "field" TEXT,
    "message" TEXT,
    "qrCodeId" TEXT,
    CONSTRAINT "ImportRow_pkey" PRIMARY KEY ("importId", "row")
);
CREATE INDEX "ImportRow_importId_outcome_idx" ON "ImportRow"("importId", "outcome");
ALTER TABLE "ImportRow" ADD CONSTRAINT "ImportRow_importId_fkey" FOREIGN KEY ("importId") REFERENCES "Import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "QrCode" ADD COLUMN "importSource" TEXT;
ALTER TABLE "QrCode" ADD COLUMN "importSourceId" TEXT;
CREATE UNIQUE INDEX "QrCode_accountId_importSource_importSourceId_key" ON "QrCode"("accountId", "importSource", "importSourceId");
