import { readdirSync } from "node:fs";
import { join } from "node:path";
import { STAGING } from "../../server/archive/local-folder.ts";

type ArchivedRow = { state: string; hash: string | null; size: number | null };

const entries = (dir: string) => {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
};

/**
 * What is wrong with the archive bench's outcome, in words (none: all is well): each of `files`
 * files archived once (one row each, fetched once), with its size and a hash of its own, kept
 * once in `archiveDir` (`<2 hex>/<hash>`, local-folder.ts), nothing left staged.
 */
export function archiveProblems(
  rows: ArchivedRow[],
  gets: Map<string, number>,
  archiveDir: string,
  files: number,
  fileBytes: number,
): string[] {
  const archived = rows.filter((row) => row.state === "archived");
  const kept = entries(archiveDir)
    .filter((entry) => entry.isDirectory() && entry.name !== STAGING)
    .flatMap((entry) => entries(join(archiveDir, entry.name)));
  const staged = entries(join(archiveDir, STAGING));
  const fetched = [...gets.values()];
  const problems = [
    archived.length !== files && `${archived.length} of ${files} files archived (${rows.length} rows)`,
    archived.some((row) => row.size !== fileBytes) && "an archived size differs from the file's",
    new Set(archived.map((row) => row.hash)).size !== files && "fewer distinct hashes than files",
    kept.length !== files && `${kept.length} objects kept, not ${files}`,
    staged.length > 0 && `${staged.length} copies left in ${STAGING}/`,
    (fetched.length !== files || fetched.some((n) => n !== 1)) &&
      `files fetched ${fetched.reduce((a, b) => a + b, 0)} times for ${files} (${fetched.length} distinct)`,
  ];
  return problems.filter((problem): problem is string => typeof problem === "string");
}
