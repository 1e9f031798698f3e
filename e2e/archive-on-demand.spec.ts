import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test.ts";
import { KEPT_HOST } from "../server/app/sandbox-check.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { expireLinks, plays, workspaceTask } from "./support/archive.ts";
import { VIDEO_MODEL, statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { csvLines } from "./support/export.ts";
import { finishedTask, historyFile, importHistory } from "./support/history.ts";
import { signIn } from "./support/people.ts";
import { sendRun } from "./support/runs.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Issue 29, the archive's last parts: a task the archive never looked at (moved in finished) is
// kept on demand from its card; a run's report made with a share link links each file through
// the link, so that after the service's links expire they still open for someone signed out.

const OWNER = { email: "archivist@example.test", password: "the archivist's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(120_000);
const SOON = { timeout: 30_000 };
const KEPT = "✓ Kept by the workspace";

test.beforeEach(async ({ page }) => {
  await useBriskPolling(page);
  await page.goto("/");
  await signIn(page, OWNER);
});

test("a task moved in finished is kept on demand from its card, and plays after its link expires", async ({
  page,
}, info) => {
  // A real sandbox file to point the moved-in task at: the archive copies it from the service.
  const source = uniqueMarker(info);
  await submitVideo(page, `A heron at the weir ${source}`);
  await expect(statusBadge(taskCard(page, source))).toHaveText("Completed", SOON);
  const { requestId, record } = await workspaceTask(page, source);
  const { data } = record as { data: { video_urls: string[] } };

  const marker = uniqueMarker(info);
  const moved = finishedTask(0, {
    id: `moved-${marker}`,
    requestId: `20250601000000moved${marker.replace(/\W/g, "")}`,
    mode: "video",
    body: { model: VIDEO_MODEL, prompt: `Kept before the archive ${marker}` },
    status: "COMPLETED",
    // As the service gave it: each page is shown the sandbox's files on its own host (sandbox-check.ts).
    data: { video_urls: data.video_urls.map((url) => url.replace(/^http:\/\/[^/]+/, `http://${KEPT_HOST}`)) },
  });
  await importHistory(page, historyFile([moved]));
  await page
    .getByRole("region", { name: "Move this browser's tasks in" })
    .getByRole("button", { name: "Move them in" })
    .click();
  const card = taskCard(page, marker);
  // Never looked at by the archive: its card offers the workspace's Keep, not this browser's.
  const keep = card.getByRole("button", { name: "Keep in the workspace" });
  await expect(keep).toBeVisible(SOON);
  await expect(card.getByRole("button", { name: "Keep", exact: true })).toHaveCount(0);
  await expectNoViolations(page, "a moved-in card the workspace can keep");
  await keep.click();
  await expect(card.getByText(KEPT)).toBeVisible(SOON);
  await expect(keep).toHaveCount(0);

  await expireLinks(page, requestId!);
  await page.reload();
  await expect(card.getByText(KEPT)).toBeVisible(SOON);
  await expect(card.getByLabel("Result video 1")).toHaveAttribute(
    "src",
    /\/__taskdeck\/archive\/[^/]+\/0\/video\.mp4$/,
  );
  await plays(card.getByLabel("Result video 1"));
});

test("a run's report made with its share link opens each file for someone signed out, after the links expire", async ({
  page,
  browser,
}, info) => {
  const marker = uniqueMarker(info);
  const { run } = await sendRun(page, marker, [`${marker} a lark at dawn`, `${marker} a lark at dusk`]);
  await expect(run.getByRole("status").first()).toHaveText(/^2 of 2 finished/, { timeout: 60_000 });
  await expect(taskCard(page, "a lark at dawn").getByText(KEPT)).toBeVisible(SOON);
  await expect(taskCard(page, "a lark at dusk").getByText(KEPT)).toBeVisible(SOON);

  await run.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
  await dialog.getByRole("button", { name: "Make link" }).click();
  const link = await dialog.getByLabel("Share link").inputValue();
  const report = dialog.getByRole("region", { name: "Report for this link" });
  await expectNoViolations(page, "the share dialog with its report");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    report.getByRole("button", { name: "Export report (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-shared\.csv$/);
  const [header, ...rows] = csvLines(await readFile(await download.path(), "utf8"));
  const column = header!.split(",").indexOf("result_urls");
  const files = rows.slice(0, 2).map((row) => row.split(",")[column]!);
  for (const file of files) expect(file).toMatch(/\/__taskdeck\/shared\/[^/]+\/file\?key=[^&]+&n=0$/);
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    report.getByRole("button", { name: "Export report (JSON)" }).click(),
  ]);
  const document = JSON.parse(await readFile(await json.path(), "utf8")) as { cells: { resultUrls: string[] }[] };
  expect(document.cells.map((cell) => cell.resultUrls[0])).toEqual(files);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await report.getByRole("button", { name: "Copy report as Markdown" }).click();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown.split("\n")[0]).toBe(`Shared view: ${link}`);
  expect(markdown).toContain(files[0]);

  for (const prompt of ["a lark at dawn", "a lark at dusk"])
    await expireLinks(page, (await workspaceTask(page, prompt)).requestId!);
  const outsider = await browser.newContext();
  try {
    for (const file of files) {
      const answer = await outsider.request.get(file);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe("video/mp4");
    }
  } finally {
    await outsider.close();
  }
});
