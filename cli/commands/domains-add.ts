import { parseWith } from "../../lib/api/parse";
import { createDomain } from "../../lib/domains/create-domain";
import { Hostname } from "../../lib/domains/domain-schemas";
import { recordId } from "../../lib/validation/record-id";
import { requireWorkspace } from "../../lib/workspaces/require-workspace";
import { defineCommand, text } from "../command";
import { say } from "../output";

export default defineCommand<{ hostname: string; workspace: string; verified: boolean }>({
  name: "domains:add",
  summary:
    "add a branded short-link domain to a workspace; --verified trusts it at once (no TXT record), else prints the TXT record to set",
  synopsis: "--hostname H --workspace ID [--verified]",
  options: { hostname: { type: "string" }, workspace: { type: "string" }, verified: { type: "boolean" } },
  required: ["hostname", "workspace"],
  validate: (flags) => ({
    hostname: parseWith(Hostname, text(flags, "hostname"), "hostname"),
    workspace: parseWith(recordId("workspace"), text(flags, "workspace"), "workspace"),
    verified: flags.verified === true,
  }),
  async run({ hostname, workspace, verified }) {
    const { name } = await requireWorkspace(workspace);
    // No caller: the install's admin acts outside any workspace, so no audit entry names an actor.
    const domain = await createDomain(workspace, { hostname }, { verified });
    say(`Added ${domain.hostname} to "${name}": ${domain.status}.`);
    if (domain.status !== "VERIFIED") {
      say("Set this DNS record, then verify from the dashboard's Domains page (or POST /api/v1/domains/{id}/verify):");
      say(`  ${domain.verification.type} ${domain.verification.name}  ${domain.verification.value}`);
    }
    say(`Links on it read https://${domain.hostname}/<slug>; point its A/AAAA (or CNAME) records at this install.`);
    say(domain.id);
  },
});
