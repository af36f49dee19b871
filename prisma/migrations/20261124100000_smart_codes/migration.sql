-- AlterTable: smart dynamic codes (schedule, scan limit, routing rules, UTM parameters)
ALTER TABLE "QrCode" ADD COLUMN     "validFrom" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "fallbackUrl" TEXT,
ADD COLUMN     "maxScans" INTEGER,
ADD COLUMN     "scanClaims" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "rules" JSONB,
ADD COLUMN     "utm" JSONB;
