import { lazy, Suspense, useEffect } from 'react';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { useT } from '../../core/host';
import { site } from '../../content';
import * as styles from './styles';

const Home = lazy(() => import('./pages/Home'));
const Privacy = lazy(() => import('./pages/Privacy'));
const NotFound = lazy(() => import('./pages/NotFound'));

const sections = [
  { path: '/portfolio', label: 'MENU.GALLERY' },
  { path: '/books', label: 'MENU.BOOKS' },
  { path: '/comics', label: 'MENU.COMICS' },
  { path: '/bio', label: 'MENU.BIO' },
  { path: '/contact', label: 'MENU.CONTACTS' },
];

function Layout() {
  const { t, lang } = useT();
  const [location] = useLocation();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <Link href="/">{site.owner}</Link>
      </header>
      <nav className={styles.nav} aria-label={t('MENU.NAVIGATION')}>
        {sections.map((section) => (
          <Link key={section.path} href={section.path} aria-current={location === section.path ? 'page' : undefined}>
            {t(section.label)}
          </Link>
        ))}
      </nav>
      <main className={styles.main} id="content">
        <Suspense fallback={<p>{t('KIT.LOADING')}</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/data" component={Privacy} />
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <Link href="/data">{t('DATA_PROTECTION')}</Link>
      </footer>
    </div>
  );
}

/** The whole site. Routes live in the URL hash (#/books), so it runs from any static host. */
export function PortfolioApp() {
  return (
    <Router hook={useHashLocation}>
      <Layout />
    </Router>
  );
}
