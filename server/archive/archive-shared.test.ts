import { describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH, type SharedTask } from "../../src/contract/shared-task.ts";
import { fromPage, rawGet } from "../test/app-server.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { until } from "../test/run-fixtures.ts";
import { archiveAppOnEach } from "../test/archive.ts";

// Issue 29, over real HTTP: every page hears where a task's copies stand with the task itself,
// on the workspace's feed, as a change of its own once the copy is made; a copy's path may end
// with its file's name, which the page adds so that names and extensions read the same.

describe.each(DATABASE_KINDS)(
  "the archive's state on the workspace's feed, on $kind",
  { timeout: 60_000 },
  ({ fresh }) => {
    const held = archiveAppOnEach(fresh);

    const get = (p: string) => fetch(`${held.app.url}${p}`, { headers: fromPage(held.app) });
    const taskOf = async (key: string, since = 0): Promise<SharedTask | undefined> => {
      const page = sharedPageSchema.parse(await (await get(`${WORKSPACE_TASKS_PATH}?since=${since}`)).json());
      return page.tasks.find((task) => task.key === key);
    };

    it("shares each file's copy with its task, as a new change once it is archived", async () => {
      expect((await submitKeyed(held.app, "key-shared-01", "A heron")).status).toBe(200);
      const completed = await until(
        () => taskOf("key-shared-01"),
        (task) => (task?.record as { status?: string } | null)?.status === "COMPLETED",
        20_000,
      );
      const video = (completed!.record as { data: { video_urls: string[] } }).data.video_urls[0]!;
      const archived = await until(
        () => taskOf("key-shared-01"),
        (task) => task?.archive?.[0]?.state === "archived",
        20_000,
      );
      expect(archived!.archive).toEqual([
        { n: 0, name: "video.mp4", url: new URL(video).href, state: "archived", reason: null, why: null },
      ]);
      // Heard as a change after the one that brought COMPLETED: a page that saw that one hears this one.
      // (The archiver may copy before the first read sees COMPLETED: then one change brought both.)
      if (completed!.archive?.[0]?.state === "archived") expect(archived!.change).toBe(completed!.change);
      else {
        expect(archived!.change).toBeGreaterThan(completed!.change);
        expect((await taskOf("key-shared-01", completed!.change))?.archive?.[0]?.state).toBe("archived");
      }

      const plain = await get(archiveFilePath("key-shared-01", 0));
      const named = await get(archiveFilePath("key-shared-01", 0, false, "video.mp4"));
      expect(named.status).toBe(200);
      expect(new Uint8Array(await named.arrayBuffer())).toEqual(new Uint8Array(await plain.arrayBuffer()));
      expect(named.headers.get("content-type")).toBe("video/mp4");
      // A report's link opened from another site (a navigation) opens; another site embedding it does not.
      // (Over node:http: fetch sets its own Sec-Fetch-Mode.)
      const from = (mode: string, dest: string) =>
        rawGet(`${held.app.url}${archiveFilePath("key-shared-01", 0, false, "video.mp4")}`, {
          "Sec-Fetch-Site": "cross-site",
          "Sec-Fetch-Mode": mode,
          "Sec-Fetch-Dest": dest,
        });
      expect((await from("navigate", "document")).status).toBe(200);
      expect((await from("no-cors", "video")).status).toBe(403);
      // Another name is a neighbour a model would name, which is not kept: never this file's bytes.
      expect((await get(archiveFilePath("key-shared-01", 0, false, "video.bin"))).status).toBe(404);
    });

    it("shares no list for a task the archive has not looked at (running)", async () => {
      expect((await submitKeyed(held.app, "key-shared-02", "A wren")).status).toBe(200);
      const first = await until(
        () => taskOf("key-shared-02"),
        (task) => task !== undefined,
        20_000,
      );
      // Its card offers this browser's Keep until the archive looks at it (a task finished before the archive never).
      expect((first!.record as { status?: string }).status).not.toBe("COMPLETED");
      expect(first!.archive).toBeUndefined();
      expect((await get(`${archiveFilePath("key-shared-02", 0)}/more/parts`)).status).toBe(404);
    });
  },
);
