// http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) ships no types: the one call the web
// push test makes, to read a message as the browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
