import { sql } from "kysely";
import {
  type MyInvitation,
  myInvitationsQuery,
  myInvitationViews,
} from "~/features/companies/employee-invitations.server";
import type { DatabaseExecutor } from "~db/executor";
import { jsonRowsFrom, readJsonRows } from "~db/json-aggregation";

/**
 * What My learning shows beyond the person's own learning: their company's page when they manage
 * one, the assessment hub when they assess or moderate anywhere, and the companies that invited
 * them. All in one statement (docs/decisions/0118-learner-pages-within-budget.md; the invitations
 * as a JSON column since decision 0123-learner-statements). The roles are read with SQL here, as
 * listManagedCompanies and isAssessmentStaffAnywhere read them, so no feature imports another;
 * the invitations' subquery is the companies feature's own.
 */
export async function findLearnerNotices(
  db: DatabaseExecutor,
  userId: string,
): Promise<{ managesCompany: boolean; assesses: boolean; invitations: MyInvitation[] }> {
  const invitations = await myInvitationsQuery(db, userId);
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
      // No confirmed address: no invitation can be theirs, and none is looked for.
      invitations ? jsonRowsFrom(db, invitations).as("invitations") : sql<null>`null`.as("invitations"),
    ])
    .executeTakeFirstOrThrow();
  return {
    // SQLite answers 0/1, PostgreSQL a boolean.
    managesCompany: Boolean(row.manages_company),
    assesses: Boolean(row.assesses),
    invitations: myInvitationViews(readJsonRows(row.invitations)),
  };
}
