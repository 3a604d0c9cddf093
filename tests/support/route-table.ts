import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, isRouteErrorResponse } from "react-router";
import routeConfig from "~/routes";

/**
 * The application's route table (app/routes.ts) served by React Router's own static handler,
 * without Express or a build: the generated test suites (authorisation matrix, hostile input)
 * walk every route from here, so a new line in routes.ts is covered without editing a test.
 */

/** What createStaticHandler takes (react-router exports no name for it). */
type DataRoute = Parameters<typeof createStaticHandler>[0][number];

// Every route module, keyed by its path relative to app/ as routes.ts names it.
const moduleLoaders = import.meta.glob<RouteModule>(["/app/root.tsx", "/app/routes/**/*.{ts,tsx}"]);

export interface RouteModule {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
  default?: unknown;
  [exported: string]: unknown;
}

export interface RouteEntry {
  id: string;
  /** The full path pattern, e.g. "edit-course/:courseId/:chapterId?/:lessonId?" ("" for the home page). */
  path: string;
  file: string;
  module: RouteModule;
  hasLoader: boolean;
  hasAction: boolean;
  /** A route without a default export answers with its own Response (files, CSV, JSON APIs). */
  isResource: boolean;
  isLayout: boolean;
}

async function loadModule(file: string): Promise<RouteModule> {
  const load = moduleLoaders[`/app/${file}`];
  if (!load) throw new Error(`route module app/${file} named in routes.ts was not found`);
  return load();
}

function routeId(entry: RouteConfigEntry): string {
  return entry.id ?? entry.file.replace(/\.(tsx|ts)$/, "");
}

function joinPath(parent: string, child: string | undefined): string {
  if (!child) return parent;
  return parent ? `${parent}/${child}` : child;
}

async function toDataRoute(entry: RouteConfigEntry, parentPath: string, flat: RouteEntry[]): Promise<DataRoute> {
  const module = await loadModule(entry.file);
  const path = joinPath(parentPath, entry.path);
  const children: DataRoute[] | undefined = entry.children?.length
    ? await Promise.all(entry.children.map((child) => toDataRoute(child, path, flat)))
    : undefined;
  const id = routeId(entry);
  flat.push({
    id,
    path,
    file: entry.file,
    module,
    hasLoader: typeof module.loader === "function",
    hasAction: typeof module.action === "function",
    isResource: !module.default,
    isLayout: Boolean(children),
  });
  const route: DataRoute = {
    id,
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.caseSensitive,
    loader: module.loader ? (args: unknown) => module.loader?.(withContext(args)) : undefined,
    action: module.action ? (args: unknown) => module.action?.(withContext(args)) : undefined,
    children,
  } as DataRoute;
  return route;
}

// Route modules read request, params and context; context stays an empty object as in production.
function withContext(args: unknown) {
  return { context: {}, ...(args as object) };
}

let loaded: Promise<{ entries: RouteEntry[]; handler: ReturnType<typeof createStaticHandler> }> | undefined;

async function loadRouteTable() {
  const flat: RouteEntry[] = [];
  const rootModule = await loadModule("root.tsx");
  const children = await Promise.all(routeConfig.map((entry) => toDataRoute(entry, "", flat)));
  const root = {
    id: "root",
    path: "",
    loader: rootModule.loader ? (args: unknown) => rootModule.loader?.(withContext(args)) : undefined,
    children,
  } as DataRoute;
  return { entries: flat, handler: createStaticHandler([root]) };
}

export function routeTable() {
  loaded ??= loadRouteTable();
  return loaded;
}

/** Every route with a URL of its own (layouts without a path and the catch-all left out). */
export async function addressableRoutes(): Promise<RouteEntry[]> {
  const { entries } = await routeTable();
  return entries.filter((entry) => !entry.isLayout || entry.hasLoader).filter((entry) => entry.path !== "*");
}

/** Fills ":param" and ":param?" from the given values; optional params without a value are dropped. */
export function fillPath(pattern: string, values: Record<string, string | undefined>): string {
  const segments = pattern.split("/").flatMap((segment) => {
    if (segment === "*") return [values["*"] ?? "anything"];
    if (!segment.startsWith(":")) return [segment];
    const optional = segment.endsWith("?");
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = values[name];
    if (value === undefined) {
      if (optional) return [];
      throw new Error(`no value for :${name} in ${pattern}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${segments.join("/")}`;
}

export interface Dispatched {
  status: number;
  /** Where a redirect points. */
  location: string | null;
  /** The text a person would read: an error boundary's message or a refusal's message. */
  message: string;
  /** A resource route's own Response, or a document's data (loaderData and actionData). */
  response: Response | null;
  actionData: unknown;
  loaderData: Record<string, unknown>;
}

/**
 * Serves one request through the route table as React Router would: the action of the deepest
 * matching route for a POST, then the loaders. What a 500 would have been comes back with
 * status 500 and the error's text as the message, so the suites can say which route failed.
 */
export async function dispatch(request: Request): Promise<Dispatched> {
  const { handler } = await routeTable();
  const result = await handler.query(request).catch((thrown: unknown) => thrown);
  if (result instanceof Response) return fromResponse(result);
  if (result instanceof Error) return failure(result);
  const context = result as Awaited<ReturnType<typeof handler.query>> & { errors?: Record<string, unknown> | null };
  if ("status" in context && context instanceof Response) return fromResponse(context);
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  const actionData = context.actionData ? Object.values(context.actionData)[0] : undefined;
  return {
    status: context.statusCode,
    location: null,
    message: messageOf(error) ?? messageOf(actionData) ?? "",
    response: null,
    actionData,
    loaderData: context.loaderData ?? {},
  };
}

async function fromResponse(response: Response): Promise<Dispatched> {
  const location = response.headers.get("Location");
  const isText = /^(text\/|application\/json)/.test(response.headers.get("Content-Type") ?? "");
  const message = isText && response.status >= 400 ? await response.clone().text() : "";
  return { status: response.status, location, message, response, actionData: undefined, loaderData: {} };
}

function failure(error: Error): Dispatched {
  return {
    status: 500,
    location: null,
    message: error.stack ?? error.message,
    response: null,
    actionData: undefined,
    loaderData: {},
  };
}

function messageOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (isRouteErrorResponse(value)) return typeof value.data === "string" ? value.data : JSON.stringify(value.data);
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === "string") return value;
  if (typeof value === "object") {
    const record = value as { message?: unknown; fieldErrors?: Record<string, string>; error?: unknown };
    if (typeof record.message === "string") return record.message;
    if (record.fieldErrors) return Object.values(record.fieldErrors).join(" ");
    if (typeof record.error === "string") return record.error;
  }
  return undefined;
}
