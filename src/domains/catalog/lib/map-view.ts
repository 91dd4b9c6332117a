/** SPEC §9: the map opens at zoom 15, centred on Toronto when a product has no location. */
export const MAP_DEFAULT_ZOOM = 15;
export const TORONTO_CENTRE = { latitude: 43.6532, longitude: -79.3832 } as const;
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export type MapView = { latitude: number; longitude: number; zoom: number; hasLocation: boolean };

export function getMeetingPointView(location: { latitude: number | null; longitude: number | null }): MapView {
  const { latitude, longitude } = location;
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { ...TORONTO_CENTRE, zoom: MAP_DEFAULT_ZOOM, hasLocation: false };
  }
  return { latitude, longitude, zoom: MAP_DEFAULT_ZOOM, hasLocation: true };
}

/** Tile server URL template; a blank setting falls back to OpenStreetMap's. */
export function resolveMapTileUrl(configured: string | undefined): string {
  return configured?.trim() || DEFAULT_MAP_TILE_URL;
}
