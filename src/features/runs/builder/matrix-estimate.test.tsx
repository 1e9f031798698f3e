import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveTaskPrice } from "../../../lib/task-price.ts";
import { makeEntry, record } from "../../../test/deck-entries.ts";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../../test/render-app.tsx";
import { MatrixEstimate } from "./matrix-estimate.tsx";

const T0 = 1_750_000_000_000;

/** A finished task of `model` that took `seconds`. */
const finished = (model: string, seconds: number, index: number) =>
  makeEntry({
    id: `e${index}`,
    body: { model, prompt: "p" },
    submittedAt: T0 + index * 1000,
    record: record({
      request_id: `r${index}`,
      task_id: "t",
      status: "COMPLETED",
      progress: "100%",
      finish_time: T0 / 1000 + index + seconds,
      data: { video_urls: ["https://cdn.example/v.mp4"] },
    }),
  });

const sandbox = withSandbox();
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the run builder's estimate", () => {
  it("says the time from the model's finished tasks, and the cost once a price is set", () => {
    const entries = [finished("m", 60, 1), finished("m", 120, 2)];
    const bodies = Array.from({ length: 4 }, () => ({ model: "m" }));
    render(<MatrixEstimate bodies={bodies} entries={entries} />);
    // A median of 90 s, four cells two at a time.
    expect(
      screen.getByText("Estimated time: about 3 min · Cost: enter a price per task in the connection settings"),
    ).toBeInTheDocument();
    act(() => saveTaskPrice(0.5));
    expect(screen.getByText("Estimated time: about 3 min · Estimated cost: 2.00 (4 × 0.50)")).toBeInTheDocument();
  });

  it("has no estimate yet for a model with no finished task here", () => {
    render(<MatrixEstimate bodies={[{ model: "m" }, { model: "new" }]} entries={[finished("m", 60, 1)]} />);
    expect(
      screen.getByText(/^Estimated time: no estimate yet \(no finished task of new in this browser\) · Cost:/),
    ).toBeInTheDocument();
  });

  it("stands beside Send in the builder", { timeout: 60_000 }, async () => {
    await clearBrowser();
    connectTo(sandbox());
    saveTaskPrice(0.25);
    const { user } = renderApp();
    await user.click(await screen.findByRole("textbox", { name: "Prompt" }));
    await user.paste("A fox runs");
    await user.click(screen.getByRole("switch", { name: "Matrix" }));
    const send = await screen.findByRole("button", { name: "Send 1 task" });
    expect(
      within(send.parentElement!).getByText(
        /^Estimated time: no estimate yet \(no finished task of .+\) · Estimated cost: 0\.25 \(1 × 0\.25\)$/,
      ),
    ).toBeInTheDocument();
  });
});
