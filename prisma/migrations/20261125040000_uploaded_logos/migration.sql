-- CreateTable: logos uploaded from a device, named by codes as `logo:<id>`
CREATE TABLE "UploadedLogo" (
    "accountId" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "png" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadedLogo_pkey" PRIMARY KEY ("accountId","id")
);

-- CreateIndex: saved codes' images find a logo by its id alone
CREATE INDEX "UploadedLogo_id_idx" ON "UploadedLogo"("id");

-- AddForeignKey
ALTER TABLE "UploadedLogo" ADD CONSTRAINT "UploadedLogo_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
