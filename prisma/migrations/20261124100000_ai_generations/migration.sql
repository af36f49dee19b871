-- CreateEnum
CREATE TYPE "AiGenerationStatus" AS ENUM ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED');

-- CreateTable
CREATE TABLE "AiGeneration" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "status" "AiGenerationStatus" NOT NULL DEFAULT 'QUEUED',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "variants" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "qrCodeId" TEXT,
    "regenerateOfId" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "leaseToken" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AiGeneration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiVariantImage" (
    "id" TEXT NOT NULL,
    "generationId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "png" BYTEA NOT NULL,

    CONSTRAINT "AiVariantImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QrCodeImage" (
    "qrCodeId" TEXT NOT NULL,
    "png" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QrCodeImage_pkey" PRIMARY KEY ("qrCodeId")
);

-- CreateIndex
CREATE INDEX "AiGeneration_accountId_createdAt_idx" ON "AiGeneration"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "AiGeneration_status_createdAt_idx" ON "AiGeneration"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AiVariantImage_generationId_index_key" ON "AiVariantImage"("generationId", "index");

-- AddForeignKey
ALTER TABLE "AiGeneration" ADD CONSTRAINT "AiGeneration_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiVariantImage" ADD CONSTRAINT "AiVariantImage_generationId_fkey" FOREIGN KEY ("generationId") REFERENCES "AiGeneration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QrCodeImage" ADD CONSTRAINT "QrCodeImage_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
