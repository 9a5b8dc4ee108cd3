import { preloadChunk } from '../../core/chunks';
import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { currentRoute } from './location';
import { PortfolioApp } from './PortfolioApp';
import { prefetchPage, routes } from './routes';

// The route the app will show, read as its location hook will (the site's own page says routing="path").
const app = document.querySelector('portfolio-app');
prefetchPage(currentRoute(app?.getAttribute('routing') === 'path' ? 'path' : 'hash', app?.getAttribute('base') ?? ''));

defineElement(registry['portfolio-app'], PortfolioApp, {
  followsVisitor: true, // the site itself, with its theme switch (see the registry's `theme` attribute)
  // Prerendered HTML holding the home page hydrates once that page's code is in (the shell alone needs none).
  beforeHydrate: (root) => !!root.querySelector('main')?.hasChildNodes() && preloadChunk(routes[0].page),
});
