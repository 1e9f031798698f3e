import { screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { IGNORES_MOVES } from "../../../lib/move-notes.ts";
import { PromptView } from "./prompt-view.tsx";

const DIRECTOR = "minimax/t2v-01-director";
const SUBJECT = "minimax/s2v-01";
const SEED3D = "bytedance/doubao-seed3d-1.0";

describe("PromptView: video", () => {
  it("shows the prompt as text, with recognised and unknown directives marked differently", () => {
    const prompt = "A cat <b>jumps</b> [Pan left,Zoom in] then [Fly over].";
    const { container } = render(<PromptView mode="video" prompt={prompt} model={DIRECTOR} />);
    const marks = container.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["[Pan left,Zoom in]", "[Fly over]"]);
    expect(marks[0]).toHaveAttribute("title", "Camera move");
    expect(marks[1]).toHaveAttribute("title", "Not a recognised camera move");
    expect(marks[0]?.className).not.toBe(marks[1]?.className);
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("p")?.textContent).toBe(prompt);
    expect(screen.getByText(/1 bracket is not a recognised camera move/)).toBeInTheDocument();
  });

  it("reads Chinese moves in full-width brackets as the shot sequence", () => {
    const prompt = "男子拿起一本书【上升】，然后阅读[固定，变焦推近]。";
    const { container } = render(<PromptView mode="video" prompt={prompt} model={DIRECTOR} />);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.title)).toEqual(["Camera move", "Camera move"]);
    expect(screen.getByText("Shot sequence: 1 · Pedestal up → 2 · Static shot + Zoom in")).toBeInTheDocument();
    expect(container.querySelector("p")?.textContent).toBe(prompt);
  });

  it("marks no move and says so for a model that ignores camera moves", () => {
    const prompt = "A face turns [Pan left]";
    const { container } = render(<PromptView mode="video" prompt={prompt} model={SUBJECT} />);
    expect(container.querySelector("mark")).toBeNull();
    expect(screen.getByText(prompt)).toBeInTheDocument();
    expect(screen.getByText(i18n._(IGNORES_MOVES))).toBeInTheDocument();
    expect(screen.queryByText(/Shot sequence/)).toBeNull();
  });

  it("marks nothing in a prompt without directives", () => {
    const { container } = render(<PromptView mode="video" prompt="A calm sea at dawn" model={DIRECTOR} />);
    expect(container.querySelector("mark")).toBeNull();
    expect(screen.getByText("A calm sea at dawn")).toBeInTheDocument();
    expect(screen.queryByText(/not a recognised/)).toBeNull();
  });

  it("says so when there is no prompt", () => {
    render(<PromptView mode="video" prompt="  " model={DIRECTOR} />);
    expect(screen.getByText("No prompt")).toBeInTheDocument();
  });
});

describe("PromptView: 3D", () => {
  it("shows the flags as chips", () => {
    render(<PromptView mode="3d" model={SEED3D} prompt="--subdivisionlevel high --fileformat obj" />);
    const chips = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(chips).toEqual(["subdivision level: high", "file format: obj"]);
    expect(screen.getByRole("list", { name: "3D settings" })).toBeInTheDocument();
    expect(screen.queryByText(/Also in the prompt/)).toBeNull();
  });

  it("names defaults and keeps other text as written", () => {
    const { container } = render(
      <PromptView mode="3d" model={SEED3D} prompt="--fileformat usdz a <i>shiny</i> robot" />,
    );
    const chips = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(chips).toEqual(["subdivision level: medium (default)", "file format: usdz"]);
    expect(screen.getByText(/Also in the prompt/).parentElement).toHaveTextContent("a <i>shiny</i> robot");
    expect(container.querySelector("i")).toBeNull();
  });
});
