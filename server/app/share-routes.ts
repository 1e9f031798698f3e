import type { Hono } from "hono";
import { ACCESS_CODES, roleAllows } from "../../src/contract/access.ts";
import {
  SHARE_PAGE,
  SHARE_UNAVAILABLE,
  SHARES_API,
  shareRequestSchema,
  type Share,
} from "../../src/contract/shares.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import { accessBody, accessProblem, addressOf, noContent } from "../access/access-body.ts";
import { audit } from "../access/audit.ts";
import type { Gate, Who } from "../access/gate.ts";
import { shareKey, shareSigner, type ShareSigner } from "../access/share-signing.ts";
import { findShare, listShares, makeShare, openShare, revokeShare } from "../access/shares.ts";
import { sharedFileTarget, sharedKeys, sharedTasksInOrder, targetsExist, viewOf } from "./share-content.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";
import type { CopyReader } from "../archive/archive-routes.ts";

// Share links (issue 28, item 6). Reviewers and owners make, list and revoke them (the gate has
// checked the role: route-roles.ts); anyone holding one opens it, with no sign-in, and reads the
// result files of the tasks it shows through it. Every refusal of a link itself is the same 404.

/** Task `requestId`'s result file `url`, read by the server for a link it has checked (file-proxy.ts, proxied-files.ts). */
export type ShareFileReader = (c: AppContext, requestId: string, url: string) => Promise<Response>;

const NO_STORE = { "Cache-Control": "no-store" };
/** The link is in the address: a page that links elsewhere does not pass it on. */
const OPENED = { ...NO_STORE, "Referrer-Policy": "no-referrer" };

const whoOf = (c: AppContext): Who => c.get("who")!;

const unavailable = () =>
  problemResponse(404, {
    type: "not_found_error",
    code: SHARE_UNAVAILABLE,
    message: "This share link does not work: it may have expired or been revoked. Ask whoever sent it for a new one.",
  });

const notAllowed = (message: string) =>
  problemResponse(403, { type: "permission_error", code: ACCESS_CODES.notAllowed, message });

const described = (share: Share) =>
  `${share.kind} ${share.targets.join(" & ")}, ` +
  (share.expiresAt === null ? "never expires" : `until ${new Date(share.expiresAt).toISOString()}`);

export function shareRoutes(
  app: Hono<AppEnv>,
  gate: Gate,
  opened: Promise<SharedWorkspace>,
  guard: GuardOptions,
  readFile: ShareFileReader,
  /** The workspace's copy of a listed file or of one beside it (issue 29), read before the service's expiring link. */
  readCopy?: CopyReader,
) {
  // Opened from anywhere a person pastes the link (no page's sign needed), never read by another site.
  const openGuard: GuardOptions = { allowedOrigins: guard.allowedOrigins, requireSameOrigin: false };
  let signer: Promise<ShareSigner> | null = null;
  const signing = () => {
    signer ??= opened.then(({ database }) => shareKey(database, gate.config.secret)).then(shareSigner);
    // A database away at the first ask: asked again at the next.
    signer.catch(() => (signer = null));
    return signer;
  };

  app.post(SHARES_API.list, async (c) => {
    const read = await accessBody(c, guard, shareRequestSchema, "{kind, targets, days}");
    if ("refused" in read) return read.refused;
    const asked = read.value;
    const actor = whoOf(c).person.email;
    if (asked.days === null && !roleAllows(whoOf(c).person.role, "owner"))
      return notAllowed("Only an owner may make a link that never expires: choose how many days it lasts.");
    const { database } = await opened;
    if (!(await targetsExist(database, asked)))
      return accessProblem(
        404,
        "not_found",
        `This workspace has no ${asked.kind === "run" ? "run" : "task"} by that id.`,
      );
    const sign = await signing();
    const share = await makeShare(database, sign.newId(), asked, actor);
    await audit(database, { actor, action: "share-made", detail: described(share), address: addressOf(c) });
    return c.json({ ...share, link: `${SHARE_PAGE}${sign.token(share.id)}` }, 201, NO_STORE);
  });

  app.get(SHARES_API.list, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    return c.json(await listShares((await opened).database), 200, NO_STORE);
  });

  app.delete(SHARES_API.one, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const { database } = await opened;
    const share = await findShare(database, c.req.param("id"));
    if (!share) return accessProblem(404, "not_found", "This workspace has no share link with that id.");
    const { person } = whoOf(c);
    if (share.madeBy !== person.email && !roleAllows(person.role, "owner"))
      return notAllowed("A reviewer revokes the links they made; an owner revokes any.");
    if (await revokeShare(database, share.id))
      await audit(database, {
        actor: person.email,
        action: "share-revoked",
        detail: `${share.kind} ${share.targets.join(" & ")}, made by ${share.madeBy}`,
        address: addressOf(c),
      });
    return noContent();
  });

  /** The link a request names, while it works (a view counted when `counted`); else null. */
  const working = async (c: AppContext, counted: boolean) => {
    const id = (await signing()).idOf(c.req.param("token") ?? "");
    return id === null ? null : openShare((await opened).database, id, counted);
  };

  app.get(`${SHARES_API.open}:token`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, openGuard);
    if (refused) return refused;
    // A HEAD (a link preview's) is no view.
    const share = await working(c, c.req.method === "GET");
    if (!share) return unavailable();
    const { database } = await opened;
    const tasks = await sharedTasksInOrder(database, await sharedKeys(database, share.kind, share.targets));
    const token = c.req.param("token");
    const view = { kind: share.kind, expiresAt: share.expiresAt, tasks: tasks.map((task) => viewOf(task, token)) };
    return c.json(view, 200, OPENED);
  });

  app.get(`${SHARES_API.open}:token/file`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, openGuard);
    if (refused) return refused;
    const share = await working(c, false);
    if (!share) return unavailable();
    const { database } = await opened;
    const key = c.req.query("key") ?? "";
    // Only a task this link shows is read at all: another's key is refused before any lookup.
    const shown = (await sharedKeys(database, share.kind, share.targets)).includes(key);
    const [task] = shown ? await sharedTasksInOrder(database, [key]) : [];
    const target = task && sharedFileTarget(task, c.req.query("n"), c.req.query("path"));
    if (!task?.requestId || !target)
      return problemResponse(403, {
        type: "permission_error",
        code: "not_a_result" satisfies ServerProblemCode,
        message: "That is not a result file of a task this link shares.",
      });
    // The copy of the file, or of the one beside it at that path (a model's buffer or texture),
    // is read first; the service's link only while there is none.
    const { url, kept } = target;
    const copy = readCopy && kept !== null ? await readCopy(c, key, Number(c.req.query("n")), kept) : null;
    return copy ?? readFile(c, task.requestId, url.href);
  });
}
