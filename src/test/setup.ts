import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// Lazy chunks (the task deck) are compiled on first use under Vitest, which can take seconds.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has <dialog> but not its modal methods; this stands in for the browser's own.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom has neither the page's scrolling element nor ResizeObserver, which every browser has and
// the window-scrolled virtual lists (virtua) read on mount: without them a deck with tasks throws
// in tests that do not lay the page out. An observer that never reports is what an unlaid-out
// page gives; `stubLayout` (layout-stub.ts) replaces both where a test needs sizes.
if (typeof document !== "undefined" && !document.scrollingElement) {
  Object.defineProperty(document, "scrollingElement", { configurable: true, get: () => document.documentElement });
}
if (typeof window !== "undefined" && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
