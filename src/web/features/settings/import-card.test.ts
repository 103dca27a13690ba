// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { refusalText } from './import-card';

describe('what the import card says the server refused', () => {
  it('shows the first field message, which the server answers in the reader’s language', () => {
    const e = new ApiError(400, {
      detail: 'Invalid file: file: The file is not a CSV file: it holds binary data',
      errors: [
        { path: 'file', message: 'El archivo no es un archivo CSV: contiene datos binarios' },
      ],
    });
    expect(refusalText(e)).toBe('El archivo no es un archivo CSV: contiene datos binarios');
  });

  it('falls back to the error’s own message', () => {
    expect(refusalText(new ApiError(500, { detail: 'Internal error' }))).toBe('Internal error');
    expect(refusalText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
