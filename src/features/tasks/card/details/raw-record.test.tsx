import { screen } from "@testing-library/react";
import { render } from "../../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RawRecord } from "./raw-record.tsx";

describe("RawRecord", () => {
  it("toggles the pretty-printed record, with the button describing its state and target", async () => {
    const user = userEvent.setup();
    const raw = { request_id: "r1", status: "QUEUED", extra: { note: "<b>x</b>" } };
    render(<RawRecord raw={raw} />);
    const show = screen.getByRole("button", { name: "Show raw record" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    const panelId = show.getAttribute("aria-controls") ?? "";
    expect(document.getElementById(panelId)).not.toBeNull();
    expect(screen.queryByLabelText("Raw record")).toBeNull();

    await user.click(show);
    const hide = screen.getByRole("button", { name: "Hide raw record" });
    expect(hide).toHaveAttribute("aria-expanded", "true");
    const pre = screen.getByLabelText("Raw record");
    expect(pre.tagName).toBe("PRE");
    expect(pre).toHaveAttribute("tabindex", "0");
    expect(pre.textContent).toBe(JSON.stringify(raw, null, 2));
    expect(document.getElementById(panelId)).toContainElement(pre);
    expect(pre.querySelector("b")).toBeNull();

    await user.click(hide);
    expect(screen.queryByLabelText("Raw record")).toBeNull();
    expect(screen.getByRole("button", { name: "Show raw record" })).toHaveAttribute("aria-expanded", "false");
  });
});
