import type { IncomingHttpHeaders } from "node:http";
import { randomBytes } from "node:crypto";
import { ACCESS_CODES, ACCESS_PAGES, roleAllows, type Person } from "../../src/contract/access.ts";
import { problemResponse } from "../http/answers.ts";
import { workspaceUnavailable } from "../app/journal-answers.ts";
import type { AccessConfig } from "../app/config.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { audit } from "./audit.ts";
import { createPerson, findByEmail, hasPeople, personOf } from "./people.ts";
import { needOf, type Need } from "./route-roles.ts";
import { secretHash, sessionPerson, SESSION_COOKIE } from "./sessions.ts";
import type { Who } from "./who.ts";

// Who may open the workspace (issue 28). A server listening on loopback alone with no account
// yet is its machine's: everyone asking is the local owner, and the README's first command
// stays one step. Once it is reachable from other machines, or holds any account, everyone signs
// in; reachable with no account, it answers nothing but the setup page until the owner is made.

export type { Who };

export const LOCAL_OWNER: Person = { id: "local", email: "local", role: "owner", createdAt: 0 };

/** open: the local owner's; closed: sign in; setup: no account yet on a reachable server. */
export type AccessState = "open" | "closed" | "setup";

export type Gate = ReturnType<typeof accessGate>;

/** How long "nobody has an account yet" is taken as known: another instance's first account counts within it. */
const PEOPLE_RECHECK_MS = 1_000;

const cookieOf = (headers: IncomingHttpHeaders) =>
  new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`).exec(headers.cookie ?? "")?.[1] ?? null;

const refuse = (status: 401 | 403, code: string, message: string) =>
  problemResponse(status, { type: "permission_error", code, message });

/**
 * `exposed`: the server listens on more than loopback (asked at each request: it is known once
 * the server listens). The workspace's database holds the people; the settings come from the
 * environment (config.ts).
 */
export function accessGate(opened: Promise<WorkspaceDatabase>, config: AccessConfig, exposed: () => boolean) {
  // Once someone has an account there always is one (the last owner cannot be removed): no need to ask again.
  let peopleExist = false;
  let setupHash: string | null = null;
  let lastOpen = false;
  let askedAt = -Infinity;
  const ready = opened.then(async (database) => {
    if (config.owner && !(await findByEmail(database, config.owner.email))) {
      const made = await createPerson(database, config.owner.email, config.owner.password, "owner");
      const detail = "owner, from TASKDECK_OWNER_EMAIL";
      if (made) await audit(database, { actor: made.email, action: "owner-created", detail, address: "" });
    }
    return database;
  });
  ready.catch(() => undefined);

  const state = async (): Promise<AccessState> => {
    // Asked again at most once a second while nobody has an account: not a read on every request
    // of the proxy's hot path (one made here is known at once: madeAccount).
    const now = Date.now();
    if (!peopleExist && now - askedAt >= PEOPLE_RECHECK_MS) {
      peopleExist = await hasPeople(await ready);
      askedAt = now;
    }
    if (peopleExist) return "closed";
    lastOpen = !exposed();
    return lastOpen ? "open" : "setup";
  };

  const whoAsks = async (headers: IncomingHttpHeaders): Promise<Who | null> => {
    const now = await state();
    if (now === "open") return { person: LOCAL_OWNER, local: true, sessionHash: null };
    const id = cookieOf(headers);
    if (now === "setup" || !id) return null;
    const found = await sessionPerson(await ready, id, config.idleMs);
    return found && { person: personOf(found.person), local: false, sessionHash: found.idHash };
  };

  /** The request may go on (and who asks), or the answer that refuses it. */
  const check = async (
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    need: Need = needOf(method, path),
  ): Promise<{ who: Who | null; refused?: undefined } | { who?: undefined; refused: Response }> => {
    let who: Who | null;
    try {
      who = await whoAsks(headers);
    } catch (error) {
      // Its database away: nobody can be told apart, so nothing goes on (and nothing is sent);
      // a loopback server last seen with no account stays its machine's (none can be made meanwhile).
      if (!peopleExist && lastOpen && !exposed()) who = { person: LOCAL_OWNER, local: true, sessionHash: null };
      else {
        console.error("server: the workspace's people could not be read:", error);
        return { refused: workspaceUnavailable() };
      }
    }
    if (need === "anyone") return { who };
    if (!who) {
      const setup = (await state()) === "setup";
      return {
        refused: setup
          ? refuse(
              401,
              ACCESS_CODES.setupRequired,
              "This workspace has no owner yet: open the setup link its server printed at start.",
            )
          : refuse(401, ACCESS_CODES.signInRequired, "Sign in to use this workspace."),
      };
    }
    if (!roleAllows(who.person.role, need))
      return {
        refused: refuse(403, ACCESS_CODES.notAllowed, `This needs the ${need} role; you are a ${who.person.role}.`),
      };
    return { who };
  };

  return {
    ready,
    config,
    state,
    whoAsks,
    check,
    /** The setup page's path with a new one-time token, when the server is reachable and has no account; else null. */
    async setupLink(): Promise<string | null> {
      if ((await state()) !== "setup") return null;
      const token = randomBytes(24).toString("base64url");
      setupHash = secretHash(token);
      return `${ACCESS_PAGES.setup}#${token}`;
    },
    /** Whether `token` is the setup link's; it is used up either way once an owner exists. */
    isSetupToken: (token: string) => setupHash !== null && secretHash(token) === setupHash,
    /** After the first account: sign-in is asked of everyone from now on. */
    madeAccount() {
      peopleExist = true;
      setupHash = null;
    },
  };
}
