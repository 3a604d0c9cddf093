import crypto from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** What Express's `trust proxy` takes: off, on (any hop), a hop count, or addresses and subnets. */
export type TrustProxySetting = boolean | number | string[];

// Names proxy-addr (Express) knows for address ranges.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (X-Forwarded-* ignored); "true" trusts any;
 * a number trusts that many hops; otherwise a comma list of addresses, subnets (10.0.0.0/8)
 * or loopback, linklocal, uniquelocal, as Express's `trust proxy` accepts.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxySetting => {
    if (!value || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    const items = value.split(",").map((item) => item.trim());
    const invalid = items.filter((item) => !isProxyAddress(item));
    if (invalid.length) {
      context.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be true, false, a hop count, or addresses/subnets such as 10.0.0.1,172.16.0.0/12 or loopback (not: ${invalid.join(", ")})`,
      });
      return z.NEVER;
    }
    return items;
  });

/**
 * IMAGE_HOSTS: other origins pages may show images from (CSP img-src), comma separated,
 * e.g. "https://images.example.com, https://cdn.example.org". Unset: own origin only.
 */
const imageHostsSchema = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const items = (value ?? "")
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean);
    const origins: string[] = [];
    for (const item of items) {
      const origin = webOrigin(item);
      if (!origin) {
        context.addIssue({
          code: "custom",
          message: `IMAGE_HOSTS takes origins such as https://images.example.com (scheme and host, no path): not ${item}`,
        });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });

function webOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const isBare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    const isWeb = url.protocol === "https:" || url.protocol === "http:";
    // The origin goes into a CSP header: a host name of letters, digits, dots and hyphens only.
    const isPlainHost = /^[a-z0-9.-]+$/i.test(url.hostname);
    return isBare && isWeb && isPlainHost ? url.origin : null;
  } catch {
    return null;
  }
}

