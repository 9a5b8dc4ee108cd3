import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination';
import { css, pillButton } from './styles';

/**
 * Lists shown one after another (books then covers, upcoming then past events), `size` items a page: page `page`
 * (counting from 1) holds items (page - 1) × size + 1 to page × size of the lists joined, each list's share kept
 * apart. `cut` tells that some were left out; `pages` how many pages the lists fill.
 */
export function pageOf<T>(page: number, size: number, ...lists: T[][]) {
  let skip = page > 1 ? (page - 1) * size : 0; // not 0 × Infinity
  let room = size;
  const shown = lists.map((list) => {
    const part = list.slice(skip, skip + room);
    skip = Math.max(0, skip - list.length);
    room -= part.length;
    return part;
  });
  const total = lists.flat().length;
  return { shown, cut: shown.flat().length < total, pages: Math.max(1, Math.ceil(total / size)) };
}

/** The first `limit` items of the lists (see pageOf). */
export const capped = <T,>(limit = Infinity, ...lists: T[][]) => pageOf(1, limit, ...lists);

const more = css`
  margin: 1.5em 0 0;
`;

/** Under a list cut by `limit`: the whole list, on the illustrator's site. */
export function SeeAll({ href, label }: { href: string; label: string }) {
  return (
    <p className={more}>
      <a href={href} className={pillButton} data-secondary="" part="see-all">
        {label}
      </a>
    </p>
  );
}

/** Page `page` of a list whose first page is at `listUrl` (https://example.com/books/ → …/books/page/2/). */
export const listPageUrl = (listUrl: string, page: number) =>
  page > 1 ? new URL(`page/${page}/`, listUrl).href : listUrl;

/** The look of a Pagination's list (core/pagination.tsx) in an element. */
export const pager = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5em;
  margin: 1.5em 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border-radius: 999px;
    color: var(--p-primary);
    box-shadow: inset 0 0 0 2px var(--p-primary);
    font-weight: 700;
    text-decoration: none;
  }
  a[aria-current] {
    background: var(--p-primary);
    color: var(--p-on-primary);
  }
`;

/**
 * Under a list: with `page`, the links to each of its pages (named after the list, `listName`); else, when `limit` cut
 * it, a link to the whole list (`seeAll`). `listUrl` is the list's first page on the illustrator's site.
 */
export function ListEnd({
  listUrl,
  page,
  pages,
  cut,
  list,
  seeAll,
}: {
  listUrl: string;
  /** The page shown, when the list is in pages. */
  page?: number;
  pages: number;
  cut: boolean;
  /** The list's name, which names its pages. */
  list: string;
  seeAll: string;
}) {
  const { t } = useTranslation();
  if (page)
    return (
      <Pagination
        pages={pages}
        current={page}
        href={(n) => listPageUrl(listUrl, n)}
        label={t('KIT.PAGES_OF', { list })}
        className={pager}
      />
    );
  return cut ? <SeeAll href={listUrl} label={seeAll} /> : null;
}
