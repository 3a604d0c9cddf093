import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of the mail path. */
export async function startSmtpTestServer(
  options: {
    /** Refuses every message after its data with 450, a transient reply. */
    rejectAll?: boolean;
    /** Refuses every recipient with this reply, e.g. { code: 550, text: "No such user" } (permanent). */
    rejectRecipientsWith?: { code: number; text: string };
  } = {},
) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rejection = options.rejectRecipientsWith;
      if (!rejection) return callback();
      callback(Object.assign(new Error(`${rejection.text}: ${address.address}`), { responseCode: rejection.code }));
    },
    onData(stream, session, callback) {
      if (options.rejectAll) {
        stream.resume();
        stream.on("end", () => callback(new Error("Mailbox unavailable")));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address), parsed });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until a message for this address has arrived (or fails after the timeout). */
    async waitForMailTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.envelopeTo.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
