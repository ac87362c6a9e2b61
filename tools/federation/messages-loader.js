// Plain JavaScript, not TypeScript: Rspack loads its loaders with Node, which does not run
// TypeScript from another workspace package.
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/**
 * Every file that holds labels: a language file of a lazy catalogue, anywhere under an `i18n`
 * folder (`i18n/en.ts`, `i18n/locales/fr.ts`, `i18n/common/de.ts`, the kit's
 * `i18n/catalogue/table/it.ts`). Their string values are ICU messages and nothing else.
 */
export const MESSAGE_FILES = /[\\/]i18n[\\/](?:[\w-]+[\\/])*(?:en|fr|de|pt|es|it)\.ts$/;

/**
 * A labels file with each message precompiled: every string literal that is the value of an
 * object property becomes the ICU AST react-intl would parse it into at run time, so the bundles
 * can use react-intl without its message parser (`@formatjs/icu-messageformat-parser/no-parser`,
 * see rsbuild.ts). Works on the TypeScript source (types are left for the compiler to strip); a
 * message that does not parse fails the build, with its file and property.
 *
 * @param {string} source
 * @param {string} fileName
 * @returns {string}
 */
export function precompileMessages(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const message = node.initializer.text;
      let ast;
      try {
        ast = parse(message);
      } catch (error) {
        throw new Error(`${fileName}: ${node.name.getText(file)} is not an ICU message: ${String(error)}`);
      }
      edits.push({
        start: node.initializer.getStart(file),
        end: node.initializer.getEnd(),
        text: JSON.stringify(ast),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let output = source;
  for (const { start, end, text } of edits.reverse()) {
    output = output.slice(0, start) + text + output.slice(end);
  }
  return output;
}

/**
 * The Rspack loader (a `pre` rule on MESSAGE_FILES, production builds only).
 *
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function messagesLoader(source) {
  return precompileMessages(source, this.resourcePath);
}
