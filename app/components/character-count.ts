/**
 * A field's limit where the person sees it: "120 of 500 characters", after the field's own
 * description if it has one. For the `description` of an input with a `maxLength`, so the limit is
 * known before the browser silently stops taking characters.
 */
export function withCharacterCount(value: string, max: number, description?: string): string {
  const count = `${value.length} of ${max} characters`;
  return description ? `${description} ${count}` : count;
}
