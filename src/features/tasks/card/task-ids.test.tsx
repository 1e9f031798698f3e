import { screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TaskIds } from "./task-ids.tsx";

const REQUEST_ID = "20250829155118560120000jnBOAS1q";

describe("TaskIds", () => {
  it("shows both ids in monospace with copy buttons that copy them", async () => {
    const user = userEvent.setup();
    render(<TaskIds requestId={REQUEST_ID} taskId="task-77" />);
    expect(screen.getByText(REQUEST_ID)).toHaveClass("font-mono");
    expect(screen.getByText("task-77")).toHaveClass("font-mono");
    await user.click(screen.getByRole("button", { name: /^Copy request_id/ }));
    expect(await navigator.clipboard.readText()).toBe(REQUEST_ID);
    await user.click(screen.getByRole("button", { name: /^Copy task_id/ }));
    expect(await navigator.clipboard.readText()).toBe("task-77");
  });

  it("says an empty task_id is not assigned yet, with nothing to copy", () => {
    render(<TaskIds requestId={REQUEST_ID} taskId="" />);
    expect(screen.getByText("not assigned yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Copy task_id/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Copy request_id/ })).toBeInTheDocument();
  });

  it("handles a missing request_id the same way", () => {
    render(<TaskIds requestId={null} taskId="" />);
    expect(screen.getAllByText("not assigned yet")).toHaveLength(2);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
