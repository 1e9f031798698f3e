import type { Hono } from "hono";
import {
  ACCESS_API,
  ACCESS_CODES,
  credentialsSchema,
  joinSchema,
  passwordChangeSchema,
  setupSchema,
  signOutSchema,
  type Person,
  type Role,
} from "../../src/contract/access.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import type { GuardOptions } from "../http/request-guard.ts";
import { accessBody, accessProblem, addressOf, noContent, sessionCookie } from "../access/access-body.ts";
import { audit } from "../access/audit.ts";
import type { Gate } from "../access/gate.ts";
import { useInvite } from "../access/invites.ts";
import { checkNobody, checkPassword } from "../access/passwords.ts";
import { createFirstOwner, emailKey, findByEmail, findById, setPassword } from "../access/people.ts";
import { endSession, endSessionsOf, startSession } from "../access/sessions.ts";
import { clearFailures, countAttempt } from "../access/throttle.ts";

const WRONG = "The email or password is wrong.";

/** Signing in and out, the first owner's setup, joining by an invite, and changing one's password. */
export function accessRoutes(app: Hono<AppEnv>, gate: Gate, guard: GuardOptions) {
  const signedIn = async (personId: string) =>
    noContent(sessionCookie(gate, await startSession(await gate.ready, personId)));

  app.get(ACCESS_API.me, async (c) => {
    const who = await gate.whoAsks(c.env.incoming.headers);
    if (!who && (await gate.state()) === "setup")
      return accessProblem(401, ACCESS_CODES.setupRequired, "This workspace has no owner yet.");
    if (!who) return accessProblem(401, ACCESS_CODES.signInRequired, "Nobody is signed in.");
    return c.json({ mode: who.local ? "local" : "account", person: who.person }, 200, { "Cache-Control": "no-store" });
  });

  app.post(ACCESS_API.signIn, async (c) => {
    const read = await accessBody(c, guard, credentialsSchema, "An email and a password");
    if ("refused" in read) return read.refused;
    const { email, password } = read.value;
    const database = await gate.ready;
    const address = addressOf(c);
    const at = Date.now();
    const wait = await countAttempt(database, email, address, at);
    if (wait !== null)
      return accessProblem(429, ACCESS_CODES.tooMany, `Too many failed sign-ins: try again in ${wait} s.`, {
        "Retry-After": String(wait),
      });
    const person = await findByEmail(database, email);
    const good = person ? await checkPassword(password, person.password_hash) : await checkNobody(password);
    if (!person || !good) {
      await audit(database, { actor: "", action: "sign-in-refused", detail: emailKey(email), address });
      return accessProblem(401, ACCESS_CODES.refused, WRONG);
    }
    await clearFailures(database, email, address, at);
    await audit(database, { actor: person.email, action: "signed-in", detail: "", address });
    return signedIn(person.id);
  });

  app.post(ACCESS_API.signOut, async (c) => {
    const read = await accessBody(c, guard, signOutSchema, "{everywhere?: boolean}");
    if ("refused" in read) return read.refused;
    const who = await gate.whoAsks(c.env.incoming.headers);
    if (who?.sessionHash) {
      const database = await gate.ready;
      const everywhere = read.value.everywhere === true;
      if (everywhere) await endSessionsOf(database, who.person.id);
      else await endSession(database, who.sessionHash);
      const action = everywhere ? "signed-out-everywhere" : "signed-out";
      await audit(database, { actor: who.person.email, action, detail: "", address: addressOf(c) });
    }
    return noContent(sessionCookie(gate, null));
  });

  app.post(ACCESS_API.password, async (c) => {
    const read = await accessBody(c, guard, passwordChangeSchema, "The current password and the next");
    if ("refused" in read) return read.refused;
    const who = await gate.whoAsks(c.env.incoming.headers);
    const database = await gate.ready;
    const person = who?.sessionHash ? await findById(database, who.person.id) : undefined;
    if (!who?.sessionHash || !person)
      return accessProblem(
        409,
        ACCESS_CODES.signInRequired,
        "The local owner has no password: sign in with an account.",
      );
    if (!(await checkPassword(read.value.current, person.password_hash)))
      return accessProblem(401, ACCESS_CODES.refused, "The current password is wrong.");
    await setPassword(database, person.id, read.value.next);
    // Whoever knew the old password is signed out everywhere else.
    await endSessionsOf(database, person.id, who.sessionHash);
    await audit(database, { actor: person.email, action: "password-changed", detail: "", address: addressOf(c) });
    return noContent();
  });

  app.post(ACCESS_API.setup, async (c) => {
    const read = await accessBody(c, guard, setupSchema, "The setup token, an email and a password");
    if ("refused" in read) return read.refused;
    const { token, email, password } = read.value;
    if ((await gate.state()) !== "setup" || !gate.isSetupToken(token))
      return accessProblem(
        400,
        ACCESS_CODES.unusableToken,
        "This setup link is not this server's, or its owner exists already.",
      );
    const owner = await createFirstOwner(await gate.ready, email, password);
    if (!owner) return accessProblem(400, ACCESS_CODES.unusableToken, "This workspace has its owner already: sign in.");
    return made(c, owner, "owner-created", "owner");
  });

  app.post(ACCESS_API.join, async (c) => {
    const read = await accessBody(c, guard, joinSchema, "The invite's token, an email and a password");
    if ("refused" in read) return read.refused;
    const { token, email, password } = read.value;
    const database = await gate.ready;
    const joined = await useInvite(database, token, email, password);
    if (joined === "unusable")
      return accessProblem(
        400,
        ACCESS_CODES.unusableToken,
        "This invite has expired or has been used: ask for a new one.",
      );
    return made(c, joined, "joined", joined?.role ?? "viewer");
  });

  async function made(c: AppContext, person: Person | null, action: "owner-created" | "joined", role: Role) {
    if (!person)
      return accessProblem(409, ACCESS_CODES.emailTaken, "An account with this email exists: sign in instead.");
    gate.madeAccount();
    await audit(await gate.ready, { actor: person.email, action, detail: role, address: addressOf(c) });
    return signedIn(person.id);
  }
}
