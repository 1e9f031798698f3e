import { spawnSync } from "node:child_process";

// `npm run audit`: the shipped dependencies (not the dev tools) must carry no high or critical
// advisory. npm audit exits 1 both for findings and for an advisory service it cannot reach;
// this tells the two apart, so an unreachable service is said plainly and never read as clean.
// AUDIT_REQUIRED=1 makes "could not check" a failure too.

type Report = {
  metadata?: { vulnerabilities?: Record<string, number> };
  statusCode?: number;
  message?: string;
};

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: Report;
try {
  report = JSON.parse(run.stdout) as Report;
} catch {
  report = { message: run.stderr.trim().split("\n").at(-1) ?? "no answer" };
}

const counts = report.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const summary = Object.entries(counts)
    .filter(([level]) => level !== "total")
    .map(([level, n]) => `${n} ${level}`)
    .join(", ");
  console.log(`npm audit (production dependencies): ${summary}.`);
  if (serious > 0) {
    console.error("High or critical advisories: run `npm audit --omit=dev` for the details.");
    process.exit(1);
  }
} else {
  const why = report.statusCode ? `HTTP ${report.statusCode}` : (report.message ?? "no answer");
  console.warn(`npm audit could not reach the advisory service (${why}): the dependencies were NOT checked.`);
  if (process.env.AUDIT_REQUIRED === "1") process.exit(1);
}
