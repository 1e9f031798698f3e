import { writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect } from "vitest";
import { z } from "zod/mini";
import { ACCESS_API, auditEntrySchema, personSchema } from "../../src/contract/access.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fakeDist, type TestApp } from "./app-server.ts";
import type { TestDatabase } from "./databases.ts";
import { call, joinAs, ownerEnv, signIn, whoIs } from "./people.ts";
import { appOnAll } from "./workspace-app.ts";

// What the security probe's tests (server/access/security-probe-*.test.ts) share: another
// site's headers, calls with no sign of the page, what the owner reads back to see nothing
// changed, and a workspace with an owner, a viewer and one task sent.

export const EVIL = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
export const FOREIGN: Record<string, string>[] = [
  EVIL,
  // A sandboxed frame's opaque origin; a look-alike of this server's.
  { Origin: "null", "Sec-Fetch-Site": "cross-site" },
  { Origin: "http://127.0.0.1.evil.example" },
];
export const crossSite = { status: 403, code: "cross_site_request" };
export const nobody = { status: 401, code: "sign_in_required" };
export const KEY = "key-probed-001";

/** A call with these headers alone: no Origin, Sec-Fetch-Site or Referer unless given, as curl sends. */
export const bare = (
  app: Pick<TestApp, "url">,
  method: string,
  where: string,
  headers: Record<string, string>,
  body?: string,
) => fetch(`${app.url}${where}`, { method, headers, body });

/** What the owner reads back: everyone's role, the audit log, the probed task's verdict. */
export async function readBack(app: Pick<TestApp, "url">, session: string) {
  const read = async (where: string) => (await call(app, "GET", where, { session })).json();
  const [people, audit, page] = await Promise.all([
    read(ACCESS_API.people),
    read(ACCESS_API.audit),
    read(`${WORKSPACE_TASKS_PATH}?since=0`),
  ]);
  return {
    roles: z
      .array(personSchema)
      .parse(people)
      .map(({ email, role }) => `${email} ${role}`),
    audit: z.array(auditEntrySchema).parse(audit),
    verdict: sharedPageSchema.parse(page).tasks.find((task) => task.key === KEY)?.verdict,
  };
}

/** A build whose access page (sign-in, setup, join, people) is there to be answered. */
export function distWithAccessPage() {
  const dist = fakeDist();
  writeFileSync(path.join(dist, "access.html"), "<!doctype html><title>Sign in</title>");
  return dist;
}

/** A server (with its access page) whose owner and viewer are signed in, and one task sent as KEY. */
export function probedWorkspace(fresh: () => Promise<TestDatabase>) {
  const workspace = appOnAll(fresh, { ...ownerEnv(), DIST_DIR: distWithAccessPage() });
  const held = { workspace, owner: "", viewer: "", viewerId: "" };
  beforeAll(async () => {
    const { app } = workspace;
    held.owner = await signIn(app);
    held.viewer = await joinAs(app, held.owner, "viewer");
    held.viewerId = (await whoIs(app, held.viewer))!.person.id;
    const body = { model: "minimax/t2v-01-director", prompt: "A probed fox" };
    const headers = { Authorization: `Bearer ${SANDBOX_TOKEN}`, [SUBMISSION_KEY_HEADER]: KEY };
    expect((await call(app, "POST", SUBMIT_PATH, { body, session: held.owner, headers })).status).toBe(200);
  });
  return held;
}
