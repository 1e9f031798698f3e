import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startApp, type TestApp } from "./app-server.ts";
import { databaseEnv, type TestDatabase } from "./databases.ts";
import { openDatabase, type WorkspaceDatabase } from "../workspace/database.ts";

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

/**
 * As appOnEach, but one database and server for the whole block: for tests that each make what
 * they need (people whose passwords cost a hash to make) and leave nothing the next one minds.
 */
export function appOnAll(fresh: () => Promise<TestDatabase>, env: Record<string, string> = {}) {
  const held = {} as { app: TestApp; database: TestDatabase };
  beforeAll(async () => {
    held.database = await fresh();
    held.app = await startApp({ ...databaseEnv(held.database.settings), ...env });
  });
  afterAll(async () => {
    await held.app?.close();
    await held.database?.drop();
  });
  return held;
}

/**
 * For a `describe.each(DATABASE_KINDS)` block of the workspace's own modules: before each test a
 * fresh database of its kind, opened and brought up to date, closed and dropped after. Read
 * `opened` inside the tests.
 */
export function databaseOnEach(fresh: () => Promise<TestDatabase>) {
  const held = {} as { opened: WorkspaceDatabase; test: TestDatabase };
  beforeEach(async () => {
    held.test = await fresh();
    held.opened = await openDatabase(held.test.settings);
  });
  afterEach(async () => {
    await held.opened.close();
    await held.test.drop();
  });
  return held;
}
