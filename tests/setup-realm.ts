// jsdom's TextEncoder returns bytes of another realm, which jose refuses as an HS256 key: re-wrap them (once: the
// component tier's files share their worker's globals, vite.config.ts).
const shared = globalThis as { realmEncoder?: typeof TextEncoder };
const NodeTextEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = shared.realmEncoder ??= class extends NodeTextEncoder {
  encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
};
