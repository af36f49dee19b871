-- Statistics over wide ranges (lib/stats/month-sums.ts): the daily rollups of a code's closed months
-- summed per dimension and value, made as months close, so a year's read sums a dozen months' rows
-- instead of every day's. The month's `total` row is its version against the daily rollups.
CREATE TABLE "ScanMonthlyCount" (
    "qrCodeId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ScanMonthlyCount_pkey" PRIMARY KEY ("qrCodeId","month","dimension","value")
);
