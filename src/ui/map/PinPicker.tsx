import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '@/domain/delivery/geo-point';
import { mapTiles } from './map-tiles';
import './rider-map.css';

export interface PinPickerProps {
  /** Where the map opens (and moves to when it changes: 'Usar minha localização'). */
  center: GeoPoint;
  /** The point under the pin, each time the map stops moving. */
  onMove: (point: GeoPoint) => void;
  label: string;
}

const roundTo6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * 'Ajustar no mapa' (issue #54): the pin stays in the middle and the map moves under it, by
 * dragging or with the arrow keys (Leaflet's keyboard panning), as iFood's address pin works. Loaded
 * only when the dialog opens, with Leaflet.
 */
export default function PinPicker({ center, onMove, label }: PinPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const report = useRef(onMove);
  useEffect(() => {
    report.current = onMove;
  });

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, { zoomControl: true, attributionControl: true, keyboard: true });
    const tiles = mapTiles();
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    created.on('moveend', () => {
      const { lat, lng } = created.getCenter();
      report.current({ lat: roundTo6(lat), lng: roundTo6(lng) });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    map.current?.setView([center.lat, center.lng], 17, { animate: false });
  }, [center.lat, center.lng]);

  return (
    <div className="pin-picker">
      <div ref={container} className="rider-map pin-picker__map" role="region" aria-label={label} />
      <span className="pin-picker__pin" aria-hidden="true">
        <span className="map-pin__dot" />
      </span>
    </div>
  );
}
