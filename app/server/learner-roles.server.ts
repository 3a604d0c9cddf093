import type { DatabaseExecutor } from "~db/executor";

/**
 * What My learning links to beyond the person's own learning: their company's page when they
 * manage one, the assessment hub when they assess or moderate anywhere. Both in one statement
 * (docs/decisions/0118-learner-pages-within-budget.md); read with SQL here, as
 * listManagedCompanies and isAssessmentStaffAnywhere read them, so no feature imports another.
 */
export async function findLearnerRoles(
  db: DatabaseExecutor,
  userId: string,
): Promise<{ managesCompany: boolean; assesses: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("company_managers")
            .innerJoin("companies", "companies.id", "company_managers.company_id")
            .select("company_managers.company_id")
            .where("company_managers.user_id", "=", userId),
        )
        .as("manages_company"),
      eb
        .exists(
          eb
            .selectFrom("assessment_staff")
            .select("assessment_staff.course_id")
            .where("assessment_staff.user_id", "=", userId),
        )
        .as("assesses"),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL a boolean.
  return { managesCompany: Boolean(row.manages_company), assesses: Boolean(row.assesses) };
}
