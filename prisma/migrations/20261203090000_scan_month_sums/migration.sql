-- Statistics over wide ranges (lib/stats/month-sums.ts): the daily rollups of a code's months (their
-- days before today) summed per dimension and value, as one JSON object per month, made as days
-- settle, so a year's read takes a dozen rows instead of every day's. `clicks` is the version: the
-- days' `total` clicks the sums were made from.
CREATE TABLE "ScanMonthSums" (
    "qrCodeId" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL,
    "sums" JSON NOT NULL,

    CONSTRAINT "ScanMonthSums_pkey" PRIMARY KEY ("qrCodeId","month")
);
