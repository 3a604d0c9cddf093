// `npm run bench:data -- --users 100000 --courses 10000 --completions 1000000 --enquiries 50000 --bookings 100000`
// Fills a new database with a real company's volume of data for `npm run bench:http`: the SQLite
// file in DATA_DIR (default /tmp/campus-bench), or the PostgreSQL database of DATABASE_URL. It runs
// the app's migrations and demo seed first (admin, instructor and student sign in with the bench
// passwords), and writes DATA_DIR/bench-targets.json for bench:http and bench:soak. With --extend
// it keeps an existing database and adds the newer lists (search terms, learners) to its targets.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { withAppModules } from "../app-modules.ts";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "1000" },
    courses: { type: "string", default: "100" },
    completions: { type: "string", default: "10000" },
    enquiries: { type: "string", default: "500" },
    bookings: { type: "string", default: "1000" },
    /**
     * Keep the data in DATA_DIR (or DATABASE_URL) and add only what newer benchmarks read to its
     * bench-targets.json: search lists, learners with the bench password, lessons, blocks, quizzes.
     */
    extend: { type: "boolean", default: false },
  },
});
const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number, not ${values[name]}`);
  return value;
};
const volume = {
  users: count("users"),
  courses: count("courses"),
  completions: count("completions"),
  enquiries: count("enquiries"),
  bookings: count("bookings"),
};

process.env.DATA_DIR ??= "/tmp/campus-bench";
process.env.LOG_LEVEL ??= "error";
fs.mkdirSync(process.env.DATA_DIR, { recursive: true });

// Through Vite's module loader, so the app's own modules (path aliases, TypeScript) load as in the server.
await withAppModules(async (load) => {
  const module = await load<typeof import("./fill-bench-database.ts")>("scripts/bench/fill-bench-database.ts");
  const targetsFile = path.join(process.env.DATA_DIR as string, "bench-targets.json");
  const targets = values.extend
    ? await module.extendBenchTargets(JSON.parse(fs.readFileSync(targetsFile, "utf8")))
    : await module.fillBenchDatabase(volume);
  fs.writeFileSync(targetsFile, `${JSON.stringify(targets, null, 2)}\n`);
  process.stdout.write(`Wrote ${targetsFile}\n`);
});
