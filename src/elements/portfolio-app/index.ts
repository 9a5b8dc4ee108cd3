import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { PortfolioApp } from './PortfolioApp';
import { prefetchPage } from './routes';

defineElement(registry['portfolio-app'], PortfolioApp);
prefetchPage(`/${location.hash.replace(/^#?\/*/, '')}`); // the route wouter's hash location will read
