import { defineElement } from '../../core/define';
import { spec } from './spec';
import { ComicViewer } from './ComicViewer';

defineElement(spec, ComicViewer, { parts: ['comics'] });
