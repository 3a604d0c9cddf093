import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";

/** The page form's schema, shared by add-page / edit-page and their actions (one schema per form). */

export const PAGE_SAVED_MESSAGE = "Page saved";
export const PAGE_DELETED_MESSAGE = "Page deleted";
export const STALE_PAGE_MESSAGE =
  "Someone else saved this page since you opened it. Your change was not saved, so nothing of theirs was overwritten. Copy your text, reload to see the latest version and apply your change again.";

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;

/** A checkbox: "on" when ticked, absent when not. */
const flag = z
  .enum(["on", "true", "1", ""])
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

export const sitePageSchema = z.object({
  title: z
    .string({ message: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
    .default(""),
  bodyHtml: z.string().max(200_000, "The page text is too long").default(""),
  isPublished: flag,
  /** The version the editor was opened at; absent when adding a page. */
  version: formVersion().optional(),
});
export type SitePageInput = z.infer<typeof sitePageSchema>;
