import { describeStaleTimeZoneData } from '../../src/lib/time-zone-data';

/** Stops a launcher run by a Node whose time-zone data would store British Columbia's hours wrong. */
export function refuseStaleTimeZoneData(): void {
  const problem = describeStaleTimeZoneData({ version: process.version, tz: process.versions.tz });
  if (!problem) return;
  console.error(problem);
  process.exit(2);
}
