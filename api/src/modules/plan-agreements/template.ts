import { Lexer, type Token, type Tokens } from 'marked';
import Mustache from 'mustache';
import type { PlanView } from './describe.js';
import type { DocumentBlock, DocumentContent, TextRun } from './types.js';

/**
 * Templates: Markdown with Mustache placeholders. A document is the template rendered over one
 * person's view of the plan (Mustache, logic-less: a template cannot run code), then read as
 * Markdown (marked's lexer) into blocks that the page and the PDF both draw.
 */

/** What a template is rendered with: one person, their plan and their quotas. */
export interface DocumentView {
  company: { name: string };
  agreement: { name: string; year: number };
  user: { fullName: string; firstName: string; lastName: string; email: string };
  plan: Omit<PlanView, 'rules' | 'tables' | 'rateTables'>;
  rules: PlanView['rules'];
  tables: PlanView['tables'];
  rateTables: PlanView['rateTables'];
  quotas: { label: string; values: string }[];
  parameters: { label: string; value: string }[];
  /** Whether the plan has tables of records (the default template titles them only then). */
  hasTables: boolean;
  /** Whether the person has a quota or a parameter (the default template's section says so otherwise). */
  hasTargets: boolean;
  today: string;
}

export const PLACEHOLDERS: readonly { name: string; description: string; section: boolean }[] = [
  { name: 'company.name', description: "The company's name.", section: false },
  { name: 'agreement.name', description: "The agreement's name.", section: false },
  { name: 'agreement.year', description: "The agreement's year.", section: false },
  { name: 'user.fullName', description: "The person's full name.", section: false },
  { name: 'user.firstName', description: "The person's first name.", section: false },
  { name: 'user.lastName', description: "The person's last name.", section: false },
  { name: 'user.email', description: "The person's email address.", section: false },
  { name: 'plan.name', description: "The plan's name.", section: false },
  {
    name: 'plan.frequency',
    description: 'How often statements are made: monthly, quarterly or yearly.',
    section: false,
  },
  { name: 'plan.categories', description: "The plan's categories of rules.", section: false },
  { name: 'today', description: 'The day the document is generated.', section: false },
  {
    name: '#rules',
    description: 'Repeats for each rule, in display order: label, category, kind, description, formula.',
    section: true,
  },
  {
    name: '#tables',
    description: 'Repeats for each table of records: label, records, conditions, credit.',
    section: true,
  },
  {
    name: '#rateTables',
    description:
      'Repeats for each rate table: label, and the sections #tiers (from, to, rate) or #points (x, y).',
    section: true,
  },
  {
    name: '#quotas',
    description:
      "Repeats for each of the person's quotas: label, values (each value in force during the year).",
    section: true,
  },
];

export const DEFAULT_TEMPLATE = `# {{agreement.name}}

**{{company.name}}** and **{{user.fullName}}** agree that, for {{agreement.year}}, {{user.firstName}}'s variable compensation is paid under the plan **{{plan.name}}**, calculated {{plan.frequency}} as described below.

## How commissions are calculated

{{#rules}}
### {{label}}

{{description}}

{{/rules}}
{{#hasTables}}
## Records taken into account

{{/hasTables}}
{{#tables}}
- **{{label}}** ({{records}}): {{conditions}}; {{credit}}.
{{/tables}}

{{#rateTables}}
## {{label}}

{{#isTiers}}
| From | To | Rate |
| --- | --- | --- |
{{#tiers}}
| {{from}} | {{to}} | {{rate}} |
{{/tiers}}
{{/isTiers}}

{{/rateTables}}
## Your quotas and parameters

{{#quotas}}
- **{{label}}**: {{values}}
{{/quotas}}
{{#parameters}}
- **{{label}}**: {{value}}
{{/parameters}}
{{^hasTargets}}
This plan sets you no quota and no parameter.
{{/hasTargets}}

---

Statements are calculated by Accrue from this plan as it is executed; this document is generated from the same plan on {{today}}.
`;

/** The template's syntax problem, or null (an unclosed section, a stray closing tag…). */
export function templateProblem(template: string): string | null {
  try {
    Mustache.parse(template);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Text put in Markdown as itself: a name with * or _ stays a name. */
function escapeMarkdown(value: unknown): string {
  return String(value).replace(/([\\`*_[\]#|<>])/g, '\\$1');
}

export function renderDocument(template: string, view: DocumentView, title: string): DocumentContent {
  const markdown = Mustache.render(template, view, undefined, { escape: escapeMarkdown });
  return { title, blocks: markdownBlocks(markdown) };
}

const MAX_BLOCKS = 10_000;

/** Markdown read into the document's blocks (headings, paragraphs, lists, tables, rules). */
export function markdownBlocks(markdown: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (blocks.length >= MAX_BLOCKS) return;
      switch (token.type) {
        case 'heading':
          blocks.push({ kind: 'heading', level: Math.min(3, token.depth), text: runs(token.tokens ?? []) });
          break;
        case 'paragraph':
          blocks.push({ kind: 'paragraph', text: runs(token.tokens ?? []) });
          break;
        case 'list':
          blocks.push({
            kind: 'list',
            items: (token as Tokens.List).items.map((item) => runs(inlineOf(item.tokens))),
          });
          break;
        case 'table': {
          const table = token as Tokens.Table;
          blocks.push({
            kind: 'table',
            rows: [table.header, ...table.rows].map((row) => row.map((cell) => plain(runs(cell.tokens)))),
          });
          break;
        }
        case 'hr':
          blocks.push({ kind: 'rule' });
          break;
        case 'blockquote':
          visit((token as Tokens.Blockquote).tokens);
          break;
        case 'code':
        case 'html':
          blocks.push({ kind: 'paragraph', text: [{ text: token.text ?? token.raw }] });
          break;
        default:
          break;
      }
    }
  };
  visit(new Lexer().lex(markdown));
  return blocks;
}

/** A list item's inline tokens (its text token holds them; nested blocks are flattened). */
function inlineOf(tokens: Token[]): Token[] {
  return tokens.flatMap((token) =>
    'tokens' in token && token.tokens && (token.type === 'text' || token.type === 'paragraph')
      ? token.tokens
      : [token],
  );
}

function runs(tokens: Token[], style: { bold?: boolean; italic?: boolean } = {}): TextRun[] {
  const out: TextRun[] = [];
  for (const token of tokens) {
    if (token.type === 'strong') out.push(...runs(token.tokens ?? [], { ...style, bold: true }));
    else if (token.type === 'em') out.push(...runs(token.tokens ?? [], { ...style, italic: true }));
    else if (token.type === 'br') out.push({ text: '\n', ...style });
    else if ('tokens' in token && token.tokens?.length) out.push(...runs(token.tokens, style));
    else out.push({ text: unescapeEntities('text' in token ? String(token.text) : token.raw), ...style });
  }
  return merge(out);
}

/** marked's lexer keeps HTML entities of escaped characters in text tokens (&amp;, &#39;…). */
function unescapeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Neighbouring runs of one style joined (a word split by an escape stays one run). */
function merge(list: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of list) {
    const last = merged.at(-1);
    if (last && Boolean(last.bold) === Boolean(run.bold) && Boolean(last.italic) === Boolean(run.italic))
      last.text += run.text;
    else merged.push({ ...run });
  }
  return merged.map((run) => ({
    text: run.text,
    ...(run.bold ? { bold: true } : {}),
    ...(run.italic ? { italic: true } : {}),
  }));
}

const plain = (list: TextRun[]) => list.map((run) => run.text).join('');
