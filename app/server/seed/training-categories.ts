import type { DatabaseExecutor } from "~db/executor";

/** The three training categories and their ISO standards, as the company offers them (SPEC 9). */
const TRAINING_CATEGORIES = [
  {
    id: "accreditation",
    name: "Accreditation",
    summary:
      "For laboratories, inspection and certification bodies preparing for accreditation by SANAS or another ILAC signatory: the requirements, the documents and the evidence an assessor looks for.",
    standards: [
      ["ISO/IEC 17025:2017", "Testing and calibration laboratories"],
      ["ISO 15189:2022", "Medical laboratories: quality and competence"],
      ["ISO/IEC 17020:2012", "Bodies performing inspection"],
      ["ISO/IEC 17021-1:2015", "Bodies providing audit and certification of management systems"],
      ["ISO/IEC 17043:2023", "Proficiency testing providers"],
      ["ISO 17034:2016", "Reference material producers"],
      ["ISO/IEC 17065:2012", "Bodies certifying products, processes and services"],
    ],
  },
  {
    id: "certification",
    name: "Certification",
    summary:
      "For organisations implementing a management system and seeking certification: awareness, implementation, internal audit and lead auditor courses.",
    standards: [
      ["ISO 9001:2015", "Quality management systems"],
      ["ISO 14001:2015", "Environmental management systems"],
      ["ISO 45001:2018", "Occupational health and safety management systems"],
      ["ISO 22000:2018", "Food safety management systems"],
      ["ISO/IEC 27001:2022", "Information security management systems"],
      ["ISO 50001:2018", "Energy management systems"],
      ["ISO 37001:2016", "Anti-bribery management systems"],
    ],
  },
  {
    id: "improvement",
    name: "Improvement/Support",
    summary:
      "For teams keeping a system alive after certification: auditing, risk, complaints, continuity and the problem-solving tools that make improvement stick.",
    standards: [
      ["ISO 19011:2018", "Guidelines for auditing management systems"],
      ["ISO 31000:2018", "Risk management"],
      ["ISO 10002:2018", "Customer satisfaction: complaints handling"],
      ["ISO 9004:2018", "Quality of an organisation: achieving sustained success"],
      ["ISO 22301:2019", "Business continuity management systems"],
      ["ISO 10014:2021", "Realising financial and economic benefits of quality management"],
    ],
  },
] as const;

/** Country footprint, in the order the company lists it (SPEC 9). */
const FOOTPRINT_COUNTRIES = [
  "Kenya",
  "Botswana",
  "Côte d'Ivoire",
  "Nigeria",
  "Namibia",
  "Tanzania",
  "Uganda",
  "Zambia",
  "South Africa",
] as const;

export async function seedTrainingCategories(db: DatabaseExecutor) {
  for (const [categoryIndex, category] of TRAINING_CATEGORIES.entries()) {
    await db
      .insertInto("training_categories")
      .values({ id: category.id, name: category.name, summary: category.summary, position: categoryIndex + 1 })
      .execute();
    await db
      .insertInto("training_standards")
      .values(
        category.standards.map(([code, title], index) => ({
          id: `${category.id}-${index + 1}`,
          category_id: category.id,
          code,
          title,
          position: index + 1,
        })),
      )
      .execute();
  }
  await db
    .insertInto("footprint_countries")
    .values(FOOTPRINT_COUNTRIES.map((name, index) => ({ id: `country-${index + 1}`, name, position: index + 1 })))
    .execute();
}
