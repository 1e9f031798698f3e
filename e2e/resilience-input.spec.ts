import { createHash } from "node:crypto";
import { expect, test, type Page } from "./support/test.ts";
import {
  composer,
  openDetails,
  promptBox,
  showComposer,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import { taskCard, VIDEO_MODEL } from "./support/deck.ts";
import { unsafeUrls, watchForExecution } from "./support/resilience-probes.ts";
import { openDeckWith } from "./support/resilience-setup.ts";
import { asLogged, escapeRegExp, expectSubmissions, submissionsWith, uniqueMarker } from "./support/sandbox.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";

// What a person may type: far too much, emoji, right-to-left text with bidi controls, markup.
// The form stops what the service would refuse, at the field; everything else goes out exactly
// as typed (checked against the SHA-256 the sandbox logs of the whole body) and is shown as text.
test.setTimeout(60_000);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const codePoints = (text: string) => [...text].length;

/** Counts the submissions this page sends, whatever the sandbox makes of them. */
function countSubmissions(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === SUBMIT_PATH) seen.count++;
  });
  return seen;
}

test.describe("resilience: hostile input", () => {
  test("a 20,000-character prompt is stopped at the field and nothing is sent; 2,000 emoji are 2,000 characters", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const sent = countSubmissions(page);
    await openDeckWith(page);
    const form = videoForm(page);
    const box = promptBox(form);
    const long = `${marker} ${"The tide comes in. ".repeat(1100)}`.slice(0, 20_000);
    await box.fill(long);
    await expect(form.getByText("20,000 / 2,000")).toBeVisible();
    await submitButton(form).click();

    const tooLong = "The prompt is 20,000 characters: shorten it to 2,000.";
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(tooLong)}`));
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(long);
    await expect(tasks(page).getByRole("article").filter({ hasText: marker })).toHaveCount(0);

    // The limit counts characters, not UTF-16 units: 2,000 emoji (4,000 units) are allowed, one more is not.
    const fox = "🦊";
    const head = `${marker} `;
    const atLimit = head + fox.repeat(2_000 - codePoints(head));
    expect(codePoints(atLimit)).toBe(2_000);
    await box.fill(`${atLimit}${fox}`);
    await submitButton(form).click();
    await expect(box).toHaveAccessibleDescription(
      new RegExp(`^${escapeRegExp("The prompt is 2,001 characters: shorten it to 2,000.")}`),
    );
    expect(sent.count).toBe(0);
    expect(await submissionsWith(request, marker)).toEqual([]);

    await box.fill(atLimit);
    await expect(box).not.toHaveAttribute("aria-invalid", "true");
    await submitButton(form).click();
    await submittedRequestId(form);
    const [received] = await expectSubmissions(request, marker, [200]);
    const body = { model: VIDEO_MODEL, prompt: atLimit, prompt_optimizer: true };
    expect(received!.body).toEqual({ ...body, prompt: asLogged(atLimit) });
    expect(received!.body_sha256).toBe(sha256(JSON.stringify(body)));
    expect(sent.count).toBe(1);
  });

  test("20,000 characters in an extra field are sent exactly as typed", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openDeckWith(page);
    const form = videoForm(page);
    const prompt = `A lighthouse keeper's long night ${marker}`;
    // The form has no field without a limit: extra fields are how a longer text goes out.
    const note = `${marker} ${"Logbook: the lamp was trimmed at dusk. ".repeat(520)}`.slice(0, 20_000);
    await promptBox(form).fill(prompt);
    await form.getByLabel("Extra fields (JSON)").fill(JSON.stringify({ director_notes: note }));
    const body = { director_notes: note, model: VIDEO_MODEL, prompt, prompt_optimizer: true };
    await expect(form.getByLabel("Request body")).toHaveText(JSON.stringify(body, null, 2));
    await submitButton(form).click();
    await submittedRequestId(form);

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toEqual({ ...body, director_notes: asLogged(note) });
    expect(received!.body_sha256).toBe(sha256(JSON.stringify(body)));
    expect(received!.body_bytes).toBe(Buffer.byteLength(JSON.stringify(body)));
  });

  test("emoji, right-to-left text with bidi controls and markup: shown as text and sent byte for byte", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const prompt = [
      `Astronaut 👩🏽‍🚀 waves a flag 🇯🇵 to a family 👨‍👩‍👧‍👦 under a 🏳️‍🌈 [Pan left]`,
      "مرحبا بالعالم، هذا فيديو · שָׁלוֹם עוֹלָם",
      "\u202Egnp.exe\u202C and \u2067نص معزول\u2069 and \u200Fmarked\u200E, café vs cafe\u0301",
      `<b>bold</b> <script>window.__pwned=1</script> <img src=x onerror="window.__pwned=2;alert(1)"> ${marker}`,
    ].join("\n");
    const probe = watchForExecution(page);
    await openDeckWith(page);
    const form = videoForm(page);
    await promptBox(form).fill(prompt);
    await expect(promptBox(form)).toHaveValue(prompt);

    // The preview is the exact JSON that will go out.
    const body = { model: VIDEO_MODEL, prompt, prompt_optimizer: true };
    const preview = form.getByLabel("Request body");
    await expect.poll(() => preview.textContent()).toBe(JSON.stringify(body, null, 2));
    await submitButton(form).click();
    const requestId = await submittedRequestId(form);

    const [received] = await expectSubmissions(request, marker, [200]);
    expect(received!.body).toEqual(body);
    expect(received!.body_sha256).toBe(sha256(JSON.stringify(body)));

    // The card shows the prompt as text, character for character, before and after a reload.
    const card = taskCard(page, marker);
    const shown = () => card.locator("p").filter({ hasText: marker }).first().textContent();
    await expect.poll(shown).toBe(prompt);
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();
    for (const scope of [card, preview, form]) {
      await expect(scope.locator("b, script, img[src='x']")).toHaveCount(0);
      expect(await unsafeUrls(scope)).toEqual([]);
    }
    await page.reload();
    await expect.poll(shown).toBe(prompt);
    // The draft's words in the composer's stand-in, then its forms: as text too.
    await expect(composer(page).locator("b, script, img")).toHaveCount(0);
    await showComposer(page);
    await expect(composer(page).locator("b, script, img")).toHaveCount(0);
    await expect(promptBox(form)).toHaveValue(prompt);
    await probe.expectNothingRan();
  });
});
