import { lazy, Suspense, useState } from 'react';
import type { GeoPoint } from '@/domain/delivery/geo-point';
import { Button } from './Button';
import { Modal } from './Modal';
import { Notice } from './Notice';
import './map-frame.css';

// Leaflet comes with the dialog only (issue #54).
const PinPicker = lazy(() => import('./map/PinPicker'));

/** Where the map opens without a pin nor the browser's position: Praça da Sé, São Paulo's marco zero. */
export const DEFAULT_MAP_CENTER: GeoPoint = { lat: -23.55052, lng: -46.633309 };

const POSITION_MESSAGES: Record<number, string> = {
  1: 'A permissão de localização foi negada. Arraste o mapa até o local, ou libere a localização nas configurações do navegador.',
  2: 'Não foi possível obter sua localização agora. Arraste o mapa até o local.',
  3: 'A localização demorou demais. Arraste o mapa até o local.',
};

/**
 * 'Ajustar no mapa' (issue #54): the map opens on the pin already placed (or `start`), the person
 * moves it under the pin (or asks for their own position) and confirms. Nothing is kept until
 * 'Confirmar local'.
 */
export function PinPickerDialog({ title, hint, initial, start, onConfirm, onClose }: { title: string; hint: string; initial: GeoPoint | null; start?: GeoPoint | null; onConfirm: (point: GeoPoint) => void; onClose: () => void }) {
  const [center, setCenter] = useState<GeoPoint>(initial ?? start ?? DEFAULT_MAP_CENTER);
  const [chosen, setChosen] = useState<GeoPoint>(center);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function useMyPosition() {
    if (!('geolocation' in navigator)) {
      setProblem(POSITION_MESSAGES[2] ?? null);
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        setLocating(false);
        setCenter(point);
        setChosen(point);
      },
      (error) => {
        setLocating(false);
        setProblem(POSITION_MESSAGES[error.code] ?? POSITION_MESSAGES[2] ?? null);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => onConfirm(chosen)}>Confirmar local</Button>
        </>
      }
    >
      <p className="hint">{hint}</p>
      <Button variant="secondary" busy={locating} onClick={useMyPosition}>
        Usar minha localização
      </Button>
      {problem ? <Notice tone="warning">{problem}</Notice> : null}
      <Suspense fallback={<div className="map-loading">Carregando mapa...</div>}>
        <PinPicker center={center} onMove={setChosen} label="Mapa: arraste ou use as setas do teclado para pôr o local sob o alfinete" />
      </Suspense>
      <p className="hint" aria-live="polite">
        Local sob o alfinete: {chosen.lat.toFixed(5)}, {chosen.lng.toFixed(5)}
      </p>
    </Modal>
  );
}
