import type { Hono } from "hono";
import { ACCESS_API, ACCESS_CODES, inviteRequestSchema, roleChangeSchema } from "../../src/contract/access.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import { accessBody, accessProblem, addressOf, noContent } from "../access/access-body.ts";
import { audit, auditCsv, auditEntries } from "../access/audit.ts";
import type { Gate, Who } from "../access/gate.ts";
import { makeInvite } from "../access/invites.ts";
import { changePerson, findById, listPeople } from "../access/people.ts";

// The owners' routes: people and their roles, invites, the audit log. The gate has checked the
// role (route-roles.ts) before any of these runs; `who` is the owner asking.

const whoOf = (c: AppContext): Who => c.get("who")!;

export function peopleRoutes(app: Hono<AppEnv>, gate: Gate, guard: GuardOptions) {
  app.post(ACCESS_API.invites, async (c) => {
    const read = await accessBody(c, guard, inviteRequestSchema, "{role}");
    if ("refused" in read) return read.refused;
    const database = await gate.ready;
    const actor = whoOf(c).person.email;
    const invite = await makeInvite(database, read.value.role, actor);
    await audit(database, { actor, action: "invite-made", detail: read.value.role, address: addressOf(c) });
    return c.json(invite, 201, { "Cache-Control": "no-store" });
  });

  app.get(ACCESS_API.people, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    return c.json(await listPeople(await gate.ready), 200, { "Cache-Control": "no-store" });
  });

  const change = (remove: boolean) => async (c: AppContext) => {
    const read = remove ? { value: { role: null } } : await accessBody(c, guard, roleChangeSchema, "{role}");
    if ("refused" in read) return read.refused;
    if (remove) {
      const refused = crossSiteRefusal(c.env.incoming.headers, guard);
      if (refused) return refused;
    }
    const database = await gate.ready;
    const id = c.req.param("id") ?? "";
    const person = await findById(database, id);
    const done = person ? await changePerson(database, id, read.value.role) : "unknown";
    if (done === "unknown") return accessProblem(404, "not_found", "Nobody in this workspace has that id.");
    if (done === "last_owner")
      return accessProblem(409, ACCESS_CODES.lastOwner, "The workspace must keep an owner: make another owner first.");
    const detail = read.value.role ? `${person!.email}: ${person!.role} → ${read.value.role}` : person!.email;
    const action = remove ? "person-removed" : "role-changed";
    await audit(database, { actor: whoOf(c).person.email, action, detail, address: addressOf(c) });
    return noContent();
  };
  app.patch(`${ACCESS_API.people}/:id`, change(false));
  app.delete(`${ACCESS_API.people}/:id`, change(true));

  app.get(ACCESS_API.audit, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const entries = await auditEntries(await gate.ready);
    if (c.req.query("format") !== "csv") return c.json(entries, 200, { "Cache-Control": "no-store" });
    return c.body(auditCsv(entries), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="taskdeck-audit.csv"',
      "Cache-Control": "no-store",
    });
  });
}
