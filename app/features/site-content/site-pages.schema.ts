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
import * as pm from "./site-pages.messages";

/**
 * The public pages whose copy the company edits (decision 0054). Headings, section names and
 * button texts that SPEC.md names stay in the page components; what a descriptor lists is the
 * company's own words.
 */

/** A label read when it is shown, so it is in the language of the page showing it. */
type Words = () => string;

const line = (label: Words, max: number, required = true): TextField => ({
  kind: "text",
  get label() {
    return label();
  },
  max,
  required,
});
const paragraph = (label: Words, max: number, required = true, description?: Words): TextField => ({
  kind: "longText",
  get label() {
    return label();
  },
  get description() {
    return description?.();
  },
  max,
  required,
});
const link = <Kind extends "internalLink" | "webLink" | "image">(kind: Kind, label: Words, required = false) => ({
  kind,
  get label() {
    return label();
  },
  required,
});

const list = <Fields extends ListField["fields"]>(label: Words, itemName: Words, max: number, fields: Fields) =>
  ({
    kind: "list",
    get label() {
      return label();
    },
    get itemName() {
      return itemName();
    },
    max,
    fields,
  }) satisfies ListField;

const titledItems = (label: Words, itemName: Words, max: number) =>
  list(label, itemName, max, { title: line(pm.fieldTitle, 120), text: paragraph(pm.fieldText, 600) });

const testimonials = list(pm.testimonials, pm.testimonialItem, 9, {
  quote: paragraph(pm.fieldQuote, 600),
  name: line(pm.fieldName, 80),
  role: line(pm.fieldRole, 160),
});

const affiliations = (label: Words, itemName: Words) =>
  list(label, itemName, 8, {
    name: line(pm.fieldName, 80),
    detail: paragraph(pm.fieldDetail, 400),
    logo: link("image", pm.fieldLogo),
  });

const homeDescriptor = {
  heroTitle: line(pm.heroTitle, 120),
  heroSubtitle: paragraph(pm.heroText, 400),
  heroButtonLabel: line(pm.heroButtonLabel, 40),
  heroButtonLink: link("internalLink", pm.heroButtonLink, true),
  heroSecondLabel: line(pm.secondButtonLabel, 40, false),
  heroSecondLink: link("internalLink", pm.secondButtonLink),
  services: titledItems(pm.servicesList, pm.serviceItem, 6),
  whyUs: titledItems(pm.whyUs, pm.reasonItem, 6),
  testimonials,
  clientLogos: list(pm.clientLogos, pm.clientLogoItem, 12, {
    name: line(pm.clientName, 80),
    logo: link("image", pm.fieldLogo, true),
    link: link("webLink", pm.clientWebsite),
  }),
  accreditations: affiliations(pm.accreditations, pm.accreditationItem),
  ctaTitle: line(pm.ctaTitle, 120),
  ctaText: paragraph(pm.ctaText, 400),
  ctaButtonLabel: line(pm.ctaButtonLabel, 40),
  ctaButtonLink: link("internalLink", pm.ctaButtonLink, true),
} satisfies DocumentDescriptor;

const aboutDescriptor = {
  mission: paragraph(pm.ourMission, 600),
  vision: paragraph(pm.ourVision, 600),
  values: list(pm.howWeWork, pm.valueItem, 6, { name: line(pm.fieldName, 60), text: paragraph(pm.fieldText, 400) }),
  affiliations: affiliations(pm.affiliations, pm.affiliationItem),
  benefits: titledItems(pm.partnershipBenefits, pm.benefitItem, 8),
} satisfies DocumentDescriptor;

const servicesDescriptor = {
  intro: paragraph(pm.introduction, 400),
  accreditationText: paragraph(pm.accreditationText, 800),
  certificationText: paragraph(pm.certificationText, 800),
  improvementText: paragraph(pm.improvementText, 800),
  consultingIntro: paragraph(pm.consultingText, 400),
  consultingSteps: titledItems(pm.consultingSteps, pm.stepItem, 6),
  testimonials,
} satisfies DocumentDescriptor;

const consultingDescriptor = {
  intro: paragraph(pm.introduction, 500),
  steps: titledItems(pm.projectSteps, pm.stepItem, 6),
} satisfies DocumentDescriptor;

/** The contact page's lead and what each of SPEC's appointment types means (the consulting page shows them too). */
const contactDescriptor = {
  intro: paragraph(pm.introduction, 400),
  siteVisitText: paragraph(pm.siteVisit, 300),
  virtualText: paragraph(pm.virtual, 300),
  phoneText: paragraph(pm.telephonically, 300),
} satisfies DocumentDescriptor;

/** The terms of use: an introduction and numbered sections (a line starting "- " is a bullet point). */
const termsDescriptor = {
  intro: paragraph(pm.introduction, 800),
  sections: list(pm.sections, pm.sectionItem, 20, {
    heading: line(pm.heading, 120),
    text: paragraph(pm.fieldText, 4000, true, pm.termsTextHelp),
  }),
} satisfies DocumentDescriptor;

/** The pages whose copy the company edits; each name is read when shown (the admin's language). */
const sitePage = <Descriptor extends DocumentDescriptor>(name: Words, path: string, descriptor: Descriptor) => ({
  get name() {
    return name();
  },
  path,
  descriptor,
});

export const SITE_PAGES = {
  home: sitePage(pm.pageHome, "/", homeDescriptor),
  about: sitePage(pm.pageAbout, "/about-us", aboutDescriptor),
  services: sitePage(pm.pageServices, "/services", servicesDescriptor),
  consulting: sitePage(pm.pageConsulting, "/consulting", consultingDescriptor),
  contact: sitePage(pm.pageContact, "/contact-us", contactDescriptor),
  terms: sitePage(pm.pageTerms, "/terms", termsDescriptor),
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
    { type: pm.siteVisit(), description: content.siteVisitText },
    { type: pm.virtual(), description: content.virtualText },
    { type: pm.telephonically(), description: content.phoneText },
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
  "save-draft": pm.draftSaved,
  publish: pm.published,
  "discard-draft": pm.draftDiscarded,
} as const;

const pageContentButton = <Intent extends keyof typeof PAGE_CONTENT_DONE>(intent: Intent) =>
  z.object({ intent: z.literal(intent), version: formVersion() });

/** Everything the Page content editor posts, told apart by its intent; the route switches on it. */
export const pageContentIntentSchema = z.discriminatedUnion(
  "intent",
  [pageContentButton("save-draft"), pageContentButton("publish"), pageContentButton("discard-draft")],
  { error: () => m.chooseIntent() },
);
