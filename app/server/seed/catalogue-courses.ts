import { sanitizeRichText } from "~/lib/sanitize-html.server";
import { addCourseInstructor, insertCourse } from "~/server/factories/course-factory";
import type { DatabaseExecutor } from "~db/executor";
import type { Course, CourseType } from "~db/schema";
import { DEMO_STAFF, RATE_CARD, rateCardPriceCents, type StaffKey } from "./demo-company";
import { DEMO_ONLINE_COURSE_SLUG } from "./online-course-lessons";

interface CatalogueCourseSeed {
  slug: string;
  name: string;
  title: string;
  subtitle: string;
  type: CourseType;
  descriptionHtml: string;
  outcome: string[];
  requirements: string[];
  /** Classroom days: the duration, the schedule's runs and the price (rate card) all follow from it. */
  days: 1 | 3 | 5;
  /** Who facilitates it: a seeded instructor (demo-company.ts). */
  facilitator: StaffKey;
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
    days: 3,
    facilitator: "johan",
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
    days: 5,
    facilitator: "johan",
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
    days: 3,
    facilitator: "thandeka",
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
    days: 5,
    facilitator: "lindiwe",
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
    days: 3,
    facilitator: "sipho",
  },
  {
    slug: "iso-14001-2015-internal-auditor",
    name: "ISO 14001:2015 Internal Auditor",
    title: "Audit your environmental management system",
    subtitle: "Three days of practical internal audit training, with a site-walk exercise",
    type: "certification",
    descriptionHtml:
      "<p>Internal audits are the organisation's own check that its environmental management system works. Over three days the course covers aspects and impacts, compliance obligations and life-cycle thinking from the auditor's side, with a site-walk exercise.</p>",
    outcome: ["Plan and perform an internal environmental audit", "Report findings that lead to corrective action"],
    requirements: ["Familiarity with your organisation's environmental procedures"],
    days: 3,
    facilitator: "lindiwe",
  },
  {
    slug: "root-cause-analysis-and-corrective-action",
    name: "Root Cause Analysis and Corrective Action",
    title: "Stop problems coming back",
    subtitle: "Self-paced online: the 5 Whys, fishbone diagrams and verifying that the action worked",
    type: "improvement",
    descriptionHtml:
      "<p>Most corrective actions fix the symptom. This self-paced online course teaches you to find the real cause of a nonconformity, a complaint or an incident, and to check that the action taken actually worked. Five short lessons with quizzes, at your own pace, and a certificate on completion.</p>",
    outcome: ["Choose the right root-cause tool for the problem", "Write corrective actions that can be verified"],
    requirements: ["A real problem from your workplace to work on as you go"],
    days: 1,
    facilitator: "sipho",
  },
  {
    slug: "iso-31000-2018-risk-management",
    name: "ISO 31000:2018 Risk Management",
    title: "Risk-based thinking that helps decisions",
    subtitle: "One day on the principles, framework and process of ISO 31000",
    type: "improvement",
    descriptionHtml:
      "<p>Every ISO management system standard now asks for risk-based thinking. This course shows how to build a proportionate risk process with <strong>ISO 31000:2018</strong>: context, risk identification, analysis, evaluation and treatment, and how to report risk to management.</p>",
    outcome: ["Run a risk workshop and keep a useful risk register", "Link risks to objectives and controls"],
    requirements: ["None"],
    days: 1,
    facilitator: "lindiwe",
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
    days: 1,
    facilitator: "lindiwe",
  },
  {
    slug: "iso-9001-2015-awareness",
    name: "ISO 9001:2015 Awareness",
    title: "What ISO 9001 asks of your organisation, in one day",
    subtitle: "One day for managers and staff starting on a quality management system",
    type: "certification",
    descriptionHtml:
      "<p>An introduction to <strong>ISO 9001:2015</strong> for everyone who will work in a certified quality management system: the process approach, risk-based thinking, the ten clauses and what each means for daily work, and what happens during a certification audit.</p>",
    outcome: [
      "Explain the structure and intent of ISO 9001:2015",
      "Describe your own role in the quality management system",
    ],
    requirements: ["None"],
    days: 1,
    facilitator: "lindiwe",
  },
  {
    slug: "iso-9001-2015-internal-auditor",
    name: "ISO 9001:2015 Internal Auditor",
    title: "Audit your quality management system from the inside",
    subtitle: "Three days on planning, performing and reporting internal audits",
    type: "certification",
    descriptionHtml:
      "<p>Internal audits are where a quality management system finds its own weaknesses before the certification body does. Following <strong>ISO 19011:2018</strong>, the course builds a risk-based audit programme, practises interviewing and sampling records, and grades findings against ISO 9001:2015.</p>",
    outcome: [
      "Plan a risk-based internal audit programme",
      "Gather objective evidence by interview, observation and records",
      "Write findings that lead to corrective action",
    ],
    requirements: ["Knowledge of ISO 9001:2015 (our awareness course or equivalent)"],
    days: 3,
    facilitator: "lindiwe",
  },
  {
    slug: "iso-iec-27001-2022-awareness",
    name: "ISO/IEC 27001:2022 Awareness",
    title: "Information security management explained for the whole organisation",
    subtitle: "One day on the 2022 edition, its Annex A controls and the road to certification",
    type: "certification",
    descriptionHtml:
      "<p>A one-day introduction to <strong>ISO/IEC 27001:2022</strong>: the information security management system, risk assessment and treatment, the 93 Annex A controls in their four themes, and how the standard supports POPIA compliance.</p>",
    outcome: ["Explain the requirements of ISO/IEC 27001:2022", "Take part in an information security risk assessment"],
    requirements: ["None"],
    days: 1,
    facilitator: "lindiwe",
  },
  {
    slug: "iso-22000-2018-food-safety-implementation",
    name: "ISO 22000:2018 Food Safety Implementation",
    title: "Build a food safety management system that passes its audit",
    subtitle: "Three days for food manufacturers, packers and caterers",
    type: "certification",
    descriptionHtml:
      "<p>This course turns <strong>ISO 22000:2018</strong> into a working food safety management system: prerequisite programmes, hazard analysis and the HACCP plan, operational PRPs, traceability and recall, and the verification that shows it all works.</p>",
    outcome: [
      "Run a hazard analysis and build a HACCP plan",
      "Set up prerequisite programmes and verification",
      "Plan the steps to certification",
    ],
    requirements: ["Experience in food production or quality control"],
    days: 3,
    facilitator: "sipho",
  },
  {
    slug: "iso-22301-2019-business-continuity",
    name: "ISO 22301:2019 Business Continuity",
    title: "Keep critical services running through disruption",
    subtitle: "Being prepared for the next load-shedding stage, flood or system outage",
    type: "improvement",
    descriptionHtml:
      "<p>This course is being revised for next season. It will cover business impact analysis, continuity strategies and exercising plans.</p>",
    outcome: ["Carry out a business impact analysis"],
    requirements: ["None"],
    days: 1,
    facilitator: "lindiwe",
    isPublished: false,
  },
];

