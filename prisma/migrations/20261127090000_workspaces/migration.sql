-- Workspaces and members (lib/workspaces): every account is a workspace, its user its OWNER.
CREATE TYPE "WorkspaceRole" AS ENUM ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER');

-- The name's words, lower-cased and joined by dashes (at most 40 characters), and 8 hex characters
-- of the id's hash; a name without letters or digits gives "workspace".
ALTER TABLE "Account" ADD COLUMN "slug" TEXT;
UPDATE "Account" SET "slug" =
  coalesce(nullif(left(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 40), ''), 'workspace')
  || '-' || left(md5("id"), 8);
-- Two names and hashes alike are all but impossible; should it happen, the id settles it.
UPDATE "Account" AS a SET "slug" = a."slug" || '-' || a."id"
WHERE EXISTS (SELECT 1 FROM "Account" b WHERE b."slug" = a."slug" AND b."id" < a."id");
ALTER TABLE "Account" ALTER COLUMN "slug" SET NOT NULL;
CREATE UNIQUE INDEX "Account_slug_key" ON "Account"("slug");

CREATE TABLE "Membership" (
    "accountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "WorkspaceRole" NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Membership_pkey" PRIMARY KEY ("accountId","userId")
);
CREATE INDEX "Membership_userId_idx" ON "Membership"("userId");
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "Membership" ("accountId", "userId", "role", "joinedAt")
SELECT "accountId", "id", 'OWNER', "createdAt" FROM "User";
