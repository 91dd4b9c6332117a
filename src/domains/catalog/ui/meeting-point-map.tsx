'use client';

import 'leaflet/dist/leaflet.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getMeetingPointView, resolveMapTileUrl } from '../lib/map-view';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The meeting point on a map. Leaflet is loaded after mount, once the map is near the screen, so
 * it never runs on the server and costs nothing before the page shows. The address is printed
 * above by the page, so the map is a bonus: without JavaScript or tiles (offline) the page stays
 * complete.
 */
export function MeetingPointMap({ latitude, longitude, place }: { latitude: number | null; longitude: number | null; place: string }) {
  const t = useTranslations('modules.catalog.product');
  const containerRef = useRef<HTMLDivElement>(null);
  const attributionLabel = t('mapAttribution');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let removeMap: (() => void) | undefined;
    function showMap(): void {
      void import('leaflet').then((leaflet) => {
        if (cancelled || !container) return;
        const view = getMeetingPointView({ latitude, longitude });
        const centre: [number, number] = [view.latitude, view.longitude];
        const map = leaflet.map(container, { scrollWheelZoom: false }).setView(centre, view.zoom);
        leaflet
          .tileLayer(resolveMapTileUrl(process.env.NEXT_PUBLIC_MAP_TILE_URL), {
            maxZoom: 19,
            attribution: `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(attributionLabel)}</a>`,
          })
          .addTo(map);
        // A vector marker: Leaflet's default marker images do not survive bundling.
        if (view.hasLocation) {
          leaflet.circleMarker(centre, { radius: 10, color: '#b82a35', weight: 3, fillColor: '#db3844', fillOpacity: 0.8 }).addTo(map);
        }
        removeMap = () => map.remove();
      });
    }
    // Leaflet (~43 kB gzipped) loads when the map comes near the screen, not with the page.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              showMap();
            },
            { rootMargin: '400px' },
          );
    if (observer) observer.observe(container);
    else showMap();
    return () => {
      cancelled = true;
      observer?.disconnect();
      removeMap?.();
    };
  }, [latitude, longitude, attributionLabel]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={t('mapLabel', { place })}
      className="relative z-0 h-64 w-full overflow-hidden rounded-xl border border-black/10 bg-brand-light sm:h-80"
    />
  );
}
