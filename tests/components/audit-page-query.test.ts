import { describe, expect, it } from "vitest";
import { auditHref } from "@/components/audit/audit-href";
import { auditQuery, readAuditFilters } from "@/components/audit/audit-query";
import { actionLabel, detailsSummary, targetLabel } from "@/components/audit/audit-wording";
import { AUDIT_ACTIONS, type AuditEventView, ListAuditQuery } from "@/lib/audit/audit-schemas";

const event = (action: string, target: AuditEventView["target"], details: Record<string, unknown> = {}) =>
  ({
    id: "aud_1",
    at: "2026-11-26T10:00:00.000Z",
    actor: { type: "user", id: "usr_1", label: "owner@example.com" },
    action,
    target,
    details,
  }) satisfies AuditEventView;

describe("the audit page's URL", () => {
  it("reads good filters and drops bad ones rather than failing the page", () => {
    const { filters, page } = readAuditFilters({
      action: "member.role_changed",
      actor: "not an id!",
      from: "2026-11-01",
      to: "2026-13-45",
      page: "2",
    });
    expect(filters).toEqual({ action: "member.role_changed", actor: "", from: "2026-11-01", to: "" });
    expect(page).toBe(2);
    expect(readAuditFilters({ action: "DROP TABLE", page: "-1" })).toEqual({
      filters: { action: "", actor: "", from: "", to: "" },
      page: 1,
    });
  });

  it("asks the API for whole UTC days, the last day included, in a query it accepts", () => {
    const query = auditQuery({ action: "key.", actor: "", from: "2026-11-01", to: "2026-11-30" }, 3);
    expect(query).toMatchObject({ page: 3, action: "key.", from: "2026-11-01T00:00:00Z" });
    expect(query.to).toBe("2026-12-01T00:00:00.000Z");
    expect(ListAuditQuery.safeParse(query).success).toBe(true);
  });

  it("keeps the workspace and only the filters set", () => {
    expect(auditHref("team-1a2b", { action: "member.", actor: "", from: "2026-11-01", to: "" })).toBe(
      "/dashboard/audit?workspace=team-1a2b&action=member.&from=2026-11-01",
    );
  });
});

describe("the audit log's wording", () => {
  it("words every action the API records", () => {
    const recorded = [
      ...AUDIT_ACTIONS,
      "workspace.renamed",
      "member.role_changed",
      "member.removed",
      "member.left",
      "invitation.created",
      "invitation.revoked",
      "invitation.accepted",
    ];
    for (const action of recorded) expect(actionLabel(action), action).toMatch(/^[A-Z][a-z]+ /);
    expect(actionLabel("thing.exploded")).toBe("Thing exploded");
  });

  it("names targets and summarises details", () => {
    const people = new Map([["usr_2", { name: "Ada", email: "ada@example.com" }]]);
    const change = event("member.role_changed", { type: "user", id: "usr_2" }, { from: "VIEWER", to: "EDITOR" });
    expect(targetLabel(change, people)).toBe("Ada");
    expect(detailsSummary(change)).toBe("Viewer → Editor");
    const gone = event("member.removed", { type: "user", id: "usr_9" }, { role: "ADMIN" });
    expect(targetLabel(gone, people)).toBe("A former member");
    expect(detailsSummary(gone)).toBe("was Admin");
    const key = event("key.created", { type: "key", id: "key_1" }, { name: "CI", permissions: ["qrcode:create"] });
    expect(targetLabel(key, people)).toBe("Key “CI”");
    expect(detailsSummary(key)).toBe("permissions: qrcode:create");
  });
});
