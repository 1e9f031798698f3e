import { beforeEach, describe, expect, it } from "vitest";
import { archiveFilePath, archiveStatePath, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import { WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { archiveAppOnEach } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, joinAs, ownerEnv, problemOf, signIn } from "../test/people.ts";
import { until } from "../test/run-fixtures.ts";
import { completed, submitAs, workspaceTasks } from "../test/shares.ts";
import { openDatabase } from "../workspace/database.ts";

// Issue 29, over real HTTP on both databases: a finished task's files kept on demand. A task
// finished before the archive came, or moved in finished, is copied once asked (202, its files
// pending, then archived, heard by every page); a file given up on is tried again from the start;
// a kept one is not copied again; two asks at once queue each file once.

const MODEL = "minimax/t2v-01-director";
const moved = (key: string, record: unknown) => ({
  ...{ key, submittedAt: 10, body: { model: MODEL, prompt: `moved ${key}` } },
  ...{ requestId: `req-${key}`, record, verdict: null },
});
const done = (key: string, urls: string[]) => ({
  request_id: `req-${key}`,
  status: "COMPLETED",
  data: { video_urls: urls },
});
const settled = (state: ArchiveStateAnswer) =>
  state.files.length > 0 && state.files.every((file) => ["archived", "failed"].includes(file.state));

describe.each(DATABASE_KINDS)(
  "keeping a finished task's files on demand, on $kind",
  { timeout: 60_000 },
  ({ fresh }) => {
    const held = archiveAppOnEach(fresh, ownerEnv());
    const s = { owner: "", reviewer: "" };
    beforeEach(async () => {
      s.owner = await signIn(held.app);
      s.reviewer = await joinAs(held.app, s.owner, "reviewer");
    });

    const keep = (key: string, session = s.reviewer) => call(held.app, "POST", archiveStatePath(key), { session });
    const kept = async (key: string) => {
      const answer = await keep(key);
      expect([answer.status, answer.headers.get("cache-control")]).toEqual([202, "no-store"]);
      return (await answer.json()) as ArchiveStateAnswer;
    };
    const state = async (key: string) =>
      (
        await call(held.app, "GET", archiveStatePath(key), { session: s.reviewer })
      ).json() as Promise<ArchiveStateAnswer>;
    const settledState = (key: string) => until(() => state(key), settled, 20_000);
    /** The task as a page that saw change `since` hears it next; undefined when it is not heard. */
    const heardSince = async (since: number, key: string) => {
      const answer = await call(held.app, "GET", `${WORKSPACE_TASKS_PATH}?since=${since}`, { session: s.owner });
      return sharedPageSchema.parse(await answer.json()).tasks.find((task) => task.key === key);
    };
    const taskOf = async (key: string) => (await workspaceTasks(held.app, s.reviewer)).find((task) => task.key === key);
    const moveIn = async (...tasks: unknown[]) => {
      const answer = await call(held.app, "POST", WORKSPACE_MOVE_IN_PATH, { body: { tasks }, session: s.reviewer });
      expect(await answer.json()).toMatchObject({ taken: tasks.length });
    };
    /** A task the sandbox finished and the archive kept: its video's URL as a page reads it. */
    async function finishedVideo(key: string): Promise<string> {
      await submitAs(held.app, s.reviewer, key, `A fox for ${key}`);
      await completed(held.app, s.reviewer, [key]);
      expect((await settledState(key)).files).toMatchObject([{ state: "archived" }]);
      return ((await taskOf(key))!.record as { data: { video_urls: string[] } }).data.video_urls[0]!;
    }
    const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>) => {
      const opened = await openDatabase(held.database.settings);
      try {
        return await work(opened.db);
      } finally {
        await opened.close();
      }
    };
    const rowOf = (key: string) =>
      withDatabase((db) => db.selectFrom("archive_files").selectAll().where("task_key", "=", key).execute());

    it("copies a task finished before the archive, serves its copy and tells every page", async () => {
      const url = await finishedVideo("key-before-01");
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      // As the migration left a task finished before the archive: marked looked at, nothing queued.
      await withDatabase((db) => db.deleteFrom("archive_files").where("task_key", "=", "key-before-01").execute());
      const before = (await taskOf("key-before-01"))!;
      expect(before.archive).toBeUndefined();
      const asked = await kept("key-before-01");
      expect(asked).toMatchObject({ key: "key-before-01", archiving: true });
      expect(asked.files).toMatchObject([{ n: 0, name: "video.mp4", attempts: 0, reason: null }]);
      expect(["pending", "archiving"]).toContain(asked.files[0]!.state);
      // Heard at once, as a change of its own.
      expect((await heardSince(before.change, "key-before-01"))?.archive).toHaveLength(1);

      expect((await settledState("key-before-01")).files).toMatchObject([{ state: "archived", attempts: 1 }]);
      const copy = await call(held.app, "GET", archiveFilePath("key-before-01", 0), { session: s.reviewer });
      expect([copy.status, new Uint8Array(await copy.arrayBuffer())]).toEqual([200, bytes]);
      const shared = await until(
        () => taskOf("key-before-01"),
        (task) => task?.archive?.[0]?.state === "archived",
      );
      expect(shared!.archive).toEqual([
        { n: 0, name: "video.mp4", url: new URL(url).href, state: "archived", reason: null, why: null },
      ]);

      // Asked again: a kept file is left as it is, never copied again.
      const row = await rowOf("key-before-01");
      expect((await kept("key-before-01")).files).toMatchObject([{ state: "archived", attempts: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await rowOf("key-before-01")).toEqual(row);
    });

    it("copies a task moved in finished, each file once however many ask at once", async () => {
      const url = await finishedVideo("key-source-01");
      await moveIn(moved("key-moved-01", done("key-moved-01", [url])));
      expect((await taskOf("key-moved-01"))!.archive).toBeUndefined();
      const both = await Promise.all([kept("key-moved-01"), kept("key-moved-01")]);
      expect(both.map((answer) => answer.files.length)).toEqual([1, 1]);
      expect((await settledState("key-moved-01")).files).toMatchObject([{ name: "video.mp4", state: "archived" }]);
      expect(await rowOf("key-moved-01")).toMatchObject([
        { id: "0:key-moved-01", attempts: 1, url: new URL(url).href },
      ]);
      const copy = await call(held.app, "GET", archiveFilePath("key-moved-01", 0), { session: s.reviewer });
      expect(Buffer.from(await copy.arrayBuffer())).toEqual(Buffer.from(await (await fetch(url)).arrayBuffer()));
    });

    it("tries a failed copy again from the start, and it fails again with its reason", async () => {
      await moveIn(moved("key-refused-1", done("key-refused-1", ["http://someone:secret@127.0.0.1:9/video.mp4"])));
      await kept("key-refused-1");
      const failed = (await settledState("key-refused-1")).files[0]!;
      expect(failed).toMatchObject({ state: "failed", attempts: 1 });
      expect(failed.reason).toMatch(/credentials are not fetched/);
      const given = (await taskOf("key-refused-1"))!.change;
      const retried = (await kept("key-refused-1")).files[0]!;
      // Heard at once by every page: its card no longer says why it was not kept.
      expect((await heardSince(given, "key-refused-1"))?.archive?.[0]).toMatchObject({ reason: null });
      expect(retried).toMatchObject({ attempts: 0, reason: null });
      expect(["pending", "archiving"]).toContain(retried.state);
      expect((await settledState("key-refused-1")).files).toEqual([failed]);
    });

    it("refuses a task it lacks or deleted, one not completed or with no file, a viewer and another site", async () => {
      const refusal = async (key: string, session = s.reviewer) => problemOf(await keep(key, session));
      expect(await refusal("key-never-sent")).toEqual({
        status: 404,
        code: "not_found",
        message: "This workspace has no task by that key (it may have been deleted).",
      });
      const record = (key: string, status: string) => ({ request_id: `req-${key}`, status, data: {} });
      await moveIn(
        moved("key-running-01", record("key-running-01", "IN_PROGRESS")),
        moved("key-failed-001", record("key-failed-001", "FAILED")),
        moved("key-no-files-1", done("key-no-files-1", [])),
        moved("key-deleted-01", done("key-deleted-01", ["http://127.0.0.1:9/video.mp4"])),
      );
      const notCompleted = {
        ...{ status: 409, code: "task_not_completed" },
        message: "Only a completed task's files are copied: this one has not completed.",
      };
      expect(await refusal("key-running-01")).toEqual(notCompleted);
      expect(await refusal("key-failed-001")).toEqual(notCompleted);
      expect(await refusal("key-no-files-1")).toEqual({
        status: 409,
        code: "no_result_files",
        message: "This task delivered no file to copy.",
      });
      expect(
        (await call(held.app, "DELETE", `${WORKSPACE_TASKS_PATH}/key-deleted-01`, { session: s.owner })).status,
      ).toBe(204);
      expect(await refusal("key-deleted-01")).toMatchObject({ status: 404, code: "not_found" });

      await moveIn(moved("key-guarded-01", done("key-guarded-01", ["http://127.0.0.1:9/video.mp4"])));
      const viewer = await joinAs(held.app, s.owner, "viewer");
      expect(await refusal("key-guarded-01", viewer)).toMatchObject({ status: 403, code: "role_not_allowed" });
      const crossSite = await call(held.app, "POST", archiveStatePath("key-guarded-01"), {
        session: s.reviewer,
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(await problemOf(crossSite)).toMatchObject({ status: 403, code: "cross_site_request" });
      // None of them queued anything.
      for (const key of ["key-running-01", "key-no-files-1", "key-deleted-01", "key-guarded-01"])
        expect(await rowOf(key)).toEqual([]);
    });
  },
);

describe.each(DATABASE_KINDS)("keeping on demand where the server keeps no copies, on $kind", ({ fresh }) => {
  const held = archiveAppOnEach(fresh, { ARCHIVE_RESULTS: "0" });

  it("answers 409 and queues nothing", async () => {
    const tasks = [moved("key-unkept-01", done("key-unkept-01", ["http://127.0.0.1:9/video.mp4"]))];
    expect((await call(held.app, "POST", WORKSPACE_MOVE_IN_PATH, { body: { tasks } })).status).toBe(200);
    expect(await problemOf(await call(held.app, "POST", archiveStatePath("key-unkept-01")))).toEqual({
      status: 409,
      code: "archive_off",
      message: "This workspace keeps no copies of result files (ARCHIVE_RESULTS is off).",
    });
    const read = await call(held.app, "GET", archiveStatePath("key-unkept-01"));
    expect(await read.json()).toEqual({ key: "key-unkept-01", archiving: false, files: [] });
  });
});
