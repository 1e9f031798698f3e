import { afterEach, expect, it } from "vitest";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fakeDist } from "../test/app-server.ts";
import { startOnSmallDisk, type SmallDiskApp } from "../test/full-disk.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { sandboxPosts } from "../test/run-fixtures.ts";

// The embedded workspace's disk full (SQLite's SQLITE_FULL, a real ENOSPC): a submission cannot
// be written ahead, so it is not sent, and the page is told as for a database that is away
// (503 workspace_unavailable). What was written before is answered as before, and once the
// disk has room again the refused submission goes, nothing of it left half-written.

let app: SmallDiskApp;
afterEach(() => app?.stop());

const keys = async () =>
  sharedPageSchema
    .parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json())
    .tasks.map((task) => task.key)
    .sort();

it(
  "answers 503 workspace_unavailable on a full disk, sends nothing, and keeps what it held",
  { timeout: 60_000 },
  async () => {
    app = await startOnSmallDisk({ DIST_DIR: fakeDist(), FOLLOW_TASKS: "0" }, 8 * 1024 * 1024);
    const first = await submitKeyed(app, "disk-key-0001", "A fox");
    expect(first.status).toBe(200);
    const made = await first.text();

    app.fill();
    const refused = await submitKeyed(app, "disk-key-0002", "A hare");
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { code: "workspace_unavailable" } });
    expect(app.output()).toContain("database or disk is full");
    expect(await sandboxPosts(app)).toEqual(["A fox"]);
    // What it held is read and answered as before.
    const again = await submitKeyed(app, "disk-key-0001", "A fox");
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(made);
    expect(await keys()).toEqual(["disk-key-0001"]);

    app.free();
    const sent = await submitKeyed(app, "disk-key-0002", "A hare");
    expect(sent.status).toBe(200);
    expect(sent.headers.get("idempotent-replayed")).toBeNull();
    expect(await sandboxPosts(app)).toEqual(["A fox", "A hare"]);
    expect(await keys()).toEqual(["disk-key-0001", "disk-key-0002"]);
  },
);
