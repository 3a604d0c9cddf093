import type { Kysely, KyselyPlugin } from "kysely";
import type { Database } from "~db/schema";

/**
 * The same database handle with a count of the statements it sends, to show a page reads a bounded
 * number of queries whatever its size (no query per row).
 */
export function countingQueries(db: Kysely<Database>) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    db: db.withPlugin(plugin),
    reset: () => {
      count = 0;
    },
    count: () => count,
  };
}
