// Starts an SMTP sink (each message saved as a .eml file) and Campus on a fresh, empty data directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DEMO_PASSWORD, E2E_MAIL_DIR, E2E_PORT, E2E_ROOT } from "./e2e-environment.ts";

fs.rmSync(E2E_ROOT, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });

let messageNumber = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      messageNumber += 1;
      const file = path.join(E2E_MAIL_DIR, `${String(messageNumber).padStart(5, "0")}.eml`);
      fs.writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const root = path.resolve(import.meta.dirname, "../../..");
const app = spawn("node", ["scripts/start.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    DATA_DIR: E2E_DATA_DIR,
    BASE_URL: `http://localhost:${E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    LOG_LEVEL: "error",
    // The webhooks spec's receiver listens on 127.0.0.1 (refused without this).
    WEBHOOKS_ALLOW_LOCALHOST: "true",
    // Every browser of the suite is 127.0.0.1, and more than 30 of its specs sign someone up within the hour.
    SIGN_UP_LIMIT_PER_ADDRESS: "200",
  },
});

const stop = () => {
  app.kill("SIGTERM");
  smtp.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
app.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
