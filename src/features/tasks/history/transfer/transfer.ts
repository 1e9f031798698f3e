// Export and import of the history, and the verdicts on it, loaded with import() only when
// someone asks for them or there are tasks to show, so none of this counts against the
// JavaScript needed before the first interaction.
export { csvCell, CSV_COLUMNS, toCsv } from "../../../../entities/task/csv.ts";
export { download } from "../../../../lib/files/download.ts";
export { answerImport, exportHistory, importHistory } from "./transfer-actions.ts";
export { toJsonExport } from "../../../../entities/task/json-export.ts";
export { mergeImport, mergeVerdicts } from "./merge-import.ts";
export type { MergeResult } from "./merge-import.ts";
export { parseImport, readHistoryDocument } from "../../../../entities/task/import/parse-import.ts";
export { prepareImport } from "./prepare-import.ts";
export type { PendingImport } from "./prepare-import.ts";
export type { ImportResult } from "../../../../entities/task/import/parse-import.ts";
export { scrub } from "../../../../entities/task/scrub.ts";
export { sharedVerdictBook } from "../../../../entities/verdict/verdict-book.ts";
export { restoreRun } from "../../../../entities/run/import/run-import.ts";
