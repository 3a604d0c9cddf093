/**
 * A plain checkbox with its label. Mantine's Checkbox costs ~3.5 kB of JavaScript; on the sign-in
 * and sign-up pages that decides whether the page stays within its 150 kB budget.
 */
export function PlainCheckbox({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="plain-checkbox">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} />
      <span>{label}</span>
    </label>
  );
}
