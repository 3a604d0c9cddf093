import { currentLocale } from "~/lib/i18n/current-locale";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The language a mail to a buyer is written in (docs/decisions/0106-languages.md): their profile's
 * language when they have an account and chose one, else the language of the request that caused
 * the mail (a job has none: English). Orders keep no language of their own.
 */
export function recipientLocale(profileLocale: string | null | undefined): Locale {
  return isLocale(profileLocale) ? profileLocale : currentLocale();
}

/** The buyer's profile language, read by their account id. */
export async function buyerLocale(db: DatabaseExecutor, buyerUserId: string | null): Promise<Locale> {
  if (!buyerUserId) return recipientLocale(null);
  const user = await db.selectFrom("user").select("locale").where("id", "=", buyerUserId).executeTakeFirst();
  return recipientLocale(user?.locale);
}
