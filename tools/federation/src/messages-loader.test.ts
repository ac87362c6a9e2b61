import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { MESSAGE_FILES, precompileMessages } from '../messages-loader.js';
import { CONTAINERS } from './containers';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** Every labels file of the front end: each container's, the remote runtime's and the kit's. */
function labelFiles(): string[] {
  const roots = [
    ...Object.values(CONTAINERS).map(({ dir }) => path.join(REPO, dir, 'src')),
    path.join(REPO, 'packages/remote-runtime/src'),
    path.join(REPO, 'ui-kit/src'),
  ];
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(root, file))
      .filter((file) => file.includes(`${path.sep}i18n${path.sep}`) && file.endsWith('.ts')),
  );
}

describe('precompileMessages', () => {
  it('turns every message of a labels file into its ICU AST and leaves the rest alone', () => {
    const source = [
      "import type { Messages } from '../catalogue';",
      'export const messages: Messages = {',
      "  'a.plain': 'Hello',",
      "  'a.count': '{count, plural, one {# row} other {# rows}}',",
      '  "a.quote": "l\'équipe",',
      '};',
    ].join('\n');
    const output = precompileMessages(source, 'fr.ts');
    expect(output).toContain("import type { Messages } from '../catalogue';");
    expect(output).toContain(`'a.plain': ${JSON.stringify(parse('Hello'))}`);
    expect(output).toContain(
      `'a.count': ${JSON.stringify(parse('{count, plural, one {# row} other {# rows}}'))}`,
    );
    expect(output).toContain(`"a.quote": ${JSON.stringify(parse("l'équipe"))}`);
  });

  it('fails the build on a message that does not parse, naming the file and the label', () => {
    expect(() => precompileMessages("export const messages = { 'x.broken': '{count' };", 'de.ts')).toThrow(
      /de\.ts: 'x\.broken' is not an ICU message/,
    );
  });

  it('covers every labels file of the front end, and only them', () => {
    const files = labelFiles();
    const covered = files.filter((file) => MESSAGE_FILES.test(file)).map((f) => path.relative(REPO, f));
    // Language files of each container, of the common messages and of each kit area.
    expect(covered).toEqual(
      expect.arrayContaining([
        'shell/src/i18n/locales/fr.ts',
        'mfe-people/src/i18n/de.ts',
        'packages/remote-runtime/src/i18n/common/it.ts',
        'ui-kit/src/i18n/catalogue/table/es.ts',
      ]),
    );
    // Code beside them is not labels.
    for (const code of ['messages.ts', 'catalogue.ts', 'common.ts', 'locales.ts', 'catalogue/table.ts'])
      expect(covered.filter((file) => file.endsWith(`i18n/${code}`))).toEqual([]);
    expect(covered.length).toBe(files.filter((file) => /[\\/](en|fr|de|pt|es|it)\.ts$/.test(file)).length);
    // Once precompiled, no labels file holds a message as a string any more.
    for (const file of covered) {
      const output = precompileMessages(fs.readFileSync(path.join(REPO, file), 'utf8'), file);
      expect(output, file).not.toMatch(/:\s*(['"`])(?:(?!\1).)*\1\s*,?\s*$/m);
    }
    // It parses every label of the product (thousands): seconds alone, more beside the other suites.
  }, 60_000);
});
