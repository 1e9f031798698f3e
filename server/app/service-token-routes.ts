import type { Hono } from "hono";
import { ACCESS_API, ACCESS_CODES, serviceTokenSchema } from "../../src/contract/access.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import { accessBody, accessProblem, addressOf, noContent } from "../access/access-body.ts";
import { audit } from "../access/audit.ts";
import type { Gate } from "../access/gate.ts";
import type { ServiceToken } from "./service-token.ts";

// The owners' service token (issue 28, item 4): set and removed here, never read back. The gate
// has checked the role (route-roles.ts) before any of these runs.

const actorOf = (c: AppContext) => c.get("who")!.person.email;

export function serviceTokenRoutes(app: Hono<AppEnv>, gate: Gate, token: ServiceToken, guard: GuardOptions) {
  app.get(ACCESS_API.serviceToken, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    return c.json(await token.status(), 200, { "Cache-Control": "no-store" });
  });

  app.put(ACCESS_API.serviceToken, async (c) => {
    const read = await accessBody(c, guard, serviceTokenSchema, "{token}");
    if ("refused" in read) return read.refused;
    const unsettable = await notSettable(token);
    if (unsettable) return unsettable;
    await token.set(read.value.token, actorOf(c));
    // The log says that it changed and who changed it; never the token, nor any part of it.
    await audit(await gate.ready, { actor: actorOf(c), action: "token-changed", detail: "", address: addressOf(c) });
    return noContent();
  });

  app.delete(ACCESS_API.serviceToken, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard) ?? (await notSettable(token));
    if (refused) return refused;
    await token.remove();
    await audit(await gate.ready, { actor: actorOf(c), action: "token-removed", detail: "", address: addressOf(c) });
    return noContent();
  });
}

async function notSettable(token: ServiceToken): Promise<Response | null> {
  const { unsettable } = await token.status();
  if (!unsettable) return null;
  const message =
    unsettable === "sandbox"
      ? "The embedded sandbox answers this server, with its own token: there is no service token to keep."
      : "This server keeps no service token without TASKDECK_SECRET in its environment (the key it is sealed with).";
  return accessProblem(409, ACCESS_CODES.tokenNotSettable, message);
}
