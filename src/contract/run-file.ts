// The file Export run writes (features/runs/view/run-document.ts) and Import reads: a run, its
// cells as a report, and its tasks as a history document (history-document.ts).

export const RUN_FORMAT = "taskdeck-run";
export const RUN_VERSION = 1;
