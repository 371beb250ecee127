import './chip-bar.css';

/**
 * A horizontally scrolling row of toggle chips (home categories, menu filter). `selected` null
 * means none is pressed.
 */
export function ChipBar<T extends string>({
  label,
  options,
  selected,
  onSelect,
  sticky = false,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: T | null;
  onSelect: (value: T) => void;
  sticky?: boolean;
}) {
  return (
    <nav className={sticky ? 'chip-bar chip-bar--sticky' : 'chip-bar'} aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className="chip" aria-pressed={selected === option.value} onClick={() => onSelect(option.value)}>
          {option.label}
        </button>
      ))}
    </nav>
  );
}
