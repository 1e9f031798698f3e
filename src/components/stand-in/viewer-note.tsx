import { Trans } from "@lingui/react/macro";
import { Pane } from "../pane.tsx";

/** In the composer's place for a viewer (issue 28): what they may do, and who may do more. Loaded only for one. */
export default function ViewerNote() {
  return (
    <Pane title={<Trans>Viewing</Trans>}>
      <p className="text-sm text-slate-700">
        <Trans>
          You can see this workspace's tasks, runs and verdicts. Sending and judging need the reviewer role: ask an
          owner.
        </Trans>
      </p>
    </Pane>
  );
}
