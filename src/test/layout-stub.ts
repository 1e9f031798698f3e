// jsdom lays nothing out: every size is 0. The virtual list reads its box from the scroll
// container's clientHeight and each card's height from offsetHeight, so tests give those a size.

type Sizes = { viewport: number; item: (element: HTMLElement) => number };

/** Gives role="list" elements a `viewport`-high box and role="listitem" ones `item(el)` px. Returns the undo. */
export function stubLayout({ viewport, item }: Sizes): () => void {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute("role") === "list" ? viewport : 0;
    },
  });
  Object.defineProperty(proto, "clientWidth", { configurable: true, get: () => 800 });
  const offsetHeight = Object.getOwnPropertyDescriptor(proto, "offsetHeight");
  Object.defineProperty(proto, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute("role") === "listitem" ? item(this) : 0;
    },
  });
  return () => {
    // The first two were inherited from Element.prototype; deleting the stubs brings them back.
    Reflect.deleteProperty(proto, "clientHeight");
    Reflect.deleteProperty(proto, "clientWidth");
    if (offsetHeight) Object.defineProperty(proto, "offsetHeight", offsetHeight);
  };
}
