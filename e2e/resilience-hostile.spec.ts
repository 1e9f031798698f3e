import { expect } from "./support/test.ts";
import { promptBox, submitButton, videoForm, openDetails } from "./support/composer.ts";
import { progressBar, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { hugeAnswer, test, type Tally } from "./support/resilience-hostile.ts";
import {
  MARKUP,
  expectResponsive,
  expectShown,
  recordShown,
  unsafeUrls,
  watchForExecution,
} from "./support/resilience-probes.ts";
import { openDeckWith } from "./support/resilience-setup.ts";
import { envelope } from "./support/scripted-upstream.ts";
import { escapeRegExp, uniqueMarker } from "./support/sandbox.ts";

// What a broken or hostile service may send, through a production server in proxy mode: the
// card shows what it can, nothing the service wrote runs, and the page keeps answering.
test.setTimeout(60_000);
const ANSWERED = { timeout: 30_000 };

test.describe("resilience: a hostile service", () => {
  test("a 50 MB answer to a check: the server holding the token streams it through its search, the page stops at its cap, the check fails, the page stays responsive", async ({
    page,
    hostile,
  }) => {
    const marker = uniqueMarker(test.info());
    const sent: Tally = { bytes: 0, whole: 0 };
    hostile.script(marker, { query: (id) => hugeAnswer(id, 50 * 1024 * 1024, sent) });
    const probe = watchForExecution(page);
    await openDeckWith(page);
    // Recording from before the submission: the server's first check may come and go before it returns.
    await recordShown(page, marker, /The last check got .+?\. Retrying…/);
    const requestId = await submitVideo(page, `A tidal wave of paper ${marker}`);

    const card = taskCard(page, marker);
    // The server cuts its token out in one pass as the answer streams (it reads no answer whole),
    // so the page's own 8 MB limit is what stops this one: it hangs up and calls it unreadable.
    await expectShown(page, marker, "The last check got an unreadable answer. Retrying…");
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();
    // The last good record (the submission's) stays.
    await expect(statusBadge(card)).toHaveText("Submitting");
    await expectResponsive(page, promptBox(videoForm(page)), `Typing while it streams ${marker}`);
    // The page hung up each time, and the hang-up reached the service through the proxy: no
    // 50 MB answer went out whole.
    expect(hostile.upstream.queriesFor(requestId)).toBeGreaterThanOrEqual(1);
    expect(sent.bytes).toBeGreaterThan(8 * 1024 * 1024);
    expect(sent.whole).toBe(0);
    await probe.expectNothingRan();
  });

  test("10,000 result URLs: the card shows the first and counts the rest, and the page stays responsive", async ({
    page,
    hostile,
  }) => {
    const marker = uniqueMarker(test.info());
    const urls = Array.from({ length: 10_000 }, (_, i) => `https://cdn.invalid/${marker}/clip-${i}.mp4`);
    hostile.script(marker, {
      query: (id) => envelope(id, { status: "COMPLETED", progress: "100%", data: { video_urls: urls } }),
    });
    const probe = watchForExecution(page);
    await openDeckWith(page);
    await submitVideo(page, `A thousand lanterns rise ${marker}`);

    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", ANSWERED);
    await expect(progressBar(card)).toHaveCount(0);
    await expect(card.getByLabel("Result video 1", { exact: true })).toHaveAttribute("src", urls[0]!);
    await expect(card.getByLabel(/^Result video \d+$/)).toHaveCount(20);
    await expect(
      card.getByText("…and 9,980 more video URLs, not shown here (Show raw record lists them all)."),
    ).toBeVisible();
    await expectResponsive(page, promptBox(videoForm(page)), `Still typing ${marker}`);

    // All of them are there for whoever asks.
    await openDetails(card);
    await card.getByRole("button", { name: "Show raw record" }).click();
    await expect(card.getByLabel("Raw record")).toContainText(urls.at(-1)!);
    await expectResponsive(page, promptBox(videoForm(page)), `Typing after the raw record ${marker}`);
    await probe.expectNothingRan();
  });

  test("javascript:, vbscript: and data:text/html result URLs become neither links nor media, only text", async ({
    page,
    hostile,
  }) => {
    const marker = uniqueMarker(test.info());
    const good = `https://cdn.example.test/${marker}/clip.mp4`;
    const hostileUrls = {
      video_urls: ["javascript:window.__pwned=1", good, " JaVaScRiPt:alert('video')"],
      image_urls: [
        "vbscript:msgbox('image')",
        "data:text/html,<script>window.__pwned=3</script>",
        "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
      ],
      audio_urls: ["java\tscript:alert('audio')"],
      file_urls: ["javascript:alert('file')", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    };
    hostile.script(marker, {
      query: (id) => envelope(id, { status: "COMPLETED", progress: "100%", data: hostileUrls }),
    });
    const probe = watchForExecution(page);
    await openDeckWith(page);
    await submitVideo(page, `Fireworks over a harbour ${marker}`);

    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", ANSWERED);
    // The one good URL plays; every other is shown as written, as inert text.
    await expect(card.getByLabel(/^Result video \d+$/)).toHaveCount(1);
    await expect(card.getByLabel(/^Result video \d+$/)).toHaveAttribute("src", good);
    // Saving goes through the page (a Download button), so no result is a link at all.
    await expect(card.getByRole("link")).toHaveCount(0);
    const texts = await card.locator("code").allTextContents();
    for (const url of Object.values(hostileUrls).flat()) if (url !== good) expect(texts).toContain(url);
    expect(await unsafeUrls(card)).toEqual([]);
    expect(await unsafeUrls(page.locator("body"))).toEqual([]);
    await expectResponsive(page, promptBox(videoForm(page)), `Still typing ${marker}`);
    await probe.expectNothingRan();
  });

  test("markup in an error message, in a refusal and in fail_reason is shown as text and never runs", async ({
    page,
    hostile,
  }) => {
    const refused = uniqueMarker(test.info());
    const failed = uniqueMarker(test.info());
    hostile.script(refused, {
      submit: () => ({
        status: 400,
        body: {
          error: { message: MARKUP, type: "validation_error", code: "invalid_parameter_value", param: "prompt" },
        },
      }),
    });
    // Refusals in the envelope until the card has shown one, then the task's failure: a check
    // answered once and at once overtaken could be missed by a page on a busy machine.
    let refusing = true;
    hostile.script(failed, {
      query: (id) =>
        refusing
          ? { body: { code: "error", message: MARKUP, data: null } }
          : envelope(id, { status: "FAILED", fail_reason: MARKUP, progress: "40%" }),
    });
    const probe = watchForExecution(page);
    await openDeckWith(page);
    const form = videoForm(page);

    await promptBox(form).fill(`A storm over the prairie ${refused}`);
    await submitButton(form).click();
    // A message without a final stop gets one, as every message the page joins does.
    const rejected = `The service rejected the request: ${MARKUP}.`;
    await expect(form.getByRole("alert")).toHaveText(rejected);
    await expect(promptBox(form)).toHaveAttribute("aria-invalid", "true");
    await expect(promptBox(form)).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(rejected)}`));
    await expect(statusBadge(taskCard(page, refused))).toHaveText("Not created");
    await expect(taskCard(page, refused).getByText(rejected, { exact: true })).toBeVisible();

    await recordShown(page, failed, /The last check got .+?\. Retrying…/);
    const requestId = await submitVideo(page, `A storm over the sea ${failed}`);
    await expectShown(page, failed, `The last check got a refusal: ${MARKUP}. Retrying…`);
    refusing = false;
    const card = taskCard(page, failed);
    await expect(statusBadge(card)).toHaveText("Failed", ANSWERED);
    const reason = card.getByRole("group", { name: "Why it failed" });
    await expect(reason).toHaveText(`Why it failed${MARKUP}`);
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();

    // None of it became elements: no picture, script, bold text or link from the service.
    for (const scope of [form.getByRole("alert"), taskCard(page, refused), card])
      await expect(scope.locator("img, script, b, a[href^='javascript']")).toHaveCount(0);
    await expectResponsive(page, promptBox(form), `Still typing ${failed}`);
    await probe.expectNothingRan();
  });
});
