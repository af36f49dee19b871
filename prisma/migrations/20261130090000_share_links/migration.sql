-- Public read-only statistics pages of a code (lib/shares): /p/<token>, only the token's SHA-256 kept.
CREATE TABLE "ShareLink" (
    "id" TEXT NOT NULL,
    "qrCodeId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "showTarget" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    CONSTRAINT "ShareLink_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ShareLink_tokenHash_key" ON "ShareLink"("tokenHash");
CREATE INDEX "ShareLink_qrCodeId_idx" ON "ShareLink"("qrCodeId");
ALTER TABLE "ShareLink" ADD CONSTRAINT "ShareLink_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
