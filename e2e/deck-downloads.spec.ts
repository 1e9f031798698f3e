import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "./support/test.ts";
import { unzipSync } from "fflate";
import {
  imageUrlFor,
  openDeck,
  serveImages,
  statusBadge,
  submitThreeD,
  submitVideo,
  taskCard,
  VIDEO_MODEL,
} from "./support/deck.ts";
import { escapeRegExp, SANDBOX_AUTH, uniqueMarker } from "./support/sandbox.ts";
import { taskPath } from "../src/contract/server-paths.ts";
import { modelOffering } from "../src/contract/models.ts";

// Results live on another origin with no CORS headers, as the service's do: a plain link would
// open them, not save them. Download saves each under the task's name, bytes unchanged.

test.setTimeout(90_000);
const FINISHES = { timeout: 20_000 };
const slug = (model: string) => model.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

/**
 * Clicks the card's Download, checks the saved name (`words`: the start of the
 * prompt's words, as they are written in it) and returns the saved bytes.
 */
async function saved(page: Page, card: Locator, model: string, words: string, id: string, extension: string) {
  const name = new RegExp(
    `^\\d{4}-\\d{2}-\\d{2}_\\d{4}_${escapeRegExp(slug(model))}_${escapeRegExp(words)}[a-z0-9-]*_${id}\\.${extension}$`,
  );
  // "Download · 1.2 MB", the saved name its tooltip and description.
  const button = card.getByRole("button", { name: /^Download( · |$)/ });
  await expect(button).toHaveAccessibleDescription(name);
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  // Saved from the page's own blob: the token never rode in a URL, and no tab opened.
  expect(download.url()).toMatch(/^blob:/);
  expect(page.context().pages()).toHaveLength(1);
  return readFile(await download.path());
}

test.describe("deck: downloads", () => {
  test("a video and a 3D model from another origin without CORS save under the task's name, bytes unchanged", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await serveImages(page);
    await openDeck(page);
    const videoId = await submitVideo(page, `Lighthouse keeper climbs ${marker}`);
    const modelId = await submitThreeD(page, { image: imageUrlFor(marker), level: "low", format: "glb" });

    const videoCard = taskCard(page, `Lighthouse keeper climbs ${marker}`);
    await expect(statusBadge(videoCard)).toHaveText("Completed", FINISHES);
    const src = (await videoCard.getByLabel("Result video 1").getAttribute("src"))!;
    const pageOrigin = new URL(page.url()).origin;
    expect(new URL(src).origin).not.toBe(pageOrigin);
    const direct = await request.get(src, { headers: { Origin: pageOrigin } });
    expect(direct.headers()["access-control-allow-origin"]).toBeUndefined();
    const videoBytes = await saved(page, videoCard, VIDEO_MODEL, "lighthouse-keeper-climbs", videoId, "mp4");
    expect(videoBytes.equals(await direct.body())).toBe(true);

    const modelCard = taskCard(page, modelId);
    await expect(statusBadge(modelCard)).toHaveText("Completed", FINISHES);
    const words = "subdivisionlevel-low-fileformat-glb";
    // The 3D model asked for is one that offers the level (support/deck.ts picks it the same way).
    // The vendor's .zip (the sandbox's default delivery), saved as it came: a zip holding the glb.
    const modelBytes = await saved(page, modelCard, modelOffering("low"), words, modelId, "zip");
    expect(Object.keys(unzipSync(modelBytes))).toEqual(["model.glb"]);
    const record = await request.get(taskPath(modelId), { headers: SANDBOX_AUTH });
    const url = ((await record.json()) as { data: { data: { file_urls: string[] } } }).data.data.file_urls[0]!;
    expect(new URL(url).origin).not.toBe(pageOrigin);
    expect(modelBytes.equals(await (await request.get(url)).body())).toBe(true);
  });
});