/** A payment provider's address: http(s) only (tests point them at local fakes). */
function providerUrl(name: string) {
  return optionalText.pipe(
    z
      .url({ message: `${name} must be a URL such as https://…` })
      .refine((value) => /^https?:\/\//.test(value), `${name} must start with http:// or https://`)
      .optional(),
  );
}

const SIGN_UP_LIMIT_MESSAGE =
  "SIGN_UP_LIMIT_PER_ADDRESS must be a whole number from 1 to 100000 (sign-ups from one client address per hour)";

/** Measured on the bench (decision 0131-load-shedding): see README, "Load shedding". */
export const DEFAULT_MAX_IN_FLIGHT = 16;
const MAX_IN_FLIGHT_MESSAGE =
  "MAX_IN_FLIGHT must be a whole number of requests from 0 to 10000 per process (0 turns load shedding off)";

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "PORT must be a port number from 1 to 65535" })
    .int("PORT must be a port number from 1 to 65535")
    .min(1, "PORT must be a port number from 1 to 65535")
    .max(65535, "PORT must be a port number from 1 to 65535")
    .default(3000),
  // The address to listen on: all interfaces by default (a container), 127.0.0.1 behind a local proxy.
  HOST: z
    .string()
    .trim()
    .refine(
      (value) => value === "localhost" || isIP(value) !== 0,
      "HOST must be an IP address such as 0.0.0.0 or 127.0.0.1",
    )
    .default("0.0.0.0"),
  // Serving processes on one machine (node:cluster); the database keeps them in step (decision 0048).
  WEB_CONCURRENCY: z.coerce
    .number({ message: "WEB_CONCURRENCY must be a whole number of processes from 1 to 64" })
    .int("WEB_CONCURRENCY must be a whole number of processes from 1 to 64")
    .min(1, "WEB_CONCURRENCY must be a whole number of processes from 1 to 64")
    .max(64, "WEB_CONCURRENCY must be a whole number of processes from 1 to 64")
    .default(1),
  // Requests one process works on at once before it answers further page reads 503 at once
  // (server/load-shedding.ts, decision 0131-load-shedding); 0 turns the bound off.
  MAX_IN_FLIGHT: z.coerce
    .number({ message: MAX_IN_FLIGHT_MESSAGE })
    .int(MAX_IN_FLIGHT_MESSAGE)
    .min(0, MAX_IN_FLIGHT_MESSAGE)
    .max(10_000, MAX_IN_FLIGHT_MESSAGE)
    .default(DEFAULT_MAX_IN_FLIGHT),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres://")
      .optional(),
  ),
  BASE_URL: optionalText.pipe(z.url().optional()),
  AUTH_SECRET: optionalText,
  // The Open Badges issuer's Ed25519 private key (PKCS#8 PEM or a private JWK); unset: kept in the data directory.
  OPEN_BADGES_ISSUER_KEY: optionalText,
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("Campus <no-reply@campus.local>"),
  // Each phase of one send (connect, greeting, silence): a hung mail server costs seconds, not the outbox.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MAIL_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "ADMIN_PASSWORD needs at least 8 characters").optional()),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  // The anonymous page cache (server/page-cache.ts, decision 0052): its bound in bytes (0 turns it off),
  // and how old the content version it checks may be (0: read on every anonymous request).
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number({ message: "PAGE_CACHE_MAX_BYTES must be a whole number of bytes (0 turns the page cache off)" })
    .int("PAGE_CACHE_MAX_BYTES must be a whole number of bytes (0 turns the page cache off)")
    .min(0, "PAGE_CACHE_MAX_BYTES must be a whole number of bytes (0 turns the page cache off)")
    .default(32 * 1024 * 1024),
  PAGE_CACHE_VERSION_MS: z.coerce
    .number({ message: "PAGE_CACHE_VERSION_MS must be a whole number of milliseconds from 0 to 1000" })
    .int("PAGE_CACHE_VERSION_MS must be a whole number of milliseconds from 0 to 1000")
    .min(0, "PAGE_CACHE_VERSION_MS must be a whole number of milliseconds from 0 to 1000")
    .max(1000, "PAGE_CACHE_VERSION_MS must be a whole number of milliseconds from 0 to 1000")
    .default(100),
  // 1: every response React Router answers carries Server-Timing (process CPU, ms of SQL, statements:
  // docs/decisions/0114-statements-per-request-and-server-timing.md); for benchmarks and diagnosis.
  SERVER_TIMING: z
    .enum(["0", "1"], { message: "SERVER_TIMING must be 1 (on) or 0 (off)" })
    .default("0")
    .transform((value) => value === "1"),
  LOG_LEVEL: z
    .enum(["silent", "error", "info", "debug"], { message: "LOG_LEVEL must be silent, error, info or debug" })
    .default("info"),
  TRUST_PROXY: trustProxySchema,
  IMAGE_HOSTS: imageHostsSchema,
  // Unset: /metrics answers 404. Set: Prometheus sends it as "Authorization: Bearer <token>".
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .min(16, "METRICS_TOKEN needs at least 16 characters (a long random value)")
      .regex(/^[\x21-\x7e]+$/, "METRICS_TOKEN takes printable characters without spaces")
      .optional(),
  ),
  // /readyz fails when the oldest due, unsent mail has waited longer than this.
  READY_OUTBOX_MAX_AGE_SECONDS: z.coerce
    .number({ message: "READY_OUTBOX_MAX_AGE_SECONDS must be a whole number of seconds" })
    .int("READY_OUTBOX_MAX_AGE_SECONDS must be a whole number of seconds")
    .min(1, "READY_OUTBOX_MAX_AGE_SECONDS must be at least 1")
    .default(900),
  // Uploaded files go to an S3-compatible bucket when S3_BUCKET is set; local disk otherwise.
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({ message: "S3_ENDPOINT must be a URL such as https://s3.eu-west-1.amazonaws.com or http://minio:9000" })
      .refine((value) => /^https?:\/\//.test(value), "S3_ENDPOINT must start with http:// or https://")
      .optional(),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens",
      )
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(["true", "false"], { message: "S3_FORCE_PATH_STYLE must be true or false" }).optional(),
  ),
  // Tests and development only: webhooks may go to http://127.0.0.1 or localhost (never in production).
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce
    .number({ message: SIGN_UP_LIMIT_MESSAGE })
    .int(SIGN_UP_LIMIT_MESSAGE)
    .min(1, SIGN_UP_LIMIT_MESSAGE)
    .max(100_000, SIGN_UP_LIMIT_MESSAGE)
    .default(30),
  WEBHOOKS_ALLOW_LOCALHOST: optionalText.pipe(
    z.enum(["true", "false"], { message: "WEBHOOKS_ALLOW_LOCALHOST must be true or false" }).optional(),
  ),
  // Selling: card and instant-EFT providers (app/features/selling/providers, decision 0084-providers-notifications):
  // each is off until its keys are set; the providers read them from the environment as checked here.
  PAYFAST_MERCHANT_ID: optionalText,
  PAYFAST_MERCHANT_KEY: optionalText,
  PAYFAST_PASSPHRASE: optionalText,
  PAYFAST_PROCESS_URL: providerUrl("PAYFAST_PROCESS_URL"),
  PAYFAST_VALIDATE_URL: providerUrl("PAYFAST_VALIDATE_URL"),
  PAYFAST_ITN_SOURCES: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(",").every((item) => isProxyAddress(item.trim()) && !PROXY_RANGE_NAMES.has(item.trim())),
        "PAYFAST_ITN_SOURCES takes addresses and CIDR ranges, comma separated, e.g. 197.97.145.144/28,41.74.179.192/27",
      )
      .optional(),
  ),
  YOCO_SECRET_KEY: optionalText,
  YOCO_WEBHOOK_SECRET: optionalText.pipe(
    z.string().startsWith("whsec_", "YOCO_WEBHOOK_SECRET is the webhook's secret, starting whsec_").optional(),
  ),
  YOCO_API_URL: providerUrl("YOCO_API_URL"),
  YOCO_CHECKOUT_ORIGIN: providerUrl("YOCO_CHECKOUT_ORIGIN"),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_API_URL: providerUrl("PAYSTACK_API_URL"),
  PAYSTACK_CHECKOUT_ORIGIN: providerUrl("PAYSTACK_CHECKOUT_ORIGIN"),
  OZOW_SITE_CODE: optionalText,
  OZOW_PRIVATE_KEY: optionalText,
  OZOW_PAY_URL: providerUrl("OZOW_PAY_URL"),
  OZOW_IS_TEST: optionalText.pipe(
    z.enum(["true", "false"], { message: "OZOW_IS_TEST must be true or false" }).optional(),
  ),
  // The LRS (decision 0098-lrs): stored xAPI statements are also sent to this external LRS, if set.
  LRS_FORWARD_ENDPOINT: providerUrl("LRS_FORWARD_ENDPOINT"),
  LRS_FORWARD_BASIC: optionalText.pipe(
    z.string().includes(":", { message: "LRS_FORWARD_BASIC is user:password for the external LRS" }).optional(),
  ),
  // A CDN in front (decision 0115-proxies-cdn-and-signed-in-hits): its cache is purged when what public pages show changes.
  // Cloudflare's purge API; the base URL is for tests (a local fake) and API-compatible providers.
  CDN_PURGE_ZONE_ID: optionalText,
  CDN_PURGE_TOKEN: optionalText,
  CDN_PURGE_API_URL: providerUrl("CDN_PURGE_API_URL"),
});

