import type { ReactNode } from 'react';

/**
 * A required choice among a few words, as native radios drawn as large tiles: a finger finds them, the
 * arrow keys move between them, and a screen reader names the group by its legend.
 */
export function ChoiceTiles<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  errorId,
  className = '',
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | null;
  errorId?: string;
  className?: string;
}) {
  return (
    <fieldset
      className={`maintenance-field ${className}`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="maintenance-field__label">{legend}</legend>
      <div className="maintenance-tiles">
        {options.map((option) => (
          <label key={option.value} className="maintenance-tile">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="maintenance-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
