import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { EventList } from './EventList';

defineElement(registry['event-list'], EventList);
