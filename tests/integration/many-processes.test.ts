import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmail } from "~/platform/mail/mail.server";
import type { DatabaseConnection } from "~db/database.server";
import { glibcTunables } from "../../server/memory-settings.ts";
import { newTestDirectory } from "../support/database-template";
import {
  pidsServing as pidsServingIn,
  type ServerDatabase,
  type StartedCampus,
  serverDatabase,
  startCampus,
  waitFor as waitUntil,
} from "../support/production-server";

/**
 * Issue 12, goal 7: `WEB_CONCURRENCY=2` runs two serving processes on one database (PostgreSQL when the
 * run has TEST_DATABASE_URL, else one SQLite file), started the way an operator starts Campus. Each mail
 * queued goes out exactly once, and a throttle counted in one process holds in the other.
 */

const scratch = newTestDirectory("many-processes");
const ADMIN_EMAIL = "admin@many.test";

let campus: StartedCampus;
let serverLog: () => string = () => "";
let baseUrl = "";
let connection: DatabaseConnection;
let database: ServerDatabase;
let smtp: SMTPServer;
const delivered: string[] = [];

async function startSmtpSink(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        delivered.push(/^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return (smtp.server.address() as AddressInfo).port;
}

/** Waits for a condition, with the server's log in the message when it times out. */
function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  return waitUntil(check, what, timeoutMs, () => campus?.log() ?? "");
}

beforeAll(async () => {
  database = await serverDatabase(scratch);
  const smtpPort = await startSmtpSink();
  // `npm start` as an operator runs it: it builds first when the sources are newer than the build.
  campus = await startCampus(
    scratch,
    {
      WEB_CONCURRENCY: "2",
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: "many-processes-password",
    },
    120_000,
  );
  baseUrl = campus.baseUrl;
  serverLog = () => campus.log();
  connection = database.open();
}, 300_000);

afterAll(async () => {
  await campus?.stop();
  await connection?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.remove();
});

/** Process ids in the request log lines for one route. */
function pidsServing(route: string): Set<number> {
  return pidsServingIn(serverLog(), route);
}

describe("two processes on one database (WEB_CONCURRENCY=2)", () => {
  it("start as one: the primary prepares the database once and says how many serve", () => {
    expect(serverLog()).toContain("2 processes)");
    expect(serverLog().match(/Demo accounts created on this empty database/g)).toHaveLength(1);
  });

  it("send each queued mail exactly once, however the two workers race for them", async () => {
    const before = delivered.length;
    const subjects = Array.from({ length: 40 }, (_, index) => `Many processes ${index + 1}`);
    for (const subject of subjects)
      await queueEmail(connection.db, { to: "someone@many.test", subject, html: `<p>${subject}</p>`, text: subject });
    await waitFor(() => delivered.length - before >= subjects.length, "40 mails");
    // Time for a duplicate to arrive, if a second worker were to send one again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const sent = delivered.slice(before).filter((subject) => subject.startsWith("Many processes"));
    expect(sent.sort()).toEqual([...subjects].sort());
    const unsent = await connection.db
      .selectFrom("outbox")
      .select("id")
      .where("subject", "like", "Many processes%")
      .where("status", "!=", "sent")
      .execute();
    expect(unsent).toEqual([]);
  });

  it("share a throttle: password-reset requests are counted across both processes", async () => {
    const before = delivered.length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`${baseUrl}/forgot-password`, {
        method: "POST",
        // A new connection each time, so the cluster hands the requests to both workers in turn.
        headers: { Origin: baseUrl, Connection: "close", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: ADMIN_EMAIL }),
        redirect: "manual",
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // Ten per address an hour (docs/decisions/0013): the eleventh is refused whichever process takes it.
    expect(statuses.slice(0, 10).every((status) => status < 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(pidsServing("/forgot-password").size).toBe(2);
    // Three reset mails an hour for one inbox, counted in the same table by both.
    await waitFor(() => delivered.length - before >= 3, "the reset mails");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(delivered.length - before).toBe(3);
    // Twelve sign-in-free POSTs on new connections and three mails through SMTP: 20 s was too little
    // once when the machine ran the e2e suite beside it (load average 15).
  }, 60_000);

  it("serve with the malloc settings npm start gives them (decision 0122-memory)", () => {
    // glibc reads GLIBC_TUNABLES as a process starts: the workers' environment must carry it.
    const workers = [...pidsServing("/forgot-password")];
    expect(workers).toHaveLength(2);
    for (const pid of workers) {
      const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      expect(environment).toContain(`GLIBC_TUNABLES=${glibcTunables(undefined)}`);
    }
  });

  it("stop together on SIGTERM: the workers finish and the primary exits cleanly", async () => {
    const code = await campus.stop();
    expect(code).toBe(0);
    expect(serverLog()).toContain("SIGTERM received: the workers finish their open requests");
  });
});
