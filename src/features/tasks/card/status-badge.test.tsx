import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../../contract/status.ts";
import { StatusBadge, SubmissionBadge } from "./status-badge.tsx";
import { statusInfo } from "./status-info.ts";

describe("StatusBadge", () => {
  it.each(TASK_STATUSES)("shows %s in plain words", (status) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(container).toHaveTextContent(statusInfo(status).label);
    expect(container).not.toHaveTextContent("unknown status");
    expect(container).not.toHaveTextContent(status === "UNKNOWN" ? "UNKNOWN" : status);
  });

  it("shows an undocumented status raw and says it is unknown", () => {
    const { container } = render(<StatusBadge status="PAUSED" />);
    expect(container).toHaveTextContent("PAUSED (unknown status)");
    expect(screen.getByText(/PAUSED/)).toHaveAttribute("title", "Status not documented by the service");
  });
});

describe("SubmissionBadge", () => {
  it.each([
    ["sending", "Sending…"],
    ["unknown", "Outcome unknown"],
    ["refused", "Not created"],
    ["failed", "Service error"],
  ] as const)("%s → %s", (state, label) => {
    const { container } = render(<SubmissionBadge state={state} />);
    expect(container).toHaveTextContent(label);
    expect(container).not.toHaveTextContent("unknown status");
  });
});
