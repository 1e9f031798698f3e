import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SANDBOX_FAULTS_PATH,
  SANDBOX_REQUESTS_PATH,
  SUBMISSION_KEY_HEADER,
  SUBMIT_PATH,
} from "../../src/contract/server-paths.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { DUPLICATE_CODE, DUPLICATE_CONFIRMED_HEADER } from "../../src/contract/duplicate-guard.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// Over real HTTP, on both databases: a submission carrying the page's key is sent once.

const BODY = JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A fox in snow [Pan left]" });

function submit(app: TestApp, key: string | null, { body = BODY, token = SANDBOX_TOKEN, meant = false } = {}) {
  const headers: Record<string, string> = {
    ...fromPage(app),
    "Content-Type": "application/json",
    Authorization: `Bearer ${token}`,
  };
  if (key !== null) headers[SUBMISSION_KEY_HEADER] = key;
  if (meant) headers[DUPLICATE_CONFIRMED_HEADER] = "1";
  return fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers, body });
}

const requestIdOf = async (answer: Response) =>
  ((await answer.json()) as { data: { request_id: string } }).data.request_id;

async function sandboxSubmissions(app: TestApp): Promise<number> {
  const { requests } = (await (await fetch(`${app.url}${SANDBOX_REQUESTS_PATH}`)).json()) as {
    requests: { method: string; path?: string; url?: string }[];
  };
  return requests.filter((request) => request.method === "POST").length;
}

describe.each(DATABASE_KINDS)("a keyed submission on $kind", ({ fresh }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await fresh();
  });
  afterEach(() => database.drop());
  const env = () => ({
    SANDBOX_CONTROL: "1",
    ...databaseEnv(database.settings),
  });

  it("to the sandbox: sent once however often and however at once it comes; the same task comes back", async () => {
    const app = await startApp(env());
    try {
      const first = await submit(app, "page-key-0001");
      expect(first.status).toBe(200);
      const id = await requestIdOf(first);
      const again = await Promise.all([1, 2, 3, 4].map(() => submit(app, "page-key-0001")));
      for (const answer of again) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("idempotent-replayed")).toBe("true");
        expect(await requestIdOf(answer)).toBe(id);
      }
      // Racing from the start: one is sent, the others wait for its answer.
      const racing = await Promise.all([1, 2, 3].map(() => submit(app, "page-key-0002", { meant: true })));
      expect(new Set(await Promise.all(racing.map(requestIdOf))).size).toBe(1);
      expect(await sandboxSubmissions(app)).toBe(2);
      // Without a key (curl, scripts): as before, each POST is a task.
      await submit(app, null);
      await submit(app, null);
      expect(await sandboxSubmissions(app)).toBe(4);
    } finally {
      await app.close();
    }
  });

  it("asks before the same body goes again under another key, from any page, and sends it once meant", async () => {
    const app = await startApp(env());
    try {
      expect((await submit(app, "page-key-0010")).status).toBe(200);
      const asked = await submit(app, "other-device-0011");
      expect(asked.status).toBe(409);
      const refusal = (await asked.json()) as { error: { code: string }; duplicate: { age_ms: number; state: string } };
      expect(refusal.error.code).toBe(DUPLICATE_CODE);
      expect(refusal.duplicate.state).toBe("accepted");
      expect(refusal.duplicate.age_ms).toBeGreaterThanOrEqual(0);
      expect(refusal.duplicate.age_ms).toBeLessThan(60_000);
      expect(await sandboxSubmissions(app)).toBe(1);
      // Refused, so nothing was kept of it: the person's yes goes under the same key.
      const meant = await submit(app, "other-device-0011", { meant: true });
      expect(meant.status).toBe(200);
      expect(await sandboxSubmissions(app)).toBe(2);
    } finally {
      await app.close();
    }
  });

  it("refuses a bad key and a key reused for another body; a refused submission frees its key", async () => {
    const app = await startApp(env());
    try {
      expect((await submit(app, "short")).status).toBe(422);
      expect((await submit(app, "page-key-0003", { meant: true })).status).toBe(200);
      const other = await submit(app, "page-key-0003", {
        body: JSON.stringify({ model: "minimax/t2v-01", prompt: "x" }),
      });
      expect(other.status).toBe(422);
      expect(await other.text()).toContain("used for another body");
      // The service refused it (a wrong token): no task, so the same key may go again once mended.
      expect((await submit(app, "page-key-0004", { token: "wrong-token", meant: true })).status).toBe(401);
      const mended = await submit(app, "page-key-0004", { meant: true });
      expect(mended.status).toBe(200);
      expect(mended.headers.get("idempotent-replayed")).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe("a keyed submission whose answer is lost", () => {
  it("is not sent again: the sandbox made one task, and the same key then says no answer came", async () => {
    const app = await startApp({ SANDBOX_CONTROL: "1" });
    try {
      const fault = { kind: "drop", on: "submit", after_processing: true };
      await fetch(`${app.url}${SANDBOX_FAULTS_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(fault),
      });
      await expect(submit(app, "page-key-dropped")).rejects.toThrow(TypeError);
      const again = await submit(app, "page-key-dropped");
      expect(again.status).toBe(504);
      expect(await again.text()).toContain("it was not sent again");
      expect(await sandboxSubmissions(app)).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe("a keyed submission through the proxy", () => {
  let upstream: RecordingUpstream;
  let app: TestApp;
  const TOKEN = "server-held-token-123";
  beforeAll(async () => {
    upstream = await recordingUpstream();
    upstream.reply = (_seen, res) =>
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: "success", message: `seen ${TOKEN}`, data: { request_id: "req-once" } }));
    app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it("reaches the service once, without the key, and replays the answer with the token scrubbed", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => submit(app, "page-key-0005", { token: "ignored" })));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(upstream.seen.filter((seen) => seen.method === "POST")).toHaveLength(1);
    expect(upstream.seen[0]!.headers[SUBMISSION_KEY_HEADER.toLowerCase()]).toBeUndefined();
    expect(upstream.seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    for (const text of texts) {
      expect(text).toContain("req-once");
      expect(text).not.toContain(TOKEN);
    }
  });
});

describe("a keyed submission through a proxy that passes the browser's token", () => {
  it("is refused before anything is written or sent when it carries no token", async () => {
    const upstream = await recordingUpstream();
    const app = await startApp({ UPSTREAM_BASE_URL: upstream.url });
    try {
      const headers = {
        ...fromPage(app),
        "Content-Type": "application/json",
        [SUBMISSION_KEY_HEADER]: "page-key-0006",
      };
      const answer = await fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers, body: BODY });
      expect(answer.status).toBe(401);
      expect(upstream.seen).toEqual([]);
      // Nothing was kept of it: the same key with a token goes through.
      expect((await submit(app, "page-key-0006", { token: "browser-token-1" })).status).toBe(200);
      expect(upstream.seen).toHaveLength(1);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});
