import { z } from "zod";
import { formVersion } from "~/lib/form-numbers";
import * as m from "./messages";
import {
  type DocumentDescriptor,
  type DocumentOf,
  documentSchema,
  type ListField,
  type TextField,
} from "./page-document";

/**
 * The public pages whose copy the company edits (decision 0054). Headings, section names and
 * button texts that SPEC.md names stay in the page components; what a descriptor lists is the
 * company's own words.
 */

const line = (label: string, max: number, required = true): TextField => ({ kind: "text", label, max, required });
const paragraph = (label: string, max: number, required = true): TextField => ({
  kind: "longText",
  label,
  max,
  required,
});

const titledItems = (label: string, itemName: string, max: number) =>
  ({
    kind: "list",
    label,
    itemName,
    max,
    fields: { title: line("Title", 120), text: paragraph("Text", 600) },
  }) satisfies ListField;

const testimonials = {
  kind: "list",
  label: "Testimonials",
  itemName: "testimonial",
  max: 9,
  fields: {
    quote: paragraph("Quote", 600),
    name: line("Name", 80),
    role: line("Role and organisation", 160),
  },
} satisfies ListField;

const affiliations = (label: string, itemName: string) =>
  ({
    kind: "list",
    label,
    itemName,
    max: 8,
    fields: {
      name: line("Name", 80),
      detail: paragraph("Detail", 400),
      logo: { kind: "image", label: "Logo" },
    },
  }) satisfies ListField;

const homeDescriptor = {
  heroTitle: line("Hero title", 120),
  heroSubtitle: paragraph("Hero text", 400),
  heroButtonLabel: line("Hero button label", 40),
  heroButtonLink: { kind: "internalLink", label: "Hero button link", required: true },
  heroSecondLabel: line("Second button label", 40, false),
  heroSecondLink: { kind: "internalLink", label: "Second button link" },
  services: titledItems("What we do", "service", 6),
  whyUs: titledItems("Why us", "reason", 6),
  testimonials,
  clientLogos: {
    kind: "list",
    label: "Client logos",
    itemName: "client logo",
    max: 12,
    fields: {
      name: line("Client name", 80),
      logo: { kind: "image", label: "Logo", required: true },
      link: { kind: "webLink", label: "Client website" },
    },
  },
  accreditations: affiliations("Accreditations", "accreditation"),
  ctaTitle: line("Call to action title", 120),
  ctaText: paragraph("Call to action text", 400),
  ctaButtonLabel: line("Call to action button label", 40),
  ctaButtonLink: { kind: "internalLink", label: "Call to action button link", required: true },
} satisfies DocumentDescriptor;

const aboutDescriptor = {
  mission: paragraph("Our mission", 600),
  vision: paragraph("Our vision", 600),
  values: {
    kind: "list",
    label: "How we work",
    itemName: "value",
    max: 6,
    fields: { name: line("Name", 60), text: paragraph("Text", 400) },
  },
  affiliations: affiliations("Affiliations", "affiliation"),
  benefits: titledItems("Partnership benefits", "benefit", 8),
} satisfies DocumentDescriptor;

const servicesDescriptor = {
  intro: paragraph("Introduction", 400),
  accreditationText: paragraph("Accreditation", 800),
  certificationText: paragraph("Certification", 800),
  improvementText: paragraph("Improvement/Support", 800),
  consultingIntro: paragraph("Consulting", 400),
  consultingSteps: titledItems("Consulting steps", "step", 6),
  testimonials,
} satisfies DocumentDescriptor;

const consultingDescriptor = {
  intro: paragraph("Introduction", 500),
  steps: titledItems("What a project looks like", "step", 6),
} satisfies DocumentDescriptor;

/** The contact page's lead and what each of SPEC's appointment types means (the consulting page shows them too). */
const contactDescriptor = {
  intro: paragraph("Introduction", 400),
  siteVisitText: paragraph("Request For Site Visit", 300),
  virtualText: paragraph("Virtual", 300),
  phoneText: paragraph("Telephonically", 300),
} satisfies DocumentDescriptor;

/** The terms of use: an introduction and numbered sections (a line starting "- " is a bullet point). */
const termsDescriptor = {
  intro: paragraph("Introduction", 800),
  sections: {
    kind: "list",
    label: "Sections",
    itemName: "section",
    max: 20,
    fields: {
      heading: line("Heading", 120),
      text: {
        ...paragraph("Text", 4000),
        description: 'Leave a blank line between paragraphs; start a line with "- " for a bullet point.',
      },
    },
  },
} satisfies DocumentDescriptor;

export const SITE_PAGES = {
  home: { name: "Home", path: "/", descriptor: homeDescriptor },
  about: { name: "About Us", path: "/about-us", descriptor: aboutDescriptor },
  services: { name: "Services", path: "/services", descriptor: servicesDescriptor },
  consulting: { name: "Consulting", path: "/consulting", descriptor: consultingDescriptor },
  contact: { name: "Contact Us", path: "/contact-us", descriptor: contactDescriptor },
  terms: { name: "Terms of use", path: "/terms", descriptor: termsDescriptor },
} as const;

export type SitePageKey = keyof typeof SITE_PAGES;
export const SITE_PAGE_KEYS = Object.keys(SITE_PAGES) as SitePageKey[];

export function isSitePageKey(value: unknown): value is SitePageKey {
  return typeof value === "string" && Object.hasOwn(SITE_PAGES, value);
}

export type HomeContent = DocumentOf<typeof homeDescriptor>;
type AboutContent = DocumentOf<typeof aboutDescriptor>;
type ServicesContent = DocumentOf<typeof servicesDescriptor>;
type ConsultingContent = DocumentOf<typeof consultingDescriptor>;
export type ContactContent = DocumentOf<typeof contactDescriptor>;
type TermsContent = DocumentOf<typeof termsDescriptor>;

/** SPEC 5's appointment types in its order, each with the company's explanation. */
export function appointmentTypes(content: ContactContent): Array<{ type: string; description: string }> {
  return [
    { type: "Request For Site Visit", description: content.siteVisitText },
    { type: "Virtual", description: content.virtualText },
    { type: "Telephonically", description: content.phoneText },
  ];
}

export interface SitePageContent {
  home: HomeContent;
  about: AboutContent;
  services: ServicesContent;
  consulting: ConsultingContent;
  contact: ContactContent;
  terms: TermsContent;
}

export const sitePageSchemas = {
  home: documentSchema(homeDescriptor),
  about: documentSchema(aboutDescriptor),
  services: documentSchema(servicesDescriptor),
  consulting: documentSchema(consultingDescriptor),
  contact: documentSchema(contactDescriptor),
  terms: documentSchema(termsDescriptor),
};

/** The Page content editor's buttons, one form each, each naming the version the editor opened. */
export const PAGE_CONTENT_DONE = {
  "save-draft": "Draft saved",
  publish: "Published: visitors see the new content now",
  "discard-draft": "Draft discarded: it is the published content again",
} as const;

const pageContentButton = <Intent extends keyof typeof PAGE_CONTENT_DONE>(intent: Intent) =>
  z.object({ intent: z.literal(intent), version: formVersion() });

/** Everything the Page content editor posts, told apart by its intent; the route switches on it. */
export const pageContentIntentSchema = z.discriminatedUnion(
  "intent",
  [pageContentButton("save-draft"), pageContentButton("publish"), pageContentButton("discard-draft")],
  { error: () => m.chooseIntent() },
);
