import { EmptyState, Pane } from "../../components/pane.tsx";

export function ComposerPane() {
  return (
    <Pane title="New task">
      <EmptyState title="Nothing to compose yet">
        Video and image-to-3D requests are written here: prompt, camera moves, images and flags.
      </EmptyState>
    </Pane>
  );
}
