-- ScanEvent partitioned by month (PostgreSQL declarative partitioning, on the embedded database
-- too): retention drops a month's partition instead of deleting its rows one by one, and a code's
-- recent scans are read from the newest partitions only. The app creates each month's partition
-- ahead (codebeam_ensure_scan_partition, called at start and hourly); the default partition only
-- catches rows no month holds yet, and a month created later takes its rows from there.

ALTER TABLE "ScanEvent" RENAME TO "ScanEvent_unpartitioned";
ALTER TABLE "ScanEvent_unpartitioned" RENAME CONSTRAINT "ScanEvent_pkey" TO "ScanEvent_unpartitioned_pkey";
ALTER TABLE "ScanEvent_unpartitioned" RENAME CONSTRAINT "ScanEvent_qrCodeId_fkey" TO "ScanEvent_unpartitioned_qrCodeId_fkey";
ALTER INDEX "ScanEvent_qrCodeId_createdAt_idx" RENAME TO "ScanEvent_unpartitioned_qrCodeId_createdAt_idx";

-- The primary key holds the partition key, as PostgreSQL requires; ids stay unique (cuids and UUIDs).
CREATE TABLE "ScanEvent" (
    "id" TEXT NOT NULL,
    "qrCodeId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "browser" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "destination" TEXT,
    "ruleIndex" INTEGER,

    CONSTRAINT "ScanEvent_pkey" PRIMARY KEY ("id", "createdAt")
) PARTITION BY RANGE ("createdAt");

-- With the id, a page of the scan list finds where it starts by an index-only count (lib/stats/list-scans.ts).
CREATE INDEX "ScanEvent_qrCodeId_createdAt_id_idx" ON "ScanEvent"("qrCodeId", "createdAt", "id");
ALTER TABLE "ScanEvent" ADD CONSTRAINT "ScanEvent_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE TABLE "ScanEvent_default" PARTITION OF "ScanEvent" DEFAULT;

-- Creates the partition of the month that starts on month_start (a first of the month), moving
-- the default partition's rows of that month into it; false if it exists. Serialized across
-- instances by a transaction-scoped advisory lock.
CREATE FUNCTION "codebeam_ensure_scan_partition"(month_start date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  partition_name text := 'ScanEvent_' || to_char(month_start, 'YYYY_MM');
  month_end date := (month_start + interval '1 month')::date;
BEGIN
  IF month_start <> date_trunc('month', month_start)::date THEN
    RAISE EXCEPTION 'codebeam_ensure_scan_partition: % is not the first of a month', month_start;
  END IF;
  PERFORM pg_advisory_xact_lock(72707370);
  IF to_regclass(format('%I', partition_name)) IS NOT NULL THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "ScanEvent" INCLUDING DEFAULTS)', partition_name);
  EXECUTE format('INSERT INTO %I SELECT * FROM "ScanEvent_default" WHERE "createdAt" >= %L AND "createdAt" < %L', partition_name, month_start, month_end);
  EXECUTE format('DELETE FROM "ScanEvent_default" WHERE "createdAt" >= %L AND "createdAt" < %L', month_start, month_end);
  EXECUTE format('ALTER TABLE "ScanEvent" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, month_start, month_end);
  RETURN true;
END $$;

-- The months the existing events span, this month and the next two.
SELECT "codebeam_ensure_scan_partition"(month::date)
FROM generate_series(
  date_trunc('month', LEAST((SELECT min("createdAt") FROM "ScanEvent_unpartitioned"), now() AT TIME ZONE 'UTC')),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '2 months',
  interval '1 month'
) AS month;

INSERT INTO "ScanEvent" SELECT "id", "qrCodeId", "eventType", "device", "os", "browser", "country", "region", "city", "visitorId", "createdAt", "destination", "ruleIndex" FROM "ScanEvent_unpartitioned";
DROP TABLE "ScanEvent_unpartitioned";
