import { describe, expect, it } from 'vitest';
import { productionRemotesJson } from './containers';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  ARIA_LOCALES,
  ARIA_LOCALE_STUB,
  esmTwin,
  isDroppedAriaLocale,
  pluginRemotesJson,
  remoteConfig,
} from './rsbuild';
import { SUPPORTED_LOCALES } from '../../../ui-kit/src/i18n/locales';

describe('the remote preset', () => {
  it('builds a remote from its folder: its name, its one exposed module and its standalone entry', () => {
    const root = new URL('../../../mfe-people', import.meta.url).pathname.replace(/\/$/, '');
    const config = remoteConfig(root);
    expect(config.server?.port).toBe(4103);
    expect(String((config.source?.entry as Record<string, unknown>).index)).toMatch(
      /remote-runtime\/src\/standalone-entry\.ts$/,
    );
    expect(config.resolve?.alias).toMatchObject({ '@accrue/this-remote': `${root}/src/remote.ts` });
  });

  it("names a production remote's files by its build's hash (no chunk-hash table in its entry)", () => {
    const root = new URL('../../../mfe-people', import.meta.url).pathname.replace(/\/$/, '');
    const nodeEnv = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(remoteConfig(root).output?.filename).toEqual({
        js: '[name].[fullhash:10].js',
        css: '[name].[fullhash:10].css',
      });
      process.env.NODE_ENV = 'development';
      expect(remoteConfig(root).output?.filename).toBeUndefined();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('pluginRemotesJson', () => {
  it("emits remotes.json into the shell's build from the containers list", () => {
    const emitted = new Map<string, string>();
    let stage: unknown;
    pluginRemotesJson().setup({
      processAssets: (options: { stage: unknown }, handler: (context: unknown) => void) => {
        stage = options.stage;
        handler({
          compilation: {
            emitAsset: (name: string, source: { source(): string }) => emitted.set(name, source.source()),
          },
          sources: {
            RawSource: class {
              constructor(private text: string) {}
              source() {
                return this.text;
              }
            },
          },
        });
      },
    } as never);
    expect(stage).toBe('additional');
    expect(JSON.parse(emitted.get('remotes.json')!)).toEqual(productionRemotesJson());
  });
});

describe('esmTwin', () => {
  it('finds the ES module beside each CommonJS file of the Module Federation runtime', () => {
    const require = createRequire(import.meta.url);
    for (const pkg of ['webpack-bundler-runtime', 'runtime', 'sdk', 'error-codes']) {
      const cjs = require.resolve(`@module-federation/${pkg}`);
      expect(cjs).toMatch(/\.cjs$/);
      expect(fs.existsSync(esmTwin(cjs))).toBe(true);
    }
  });
});

describe("react-aria's labels in the kit's languages only", () => {
  const require = createRequire(import.meta.url);
  const ariaFile = (pkg: string, file: string) =>
    `${require.resolve(`${pkg}/package.json`).replace(/package\.json$/, '')}dist/private/${file}`;

  it('drops the labels files of the other languages, of react-aria and react-aria-components', () => {
    for (const file of [
      ariaFile('react-aria', 'intl/table/ar-AE.mjs'),
      ariaFile('react-aria', 'intl/grid/zh-TW.mjs'),
      ariaFile('react-aria-components', 'intl/ja-JP.mjs'),
    ]) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(isDroppedAriaLocale(file), file).toBe(true);
    }
    expect(fs.readFileSync(ARIA_LOCALE_STUB, 'utf8')).toContain('export default undefined');
  });

  it('keeps the files of every kit language, and any other file', () => {
    for (const locale of ARIA_LOCALES) {
      const file = ariaFile('react-aria', `intl/table/${locale}.mjs`);
      expect(fs.existsSync(file), file).toBe(true);
      expect(isDroppedAriaLocale(file), file).toBe(false);
    }
    expect(isDroppedAriaLocale(ariaFile('react-aria', 'table/intlStrings.mjs'))).toBe(false);
    expect(isDroppedAriaLocale('/repo/ui-kit/src/i18n/catalogue/table/fr-FR.ts')).toBe(false);
  });

  it("covers each language the kit speaks (react-aria picks a bare language's first file)", () => {
    for (const language of SUPPORTED_LOCALES)
      expect(
        ARIA_LOCALES.some((locale) => locale.startsWith(`${language}-`)),
        language,
      ).toBe(true);
  });
});
