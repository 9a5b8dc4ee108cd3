import { defineElement } from '../../core/define';
import { spec } from './spec';
import { currentRoute } from './location';
import { PortfolioApp } from './PortfolioApp';
import { prefetchPage } from './routes';

// The route the app will show, read as its location hook will (the site's own page says routing="path").
const app = document.querySelector('portfolio-app');
const page = prefetchPage(
  currentRoute(app?.getAttribute('routing') === 'path' ? 'path' : 'hash', app?.getAttribute('base') ?? ''),
);

defineElement(spec, PortfolioApp, {
  followsVisitor: true, // the site itself, with its theme switch (see the registry's `theme` attribute)
  // Prerendered HTML holding its page hydrates once that page's code is in (the shell alone needs none).
  beforeHydrate: (root) => !!root.querySelector('main')?.hasChildNodes() && page,
});
