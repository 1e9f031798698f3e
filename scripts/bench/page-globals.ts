// Code run inside the page (page.evaluate, addInitScript) is serialised and sees the browser's
// globals. scripts/ is type-checked without the DOM library, so the probes read the globals
// through these few types, as `globalThis as unknown as PageGlobals`.

export type PageElement = {
  id: string;
  textContent: string | null;
  htmlFor?: string;
  disabled?: boolean;
  value?: string;
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  getBoundingClientRect(): { width: number; height: number };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): Iterable<PageElement>;
};

export type PageDocument = PageElement & {
  visibilityState: string;
  getElementById(id: string): PageElement | null;
  dispatchEvent(event: Event): boolean;
};

type Observer = { observe(target: unknown, options: Record<string, boolean>): void; disconnect(): void };

export type PageGlobals = {
  document: PageDocument;
  MutationObserver: new (callback: () => void) => Observer;
  requestAnimationFrame(callback: (time: number) => void): number;
  scrollY: number;
  scrollBy(x: number, y: number): void;
  addEventListener(type: string, listener: () => void, capture: boolean): void;
  /** Where the probes leave their readings for the bench to collect. */
  __bench?: Record<string, unknown>;
};
