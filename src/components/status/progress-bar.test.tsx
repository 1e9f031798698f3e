import { screen } from "@testing-library/react";
import { render } from "../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./progress-bar.tsx";
import { makeEntry, record as recordOf } from "../../test/deck-entries.ts";
import { deckStatus } from "../../entities/task/deck-status.ts";

const bar = () => screen.getByRole("progressbar", { name: "Progress" });

/** The status a task of this record status has (the card takes it from deckStatus). */
const statusOf = (status: string) => deckStatus(makeEntry({ record: recordOf({ request_id: "r", status }) }));

describe("ProgressBar", () => {
  it("reports a rounded value with its bounds, and shows it", () => {
    render(<ProgressBar percent={44.6} status={statusOf("IN_PROGRESS")} />);
    expect(bar()).toHaveAttribute("aria-valuenow", "45");
    expect(bar()).toHaveAttribute("aria-valuemin", "0");
    expect(bar()).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText("45%")).toBeInTheDocument();
  });

  it("shows 0% as a value, not as unknown", () => {
    render(<ProgressBar percent={0} status={statusOf("QUEUED")} />);
    expect(bar()).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("0%")).toBeInTheDocument();
  });

  it("is indeterminate without a percentage while the task is not final", () => {
    render(<ProgressBar percent={null} status={statusOf("QUEUED")} />);
    expect(bar()).not.toHaveAttribute("aria-valuenow");
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it("is indeterminate for an undocumented status too", () => {
    render(<ProgressBar percent={null} status={statusOf("PAUSED")} />);
    expect(bar()).not.toHaveAttribute("aria-valuenow");
  });

  it("shows a completed task as done even without a percentage", () => {
    render(<ProgressBar percent={null} status={statusOf("COMPLETED")} />);
    expect(bar()).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("100%")).toBeInTheDocument();
  });

  it.each(["FAILED", "CANCELLED", "TIMEOUT"])("shows no spinner-like bar for %s without a percentage", (status) => {
    render(<ProgressBar percent={null} status={statusOf(status)} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows where a failed task stopped", () => {
    render(<ProgressBar percent={60} status={statusOf("FAILED")} />);
    expect(bar()).toHaveAttribute("aria-valuenow", "60");
  });
});
