import { z } from "zod";
import { formatNumber } from "~/lib/i18n/format";
import { UPLOADED_IMAGE_URL } from "~/lib/upload-kinds";
import * as m from "./messages";

/**
 * A public page's editable copy is a document described by fields (docs/decisions/0054-page-content.md). One
 * descriptor per page gives both the zod schema that checks a saved document (bounded lengths and
 * list sizes) and the form the generic editor draws, so the pages are descriptors, not
 * one form each. Every value is text: an image is the address of an uploaded image, a link an internal
 * path or an https address.
 */

interface FieldBase {
  label: string;
  description?: string;
  /** Left out: the field may be empty (the page then leaves that part out). */
  required?: boolean;
}

export interface TextField extends FieldBase {
  kind: "text" | "longText";
  max: number;
}

interface ImageField extends FieldBase {
  kind: "image";
}

/** A path on this site (/contact-us): a button never leads visitors away or runs script. */
interface InternalLinkField extends FieldBase {
  kind: "internalLink";
}

/** An https address of another website (a client's own site). */
interface WebLinkField extends FieldBase {
  kind: "webLink";
}

export type ScalarField = TextField | ImageField | InternalLinkField | WebLinkField;

export interface ListField extends FieldBase {
  kind: "list";
  /** What one item is called on its buttons ("Add testimonial", "Remove testimonial 2"). */
  itemName: string;
  max: number;
  fields: Record<string, ScalarField>;
}

type DocumentField = ScalarField | ListField;
export type DocumentDescriptor = Record<string, DocumentField>;

/** The document a descriptor describes: a string per scalar field, an array of items per list. */
export type DocumentOf<Descriptor extends DocumentDescriptor> = {
  [Key in keyof Descriptor]: Descriptor[Key] extends ListField
    ? Array<{ [ItemKey in keyof Descriptor[Key]["fields"]]: string }>
    : string;
};

const LINK_MAX = 300;
export const IMAGE_MESSAGE = m.uploadImage;
const INTERNAL_LINK_MESSAGE = { error: () => m.internalLink() };
const WEB_LINK_MESSAGE = { error: () => m.webLink() };

function maxOf(field: ScalarField): number {
  return field.kind === "text" || field.kind === "longText" ? field.max : LINK_MAX;
}

function scalarSchema(field: ScalarField) {
  const max = maxOf(field);
  let schema = z
    .string({ error: () => m.fieldRequired({ label: field.label }) })
    .trim()
    .max(max, { error: () => m.fieldTooLong({ label: field.label, max: formatNumber(max) }) });
  if (field.required) schema = schema.min(1, { error: () => m.fieldRequired({ label: field.label }) });
  if (field.kind === "image")
    return schema.refine((value) => !value || UPLOADED_IMAGE_URL.test(value), {
      error: () => IMAGE_MESSAGE(),
    });
  if (field.kind === "internalLink") {
    // One leading slash and no backslash: "//host" and "/\host" would leave the site.
    return schema.refine((value) => !value || /^\/(?![/\\])[^\s\\]*$/.test(value), INTERNAL_LINK_MESSAGE);
  }
  if (field.kind === "webLink") {
    return schema.refine((value) => !value || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), WEB_LINK_MESSAGE);
  }
  return schema;
}

/** The zod schema of a descriptor's document: unknown keys are dropped, every bound is checked. */
export function documentSchema<Descriptor extends DocumentDescriptor>(descriptor: Descriptor) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(descriptor)) {
    if (field.kind === "list") {
      const itemShape: Record<string, z.ZodType> = {};
      for (const [itemKey, itemField] of Object.entries(field.fields)) itemShape[itemKey] = scalarSchema(itemField);
      shape[key] = z
        .array(z.object(itemShape))
        .max(field.max, { error: () => m.listAtMost({ label: field.label, max: field.max }) })
        .min(field.required ? 1 : 0, { error: () => m.listAtLeastOne({ label: field.label }) });
    } else {
      shape[key] = scalarSchema(field);
    }
  }
  return z.object(shape) as unknown as z.ZodType<DocumentOf<Descriptor>>;
}

/** The form field name of a list item's field (also the path zod reports an error at). */
export function itemFieldName(listKey: string, index: number, itemKey: string): string {
  return `${listKey}.${index}.${itemKey}`;
}

/** Indices a hostile form may claim are bounded: a list never holds more than this many items. */
const MAX_POSTED_INDEX = 99;

/**
 * The document as the editor's form sent it, not yet checked: scalar fields by name, list items by
 * `list.<index>.<field>` in index order. A form field the descriptor does not know is ignored; a
 * list's items beyond MAX_POSTED_INDEX are never read. The route reads the body and hands over its
 * text values (lib/form-data.ts's formDataToObject: decision 0081); a repeated name counts once.
 */
export function readDocumentForm(
  descriptor: DocumentDescriptor,
  posted: Record<string, string | string[]>,
): Record<string, unknown> {
  const text = (name: string) => {
    const value = posted[name];
    return (Array.isArray(value) ? value[0] : value) ?? "";
  };
  const document: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(descriptor)) {
    if (field.kind !== "list") {
      document[key] = text(key);
      continue;
    }
    const indices = new Set<number>();
    const itemPattern = new RegExp(`^${key}\\.(\\d{1,2})\\.`);
    for (const name of Object.keys(posted)) {
      const match = itemPattern.exec(name);
      if (match && Number(match[1]) <= MAX_POSTED_INDEX) indices.add(Number(match[1]));
    }
    document[key] = [...indices]
      .sort((a, b) => a - b)
      .map((index) =>
        Object.fromEntries(
          Object.keys(field.fields).map((itemKey) => [itemKey, text(itemFieldName(key, index, itemKey))]),
        ),
      );
  }
  return document;
}

/** Every image in a document with the field name (path) it sits at, for the uploads check and its message. */
export function imagesOf(
  descriptor: DocumentDescriptor,
  document: Record<string, unknown>,
): Array<{ fieldName: string; url: string }> {
  const images: Array<{ fieldName: string; url: string }> = [];
  for (const [key, field] of Object.entries(descriptor)) {
    const value = document[key];
    if (field.kind === "image" && typeof value === "string" && value) images.push({ fieldName: key, url: value });
    if (field.kind !== "list" || !Array.isArray(value)) continue;
    (value as Array<Record<string, string>>).forEach((item, index) => {
      for (const [itemKey, itemField] of Object.entries(field.fields)) {
        const url = item[itemKey];
        if (itemField.kind === "image" && url) images.push({ fieldName: itemFieldName(key, index, itemKey), url });
      }
    });
  }
  return images;
}

/** A document as the editor's form fields (the inverse of readDocumentForm): for tests and scripts that post it. */
export function documentFormFields(descriptor: DocumentDescriptor, document: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(descriptor)) {
    const value = document[key];
    if (field.kind !== "list") {
      fields[key] = typeof value === "string" ? value : "";
      continue;
    }
    (Array.isArray(value) ? (value as Array<Record<string, string>>) : []).forEach((item, index) => {
      for (const itemKey of Object.keys(field.fields)) fields[itemFieldName(key, index, itemKey)] = item[itemKey] ?? "";
    });
  }
  return fields;
}
