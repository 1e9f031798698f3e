import type { ShareRequest } from "../contract/shares.ts";
import { askedStore } from "./asked-store.ts";

/** A result file's absolute link through the share link just made: a task's nth file. */
export type FileLink = (key: string, n: number) => string;

/**
 * A report made for a share link (a run's): its result links through the link, so that they
 * open for anyone holding it. The Markdown at once (the clipboard wants it within the press),
 * the files once the verdicts are read; `name` is their file name without its extension.
 */
export type ShareReport = {
  markdown: (fileLink: FileLink) => string;
  files: (fileLink: FileLink) => Promise<{ csv: string; json: string }>;
  name: string;
};

/** What the Share dialog makes a link to: a card's menu, Compare and a run's view open it (components/share/share-host.tsx shows it). */
export type ShareAsk = Pick<ShareRequest, "kind" | "targets"> & {
  /** Offered once the link is made: the report, its files read through the link. */
  report?: ShareReport;
};

const store = askedStore<ShareAsk>();
export const { open: openShare, close: closeShare, useAsked: useShareAsk } = store;
