import { statusInfo } from "../card/status-info.ts";
import { PSEUDO_LABELS, PSEUDO_STATUSES, type PseudoStatus } from "./filter.ts";

function isPseudo(status: string): status is PseudoStatus {
  return (PSEUDO_STATUSES as readonly string[]).includes(status);
}

/** The words for a status in the filter, the same the badges use; an undocumented one stays raw. */
export function statusLabel(status: string): string {
  return isPseudo(status) ? PSEUDO_LABELS[status] : statusInfo(status).label;
}
