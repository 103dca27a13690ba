import { describe, expect, it } from 'vitest';
import {
  droppedPlaceholders,
  missingTranslations,
  placeholdersOf,
  translatedTwoWays,
} from '../../../../scripts/catalog-rules.mjs';

const entry = (translation: string) => ({ translation });

describe('the rules every translation keeps', () => {
  it('finds the arguments and tags of a message', () => {
    expect([...placeholdersOf('{count, plural, one {# job} other {# jobs}} by {name}')]).toEqual([
      '{count}',
      '{name}',
    ]);
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
});