/** Every variable Campus reads from its environment (README.md's table documents each). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

/** Where uploaded files go when S3 is configured (app/lib/file-storage.server.ts). */
export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const S3_VARIABLES = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

const S3_SETTING_KEYS = {
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
  S3_FORCE_PATH_STYLE: true,
} as const;

type S3Values = Pick<z.infer<typeof environmentSchema>, keyof typeof S3_SETTING_KEYS>;

/** S3_BUCKET turns S3 on; then region and both keys are needed. Any S3 variable without a bucket is a mistake. */
function s3Settings(data: S3Values): { settings?: S3Settings; problems: string[] } {
  if (!data.S3_BUCKET) {
    const stray = S3_VARIABLES.filter((name) => data[name] !== undefined);
    return {
      problems: stray.length
        ? [`S3_BUCKET: set S3_BUCKET to store files in S3 (${stray.join(", ")} set without it), or unset them`]
        : [],
    };
  }
  const problems: string[] = [];
  if (!data.S3_REGION)
    problems.push("S3_REGION: required with S3_BUCKET (use auto or us-east-1 where the provider has none)");
  if (!data.S3_ACCESS_KEY_ID) problems.push("S3_ACCESS_KEY_ID: required with S3_BUCKET");
  if (!data.S3_SECRET_ACCESS_KEY) problems.push("S3_SECRET_ACCESS_KEY: required with S3_BUCKET");
  if (problems.length) return { problems };
  return {
    problems,
    settings: {
      endpoint: data.S3_ENDPOINT,
      bucket: data.S3_BUCKET,
      region: data.S3_REGION as string,
      accessKeyId: data.S3_ACCESS_KEY_ID as string,
      secretAccessKey: data.S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: data.S3_FORCE_PATH_STYLE === "true",
    },
  };
}

