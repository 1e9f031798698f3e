import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { expect, test } from "./support/test.ts";
import { sheetLayout } from "../src/features/runs/view/grid-image-layout.ts";
import { openDeck } from "./support/deck.ts";
import { importHistory } from "./support/history.ts";
import { runFile } from "./support/run-file.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Export grid image: a finished 2 × 2 run's contact sheet, each cell's frame drawn from its
// video's bytes (read through this server's file proxy), saved as a PNG that decodes whole.

/** A PNG's size from its header, and its pixel rows inflated from its IDAT chunks. */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    chunks.push({ type: bytes.toString("latin1", at + 4, at + 8), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const header = chunks[0]!;
  expect(header.type).toBe("IHDR");
  const [width, height, depth, colour] = [
    header.data.readUInt32BE(0),
    header.data.readUInt32BE(4),
    header.data[8],
    header.data[9],
  ];
  const pixels = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)));
  expect(chunks.at(-1)?.type).toBe("IEND");
  return { width, height, depth, colour, pixels };
}

test("Export grid image saves the finished grid as a PNG that decodes to the sheet's size", async ({
  page,
  request,
}) => {
  const marker = uniqueMarker(test.info());
  const { file } = await runFile(request, marker);
  await openDeck(page);
  await importHistory(page, file);
  const run = page.getByRole("region", { name: `Harbour check ${marker}` });
  await expect(run.getByText("4 of 4 finished")).toBeVisible({ timeout: 90_000 });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    run.getByRole("button", { name: "Export grid image" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^taskdeck-run-harbour-check-[a-z0-9-]+-grid\.png$/);
  // Every frame was read and drawn: none stands in as its status.
  await expect(run.getByRole("status").filter({ hasText: "Exported" })).toHaveText("Exported the grid image.");
  const png = readPng(await readFile(await download.path()));
  const expected = sheetLayout(2, 2, 1);
  expect([png.width, png.height]).toEqual([expected.width, expected.height]);
  // 8-bit RGBA (colour type 6): a filter byte, then four bytes a pixel, on every row.
  expect([png.depth, png.colour]).toEqual([8, 6]);
  expect(png.pixels.length).toBe(png.height * (1 + png.width * 4));
});
