/**
 * A plain checkbox with its label. Mantine's Checkbox costs ~3.5 kB of JavaScript; on the sign-in
 * and sign-up pages that decides whether the page stays within its 150 kB budget. Takes what
 * `checkboxProps(name)` of lib/forms.ts gives; `error` is accepted but not shown, as no plain
 * checkbox of ours has a rule that can fail ("Remember me").
 */
export function PlainCheckbox({
  name,
  label,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  error?: string;
  onChange?: () => void;
}) {
  return (
    <label className="plain-checkbox">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
