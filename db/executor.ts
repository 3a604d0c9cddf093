import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * What every data function takes first (`findCourse(db, id)`): the database or a transaction.
 * Kysely's Transaction extends Kysely, so one type serves both and no cast is needed.
 */
export type DatabaseExecutor = Kysely<Database>;
