import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ACCESS_API, auditEntrySchema } from "../../src/contract/access.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { SHARES_API, sharePath, shareSchema } from "../../src/contract/shares.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, problemOf } from "../test/people.ts";
import { until, videoRun } from "../test/run-fixtures.ts";
import {
  madeShare,
  MODEL,
  opening,
  openedView,
  PRIVATE,
  SHARED,
  sharingWorkspace,
  throughShare,
  tokenOf,
} from "../test/shares.ts";

// Issue 28, item 6, over real HTTP on both databases: a reviewer makes a read-only link to a
// task, a comparison or a run; anyone holding it opens it with no account and sees the prompts,
// statuses, files and verdicts of what it names and nothing else; it is listed, counted,
// revoked, and in the audit log. (Refusals of a link: share-links-refusals.test.ts.)

const DAY_MS = 24 * 60 * 60 * 1000;
const notAllowed = { status: 403, code: "role_not_allowed" };
const unavailable = { status: 404, code: "share_unavailable" };

describe.each(DATABASE_KINDS)("share links on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = sharingWorkspace(fresh);

  it("opens a reviewer's link to a task for someone with no account: its prompt, status, files and verdict", async () => {
    const { app } = held.workspace;
    const made = await madeShare(app, held.reviewer, { kind: "task", targets: [SHARED.key], days: 7 });
    expect(made).toMatchObject({ kind: "task", targets: [SHARED.key], madeBy: "reviewer@taskdeck.test" });
    expect(made).toMatchObject({ expiresAt: made.createdAt + 7 * DAY_MS, revokedAt: null, views: 0 });
    expect(made.link).toMatch(/^\/s\/[\w-]{22}\.[\w-]{43}$/);

    const { answer, text, view } = await openedView(app, tokenOf(made));
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    expect(view).toMatchObject({ kind: "task", expiresAt: made.expiresAt });
    expect(view.tasks).toEqual([
      {
        key: SHARED.key,
        prompt: SHARED.prompt,
        model: MODEL,
        status: "COMPLETED",
        files: [{ kind: "video", name: expect.stringMatching(/\.mp4$/), url: expect.any(String) }],
        verdicts: [
          {
            outcome: "pass",
            rating: 4,
            tags: ["crisp"],
            note: "The fox is sharp.",
            by: "reviewer@taskdeck.test",
          },
        ],
      },
    ]);
    // Nothing of the record, its ids, the token or another task: not even in the files' links.
    for (const hidden of [...held.requestIds, SANDBOX_TOKEN, PRIVATE.key, PRIVATE.prompt, "request_id", "/__sandbox/"])
      expect(text).not.toContain(hidden);

    const file = await throughShare(app, view.tasks[0]!.files[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/mp4");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("shows a comparison's two tasks in the order given, and a run's tasks as its cells made them", async () => {
    const { app } = held.workspace;
    const compared = await madeShare(app, held.reviewer, {
      kind: "compare",
      targets: [PRIVATE.key, SHARED.key],
      days: 1,
    });
    const { view } = await openedView(app, tokenOf(compared));
    expect(view.tasks.map(({ key, prompt }) => [key, prompt])).toEqual([
      [PRIVATE.key, PRIVATE.prompt],
      [SHARED.key, SHARED.prompt],
    ]);

    const run = videoRun("run-shared-01", ["A run's owl", "A run's lynx"]);
    const pace = { tasksAtOnce: 2, submissionsPerMinute: 60 };
    const sent = await call(app, "PUT", `${WORKSPACE_RUNS_PATH}${run.id}`, {
      body: { run, pace },
      session: held.reviewer,
    });
    expect(sent.status).toBe(200);
    const shared = await madeShare(app, held.reviewer, { kind: "run", targets: [run.id], days: 30 });
    const ran = await until(
      async () => (await openedView(app, tokenOf(shared))).view,
      ({ tasks }) => tasks.length === 2,
    );
    expect(ran.tasks.map(({ prompt, model }) => [prompt, model])).toEqual([
      ["A run's owl", MODEL],
      ["A run's lynx", MODEL],
    ]);
    expect(JSON.stringify(ran)).not.toContain(SHARED.prompt);
  });

  it("lets a reviewer choose days, an owner also never; a viewer makes none", async () => {
    const { app } = held.workspace;
    const task = { kind: "task", targets: [SHARED.key] } as const;
    const making = (session: string | null, body: unknown) => call(app, "POST", SHARES_API.list, { body, session });
    expect(await problemOf(await making(held.viewer, { ...task, days: 1 }))).toMatchObject(notAllowed);
    expect(await problemOf(await making(null, { ...task, days: 1 }))).toMatchObject({ status: 401 });
    expect(await problemOf(await making(held.reviewer, { ...task, days: null }))).toMatchObject(notAllowed);
    const forever = await madeShare(app, held.owner, { ...task, days: null });
    expect(forever).toMatchObject({ madeBy: "owner@taskdeck.test", expiresAt: null });
    expect((await openedView(app, tokenOf(forever))).view.expiresAt).toBeNull();

    const unknown = [
      { kind: "task", targets: ["key-not-in-here"], days: 1 },
      { kind: "compare", targets: [SHARED.key, "key-not-in-here"], days: 1 },
      { kind: "run", targets: ["run-not-in-here"], days: 1 },
    ];
    for (const body of unknown) expect((await making(held.reviewer, body)).status, JSON.stringify(body)).toBe(404);
    const malformed = [
      { ...task, days: 0 },
      { ...task, days: 91 },
      { ...task, days: 1.5 },
      { ...task },
      { kind: "compare", targets: [SHARED.key], days: 1 },
      { kind: "compare", targets: [SHARED.key, SHARED.key], days: 1 },
      { kind: "task", targets: [SHARED.key, PRIVATE.key], days: 1 },
      { kind: "everything", targets: [SHARED.key], days: 1 },
    ];
    for (const body of malformed) expect((await making(held.reviewer, body)).status, JSON.stringify(body)).toBe(400);
  });

  it("lets a reviewer revoke their own links, an owner any; a revoked link opens nothing", async () => {
    const { app } = held.workspace;
    const task = { kind: "task", targets: [SHARED.key], days: 3 } as const;
    const [mine, owners, another] = await Promise.all([
      madeShare(app, held.reviewer, task),
      madeShare(app, held.owner, task),
      madeShare(app, held.reviewer, task),
    ]);
    const revoking = (session: string, id: string) => call(app, "DELETE", sharePath(id), { session });
    expect(await problemOf(await revoking(held.reviewer, owners.id))).toMatchObject(notAllowed);
    expect(await problemOf(await revoking(held.viewer, mine.id))).toMatchObject(notAllowed);
    expect((await revoking(held.reviewer, "no-such-share")).status).toBe(404);
    const { view } = await openedView(app, tokenOf(mine));
    expect((await revoking(held.reviewer, mine.id)).status).toBe(204);
    expect((await revoking(held.owner, another.id)).status).toBe(204);
    for (const gone of [mine, another]) {
      expect(await problemOf(await opening(app, tokenOf(gone)))).toMatchObject(unavailable);
      expect(await problemOf(await throughShare(app, view.tasks[0]!.files[0]!.url))).toMatchObject(unavailable);
    }
    // Revoking again changes nothing; the owner's own link still opens.
    expect((await revoking(held.owner, mine.id)).status).toBe(204);
    expect((await opening(app, tokenOf(owners))).status).toBe(200);
  });

  it("lists every link of the workspace to reviewers, newest first, with its views; never its token", async () => {
    const { app } = held.workspace;
    const made = await madeShare(app, held.reviewer, { kind: "task", targets: [SHARED.key], days: 2 });
    for (let i = 0; i < 3; i++) expect((await opening(app, tokenOf(made))).status).toBe(200);
    // A preview's HEAD is no view.
    expect((await fetch(`${app.url}${SHARES_API.open}${tokenOf(made)}`, { method: "HEAD" })).status).toBe(200);
    const answer = await call(app, "GET", SHARES_API.list, { session: held.reviewer });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain(tokenOf(made));
    const shares = z.array(shareSchema).parse(JSON.parse(text));
    expect(shares[0]).toEqual({ ...made, link: undefined, views: 3 });
    const times = shares.map((share) => share.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(shares.some((share) => share.revokedAt !== null && share.madeBy === "reviewer@taskdeck.test")).toBe(true);
    expect(await problemOf(await call(app, "GET", SHARES_API.list, { session: held.viewer }))).toMatchObject(
      notAllowed,
    );
    expect((await call(app, "GET", SHARES_API.list, { session: null })).status).toBe(401);
  });

  it("writes each link made and revoked in the audit log, with who and what", async () => {
    const { app } = held.workspace;
    const made = await madeShare(app, held.reviewer, { kind: "task", targets: [SHARED.key], days: 5 });
    expect((await call(app, "DELETE", sharePath(made.id), { session: held.owner })).status).toBe(204);
    const log = z
      .array(auditEntrySchema)
      .parse(await (await call(app, "GET", ACCESS_API.audit, { session: held.owner })).json());
    const [revoked, making] = log.filter((entry) => entry.action.startsWith("share-"));
    expect(revoked).toMatchObject({
      actor: "owner@taskdeck.test",
      action: "share-revoked",
      detail: `task ${SHARED.key}, made by reviewer@taskdeck.test`,
    });
    expect(making).toMatchObject({ actor: "reviewer@taskdeck.test", action: "share-made" });
    expect(making!.detail).toBe(`task ${SHARED.key}, until ${new Date(made.expiresAt!).toISOString()}`);
    expect(JSON.stringify(log)).not.toContain(tokenOf(made));
  });
});
