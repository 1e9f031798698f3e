import type { QueueSource } from "../contract/review-queues.ts";
import { askedStore } from "./asked-store.ts";

/** What the Make review queue dialog queues: a run's toolbar and the history open it, the queues' section shows it. */
export type QueueAsk = { source: QueueSource; name: string };

const store = askedStore<QueueAsk>();
export const { open: openQueueMaker, close: closeQueueMaker, useAsked: useQueueAsk } = store;
