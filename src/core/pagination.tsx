import type { ElementType } from 'react';

/**
 * The links to every page of a list cut in pages, the current one marked (aria-current): a navigation landmark named
 * after the list (`label`), so that two on a page are told apart. Nothing while the list fits one page. No styles of
 * its own: an element gives the kit's (lists.ts, `pager`), the site's portfolio its chips'.
 */
export function Pagination({
  pages,
  current,
  href,
  label,
  className,
  link: Anchor = 'a',
}: {
  pages: number;
  current: number;
  href: (page: number) => string;
  label: string;
  className: string;
  /** What renders each link: a router's own link component (the site's pages) or a plain <a>. */
  link?: ElementType;
}) {
  if (pages < 2) return null;
  return (
    <nav aria-label={label} part="pages">
      <ul className={className}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <Anchor href={href(page)} aria-current={page === current ? 'page' : undefined}>
              {page}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
