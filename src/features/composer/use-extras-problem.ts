import { useEffect, useState } from "react";
import type { Family } from "../../contract/families.ts";
import { parseExtraFields } from "./extra-fields-parse.ts";

type Contract = typeof import("./extras-contract.ts");

let contract: Contract | null = null;
let loading: Promise<Contract> | null = null;

/** Loads the contract's checks of the extras; a failed load (the network) is tried again by the next call. */
export const loadExtrasContract = () =>
  (loading ??= import("./extras-contract.ts").then(
    (module) => (contract = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/**
 * What to say about the extra-fields editor as it is typed. Its own problems (no JSON, a key
 * the form owns) are found at once; a field's value is checked by the contract, whose code
 * loads with the first extras typed (or the editor's focus), then answers as synchronously.
 */
export function useExtrasProblem(text: string, family: Family, reserved: readonly string[]): string | null {
  const extras = parseExtraFields(text, reserved);
  const checked = !extras.problem && Object.keys(extras.fields).length > 0;
  const [, setLoaded] = useState(contract !== null);
  useEffect(() => {
    if (checked && !contract)
      loadExtrasContract().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [checked]);
  if (extras.problem) return extras.problem;
  return checked && contract ? contract.fieldsProblem(extras.fields, family) : null;
}
