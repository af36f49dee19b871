-- Email changes confirmed by a link mailed to the new address (lib/email-change).
ALTER TABLE "User" ADD COLUMN "pendingEmail" TEXT,
ADD COLUMN "pendingEmailTokenHash" TEXT,
ADD COLUMN "pendingEmailExpiresAt" TIMESTAMP(3);

CREATE UNIQUE INDEX "User_pendingEmailTokenHash_key" ON "User"("pendingEmailTokenHash");
