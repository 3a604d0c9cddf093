import { parseForm } from "~/lib/forms";
import { readLoadedVersion } from "~/lib/record-version";
import { refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import type { DatabaseExecutor } from "~db/executor";
import type { UserRole } from "~db/schema";
import { changeRoleSchema, DEACTIVATE_INTENT, setDeactivatedSchema } from "./users.schema";
import { type AdminChangeResult, changeUserRole, setUserDeactivated } from "./users.server";

// Both changes name the version of the user's row the list showed (decision 0015).

/** The users screen's role form: the chosen role for one user, at the version the list showed. */
export async function changeRoleFromForm(
  db: DatabaseExecutor,
  admin: SessionUser,
  formData: FormData,
): Promise<AdminChangeResult> {
  const parsed = parseForm(changeRoleSchema, formData);
  if (!parsed.ok) return refuse("invalid", parsed.fieldErrors.role ?? "Choose a role");
  const loaded = readLoadedVersion(formData);
  if (!loaded.ok) return loaded;
  const target = { userId: parsed.data.userId, loadedVersion: loaded.version };
  return changeUserRole(db, admin, target, parsed.data.role as UserRole);
}

/** The users screen's Deactivate and Reactivate buttons (each asks for confirmation first). */
export async function setDeactivatedFromForm(
  db: DatabaseExecutor,
  admin: SessionUser,
  formData: FormData,
): Promise<AdminChangeResult> {
  const parsed = parseForm(setDeactivatedSchema, formData);
  if (!parsed.ok) return refuse("invalid", "Unknown action");
  const loaded = readLoadedVersion(formData);
  if (!loaded.ok) return loaded;
  const target = { userId: parsed.data.userId, loadedVersion: loaded.version };
  return setUserDeactivated(db, admin, target, parsed.data.intent === DEACTIVATE_INTENT);
}
