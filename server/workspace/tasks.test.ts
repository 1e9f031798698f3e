import { beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test/databases.ts";
import { openDatabase } from "./database.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { taskBook } from "./tasks.ts";

const BASE_MS = 3_000;
const LEASE_MS = 10_000;
const running = (status = "IN_PROGRESS") => ({ kind: "record", status, record: `{"status":"${status}"}` }) as const;

describe.each(DATABASE_KINDS)("the tasks the server follows, on $kind", ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  let clock: number;
  const book = (database = workspace.opened) => taskBook(database, BASE_MS, () => clock);

  beforeEach(async () => {
    clock = 1_800_000_000_000;
  });

  it("checks a task once its pace is up, under one instance's lease at a time", async () => {
    await book().track("req-1", "key-1");
    await book().track("req-1", "key-again"); // known already: left as it is
    expect(await book().claimDue("a", LEASE_MS, 10)).toEqual([]);
    clock += BASE_MS;
    const [due] = await book().claimDue("a", LEASE_MS, 10);
    expect(due).toMatchObject({ request_id: "req-1", status: null, failed_checks: 0 });
    // Held by "a" for the check: "b" finds nothing due.
    expect(await book().claimDue("b", LEASE_MS, 10)).toEqual([]);
    expect(await book().settle(due!, "a", running())).toBe(true);
    expect(await book().get("req-1")).toMatchObject({
      submission_key: "key-1",
      status: "IN_PROGRESS",
      checks: 1,
      finished: 0,
      lease_owner: null,
      next_check_at: clock + BASE_MS,
    });
    clock += BASE_MS - 1;
    expect(await book().claimDue("b", LEASE_MS, 10)).toEqual([]);
    clock += 1;
    expect(await book().claimDue("b", LEASE_MS, 10)).toHaveLength(1);
  });

  it("tells pages of a check only when it changed what they show (a record, a failure, the end)", async () => {
    const stamped: string[] = [];
    const stamping = taskBook(
      workspace.opened,
      BASE_MS,
      () => clock,
      (key, write) => write(workspace.opened.db).then((changed) => (changed && stamped.push(key), changed)),
    );
    await stamping.track("req-s", "key-s");
    const check = async (outcome: Parameters<typeof stamping.settle>[2]) => {
      clock += 60_000;
      const [due] = await stamping.claimDue("a", LEASE_MS, 10);
      expect(await stamping.settle(due!, "a", outcome)).toBe(true);
    };
    await check(running());
    await check(running()); // the same record again: nothing to tell
    await check({ kind: "failed", problem: { code: "http", status: 500 } });
    await check(running());
    await check(running("COMPLETED"));
    expect(stamped).toEqual(["key-s", "key-s", "key-s", "key-s"]);
  });

  it("lets another instance take a task whose lease ran out, and drops the late check of the one that died", async () => {
    await book().track("req-2", null);
    clock += BASE_MS;
    const [held] = await book().claimDue("dead", LEASE_MS, 10);
    clock += LEASE_MS - 1;
    expect(await book().claimDue("alive", LEASE_MS, 10)).toEqual([]);
    clock += 2;
    const [taken] = await book().claimDue("alive", LEASE_MS, 10);
    expect(taken?.request_id).toBe("req-2");
    expect(await book().settle(held!, "dead", running("COMPLETED"))).toBe(false);
    expect(await book().settle(taken!, "alive", running())).toBe(true);
    expect(await book().get("req-2")).toMatchObject({ status: "IN_PROGRESS", checks: 1 });
  });

  it("renews only the leases its owner still holds, in one write for all its checks", async () => {
    // Tracked a ms apart: claimed in this order.
    for (const id of ["req-mine", "req-theirs", "req-lost", "req-free"]) {
      await book().track(id, null);
      clock += 1;
    }
    clock += BASE_MS;
    await book().claimDue("mine", LEASE_MS, 1);
    await book().claimDue("theirs", LEASE_MS, 1);
    const [lost] = await book().claimDue("mine", LEASE_MS, 1);
    // "mine" renewed one of its two in time; the other's lease ran out and "theirs" took it.
    clock += LEASE_MS + 1;
    await book().renew("mine", ["req-mine"], LEASE_MS);
    const taken = await book().claimDue("theirs", LEASE_MS, 2);
    expect(taken.map((task) => task.request_id).sort()).toEqual(["req-lost", "req-theirs"]);
    const takenUntil = clock + LEASE_MS;
    clock += 1_000;
    await book().renew("mine", ["req-mine", "req-theirs", "req-lost", "req-free"], LEASE_MS);
    const lease = async (id: string) => {
      const { lease_owner, lease_until } = (await book().get(id))!;
      return { lease_owner, lease_until };
    };
    expect(await lease("req-mine")).toEqual({ lease_owner: "mine", lease_until: clock + LEASE_MS });
    expect(await lease("req-theirs")).toEqual({ lease_owner: "theirs", lease_until: takenUntil });
    expect(await lease("req-lost")).toEqual({ lease_owner: "theirs", lease_until: takenUntil });
    expect(await lease("req-free")).toEqual({ lease_owner: null, lease_until: null });
    expect(await book().settle(lost!, "mine", running())).toBe(false);
  });

  it("backs off after failed checks, and stops at a final status or when the service forgets the task", async () => {
    for (const id of ["req-fail", "req-done", "req-gone"]) await book().track(id, null);
    clock += BASE_MS;
    const due = await book().claimDue("a", LEASE_MS, 10);
    const byId = (id: string) => due.find((task) => task.request_id === id)!;
    await book().settle(byId("req-fail"), "a", { kind: "failed" });
    await book().settle(byId("req-done"), "a", running("COMPLETED"));
    await book().settle(byId("req-gone"), "a", { kind: "gone" });
    expect(await book().get("req-fail")).toMatchObject({ failed_checks: 1, next_check_at: clock + 2 * BASE_MS });
    clock += 2 * BASE_MS;
    const [again] = await book().claimDue("a", LEASE_MS, 10);
    await book().settle(again!, "a", { kind: "failed" });
    expect(await book().get("req-fail")).toMatchObject({ failed_checks: 2, next_check_at: clock + 4 * BASE_MS });
    for (const id of ["req-done", "req-gone"]) expect(await book().get(id)).toMatchObject({ finished: 1 });
    clock += 3_600_000;
    expect((await book().claimDue("a", LEASE_MS, 10)).map((task) => task.request_id)).toEqual(["req-fail"]);
  });

  it("lets a task go after a week of checks that never came to an end", async () => {
    await book().track("req-old", null);
    clock += 7 * 24 * 3_600_000 - 1;
    const [due] = await book().claimDue("a", LEASE_MS, 10);
    await book().settle(due!, "a", { kind: "failed" });
    expect(await book().get("req-old")).toMatchObject({ finished: 0 });
    clock += 3_600_000;
    const [last] = await book().claimDue("a", LEASE_MS, 10);
    await book().settle(last!, "a", running());
    expect(await book().get("req-old")).toMatchObject({ finished: 1, status: "IN_PROGRESS" });
  });

  it("shares the due tasks between instances claiming at once, none twice", async () => {
    // Two instances on PostgreSQL; SQLite has one connection per process, its writes take turns.
    const other = workspace.opened.kind === "postgres" ? await openDatabase(workspace.test.settings) : workspace.opened;
    try {
      for (let n = 0; n < 40; n++) await book().track(`req-${n}`, null);
      clock += BASE_MS;
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, n) => book(n % 2 ? other : workspace.opened).claimDue(`i${n}`, LEASE_MS, 6)),
      );
      const ids = claims.flat().map((task) => task.request_id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      if (other !== workspace.opened) await other.close();
    }
  });
});
