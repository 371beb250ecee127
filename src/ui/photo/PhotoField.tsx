import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { PHOTO_MESSAGES, PHOTO_RATIO, refusePickedFile, type PhotoUse } from '@/domain/photos/photos';
import { Button } from '@/ui/Button';
import { FoodImage } from '@/ui/FoodImage';
import { Notice } from '@/ui/Notice';
import { TextField } from '@/ui/TextField';
import type { CroppedPhoto } from './PhotoCropper';
import './photo-field.css';

// The cropper and the compression load when a photo is picked, not with the form.
const PhotoCropper = lazy(() => import('./PhotoCropper'));

/**
 * A photo in a panel form (issue #40): 'Tirar foto' (the camera) or 'Escolher da galeria', then
 * the crop at the use's ratio, compressed in the browser and sent by `upload` (which answers the
 * photo's URL, or rejects with a Portuguese message); or an address pasted in the URL field.
 * HEIC and files over 15 MB are refused before reading them. Nothing else of the form changes:
 * the field only ever calls `onChange` with the new URL.
 */
export function PhotoField({
  use,
  label,
  value,
  onChange,
  upload,
  urlLabel,
  urlName,
}: {
  use: PhotoUse;
  label: string;
  value: string;
  onChange: (url: string) => void;
  upload: (photo: CroppedPhoto) => Promise<string>;
  urlLabel: string;
  urlName: string;
}) {
  const [picked, setPicked] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const ratio = `${PHOTO_RATIO[use].width} / ${PHOTO_RATIO[use].height}`;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal or a cancelled crop.
    event.target.value = '';
    if (!file) return;
    const refusal = refusePickedFile(file);
    setMessage(refusal);
    setPicked(refusal ? null : file);
  }

  async function send(photo: CroppedPhoto) {
    setSending(true);
    try {
      onChange(await upload(photo));
      setPicked(null);
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : PHOTO_MESSAGES.unreadable);
    } finally {
      setSending(false);
    }
  }

  const shown = value.trim();
  return (
    <fieldset className="photo-field" aria-describedby={message ? `${id}-message` : undefined}>
      <legend>{label}</legend>
      {picked ? (
        <Suspense fallback={<p className="muted">Abrindo a foto...</p>}>
          <PhotoCropper file={picked} use={use} onDone={send} onCancel={() => setPicked(null)} />
          {sending ? <p className="muted" role="status">Enviando foto...</p> : null}
        </Suspense>
      ) : (
        <div className="photo-field__row">
          <div className="photo-field__preview" style={{ aspectRatio: ratio }}>
            {shown ? <FoodImage src={shown} ratio={ratio} alt={`Prévia: ${label}`} /> : <span className="muted">Sem foto</span>}
          </div>
          <div className="photo-field__actions">
            <label className="btn btn--secondary btn--sm photo-field__pick">
              Tirar foto
              <input type="file" accept="image/*" capture="environment" className="visually-hidden" onChange={pick} />
            </label>
            <label className="btn btn--secondary btn--sm photo-field__pick">
              Escolher da galeria
              <input type="file" accept="image/*" className="visually-hidden" onChange={pick} />
            </label>
            {shown ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                Remover foto
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {message ? (
        <div id={`${id}-message`}>
          <Notice tone="error">{message}</Notice>
        </div>
      ) : null}
      <TextField label={urlLabel} name={urlName} type="url" value={value} hint="Ou cole o endereço de uma imagem (https://)." onChange={(event) => onChange(event.target.value)} />
    </fieldset>
  );
}
