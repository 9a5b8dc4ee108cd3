import { useContext, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../core/host';
import { Icon, type IconName } from '../../core/icons';
import { Picture } from '../../core/Picture';
import { languageOptions, loadLanguage, setLanguage, type Language } from '../../core/i18n';
import { languagePrefix, SiteFolder } from './location';
import { getTheme, setTheme, subscribeTheme } from '../../core/theme';
import { pictures, site } from '../../content';
import { picture } from '../../core/assets';
import * as styles from './styles';

/** Disclosure: a button showing the current flag and language, opening the list of the three. */
function LanguageSelect() {
  const { t } = useTranslation();
  const { lang } = useHost();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const current = languageOptions.find((option) => option.code === lang)!;
  const flag = (code: keyof typeof pictures.flags) => picture(pictures.flags[code]).src;
  const [route, navigate] = useLocation();
  const site = useContext(SiteFolder);
  // On the illustrator's site, the same page at the other language's address (the app then speaks it); embedded, the
  // page's language.
  const choose = (code: Language) =>
    site === undefined
      ? setLanguage(code)
      : loadLanguage(code).then(() => navigate(`~${site}${languagePrefix(code)}${route}`));

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && open && close(true);
  const onBlur = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false);

  return (
    <div className={styles.language} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={t('MENU.CHOOSE_LANGUAGE', { language: current.label })}
        onClick={() => setOpen(!open)}
      >
        {/* Lazy and low: in view, it would otherwise be raised to high beside the page's largest picture. */}
        <img src={flag(current.code)} alt="" width="24" height="16" loading="lazy" fetchPriority="low" />
        <span lang={current.code}>{current.label}</span>
        <Icon name="chevron" size={18} />
      </button>
      {open && (
        <ul id="language-list">
          {languageOptions.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={option.code === lang}
                onClick={() => {
                  void choose(option.code);
                  close(true);
                }}
              >
                <img src={flag(option.code)} alt="" width="24" height="16" />
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  // The prerendered HTML holds the light toggle (its inline script switches only the colours): hydrate that one.
  const dark = useSyncExternalStore(subscribeTheme, getTheme, () => 'light') === 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={dark}
      aria-label={t('MENU.THEME_DARK')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  );
}

export const socialLinks: Array<{ icon: IconName; label: string; href: string }> = [
  { icon: 'facebook', label: 'MENU.FACEBOOK', href: site.social.facebook },
  { icon: 'instagram', label: 'MENU.INSTAGRAM', href: site.social.instagram },
  { icon: 'twitter', label: 'MENU.TWITTER', href: site.social.twitter },
];

/** `logoFirst`: the logo is the largest picture the page opens with (a page without a hero of its own). */
export function Header({ logoFirst }: { logoFirst: boolean }) {
  const { t } = useTranslation();
  const logo = picture(pictures.logo);
  return (
    <header>
      <div className={styles.header}>
        <div className={styles.titleArea}>
          <strong>{site.owner}</strong>
          <span>{t('HOME.TAGLINE')}</span>
        </div>
        <div className={styles.tools}>
          <LanguageSelect />
          <a className={styles.iconButton} href={`mailto:${site.email}`} aria-label={t('MENU.MAIL')}>
            <Icon name="mail" />
          </a>
          {socialLinks.map((link) => (
            <a
              key={link.icon}
              className={styles.iconButton}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(link.label)}
            >
              <Icon name={link.icon} />
            </a>
          ))}
          <ThemeToggle />
        </div>
      </div>
      <Link href="/" className={styles.logo}>
        <Picture
          image={logo}
          alt={`${site.owner} — ${t('MENU.HOME_LINK')}`}
          sizes="(min-width: 450px) 360px, 80vw"
          // Else lazy and low: not fetched alongside the page's own largest picture, which comes first (its preload).
          priority={logoFirst}
          low={!logoFirst}
        />
      </Link>
    </header>
  );
}
