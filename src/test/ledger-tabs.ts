import { Ledger } from "../entities/task/ledger.ts";
import { storeTabs } from "./store-tabs.ts";

/**
 * Ledgers as tabs of one browser would hold them, emptied before each test and closed after it.
 * Call at the top level; the result opens a tab.
 */
export const ledgerTabs = (): (() => Promise<Ledger>) => storeTabs("tasks", () => new Ledger());
