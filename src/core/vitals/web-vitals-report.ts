// The lazy half of field measurement (see ./index.ts): web-vitals and the beacon, one JSON object per metric.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** One line of .outbox/vitals.jsonl (scripts/servers/vitals-outbox.mjs checks these fields). */
export interface VitalsReport {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  /** The hash route the visit landed on, e.g. `/books`. */
  route: string;
  /** The page's URL path, e.g. `/` or `/index.html`. */
  path: string;
}

/**
 * Reports every metric to `endpoint`. As in Chrome's field data, a visit's figures (CLS and INP too) belong to the route
 * it landed on: `route` is read once, when measuring starts.
 */
export function startReporting(endpoint: string, route: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const send = ({ name, value, rating, id, navigationType }: Metric) => {
    const report: VitalsReport = { name, value, rating, id, navigationType, route, path: location.pathname };
    navigator.sendBeacon(endpoint, JSON.stringify(report)); // relative URLs resolve against the page
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(send);
}
