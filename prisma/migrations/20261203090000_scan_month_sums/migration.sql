-- Statistics over wide ranges (lib/stats/month-sums.ts): the daily rollups of a code's months (their
-- days before today) summed per dimension and value, made as days settle, so a year's read sums a
-- dozen months' rows instead of every day's. The month's `total` row is its version against the days'.
CREATE TABLE "ScanMonthlyCount" (
    "qrCodeId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ScanMonthlyCount_pkey" PRIMARY KEY ("qrCodeId","month","dimension","value")
);
