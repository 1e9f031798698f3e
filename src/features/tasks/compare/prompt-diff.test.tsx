import { render as plainRender, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../test/providers.tsx";
import { PromptDiff } from "./prompt-diff.tsx";

const render = (ui: ReactElement) => plainRender(ui, { wrapper: AppProviders });

describe("PromptDiff", () => {
  it("marks the words only this side has and strikes the ones only the other has", () => {
    const { container } = render(
      <PromptDiff prompt="A red fox runs [Pan left]" against="A grey fox runs [Pan left]" againstTitle="Video · A" />,
    );
    expect(screen.getByText("Prompt, against Video · A")).toBeVisible();
    expect([...container.querySelectorAll("ins")].map((el) => el.textContent)).toEqual(["added: red"]);
    expect([...container.querySelectorAll("del")].map((el) => el.textContent)).toEqual(["missing: grey"]);
    expect(container.querySelector("p:last-child")).toHaveTextContent("A missing: greyadded: red fox runs [Pan left]");
  });

  it("says when the prompts are the same, and never renders a prompt as HTML", () => {
    const { container } = render(<PromptDiff prompt="<b>x</b> y" against="<b>x</b> y" againstTitle="Video · B" />);
    expect(screen.getByText("Prompt, the same as Video · B")).toBeVisible();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelectorAll("ins, del")).toHaveLength(0);
  });
});
