import { screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { newDeckEntry } from "../../../lib/deck-entry.ts";
import { CompareButton } from "../../../components/selection/compare-button.tsx";
import { SelectBox, selectLabel } from "./select-box.tsx";
import { SelectionProvider } from "../../../components/selection/selection-context.tsx";

const entries = ["a", "b", "c", "d", "e"].map((id, i) =>
  newDeckEntry({
    id,
    mode: i % 2 ? "3d" : "video",
    baseUrl: "",
    body: { model: `model-${id}`, prompt: "p" },
    submittedAt: Date.UTC(2026, 0, 1, 12, i),
  }),
);

function Deck({ order = entries.map((e) => e.id) }: { order?: string[] }) {
  return (
    <SelectionProvider order={order}>
      <CompareButton />
      {entries.map((entry) => (
        <SelectBox key={entry.id} entry={entry} />
      ))}
    </SelectionProvider>
  );
}

const box = (id: string) => screen.getByRole("checkbox", { name: selectLabel(entries.find((e) => e.id === id)!) });
const checked = () => entries.filter((e) => box(e.id).matches(":checked")).map((e) => e.id);

describe("SelectBox and Compare", () => {
  it("is named after the card: Select, mode and model, time", () => {
    render(<Deck />);
    expect(box("a").getAttribute("aria-label")).toMatch(/^Select Video · model-a, .*\d\d.\d\d/);
    expect(box("b").getAttribute("aria-label")).toMatch(/^Select 3D · model-b, /);
  });

  it("selects a range with Shift-click, in the order shown", async () => {
    const user = userEvent.setup();
    render(<Deck order={["a", "c", "d", "e"]} />);
    await user.click(box("a"));
    await user.keyboard("{Shift>}");
    await user.click(box("d"));
    await user.keyboard("{/Shift}");
    expect(checked()).toEqual(["a", "c", "d"]);
  });

  it("enables Compare for 2 to 4 selected results and says why otherwise", async () => {
    const user = userEvent.setup();
    render(<Deck />);
    const compare = screen.getByRole("button", { name: "Compare" });
    expect(compare).toHaveAttribute("aria-disabled", "true");
    expect(compare).toHaveAccessibleDescription("Select 2 more results to compare.");
    await user.click(compare);
    expect(window.location.hash).toBe("");

    await user.click(box("a"));
    await user.click(box("c"));
    expect(compare).toHaveAttribute("aria-disabled", "false");
    await user.click(compare);
    expect(window.location.hash).toBe("#compare=a,c");

    await user.click(box("a"));
    await user.keyboard("{Shift>}");
    await user.click(box("e"));
    await user.keyboard("{/Shift}");
    expect(checked()).toEqual(["a", "b", "c", "d", "e"]);
    expect(compare).toHaveAccessibleDescription("Compare shows at most 4: 5 are selected.");
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(checked()).toEqual([]);
    window.location.hash = "";
  });
});
