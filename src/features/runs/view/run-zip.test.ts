import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { makeEntry, record } from "../../../test/deck-entries.ts";
import { makeGridRun, promptAxis } from "../../../test/grid-runs.ts";
import { SERVER_CONNECTION } from "../../../lib/connection.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { runRows } from "./run-rows.ts";
import { runArchive } from "./run-zip.ts";

// data: URLs: read by the page itself, no host asked for anything.
const run = makeGridRun({ axes: [promptAxis("A cat at sea", "Ein Hund im Park")] });
const entries = new Map<string, DeckEntry>(
  run.cells.map((cell, i) => [
    cell.entryId!,
    makeEntry({
      id: cell.entryId!,
      requestId: `req-${i}`,
      record: record({
        request_id: `req-${i}`,
        status: "COMPLETED",
        data: {
          video_urls: [`data:video/mp4;base64,${btoa(`video ${i}`)}`],
          // The second cell's second file no longer reads.
          image_urls: i === 1 ? ["data:image/png;base64,%%%", "data:image/png;base64,AAAA"] : [],
        },
      }),
    }),
  ]),
);

describe("Download run", () => {
  it("zips every result that reads, named by its cell in grid order, with the run's JSON; counts the rest", async () => {
    const rows = runRows(
      run,
      (id) => entries.get(id),
      () => undefined,
      "me@example.test",
    );
    const reach = () => ({ server: null, connection: SERVER_CONNECTION, requestId: null });
    const archive = await runArchive(rows, (id) => entries.get(id), reach, { name: "run.json", text: "{}" });
    const files = unzipSync(new Uint8Array(await archive.blob.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      [
        "001_prompt-a-cat-at-sea.bin",
        "002_prompt-ein-hund-im-park.bin",
        "002_prompt-ein-hund-im-park_3.bin",
        "run.json",
      ].sort(),
    );
    expect(new TextDecoder().decode(files["001_prompt-a-cat-at-sea.bin"])).toBe("video 0");
    expect([archive.files, archive.missing]).toEqual([3, 1]);
  });
});
