import type { ManagedCompany } from "~/features/companies/company-staff-access.server";
import type { AssignTrainingInput } from "~/features/companies/employee-self-service.schema";
import { enrolInPath } from "~/features/learning/paths/path-enrolment.server";
import { insertEnrolment } from "~/features/learning/self-enrolment.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import * as m from "./company-assignments.messages";
import { assignCompanyCredit } from "./selling-credits.server";

/**
 * A training manager assigns an online course or a learning path to employees of their company
 * (decision 0104-company-self-service): they are enrolled at once. A free course is simply
 * enrolled; a paid one takes one of the company's seat credits per person (the selling model's
 * credits, decision 0083-fulfilment-seats), and is refused, before anyone is enrolled, when the
 * company has too few. Composed here because it joins companies, learning and selling.
 */

const isPaid = (priceCents: number | null) => priceCents !== null && priceCents > 0;

class AssignmentRefused extends Error {
  constructor(readonly refusal: Outcome & { ok: false }) {
    super(refusal.message);
  }
}

async function employeesWithAccounts(db: DatabaseExecutor, companyId: string, employeeIds: readonly string[]) {
  // Only confirmed employees can be given training by their company (decision 0105-employee-consent).
  const employees = await selectConfirmedCompanyEmployees(db)
    .leftJoin("user as linked", "linked.id", "company_employees.user_id")
    .leftJoin("user as by_email", (join) =>
      join.on((eb) => eb(eb.fn("lower", ["by_email.email"]), "=", eb.ref("company_employees.email"))),
    )
    .select([
      "company_employees.id",
      "company_employees.name",
      "company_employees.email",
      "linked.id as linked_id",
      "by_email.id as email_id",
    ])
    .where("company_employees.company_id", "=", companyId)
    .where("company_employees.id", "in", employeeIds)
    .execute();
  return employees.map((row) => ({ ...row, userId: row.linked_id ?? row.email_id ?? null }));
}

async function unassignedCredits(db: DatabaseExecutor, companyId: string, courseId: string) {
  const row = await db
    .selectFrom("order_seats")
    .innerJoin("orders", "orders.id", "order_seats.order_id")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("orders.company_id", "=", companyId)
    .where("orders.status", "!=", "cancelled")
    .where("order_seats.item_type", "=", "course")
    .where("order_seats.item_id", "=", courseId)
    .where("order_seats.status", "=", "unassigned")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function enrolledUserIds(db: DatabaseExecutor, courseId: string, userIds: readonly string[]) {
  const rows = await db
    .selectFrom("enrolments")
    .select("user_id")
    .where("course_id", "=", courseId)
    .where("user_id", "in", userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function assignTraining(
  db: DatabaseExecutor,
  company: ManagedCompany,
  manager: { id: string },
  input: Pick<AssignTrainingInput, "training" | "employeeId">,
  now: Date = new Date(),
): Promise<Outcome<{ message: string }>> {
  const ids = [...new Set(input.employeeId)];
  const employees = await employeesWithAccounts(db, company.id, ids);
  if (employees.length !== ids.length) {
    const message = m.chooseEmployeesOfCompany();
    return refuse("missing", message, { employeeId: message });
  }
  const withoutAccount = employees.filter((employee) => !employee.userId);
  if (withoutAccount.length > 0) {
    const names = withoutAccount.map((employee) => `${employee.name} (${employee.email})`).join(", ");
    const message =
      withoutAccount.length === 1 ? m.notAssignedNoAccountOne({ names }) : m.notAssignedNoAccountMany({ names });
    return refuse("invalid", message, { employeeId: message });
  }
  const [kind, id = ""] = input.training.split(":");
  const courses =
    kind === "course"
      ? await db
          .selectFrom("courses")
          .select(["id", "title", "price_cents"])
          .where("id", "=", id)
          .where("is_published", "=", 1)
          .execute()
      : await db
          .selectFrom("learning_path_courses")
          .innerJoin("courses", "courses.id", "learning_path_courses.course_id")
          .innerJoin("learning_paths", "learning_paths.id", "learning_path_courses.path_id")
          .select(["courses.id", "courses.title", "courses.price_cents"])
          .where("learning_path_courses.path_id", "=", id)
          .where("learning_paths.is_published", "=", 1)
          .orderBy("learning_path_courses.position")
          .execute();
  const path =
    kind === "path"
      ? await db.selectFrom("learning_paths").select(["id", "title"]).where("id", "=", id).executeTakeFirst()
      : undefined;
  if (courses.length === 0 || (kind === "path" && !path)) {
    const message = m.trainingNotAvailable();
    return refuse("missing", message, { training: message });
  }
  const userIds = employees.map((employee) => employee.userId as string);
  // Per paid course: who still needs a seat, and whether the company's credits cover them.
  const paidSeats: { courseId: string; title: string; employeeIds: string[] }[] = [];
  for (const course of courses.filter((candidate) => isPaid(candidate.price_cents))) {
    const enrolled = await enrolledUserIds(db, course.id, userIds);
    const needing = employees.filter((employee) => !enrolled.has(employee.userId as string));
    if (needing.length === 0) continue;
    const credits = await unassignedCredits(db, company.id, course.id);
    if (credits < needing.length) {
      const message = m.paidCourseNeedsCredits({ title: course.title, count: needing.length, credits });
      return refuse("closed", message, { training: message });
    }
    paidSeats.push({ courseId: course.id, title: course.title, employeeIds: needing.map((employee) => employee.id) });
  }
  try {
    await inTransaction(db, async (trx) => {
      for (const seat of paidSeats) {
        for (const employeeId of seat.employeeIds) {
          const assigned = await assignCompanyCredit(
            trx,
            { companyId: company.id, itemKey: `course:${seat.courseId}`, employeeId },
            now,
          );
          if (!assigned.ok) throw new AssignmentRefused(assigned);
        }
      }
      for (const userId of userIds) {
        if (path) await enrolInPath(trx, { pathId: path.id, userId, enrolledBy: manager.id });
        else await insertEnrolment(trx, courses[0]?.id as string, userId, manager.id);
      }
    });
  } catch (error) {
    if (error instanceof AssignmentRefused) return error.refusal;
    throw error;
  }
  const title = path?.title ?? courses[0]?.title ?? "";
  const enrolment =
    employees.length === 1
      ? m.personEnrolledIn({ name: employees[0]?.name ?? "", title })
      : m.employeesEnrolledIn({ count: employees.length, title });
  const credits = paidSeats.reduce((sum, seat) => sum + seat.employeeIds.length, 0);
  return {
    ok: true,
    message: credits
      ? m.enrolmentWithCredits({ enrolment, credits: m.seatCreditsUsed({ count: credits }) })
      : enrolment,
  };
}
