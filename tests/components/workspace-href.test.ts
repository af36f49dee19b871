import { describe, expect, it } from "vitest";
import { withWorkspace } from "@/components/workspaces/workspace-href";

describe("withWorkspace", () => {
  it("adds the workspace to a dashboard path, keeping its query and hash", () => {
    expect(withWorkspace("/dashboard/codes", "workspace", "acme-1a2b3c4d")).toBe(
      "/dashboard/codes?workspace=acme-1a2b3c4d",
    );
    expect(withWorkspace("/dashboard/codes?q=menu&page=2#list", "workspace", "acme")).toBe(
      "/dashboard/codes?q=menu&page=2&workspace=acme#list",
    );
  });

  it("replaces a workspace already named rather than naming two", () => {
    expect(withWorkspace("/dashboard?workspace=old&tab=1", "workspace", "new")).toBe("/dashboard?workspace=new&tab=1");
  });

  it("leaves links off the site as they are", () => {
    for (const href of ["https://example.com/x", "//evil.example/x", "mailto:a@b.c", "#top"]) {
      expect(withWorkspace(href, "workspace", "acme")).toBe(href);
    }
  });
});
