import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/app-context.server";
import { isUniqueViolation } from "~db/sql-helpers";

/**
 * The database details features never spell out themselves (db/): which error is a refused
 * duplicate, on whichever database the suite runs (SQLite or PostgreSQL).
 */
beforeAll(async () => {
  await sql`create table details_probe (id text primary key, code text not null unique)`.execute(getDb());
  await sql`insert into details_probe (id, code) values ('a', 'x')`.execute(getDb());
});

async function errorOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error("the statement was expected to fail");
}

describe("isUniqueViolation", () => {
  it("recognises a unique index's refusal", async () => {
    const error = await errorOf(sql`insert into details_probe (id, code) values ('b', 'x')`.execute(getDb()));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("recognises a primary key's refusal", async () => {
    const error = await errorOf(sql`insert into details_probe (id, code) values ('a', 'y')`.execute(getDb()));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("does not take other failures for duplicates", async () => {
    const notNull = await errorOf(sql`insert into details_probe (id, code) values ('c', null)`.execute(getDb()));
    const noTable = await errorOf(sql`select * from no_such_table`.execute(getDb()));
    expect(isUniqueViolation(notNull)).toBe(false);
    expect(isUniqueViolation(noTable)).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
