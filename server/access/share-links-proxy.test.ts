import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedFilePath } from "../../src/contract/shares.ts";
import type { TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { problemOf } from "../test/people.ts";
import type { RecordingUpstream } from "../test/recording-upstream.ts";
import { HELD_TOKEN as TOKEN, ownerAppWithTask, standInService, type StandIn } from "../test/stand-in-service.ts";
import { madeShare, openedView, throughShare, tokenOf } from "../test/shares.ts";

// Issue 28, item 6, with the real service's stand-in and the token held by the server: a link's
// viewer reads a shared task's files through the file proxy's own reading, which asks the
// service with the server's token (never one the viewer sends), and gets the files beside a
// model too; nothing of the token, the task's ids or its callback secret is in what it shows.

const REQUEST_ID = "r-shared-model-1";
const KEY = "key-shared-model";

describe.each(DATABASE_KINDS)(
  "share links with the service's token held, on $kind",
  { timeout: 30_000 },
  ({ fresh }) => {
    let standIn: StandIn;
    let service: RecordingUpstream;
    let files: RecordingUpstream;
    let database: TestDatabase;
    let app: TestApp;
    let owner: string;
    beforeAll(async () => {
      [standIn, database] = await Promise.all([standInService(REQUEST_ID), fresh()]);
      ({ service, files } = standIn);
      files.reply = (_seen, res) => res.writeHead(200, { "Content-Type": "model/gltf+json" }).end("{}");
      ({ app, owner } = await ownerAppWithTask(database, standIn, KEY, "A shared teapot"));
    });
    afterAll(async () => {
      await app?.close();
      await standIn?.close();
      await database?.drop();
    });

    it("reads the shared task's file and those beside it with the server's token; shows no token, id or secret", async () => {
      const token = tokenOf(await madeShare(app, owner, { kind: "task", targets: [KEY], days: 1 }));
      const { text, view } = await openedView(app, token);
      expect(view.tasks).toMatchObject([{ prompt: "A shared teapot", status: "COMPLETED" }]);
      expect(view.tasks[0]!.files).toEqual([{ kind: "file", name: "model.gltf", url: sharedFilePath(token, KEY, 0) }]);
      const secret = new URL(JSON.parse(service.seen.find((seen) => seen.method === "POST")!.body).callback_url);
      for (const hidden of [TOKEN, REQUEST_ID, secret.searchParams.get("secret")!, files.url, "callback"])
        expect(text).not.toContain(hidden);

      service.seen.splice(0);
      // A token the viewer sends goes nowhere: the server asks with its own.
      const stranger = { Authorization: "Bearer a-stranger-s-token" };
      const model = await throughShare(app, sharedFilePath(token, KEY, 0), stranger);
      expect(model.status).toBe(200);
      expect(await model.text()).toBe("{}");
      expect((await throughShare(app, sharedFilePath(token, KEY, 0, "textures/wood.png"))).status).toBe(200);
      expect(files.seen.slice(-2).map((seen) => seen.url)).toEqual([
        `/t/${REQUEST_ID}/model.gltf`,
        `/t/${REQUEST_ID}/textures/wood.png`,
      ]);
      expect(service.seen.map((seen) => [seen.url, seen.headers.authorization])).toEqual([
        [`/api/v1/tasks/generations/${REQUEST_ID}`, `Bearer ${TOKEN}`],
        [`/api/v1/tasks/generations/${REQUEST_ID}`, `Bearer ${TOKEN}`],
      ]);

      const fetched = files.seen.length;
      for (const path of ["../r-another-task/model.gltf", `${files.url}/t/r-another-task/model.gltf`, "/model.gltf"])
        expect(await problemOf(await throughShare(app, sharedFilePath(token, KEY, 0, path))), path).toMatchObject({
          status: 403,
          code: "not_a_result",
        });
      expect(files.seen).toHaveLength(fetched);
    });
  },
);
