-- API keys outlive their creator (the key is the workspace's): deleting the user empties createdById.
ALTER TABLE "ApiKey" ALTER COLUMN "createdById" DROP NOT NULL;
ALTER TABLE "ApiKey" DROP CONSTRAINT "ApiKey_createdById_fkey";
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Who created a code: a user or an API key, null once it is deleted (and for older codes).
ALTER TABLE "QrCode" ADD COLUMN "createdByUserId" TEXT;
ALTER TABLE "QrCode" ADD COLUMN "createdByKeyId" TEXT;
CREATE INDEX "QrCode_createdByUserId_idx" ON "QrCode"("createdByUserId");
CREATE INDEX "QrCode_createdByKeyId_idx" ON "QrCode"("createdByKeyId");
ALTER TABLE "QrCode" ADD CONSTRAINT "QrCode_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "QrCode" ADD CONSTRAINT "QrCode_createdByKeyId_fkey" FOREIGN KEY ("createdByKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An AI code is saved later by the worker: its generation carries who asked for it.
ALTER TABLE "AiGeneration" ADD COLUMN "createdByUserId" TEXT;
ALTER TABLE "AiGeneration" ADD COLUMN "createdByKeyId" TEXT;
CREATE INDEX "AiGeneration_createdByUserId_idx" ON "AiGeneration"("createdByUserId");
CREATE INDEX "AiGeneration_createdByKeyId_idx" ON "AiGeneration"("createdByKeyId");
ALTER TABLE "AiGeneration" ADD CONSTRAINT "AiGeneration_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "AiGeneration" ADD CONSTRAINT "AiGeneration_createdByKeyId_fkey" FOREIGN KEY ("createdByKeyId") REFERENCES "ApiKey"("id") ON DELETE SET NULL ON UPDATE CASCADE;
