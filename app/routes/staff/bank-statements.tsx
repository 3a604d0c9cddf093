import { listUnmatchedLines } from "~/features/selling/bank-statement-import.server";
import { BankStatementsPage } from "~/features/selling/components/bank-statements-page";
import {
  BANK_LINES_PAGE_SIZE,
  IGNORE_LINE_INTENT,
  IMPORT_STATEMENT_INTENT,
  MATCH_LINE_INTENT,
} from "~/features/selling/eft.schema";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage } from "~/lib/pagination";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/bank-statements";
import { answerBankStatementPost } from "./bank-statements-actions.server";
import * as m from "./messages";

/** Staff › Bank statements: import, match by reference, the rest by hand (decision 0086-eft-payments). */
export const access = {
  read: "finance",
  write: { [IMPORT_STATEMENT_INTENT]: "finance", [MATCH_LINE_INTENT]: "finance", [IGNORE_LINE_INTENT]: "finance" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.bankStatementsTitle(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const url = new URL(request.url);
  const page = pageNumberFrom(url.searchParams);
  const { lines, total } = await listUnmatchedLines(getDb(), page);
  redirectPastLastPage(url, { page, total, pageSize: BANK_LINES_PAGE_SIZE });
  return { lines, total, page };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireFinance(request);
  return answerBankStatementPost(request, user);
}

export default function BankStatements({ loaderData }: Route.ComponentProps) {
  return <BankStatementsPage {...loaderData} />;
}
