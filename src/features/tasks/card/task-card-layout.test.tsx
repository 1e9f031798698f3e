import { screen, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NOW, REQUEST_ID, T0, card, entry, openDetails, record, running } from "../../../test/card-entries.ts";
import { TaskCard } from "./task-card.tsx";

// The card's shape (issues 15 and 26): a title that tells it apart, output first, details behind a disclosure.
describe("TaskCard layout", () => {
  it("is titled by the prompt's first words, the model beneath", () => {
    const prompt = "A fox runs through deep snow at dawn [Tracking shot]";
    render(<TaskCard entry={entry({ body: { model: "minimax/t2v-01-director", prompt } })} now={NOW} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^A fox runs through deep snow…$/);
    expect(card()).toHaveAccessibleName("A fox runs through deep snow… Video · minimax/t2v-01-director");
  });

  it("leads with the result, then the verdict and the actions; the prompt, times, ids and raw record wait behind Details", async () => {
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
      within(card()).getByRole("button", { name: "Clone" }),
      within(card()).getByText("Details"),
    ];
    for (const [before, after] of inOrder.slice(0, -1).map((node, i) => [node, inOrder[i + 1]!] as const))
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const details = within(card()).getByText("Details").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(screen.queryByRole("progressbar")).toBeNull();
    // The prompt and the ids are there closed (find-in-page reaches them); the times and the raw
    // record are built only once opened: a long list's cards, closed, skip most of their elements.
    expect(details).toContainElement(screen.getByText("[Tracking shot]"));
    expect(details).toContainElement(screen.getByText(REQUEST_ID));
    expect(screen.queryByText("Ran for")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show raw record" })).toBeNull();
    await openDetails(user);
    expect(details).toHaveAttribute("open");
    for (const inside of [
      screen.getByText("[Tracking shot]"),
      screen.getByText(REQUEST_ID),
      screen.getByText("Ran for", { selector: "dt" }),
      screen.getByRole("button", { name: "Show raw record" }),
    ])
      expect(details).toContainElement(inside);
    // Closed again, it keeps what it built (a second look costs nothing).
    await user.click(within(card()).getByText("Details"));
    expect(details).not.toHaveAttribute("open");
    expect(details).toContainElement(screen.getByText("Ran for", { selector: "dt" }));
  });

  it("leads with the live progress while there is no result yet", () => {
    render(<TaskCard entry={running()} now={NOW} actions={<button type="button">Clone</button>} />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect(
      bar.compareDocumentPosition(screen.getByRole("button", { name: "Clone" })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("can be jumped to: it carries its entry's anchor", () => {
    render(<TaskCard entry={running()} now={NOW} />);
    expect(card()).toHaveAttribute("id", "task-e1");
  });
});
