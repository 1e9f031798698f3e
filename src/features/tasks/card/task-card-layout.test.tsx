import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { taskRecordSchema } from "../../../contract/record.ts";
import { newDeckEntry, type DeckEntry } from "../../../lib/deck-entry.ts";
import { TaskCard } from "./task-card.tsx";

const T0 = 1_756_000_000;
const NOW = (T0 + 100) * 1000;
const REQUEST_ID = "20250829155118560120000jnBOAS1q";
const VIDEO_BODY = { model: "minimax/t2v-01-director", prompt: "A fox runs [Tracking shot]", prompt_optimizer: true };

const record = (fields: Record<string, unknown>) =>
  taskRecordSchema.parse({
    request_id: REQUEST_ID,
    task_id: "vendor-1",
    action: "VIDEO_GENERATION",
    fail_reason: "",
    submit_time: T0,
    start_time: 0,
    finish_time: 0,
    data: {},
    ...fields,
  });

function entry(fields: Partial<DeckEntry> = {}): DeckEntry {
  return newDeckEntry({
    id: "e1",
    mode: "video",
    baseUrl: "",
    body: VIDEO_BODY,
    submittedAt: T0 * 1000,
    state: "accepted",
    requestId: REQUEST_ID,
    ...fields,
  });
}

const card = (name = "Video · minimax/t2v-01-director") => screen.getByRole("article", { name });
const running = (fields: Record<string, unknown> = {}) =>
  entry({ record: record({ status: "IN_PROGRESS", start_time: T0 + 40, progress: "45%", ...fields }) });

// The card's shape (issue 15): output first, details behind a disclosure.
describe("TaskCard layout", () => {
  it("leads with the result, then the prompt and the actions; times, ids and raw record wait behind Details", async () => {
    const user = userEvent.setup();
    const done = record({ status: "COMPLETED", start_time: T0 + 5, finish_time: T0 + 65, progress: "100%" });
    render(
      <TaskCard
        entry={entry({ record: done })}
        now={NOW}
        results={<p>the video</p>}
        review={<p>the verdict</p>}
        actions={<button type="button">Clone</button>}
      />,
    );
    const inOrder = [
      within(card()).getByText("the video"),
      within(card()).getByText("the verdict"),
      within(card()).getByText("[Tracking shot]"),
      within(card()).getByRole("button", { name: "Clone" }),
      within(card()).getByText("Details"),
    ];
    for (const [before, after] of inOrder.slice(0, -1).map((node, i) => [node, inOrder[i + 1]!] as const))
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const details = within(card()).getByText("Details").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    for (const inside of [
      screen.getByText(REQUEST_ID),
      screen.getByText("Ran for", { selector: "dt" }),
      screen.getByRole("button", { name: "Show raw record" }),
    ])
      expect(details).toContainElement(inside);
    await user.click(within(card()).getByText("Details"));
    expect(details).toHaveAttribute("open");
  });

  it("leads with the live progress while there is no result yet", () => {
    render(<TaskCard entry={running()} now={NOW} actions={<button type="button">Clone</button>} />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect(
      bar.compareDocumentPosition(screen.getByText("[Tracking shot]")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("can be jumped to: it carries its entry's anchor", () => {
    render(<TaskCard entry={running()} now={NOW} />);
    expect(card()).toHaveAttribute("id", "task-e1");
  });
});
