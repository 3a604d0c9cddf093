import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, isRouteErrorResponse, matchRoutes } from "react-router";
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
  /** An index route shares its parent's path: a POST reaches its action only with "?index". */
  isIndex: boolean;
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
    isIndex: Boolean(entry.index),
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

/** Every route with a URL of its own (layouts without a path and the catch-all 404 pages left out). */
export async function addressableRoutes(): Promise<RouteEntry[]> {
  const { entries } = await routeTable();
  const isCatchAllPage = (entry: RouteEntry) => entry.path.endsWith("*") && !entry.isResource;
  return entries.filter((entry) => !entry.isLayout || entry.hasLoader).filter((entry) => !isCatchAllPage(entry));
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
  /** The Cache-Control a loader of the document asked for (a page that is never stored says no-store). */
  loaderCacheControl?: string;
}

/**
 * Serves one request through the route table as React Router would: the action of the deepest
 * matching route for a POST, then the loaders. What a 500 would have been comes back with
 * status 500 and the error's text as the message, so the suites can say which route failed.
 */
export async function dispatch(request: Request): Promise<Dispatched> {
  const { handler, entries } = await routeTable();
  // A POST to a resource route is answered by its action alone, as the server does (no page
  // loaders run after it to render a document).
  const target = matchRoutes(handler.dataRoutes, new URL(request.url).pathname)?.at(-1)?.route.id;
  const isResourceAction =
    request.method !== "GET" &&
    request.method !== "HEAD" &&
    entries.some((entry) => entry.id === target && entry.isResource);
  const result = await handler
    .query(request, { skipRevalidation: isResourceAction })
    .catch((thrown: unknown) => thrown);
  if (result instanceof Response) return fromResponse(result);
  if (result instanceof Error) return failure(result);
  const context = result as Awaited<ReturnType<typeof handler.query>> & { errors?: Record<string, unknown> | null };
  if ("status" in context && context instanceof Response) return fromResponse(context);
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  const actionData = context.actionData ? Object.values(context.actionData)[0] : undefined;
  return {
    status: context.statusCode,
    location: null,
    message: messageOf(error) ?? messageOf(actionData) ?? loaderMessage(context.loaderData) ?? "",
    response: null,
    actionData,
    loaderData: context.loaderData ?? {},
    loaderCacheControl: Object.values(context.loaderHeaders ?? {})
      .map((headers) => headers.get("Cache-Control") ?? "")
      .filter(Boolean)
      .join(", "),
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
    // The names the app's refusals and forms carry their words under, the first non-empty one.
    const record = value as Record<string, unknown>;
    const fieldErrors = Object.values((record.fieldErrors as Record<string, unknown> | undefined) ?? {}).join(" ");
    const candidates = [record.message, record.formError, record.error, fieldErrors];
    return candidates.find((text): text is string => typeof text === "string" && text.trim() !== "");
  }
  return undefined;
}

/** A loader that answers data() with a 4xx (a resource route's 405) says why in its data. */
function loaderMessage(loaderData: Record<string, unknown> | undefined): string | undefined {
  const values = Object.values(loaderData ?? {});
  for (const value of values.reverse()) {
    const message = messageOf(value);
    if (message) return message;
  }
  return undefined;
}
