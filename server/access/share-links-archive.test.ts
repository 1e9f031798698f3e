import { describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { SANDBOX_EXPIRE_PATH } from "../../src/contract/server-paths.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call } from "../test/people.ts";
import { until } from "../test/run-fixtures.ts";
import {
  madeShare,
  openedView,
  SHARED,
  sharingWorkspace,
  throughShare,
  tokenOf,
  workspaceTasks,
} from "../test/shares.ts";

// Issue 29, over real HTTP on both databases: a share link outlives the service's links. Once the
// workspace holds a task's copy, a link's file is read from it (byte ranges too), and still opens
// after the service has expired the file; the team's own pages read the same copy.

describe.each(DATABASE_KINDS)("share links and the archive on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = sharingWorkspace(fresh);

  it("opens a shared task's file from the workspace's copy after the service's link expired", async () => {
    const { app } = held.workspace;
    const archived = await until(
      () => workspaceTasks(app, held.owner),
      (tasks) => tasks.find((task) => task.key === SHARED.key)?.archive?.[0]?.state === "archived",
      20_000,
    );
    const task = archived.find((task) => task.key === SHARED.key)!;
    const service = (task.record as { data: { video_urls: string[] } }).data.video_urls[0]!;
    const original = new Uint8Array(await (await fetch(service)).arrayBuffer());

    const expired = await call(app, "POST", `${SANDBOX_EXPIRE_PATH}?request_id=${task.requestId}`, {
      session: held.owner,
    });
    expect(expired.status).toBe(200);
    expect((await fetch(service)).status).toBe(404);

    const made = await madeShare(app, held.reviewer, { kind: "task", targets: [SHARED.key], days: 7 });
    const { view } = await openedView(app, tokenOf(made));
    const path = view.tasks[0]!.files[0]!.url;
    const whole = await throughShare(app, path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(original);
    const ranged = await throughShare(app, path, { Range: "bytes=0-9" });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(original.subarray(0, 10));

    const own = await call(app, "GET", archiveFilePath(SHARED.key, 0, false, "video.mp4"), { session: held.viewer });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(original);
  });
});
