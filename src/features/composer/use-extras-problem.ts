import type { Family } from "../../contract/families.ts";
import { lazyModule, useLazyModule } from "../../lib/lazy-module.ts";
import { parseExtraFields } from "../../entities/task/request/extra-fields-parse.ts";

/** The contract's checks of the extras (request.ts): loaded once extras are typed, or the editor focused. */
export const extrasContract = lazyModule(() => import("../../entities/task/extras-contract.ts"));

/**
 * What to say about the extra-fields editor as it is typed. Its own problems (no JSON, a key
 * the form owns) are found at once; a field's value is checked by the contract, whose code
 * loads with the first extras typed (or the editor's focus), then answers as synchronously.
 */
export function useExtrasProblem(text: string, family: Family, reserved: readonly string[]): string | null {
  const extras = parseExtraFields(text, reserved);
  const checked = !extras.problem && Object.keys(extras.fields).length > 0;
  const { module: contract } = useLazyModule(extrasContract, checked);
  if (extras.problem) return extras.problem;
  return checked && contract ? contract.fieldsProblem(extras.fields, family) : null;
}
