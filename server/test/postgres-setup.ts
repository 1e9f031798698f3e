import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { TEST_DATABASE_URL } from "./databases.ts";

// Before the node tests: the PostgreSQL they run the workspace on is found, or started the way
// .ci/run starts it (.ci/postgres), never skipped. A TEST_DATABASE_URL set by hand is only found.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

async function answers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export default async function findPostgres(): Promise<void> {
  const missing = await answers(TEST_DATABASE_URL);
  if (!missing) return;
  if (process.env.TEST_DATABASE_URL)
    throw new Error(`The workspace's tests need PostgreSQL: TEST_DATABASE_URL does not answer (${missing}).`);
  console.warn(`No PostgreSQL for the tests (${missing}): starting one as .ci/run does (bash .ci/postgres).`);
  try {
    execFileSync("bash", [path.join(ROOT, ".ci", "postgres")], { stdio: "inherit" });
  } catch (error) {
    throw new Error(
      `The workspace's tests need PostgreSQL at ${TEST_DATABASE_URL}, and .ci/postgres could not start one ` +
        `(it needs root and apt-get): ${(error as Error).message}. Start one, or set TEST_DATABASE_URL.`,
    );
  }
  const still = await answers(TEST_DATABASE_URL);
  if (still) throw new Error(`PostgreSQL was started but ${TEST_DATABASE_URL} does not answer (${still}).`);
}
