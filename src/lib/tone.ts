/** How a badge reads at a glance: a task status's (entities/task/statuses.ts) and a verdict outcome's alike. */
export type Tone = "neutral" | "progress" | "success" | "danger" | "warning";
