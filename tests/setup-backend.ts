import { withFakeBackend } from './fakeBackend';

/**
 * The backend tier runs in node, with no DOM: the client's session and the demo's kept changes live in
 * localStorage, which node 20 does not have, so each file gets an in-memory one (the Storage interface only).
 */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
globalThis.localStorage ??= new MemoryStorage();
globalThis.sessionStorage ??= new MemoryStorage();

withFakeBackend();
