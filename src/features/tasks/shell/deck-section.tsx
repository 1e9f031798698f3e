import { TaskDeckPane } from "./task-deck-pane.tsx";

/**
 * The task deck: an empty deck's shell, in the start-up chunk. Following tasks (the poller, the
 * finished-while-hidden notice) comes with the first task, in the filled deck's chunk.
 */
export default function DeckSection() {
  return <TaskDeckPane />;
}
