import glideCore from '@glidejs/glide/dist/css/glide.core.css';
import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { PortfolioGallery } from './PortfolioGallery';

// Glide's own CSS lives in this element's shadow root only.
defineElement(registry['portfolio-gallery'], PortfolioGallery, { css: [glideCore] });
