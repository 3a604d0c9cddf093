/**
 * ARCHITECTURE.md convention 14: loaders hand their screens camelCase view models built in the
 * feature, never database rows. Every key, at any depth, of what a loader returned that looks like
 * a snake_case column name, with its path ("loaderData.courses[0].cover_url"); none may be left.
 */
export function snakeCaseKeys(value: unknown, path = "loaderData"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => snakeCaseKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(/_[a-z]/.test(key) ? [`${path}.${key}`] : []),
    ...snakeCaseKeys(inner, `${path}.${key}`),
  ]);
}
