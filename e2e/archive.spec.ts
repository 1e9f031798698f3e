import { expect, test, type Page } from "./support/test.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { expireLinks, plays, workspaceTask } from "./support/archive.ts";
import {
  cardAction,
  imageUrlFor,
  serveImages,
  statusBadge,
  submitThreeD,
  submitVideo,
  taskCard,
  useBriskPolling,
} from "./support/deck.ts";
import { csvLines, exported } from "./support/export.ts";
import { signIn } from "./support/people.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { appLocale } from "./support/say.ts";
import { LANGUAGE_CONTROL_NAME } from "../src/i18n/locales.ts";

// Issue 29: results that outlive their links. The workspace copies a finished task's files; the
// sandbox then expires the service's links (as the real ones expire after hours); the card still
// plays the video and opens the 3D model, and the report's link and a share link still open them.

const OWNER = { email: "keeper@example.test", password: "the keeper's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(90_000);
const SOON = { timeout: 30_000 };
const KEPT = "✓ Kept by the workspace";
const COPY = /\/__taskdeck\/archive\/[^/]+\/0\/video\.mp4$/;

async function makeLink(page: Page): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Share a read-only link" });
  await dialog.getByRole("button", { name: "Make link" }).click();
  const field = dialog.getByLabel("Share link");
  await expect(field).toHaveValue(/\/s\/[\w-]+\.[\w-]+$/);
  const link = await field.inputValue();
  await dialog.getByRole("button", { name: "Done" }).click();
  return link;
}

test.beforeEach(async ({ page }) => {
  await useBriskPolling(page);
  await page.goto("/");
  await signIn(page, OWNER);
});

test("a finished video is kept by the workspace: after its link expires, the card, the CSV's link and a share link still play it", async ({
  page,
  browser,
}, info) => {
  const marker = uniqueMarker(info);
  const requestId = await submitVideo(page, `Otters on a kelp raft ${marker}`);
  const card = taskCard(page, marker);
  await expect(statusBadge(card)).toHaveText("Completed", SOON);
  await expect(card.getByText(KEPT)).toBeVisible(SOON);
  // With an archive, keeping means the workspace's: no Keep in this browser beside it.
  await expect(card.getByRole("button", { name: "Keep", exact: true })).toHaveCount(0);
  await expectNoViolations(page, "a card whose files the workspace keeps");

  const [header, row] = csvLines((await exported(page, "Export CSV")).text);
  const link = row!.split(",")[header!.split(",").indexOf("result_urls")];
  expect(link).toMatch(COPY);
  await (await cardAction(card, "Share")).click();
  const shared = await makeLink(page);

  await expireLinks(page, requestId);
  await page.reload();
  await expect(statusBadge(card)).toHaveText("Completed", SOON);
  await expect(card.getByText(KEPT)).toBeVisible();
  await expect(card.getByText(/link has expired/)).toHaveCount(0);
  // Shown anew, it plays the copy (a player on show keeps the address it started with).
  await expect(card.getByLabel("Result video 1")).toHaveAttribute("src", COPY);
  await plays(card.getByLabel("Result video 1"));
  expect((await page.request.get(link!)).status()).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(shared);
  await plays(visitor.getByRole("article", { name: "The result" }).locator("video"));
  await visitor.context().close();
});

test("a finished 3D model is kept by the workspace and still opens in the viewer after its link expires", async ({
  page,
}, info) => {
  const marker = uniqueMarker(info);
  await serveImages(page);
  const requestId = await submitThreeD(page, { image: imageUrlFor(marker), level: "low", format: "glb" });
  const card = taskCard(page, requestId);
  await expect(statusBadge(card)).toHaveText("Completed", SOON);
  await expect(card.getByText(KEPT)).toBeVisible(SOON);

  await expireLinks(page, requestId);
  await page.reload();
  // The sandbox's low-level icosphere: 320 triangles, read from the workspace's copy.
  await expect(card.getByRole("img", { name: "3D preview of model.zip: 320 triangles" })).toBeVisible(SOON);
  await expect(card.getByText(/link has expired/)).toHaveCount(0);

  // The settings say what the archive holds, and that no quota or retention is set.
  await page.getByRole("button", { name: "Connection settings" }).click();
  const archive = page.getByRole("region", { name: "Workspace archive" });
  await expect(archive).toContainText(/It holds [\d.]+ [kM]B \(1 file\); no quota is set\./);
  await expect(archive).toContainText("Copies are kept until their task is deleted.");
  await expectNoViolations(page, "the settings with the workspace archive");
});

test.describe("with a quota the file would pass", () => {
  test.use({
    serverEnv: {
      TASKDECK_OWNER_EMAIL: OWNER.email,
      TASKDECK_OWNER_PASSWORD: OWNER.password,
      ARCHIVE_QUOTA_BYTES: "1000",
    },
  });

  test("the task finishes, plays from the service's link, and its card says why it is not kept", async ({
    page,
  }, info) => {
    const marker = uniqueMarker(info);
    await submitVideo(page, `Gulls over a pier ${marker}`);
    const card = taskCard(page, marker);
    await expect(statusBadge(card)).toHaveText("Completed", SOON);
    await expect(card.getByText(/^Not kept by the workspace: .*quota/)).toBeVisible(SOON);
    await expect(card.getByLabel("Result video 1")).not.toHaveAttribute("src", COPY);
    await plays(card.getByLabel("Result video 1"));
    await expectNoViolations(page, "a card whose file passed the archive's quota");
    // Asked again, the copy is tried from the start (a change every page hears), and fails for the same reason.
    const change = async () => (await workspaceTask(page, marker)).change;
    const before = await change();
    const [retried] = await Promise.all([
      page.waitForResponse(
        (answer) => answer.request().method() === "POST" && /\/__taskdeck\/archive\//.test(answer.url()),
      ),
      card.getByRole("button", { name: "Try keeping again" }).click(),
    ]);
    expect(retried.status()).toBe(202);
    await expect.poll(change, SOON).toBeGreaterThan(before);
    await expect(card.getByText(/^Not kept by the workspace: .*quota/)).toBeVisible(SOON);
    // In Chinese, the reason is Chinese too: the server sends its code and figures, not only its English.
    const language = page.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME });
    await language.selectOption(appLocale("zh-CN"));
    const cardInChinese = page.getByRole("article").filter({ hasText: marker });
    await expect(
      cardInChinese.getByText(/^工作区未保存：工作区的存档已满：此文件（[^）]+）将超出 1 kB 的配额（已用 0 B）。$/),
    ).toBeVisible();
    await expectNoViolations(page, "a card whose file passed the archive's quota, in Chinese");
    await language.selectOption(appLocale("en-US"));
    await page.getByRole("button", { name: "Connection settings" }).click();
    await expect(page.getByRole("region", { name: "Workspace archive" })).toContainText(
      /It holds 0 B of its 1(\.0)? kB quota \(0 files\)\./,
    );
  });
});