export type Environment = z.infer<typeof environmentSchema> & {
  dataDirectory: string;
  uploadDirectory: string;
  /** Set when uploaded files are stored in an S3-compatible bucket. */
  s3: S3Settings | undefined;
  baseUrl: string;
  authSecret: string;
};

let cachedEnvironment: Environment | undefined;

/** Every mistake in the environment at once, one line each naming the variable, so an operator fixes them in one go. */
export class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
  readonly problems: string[];
  // No parameter property: Node runs this file as-is (type stripping) from server/production.ts.
  constructor(problems: string[]) {
    super(`Invalid environment:\n  ${problems.join("\n  ")}`);
    this.problems = problems;
  }
}

/** Read once, checked at start-up; a bad value stops the app with a message naming the variable. */
export function getEnvironment(): Environment {
  if (cachedEnvironment) return cachedEnvironment;
  const parsed = environmentSchema.safeParse(process.env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  // The S3 variables are judged as a set even when another variable is wrong, so every mistake shows at once.
  const s3Values = environmentSchema.pick(S3_SETTING_KEYS).safeParse(process.env);
  const s3 = s3Values.success ? s3Settings(s3Values.data) : { problems: [] };
  problems.push(...s3.problems);
  // Half a CDN setting would silently purge nothing.
  if (Boolean(process.env.CDN_PURGE_ZONE_ID?.trim()) !== Boolean(process.env.CDN_PURGE_TOKEN?.trim()))
    problems.push(
      "CDN_PURGE_ZONE_ID, CDN_PURGE_TOKEN: set both (the zone and an API token allowed to purge it), or neither",
    );
  if (!parsed.success || problems.length) throw new InvalidEnvironmentError(problems);
  const dataDirectory = path.resolve(parsed.data.DATA_DIR);
  cachedEnvironment = {
    ...parsed.data,
    dataDirectory,
    uploadDirectory: path.join(dataDirectory, "uploads"),
    s3: s3.settings,
    baseUrl: parsed.data.BASE_URL ?? `http://localhost:${parsed.data.PORT}`,
    authSecret: parsed.data.AUTH_SECRET ?? readOrCreateSecret(dataDirectory),
  };
  return cachedEnvironment;
}

/** How the server and the scripts say it before stopping: no stack trace, the list and where the table is. */
export function describeInvalidEnvironment(error: InvalidEnvironmentError): string {
  const count = error.problems.length === 1 ? "1 mistake" : `${error.problems.length} mistakes`;
  return [
    `Campus cannot start: the environment has ${count}.`,
    ...error.problems.map((problem) => `  - ${problem}`),
    "The variables and their values are listed in README.md, under 'Run it'.",
  ].join("\n");
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
