import { escapeHtml } from "~/lib/html";

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label/value rows, e.g. the fields of an enquiry. */
  details?: Array<[string, string]>;
  footer?: string;
  /** An image attached inline (its attachment's cid), shown after the paragraphs; its text in the plain version. */
  image?: { cid: string; alt: string; width: number; text: string };
}

/** Every Campus email has the same plain, phone-friendly shape, in HTML and in text. */
export function renderEmailLayout(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`);
  const details = content.details?.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c4f8c;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block"></p>`
    : "";
  const footer = content.footer ? `<p style="color:#555;font-size:13px">${escapeHtml(content.footer)}</p>` : "";
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5;max-width:600px;margin:0 auto;padding:24px"><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs.join("")}${image}${details}${action}${footer}</body></html>`;

  const textParts = [content.heading, "", ...content.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  if (content.image) textParts.push(content.image.text, "");
  if (content.details?.length) textParts.push(...content.details.map(([label, value]) => `${label}: ${value}`), "");
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, "");
  if (content.footer) textParts.push(content.footer);
  return { html, text: textParts.join("\n").trim() };
}
