/**
 * `npm run audit`: the production dependencies against the registry's advisory database.
 * Fails on any high or critical advisory. Where the advisory service cannot be reached (some
 * mirrors answer the bulk advisory request with 405), it says so plainly and exits 0, unless
 * AUDIT_REQUIRED=1, so a closed network does not pass for a clean audit silently.
 */
import { spawnSync } from "node:child_process";

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
  statusCode?: number;
}

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", shell: false });
let report: AuditReport;
try {
  report = JSON.parse(result.stdout || "{}") as AuditReport;
} catch {
  report = { message: (result.stdout || result.stderr).slice(0, 300) };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = (report.message ?? "no report").replace(/https?:\/\/\S+/g, "the registry");
  process.stdout.write(`npm audit: the advisory service could not be asked (${reason}). No audit was performed.\n`);
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}

const serious = (counts.high ?? 0) + (counts.critical ?? 0);
process.stdout.write(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low\n`,
);
for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
  if (advisory.severity === "high" || advisory.severity === "critical") {
    process.stdout.write(`  ${advisory.severity}: ${name}\n`);
  }
}
process.exit(serious > 0 ? 1 : 0);
