import { describe, expect, it } from 'vitest';
import {
  countsInOneForm,
  countsWithIcuPlural,
  droppedPlaceholders,
  missingTranslations,
  placeholdersOf,
  translatedTwoWays,
} from '../../../../scripts/catalog-rules.mjs';

const entry = (translation: string) => ({ translation });

describe('the rules every translation keeps', () => {
  it('finds the arguments and tags of a message', () => {
    expect([
      ...placeholdersOf('{count, select, one {{n} job} other {{n} jobs}} by {name}'),
    ]).toEqual(['{count}', '{n}', '{name}']);
    expect([...placeholdersOf('See <0>the terms</0>')]).toEqual(['<0>']);
  });

  it('flags a message with no translation', () => {
    expect(missingTranslations({ 'My jobs': entry(''), Today: entry('Hoy') })).toEqual(['My jobs']);
  });

  it('flags a translation that drops a placeholder', () => {
    expect(
      droppedPlaceholders({
        'From today to {last}.': entry('Desde hoy.'),
        'See <0>terms</0>': entry('Vea los <0>términos</0>'),
      }),
    ).toEqual(['From today to {last}.: lost {last}']);
  });

  it('flags one English translated two ways in two catalogues', () => {
    expect(
      translatedTwoWays([
        { Save: entry('Guardar') },
        { Save: entry('Salvar'), Done: entry('Listo') },
      ]),
    ).toEqual(['Save: "Guardar" / "Salvar"']);
  });

  it('flags a message that counts with plural', () => {
    expect(
      countsWithIcuPlural({
        '{count, plural, one {# job} other {# jobs}}': entry(
          '{count, plural, one {# trabajo} other {# trabajos}}',
        ),
        '{count, select, one {{n} day} other {{n} days}}': entry(
          '{count, plural, one {# día} other {# días}}',
        ),
        '{count, select, one {{n} row} other {{n} rows}}': entry(
          '{count, select, one {{n} fila} other {{n} filas}}',
        ),
        'Invoice #{number}': entry('Factura #{number}'),
      }),
    ).toEqual([
      '{count, plural, one {# job} other {# jobs}}: counts with plural',
      '{count, select, one {{n} day} other {{n} days}}: its translation counts with plural',
    ]);
  });

  it('flags a count whose English says the same for one as for many', () => {
    expect(
      countsInOneForm({
        '{count, select, one {{n} days} other {{n} days}}': entry('x'),
        '{count, select, one {{n} day} other {{n} days}}': entry('x'),
        '{count, select, one {One line} other {{n} lines}}': entry('x'),
        'Invoice #{number}': entry('x'),
      }),
    ).toEqual([
      '{count, select, one {{n} days} other {{n} days}}: says "{n} days" for one and for many',
    ]);
  });
});
