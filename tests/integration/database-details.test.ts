import { PostgresAdapter, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDatabaseConnection, getDb } from "~/server/app-context.server";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";

/**
 * The database details features never spell out themselves (db/): which error is a refused
 * duplicate, how work joins a transaction, on whichever database the suite runs (SQLite or PostgreSQL).
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

async function probeCodes(): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`select code from details_probe order by code`.execute(getDb());
  return rows.map((row) => row.code);
}

async function insertProbe(db: Parameters<typeof inTransaction>[0], id: string, code: string) {
  await sql`insert into details_probe (id, code) values (${id}, ${code})`.execute(db);
}

describe("inTransaction", () => {
  it("commits the work together, or none of it when it throws", async () => {
    await inTransaction(getDb(), async (trx) => {
      await insertProbe(trx, "t1", "kept-1");
      await insertProbe(trx, "t2", "kept-2");
    });
    const failed = inTransaction(getDb(), async (trx) => {
      await insertProbe(trx, "t3", "lost-1");
      throw new Error("the work failed");
    });
    await expect(failed).rejects.toThrow("the work failed");
    expect(await probeCodes()).toEqual(expect.arrayContaining(["kept-1", "kept-2"]));
    expect(await probeCodes()).not.toContain("lost-1");
  });

  it("joins the caller's transaction: its writes go when the caller's transaction rolls back", async () => {
    const outer = inTransaction(getDb(), async (trx) => {
      const joined = await inTransaction(trx, async (inner) => {
        expect(inner).toBe(trx);
        await insertProbe(inner, "j1", "joined-1");
        return "joined";
      });
      expect(joined).toBe("joined");
      throw new Error("the caller failed after the work");
    });
    await expect(outer).rejects.toThrow("the caller failed after the work");
    expect(await probeCodes()).not.toContain("joined-1");
  });
});

describe("numbers from aggregates", () => {
  it("come back as JavaScript numbers on either database (PostgreSQL's int8 and numeric included)", async () => {
    const { rows } = await sql<{ count: number; sum: number; average: number; largest: number }>`
      select count(*) as count, sum(length(code)) as sum, avg(length(code)) as average,
        cast(9007199254740991 as bigint) as largest
      from details_probe`.execute(getDb());
    const [row] = rows;
    expect(typeof row.count).toBe("number");
    expect(row.count).toBeGreaterThan(0);
    expect(typeof row.sum).toBe("number");
    expect(typeof row.average).toBe("number");
    expect(row.average).toBeCloseTo(row.sum / row.count);
    expect(row.largest).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuse a value a JavaScript number would round, rather than round it", async () => {
    const beyond = sql`select cast(9007199254740993 as bigint) as n`.execute(getDb());
    if (getDb().getExecutor().adapter instanceof PostgresAdapter) {
      await expect(beyond).rejects.toThrow("beyond what a JavaScript number holds exactly");
    } else {
      // node:sqlite reads integers as numbers, rounded past 2^53: it refuses to read them instead.
      await expect(beyond).rejects.toThrow();
    }
  });
});

describe.skipIf(getDatabaseConnection().kind !== "postgres")("a PostgreSQL connection", () => {
  it("runs without JIT compilation (a page's statement is never compiled to machine code)", async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(getDb());
    expect(rows[0]?.jit).toBe("off");
  });
});
