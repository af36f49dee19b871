-- Open live-scan streams (lib/live-scans): the per-workspace limit, and what tells the scan writer
-- a workspace's scans are watched.
CREATE TABLE "ScanStream" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "ScanStream_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ScanStream_accountId_expiresAt_idx" ON "ScanStream"("accountId", "expiresAt");
ALTER TABLE "ScanStream" ADD CONSTRAINT "ScanStream_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
