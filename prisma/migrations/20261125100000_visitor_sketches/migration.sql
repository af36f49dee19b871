-- Unique users over wide ranges (lib/stats/visitor-sketches.ts): HyperLogLog sketches of a code's
-- visitors per past day and month, versioned by the clicks counted in the period.
CREATE TABLE "ScanVisitorSketch" (
    "qrCodeId" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL,
    "sketch" BYTEA NOT NULL,

    CONSTRAINT "ScanVisitorSketch_pkey" PRIMARY KEY ("qrCodeId","period")
);
