import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitter, useHost } from '../../core/host';
import type { spec } from './spec';
import { Icon } from '../../core/icons';
import { Picture } from '../../core/Picture';
import { useAttributeState } from '../../core/useAttributeState';
import { ArtworkButton } from '../../core/viewer/ArtworkButton';
import { LazyViewer } from '../../core/viewer/LazyViewer';
import { comics } from '../../content/comics';
import { pictures, type Comic } from '../../content';
import { picture } from '../../core/assets';
import { pillButton, tileGrid } from '../../core/styles';
import * as styles from './styles';

const emit = emitter<typeof spec>();

const STRIP_SIZES = '(min-width: 1100px) 1000px, 92vw';
const PORTRAIT_SIZES = '160px';

/** The largest picture a comics address shows first (the site's routes.ts preloads it): a comic's first strip, else
 * the cartoonist's portrait. */
export function hero(id?: string): [ReturnType<typeof picture>, string] {
  const comic = comics.find((entry) => entry.id === id);
  return comic ? [picture(comic.strips[0]), STRIP_SIZES] : [picture(pictures.comics.image), PORTRAIT_SIZES];
}

function Strips({ comic, onBack, focusHeading }: { comic: Comic; onBack: () => void; focusHeading: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const items = useMemo(
    () =>
      comic.strips.map((id, i) => ({
        id,
        image: picture(id),
        alt: t('COMICS.STRIP', { n: i + 1, title: comic.title }),
      })),
    [comic, t],
  );
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [comic, focusHeading]);
  return (
    <section className={styles.strips} part="comic" aria-labelledby="comic-heading">
      <h2 id="comic-heading" ref={heading} tabIndex={-1}>
        {t(comic.description)}
      </h2>
      <ol>
        {items.map((item, i) => (
          // Lazy, but in order: the browser fetches them top to bottom as the reader scrolls.
          <li key={item.id}>
            <ArtworkButton item={item} sizes={STRIP_SIZES} priority={i === 0} onOpen={() => setOpen(i)} />
          </li>
        ))}
      </ol>
      <LazyViewer items={items} index={open} label={comic.title} onChange={setOpen} />
      <button type="button" className={pillButton} onClick={onBack}>
        <Icon name="back" />
        {t('COMICS.BACK')}
      </button>
    </section>
  );
}

export function ComicViewer({ comic: chosen }: { comic?: string }) {
  const { t } = useTranslation();
  const { element } = useHost();
  const [openId, setOpenId] = useAttributeState(chosen);
  const [byVisitor, setByVisitor] = useState(false);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (openId || !returnTo.current) return;
    cards.current.get(returnTo.current)?.focus();
    returnTo.current = undefined;
  }, [openId]);

  const open = (comic: Comic) => {
    setByVisitor(true);
    setOpenId(comic.id);
    emit(element, 'comic-open', { id: comic.id, title: comic.title });
  };
  // Back from the comic shown (its id, as the event's detail says: always one).
  const close = (id: string) => {
    returnTo.current = id;
    setOpenId(undefined);
    emit(element, 'comic-close', { id });
  };

  const current = comics.find((comic) => comic.id === openId);
  if (current) return <Strips comic={current} onBack={() => close(current.id)} focusHeading={byVisitor} />;

  return (
    <>
      <div className={styles.intro}>
        <Picture image={picture(pictures.comics.image)} alt={t(pictures.comics.alt)} sizes={PORTRAIT_SIZES} priority />
        <p>{t('COMICS.INTRO')}</p>
      </div>
      <ul className={`${tileGrid} ${styles.grid}`} part="grid" aria-label={t('COMICS.TITLE')}>
        {comics.map((comic) => (
          <li key={comic.id}>
            <button
              type="button"
              ref={(el) => void (el ? cards.current.set(comic.id, el) : cards.current.delete(comic.id))}
              onClick={() => open(comic)}
            >
              <Picture image={picture(comic.thumb)} alt="" sizes="100px" width={100} height={80} />
              {comic.title}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
