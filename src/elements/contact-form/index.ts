import { defineElement } from '../../core/define';
import { spec } from './spec';
import { ContactForm } from './ContactForm';

defineElement(spec, ContactForm, { parts: ['contact'] });
