import { css, pillButton } from './styles';

/**
 * Lists shown one after another (books then covers, upcoming then past events), `limit` items in all: the first
 * list's first, then the next while there is room. `cut` tells that some were left out.
 */
export function capped<T>(limit = Infinity, ...lists: T[][]) {
  let room = limit;
  const shown = lists.map((list) => {
    const part = list.slice(0, room);
    room -= part.length;
    return part;
  });
  return { shown, cut: shown.flat().length < lists.flat().length };
}

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
