import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { ComicViewer } from './ComicViewer';

defineElement(registry['comic-viewer'], ComicViewer, { parts: ['comics'] });
