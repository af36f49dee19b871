-- AlterTable: smart dynamic codes (schedule, scan limit, routing rules, UTM parameters)
ALTER TABLE "QrCode" ADD COLUMN     "validFrom" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "fallbackUrl" TEXT,
ADD COLUMN     "maxScans" INTEGER,
ADD COLUMN     "scanClaims" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rules" JSONB,
ADD COLUMN     "utm" JSONB;

-- AlterTable: password-protected short links (bcrypt hash; never answered)
ALTER TABLE "QrCode" ADD COLUMN     "passwordHash" TEXT;

-- CreateTable: one version per change of a code's routing (target, rules, schedule, password…)
CREATE TABLE "QrCodeVersion" (
    "id" TEXT NOT NULL,
    "qrCodeId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "changes" TEXT[],
    "snapshot" JSONB NOT NULL,
    "actorKind" TEXT NOT NULL,
    "actorUserId" TEXT,
    "actorKeyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QrCodeVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QrCodeVersion_qrCodeId_version_key" ON "QrCodeVersion"("qrCodeId", "version");

-- AddForeignKey
ALTER TABLE "QrCodeVersion" ADD CONSTRAINT "QrCodeVersion_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
