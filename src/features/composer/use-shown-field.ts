import { useEffect } from "react";
import type { Family } from "../../contract/families.ts";
import { useComposerControl } from "../../lib/composer-control.tsx";

/**
 * Shows the field a card asked for (Go to the … field): the form puts the service's message at
 * it and focuses it, once, even if the form mounts only because of the request.
 */
export function useShownField(mode: Family, showError: (param: string, message: string) => void) {
  const { field, fieldShown } = useComposerControl();
  useEffect(() => {
    if (!field || field.mode !== mode) return;
    showError(field.param, field.message);
    fieldShown(field.serial);
  }, [field, mode, showError, fieldShown]);
}
