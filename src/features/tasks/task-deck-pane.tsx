import { EmptyState, Pane } from "../../components/pane.tsx";

export function TaskDeckPane() {
  return (
    <Pane title="Tasks">
      <EmptyState title="No tasks yet">
        Submitted tasks appear here and are followed until their result is ready.
      </EmptyState>
    </Pane>
  );
}
