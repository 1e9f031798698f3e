import { expect, test } from "@playwright/test";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INITIAL_JS_BUDGET, initialGzipBytes, measureBundle } from "../scripts/bundle-size.ts";
import { promptBox, videoForm } from "./support/composer.ts";

// The byte budget as a first visit really spends it: what Chromium fetched, with nobody
// touching the page, against the chunks scripts/bundle-size.ts counts as initial.

const DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");

test("a first visit fetches only the initial chunks, within 130 KiB gzip, and the rest on demand", async ({ page }) => {
  await page.goto("/");
  await expect(promptBox(videoForm(page))).toBeEnabled();
  await expect(page.getByText("No tasks yet")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((file) => file.endsWith(".js")),
    );

  const chunks = measureBundle(DIST);
  const initial = chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.file);
  expect((await scripts()).sort()).toEqual(initial.sort());
  expect(initialGzipBytes(chunks)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);

  // The settings dialog comes with its first opening.
  await page.getByRole("button", { name: "Connection settings" }).click();
  await expect(page.getByRole("dialog", { name: "Connection settings" })).toBeVisible();
  expect((await scripts()).some((file) => /connection-dialog/.test(file))).toBe(true);
  expect((await scripts()).some((file) => /model-viewer/.test(file))).toBe(false);
});
