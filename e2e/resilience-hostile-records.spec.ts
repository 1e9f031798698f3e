import { expect } from "./support/test.ts";
import { promptBox, videoForm, openDetails } from "./support/composer.ts";
import { progressBar, statusBadge, submitVideo, taskCard, VIDEO_MODEL } from "./support/deck.ts";
import { test } from "./support/resilience-hostile.ts";
import { MARKUP, expectResponsive, expectShown, recordShown, watchForExecution } from "./support/resilience-probes.ts";
import { openDeckWith } from "./support/resilience-setup.ts";
import { envelope } from "./support/scripted-upstream.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// What a broken or hostile service may send, through a production server in proxy mode: the
// card shows what it can, nothing the service wrote runs, and the page keeps answering.
test.setTimeout(60_000);
const ANSWERED = { timeout: 30_000 };

test.describe("resilience: a hostile service's records", () => {
  test("an undocumented status and action are shown as received, and the task is still followed", async ({
    page,
    hostile,
  }) => {
    const marker = uniqueMarker(test.info());
    hostile.script(marker, {
      query: (id) => envelope(id, { status: "PAUSED_FOR_REVIEW", action: "HOLOGRAM_GENERATION", progress: "37%" }),
    });
    const probe = watchForExecution(page);
    await openDeckWith(page);
    const requestId = await submitVideo(page, `A hologram flickers ${marker}`);

    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("PAUSED_FOR_REVIEW (unknown status)", ANSWERED);
    await expect(statusBadge(card)).toHaveAttribute("title", "Status not documented by the service");
    await expect(progressBar(card)).toHaveAttribute("aria-valuenow", "37");
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();
    // Not final: it can still be checked, and a check asks the service again.
    const asked = hostile.upstream.queriesFor(requestId);
    await card.getByRole("button", { name: "Check now" }).click();
    await expect.poll(() => hostile.upstream.queriesFor(requestId)).toBeGreaterThan(asked);
    // The check's answer may re-render the card as the click lands: open the record until it shows.
    await expect(async () => {
      const show = card.getByRole("button", { name: "Show raw record" });
      if (await show.isVisible()) await show.click();
      await expect(card.getByLabel("Raw record")).toContainText('"action": "HOLOGRAM_GENERATION"', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expectResponsive(page, promptBox(videoForm(page)), `Still typing ${marker}`);
    await probe.expectNothingRan();
  });

  test("missing and mistyped fields: the card shows what it can; an answer with no record is a failed check", async ({
    page,
    hostile,
  }) => {
    const mistyped = uniqueMarker(test.info());
    const noRecord = uniqueMarker(test.info());
    hostile.script(mistyped, {
      query: () => ({
        body: {
          code: "success",
          message: "",
          data: {
            request_id: 12345,
            task_id: null,
            action: ["VIDEO_GENERATION"],
            status: 7,
            fail_reason: { html: MARKUP },
            submit_time: "yesterday",
            start_time: -5,
            progress: { value: 50 },
            data: "not an object",
          },
        },
      }),
    });
    hostile.script(noRecord, { query: () => ({ body: { code: "success", message: "", data: "oops" } }) });
    const probe = watchForExecution(page);
    await openDeckWith(page);

    const requestId = await submitVideo(page, `A clock with no hands ${mistyped}`);
    const card = taskCard(page, mistyped);
    await expect(statusBadge(card)).toHaveText("7 (unknown status)", ANSWERED);
    // Its own request_id, from the submission, stays; what cannot be read is shown as unknown.
    await openDetails(card);
    await expect(card.getByText(requestId, { exact: true })).toBeVisible();
    await expect(card.getByText("not assigned yet")).toBeVisible();
    await expect(progressBar(card)).not.toHaveAttribute("aria-valuenow");
    await expect(card.getByText("Started")).toBeVisible();
    await expect(card.getByRole("group", { name: "Results" })).toHaveCount(0);
    await expect(card.getByRole("group", { name: /Why it failed|Message from the service/ })).toHaveCount(0);

    await recordShown(page, noRecord, /The last check got .+?\. Retrying…/);
    const otherId = await submitVideo(page, `A letter with no words ${noRecord}`);
    await expectShown(page, noRecord, "The last check got an unreadable answer. Retrying…");
    const other = taskCard(page, noRecord);
    await expect(statusBadge(other)).toHaveText("Submitting");
    await openDetails(other);
    await expect(other.getByText(otherId, { exact: true })).toBeVisible();

    await expect(page.getByText(/stopped working\.$/)).toHaveCount(0);
    await expectResponsive(page, promptBox(videoForm(page)), `Still typing ${mistyped}`);
    await probe.expectNothingRan();
  });

  test("timestamps in milliseconds are read as the right date, not one 50,000 years away", async ({
    page,
    hostile,
  }) => {
    const marker = uniqueMarker(test.info());
    hostile.script(marker, {
      query: (id) =>
        envelope(id, {
          status: "COMPLETED",
          progress: "100%",
          submit_time: 1_700_000_000_000,
          start_time: "1700000030000",
          finish_time: 1_700_000_090_000,
        }),
    });
    await openDeckWith(page);
    await submitVideo(page, `An old calendar turns ${marker}`);

    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", ANSWERED);
    await openDetails(card);
    const times = card.locator("time");
    await expect(times).toHaveCount(3);
    expect(await times.evaluateAll((all) => all.map((time) => time.getAttribute("datetime")))).toEqual([
      "2023-11-14T22:13:20.000Z",
      "2023-11-14T22:13:50.000Z",
      "2023-11-14T22:14:50.000Z",
    ]);
    for (const text of await times.allTextContents()) expect(text).toContain("2023");
    await expect(card.getByText("Queued for")).toBeVisible();
    await expect(card.getByText("30 s", { exact: true })).toBeVisible();
    await expect(card.getByText("1 min", { exact: true })).toBeVisible();
    await expect(card).toHaveAccessibleName(new RegExp(` Video · ${VIDEO_MODEL}$`));
  });
});
