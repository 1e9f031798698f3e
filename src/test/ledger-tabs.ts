import { afterEach, beforeEach } from "vitest";
import { database } from "../lib/db.ts";
import { Ledger } from "../lib/ledger.ts";

/**
 * Ledgers as tabs of one browser would hold them (one IndexedDB, one BroadcastChannel), emptied
 * before each test and closed after it. Call at the top level; the result opens a tab.
 */
export function ledgerTabs(): () => Promise<Ledger> {
  const open: Ledger[] = [];
  beforeEach(async () => (await database()).clear("tasks"));
  afterEach(() => open.splice(0).forEach((ledger) => ledger.close()));
  return async () => {
    const ledger = new Ledger();
    ledger.connect();
    open.push(ledger);
    await ledger.ready;
    return ledger;
  };
}
