import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, getMeetingPointView, resolveMapTileUrl } from './map-view';

describe('getMeetingPointView', () => {
  it('centres on the product at zoom 15', () => {
    expect(getMeetingPointView({ latitude: 44.6488, longitude: -63.5752 })).toEqual({
      latitude: 44.6488,
      longitude: -63.5752,
      zoom: 15,
      hasLocation: true,
    });
  });

  it('centres on Toronto when the product has no location', () => {
    expect(getMeetingPointView({ latitude: null, longitude: -63.5 })).toEqual({
      latitude: 43.6532,
      longitude: -79.3832,
      zoom: 15,
      hasLocation: false,
    });
  });
});

describe('resolveMapTileUrl', () => {
  it('uses the configured template or OpenStreetMap', () => {
    expect(resolveMapTileUrl('https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(resolveMapTileUrl(undefined)).toBe(DEFAULT_MAP_TILE_URL);
    expect(resolveMapTileUrl('  ')).toBe(DEFAULT_MAP_TILE_URL);
  });
});
