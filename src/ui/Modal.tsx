import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';
import { Icon } from './Icon';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** Without `footer`: one secondary button under the content that closes the dialog ('Fechar'). */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An accessible dialog: focus moves in and is trapped, Escape and the backdrop close it, and
 * focus returns to what opened it. On phones it rises from the bottom as a sheet.
 */
export function Modal({ title, onClose, children, footer, closeLabel, size = 'md' }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
    (first ?? panel)?.focus();
    document.body.classList.add('modal-open');

    function onKeyDown(event: KeyboardEvent) {
      // A dialog opened from another one (a confirmation, an editor) takes the keys alone: Escape
      // closes it, not also the one beneath with whatever was typed there.
      const dialogs = document.querySelectorAll('.modal');
      if (panel && dialogs.length > 1 && dialogs[dialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        // An open list of choices (a combobox: ListPickerField) takes the first Escape to close itself.
        if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') return;
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === document.activeElement);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.classList.remove('modal-open');
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} className={`modal modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" aria-label="Fechar" onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer || closeLabel ? (
          <footer className="modal__footer">
            {footer ?? (
              <Button variant="secondary" onClick={onClose}>
                {closeLabel}
              </Button>
            )}
          </footer>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
