import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { fileProxyPath } from "../../src/contract/server-paths.ts";
import { SHARES_API, sharedFilePath, sharePath } from "../../src/contract/shares.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, problemOf } from "../test/people.ts";
import { EVIL } from "../test/probe.ts";
import {
  madeShare,
  opening,
  openedView,
  PRIVATE,
  SHARED,
  sharingWorkspace,
  throughShare,
  tokenOf,
  workspaceTasks,
} from "../test/shares.ts";
import { openDatabase } from "../workspace/database.ts";

// Issue 28, item 6, over real HTTP on both databases: what a share link refuses. A token
// tampered with, made up, or put together from two links', an expired link and a revoked one
// are one answer, which does not say which; a link reaches no task and no file beyond its own.

const unavailable = { status: 404, code: "share_unavailable" };
const notShared = { status: 403, code: "not_a_result" };

describe.each(DATABASE_KINDS)("share links refused on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = sharingWorkspace(fresh);
  const task = { kind: "task", targets: [SHARED.key], days: 1 } as const;

  it("opens nothing with a token tampered with, made up, or another link's signature", async () => {
    const { app } = held.workspace;
    const [one, two] = await Promise.all([madeShare(app, held.reviewer, task), madeShare(app, held.reviewer, task)]);
    const token = tokenOf(one);
    const [id, signature] = token.split(".") as [string, string];
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    const forged = [
      `${id}.${flip(signature, 10)}`,
      `${id}.${flip(signature, signature.length - 1)}`,
      `${flip(id, 3)}.${signature}`,
      `${id}.${tokenOf(two).split(".")[1]}`,
      `${randomBytes(16).toString("base64url")}.${randomBytes(32).toString("base64url")}`,
      `${id}.${signature}.${signature}`,
      `${id}.${signature}=`,
      id,
      `${id}.`,
    ];
    const answers = await Promise.all(forged.map(async (text) => problemOf(await opening(app, text))));
    for (const [index, answer] of answers.entries()) expect(answer, forged[index]).toMatchObject(unavailable);
    // One message for every way a link fails: it does not say which.
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(1);
    expect((await openedView(app, token)).view.tasks).toHaveLength(1);
    expect((await openedView(app, tokenOf(two))).view.tasks).toHaveLength(1);
  });

  it("opens nothing once expired, with the answer a revoked or forged one gets", async () => {
    const { app, database } = held.workspace;
    const made = await madeShare(app, held.reviewer, task);
    const { view } = await openedView(app, tokenOf(made));
    const forged = await problemOf(await opening(app, `${made.id}.${"A".repeat(43)}`));
    // A day later: its expiry moved into the past, as time would.
    const opened = await openDatabase(database.settings);
    try {
      await opened.db
        .updateTable("shares")
        .set({ expires_at: Date.now() - 1 })
        .where("id", "=", made.id)
        .execute();
    } finally {
      await opened.close();
    }
    expect(await problemOf(await opening(app, tokenOf(made)))).toEqual(forged);
    expect(await problemOf(await throughShare(app, view.tasks[0]!.files[0]!.url))).toEqual(forged);
    expect(forged).toMatchObject(unavailable);
  });

  it("reaches no other task, and no file but its task's own", async () => {
    const { app } = held.workspace;
    const made = await madeShare(app, held.reviewer, task);
    const token = tokenOf(made);
    const own = (await openedView(app, token)).view.tasks[0]!.files[0]!;
    expect((await throughShare(app, own.url)).status).toBe(200);
    const [privateTask] = (await workspaceTasks(app, held.owner)).filter((entry) => entry.key === PRIVATE.key);
    const privateFile = JSON.stringify(privateTask!.record).match(/http:[^"]+\.mp4/)![0];
    const privateName = privateFile.split("/").at(-1)!;
    const privateId = privateTask!.requestId!;
    const refused = [
      // Another task's key, whatever file is asked for.
      sharedFilePath(token, PRIVATE.key, 0),
      sharedFilePath(token, "key-not-in-here", 0),
      // The shared task's own key, but no file of it, or a path out of its files' folder.
      sharedFilePath(token, SHARED.key, 1),
      `${SHARES_API.open}${token}/file?key=${SHARED.key}&n=-1`,
      `${SHARES_API.open}${token}/file?key=${SHARED.key}`,
      sharedFilePath(token, SHARED.key, 0, `../${privateId}/${privateName}`),
      sharedFilePath(token, SHARED.key, 0, `%2e%2e/${privateId}/${privateName}`),
      sharedFilePath(token, SHARED.key, 0, `..%2f${privateId}/${privateName}`),
      sharedFilePath(token, SHARED.key, 0, privateFile),
      sharedFilePath(token, SHARED.key, 0, "//evil.example/a.mp4"),
      sharedFilePath(token, SHARED.key, 0, "http://127.0.0.1:9/a.mp4"),
    ];
    for (const path of refused) expect(await problemOf(await throughShare(app, path)), path).toMatchObject(notShared);
    // The link is no way into the file proxy or the task API, which still ask for a sign-in.
    for (const path of [fileProxyPath(privateId, privateFile), `/api/v1/tasks/generations/${privateId}`])
      expect((await throughShare(app, path, { Authorization: `Bearer ${SANDBOX_TOKEN}` })).status, path).toBe(401);
    // Nor is any other path under it: a path with no rule is closed.
    expect((await throughShare(app, `${SHARES_API.open}${token}/other`)).status).toBe(401);
  });

  it("is read, made and revoked by no other site: a foreign page's fetch, an embedded file, a form", async () => {
    const { app } = held.workspace;
    const token = tokenOf(await madeShare(app, held.reviewer, task));
    const own = (await openedView(app, token)).view.tasks[0]!.files[0]!;
    const crossSite = { status: 403, code: "cross_site_request" };
    expect(await problemOf(await opening(app, token, EVIL))).toMatchObject(crossSite);
    expect(await problemOf(await throughShare(app, own.url, { "Sec-Fetch-Site": "cross-site" }))).toMatchObject(
      crossSite,
    );
    // Pasted into a browser's address bar (no Origin, a navigation of its own): opened.
    expect((await opening(app, token, { "Sec-Fetch-Site": "none" })).status).toBe(200);
    // Nor is one made or revoked by another site's page with a reviewer's cookie, or by a form.
    const made = await madeShare(app, held.reviewer, task);
    const session = held.reviewer;
    expect(
      await problemOf(await call(app, "POST", SHARES_API.list, { body: task, session, headers: EVIL })),
    ).toMatchObject(crossSite);
    const form = { "Content-Type": "text/plain" };
    expect((await call(app, "POST", SHARES_API.list, { body: task, session, headers: form })).status).toBe(415);
    const revoking = await call(app, "DELETE", sharePath(made.id), { session, headers: EVIL });
    expect(await problemOf(revoking)).toMatchObject(crossSite);
    expect((await opening(app, tokenOf(made))).status).toBe(200);
  });
});
