import { describe, expect, it } from "vitest";
import { WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { WORKSPACE_EVENTS_PATH, type SharedTask } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { fromPage } from "../test/app-server.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { readEvents } from "../test/event-stream.ts";
import { call } from "../test/people.ts";
import { until, videoRun } from "../test/run-fixtures.ts";
import { madeShare, openedView, SHARED, sharingWorkspace, tokenOf, VERDICT, workspaceTasks } from "../test/shares.ts";

// Issue 28 over real HTTP on both databases: each person's verdict on a task is kept beside the
// others', never over them; pages read them all with who gave each, and who sent the task (for a
// run's cell, who made the run); a share link shows every verdict. The reviewer sent SHARED and
// judged it first (server/test/shares.ts).

const REVIEWER = "reviewer@taskdeck.test";
const OWNER = "owner@taskdeck.test";
const verdict = <Fields extends object>(fields: Fields) => ({ ...VERDICT, ...fields });

describe.each(DATABASE_KINDS)("one verdict per person on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = sharingWorkspace(fresh);
  const put = (session: string, body: unknown) =>
    call(held.workspace.app, "PUT", `${WORKSPACE_VERDICTS_PATH}${SHARED.key}`, { body, session });
  const shared = async () =>
    (await workspaceTasks(held.workspace.app, held.owner)).find((task) => task.key === SHARED.key)!;
  const judges = (task: SharedTask) => (task.verdicts ?? []).map(({ by, verdict }) => [by, verdict]);

  it("keeps the owner's verdict beside the reviewer's; an older copy of one changes nothing", async () => {
    const { app } = held.workspace;
    const before = await shared();
    expect(before.sentBy).toBe(REVIEWER);
    const reviewers = before.verdicts![0]!.verdict as { updatedAt: number };
    expect(judges(before)).toEqual([[REVIEWER, { ...VERDICT, updatedAt: reviewers.updatedAt }]]);

    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=${before.change}`, {
      ...fromPage(app),
      Cookie: held.owner,
    });
    const owners = verdict({ outcome: "fail", rating: 2, note: "Too dark.", updatedAt: reviewers.updatedAt + 1 });
    try {
      expect((await put(held.owner, owners)).status).toBe(204);
      // Every page hears of it, with both verdicts and who gave each.
      const heard = JSON.parse((await events.next("tasks", 2_000)).data) as SharedTask[];
      expect(heard.filter((task) => task.key === SHARED.key).map(judges)).toEqual([
        [
          [REVIEWER, expect.objectContaining({ outcome: "pass" })],
          [OWNER, owners],
        ],
      ]);
    } finally {
      events.close();
    }
    const both = await shared();
    expect(judges(both)).toEqual([
      [REVIEWER, { ...VERDICT, updatedAt: reviewers.updatedAt }],
      [OWNER, owners],
    ]);
    // The newest of anyone's, for the pages that read one.
    expect(both.verdict).toEqual(owners);

    // The reviewer's page, offline since before, sends an older copy: neither verdict changes.
    expect((await put(held.reviewer, verdict({ outcome: "fail", updatedAt: 1_000 }))).status).toBe(204);
    expect(judges(await shared())).toEqual(judges(both));

    // A newer one of the reviewer's takes the place of theirs only; the owner's is now the older.
    const changed = verdict({ note: "Sharper on a second look.", updatedAt: owners.updatedAt + 1 });
    expect((await put(held.reviewer, changed)).status).toBe(204);
    expect(judges(await shared())).toEqual([
      [OWNER, owners],
      [REVIEWER, changed],
    ]);

    // A link shows each verdict's words with who gave it, oldest first.
    const link = await madeShare(app, held.reviewer, { kind: "task", targets: [SHARED.key], days: 1 });
    const { view } = await openedView(app, tokenOf(link));
    expect(view.tasks[0]!.verdicts).toEqual([
      { outcome: "fail", rating: 2, tags: ["crisp"], note: "Too dark.", by: OWNER },
      { outcome: "pass", rating: 4, tags: ["crisp"], note: "Sharper on a second look.", by: REVIEWER },
    ]);
  });

  it("says a run's cells were sent by whoever made the run", async () => {
    const { app } = held.workspace;
    const run = videoRun("run-by-reviewer", ["A reviewer's owl", "A reviewer's lynx"]);
    const pace = { tasksAtOnce: 2, submissionsPerMinute: 60 };
    const made = await call(app, "PUT", `${WORKSPACE_RUNS_PATH}${run.id}`, {
      body: { run, pace },
      session: held.reviewer,
    });
    expect(made.status).toBe(200);
    const prompts = new Set(run.cells.map((cell) => cell.body.prompt));
    const cells = (tasks: SharedTask[]) => tasks.filter((task) => prompts.has(task.body.prompt as string));
    const tasks = cells(
      await until(
        () => workspaceTasks(app, held.owner),
        (tasks) => cells(tasks).length === 2,
      ),
    );
    expect(tasks.map((task) => task.sentBy)).toEqual([REVIEWER, REVIEWER]);
    expect(tasks.map((task) => task.verdicts)).toEqual([[], []]);
  });
});
