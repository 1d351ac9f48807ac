import './checkbox-list.css';

/** A list of labelled checkboxes (interests): each toggle reports the option and its new state. */
export function CheckboxList({
  legend,
  options,
  selected,
  onToggle,
  disabled = false,
}: {
  legend: string;
  options: readonly { id: number; label: string }[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="checkbox-list" disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="checkbox-list__item">
          <input
            type="checkbox"
            checked={selected.has(option.id)}
            onChange={(event) => {
              onToggle(option.id, event.target.checked);
            }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
