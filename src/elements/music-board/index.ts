import { defineElement } from '../../core/define';
import { spec } from './spec';
import { MusicBoard } from './MusicBoard';

defineElement(spec, MusicBoard, { parts: ['music'] });
