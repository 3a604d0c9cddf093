import type { Kysely } from "kysely";
import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { insertCourse } from "~db/factories/course-factory";
import type { Course, CourseType, Database } from "~db/schema";

interface CatalogueCourseSeed {
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  type: CourseType;
  descriptionHtml: string;
  outcome: string[];
  requirements: string[];
  isPublished?: boolean;
}

/** The company's public course catalogue: a few courses of each type, one still a draft. */
export const CATALOGUE_COURSES: CatalogueCourseSeed[] = [
  {
    slug: "iso-iec-17025-2017-requirements-and-implementation",
    name: "ISO/IEC 17025:2017 Requirements and Implementation",
    title: "Build a laboratory quality system a SANAS assessor will recognise",
    subtitle: "Three days for testing and calibration laboratories preparing for accreditation",
    type: "accreditation",
    descriptionHtml:
      "<p>This course takes laboratory managers, quality managers and technical signatories through every clause of <strong>ISO/IEC 17025:2017</strong>: impartiality and confidentiality, structural and resource requirements, the process requirements from contract review to reporting, and the management system options.</p><p>Each clause is paired with the records an assessor asks for, with worked examples from chemical, microbiological and calibration laboratories.</p>",
    outcome: [
      "Interpret each clause of ISO/IEC 17025:2017 for your own laboratory",
      "Write a risk-based quality manual and the procedures it needs",
      "Prepare the evidence SANAS reviews during an accreditation assessment",
    ],
    requirements: [
      "Working experience in a testing or calibration laboratory",
      "A copy of the standard is recommended",
    ],
  },
  {
    slug: "measurement-uncertainty-and-method-validation",
    name: "Measurement Uncertainty and Method Validation",
    title: "Estimate uncertainty and validate methods with confidence",
    subtitle: "Five days of practical statistics for accredited and accreditation-seeking laboratories",
    type: "accreditation",
    descriptionHtml:
      "<p>Laboratories are asked to show that their methods are fit for purpose and that they know the uncertainty of their results. This course works through the GUM approach and the top-down approach from validation and quality-control data, using spreadsheets participants keep.</p><ul><li>Precision, trueness, linearity, limits of detection and quantitation</li><li>Uncertainty budgets for a calibration and for a chemical test</li><li>Decision rules and statements of conformity</li></ul>",
    outcome: [
      "Plan and report a method validation study",
      "Build an uncertainty budget and combine its components",
      "Apply a decision rule when reporting conformity",
    ],
    requirements: ["Basic statistics (mean, standard deviation)", "A laptop with a spreadsheet program"],
  },
  {
    slug: "iso-15189-2022-medical-laboratories",
    name: "ISO 15189:2022 for Medical Laboratories",
    title: "Quality and competence in the medical laboratory",
    subtitle: "Three days on the 2022 edition, including the point-of-care testing requirements",
    type: "accreditation",
    descriptionHtml:
      "<p>A course for pathology and clinical laboratories moving to, or already accredited against, <strong>ISO 15189:2022</strong>. It covers the changes from the 2012 edition, risk management for patient safety, and the examination process from request to report.</p>",
    outcome: [
      "Explain the changes introduced by ISO 15189:2022",
      "Apply risk management to pre-examination, examination and post-examination processes",
    ],
    requirements: ["Experience in a medical laboratory"],
  },
  {
    slug: "iso-9001-2015-lead-auditor",
    name: "ISO 9001:2015 Lead Auditor",
    title: "Lead quality management system audits from planning to close-out",
    subtitle: "Five days, with a written examination and a certificate of competence",
    type: "certification",
    descriptionHtml:
      "<p>For quality professionals who lead first-, second- or third-party audits. The course follows the audit process of <strong>ISO 19011:2018</strong> against the requirements of ISO 9001:2015, with role plays of opening meetings, interviews and closing meetings.</p><p>Participants sit a written examination on the last day.</p>",
    outcome: [
      "Plan an audit and lead an audit team",
      "Gather and evaluate objective evidence",
      "Write nonconformities that are clear, factual and traceable",
    ],
    requirements: ["Knowledge of ISO 9001:2015 (our awareness course or equivalent)", "Two years of work experience"],
  },
  {
    slug: "iso-45001-2018-implementation",
    name: "ISO 45001:2018 Implementation",
    title: "Put an occupational health and safety management system to work",
    subtitle: "Three days for safety officers, SHEQ managers and supervisors",
    type: "certification",
    descriptionHtml:
      "<p>This course turns the requirements of <strong>ISO 45001:2018</strong> into a working system: hazard identification and risk assessment, legal compliance with the Occupational Health and Safety Act, worker consultation and participation, incident investigation and emergency preparedness.</p>",
    outcome: [
      "Build a hazard identification and risk assessment process",
      "Set up a register of legal requirements and evaluate compliance",
      "Plan the steps to certification",
    ],
    requirements: ["No prior ISO knowledge needed"],
  },
  {
    slug: "iso-14001-2015-internal-auditor",
    name: "ISO 14001:2015 Internal Auditor",
    title: "Audit your environmental management system",
    subtitle: "Two days of practical internal audit training",
    type: "certification",
    descriptionHtml:
      "<p>Internal audits are the organisation's own check that its environmental management system works. The course covers aspects and impacts, compliance obligations and life-cycle thinking from the auditor's side, with a site-walk exercise.</p>",
    outcome: ["Plan and perform an internal environmental audit", "Report findings that lead to corrective action"],
    requirements: ["Familiarity with your organisation's environmental procedures"],
  },
  {
    slug: "root-cause-analysis-and-corrective-action",
    name: "Root Cause Analysis and Corrective Action",
    title: "Stop problems coming back",
    subtitle: "One day of tools that work: 5 Whys, fishbone diagrams and fault trees",
    type: "improvement",
    descriptionHtml:
      "<p>Most corrective actions fix the symptom. This one-day workshop teaches teams to find the real cause of a nonconformity, a complaint or an incident, and to check that the action taken actually worked.</p>",
    outcome: ["Choose the right root-cause tool for the problem", "Write corrective actions that can be verified"],
    requirements: ["Bring a real problem from your workplace"],
  },
  {
    slug: "iso-31000-2018-risk-management",
    name: "ISO 31000:2018 Risk Management",
    title: "Risk-based thinking that helps decisions",
    subtitle: "Two days on the principles, framework and process of ISO 31000",
    type: "improvement",
    descriptionHtml:
      "<p>Every ISO management system standard now asks for risk-based thinking. This course shows how to build a proportionate risk process with <strong>ISO 31000:2018</strong>: context, risk identification, analysis, evaluation and treatment, and how to report risk to management.</p>",
    outcome: ["Run a risk workshop and keep a useful risk register", "Link risks to objectives and controls"],
    requirements: ["None"],
  },
  {
    slug: "iso-10002-complaints-handling",
    name: "ISO 10002 Complaints Handling",
    title: "Turn complaints into improvement",
    subtitle: "One day for customer service and quality teams",
    type: "improvement",
    descriptionHtml:
      "<p>A practical day on receiving, tracking, resolving and learning from complaints following <strong>ISO 10002:2018</strong>, including the Consumer Protection Act obligations South African businesses must meet.</p>",
    outcome: ["Design a complaints process customers trust", "Measure complaint handling and report trends"],
    requirements: ["None"],
  },
  {
    slug: "iso-22301-2019-business-continuity",
    name: "ISO 22301:2019 Business Continuity",
    title: "Keep critical services running through disruption",
    subtitle: "Being prepared for the next load-shedding stage, flood or system outage",
    type: "improvement",
    descriptionHtml:
      "<p>This course is being revised for the 2027 season. It will cover business impact analysis, continuity strategies and exercising plans.</p>",
    outcome: ["Carry out a business impact analysis"],
    requirements: ["None"],
    isPublished: false,
  },
];

