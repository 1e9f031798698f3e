import { expect, test, type Locator, type Page } from "./support/test.ts";
import { cardRequestId, promptBox, submitButton, videoForm } from "./support/composer.ts";
import { cardAction, openDeck, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { makeImage } from "./support/images.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";

// Issue 26 §6: a frame of a finished sandbox video, taken with Use as input, passes MiniMax's
// image rules and goes as a new image-to-video task; the field names it after its task and time.
test.setTimeout(120_000);
const FINISHES = { timeout: 30_000 };

/** Waits for a finished card's video, seeks it and sends that frame to the composer as a first frame. */
async function sendFrame(card: Locator, seconds: number): Promise<{ width: number; height: number }> {
  await expect(statusBadge(card)).toHaveText("Completed", FINISHES);
  const video = card.getByRole("group", { name: "Results" }).locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement, at) => (v.currentTime = at), seconds);
  await (await cardAction(card, "Use as input")).click();
  await card.getByRole("button", { name: "This frame: first frame of a new video" }).click();
  await expect(card.getByText("Sent to the composer: first frame of a new video.")).toBeVisible();
  return video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight }));
}

/** Checks the frame in the first-frame field, sends it with a prompt and expects the sandbox to take it. */
async function submitFrame(page: Page, name: string, size: string, marker: string) {
  const form = videoForm(page);
  const field = form.getByRole("group", { name: "First frame image" });
  const input = field.getByRole("textbox", { name: "First frame image" });
  await expect(input).toHaveValue(new RegExp(`^Embedded image: ${name.replace(/\./g, "\\.")} \\(PNG, [\\d.]+ kB\\)$`));
  await expect(field.getByText(size)).toBeVisible();
  await expect(input).not.toHaveAttribute("aria-invalid", "true");
  await promptBox(form).fill(`The same scene, moving on ${marker}`);
  await submitButton(form).click();
  // Taken, and finished: a few hundred kB of body take a while on a busy machine.
  await expect(statusBadge(taskCard(page, marker))).toHaveText("Completed", FINISHES);
  const [received] = await expectSubmissions(page.request, marker, [200]);
  expect(received!.body).toMatchObject({ model: expect.stringMatching(/i2v/) });
  expect(String((received!.body as Record<string, unknown>).first_frame_image)).toMatch(/^data:image\/png;base64,/);
}

test("a landscape video's frame goes as a new image-to-video task, named after its task and time", async ({ page }) => {
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  await submitVideo(page, `A kite over the dunes ${marker}`);
  const card = taskCard(page, marker);
  expect(await sendFrame(card, 1.2)).toEqual({ width: 640, height: 360 });
  const id = await cardRequestId(card);
  await submitFrame(page, `${id} at 1.2 s.png`, "640 × 360 px", uniqueMarker(test.info()));
});

test("a portrait first frame gets a portrait video, whose frame goes as input in turn", async ({ page }) => {
  const marker = uniqueMarker(test.info());
  await openDeck(page);
  const tall = await makeImage(page, { type: "image/png", width: 360, height: 640, name: "tall.png" });
  const form = videoForm(page);
  await form.getByRole("combobox", { name: "Model" }).fill("minimax/i2v-01-director");
  await page.getByLabel("First frame image file").setInputFiles(tall);
  await expect(form.getByRole("group", { name: "First frame image" }).getByText("360 × 640 px")).toBeVisible();
  await promptBox(form).fill(`A lighthouse, upright ${marker}`);
  await submitButton(form).click();
  const card = taskCard(page, marker);
  expect(await sendFrame(card, 0.5)).toEqual({ width: 360, height: 640 });
  const first = await cardRequestId(card);
  await submitFrame(page, `${first} at 0.5 s.png`, "360 × 640 px", uniqueMarker(test.info()));
});
