import { existsSync } from "node:fs";
import path from "node:path";
import { DATABASE_FILE, openDatabase, WorkspaceError } from "./database.ts";
import { copyWorkspace } from "./copy-workspace.ts";

// `npm run workspace:copy -- postgres://…`: the embedded workspace (in DATA_DIR, ./data by
// default) copied into an empty PostgreSQL database. Stop the server first: what it writes
// during the copy would not be copied.

const target = process.argv[2] ?? process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR?.trim() || "data";

if (!target || !/^postgres(?:ql)?:\/\//.test(target)) {
  console.error(
    "workspace:copy: give the PostgreSQL database to copy into, e.g. npm run workspace:copy -- postgres://…",
  );
  process.exit(2);
}

try {
  // Opening it would make an empty one: there is nothing to copy then.
  if (!existsSync(path.join(dataDir, DATABASE_FILE))) throw new WorkspaceError(`${dataDir} holds no workspace.`);
  const from = await openDatabase({ dataDir });
  try {
    const to = await openDatabase({ dataDir, databaseUrl: target });
    try {
      const copied = await copyWorkspace(from, to);
      const counts = Object.entries(copied).map(([table, count]) => `${count} ${table}`);
      process.stdout.write(`workspace:copy: copied ${from.where} into ${to.where}: ${counts.join(", ")}.\n`);
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
} catch (error) {
  const message = error instanceof WorkspaceError || error instanceof Error ? error.message : String(error);
  console.error(`workspace:copy: nothing copied: ${message}`);
  process.exitCode = 1;
}
