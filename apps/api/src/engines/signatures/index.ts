/**
 * The signature engine's public entry (README.md): tells whether a signed file's signature is
 * cryptographically valid and whether it signs exactly the document the caller expects.
 * Importing it is cheap: the signature libraries load on the first verification.
 */
import { verifyCades } from './cades.js';
import { detectFormat, type DetectedFile } from './detect.js';
import { verifyPades } from './pades.js';
import { describeError, problem } from './problems.js';
import type { SignatureFormat, SignatureVerification, VerifyInput } from './types.js';
import { unsigned } from './verification.js';
import { verifyXades } from './xades.js';

export type { SignatureProblem, SignatureProblemCode } from './problems.js';
export type {
  SignatureFormat,
  SignatureVerification,
  SignerCertificate,
  VerifyInput,
} from './types.js';

const FORMATS: Record<DetectedFile['kind'], SignatureFormat | null> = {
  xml: 'xades',
  pdf: 'pades',
  cms: 'cades',
  unknown: null,
};

/** Never throws: a file that cannot be read is answered with `valid: false` and a problem. */
export async function verifySignedDocument(input: VerifyInput): Promise<SignatureVerification> {
  const file = detectFormat(input.bytes);
  try {
    switch (file.kind) {
      case 'xml':
        return await verifyXades(file.text, input.expectedContent);
      case 'pdf':
        return await verifyPades(input.bytes);
      case 'cms':
        return await verifyCades(file.der, input.expectedContent);
      case 'unknown':
        return unsigned(null, problem('no_signature', unrecognised(input.fileName)));
    }
  } catch (error) {
    // The format readers answer for what they expect; this is for what nobody expected.
    return unsigned(FORMATS[file.kind], problem('malformed', describeError(error)));
  }
}

function unrecognised(fileName: string | undefined): string {
  const named = fileName === undefined ? 'the file' : `"${fileName}"`;
  return `${named} is neither signed XML, a PDF nor CMS`;
}
