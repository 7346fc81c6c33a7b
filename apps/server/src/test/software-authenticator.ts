import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));
const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

/**
 * A passkey in software, for tests (decision 029): an ES256 key pair that answers WebAuthn
 * registration ("none" attestation) and sign-in challenges the way a browser's authenticator
 * does — authenticator data, client data and signature built by hand with node:crypto.
 */
export function softwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  let counter = 0;
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  const authenticatorData = (rpId: string, flags: number, rest: Buffer[] = []) =>
    Buffer.concat([sha256(rpId), Buffer.from([flags]), u32(counter), ...rest]);

  return {
    id: b64url(credentialId),
    /** navigator.credentials.create's answer, as @simplewebauthn/browser sends it. */
    register(options: { challenge: string; rp: { id?: string } }, origin: string) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const cosePublicKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, isoBase64URL.toBuffer(jwk.x!)],
          [-3, isoBase64URL.toBuffer(jwk.y!)],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = authenticatorData(rpId, 0x45, [
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        Buffer.from(cosePublicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal' as const],
        },
      };
    },
    /** navigator.credentials.get's answer to `options`; each answer raises the counter. */
    authenticate(options: { challenge: string; rpId?: string }, origin: string) {
      counter += 1;
      const authData = authenticatorData(options.rpId ?? new URL(origin).hostname, 0x05);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
      };
    },
  };
}
