import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

/**
 * The end of an editor's form in a dialog: what the save refused (if anything), then 'Cancelar'
 * and the submit button, busy while the save runs. `children` is the submit button's words.
 */
export function FormActions({ error, busy, onCancel, children }: { error?: string | null; busy?: boolean; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy}>
          {children}
        </Button>
      </div>
    </>
  );
}
