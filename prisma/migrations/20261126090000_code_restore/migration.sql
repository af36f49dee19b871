-- AlterTable: the status a code had when it was deleted, so that restoring it (POST …/restore) gives it back
ALTER TABLE "QrCode" ADD COLUMN "statusBeforeDelete" "QrStatus";
