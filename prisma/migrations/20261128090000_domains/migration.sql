-- Branded short-link domains (lib/domains): a workspace's hosts, verified by a TXT record.
CREATE TYPE "DomainStatus" AS ENUM ('PENDING', 'VERIFIED', 'FAILING');

CREATE TABLE "Domain" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "status" "DomainStatus" NOT NULL DEFAULT 'PENDING',
    "verificationToken" TEXT NOT NULL,
    "verifiedAt" TIMESTAMP(3),
    "lastCheckedAt" TIMESTAMP(3),
    "lastCheckError" TEXT,
    "nextCheckAt" TIMESTAMP(3),
    "checkAttempts" INTEGER NOT NULL DEFAULT 0,
    "failingSince" TIMESTAMP(3),
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "rootRedirect" TEXT,
    "notFoundRedirect" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Domain_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Domain_hostname_key" ON "Domain"("hostname");
CREATE INDEX "Domain_accountId_idx" ON "Domain"("accountId");
CREATE INDEX "Domain_nextCheckAt_idx" ON "Domain"("nextCheckAt");
ALTER TABLE "Domain" ADD CONSTRAINT "Domain_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A code's place on a branded domain: https://<hostname>/<slug>.
ALTER TABLE "QrCode" ADD COLUMN "domainId" TEXT;
ALTER TABLE "QrCode" ADD COLUMN "slug" TEXT;
CREATE UNIQUE INDEX "QrCode_domainId_slug_key" ON "QrCode"("domainId", "slug");
ALTER TABLE "QrCode" ADD CONSTRAINT "QrCode_domainId_fkey" FOREIGN KEY ("domainId") REFERENCES "Domain"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The links a code answered before it moved, kept for DOMAIN_MOVE_GRACE_DAYS.
CREATE TABLE "QrCodeLinkAlias" (
    "id" TEXT NOT NULL,
    "qrCodeId" TEXT NOT NULL,
    "domainId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "QrCodeLinkAlias_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "QrCodeLinkAlias_domainId_slug_key" ON "QrCodeLinkAlias"("domainId", "slug");
CREATE INDEX "QrCodeLinkAlias_qrCodeId_idx" ON "QrCodeLinkAlias"("qrCodeId");
ALTER TABLE "QrCodeLinkAlias" ADD CONSTRAINT "QrCodeLinkAlias_qrCodeId_fkey" FOREIGN KEY ("qrCodeId") REFERENCES "QrCode"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QrCodeLinkAlias" ADD CONSTRAINT "QrCodeLinkAlias_domainId_fkey" FOREIGN KEY ("domainId") REFERENCES "Domain"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The short-link cache (lib/short-links/short-link-cache.ts) also keeps codes by domain and slug:
-- a change of either notifies the code's short code as the other columns do.
DROP TRIGGER "QrCode_short_link_changed" ON "QrCode";
CREATE TRIGGER "QrCode_short_link_changed" AFTER UPDATE ON "QrCode" FOR EACH ROW
  WHEN ((OLD."shortCode", OLD."accountId", OLD."name", OLD."status", OLD."targetUrl", OLD."validFrom", OLD."expiresAt",
         OLD."fallbackUrl", OLD."maxScans", OLD."rules", OLD."utm", OLD."passwordHash", OLD."domainId", OLD."slug")
        IS DISTINCT FROM
        (NEW."shortCode", NEW."accountId", NEW."name", NEW."status", NEW."targetUrl", NEW."validFrom", NEW."expiresAt",
         NEW."fallbackUrl", NEW."maxScans", NEW."rules", NEW."utm", NEW."passwordHash", NEW."domainId", NEW."slug"))
  EXECUTE FUNCTION "codebeam_short_link_changed"();

-- Every instance keeps the served domains in memory (lib/domains/domain-directory.ts) and reloads
-- them when this channel says any domain changed.
CREATE FUNCTION "codebeam_domain_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('codebeam_domain', '');
  RETURN NULL;
END $$;
-- Only what routing reads: the background check writes its bookkeeping columns often.
CREATE TRIGGER "Domain_added_or_removed" AFTER INSERT OR DELETE ON "Domain" FOR EACH ROW
  EXECUTE FUNCTION "codebeam_domain_changed"();
CREATE TRIGGER "Domain_changed" AFTER UPDATE ON "Domain" FOR EACH ROW
  WHEN ((OLD."hostname", OLD."accountId", OLD."status", OLD."rootRedirect", OLD."notFoundRedirect")
        IS DISTINCT FROM (NEW."hostname", NEW."accountId", NEW."status", NEW."rootRedirect", NEW."notFoundRedirect"))
  EXECUTE FUNCTION "codebeam_domain_changed"();
