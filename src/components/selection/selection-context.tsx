import { createContext, use, useState, type ReactNode } from "react";
import { EMPTY_SELECTION, selectRange, toggle, type Selection } from "./selection.ts";

type SelectionApi = {
  /** Selected task ids, in the order they were chosen. */
  ids: readonly string[];
  /** A click on a card's or tile's Select box; `range` (Shift held) spans from the last one clicked. */
  click(id: string, range: boolean): void;
  clear(): void;
};

const SelectionContext = createContext<SelectionApi | null>(null);

/**
 * The selection shared by the list and the gallery (and read by Compare). `order` is the tasks'
 * order as filtered now: a Shift-click range spans what the person sees, not what is hidden.
 */
export function SelectionProvider({ order, children }: { order: readonly string[]; children: ReactNode }) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const api: SelectionApi = {
    ids: selection.ids,
    click: (id, range) => setSelection((s) => (range ? selectRange(s, id, order) : toggle(s, id))),
    clear: () => setSelection(EMPTY_SELECTION),
  };
  return <SelectionContext value={api}>{children}</SelectionContext>;
}

export function useSelection(): SelectionApi {
  const api = use(SelectionContext);
  // A programming error (a missing provider), never shown as the page's text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!api) throw new Error("useSelection needs a SelectionProvider above it.");
  return api;
}
