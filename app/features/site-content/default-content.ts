import type { SitePageContent } from "./site-pages.schema";

/**
 * The demo company's copy as it stands on a fresh database: each page's first draft and published
 * document (page-content.server.ts writes it on first read). An admin replaces all of it in
 * Site settings › Page content.
 */

const MISSION =
  "To help African organisations build management systems that earn the trust of their customers, regulators and accreditation bodies, and to train the people who keep those systems working.";

const VISION =
  "A continent where every laboratory, factory, mine, hospital and public body can show, with evidence, that what it delivers is safe, reliable and fit for purpose.";

const VALUES = [
  { name: "Practical", text: "We write procedures people actually follow, sized to the organisation in front of us." },
  { name: "Independent", text: "We advise and train; we never certify the systems we helped build." },
  { name: "Evidence-based", text: "Every recommendation points to a requirement, a risk or a measured result." },
];

const AFFILIATIONS = [
  {
    name: "SANAS",
    detail:
      "We prepare laboratories and inspection bodies for accreditation by the South African National Accreditation System, and our trainers follow its technical and policy documents.",
  },
  {
    name: "SAATCA",
    detail:
      "Our lead auditor courses are aligned to the competence requirements of the South African Auditor and Training Certification Authority.",
  },
  {
    name: "SAQI",
    detail: "We are an organisational member of the South African Quality Institute and support World Quality Week.",
  },
  {
    name: "HPCSA CPD",
    detail:
      "Our laboratory courses and webinars are accredited for continuing professional development points for registered health professionals.",
  },
];

const PARTNERSHIP_BENEFITS = [
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "One partner from gap analysis to certificate",
    text: "The same consultant stays with you from the first site visit to the certification audit, so nothing is lost between phases.",
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Training that fits your shifts",
    text: "Classroom courses at our venues in Johannesburg, Durban and Cape Town, online live classes for teams spread across the region, or in-house courses at your premises.",
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Preferential rates for partners",
    text: "Organisations on a support agreement receive reduced course fees and priority booking on the public training schedule.",
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Support after certification",
    text: "Internal audits, management review facilitation and surveillance-audit preparation keep the system alive once the certificate is on the wall.",
  },
];

const SERVICE_BLOCKS = [
  {
    type: "accreditation",
    title: "Accreditation",
    text: "For testing, calibration and medical laboratories, inspection bodies and certification bodies. We run gap assessments against ISO/IEC 17025, ISO 15189, ISO/IEC 17020 and ISO/IEC 17065, write the quality documentation with your staff, validate methods and estimate measurement uncertainty, and stand beside you during the SANAS assessment.",
  },
  {
    type: "certification",
    title: "Certification",
    text: "For organisations seeking ISO 9001, ISO 14001, ISO 45001, ISO 22000, ISO/IEC 27001 or ISO 50001 certification. We plan the implementation, train your people, run the internal audit and management review, and prepare you for the stage 1 and stage 2 audits by the certification body of your choice.",
  },
  {
    type: "improvement",
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Improvement/Support",
    text: "For systems that already exist. Outsourced internal audits, root-cause analysis workshops, risk registers, complaints handling, supplier audits and transition projects when a standard is revised.",
  },
];

const CONSULTING_STEPS = [
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Gap analysis",
    text: "A consultant spends one or two days on site comparing what you do with what the standard requires, and leaves a written report with a prioritised plan.",
  },
  {
    title: "Implementation",
    text: "Together with your team we write the procedures, forms and records, set objectives and train the people who will run the system.",
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Internal audit and management review",
    text: "We audit the new system independently and facilitate the first management review, so that the evidence an auditor needs is in place.",
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    title: "Certification or accreditation audit",
    text: "We attend the external audit as your advisor and help you close any findings within the time allowed.",
  },
];

const TESTIMONIALS = [
  {
    quote:
      "Our laboratory went from a stack of old procedures to SANAS accreditation in eleven months. The consultant knew exactly what the assessors would ask for.",
    name: "Dr Zanele Ngcobo",
    role: "Laboratory Manager, water testing laboratory, Pietermaritzburg",
  },
  {
    quote:
      "The ISO 45001 course was run at our mine for three shifts. The trainer used our own incident reports as case studies, which made it real for the supervisors.",
    name: "Pieter van der Merwe",
    role: "SHEQ Manager, platinum mine, Rustenburg",
  },
  {
    quote:
      "We use them for our internal audits every year. The reports are short, factual and every finding comes with a clear reference to the standard.",
    name: "Amina Bello",
    role: "Quality Assurance Lead, food manufacturer, Lagos",
  },
];

const SERVICE_TEXT = Object.fromEntries(SERVICE_BLOCKS.map((block) => [block.type, block.text]));

