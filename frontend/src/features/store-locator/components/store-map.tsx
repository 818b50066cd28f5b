import { useEffect, useRef, useState } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { NearbyStoresResponse, StoreLocation } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { storeLocatorMessages } from '../store-locator-messages.ts';
import { loadBasemap } from './offline-basemap.ts';
import classes from './store-map.module.css';

const METRES_PER_MILE = 1609.344;

export interface StoreMapProps {
  location: NearbyStoresResponse['location'];
  distance: number;
  /** Spec 9: the zoom of the distance (7 for 200 miles ... 3 for 3000). */
  zoom: number;
  stores: readonly StoreLocation[];
  selectedId: string | null;
  onSelect(storeId: string): void;
}

const pinIcon = () =>
  L.divIcon({
    className: classes.marker,
    html: `<span class="${classes.pin}"></span>`,
    iconSize: [28, 28],
    // The pin's point, at the bottom of its rotated square.
    iconAnchor: [14, 30],
    tooltipAnchor: [0, -28],
  });

/**
 * The stores on a map (Leaflet) over an offline basemap: land and borders drawn from Natural Earth topojson,
 * no tiles. The circle is the distance searched; each store a pin that chooses it, in step with the list.
 * The pins are for the pointer: from the keyboard, the list beside the map is the way to a store (a hundred
 * pins would be a hundred tab stops before it), and the map itself pans and zooms with the arrows, + and -.
 * Its own chunk, loaded by the locator page only: Leaflet never weighs on another page.
 */
export default function StoreMap({ location, distance, zoom, stores, selectedId, onSelect }: StoreMapProps) {
  const text = useMessages(storeLocatorMessages);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const searchLayer = useRef<L.LayerGroup | null>(null);
  const storeLayer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [basemapFailed, setBasemapFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, {
      zoomSnap: 0.5,
      zoomDelta: 0.5,
      minZoom: 2,
      maxZoom: 13,
      worldCopyJump: true,
      attributionControl: true,
    });
    created.attributionControl.setPrefix('Leaflet').addAttribution('Map data: Natural Earth');
    created.setView([location.latitude, location.longitude], zoom);
    map.current = created;
    searchLayer.current = L.layerGroup().addTo(created);
    storeLayer.current = L.layerGroup().addTo(created);
    let cancelled = false;
    loadBasemap()
      .then((basemap) => {
        if (cancelled) return;
        created.createPane('basemap').style.zIndex = '250'; // under the overlays (400) and the pins (600)
        const drawn = { pane: 'basemap', interactive: false };
        L.geoJSON(basemap.land, { ...drawn, style: { stroke: false, fillColor: '#f4f1e8', fillOpacity: 1 } }).addTo(created);
        L.geoJSON(basemap.states, { ...drawn, style: { color: '#a9a290', weight: 0.8, opacity: 1 } }).addTo(created);
        L.geoJSON(basemap.borders, { ...drawn, style: { color: '#7d7563', weight: 1.2, opacity: 1 } }).addTo(created);
      })
      .catch(() => {
        if (!cancelled) setBasemapFailed(true);
      });
    return () => {
      cancelled = true;
      created.remove();
      map.current = null;
      markers.current.clear();
    };
    // Made once: the effects below follow the search.
  }, []);

  // The place searched from and the circle of the distance; the view opens at the spec's zoom for it.
  useEffect(() => {
    const layer = searchLayer.current;
    if (!map.current || !layer) return;
    layer.clearLayers();
    const centre = L.latLng(location.latitude, location.longitude);
    L.circle(centre, { radius: distance * METRES_PER_MILE, color: '#224a85', weight: 1.5, dashArray: '6 6', fill: true, fillOpacity: 0.04, interactive: false }).addTo(layer);
    L.circleMarker(centre, { radius: 6, color: '#fff', weight: 2, fillColor: '#1a1b1e', fillOpacity: 1, interactive: false }).addTo(layer);
    map.current.setView(centre, zoom);
  }, [location.latitude, location.longitude, distance, zoom]);

  useEffect(() => {
    const layer = storeLayer.current;
    if (!layer) return;
    layer.clearLayers();
    markers.current.clear();
    for (const store of stores) {
      const marker = L.marker([store.latitude, store.longitude], { icon: pinIcon(), title: store.name, keyboard: false, riseOnHover: true })
        .bindTooltip(store.name, { direction: 'top' })
        .on('click', () => onSelectRef.current(store.storeId));
      marker.addTo(layer);
      markers.current.set(store.storeId, marker);
    }
  }, [stores]);

  // The chosen store: its pin stands out and comes into view. A class on the pin rather than a new icon, so a
  // pin chosen from the keyboard keeps the focus.
  useEffect(() => {
    for (const [storeId, marker] of markers.current) {
      const selected = storeId === selectedId;
      marker.getElement()?.classList.toggle(classes.selected!, selected);
      marker.setZIndexOffset(selected ? 1000 : 0);
      if (selected) {
        marker.openTooltip();
        if (map.current && !map.current.getBounds().pad(-0.1).contains(marker.getLatLng())) map.current.panTo(marker.getLatLng());
      } else {
        marker.closeTooltip();
      }
    }
  }, [selectedId, stores]);

  return (
    <div className={classes.frame}>
      <div ref={container} className={classes.map} data-testid="store-map" aria-label={text.mapLabel} role="region" />
      {basemapFailed ? <p className={classes.notice}>{text.basemapFailed}</p> : null}
    </div>
  );
}
