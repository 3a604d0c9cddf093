import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
  ),
  BASE_URL: optionalText.pipe(z.url().optional()),
  AUTH_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Campus <no-reply@campus.local>"),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "ADMIN_PASSWORD needs at least 8 characters").optional()),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  LOG_LEVEL: z.enum(["silent", "error", "info", "debug"]).default("info"),
});

export type Environment = z.infer<typeof environmentSchema> & {
  dataDirectory: string;
  uploadDirectory: string;
  baseUrl: string;
  authSecret: string;
};

let cachedEnvironment: Environment | undefined;

/** Read once, checked at start-up; a bad value stops the app with a message naming the variable. */
export function getEnvironment(): Environment {
  if (cachedEnvironment) return cachedEnvironment;
  const parsed = environmentSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const dataDirectory = path.resolve(parsed.data.DATA_DIR);
  cachedEnvironment = {
    ...parsed.data,
    dataDirectory,
    uploadDirectory: path.join(dataDirectory, "uploads"),
    baseUrl: parsed.data.BASE_URL ?? `http://localhost:${parsed.data.PORT}`,
    authSecret: parsed.data.AUTH_SECRET ?? readOrCreateSecret(dataDirectory),
  };
  return cachedEnvironment;
}

/** Tests change the environment between files; production never calls this. */
export function resetEnvironmentForTests() {
  cachedEnvironment = undefined;
}

/**
 * Without AUTH_SECRET the signing secret is generated once and kept in the data directory,
 * so sessions survive a restart and nobody has to invent a secret to try Campus.
 */
function readOrCreateSecret(dataDirectory: string): string {
  const secretFile = path.join(dataDirectory, "auth-secret");
  if (fs.existsSync(secretFile)) return fs.readFileSync(secretFile, "utf8").trim();
  fs.mkdirSync(dataDirectory, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}
