import { createElement, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import { ChunkFailed, useChunk } from '../../../core/chunks';
import { folder } from '../location';
import type { ElementPage as Row } from '../routeTypes';
import * as styles from './styles';
import { useElementEvents } from './useElementEvents';

const noChange = () => () => {};

/** What follows the element: its chunk came with the page's (routes.ts), so it shows in the same render. */
function Aside({ load }: { load: NonNullable<Row['aside']> }) {
  const { component: Block, error, retry } = useChunk(load);
  if (error) return <ChunkFailed error={error} retry={retry} />;
  return Block && <Block />;
}

/** A page that is one element: its heading, its lead, the element and what follows it, as its route's row says. */
export default function ElementPage({ route, page }: { route: Row; page?: string }) {
  const { t } = useTranslation();
  const { base, hrefs } = useRouter();
  const [, navigate] = useLocation();
  // Known after hydration only: the HTML, and hydration, keep the element's default (the published site).
  const origin = useSyncExternalStore(
    noChange,
    () => location.origin,
    () => undefined,
  );
  const siteUrl = route.servedSiteUrl && hrefs === folder && origin ? new URL(folder(base), origin).href : undefined;
  const to: Record<string, (detail: any) => string> = route.navigate ?? {};
  const element = useElementEvents(
    Object.fromEntries(
      Object.entries(to).map(([name, address]) => [
        name,
        (event: CustomEvent) => {
          event.preventDefault();
          navigate(address(event.detail));
        },
      ]),
    ),
  );
  // A list in pages: `limit` a page, and the page its address names (…/page/2), the first at the route's own.
  const pages = route.pageSize && { limit: String(route.pageSize), page: page ?? '1' };
  return (
    <>
      <h1 className={styles.heading}>{t(route.heading)}</h1>
      {route.lead && <p className={styles.lead}>{t(route.lead)}</p>}
      {createElement(route.element, { ref: element, 'site-url': siteUrl, ...route.attributes, ...pages })}
      {route.aside && <Aside load={route.aside} />}
    </>
  );
}
