import os from "node:os";
import path from "node:path";

/** Shared by the Playwright config, the server it starts and the tests (which read the mail). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ROOT = process.env.E2E_ROOT ?? path.join(os.tmpdir(), `campus-e2e-${E2E_PORT}`);
export const E2E_DATA_DIR = path.join(E2E_ROOT, "data");
export const E2E_MAIL_DIR = path.join(E2E_ROOT, "mail");

export const E2E_ADMIN = { email: "admin@campus.test", password: "admin-e2e-password" };
/** The demo instructor and student share this password in the e2e server. */
export const E2E_DEMO_PASSWORD = "demo-e2e-password";
export const E2E_INSTRUCTOR = { email: "instructor@campus.local", password: E2E_DEMO_PASSWORD };
export const E2E_STUDENT = { email: "student@campus.local", password: E2E_DEMO_PASSWORD };
/** The demo finance account (orders, invoices, payments; no learning content). */
export const E2E_FINANCE = { email: "finance@campus.local", password: E2E_DEMO_PASSWORD };
