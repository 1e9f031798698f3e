import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WaitForView } from "../../../lib/use-settled-in-view.ts";
import { ResultVideo } from "./result-video.tsx";

const props = { label: "Result video 1", hidden: false, onError: () => undefined };

// An IntersectionObserver that never reports: what a result below the window sees.
class NeverInView {
  observe() {}
  disconnect() {}
}

// A long history's cards wait.
const Waiting = ({ children }: { children: ReactNode }) => <WaitForView value>{children}</WaitForView>;

describe("ResultVideo", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("made at once where nothing waits (a short history, the lightbox): the named player", () => {
    render(<ResultVideo {...props} src="https://files.example/a.mp4" />);
    const video = screen.getByLabelText("Result video 1");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("controls");
    expect(video).toHaveAttribute("preload", "metadata");
  });

  it("out of view in a long history: a black box of a video's shape, 16:9 for one never seen, no player", () => {
    vi.stubGlobal("IntersectionObserver", NeverInView);
    const { container } = render(<ResultVideo {...props} src="https://files.example/b.mp4" />, { wrapper: Waiting });
    expect(container.querySelector("video")).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute("aria-hidden", "true");
    expect(box.style.aspectRatio).toBe(`auto ${16 / 9}`);
  });

  it("a video seen once: its box takes the shape the player found (a portrait one here)", () => {
    const src = "https://files.example/portrait.mp4";
    const first = render(<ResultVideo {...props} src={src} />);
    const video = screen.getByLabelText("Result video 1");
    Object.defineProperties(video, { videoWidth: { value: 360 }, videoHeight: { value: 640 } });
    fireEvent.loadedMetadata(video);
    first.unmount();

    vi.stubGlobal("IntersectionObserver", NeverInView);
    const { container } = render(<ResultVideo {...props} src={src} />, { wrapper: Waiting });
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe(`auto ${360 / 640}`);
  });

  it("a result whose link is gone: its box is hidden too", () => {
    vi.stubGlobal("IntersectionObserver", NeverInView);
    const { container } = render(<ResultVideo {...props} hidden src="https://files.example/c.mp4" />, {
      wrapper: Waiting,
    });
    expect(container.firstElementChild).not.toBeVisible();
  });
});
