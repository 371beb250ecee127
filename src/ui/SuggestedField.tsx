import { useId } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** A text field with suggestions (bairros, cities): the browser's own list, any other text still allowed. */
export function SuggestedField({ suggestions, ...props }: TextFieldProps & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField autoComplete="off" {...props} list={listId} />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
