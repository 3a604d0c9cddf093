import { addDays } from "~/lib/dates";
import { insertEvent } from "~/server/factories/event-factory";
import type { DatabaseExecutor } from "~db/executor";
import { DEMO_STAFF, firstRunStart, workingDayAfter, workingDayFrom } from "./demo-company";

const { johan, lindiwe, sipho, thandeka } = DEMO_STAFF;

/** The laboratory webinars' CPD: the HPCSA body the CPD-ledger migration adds (cpdbodyhpc). */
const LABORATORY_WEBINAR_CPD = { cpdPoints: "2", cpdCategory: "clinical", cpdBodyId: "cpdbodyhpc" } as const;

/**
 * The demo webinars: three upcoming (the soonest is featured on /events) and one that has taken
 * place. Dates are working days relative to the seed time, so a fresh demo always has upcoming
 * events, never on a weekend, a public holiday or in the year-end break. Presenters and moderators
 * are the company's seeded instructors (demo-company.ts).
 */
export async function seedEvents(db: DatabaseExecutor, seedTime = new Date()) {
  const transitionDay = workingDayFrom(seedTime, 18);
  // Two weeks apart whatever holidays moved the first one to.
  // Two mornings on two days in a row, never across a weekend or a public holiday.
  const auditDay = firstRunStart(workingDayAfter(transitionDay, 14), 2);
  const uncertaintyDay = workingDayAfter(addDays(auditDay, 1), 14);
  const leadershipDay = workingDayFrom(seedTime, -40);
  await insertEvent(db, {
    title: "ISO 15189:2022 transition for medical laboratories",
    subTitle: "What changed, what SANAS assessors will ask for, and how to close the gaps in time",
    dateFrom: transitionDay,
    dateTo: transitionDay,
    timeFrom: "10:00",
    timeTo: "12:00",
    location: "Online (Microsoft Teams)",
    description:
      "ISO 15189:2022 replaces the 2012 edition and brings the requirements for point-of-care testing into the standard. Accredited medical laboratories must transition within the period set by ILAC and SANAS.\n\nThis two-hour webinar walks through the changes clause by clause, shows how to run a gap analysis on your current system, and answers your questions live.",
    instructor_name: thandeka.name,
    instructor_role: thandeka.role,
    moderator_name: johan.name,
    moderator_role: johan.role,
    teamsLink: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_iso15189-transition%40thread.v2/0",
    // Two hours, HPCSA CPD accredited as its poster says (one CEU an hour, clinical).
    ...LABORATORY_WEBINAR_CPD,
    posterUrl: "/events/iso-15189-transition.svg",
    image: null,
    highlights: [
      "The structure of the 2022 edition and what moved where",
      "Risk management and patient-centred requirements",
      "Point-of-care testing now inside the standard",
      "Running a gap analysis on your current quality manual",
      "Planning the transition before your next assessment",
    ],
    whoShouldAttend: [
      "Laboratory managers",
      "Quality managers",
      "Medical technologists and scientists",
      "Pathologists",
      "Point-of-care testing coordinators",
    ],
  });
  await insertEvent(db, {
    title: "Internal auditing to ISO 9001:2015",
    subTitle: "Plan an audit programme, gather objective evidence and write findings that lead to action",
    dateFrom: auditDay,
    dateTo: addDays(auditDay, 1),
    timeFrom: "09:00",
    timeTo: "12:30",
    location: "Online (Microsoft Teams)",
    description:
      "Two mornings on the internal audit cycle as ISO 19011 describes it, applied to a quality management system: risk-based audit programmes, checklists that do not become the audit, interviewing, sampling records and grading nonconformities.",
    instructor_name: lindiwe.name,
    instructor_role: lindiwe.role,
    moderator_name: sipho.name,
    moderator_role: sipho.role,
    teamsLink: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_iso9001-internal-audit%40thread.v2/0",
    posterUrl: "/events/iso-9001-internal-auditing.svg",
    image: null,
    highlights: [
      "A risk-based audit programme for the year",
      "Sampling records and interviewing people",
      "Writing findings against the requirement",
      "Follow-up and verifying corrective action",
    ],
    whoShouldAttend: ["Internal auditors", "Quality managers", "Process owners", "Management representatives"],
  });
  await insertEvent(db, {
    title: "Measurement uncertainty for ISO/IEC 17025 testing laboratories",
    subTitle: "Estimating and reporting uncertainty that an assessor will accept",
    dateFrom: uncertaintyDay,
    dateTo: uncertaintyDay,
    timeFrom: "14:00",
    timeTo: "16:00",
    location: "Online (Microsoft Teams)",
    description:
      "A worked approach to measurement uncertainty for testing laboratories: identifying contributions, using validation and quality control data, combining and expanding the uncertainty, and stating it on reports in line with clause 7.8.",
    instructor_name: johan.name,
    instructor_role: johan.role,
    moderator_name: thandeka.name,
    moderator_role: thandeka.role,
    teamsLink: "https://teams.microsoft.com/l/meetup-join/19%3ameeting_iso17025-uncertainty%40thread.v2/0",
    // Two hours, HPCSA CPD accredited as its poster says (one CEU an hour, clinical).
    ...LABORATORY_WEBINAR_CPD,
    posterUrl: "/events/iso-17025-uncertainty.svg",
    image: null,
    highlights: [
      "Top-down and bottom-up approaches",
      "Using quality control data",
      "Decision rules and statements of conformity",
    ],
    whoShouldAttend: ["Technical managers", "Laboratory analysts", "Quality managers"],
  });
  await insertEvent(db, {
    title: "Leadership and worker participation in ISO 45001:2018",
    subTitle: "How top management shows commitment to occupational health and safety",
    dateFrom: leadershipDay,
    dateTo: leadershipDay,
    timeFrom: "10:00",
    timeTo: "11:30",
    location: "Online (Microsoft Teams)",
    description:
      "Clause 5 of ISO 45001 asks more of top management than any earlier health and safety standard. This webinar looked at the evidence of leadership, consultation and participation of workers that certification auditors expect.",
    instructor_name: sipho.name,
    instructor_role: sipho.role,
    moderator_name: lindiwe.name,
    moderator_role: lindiwe.role,
    teamsLink: null,
    posterUrl: "/events/iso-45001-leadership.svg",
    image: null,
    highlights: ["Clause 5 requirements", "Consultation versus participation", "Evidence for auditors"],
    whoShouldAttend: ["Health and safety managers", "Senior managers", "Health and safety representatives"],
  });
}
