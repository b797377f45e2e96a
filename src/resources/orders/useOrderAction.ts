import { useAction } from '../../components/useAction';
import type { AppDataProvider } from '../../providers/types';

/** Runs one order action and refreshes the screen; a refusal is reported with the server's message. */
export const useOrderAction = <P>(
  run: (dataProvider: AppDataProvider, payload: P) => Promise<unknown>,
  done: string,
) => useAction(run, { refresh: [['orders']], screen: true, success: done });
