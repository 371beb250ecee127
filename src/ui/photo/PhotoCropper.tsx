import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CARD_PHOTO_MAX_BYTES, CARD_PHOTO_WIDTH, cropRect, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_RATIO, PHOTO_WIDTH, type PhotoUse } from '@/domain/photos/photos';
import { Button } from '@/ui/Button';
import { Notice } from '@/ui/Notice';
import { compressPhoto } from './compress-photo';
import './photo-field.css';

const MAX_ZOOM = 4;

/** The compressed photo and its card version. */
export interface CroppedPhoto {
  foto: Blob;
  miniatura: Blob;
}

/**
 * Cropping a picked photo to the use's ratio (issue #40): drag the picture (or use the arrow
 * keys) to place it, the slider (or + and -) to zoom; 'Usar foto' compresses the crop, 'Cancelar
 * recorte' leaves the form's photo as it was. Loaded only when a photo is picked.
 */
export default function PhotoCropper({ file, use, onDone, onCancel }: { file: File; use: PhotoUse; onDone: (photo: CroppedPhoto) => Promise<void> | void; onCancel: () => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [center, setCenter] = useState<{ x: number; y: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const ratio = PHOTO_RATIO[use];

  useEffect(() => {
    let cancelled = false;
    let decoded: ImageBitmap | null = null;
    createImageBitmap(file)
      .then((image) => {
        decoded = image;
        if (cancelled) return image.close();
        setBitmap(image);
        setCenter({ x: image.width / 2, y: image.height / 2 });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      decoded?.close();
    };
  }, [file]);

  const crop = bitmap && center ? cropRect(bitmap, use, zoom, center.x, center.y) : null;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !bitmap || !crop) return;
    const context = canvas.getContext('2d');
    context?.clearRect(0, 0, canvas.width, canvas.height);
    context?.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  }, [bitmap, crop]);

  /** Moves the crop by (dx, dy) pixels of the picture, kept inside it. */
  function move(dx: number, dy: number) {
    if (!bitmap || !crop) return;
    const placed = cropRect(bitmap, use, zoom, crop.x + crop.width / 2 + dx, crop.y + crop.height / 2 + dy);
    setCenter({ x: placed.x + placed.width / 2, y: placed.y + placed.height / 2 });
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current || !crop) return;
    const scale = crop.width / event.currentTarget.clientWidth;
    move(-(event.clientX - drag.current.x) * scale, -(event.clientY - drag.current.y) * scale);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (!crop) return;
    const step = crop.width / 20;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const delta = moves[event.key];
    if (delta) move(...delta);
    else if (event.key === '+' || event.key === '=') setZoom((value) => Math.min(MAX_ZOOM, value + 0.25));
    else if (event.key === '-') setZoom((value) => Math.max(1, value - 0.25));
    else return;
    event.preventDefault();
  }

  async function acceptCrop() {
    if (!bitmap || !crop) return;
    setBusy(true);
    setError(null);
    try {
      const [foto, miniatura] = await Promise.all([compressPhoto(bitmap, crop, use, PHOTO_WIDTH, PHOTO_MAX_BYTES), compressPhoto(bitmap, crop, use, CARD_PHOTO_WIDTH, CARD_PHOTO_MAX_BYTES)]);
      await onDone({ foto, miniatura });
    } catch (cause) {
      console.error('Could not compress the photo', cause);
      setError(PHOTO_MESSAGES.unreadable);
    } finally {
      setBusy(false);
    }
  }

  if (failed) {
    return (
      <div className="photo-cropper">
        <Notice tone="error">{PHOTO_MESSAGES.unreadable}</Notice>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Escolher outra foto
        </Button>
      </div>
    );
  }

  const previewWidth = 480;
  return (
    <div className="photo-cropper" role="group" aria-label="Recortar foto">
      <canvas
        ref={canvasRef}
        className="photo-cropper__canvas"
        width={previewWidth}
        height={Math.round((previewWidth * ratio.height) / ratio.width)}
        style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}
        tabIndex={0}
        role="img"
        aria-label="Recorte da foto. Arraste ou use as setas para mover; + e - para aproximar ou afastar."
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      />
      <label className="photo-cropper__zoom">
        <span>Zoom</span>
        <input type="range" min={1} max={MAX_ZOOM} step={0.05} value={zoom} disabled={!bitmap} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="photo-cropper__actions">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancelar recorte
        </Button>
        <Button size="sm" onClick={() => void acceptCrop()} busy={busy} disabled={!bitmap}>
          Usar foto
        </Button>
      </div>
    </div>
  );
}
