import { Trans } from "@lingui/react/macro";

/**
 * What the deck says while its server cannot be reached (the workspace's feed lost its stream):
 * here, with the start's texts, since a first visit's feed comes without the deck's.
 */
export function ServerAway() {
  return (
    <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      <Trans>
        This Taskdeck server cannot be reached: tasks it follows are not updated here until it answers again.
        Reconnecting…
      </Trans>
    </p>
  );
}
