import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { AgreementBlock, AgreementDocumentContent, AgreementRun } from './queries';

const ARTICLE: CSSProperties = {
  display: 'grid',
  gap: 8,
  maxWidth: 820,
  padding: '24px 32px',
  border: '1px solid rgba(0,0,0,0.12)',
  borderRadius: 8,
  background: 'var(--accrue-surface, #fff)',
  lineHeight: 1.5,
};

const CELL: CSSProperties = { border: '1px solid rgba(0,0,0,0.15)', padding: '4px 8px', textAlign: 'start' };

/**
 * A generated document (or its preview) as the page shows it: the blocks the PDF is made of, as
 * semantic HTML. A heading of level 1 to 3 is an h2 to h4 (the page's title is its h1); a paragraph's
 * and a list item's runs are bold or italic; a table's first row is its header; a rule is a line.
 */
export function AgreementDocument({ document }: { document: AgreementDocumentContent }) {
  return (
    <article aria-label={document.title} data-agreement-document="" style={ARTICLE}>
      {document.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}

function Block({ block }: { block: AgreementBlock }) {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(3, Math.max(1, block.level ?? 1));
      const Tag = (['h2', 'h3', 'h4'] as const)[level - 1]!;
      return (
        <Tag style={{ margin: '12px 0 0' }}>
          <Runs runs={block.text} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p style={{ margin: 0 }}>
          <Runs runs={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul style={{ margin: 0, paddingLeft: 24 }}>
          {(block.items ?? []).map((item, index) => (
            <li key={index}>
              <Runs runs={item} />
            </li>
          ))}
        </ul>
      );
    case 'table': {
      const [header, ...rows] = block.rows ?? [];
      if (!header) return null;
      return (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {header.map((cell, index) => (
                <th key={index} scope="col" style={{ ...CELL, fontWeight: 600 }}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} style={CELL}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'rule':
      return <hr style={{ width: '100%', border: 0, borderTop: '1px solid rgba(0,0,0,0.2)' }} />;
    default:
      return null;
  }
}

function Runs({ runs }: { runs: readonly AgreementRun[] | undefined }) {
  return (
    <>
      {(runs ?? []).map((run, index) => {
        let node: ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        return <Fragment key={index}>{node}</Fragment>;
      })}
    </>
  );
}
