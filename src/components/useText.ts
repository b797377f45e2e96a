import { useFormat } from './useFormat';

export type { Texts } from './useFormat';

/**
 * Multilingual content in the interface language when it has it, else the location's base language. The same
 * function until either language changes, so what is made with it can be kept until then.
 */
export const useText = () => useFormat().text;
