import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import { defineElement } from '../../core/define';
import { spec } from './spec';
import { PortfolioGallery } from './PortfolioGallery';

// Glide's own CSS lives in this element's shadow root only. A prerendered carousel hydrates as painted (it shows
// the same slides in Node as here): a fresh render of its seventeen pictures was the portfolio's longest task.
defineElement(spec, PortfolioGallery, {
  css: [glideCore],
  parts: ['portfolio'],
  beforeHydrate: () => undefined,
});
