import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SETTLE_MS, SETTLE_PX, useSettledInView } from "./use-settled-in-view.ts";

// jsdom has no IntersectionObserver and lays nothing out: the test plays the browser, saying when
// each box enters or leaves the window and where its top is.
type Box = { top: number; report: ((inView: boolean) => void) | null };
const boxes = new Map<string, Box>();

class TestObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    const box = boxes.get(element.id)!;
    Object.defineProperty(element, "getBoundingClientRect", { value: () => new DOMRect(0, box.top, 100, 100) });
    box.report = (isIntersecting) =>
      this.callback(
        [{ isIntersecting, boundingClientRect: new DOMRect(0, box.top, 100, 100) } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

function Player({ id, wait = true }: { id: string; wait?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const settled = useSettledInView(ref, wait);
  return (
    <div ref={ref} id={id}>
      {settled ? `${id}: player` : `${id}: box`}
    </div>
  );
}

const show = (...ids: string[]) => {
  for (const id of ids) boxes.set(id, { top: 900, report: null });
  return render(
    <>
      {ids.map((id) => (
        <Player key={id} id={id} />
      ))}
    </>,
  );
};
const enter = (id: string, top = 100) =>
  act(() => {
    boxes.get(id)!.top = top;
    boxes.get(id)!.report!(true);
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("useSettledInView", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", TestObserver);
    boxes.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("out of the window: never; in it while the page is still: after SETTLE_MS", () => {
    show("a");
    wait(5 * SETTLE_MS);
    expect(screen.getByText("a: box")).toBeInTheDocument();
    enter("a");
    wait(SETTLE_MS - 1);
    expect(screen.getByText("a: box")).toBeInTheDocument();
    wait(1);
    expect(screen.getByText("a: player")).toBeInTheDocument();
  });

  it("in the window while the page moves fast: not until it slows", () => {
    show("a");
    enter("a", 600);
    for (const top of [200, -200]) {
      boxes.get("a")!.top = top;
      wait(SETTLE_MS);
      expect(screen.getByText("a: box")).toBeInTheDocument();
    }
    // Slower: within SETTLE_PX since the last look.
    boxes.get("a")!.top = -200 - SETTLE_PX;
    wait(SETTLE_MS);
    expect(screen.getByText("a: player")).toBeInTheDocument();
  });

  it("out of the window again before it was looked at: not made", () => {
    show("a");
    enter("a");
    wait(SETTLE_MS / 2);
    act(() => boxes.get("a")!.report!(false));
    wait(5 * SETTLE_MS);
    expect(screen.getByText("a: box")).toBeInTheDocument();
  });

  it("without waiting, or with no IntersectionObserver: at once", () => {
    boxes.set("a", { top: 900, report: null });
    render(<Player id="a" wait={false} />);
    expect(screen.getByText("a: player")).toBeInTheDocument();
    vi.unstubAllGlobals();
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Player id="b" />);
    expect(screen.getByText("b: player")).toBeInTheDocument();
  });
});
