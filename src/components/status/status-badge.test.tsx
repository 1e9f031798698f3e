import { screen } from "@testing-library/react";
import { render } from "../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/status.ts";
import { PSEUDO_STATUSES, statusWords } from "../../entities/task/statuses.ts";
import { StatusBadge } from "./status-badge.tsx";

describe("StatusBadge", () => {
  it.each([...TASK_STATUSES, ...PSEUDO_STATUSES])("shows %s in plain words", (status) => {
    const { container } = render(<StatusBadge status={statusWords(status)} />);
    expect(container).toHaveTextContent(statusWords(status).label);
    expect(container).not.toHaveTextContent("unknown status");
    expect(container).not.toHaveTextContent(status === "UNKNOWN" ? "UNKNOWN" : status);
  });

  it("shows an undocumented status raw and says it is unknown", () => {
    const { container } = render(<StatusBadge status={statusWords("PAUSED")} />);
    expect(container).toHaveTextContent("PAUSED (unknown status)");
    expect(screen.getByText(/PAUSED/)).toHaveAttribute("title", "Status not documented by the service");
  });
});
