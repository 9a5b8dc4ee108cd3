import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { PrivacyNotice } from './PrivacyNotice';

defineElement(registry['privacy-notice'], PrivacyNotice, { parts: ['privacy'] });
