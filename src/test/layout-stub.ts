// jsdom lays nothing out: every size is 0. The virtual list reads the window's height and
// scroll position, and each card's height from offsetHeight, so tests give those a size.

type Sizes = { viewport: number; item: (element: HTMLElement) => number };

/** Gives the window a `viewport`-high view at the top of the page and role="listitem" elements `item(el)` px. Returns the undo. */
export function stubLayout({ viewport, item }: Sizes): () => void {
  const proto = HTMLElement.prototype;
  const innerHeight = Object.getOwnPropertyDescriptor(window, "innerHeight");
  Object.defineProperty(window, "innerHeight", { configurable: true, value: viewport });
  const scrollTo = window.scrollTo;
  // As a browser does, a scroll to where the page already is fires no scroll event.
  window.scrollTo = ((options: ScrollToOptions) => {
    if ((options.top ?? 0) !== window.scrollY) scrollWindowTo(options.top ?? 0);
  }) as typeof window.scrollTo;
  scrollWindowTo(0);
  Object.defineProperty(proto, "clientWidth", { configurable: true, get: () => 800 });
  const offsetHeight = Object.getOwnPropertyDescriptor(proto, "offsetHeight");
  Object.defineProperty(proto, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute("role") === "listitem" ? item(this) : 0;
    },
  });
  return () => {
    if (innerHeight) Object.defineProperty(window, "innerHeight", innerHeight);
    window.scrollTo = scrollTo;
    scrollWindowTo(0);
    // Inherited from Element.prototype; deleting the stub brings it back.
    Reflect.deleteProperty(proto, "clientWidth");
    if (offsetHeight) Object.defineProperty(proto, "offsetHeight", offsetHeight);
  };
}

/** Scrolls the (unlaid-out) page: sets the window's scroll position and tells its listeners. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}
