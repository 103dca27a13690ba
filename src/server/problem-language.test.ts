import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../domain/common/field-errors';
import { projectCreateSchema } from '../domain/project/project';
import { problem } from './problem';
import { problemInLanguage, requestLanguage } from './problem-language';

const request = (language: 'en' | 'es' | null, acceptLanguage?: string) =>
  ({
    user: { language },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  }) as unknown as FastifyRequest;

describe('a problem in the reader’s language', () => {
  const refused = projectCreateSchema().safeParse({
    name: '',
    address: '1 Main St',
    customerName: 'x'.repeat(201),
    pitch: -1,
  });
  if (refused.success) throw new Error('expected the project to be refused');
  const p = problem(400, 'Invalid project', { errors: fieldErrors(refused.error) });

  it('answers English as it always has: the same problem, no keys added', () => {
    expect(problemInLanguage(p, 'en')).toBe(p);
  });

  it('translates the title and each field’s message, the English kept as its key', () => {
    const es = problemInLanguage(p, 'es');
    expect(es.title).toBe('Solicitud incorrecta');
    expect(es.detail).toBe('Invalid project');
    expect(es.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'El nombre es obligatorio', key: 'Name is required' },
        {
          path: 'customerName',
          message: 'Nombre del cliente debe tener como máximo 200 caracteres',
          key: 'Customer name must be at most 200 characters',
        },
        {
          path: 'pitch',
          message: 'La inclinación no puede ser negativa',
          key: 'Pitch cannot be negative',
        },
      ]),
    );
  });

  it('leaves a message it has no translation of as it is', () => {
    const other = problem(400, 'x', { errors: [{ path: 'a', message: 'Something new' }] });
    expect(problemInLanguage(other, 'es').errors).toEqual([
      { path: 'a', message: 'Something new', key: 'Something new' },
    ]);
    expect(problemInLanguage(problem(404), 'es').title).toBe('No encontrado');
  });
});

describe('the language a request is answered in', () => {
  it('is the signed-in user’s choice, over the browser’s', () => {
    expect(requestLanguage(request('es', 'en-US,en;q=0.9'))).toBe('es');
    expect(requestLanguage(request('en', 'es-MX'))).toBe('en');
  });

  it('is the browser’s when the user chose none or nobody is signed in', () => {
    expect(requestLanguage(request(null, 'es-MX,es;q=0.9,en;q=0.5'))).toBe('es');
    expect(requestLanguage(request(null, 'fr-FR, en;q=0.4, es;q=0.8'))).toBe('es');
    expect(requestLanguage(request(null, 'es;q=0, en'))).toBe('en');
    expect(requestLanguage(request(null, 'fr'))).toBe('en');
    expect(requestLanguage(request(null))).toBe('en');
  });
});
