import englishMessages from 'ra-language-english';
import { en } from './en';
export const messages = { ...englishMessages, ...en } as never;
