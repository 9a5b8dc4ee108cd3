import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { BookList } from './BookList';
import { FIND_TEXTS } from './findTexts';

// Its "Where to find it" texts (namespace 'find') come with it.
defineElement(registry['book-list'], BookList, { parts: ['books'], texts: { find: FIND_TEXTS } });
