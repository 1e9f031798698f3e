import type { QueueSource } from "../contract/review-queues.ts";
import { askedStore } from "./asked-store.ts";

/** What the Make review queue dialog queues: a run's toolbar and the history open it, the queues' section shows it. */
export type QueueAsk = { source: QueueSource; name: string };

const store = askedStore<QueueAsk>();
export const { open: openQueueMaker, close: closeQueueMaker, useAsked: useQueueAsk } = store;

/** The queries' keys: the queues (and, under it, who may be assigned them), and whether the workspace has any. */
export const QUEUES_KEY = ["review-queues"] as const;
/** Under QUEUES_KEY, so that refreshing the queues asks this again too (the pane goes once the last one is removed). */
export const ANY_QUEUE_KEY = [...QUEUES_KEY, "any"] as const;

/**
 * The queue a reviewer works through, once its Next opened an item in the lightbox: the lightbox
 * shows what its Next last said and takes the next item there, without closing (issue 28).
 */
export type QueueWork = {
  /** The task its Next opened last: the lightbox shows the queue's bar while that task is on show. */
  key: string;
  queueId: string;
  name: string;
  said: string;
  next: () => void;
};

const work = askedStore<QueueWork>();
export const { open: showQueueWork, useAsked: useQueueWork } = work;
