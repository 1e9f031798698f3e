import type { ShareRequest } from "../contract/shares.ts";
import { askedStore } from "./asked-store.ts";

/**
 * A report made for a share link (a run's): its result links through the link, so that they
 * open for anyone holding it. `fileLink` makes a task's nth file's absolute link.
 */
export type ShareReport = (
  fileLink: (key: string, n: number) => string,
) => Promise<{ markdown: string; csv: string; json: string }>;

/** What the Share dialog makes a link to: a card's menu, Compare and a run's view open it (components/share/share-host.tsx shows it). */
export type ShareAsk = Pick<ShareRequest, "kind" | "targets"> & {
  /** Offered once the link is made: the report, its files read through the link, and its files' name (no extension). */
  report?: { make: ShareReport; name: string };
};

const store = askedStore<ShareAsk>();
export const { open: openShare, close: closeShare, useAsked: useShareAsk } = store;
