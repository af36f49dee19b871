-- AlterTable: free tags on codes (lowercase, at most 10 per code); the list filters by one with `?tag=`
ALTER TABLE "QrCode" ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex: array containment (tags @> ARRAY[tag]) for the tag filter and the tag counts
CREATE INDEX "QrCode_tags_idx" ON "QrCode" USING GIN ("tags");
