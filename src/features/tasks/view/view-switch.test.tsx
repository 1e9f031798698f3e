import { screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readDeckView, useDeckView } from "./deck-view.ts";
import { ViewSwitch } from "./view-switch.tsx";

function Harness() {
  const [view, setView] = useDeckView();
  return (
    <>
      <ViewSwitch view={view} onChange={setView} />
      <p>{`Showing the ${view}`}</p>
    </>
  );
}

const button = (name: "List" | "Gallery") => screen.getByRole("button", { name });

describe("ViewSwitch", () => {
  beforeEach(() => localStorage.clear());

  it("starts on the list, with List pressed and Gallery not", () => {
    render(<Harness />);
    expect(screen.getByRole("group", { name: "View" })).toBeInTheDocument();
    expect(button("List")).toHaveAttribute("aria-pressed", "true");
    expect(button("Gallery")).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Showing the list")).toBeInTheDocument();
  });

  it("remembers the view chosen for the next visit", async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(button("Gallery"));
    expect(button("Gallery")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Showing the gallery")).toBeInTheDocument();
    first.unmount();

    render(<Harness />);
    expect(button("Gallery")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Showing the gallery")).toBeInTheDocument();
  });

  it("reads anything else stored, or a storage that throws, as the list", () => {
    expect(readDeckView({ getItem: () => "carousel" })).toBe("list");
    expect(
      readDeckView({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    ).toBe("list");
    expect(readDeckView({ getItem: () => "gallery" })).toBe("gallery");
  });
});
