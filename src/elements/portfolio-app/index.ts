import { preloadChunk } from '../../core/chunks';
import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { PortfolioApp } from './PortfolioApp';
import { prefetchPage, routes } from './routes';

prefetchPage(`/${location.hash.replace(/^#?\/*/, '').split('?')[0]}`); // the route wouter's hash location will read

defineElement(registry['portfolio-app'], PortfolioApp, {
  followsVisitor: true, // the site itself, with its theme switch (see the registry's `theme` attribute)
  // Prerendered HTML holding the home page hydrates once that page's code is in (the shell alone needs none).
  beforeHydrate: (root) => !!root.querySelector('main')?.hasChildNodes() && preloadChunk(routes[0].page),
});
