-- The clicks and image views of each code and day, apart from the other rollups: an account's days
-- (lib/stats/get-account-overview.ts) and a code's days holding events (lib/stats/list-scans.ts) are
-- then read from this small index alone, one range per code, instead of a probe per code and day
-- into the rollups' table (which, once it holds millions of device, browser and place rows,
-- PostgreSQL prefers to read whole).
CREATE INDEX "ScanDailyCount_events_idx" ON "ScanDailyCount" ("qrCodeId", "day", "dimension") INCLUDE ("count")
  WHERE "dimension" IN ('total', 'impression');
