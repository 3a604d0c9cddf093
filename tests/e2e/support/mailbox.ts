import fs from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { E2E_MAIL_DIR } from "./e2e-environment";

/** Reads the mail the e2e server's SMTP sink received. */
export async function readAllMail(): Promise<ParsedMail[]> {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  const files = fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((file) => file.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(E2E_MAIL_DIR, file)))));
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase() ?? ""));
}

/** Waits for a message to this address whose subject matches; the outbox worker sends within seconds. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAllMail()).find(
      (mail) => recipients(mail).includes(address.toLowerCase()) && subject.test(mail.subject ?? ""),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
