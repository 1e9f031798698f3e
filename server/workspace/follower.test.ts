import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test/databases.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { CHECK_LEASE_MS, startFollower } from "./follower.ts";
import { taskBook, type CheckOutcome, type DueTask } from "./tasks.ts";

// The follower's claims are short and renewed while their checks run: a dead instance's tasks
// are taken up within seconds, and a live one's long check keeps its task to itself.

const BASE_MS = 1_000;
const running: CheckOutcome = { kind: "record", status: "IN_PROGRESS", record: `{"status":"IN_PROGRESS"}` };

describe.each(DATABASE_KINDS)("the follower's leases, on $kind", { timeout: 15_000 }, ({ fresh }) => {
  const workspace = databaseOnEach(fresh);

  it("takes up a task a dead instance claimed once its short lease runs out, and claims it as shortly", async () => {
    let clock = 1_800_000_000_000;
    const book = taskBook(workspace.opened, BASE_MS, () => clock);
    await book.track("req-held", null);
    clock += BASE_MS;
    // Claimed as a follower claims; then the instance died, and never renews it.
    expect(await book.claimDue("dead", CHECK_LEASE_MS, 10)).toHaveLength(1);
    const checked: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const check = async (requestId: string) => (checked.push(requestId), await gate, running);
    const follower = startFollower(book, check, { owner: "alive", idleMs: 20 });
    try {
      clock += CHECK_LEASE_MS;
      await sleep(200);
      expect(checked).toEqual([]); // at the lease's very end: still the dead one's
      clock += 1;
      await expect.poll(() => checked).toEqual(["req-held"]);
      expect(await book.get("req-held")).toMatchObject({ lease_owner: "alive", lease_until: clock + CHECK_LEASE_MS });
      release();
      await expect.poll(async () => (await book.get("req-held"))?.checks).toBe(1);
    } finally {
      release();
      await follower.stop();
    }
    expect(await book.get("req-held")).toMatchObject({ lease_owner: null, status: "IN_PROGRESS" });
  });

  it("keeps the lease of a check three times as long as it by renewing it: no other instance claims the task meanwhile", async () => {
    const leaseMs = 900;
    const book = taskBook(workspace.opened, BASE_MS);
    await book.track("req-long", null);
    let ended = false;
    let checks = 0;
    const slowCheck = async () => {
      checks += 1;
      await sleep(3 * leaseMs);
      ended = true;
      return running;
    };
    const follower = startFollower(book, slowCheck, { owner: "slow", leaseMs, idleMs: 20 });
    const others: DueTask[] = [];
    try {
      await expect.poll(async () => (await book.get("req-long"))?.lease_owner, { timeout: 5_000 }).toBe("slow");
      // Another instance asks for what is due all through the check; a lapsed lease would be
      // claimed by it, or by the follower itself (a second check of the same task).
      while (!ended) {
        others.push(...(await book.claimDue("other", leaseMs, 10)));
        await sleep(20);
      }
      expect({ others, checks }).toEqual({ others: [], checks: 1 });
      await expect.poll(async () => (await book.get("req-long"))?.checks).toBe(1);
    } finally {
      await follower.stop();
    }
    expect(await book.get("req-long")).toMatchObject({ lease_owner: null, status: "IN_PROGRESS" });
  });
});
