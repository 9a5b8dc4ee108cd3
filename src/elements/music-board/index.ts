import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { MusicBoard } from './MusicBoard';

defineElement(registry['music-board'], MusicBoard, { parts: ['music'] });
