import { z } from "zod/mini";

/**
 * The workspace's stream (WORKSPACE_EVENTS_PATH) as pages of JSON, for a page whose stream does
 * not come through (a proxy that holds it back): `?since=n` answers the events after change n.
 */
export const WORKSPACE_CHANGES_PATH = "/__taskdeck/workspace/changes";

/** An event as the stream sends it: its name (`tasks`, `runs`, `items`), its id (a change number) and its data (JSON). */
export const changeEventSchema = z.object({ event: z.string(), id: z.string(), data: z.string() });
export type ChangeEvent = z.infer<typeof changeEventSchema>;

/** A page of events; `more` when more changes wait past its last one. */
export const changePageSchema = z.object({ events: z.array(changeEventSchema), more: z.boolean() });
export type ChangePage = z.infer<typeof changePageSchema>;
