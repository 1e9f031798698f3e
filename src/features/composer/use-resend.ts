import { useEffect, useRef } from "react";
import type { Family } from "../../contract/families.ts";
import { useComposerControl } from "../../lib/composer-control.tsx";
import type { JsonObject } from "../../entities/task/request/extra-fields-parse.ts";

/**
 * Sends a card's body again (Retry) through this form's own submission: the same duplicate
 * guard, the same messages. Taken once, even if the form mounts only because of the request.
 */
export function useResend(mode: Family, submit: (body: JsonObject) => void) {
  const { resent, resendTaken } = useComposerControl();
  // A press is one send, whatever re-runs the effect before the request is marked taken.
  const taken = useRef(0);
  useEffect(() => {
    if (!resent || resent.mode !== mode || taken.current === resent.serial) return;
    taken.current = resent.serial;
    resendTaken(resent.serial);
    submit(resent.body as JsonObject);
  }, [resent, mode, submit, resendTaken]);
}
