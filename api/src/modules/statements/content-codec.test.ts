import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentPacker, packContent, parseContent, unpackContent } from './content-codec.js';

describe('statement content as stored', () => {
  it('packs a large content and reads it back as the same JSON text', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => ({ recordKey: `D${i}`, value: `${i}.25` }));
    const json = JSON.stringify({ total: '1.5', rules: [{ name: 'steps', lines }] });
    const stored = await packContent(json);
    expect(stored.length).toBeLessThan(json.length / 2);
    expect(stored.startsWith('{')).toBe(false);
    expect(unpackContent(stored)).toBe(json);
    expect(parseContent(stored)).toEqual(JSON.parse(json));
  });

  it('keeps a small content as plain JSON, and reads content stored before packing as it is', async () => {
    const json = JSON.stringify({ total: '12.5', rules: [] });
    expect(await packContent(json)).toBe(json);
    expect(unpackContent(json)).toBe(json);
    expect(parseContent('')).toEqual({});
    expect(parseContent(null)).toEqual({});
  });

  it('round-trips any JSON text, of any size and alphabet', async () => {
    await fc.assert(
      fc.asyncProperty(fc.json({ maxDepth: 4 }), fc.nat({ max: 3000 }), async (json, padding) => {
        const text = JSON.stringify({ value: JSON.parse(json), pad: 'é漢🎉'.repeat(padding) });
        expect(unpackContent(await packContent(text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('packs every row handed to a packer, however many at once, each with its own content', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      id: i,
      content: JSON.stringify({
        id: i,
        lines: Array.from({ length: 200 + i }, (_, j) => `deal ${i}.${j}, paid in full`),
      }),
    }));
    const texts = rows.map((row) => row.content);
    const packer = new ContentPacker();
    for (const row of rows) await packer.pack(row);
    await packer.packed();
    expect(rows.map((row) => unpackContent(row.content))).toEqual(texts);
    expect(rows.every((row, i) => row.content !== texts[i])).toBe(true);
  });
});
