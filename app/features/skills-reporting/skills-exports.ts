/** The skills-development reports (decision 0103-skills-evidence), named as the page and the log name them. */
export const SKILLS_REPORTS = ["annual-training-report", "workplace-skills-plan", "bbbee-skills-summary"] as const;
export type SkillsReport = (typeof SKILLS_REPORTS)[number];
export const SKILLS_REPORT_LABELS: Record<SkillsReport, string> = {
  // i18n-exempt: the official names of the regulator's reports
  "annual-training-report": "Annual Training Report learner sheet",
  // i18n-exempt: official report name
  "workplace-skills-plan": "Workplace Skills Plan draft",
  // i18n-exempt: official report name
  "bbbee-skills-summary": "B-BBEE skills-development summary",
};
