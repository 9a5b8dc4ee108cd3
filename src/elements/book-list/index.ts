import { defineElement } from '../../core/define';
import { spec } from './spec';
import { BookList } from './BookList';
import { FIND_TEXTS } from './findTexts';

// Its "Where to find it" texts (namespace 'find') come with it.
defineElement(spec, BookList, { parts: ['books'], texts: { find: FIND_TEXTS } });