/** Inserts the catalogue courses; returns them so the training schedule can link to them. */
export async function seedCatalogueCourses(db: Kysely<Database>): Promise<Course[]> {
  const courses: Course[] = [];
  for (const course of CATALOGUE_COURSES) {
    courses.push(
      await insertCourse(db, {
        slug: course.slug,
        name: course.name,
        title: course.title,
        subtitle: course.subtitle,
        type: course.type,
        description_html: sanitizeRichText(course.descriptionHtml),
        outcome: course.outcome.join("\n"),
        requirements: course.requirements.join("\n"),
        // No uploaded cover: each shows the generated cover of its standard or category (/covers/{family}.svg).
        cover_url: null,
        is_published: course.isPublished === false ? 0 : 1,
        ...demoBuyerFacts(course.slug),
      }),
    );
  }
  return courses;
}

/**
 * The demo company's prices and terms (issue 13, item 3), one rate card for the whole site: R 4 950 a
 * classroom day per person, excluding VAT, lead auditor courses priced on their own; the laboratory
 * courses carry HPCSA CPD points, the auditor courses are SAATCA-aligned (as the About page says).
 */
function demoBuyerFacts(slug: string) {
  const days = DEMO_DAYS[slug] ?? 1;
  const isLaboratory = /17025|15189|uncertainty/.test(slug);
  const isAuditor = /auditor/.test(slug);
  return {
    price_cents: slug === "iso-9001-2015-lead-auditor" ? 1_895_000 : days * 495_000,
    price_note: "per person, excluding VAT",
    delivery_modes: days === 1 ? "virtual,in-house" : "classroom,virtual,in-house",
    duration_minutes: days * 480,
    audience: isLaboratory
      ? "Quality managers and technical staff of testing, calibration and medical laboratories\nAnyone preparing for a SANAS assessment"
      : "Quality, safety and environmental coordinators\nManagers who own a process in the management system\nInternal auditors and those training to be one",
    accreditation: isLaboratory
      ? "HPCSA CPD accredited"
      : isAuditor
        ? "Aligned to SAATCA auditor competence requirements"
        : "",
    cpd_points: isLaboratory ? String(days * 6) : "",
    faq: [
      "Is the course fee per person?\nYes: the fee is per delegate and includes course notes, lunch and refreshments on classroom days.",
      "Can you run it at our premises?\nYes. In-house courses are quoted per group of up to 16 people; request a quote with your preferred dates.",
      "Do I receive a certificate?\nEvery delegate who attends the whole course receives a certificate of attendance; assessed courses also state the result.",
    ].join("\n\n"),
  };
}

const DEMO_DAYS: Record<string, number> = {
  "iso-iec-17025-2017-requirements-and-implementation": 3,
  "measurement-uncertainty-and-method-validation": 5,
  "iso-15189-2022-medical-laboratories": 3,
  "iso-9001-2015-lead-auditor": 5,
  "iso-45001-2018-implementation": 3,
  "iso-14001-2015-internal-auditor": 3,
  "root-cause-analysis-and-corrective-action": 1,
  "iso-31000-2018-risk-management": 1,
  "iso-10002-complaints-handling": 1,
  "iso-22301-2019-business-continuity": 1,
};
