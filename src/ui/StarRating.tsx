import './star-rating.css';

/** Read-only stars for a rating (may be fractional), with the value for screen readers. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={`${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} de 5 estrelas`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={star <= rounded ? 'stars__on' : star - 0.5 === rounded ? 'stars__half' : 'stars__off'}>
          <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
        </svg>
      ))}
    </span>
  );
}

/** Keyboard-operable 1-5 star input (a radio group). */
export function StarInput({ value, onChange, name, label }: { value: number; onChange: (value: number) => void; name: string; label: string }) {
  return (
    <fieldset className="star-input">
      <legend>{label}</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={star <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="visually-hidden" />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
            </svg>
            <span className="visually-hidden">{star === 1 ? '1 estrela' : `${star} estrelas`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
