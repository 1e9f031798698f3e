// jsdom lays nothing out: every size is 0 and there is no ResizeObserver. The virtual list reads
// the page's height and scroll position from the scrolling element, and each card's height from
// a ResizeObserver (only for elements with an offsetParent, i.e. shown); the gallery reads its
// list's box. Tests give those a size.

let listTop = 0;
/** Each observed element's report, for moveListsTo. */
const relayouts = new Map<() => void, Element>();

type Sizes = { viewport: number; item: (element: HTMLElement) => number };

/** Gives the window a `viewport`-high view at the top of the page and role="listitem" elements `item(el)` px. Returns the undo. */
export function stubLayout({ viewport, item }: Sizes): () => void {
  const proto = HTMLElement.prototype;
  const root = document.documentElement;
  const height = (element: HTMLElement) =>
    element === root ? viewport : element.getAttribute("role") === "listitem" ? item(element) : 0;
  const undo: (() => void)[] = [];
  const stub = (target: object, key: string, get: (this: HTMLElement) => unknown) => {
    const own = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, get });
    // Without an own descriptor the property was inherited: deleting the stub brings it back.
    undo.push(() => (own ? Object.defineProperty(target, key, own) : Reflect.deleteProperty(target, key)));
  };
  stub(window, "innerHeight", () => viewport);
  stub(document, "scrollingElement", () => root);
  stub(root, "clientHeight", () => viewport);
  stub(root, "scrollTop", () => window.scrollY);
  stub(proto, "clientWidth", () => 800);
  stub(proto, "offsetParent", function (this: HTMLElement) {
    return this.isConnected && this !== document.body ? document.body : null;
  });
  stub(proto, "offsetHeight", function (this: HTMLElement) {
    return height(this);
  });
  // A list starts `listTop` px down the page (at its top unless moved), 800 px wide: its box moves up as the page scrolls.
  const box = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.getAttribute("role") !== "list") return box.call(this);
    return new DOMRect(0, listTop - window.scrollY, 800, this.scrollHeight);
  };
  undo.push(() => (Element.prototype.getBoundingClientRect = box));

  const Observer = window.ResizeObserver;
  // Reports an element's size once it is observed, in a microtask (a browser does after its next layout).
  window.ResizeObserver = class {
    private readonly reports = new Set<() => void>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const report = () => {
        const size = { width: 800, height: height(target as HTMLElement) };
        const boxSize = [{ inlineSize: size.width, blockSize: size.height }];
        const entry = { target, contentRect: size, borderBoxSize: boxSize, contentBoxSize: boxSize };
        this.callback([entry as unknown as ResizeObserverEntry], this);
      };
      this.reports.add(report);
      relayouts.set(report, target);
      queueMicrotask(report);
    }
    unobserve() {}
    disconnect() {
      this.reports.forEach((report) => relayouts.delete(report));
    }
  };
  undo.push(() => (window.ResizeObserver = Observer));
  undo.push(() => {
    relayouts.clear();
    listTop = 0;
  });

  const scrollTo = window.scrollTo;
  // As a browser does, a scroll to where the page already is fires no scroll event.
  window.scrollTo = ((options: ScrollToOptions) => {
    if ((options.top ?? 0) !== window.scrollY) scrollWindowTo(options.top ?? 0);
  }) as typeof window.scrollTo;
  undo.push(() => (window.scrollTo = scrollTo));
  scrollWindowTo(0);
  return () => {
    scrollWindowTo(0);
    undo.reverse().forEach((step) => step());
  };
}

/**
 * What is above the lists changed height: they now start `top` px down the page, and the
 * observed elements holding a list (its boxes, the body) are reported again, as a browser's
 * ResizeObserver reports the elements whose size changed (a list that only moved is not one).
 */
export function moveListsTo(top: number) {
  listTop = top;
  relayouts.forEach((target, report) => {
    if (target.getAttribute("role") !== "list" && target.querySelector('[role="list"]')) report();
  });
}

/** Scrolls the (unlaid-out) page: sets the window's scroll position and tells its listeners. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}
