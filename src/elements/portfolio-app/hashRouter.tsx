// The router of <portfolio-app> embedded in someone else's page: by the URL hash (#/books), which leaves the host
// page's own path alone. A chunk of its own: the illustrator's site routes by path, and its pages never fetch this.
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate, useHashLocation } from 'wouter/use-hash-location';

/** wouter's hash location, without the query a shared link may carry in the hash (#/events?lng=it): routes see /events. */
function useHashPath(options: { ssrPath?: string }): [string, typeof navigate] {
  const [location] = useHashLocation(options);
  return [location.split('?')[0], navigate];
}
useHashPath.hrefs = (href: string) => `#${href}`;

export default function HashRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <Router hook={useHashPath} ssrPath={ssrPath}>
      {children}
    </Router>
  );
}
