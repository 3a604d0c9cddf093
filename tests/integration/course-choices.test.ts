import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_CHOICE_LIMIT, type CourseChoice, type CourseChoiceScope } from "~/lib/course-choices";
import { createId } from "~/lib/ids";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import { buildCourse, insertChapter, insertLesson } from "~/server/factories/course-factory";
import { TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, type Dispatched, dispatch } from "~tests/support/route-table";
import { ACTOR_NAMES, type ActorName, buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * The course pickers' search (decision 0136-course-pickers), /api/course-choices, through the route
 * table: a course far down a catalogue of more than 500 is found by what is typed, an answer is
 * bounded, each scope answers exactly whom the page it serves lets in (read from that page's own
 * `access`), and a bad query is a 400 that says what is wrong.
 */

const ROUTE_ID = "routes/resources/course-choices";
/** More courses than any of the old pickers offered (the first 300 or 500 by name). */
const FILLER = 510;
const FAR = "Zwartkops water treatment works";

let world: RouteWorld;
let far: { id: string; name: string; title: string };
let draft: { id: string; name: string };
let paid: { id: string; title: string };
let pathId: string;

beforeAll(async () => {
  world = await buildRouteWorld();
  const db = getDb();
  const fillers = Array.from({ length: FILLER }, (_, index) =>
    buildCourse({
      slug: `aardvark-${index}-${createId()}`,
      name: `Aardvark auditing ${String(index).padStart(3, "0")}`,
      title: `Aardvark auditing ${String(index).padStart(3, "0")}`,
      is_published: 1,
    }),
  );
  for (let start = 0; start < fillers.length; start += 100) {
    await db
      .insertInto("courses")
      .values(fillers.slice(start, start + 100))
      .execute();
  }
  const farRow = buildCourse({ slug: `far-${createId()}`, name: FAR, title: `${FAR} operators`, is_published: 1 });
  const draftRow = buildCourse({ slug: `draft-${createId()}`, name: "Zwartkops draft course", is_published: 0 });
  const paidRow = buildCourse({
    slug: `paid-${createId()}`,
    name: "Zwartkops paid course",
    title: "Zwartkops paid course",
    is_published: 1,
    price_cents: 150_000,
  });
  await db.insertInto("courses").values([farRow, draftRow, paidRow]).execute();
  // With a lesson: a course a learning path may take.
  await insertLesson(db, await insertChapter(db, farRow.id));
  far = farRow;
  draft = draftRow;
  paid = paidRow;
  pathId = createId();
  const now = new Date().toISOString();
  await db
    .insertInto("learning_paths")
    .values({
      id: pathId,
      slug: `zwartkops-path-${pathId}`,
      title: "Zwartkops operator path",
      is_published: 1,
      created_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}, 120_000);

/** The scopes' records in the route world: A's course, the company S manages. */
function idOf(scope: CourseChoiceScope): string | undefined {
  if (scope === "prerequisites") return world.course.course.id;
  if (scope === "company-groups" || scope === "company-training") return world.company.companyId;
  if (scope === "learning-path") return world.paramValues.pathId;
  return undefined;
}

function ask(query: Record<string, string>, actor: ActorName): Promise<Dispatched> {
  const headers = new Headers();
  const cookie = world.actors[actor].cookie;
  if (cookie) headers.set("Cookie", cookie);
  return dispatch(new Request(`${TEST_ORIGIN}/api/course-choices?${new URLSearchParams(query)}`, { headers }));
}

function search(scope: CourseChoiceScope, q: string, actor: ActorName, extra: Record<string, string> = {}) {
  const id = idOf(scope);
  return ask({ scope, ...(id ? { id } : {}), q, ...extra }, actor);
}

function choicesOf(answer: Dispatched): CourseChoice[] {
  expect(answer.status, answer.message).toBe(200);
  return (answer.loaderData[ROUTE_ID] as { choices: CourseChoice[] }).choices;
}

/** Who asks each scope: the person who may open the page whose form it serves. */
const ASKING_PAGE: Record<CourseChoiceScope, string> = {
  schedule: "learning-center/schedule/:entryId",
  prerequisites: "edit-course/:courseId/settings",
  "company-groups": "my-company/:companyId/groups",
  "company-training": "my-company/:companyId/employees",
  "learning-path": "learning-paths/:pathId",
  "discount-codes": "admin/discount-codes",
};

/** The actors each page's `access.read` lets in (as the authorisation matrix has them). */
const PERMITTED: Record<string, readonly ActorName[]> = {
  staff: ["owner", "otherInstructor", "admin"],
  "course-editor": ["owner", "admin"],
  "company-manager": ["student"],
  "company-manager-or-admin": ["student", "admin"],
  admin: ["admin"],
};

/** The scope's answer to a staff member who may use it. */
const ALLOWED_ASKER: Record<CourseChoiceScope, ActorName> = {
  schedule: "owner",
  prerequisites: "owner",
  "company-groups": "student",
  "company-training": "admin",
  "learning-path": "owner",
  "discount-codes": "admin",
};

describe("a course anywhere in the catalogue is found", () => {
  it.each([
    ["schedule", (course: typeof far) => course.id, FAR],
    ["prerequisites", (course: typeof far) => course.id, FAR],
    ["learning-path", (course: typeof far) => course.id, FAR],
    ["company-groups", (course: typeof far) => `course:${course.id}`, `Course: ${FAR} operators`],
    ["company-training", (course: typeof far) => `course:${course.id}`, `Course: ${FAR} operators`],
  ] as const)("%s: by a word of its name, past the first 500 courses by name", async (scope, choiceValue, label) => {
    const choices = choicesOf(await search(scope, "water works", ALLOWED_ASKER[scope]));
    expect(choices).toContainEqual({ value: choiceValue(far), label });
    // By name alone (what the old pickers listed), it is further down than they reached.
    const before = await getDb()
      .selectFrom("courses")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("name", "<", far.name)
      .executeTakeFirstOrThrow();
    expect(Number(before.count)).toBeGreaterThan(500);
  });

  it("finds by the subtitle's and title's words too, every word in one of them (the catalogue's rule)", async () => {
    const choices = choicesOf(await search("schedule", "zwartkops operators", "admin"));
    expect(choices.map((choice) => choice.value)).toEqual([far.id]);
  });

  it("answers at most a handful, in name order, whatever matches", async () => {
    const everything = choicesOf(await search("schedule", "", "admin"));
    expect(everything).toHaveLength(COURSE_CHOICE_LIMIT);
    const many = choicesOf(await search("schedule", "aardvark", "admin"));
    expect(many.map((choice) => choice.label)).toEqual(
      Array.from({ length: COURSE_CHOICE_LIMIT }, (_, index) => `Aardvark auditing ${String(index).padStart(3, "0")}`),
    );
    const both = choicesOf(await search("company-training", "", "admin"));
    expect(both.length).toBeLessThanOrEqual(COURSE_CHOICE_LIMIT);
  });

  it("keeps each page's rule on what may be chosen", async () => {
    const ids = async (scope: CourseChoiceScope, q: string) =>
      choicesOf(await search(scope, q, ALLOWED_ASKER[scope])).map((choice) => choice.value);
    // Drafts: a prerequisite may be one, a schedule entry or a company's training may not.
    expect(await ids("prerequisites", "zwartkops draft")).toEqual([draft.id]);
    expect(await ids("schedule", "zwartkops draft")).toEqual([]);
    expect(await ids("company-training", "zwartkops draft")).toEqual([]);
    // A course is never its own prerequisite.
    const own = world.course.course;
    expect(await ids("prerequisites", own.name)).not.toContain(own.id);
    expect(await ids("schedule", own.name)).toContain(own.id);
    // Paths are offered to the company's forms, as "path:<id>", and only those.
    expect(await ids("company-groups", "zwartkops operator path")).toEqual([`path:${pathId}`]);
    const pathOnly = choicesOf(await search("company-training", "zwartkops", "admin", { kind: "path" }));
    expect(pathOnly).toEqual([{ value: `path:${pathId}`, label: "Learning path: Zwartkops operator path" }]);
    // A paid course says so where assigning it uses a seat credit.
    const training = choicesOf(await search("company-training", "zwartkops paid", "admin"));
    expect(training).toEqual([
      { value: `course:${paid.id}`, label: "Course: Zwartkops paid course (paid: uses a seat credit)" },
    ]);
    // A learning path takes courses with lessons it does not have yet, drafts too; a discount code
    // only a course with a price.
    expect(await ids("learning-path", "zwartkops")).toEqual([far.id]);
    expect(await ids("learning-path", own.name)).not.toContain(own.id);
    expect(await ids("discount-codes", "zwartkops")).toEqual([paid.id]);
    const groups = choicesOf(await search("company-groups", "zwartkops paid", "student"));
    expect(groups).toEqual([{ value: `course:${paid.id}`, label: "Course: Zwartkops paid course" }]);
  });

  it("takes what is typed literally, and cuts it at 100 characters", async () => {
    for (const q of ["100%", "a_b", '"quoted"', "\\", "x".repeat(5000), "' or 1=1 --"]) {
      expect(choicesOf(await search("schedule", q, "admin"))).toEqual([]);
    }
  });
});

const routes = await addressableRoutes();

describe("who may ask: the rule of the page whose form asks", () => {
  for (const scope of Object.keys(ASKING_PAGE) as CourseChoiceScope[]) {
    const page = routes.find((route) => route.path === ASKING_PAGE[scope]);
    const access = page?.module.access as RouteAccess | undefined;
    it(`${scope}: as /${ASKING_PAGE[scope]} (${access?.read})`, async () => {
      const permitted = PERMITTED[access?.read ?? ""];
      expect(permitted, `no actors listed for ${access?.read}`).toBeDefined();
      // A discount code takes only a course with a price.
      const [q, expected] = scope === "discount-codes" ? ["zwartkops paid", paid.id] : ["water", far.id];
      for (const actor of ACTOR_NAMES) {
        const answer = await search(scope, q, actor);
        const got = `${actor}: ${answer.status}`;
        if (actor === "anonymous") {
          expect(answer.location ?? "", got).toMatch(/^\/sign-in\?redirectTo=%2Fapi%2Fcourse-choices/);
        } else if (permitted?.includes(actor)) {
          expect(
            choicesOf(answer).map((choice) => choice.value),
            got,
          ).toContainEqual(expect.stringContaining(expected));
        } else {
          expect(got).toBe(`${actor}: ${access?.refusesWithNotFound ? 404 : 403}`);
        }
      }
    });
  }

  it("refuses another company's manager, and a course's picker to another instructor", async () => {
    const otherCompany = await ask({ scope: "company-groups", id: createId(), q: "water" }, "student");
    expect([403, 404]).toContain(otherCompany.status);
    const unknownCourse = await ask({ scope: "prerequisites", id: createId(), q: "water" }, "otherInstructor");
    expect([403, 404]).toContain(unknownCourse.status);
  });
});

describe("bad input is a 400 that says what is wrong", () => {
  it.each([
    [{}, "scope"],
    [{ scope: "everything" }, "scope"],
    [{ scope: "prerequisites" }, "id"],
    [{ scope: "company-training", id: "x".repeat(65) }, "id"],
    [{ scope: "schedule", kind: "path" }, "kind"],
    [{ scope: "company-groups", id: "c", kind: "lessons" }, "kind"],
  ] as const)("%o", async (query, word) => {
    const answer = await ask(query as Record<string, string>, "admin");
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(word);
  });

  it("sends a visitor to sign in before reading the query", async () => {
    const answer = await ask({ scope: "everything" }, "anonymous");
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in/);
  });
});
