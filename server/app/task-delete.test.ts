import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_API, type AuditEntry } from "../../src/contract/access.ts";
import { archiveFilePath, archiveStatePath, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import { SANDBOX_ATTACHMENTS_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { archiveContents } from "../test/archive.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { call, joinAs, ownerEnv, problemOf, signIn } from "../test/people.ts";
import { until } from "../test/run-fixtures.ts";
import { madeShare, openedView, submitAs, tokenOf, VERDICT, workspaceTasks } from "../test/shares.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import { openDatabase } from "../workspace/database.ts";

// Issue 29, point 5, over real HTTP on both databases: deleting a task from the workspace. A
// reviewer deletes the tasks they sent, an owner any, a viewer none; its verdicts and copies go
// (bytes another task holds stay), every page hears it as `removed`, and its links show it no more.

const SAME = "bytes two tasks delivered";
const OWN = "bytes of the first task alone";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const taskPath = (key: string) => `${WORKSPACE_TASKS_PATH}/${key}`;

describe.each(DATABASE_KINDS)("deleting a task, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  let dir: string;
  const s = { owner: "", reviewer: "", other: "", viewer: "" };
  beforeAll(async () => {
    database = await fresh();
    const dataDir = database.settings.dataDir || tempDataDir();
    dir = path.join(dataDir, "archive");
    const quick = { SANDBOX_TASK_SECONDS: "1", FOLLOW_POLL_SECONDS: "1", SANDBOX_CONTROL: "1" };
    app = await startApp({ ...databaseEnv(database.settings), DATA_DIR: dataDir, ...ownerEnv(), ...quick });
    s.owner = await signIn(app);
    [s.reviewer, s.other, s.viewer] = await Promise.all([
      joinAs(app, s.owner, "reviewer"),
      joinAs(app, s.owner, "reviewer", "other@taskdeck.test"),
      joinAs(app, s.owner, "viewer"),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const del = (key: string, session: string) => call(app, "DELETE", taskPath(key), { session });
  /** A task sent by `session` whose results are `files`, once all are archived. */
  async function archivedTask(session: string, key: string, files: Record<string, string>) {
    const attached = Object.entries(files).map(([name, text]) => ({
      name,
      content_base64: Buffer.from(text).toString("base64"),
    }));
    const body = { match: `prompt of ${key}`, files: attached.map((file) => ({ ...file, listed: true })) };
    expect((await call(app, "POST", SANDBOX_ATTACHMENTS_PATH, { body, session: s.owner })).status).toBe(201);
    await submitAs(app, session, key, `prompt of ${key}`);
    const state = () =>
      call(app, "GET", archiveStatePath(key), { session }).then(
        (answer) => answer.json() as Promise<ArchiveStateAnswer>,
      );
    const done = (read: ArchiveStateAnswer) =>
      read.files.length === attached.length && read.files.every((file) => file.state === "archived");
    expect(done(await until(state, done, 20_000))).toBe(true);
  }

  it("deletes a task's copies and verdicts, keeps bytes another task holds, and tells every page", async () => {
    await archivedTask(s.reviewer, "key-delete-01", { "same.txt": SAME, "own.txt": OWN });
    await archivedTask(s.other, "key-delete-02", { "again.txt": SAME });
    const verdict = { ...VERDICT, updatedAt: Date.now() };
    const judged = await call(app, "PUT", `${WORKSPACE_VERDICTS_PATH}key-delete-01`, {
      body: verdict,
      session: s.owner,
    });
    expect(judged.status).toBe(204);
    const link = await madeShare(app, s.other, { kind: "task", targets: ["key-delete-02"], days: 7 });
    expect(archiveContents(dir).kept).toEqual([SAME, OWN].map(sha256).sort());
    const before = Math.max(...(await workspaceTasks(app, s.owner)).map((task) => task.change));

    expect(await problemOf(await del("key-delete-01", s.viewer))).toMatchObject({ status: 403 });
    expect(await problemOf(await del("key-delete-01", s.other))).toEqual({
      status: 403,
      code: "role_not_allowed",
      message: "A reviewer deletes the tasks they sent; an owner deletes any.",
    });
    expect((await del("key-delete-01", s.reviewer)).status).toBe(204);
    expect((await del("key-delete-01", s.reviewer)).status).toBe(404);
    // A deleted task takes no verdict: no page shows it any more.
    const late = await call(app, "PUT", `${WORKSPACE_VERDICTS_PATH}key-delete-01`, { body: verdict, session: s.owner });
    expect(late.status).toBe(404);
    const log = (await (await call(app, "GET", ACCESS_API.audit, { session: s.owner })).json()) as AuditEntry[];
    expect(log.filter((entry) => entry.action === "task-deleted")).toEqual([
      expect.objectContaining({ actor: "reviewer@taskdeck.test", detail: "key-delete-01" }),
    ]);
    expect((await del("key-never-sent", s.owner)).status).toBe(404);

    // The other task's copy holds the same bytes: they stay; the first task's own go.
    expect(archiveContents(dir)).toEqual({ kept: [sha256(SAME)], staging: [] });
    expect((await call(app, "GET", archiveFilePath("key-delete-01", 0), { session: s.owner })).status).toBe(404);
    const kept = await call(app, "GET", archiveFilePath("key-delete-02", 0), { session: s.viewer });
    expect(await kept.text()).toBe(SAME);

    const heard = await call(app, "GET", `${WORKSPACE_TASKS_PATH}?since=${before}`, { session: s.viewer });
    const { tasks } = (await heard.json()) as { tasks: Record<string, unknown>[] };
    expect(tasks).toEqual([
      expect.objectContaining({
        key: "key-delete-01",
        removed: true,
        body: {},
        record: null,
        verdict: null,
        verdicts: [],
        archive: [],
      }),
    ]);
    // Its tombstone stays; its verdicts and archive rows are gone; it is never checked or copied again.
    const opened = await openDatabase(database.settings);
    try {
      const { db } = opened;
      const tomb = await db.selectFrom("submissions").selectAll().where("key", "=", "key-delete-01").executeTakeFirst();
      expect(tomb).toMatchObject({ removed_by: "reviewer@taskdeck.test", body: expect.any(String) });
      expect(await db.selectFrom("verdicts").selectAll().where("task_key", "=", "key-delete-01").execute()).toEqual([]);
      expect(
        await db.selectFrom("archive_files").select("id").where("task_key", "=", "key-delete-01").execute(),
      ).toEqual([]);
      const followed = await db.selectFrom("tasks").selectAll().where("request_id", "=", tomb!.request_id).execute();
      expect(followed).toMatchObject([{ finished: 1, archive_queued: 1, lease_owner: null }]);
    } finally {
      await opened.close();
    }
    // No link is made of it any more.
    const refused = await call(app, "POST", "/__taskdeck/shares", {
      body: { kind: "task", targets: ["key-delete-01"], days: 7 },
      session: s.reviewer,
    });
    expect(refused.status).toBe(404);

    // The owner deletes anyone's: the last task holding those bytes, so they go; its link shows it no more.
    expect((await del("key-delete-02", s.owner)).status).toBe(204);
    expect(archiveContents(dir)).toEqual({ kept: [], staging: [] });
    expect((await openedView(app, tokenOf(link))).view.tasks).toEqual([]);
  });
});
