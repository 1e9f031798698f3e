import type { ShareRequest } from "../contract/shares.ts";
import { askedStore } from "./asked-store.ts";

/** What the Share dialog makes a link to: a card's menu, Compare and a run's view open it (components/share/share-host.tsx shows it). */
export type ShareAsk = Pick<ShareRequest, "kind" | "targets">;

const store = askedStore<ShareAsk>();
export const { open: openShare, close: closeShare, useAsked: useShareAsk } = store;
