/** The spec's translation loading rule: up to 5 retries, 350 ms base delay doubling each time. */
export const RETRIES = 5;
export const BASE_DELAY = 350;

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await wait(BASE_DELAY * 2 ** attempt);
    }
  }
}
