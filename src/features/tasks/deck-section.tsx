import { FinishedNotice } from "./finished-notice.tsx";
import { TaskDeckPane } from "./task-deck-pane.tsx";
import { TaskPoller } from "./task-poller.tsx";

/** The task deck and its poller: one chunk, loaded right after the composer (the first thing used). */
export default function DeckSection() {
  return (
    <>
      <TaskPoller />
      <FinishedNotice />
      <TaskDeckPane />
    </>
  );
}
