import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../core/icons';
import { sections } from './routes';
import * as styles from './navigation.styles';

const TYPE_AHEAD_RESET_MS = 500;

type Section = (typeof sections)[number];
const wrap = (index: number) => (index + sections.length) % sections.length;

/** The section a key moves to from `index` (its two arrows: a row's or a list's), or undefined for another key. */
function moveTo(key: string, index: number, [back, forward]: [string, string]): number | undefined {
  const moves: Record<string, number> = { [forward]: index + 1, [back]: index - 1, Home: 0, End: sections.length - 1 };
  return key in moves ? wrap(moves[key]) : undefined;
}

/**
 * Wide screens: the sections as a row of tab-like links. Site navigation is links with aria-current (WAI-ARIA
 * APG advises against role=tab for it), with the tabs' keyboard model: one Tab stop, arrows move between them.
 */
function SectionTabs({ current }: { current?: Section }) {
  const { t } = useTranslation();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const selected = current ? sections.indexOf(current) : 0;
  const [focusable, setFocusable] = useState(selected);
  // A new page makes its own link the Tab stop again: adjusted while rendering, so no frame shows the old one.
  const [selectedBefore, setSelectedBefore] = useState(selected);
  if (selected !== selectedBefore) {
    setSelectedBefore(selected);
    setFocusable(selected);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveTo(event.key, focusable, ['ArrowLeft', 'ArrowRight']);
    if (next === undefined) return;
    event.preventDefault();
    setFocusable(next);
    links.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <ul onKeyDown={onKeyDown}>
        {sections.map((section, i) => (
          <li key={section.path}>
            <Link
              href={section.path}
              ref={(el: HTMLAnchorElement | null) => void (links.current[i] = el)}
              tabIndex={i === focusable ? 0 : -1}
              aria-current={section === current ? 'page' : undefined}
              onFocus={() => setFocusable(i)}
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Narrow screens: the WAI-ARIA menu button pattern, its items being links with an icon each. */
function SectionMenu({ current }: { current?: Section }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  const typed = useRef({ text: '', timer: 0 });

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(wrap(index));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) openAt(0);
    else if (event.key === 'ArrowUp') openAt(-1);
    else return;
    event.preventDefault();
  };

  const typeAhead = (char: string) => {
    window.clearTimeout(typed.current.timer);
    typed.current.text += char.toLowerCase();
    typed.current.timer = window.setTimeout(() => (typed.current.text = ''), TYPE_AHEAD_RESET_MS);
    const labels = sections.map((section) => t(section.label).toLowerCase());
    // Search from the item after the focused one, so typing the same letter again cycles.
    const order = labels.map((_, i) => wrap(focusIndex + 1 + i));
    const match =
      order.find((i) => labels[i].startsWith(typed.current.text)) ??
      order.find((i) => labels[i].startsWith(char.toLowerCase()));
    if (match !== undefined) setFocusIndex(match);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const next = moveTo(event.key, focusIndex, ['ArrowUp', 'ArrowDown']);
    if (next !== undefined) setFocusIndex(next);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return setOpen(false);
    else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey)
      typeAhead(event.key);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={styles.menu}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <button
        ref={button}
        id="section-menu-button"
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="section-menu"
        onClick={() => (open ? close(false) : openAt(current ? sections.indexOf(current) : 0))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="menu" />
        {t('MENU.OPEN_MENU')}
        {current && <span data-current>· {t(current.label)}</span>}
      </button>
      <ul role="menu" id="section-menu" aria-labelledby="section-menu-button" hidden={!open} onKeyDown={onMenuKeyDown}>
        {sections.map((section, i) => (
          <li role="none" key={section.path}>
            <Link
              href={section.path}
              role="menuitem"
              tabIndex={-1}
              ref={(el: HTMLAnchorElement | null) => void (items.current[i] = el)}
              aria-current={section === current ? 'page' : undefined}
              onClick={() => close(true)}
            >
              <Icon name={section.icon} />
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Navigation({ current }: { current?: Section }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('MENU.NAVIGATION')}>
      <SectionTabs current={current} />
      <SectionMenu current={current} />
    </nav>
  );
}
