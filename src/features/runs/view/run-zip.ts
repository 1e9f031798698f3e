import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { entryResults } from "../../../entities/task/entry-results.ts";
import { resultBlob, zipFiles, type Reach } from "../../../lib/files/result-bytes.ts";
import type { RunRow } from "./run-rows.ts";

/** Lower-case ASCII words joined by `-`, cut short: safe in a file name on every system. */
export function slug(text: string, max = 60): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-")
    .slice(0, max)
    .replace(/-+$/, "");
}

const extension = (url: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileNameOf(url))?.[1]?.toLowerCase() ?? "bin";

/** A result's name in the zip: the cell's place in grid order and its values, then which of its files. */
export function cellFileName(position: number, row: RunRow, url: string, index: number): string {
  const place = String(position + 1).padStart(3, "0");
  const name = slug(row.name) || "cell";
  return `${place}_${name}${index > 0 ? `_${index + 1}` : ""}.${extension(url)}`;
}

export type RunArchive = { blob: Blob; files: number; missing: number };

/**
 * One zip of every result file of the run that can still be read (a kept copy, or through this
 * page's server as Download does), named by cell, and the run's JSON. A file that no longer
 * reads (expired, or a host that forbids it) is left out and counted.
 */
export async function runArchive(
  rows: readonly RunRow[],
  entryOf: (id: string) => DeckEntry | undefined,
  reach: (serverTask: string | null) => Reach,
  json: { name: string; text: string },
): Promise<RunArchive> {
  const files: { name: string; blob: Blob }[] = [];
  let missing = 0;
  for (const [position, row] of rows.entries()) {
    const entry = row.entryId === null ? undefined : entryOf(row.entryId);
    const results = entry ? entryResults(entry) : null;
    if (!results) continue;
    const urls = [
      ...results.data.video_urls,
      ...results.data.image_urls,
      ...results.data.audio_urls,
      ...results.data.file_urls,
    ];
    for (const [index, url] of urls.entries()) {
      const name = cellFileName(position, row, url, index);
      try {
        files.push({ name, blob: await resultBlob(url, reach(results.serverTask), name) });
      } catch {
        missing++;
      }
    }
  }
  const archive = await zipFiles([...files, { name: json.name, blob: new Blob([json.text]) }]);
  return { blob: archive, files: files.length, missing };
}
