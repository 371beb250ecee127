import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchPlaces } from '@/domain/delivery/cities';
import { Field } from './Field';
import './list-picker.css';

export interface ListPickerFieldProps {
  label: string;
  /** What is typed; a choice from the list sets it to the list's own spelling. */
  value: string;
  onChange: (value: string) => void;
  /** The names to choose from (a city's bairros): searched as one types, ignoring accents and case. */
  options: readonly string[];
  error?: string | null;
  hint?: string;
  placeholder?: string;
  name?: string;
  /** The accessible name when the visible label is shared by many rows ('Bairro 2'). */
  ariaLabel?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** How many matches the list shows at once. */
  maxShown?: number;
  className?: string;
}

/**
 * A text field that chooses one name from a known list (the WAI-ARIA combobox with a listbox):
 * typing 'cerq' offers 'Cerqueira César'; arrows move, Enter or a tap chooses, Escape closes. What
 * was typed is never thrown away: a name that is not on the list stays in the field for the form
 * to refuse with its own message, so the person sees why and corrects it.
 */
export function ListPickerField({ label, value, onChange, options, error, hint, placeholder, name, ariaLabel, disabled, autoFocus, maxShown = 8, className }: ListPickerFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchPlaces(options, value, maxShown), [options, value, maxShown]);
  // Nothing to offer yet (the list still loading) and nothing typed: no empty box under the field.
  const shown = open && !disabled && (matches.length > 0 || value.trim() !== '');

  function choose(option: string) {
    onChange(option);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && shown && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <Field label={label} error={error} hint={hint} className={['list-picker', className].filter(Boolean).join(' ')}>
      {(control) => (
        <div className="list-picker__box">
          <input
            {...control}
            className="field__input"
            type="text"
            role="combobox"
            name={name}
            aria-label={ariaLabel}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && matches[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            disabled={disabled}
            autoFocus={autoFocus}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label="Sugestões" className="list-picker__list" hidden={!shown}>
            {matches.length === 0 ? (
              <li className="list-picker__empty" role="presentation">
                Nada encontrado com “{value.trim()}”.
              </li>
            ) : (
              matches.map((option, index) => (
                <li
                  key={option}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="list-picker__option"
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {option}
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </Field>
  );
}
