import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fakeDist } from "../test/app-server.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// kill -9 between the journal's write and the service's answer: the submission is not lost
// and not sent again; its page's next attempt learns that its outcome is unknown.

const BODY = JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A heron [Push in]" });

describe.each(DATABASE_KINDS)("a server killed mid-POST, on $kind", ({ fresh }) => {
  let database: TestDatabase;
  let upstream: RecordingUpstream;
  let app: AppProcess | null = null;
  beforeEach(async () => {
    database = await fresh();
    upstream = await recordingUpstream();
    upstream.reply = () => undefined; // the service takes the POST and never answers
  });
  afterEach(async () => {
    await app?.stop();
    await upstream.close();
    await database.drop();
  });

  it("does not send the submission again after a restart: the same key gets 'no answer', the service saw one POST", async () => {
    const send = () =>
      fetch(`${app!.url}${SUBMIT_PATH}`, {
        method: "POST",
        headers: {
          Origin: app!.url,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
          [SUBMISSION_KEY_HEADER]: "page-key-crash1",
        },
        body: BODY,
      });
    app = await startAppProcess({
      DIST_DIR: fakeDist(),
      UPSTREAM_BASE_URL: upstream.url,
      UPSTREAM_TOKEN: "server-token-1",
      UPSTREAM_TIMEOUT_SECONDS: "2",
      UPSTREAM_TOTAL_SECONDS: "3",
      ...databaseEnv(database.settings),
    });
    const first = send().catch((error: unknown) => error);
    await expect.poll(() => upstream.seen.length, { timeout: 10_000 }).toBe(1);
    await app.stop(); // SIGKILL while the service holds the POST
    expect(await first).toBeInstanceOf(Error);

    await app.start();
    const again = await send();
    expect(again.status).toBe(504);
    expect(await again.text()).toContain("it was not sent again");
    expect(upstream.seen.filter((seen) => seen.method === "POST")).toHaveLength(1);
  }, 30_000);
});
