import { describe, expect, it } from 'vitest';
import { describeStaleTimeZoneData, isTimeZoneDataCurrent, MINIMUM_TIME_ZONE_DATA } from './time-zone-data';

describe('isTimeZoneDataCurrent', () => {
  it('accepts 2026c and later, refuses older or unreadable versions', () => {
    expect(isTimeZoneDataCurrent(MINIMUM_TIME_ZONE_DATA)).toBe(true);
    expect(isTimeZoneDataCurrent('2026d')).toBe(true);
    expect(isTimeZoneDataCurrent('2027a')).toBe(true);
    expect(isTimeZoneDataCurrent('2026b')).toBe(false);
    expect(isTimeZoneDataCurrent('2025c')).toBe(false);
    expect(isTimeZoneDataCurrent(undefined)).toBe(false);
    expect(isTimeZoneDataCurrent('latest')).toBe(false);
  });

  it('names the runtime and the way to start the shop when the data is stale', () => {
    expect(describeStaleTimeZoneData({ version: 'v24.21.0', tz: '2026c' })).toBeNull();
    expect(describeStaleTimeZoneData({ version: 'v20.20.2', tz: '2025c' })).toBe(
      'Node v20.20.2 carries time-zone data 2025c; the shop needs 2026c or newer. Start it through npm (npm run dev, npm start, npm run worker), which runs the Node 24 that npm install puts in node_modules.',
    );
  });
});
