import { z } from "zod";
import { checkbox, optionalText, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";

/** The page form's schema, shared by add-page / edit-page and their actions (one schema per form). */

export const PAGE_SAVED_MESSAGE = () => m.pageSaved();
export const PAGE_DELETED_MESSAGE = () => m.pageDeleted();
export const STALE_PAGE_MESSAGE = () => m.stalePage();

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;

export const sitePageSchema = z.object({
  title: requiredText(TITLE_MAX, () => m.fieldTitle()),
  description: optionalText(DESCRIPTION_MAX, () => m.fieldDescription()),
  bodyHtml: z
    .string()
    .max(200_000, { error: () => m.pageTextTooLong() })
    .default(""),
  isPublished: checkbox(),
  /** A built form embedded below the text (features/forms), or "" for none. */
  formId: optionalText(20).refine((value) => value === "" || /^[a-z0-9]+$/.test(value), {
    error: () => m.chooseForm(),
  }),
  /** The version the editor was opened at; absent when adding a page. */
  version: formVersion().optional(),
});
/** What a save takes; callers that build pages in code (seed, tests) may leave the embedded form out. */
export type SitePageInput = Omit<z.infer<typeof sitePageSchema>, "formId"> & { formId?: string };
