import { afterEach, expect, it } from "vitest";
import { startApp, type TestApp } from "../test/app-server.ts";
import { freshPostgres, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";

// A workspace whose database is gone (dropped, unreachable): a submission cannot be written
// ahead, so it is not sent, and the page is told why in words it has for this server's code.

let database: TestDatabase;
let app: TestApp;
afterEach(async () => {
  await app.close();
  await database.drop();
});

it("answers 503 workspace_unavailable and sends nothing when the journal cannot be written", async () => {
  database = await freshPostgres();
  app = await startApp({ ...databaseEnv(database.settings), SANDBOX_CONTROL: "1" });
  expect((await submitKeyed(app, "key-before-drop-1", "A fox")).status).toBe(200);
  await database.drop();
  const answer = await submitKeyed(app, "key-after-drop-1", "A hare");
  expect(answer.status).toBe(503);
  expect(await answer.json()).toMatchObject({ error: { code: "workspace_unavailable" } });
  const log = (await (await fetch(`${app.url}/__sandbox/requests`)).json()) as { requests: { method: string }[] };
  expect(log.requests.filter((request) => request.method === "POST")).toHaveLength(1);
});
