import { expect, test } from "./support/test.ts";
import { tasks } from "./support/composer.ts";
import { openDeck, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { csvLines, exported } from "./support/export.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";
import { expectSubmissions, uniqueMarker } from "./support/sandbox.ts";
import { REDACTED } from "../src/contract/redact.ts";

test.setTimeout(60_000);

test.describe("deck: export", () => {
  test("Export JSON and Export CSV hold the tasks and never the access token", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await openDeck(page);
    // The connection uses the sandbox's default token; one prompt even quotes it by mistake.
    const done = await submitVideo(page, `A windmill turns slowly ${marker}`);
    const leaky = await submitVideo(page, `A note on a desk reading ${SANDBOX_TOKEN} ${marker}`);
    await expect(statusBadge(taskCard(page, done))).toHaveText("Completed", { timeout: 20_000 });
    // Its file copied by the workspace: the CSV links to the copy, which outlives the service's link.
    await expect(taskCard(page, done).getByText("✓ Kept by the workspace")).toBeVisible({ timeout: 20_000 });
    const [, sentLeaky] = await expectSubmissions(request, marker, [200, 200]);
    expect(JSON.stringify(sentLeaky!.body)).toContain(SANDBOX_TOKEN);

    const json = await exported(page, "Export JSON");
    expect(json.name).toMatch(/^taskdeck-history-[\d-]+\.json$/);
    await expect(tasks(page).getByText("Exported 2 tasks as JSON.")).toBeVisible();
    expect(json.text).not.toContain(SANDBOX_TOKEN);
    const history = JSON.parse(json.text) as {
      format: string;
      version: number;
      tasks: { requestId: string; body: { prompt: string }; record: { status: string } | null }[];
    };
    expect(history).toMatchObject({ format: "taskdeck-history", version: 1 });
    expect(history.tasks.map((task) => task.requestId).sort()).toEqual([done, leaky].sort());
    const byId = new Map(history.tasks.map((task) => [task.requestId, task]));
    expect(byId.get(done)?.record?.status).toBe("COMPLETED");
    expect(byId.get(leaky)?.body.prompt).toBe(`A note on a desk reading ${REDACTED} ${marker}`);

    const csv = await exported(page, "Export CSV");
    expect(csv.name).toMatch(/^taskdeck-history-[\d-]+\.csv$/);
    await expect(tasks(page).getByText("Exported 2 tasks as CSV.")).toBeVisible();
    expect(csv.text).not.toContain(SANDBOX_TOKEN);
    const lines = csvLines(csv.text);
    expect(lines[0]).toBe(
      "submitted_at,mode,model,status,status_label,progress,request_id,task_id,prompt,fail_reason,result_urls,note," +
        "verdict,rating,tags,review_note,pinned_notes,reviewed_at",
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes(done))).toMatch(
      /,http:\/\/127\.0\.0\.1:\d+\/__taskdeck\/archive\/[^/,]+\/0\/video\.mp4,/,
    );
    expect(lines.find((line) => line.includes(leaky))).toContain(`A note on a desk reading ${REDACTED} ${marker}`);
  });
});
