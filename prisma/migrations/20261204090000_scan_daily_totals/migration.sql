-- The clicks of each code and day, apart from the other rollups (lib/stats/get-account-overview.ts,
-- lib/codes/list-code-sparklines.ts): an account's days are then read from this small index alone, one
-- range per code, instead of a probe per code and day into the rollups' table (which, once it holds
-- millions of device, browser and place rows, PostgreSQL prefers to read whole).
CREATE INDEX "ScanDailyCount_total_idx" ON "ScanDailyCount" ("qrCodeId", "day") INCLUDE ("count") WHERE "dimension" = 'total';
