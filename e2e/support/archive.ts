import { expect, type Locator, type Page } from "@playwright/test";
import { SANDBOX_EXPIRE_PATH, WORKSPACE_TASKS_PATH } from "../../src/contract/server-paths.ts";
import type { SharedTask } from "../../src/contract/shared-task.ts";

// The archive's journeys (issue 29): the sandbox expires a task's links as the service's expire
// after hours, and a player proves its bytes are really there by playing.

/** The sandbox expires a task's result links (from the page: the owner's session, this origin). */
export async function expireLinks(page: Page, requestId: string) {
  const status = await page.evaluate(
    async (path) => (await fetch(path, { method: "POST" })).status,
    `${SANDBOX_EXPIRE_PATH}?request_id=${encodeURIComponent(requestId)}`,
  );
  expect(status).toBe(200);
}

/** Plays a video element muted until it has moved on: its bytes are really there. */
export async function plays(video: Locator) {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.2);
}

/** A workspace task whose prompt holds `marker`, as the workspace shares it (read with the page's session). */
export async function workspaceTask(page: Page, marker: string): Promise<SharedTask> {
  const { tasks } = (await (await page.request.get(WORKSPACE_TASKS_PATH)).json()) as { tasks: SharedTask[] };
  const task = tasks.find((each) => String(each.body.prompt ?? "").includes(marker));
  expect(task, `the workspace's task ${marker}`).toBeDefined();
  return task!;
}
