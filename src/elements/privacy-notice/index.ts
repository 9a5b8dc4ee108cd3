import { defineElement } from '../../core/define';
import { spec } from './spec';
import { PrivacyNotice } from './PrivacyNotice';

defineElement(spec, PrivacyNotice, { parts: ['privacy'] });
