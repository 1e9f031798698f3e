import { afterEach, beforeEach } from "vitest";
import { startApp, type TestApp } from "./app-server.ts";
import { databaseEnv, type TestDatabase } from "./databases.ts";

/**
 * For a `describe.each(DATABASE_KINDS)` block: before each test a fresh database of its kind and
 * a server on it (`env` added to its settings), closed and dropped after. Read `app` and
 * `database` inside the tests.
 */
export function appOnEach(fresh: () => Promise<TestDatabase>, env: Record<string, string> = {}) {
  const held = {} as { app: TestApp; database: TestDatabase };
  beforeEach(async () => {
    held.database = await fresh();
    held.app = await startApp({ ...databaseEnv(held.database.settings), ...env });
  });
  afterEach(async () => {
    await held.app.close();
    await held.database.drop();
  });
  return held;
}
