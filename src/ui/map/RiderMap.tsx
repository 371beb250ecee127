import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '@/domain/delivery/geo-point';
import { mapTiles } from './map-tiles';
import './rider-map.css';

export interface RiderMapProps {
  rider: GeoPoint;
  /** The store's pin (null: not placed). */
  store: GeoPoint | null;
  /** The customer's door (null: the order carries no point). */
  destination: GeoPoint | null;
  /** What the map shows, for screen readers ('Mapa da entrega do pedido #0007'). */
  label: string;
}

type PinKind = 'rider' | 'store' | 'destination';

const PIN_TITLES: Record<PinKind, string> = { rider: 'Entregador', store: 'Restaurante', destination: 'Endereço de entrega' };

/** A pin drawn by CSS (no image to fetch), which says what it is and, for the tests and the curious, where. */
function pinIcon(kind: PinKind): L.DivIcon {
  return L.divIcon({ className: `map-pin map-pin--${kind}`, html: '<span class="map-pin__dot"></span>', iconSize: [28, 28], iconAnchor: [14, 14] });
}

function placePin(map: L.Map, pins: Map<PinKind, L.Marker>, kind: PinKind, point: GeoPoint | null): void {
  const existing = pins.get(kind);
  if (!point) {
    existing?.remove();
    pins.delete(kind);
    return;
  }
  const marker = existing ?? L.marker([point.lat, point.lng], { icon: pinIcon(kind), title: PIN_TITLES[kind], keyboard: false, interactive: false }).addTo(map);
  marker.setLatLng([point.lat, point.lng]);
  pins.set(kind, marker);
  const element = marker.getElement();
  if (element) {
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', PIN_TITLES[kind]);
    element.dataset.lat = point.lat.toFixed(6);
    element.dataset.lng = point.lng.toFixed(6);
  }
}

/**
 * The delivery on a map (issue #54): the store, the customer's door and the rider's pin, which
 * moves with each position. Loaded only where a rider is on the way (the screens import it lazily),
 * so the home and the menus never download Leaflet. Without tiles (offline, a provider down) the
 * pins still show on the map's plain background.
 */
export default function RiderMap({ rider, store, destination, label }: RiderMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef(new Map<PinKind, L.Marker>());
  const framed = useRef(false);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, { zoomControl: true, attributionControl: true, scrollWheelZoom: false });
    const tiles = mapTiles();
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    map.current = created;
    const placed = pins.current;
    return () => {
      placed.clear();
      framed.current = false;
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const points = [rider, store, destination].filter((point): point is GeoPoint => point !== null).map((point) => L.latLng(point.lat, point.lng));
    // Framed once, then only when the rider leaves the view: the customer's own zoom is kept. First,
    // since Leaflet draws no pin on a map without a view.
    if (!framed.current || !current.getBounds().contains([rider.lat, rider.lng])) {
      current.fitBounds(L.latLngBounds(points).pad(0.25), { maxZoom: 16, animate: false });
      framed.current = true;
    }
    placePin(current, pins.current, 'store', store);
    placePin(current, pins.current, 'destination', destination);
    placePin(current, pins.current, 'rider', rider);
  }, [rider, store, destination]);

  return <div ref={container} className="rider-map" role="region" aria-label={label} />;
}
