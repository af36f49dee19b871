-- CreateEnum
CREATE TYPE "QrMode" AS ENUM ('STATIC', 'DYNAMIC', 'AI');

-- CreateEnum
CREATE TYPE "QrStatus" AS ENUM ('READY', 'EXPIRED', 'DELETED');

-- CreateTable
CREATE TABLE "QrCode" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "name" TEXT,
    "mode" "QrMode" NOT NULL DEFAULT 'DYNAMIC',
    "status" "QrStatus" NOT NULL DEFAULT 'READY',
    "content" TEXT NOT NULL,
    "targetUrl" TEXT NOT NULL,
    "shortCode" TEXT,
    "templateUsed" TEXT NOT NULL,
    "matchedKeywords" TEXT[],
    "styles" JSONB NOT NULL,
    "logoUrl" TEXT,
    "errorCorrectionLevel" TEXT NOT NULL DEFAULT 'M',
    "size" INTEGER NOT NULL DEFAULT 512,
    "scanCount" INTEGER NOT NULL DEFAULT 0,
    "clonedFromId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "QrCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
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

    CONSTRAINT "ScanEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScanDailyCount" (
    "qrCodeId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ScanDailyCount_pkey" PRIMARY KEY ("qrCodeId","day","dimension","value")
);

-- CreateTable
CREATE TABLE "ScanVisitorDay" (
    "qrCodeId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,

    CONSTRAINT "ScanVisitorDay_pkey" PRIMARY KEY ("qrCodeId","day","visitorId")
);

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QrCode_shortCode_key" ON "QrCode"("shortCode");

-- CreateIndex
CREATE INDEX "QrCode_accountId_createdAt_idx" ON "QrCode"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "ScanEvent_qrCodeId_createdAt_idx" ON "ScanEvent"("qrCodeId", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxEvent_createdAt_idx" ON "OutboxEvent"("createdAt");

-- CreateIndex
CREATE INDEX "OutboxEvent_accountId_createdAt_idx" ON "OutboxEvent"("accountId", "createdAt");

-- AddForeignKey
ALTER TABLE "QrCode" ADD CONSTRAINT "QrCode_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScanEvent" ADD CONSTRAINT "ScanEvent_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
