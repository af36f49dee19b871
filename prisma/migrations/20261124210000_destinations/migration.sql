-- AlterTable: when the code's destinations were last checked (the checker claims due codes by it)
ALTER TABLE "QrCode" ADD COLUMN     "destinationsCheckedAt" TIMESTAMP(3);

-- CreateTable: the health of each place a dynamic or AI code can send visitors
CREATE TABLE "DestinationCheck" (
    "id" TEXT NOT NULL,
    "qrCodeId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "up" BOOLEAN NOT NULL,
    "lastStatus" INTEGER,
    "lastError" TEXT,
    "checkedAt" TIMESTAMP(3) NOT NULL,
    "downSince" TIMESTAMP(3),

    CONSTRAINT "DestinationCheck_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DestinationCheck_qrCodeId_url_key" ON "DestinationCheck"("qrCodeId", "url");

-- CreateIndex
CREATE INDEX "QrCode_destinationsCheckedAt_idx" ON "QrCode"("destinationsCheckedAt");

-- AddForeignKey
ALTER TABLE "DestinationCheck" ADD CONSTRAINT "DestinationCheck_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable: which destination and rule served a scan of a code with routing rules (statistics by destination)
ALTER TABLE "ScanEvent" ADD COLUMN     "destination" TEXT,
ADD COLUMN     "ruleIndex" INTEGER;
