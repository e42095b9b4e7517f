// Files checked in the browser before any upload: images by their first bytes
// (a text file named .png is refused), size limits, statements as XML under 5 MB.
import { describe, expect, it } from 'vitest';
import { imageProblem, statementProblem, STATEMENT_MAX_BYTES } from '../../../src/admin/logic/file-checks.ts';
import { MAX_IMAGE_BYTES } from '../../../src/contract/admin/uploads.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });

describe('an image chosen in the product form', () => {
  it('is taken when its bytes are a PNG, JPEG or GIF', async () => {
    expect(await imageProblem(file([new Uint8Array(PNG)], 'a.png', 'image/png'))).toBeNull();
    expect(await imageProblem(file([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', 'image/jpeg'))).toBeNull();
    expect(await imageProblem(file(['GIF89a'], 'a.gif', 'image/gif'))).toBeNull();
  });

  it('is refused when only its name says image, when its type is another, or over 5 MB', async () => {
    expect(await imageProblem(file(['not an image at all'], 'fake.png', 'image/png'))).toBe(
      'productForm.fileTypeError',
    );
    expect(await imageProblem(file([new Uint8Array(PNG)], 'a.webp', 'image/webp'))).toBe('productForm.fileTypeError');
    expect(
      await imageProblem(file([new Uint8Array(PNG), new Uint8Array(MAX_IMAGE_BYTES)], 'big.png', 'image/png')),
    ).toBe('productForm.fileSizeError');
  });
});

describe('a bank statement chosen for import', () => {
  it('is taken as XML (a byte order mark and spaces before the first tag are fine)', async () => {
    expect(await statementProblem(file(['\uFEFF  <?xml version="1.0"?><Document/>'], 's.xml', 'text/xml'))).toBeNull();
  });

  it('is refused over 5 MB before anything is sent, and when it is not XML', async () => {
    expect(await statementProblem(file(['<', new Uint8Array(STATEMENT_MAX_BYTES)], 'big.xml', 'text/xml'))).toBe(
      'bankStatements.errors.file_too_large',
    );
    expect(await statementProblem(file(['%PDF-1.7'], 'statement.xml', 'text/xml'))).toBe(
      'bankStatements.errors.not_xml',
    );
  });
});
