import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { PortfolioApp } from './PortfolioApp';

defineElement(registry['portfolio-app'], PortfolioApp);
