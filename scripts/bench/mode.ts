// `npm run bench -- --quick` (or BENCH_QUICK=1): every section on a small load, a few seconds
// each, so that `npm test` (test:bench) notices a bench that no longer runs. Its figures say
// nothing about speed; the full bench's do.
export const QUICK = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";

/** The quick run's figures mean nothing: they do not replace the full bench's. */
export const RESULTS_FILE = QUICK ? "bench/results-quick.json" : "bench/results.json";

/** A section's load: `full` for the real bench, `quick` for the quick run. */
export const pick = <T>(full: T, quick: T): T => (QUICK ? quick : full);
