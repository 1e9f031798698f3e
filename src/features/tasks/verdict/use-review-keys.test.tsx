import { screen, waitFor, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { LazyVerdictPanel } from "./lazy-verdict-panel.tsx";
import { reviewAction } from "./review-keys.ts";
import { useReviewKeys } from "./use-review-keys.ts";

/** A stand-in for the lightbox: one task on show, its panel, the keys heard on the whole box. */
function Review({ ids }: { ids: string[] }) {
  const scope = useRef<HTMLDivElement>(null);
  const note = useRef<HTMLTextAreaElement>(null);
  const [current, setCurrent] = useState(ids[0]!);
  const count = useReviewKeys({ ids, current, onMove: setCurrent, onNote: () => note.current?.focus(), scope });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scope} tabIndex={0} role="dialog" aria-label="Lightbox">
      <p>Showing {current}</p>
      <p>{count}</p>
      <LazyVerdictPanel key={current} taskId={current} noteRef={note} />
    </div>
  );
}

describe("useReviewKeys", () => {
  it("passes, fails, rates, opens the note and moves through the list by keyboard, counting the reviewed", async () => {
    const user = userEvent.setup();
    render(<Review ids={["k1", "k2", "k3"]} />);
    const box = screen.getByRole("dialog", { name: "Lightbox" });
    const panel = within(await screen.findByRole("group", { name: "Verdict" }));
    box.focus();
    await user.keyboard("p");
    await waitFor(() => expect(panel.getByRole("button", { name: "Pass" })).toHaveAttribute("aria-pressed", "true"));
    await user.keyboard("f");
    await waitFor(() => expect(panel.getByRole("button", { name: "Fail" })).toHaveAttribute("aria-pressed", "true"));
    await user.keyboard("3");
    await waitFor(() => expect(panel.getByRole("radio", { name: "3 stars" })).toBeChecked());
    expect(screen.getByText("1 of 3 reviewed")).toBeInTheDocument();

    await user.keyboard("n");
    const note = panel.getByRole("textbox", { name: "Note" });
    expect(note).toHaveFocus();
    // In the note, the letters are the note's.
    await user.keyboard("p");
    expect(note).toHaveValue("p");

    box.focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByText("Showing k2")).toBeInTheDocument();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByText("Showing k1")).toBeInTheDocument();
  });

  it("leaves keys with a modifier, and keys in fields and players, alone", () => {
    const key = (k: string, more = {}) => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, ...more });
    expect(reviewAction(key("p"), null)).toEqual({ type: "outcome", outcome: "pass" });
    expect(reviewAction(key("5"), null)).toEqual({ type: "rate", rating: 5 });
    expect(reviewAction(key("6"), null)).toBeNull();
    expect(reviewAction(key("p", { ctrlKey: true }), null)).toBeNull();
    expect(reviewAction(key("ArrowLeft"), document.createElement("video"))).toBeNull();
    expect(reviewAction(key("f"), document.createElement("textarea"))).toBeNull();
  });
});
