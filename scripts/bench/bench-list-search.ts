// `npx node scripts/bench/bench-list-search.ts [--terms 300] [--no-migrate]` with DATA_DIR (SQLite) or DATABASE_URL
// (PostgreSQL) naming a bench database (`npm run bench:data`): the searched and paged lists' data work
// per page (catalogue search over many course-title terms, enquiries, events, manage-events), as
// wall and CPU milliseconds and statements per page (docs/benchmarks/scale.md, decision 0113).
import os from "node:os";
import { parseArgs } from "node:util";
import { withAppModules } from "../app-modules.ts";

const { values } = parseArgs({
  options: { terms: { type: "string", default: "300" }, "no-migrate": { type: "boolean", default: false } },
});
process.env.DATA_DIR ??= "/tmp/campus-bench";
process.env.LOG_LEVEL ??= "error";

await withAppModules(async (load) => {
  const module = await load<typeof import("./list-search-workloads.ts")>("scripts/bench/list-search-workloads.ts");
  const figures = await module.runListSearchWorkloads({
    terms: Number(values.terms),
    migrate: !values["no-migrate"],
  });
  const database = process.env.DATABASE_URL?.startsWith("postgres") ? "PostgreSQL" : "SQLite";
  process.stdout.write(
    `${database}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}\n`,
  );
  process.stdout.write("workload | runs | wall ms p50 | wall ms p90 | CPU ms/run | statements\n");
  for (const row of figures) {
    process.stdout.write(
      `${[row.workload, row.runs, row.wallMsMedian, row.wallMsP90, row.cpuMsPerRun, row.statements].join(" | ")}\n`,
    );
  }
});
process.exit(0);