const TERMS_SECTIONS: Array<{ heading: string; paragraphs: string[]; points?: string[] }> = [
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    heading: "1. Your account",
    paragraphs: [
      "You need an account to take online courses. Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with your account.",
      "New accounts are student accounts. Instructor and administrator rights are given by us, not chosen at sign-up.",
    ],
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    heading: "2. Courses, events and certificates",
    paragraphs: [
      "Course material, recordings and documents are for your own learning. Do not copy, resell or publish them without our written permission.",
      "Certificates of completion and CPD certificates are issued only for courses you actually completed. Each certificate carries a number and a verification link; we may revoke a certificate issued in error or obtained dishonestly, and the verification page will then say so.",
    ],
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    heading: "3. Acceptable use",
    paragraphs: ["When you use the site you agree not to:"],
    points: [
      "upload anything unlawful, harmful, or that you have no right to share;",
      "try to reach accounts, courses or data that are not yours;",
      "interfere with the site's security or availability, or send automated traffic to it.",
    ],
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    heading: "4. Your personal information",
    paragraphs: [
      "We process the personal information you give us (your name, email, phone number, ID or HPCSA number and course records) to run your courses, issue certificates and answer your enquiries, in line with the Protection of Personal Information Act, 2013 (POPIA). We do not sell it. You may ask to see, correct or delete your information by writing to us through the contact page.",
    ],
  },
  {
    // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
    heading: "5. Changes and contact",
    paragraphs: [
      "We may update these terms; the date below shows the latest version. If you keep using the site after a change, the new terms apply. Questions about these terms can be sent through the contact page.",
    ],
  },
];

export const DEFAULT_PAGE_CONTENT: SitePageContent = {
  home: {
    heroTitle: "Management systems that work, and people trained to run them",
    heroSubtitle:
      "We offer ISO consulting, accredited training and an online campus for quality, safety, environmental and laboratory professionals.",
    heroButtonLabel: "See the training schedule",
    heroButtonLink: "/learning-center",
    heroSecondLabel: "Talk to a consultant",
    heroSecondLink: "/contact-us",
    services: SERVICE_BLOCKS.map(({ title, text }) => ({ title, text })),
    whyUs: [
      {
        // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
        title: "Consultants who have run the systems",
        text: "Our consultants were quality managers, laboratory heads and SHEQ officers before they advised anyone, and they still audit every year.",
      },
      {
        // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
        title: "Independent advice",
        text: "We advise and train; we never certify the systems we helped build, so our advice is never shaped by a certificate to sell.",
      },
      {
        // i18n-exempt: the site's starting content, edited (and translated) as content in Page content
        title: "Accredited, CPD-bearing training",
        text: "Lead auditor courses aligned to SAATCA and laboratory courses that earn HPCSA CPD points, in the classroom at our venue, online live or in-house at your premises.",
      },
    ],
    testimonials: TESTIMONIALS,
    clientLogos: [],
    accreditations: AFFILIATIONS.map((affiliation) => ({ ...affiliation, logo: "" })),
    ctaTitle: "Planning a certification or an accreditation?",
    ctaText:
      "Tell us where your system stands today. A consultant replies within two working days with the next step and what it would cost.",
    ctaButtonLabel: "Book a consulting appointment",
    ctaButtonLink: "/consulting",
  },
  about: {
    mission: MISSION,
    vision: VISION,
    values: VALUES,
    affiliations: AFFILIATIONS.map((affiliation) => ({ ...affiliation, logo: "" })),
    benefits: PARTNERSHIP_BENEFITS,
  },
  services: {
    intro:
      "Consulting and training for the three stages of a management system: getting accredited, getting certified, and getting better.",
    accreditationText: SERVICE_TEXT.accreditation ?? "",
    certificationText: SERVICE_TEXT.certification ?? "",
    improvementText: SERVICE_TEXT.improvement ?? "",
    consultingIntro:
      "Most of our consulting projects follow the same four steps. Each ends with something you keep: a report, a set of documents, trained people or a closed finding.",
    consultingSteps: CONSULTING_STEPS,
    testimonials: TESTIMONIALS,
  },
  consulting: {
    intro:
      "Whether you are starting a management system from nothing, preparing for an accreditation assessment or recovering from a difficult audit, a first conversation with a consultant costs nothing.",
    steps: CONSULTING_STEPS,
  },
  contact: {
    intro: "Ask about a course, a consulting project or an in-house training. We reply within two working days.",
    siteVisitText:
      "A consultant visits your premises to understand your processes and scope. Best before a gap analysis.",
    virtualText: "A video meeting on Microsoft Teams, about an hour, for teams in different places.",
    phoneText: "A phone call at a time that suits you, for a first conversation or a quick question.",
  },
  terms: {
    intro:
      "These terms apply to everyone who uses this site: the public site, the online learning platform, event registrations and enquiry forms. By signing up you agree to them.",
    sections: TERMS_SECTIONS.map(({ heading, paragraphs, points }) => ({
      heading,
      text: [...paragraphs, ...(points ? [points.map((point) => `- ${point}`).join("\n")] : [])].join("\n\n"),
    })),
  },
};