/** Inserts the catalogue courses and their facilitators; returns them so the training schedule can link to them. */
export async function seedCatalogueCourses(db: DatabaseExecutor): Promise<Course[]> {
  const staff = await db
    .selectFrom("user")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      Object.values(DEMO_STAFF).map((person) => person.email),
    )
    .execute();
  const staffId = (key: StaffKey) => staff.find((person) => person.email === DEMO_STAFF[key].email)?.id;
  const courses: Course[] = [];
  for (const course of CATALOGUE_COURSES) {
    const inserted = await insertCourse(db, {
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
      ...demoBuyerFacts(course),
    });
    courses.push(inserted);
    // The online course's instructor is added with its lessons (online-course-lessons.ts).
    const facilitatorId = staffId(course.facilitator);
    if (facilitatorId && course.slug !== DEMO_ONLINE_COURSE_SLUG) {
      await addCourseInstructor(db, inserted.id, facilitatorId);
    }
  }
  return courses;
}

/**
 * The demo company's prices and terms (decision 0051) from its one rate card (demo-company.ts);
 * the laboratory courses carry HPCSA CPD points (6 a day), the auditor courses are SAATCA-aligned (as
 * the About page says). The self-paced online course is free to enrol in: no price, no classroom.
 */
function demoBuyerFacts(course: CatalogueCourseSeed) {
  const { slug, days } = course;
  const isOnline = slug === DEMO_ONLINE_COURSE_SLUG;
  const isLaboratory = /17025|15189|uncertainty/.test(slug);
  const isAuditor = /auditor/.test(slug);
  return {
    price_cents: isOnline ? null : rateCardPriceCents(days, slug === "iso-9001-2015-lead-auditor"),
    price_note: isOnline ? "" : RATE_CARD.priceNote,
    delivery_modes: isOnline ? "" : days === 1 ? "virtual,in-house" : "classroom,virtual,in-house",
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
