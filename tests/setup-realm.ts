// jsdom's TextEncoder returns bytes of another realm, which jose refuses as an HS256 key: re-wrap them.
const NodeTextEncoder = globalThis.TextEncoder;
globalThis.TextEncoder = class extends NodeTextEncoder {
  encode(input?: string) {
    return new Uint8Array(super.encode(input));
  }
};
