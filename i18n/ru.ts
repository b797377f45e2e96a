import russianMessages from 'ra-language-russian';
import { en } from './en';
// Filled by translation work: starts as English app strings over react-admin's Russian.
export const messages = { ...russianMessages, ...en } as never;
