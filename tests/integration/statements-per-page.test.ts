import { beforeAll, expect, it } from "vitest";
import { currentSqlUsage, runWithRequestContext } from "~/lib/request-context.server";
import type { RouteAccess } from "~/lib/route-access";
import { TEST_ORIGIN } from "~tests/support/requests";
import { addressableRoutes, dispatch, fillPath, type RouteEntry } from "~tests/support/route-table";
import { ACTOR_NAMES, type ActorName, buildRouteWorld, type RouteWorld } from "~tests/support/route-world";

/**
 * No page runs more than eight SQL statements for its document request, whoever asks
 * (docs/decisions/0114-statements-per-request-and-server-timing.md): generated from the route table,
 * every page's GET as each actor of the route world, its statements counted as the server counts
 * them for Server-Timing (db/statement-counting.ts). A list that grows with the data shows here as
 * a page over the budget long before it is slow.
 */

const STATEMENT_BUDGET = 8;

/**
 * Pages over the budget whose loaders are not yet brought down (their counts on the route world,
 * SQLite and PostgreSQL alike): a ratchet, never to be raised. A page brought within the budget must
 * leave this list (the test says so), so it only ever shrinks.
 */
const OVER_BUDGET_TO_BRING_DOWN: Record<string, number> = {};

const routes = await addressableRoutes();
const pages = routes.filter((route) => !route.isResource && (route.module.access as RouteAccess | undefined)?.read);

let world: RouteWorld;
beforeAll(async () => {
  world = await buildRouteWorld();
});

async function statementsFor(route: RouteEntry, actor: ActorName) {
  const path = fillPath(route.path, world.paramsFor(route.path));
  const headers = new Headers();
  const cookie = world.actors[actor].cookie;
  if (cookie) headers.set("Cookie", cookie);
  const request = new Request(`${TEST_ORIGIN}${path}${world.searchFor(route.path)}`, { headers });
  let statements = 0;
  const result = await runWithRequestContext({ requestId: "statements-per-page", reads: new Map() }, async () => {
    const answer = await dispatch(request);
    statements = currentSqlUsage()?.statements ?? 0;
    return answer;
  });
  return { statements, status: result.status };
}

it("counts the statements of a request (a page that reads the database shows some)", async () => {
  const home = pages.find((route) => route.path === "") as RouteEntry;
  const { statements } = await statementsFor(home, "admin");
  expect(statements).toBeGreaterThan(0);
});

it(`every page's GET runs at most ${STATEMENT_BUDGET} statements, whoever asks`, async () => {
  const offenders: string[] = [];
  const staleAllowances: string[] = [];
  const seen: string[] = [];
  for (const route of pages) {
    let worst = { statements: 0, actor: "anonymous" as ActorName, status: 0 };
    for (const actor of ACTOR_NAMES) {
      const counted = await statementsFor(route, actor);
      if (counted.statements > worst.statements) worst = { ...counted, actor };
    }
    const allowance = OVER_BUDGET_TO_BRING_DOWN[route.path];
    const line = `${String(worst.statements).padStart(3)}  /${route.path} (${worst.actor}, ${worst.status})`;
    seen.push(line);
    if (worst.statements > (allowance ?? STATEMENT_BUDGET)) offenders.push(line);
    if (allowance !== undefined && worst.statements <= STATEMENT_BUDGET) staleAllowances.push(line);
  }
  if (process.env.PRINT_STATEMENTS) console.log(seen.join("\n"));
  expect(offenders, `pages over their statement budget (count, page, actor, status):\n${offenders.join("\n")}`).toEqual(
    [],
  );
  expect(staleAllowances, "pages now within the budget: take them out of the allowance lists").toEqual([]);
}, 600_000);
