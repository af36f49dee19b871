-- Short-link cache invalidation (lib/short-links/short-link-cache.ts): every server instance keeps
-- the codes behind its short links in memory and LISTENs on this channel. A change to any column a
-- short-link answer reads (but not the scan counters, which change on every scan) notifies the
-- code's short code at commit, whatever wrote it: the app on any instance, the CLI, or plain SQL.
CREATE FUNCTION "codebeam_short_link_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."shortCode" IS NOT NULL THEN
    PERFORM pg_notify('codebeam_short_link', OLD."shortCode");
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."shortCode" IS NOT NULL AND NEW."shortCode" IS DISTINCT FROM OLD."shortCode" THEN
    PERFORM pg_notify('codebeam_short_link', NEW."shortCode");
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "QrCode_short_link_changed" AFTER UPDATE ON "QrCode" FOR EACH ROW
  WHEN ((OLD."shortCode", OLD."accountId", OLD."name", OLD."status", OLD."targetUrl", OLD."validFrom", OLD."expiresAt",
         OLD."fallbackUrl", OLD."maxScans", OLD."rules", OLD."utm", OLD."passwordHash")
        IS DISTINCT FROM
        (NEW."shortCode", NEW."accountId", NEW."name", NEW."status", NEW."targetUrl", NEW."validFrom", NEW."expiresAt",
         NEW."fallbackUrl", NEW."maxScans", NEW."rules", NEW."utm", NEW."passwordHash"))
  EXECUTE FUNCTION "codebeam_short_link_changed"();

CREATE TRIGGER "QrCode_short_link_deleted" AFTER DELETE ON "QrCode" FOR EACH ROW
  EXECUTE FUNCTION "codebeam_short_link_changed"();
