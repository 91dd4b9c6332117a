/**
 * The oldest IANA time-zone data the shop runs with: 2026c records that British Columbia stays on
 * UTC−7 all year from November 2026. With older data every local time of a Vancouver, Victoria or
 * Whistler experience after 1 November 2026 turns into an instant an hour late (docs/adr/0020).
 */
export const MINIMUM_TIME_ZONE_DATA = '2026c';

/** Versions are a four-digit year and a letter ("2025c" < "2026c" < "2026d"), so they compare as text. */
export function isTimeZoneDataCurrent(version: string | undefined): boolean {
  return /^\d{4}[a-z]$/.test(version ?? '') && (version ?? '') >= MINIMUM_TIME_ZONE_DATA;
}

/** Why this runtime must not run the shop, or null when its time-zone data is current. */
export function describeStaleTimeZoneData(runtime: { version: string; tz: string | undefined }): string | null {
  if (isTimeZoneDataCurrent(runtime.tz)) return null;
  return (
    `Node ${runtime.version} carries time-zone data ${runtime.tz ?? 'of unknown age'}; the shop needs ${MINIMUM_TIME_ZONE_DATA} or newer. ` +
    'Start it through npm (npm run dev, npm start, npm run worker), which runs the Node 24 that npm install puts in node_modules.'
  );
}
