import { defineElement } from '../../core/define';
import { registry } from '../registry';
import { ContactForm } from './ContactForm';

defineElement(registry['contact-form'], ContactForm, { parts: ['contact'] });
