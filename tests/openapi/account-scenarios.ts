import { generate } from "otplib";
import type { Contract } from "@/lib/api/contract";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { confirmTwoFactor } from "@/lib/two-factor/confirm-two-factor";
import { startTwoFactor } from "@/lib/two-factor/start-two-factor";
import { addMember } from "@/lib/workspaces/add-member";
import { makeUser, recordedSessionCookie, sessionCookie, uniqueEmail } from "../helpers/fixtures";
import type { CallOptions, CallResult } from "../helpers/http";

// tests/openapi/every-operation.test.ts's scenarios for the operations of a user's own account,
// their workspaces and invitations: one successful call each.

type Send = (contract: Contract, options?: Omit<CallOptions, "method"> & { query?: string }) => Promise<CallResult>;

interface Context {
  send: Send;
  created: (operationId: string, options: Parameters<Send>[1]) => Promise<any>;
  /** The contracts admin's session cookie. */
  session: () => Record<string, string>;
}

export function accountScenarios(context: Context): Record<string, (contract: Contract) => Promise<CallResult>> {
  const { send, session } = context;
  /** A new user with a two-factor set-up started (lib/two-factor), and their session. */
  async function twoFactorStarted() {
    const user = await makeUser();
    const { secret } = await startTwoFactor(user.id);
    return { headers: await sessionCookie(user), userId: user.id, secret };
  }

  /** A new workspace of the contracts admin's (its OWNER), and one more member in it. */
  async function teamWorkspace() {
    const { id } = await context.created("workspaces.create", {
      headers: context.session(),
      body: { name: "Contracts team" },
    });
    const teammate = await makeUser({ label: "teammate" });
    await addMember(id, teammate.id, "EDITOR");
    return { id, userId: teammate.id };
  }

  /** A workspace's owner, and a pending invitation of another user into it. */
  async function invited() {
    const [owner, invitee] = [await makeUser(), await makeUser()];
    const invitation = await createInvitation(
      { accountId: owner.accountId, userId: owner.id },
      { email: invitee.email, role: "VIEWER" },
    );
    return { owner, invitee, invitation };
  }

  return {
    "me.get": (c) => send(c, { headers: session() }),
    "me.update": (c) => send(c, { headers: session(), body: { name: "Contracts admin" } }),
    "me.delete": async (c) => {
      const user = await makeUser();
      return send(c, { headers: await sessionCookie(user), body: { currentPassword: user.password } });
    },
    "me.changePassword": async (c) => {
      const user = await makeUser();
      const { cookie } = await recordedSessionCookie(user);
      return send(c, { headers: { cookie }, body: { currentPassword: user.password, newPassword: "a new password" } });
    },
    "me.sessions.list": async (c) =>
      send(c, { headers: { cookie: (await recordedSessionCookie(await makeUser())).cookie } }),
    "me.sessions.endOthers": async (c) =>
      send(c, { headers: { cookie: (await recordedSessionCookie(await makeUser())).cookie } }),
    "me.sessions.end": async (c) => {
      const { cookie, sessionId } = await recordedSessionCookie(await makeUser());
      return send(c, { headers: { cookie }, params: { id: sessionId } });
    },
    "me.twoFactor.get": (c) => send(c, { headers: session() }),
    "me.twoFactor.start": async (c) => send(c, { headers: await sessionCookie(await makeUser()) }),
    "me.twoFactor.confirm": async (c) => {
      const { headers, secret } = await twoFactorStarted();
      return send(c, { headers, body: { code: await generate({ secret }) } });
    },
    "me.twoFactor.disable": async (c) => {
      const { headers, userId, secret } = await twoFactorStarted();
      const { recoveryCodes } = await confirmTwoFactor(userId, await generate({ secret }));
      return send(c, { headers, body: { code: recoveryCodes[0] } });
    },
    "workspaces.list": (c) => send(c, { headers: session() }),
    "workspaces.create": (c) => send(c, { headers: session(), body: { name: "Contracts" } }),
    "workspaces.update": async (c) =>
      send(c, { headers: session(), params: { id: (await teamWorkspace()).id }, body: { name: "Renamed" } }),
    "workspaces.delete": async (c) => send(c, { headers: session(), params: { id: (await teamWorkspace()).id } }),
    "workspaces.members.list": async (c) => send(c, { headers: session(), params: { id: (await teamWorkspace()).id } }),
    "workspaces.members.update": async (c) =>
      send(c, { headers: session(), params: await teamWorkspace(), body: { role: "VIEWER" } }),
    "workspaces.members.remove": async (c) => send(c, { headers: session(), params: await teamWorkspace() }),
    "invitations.create": async (c) => {
      const owner = await makeUser();
      const body = { email: uniqueEmail("invited"), role: "EDITOR" };
      return send(c, { headers: await sessionCookie(owner), params: { id: owner.accountId }, body });
    },
    "invitations.list": async (c) => {
      const { owner } = await invited();
      return send(c, { headers: await sessionCookie(owner), params: { id: owner.accountId } });
    },
    "invitations.revoke": async (c) => {
      const { owner, invitation } = await invited();
      const params = { id: owner.accountId, invitationId: invitation.id };
      return send(c, { headers: await sessionCookie(owner), params });
    },
    "invitations.accept": async (c) => {
      const { invitee, invitation } = await invited();
      const token = new URL(invitation.url).searchParams.get("token");
      return send(c, { headers: await sessionCookie(invitee), body: { token } });
    },
  };
}
