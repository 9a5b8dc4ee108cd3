import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { BookList } from './BookList';

defineElement(registry['book-list'], BookList);
