import { describe, expect, it } from 'vitest';
import { widgetEntryUrl, WIDGETS } from './embed';

describe('embed', () => {
  it('points each widget at the remote that exposes it', () => {
    expect(widgetEntryUrl('https://accrue.example.com/', 'statement')).toBe(
      'https://accrue.example.com/remotes/mfe-statements/remoteEntry.js',
    );
    expect(widgetEntryUrl('https://accrue.example.com', 'dashboard')).toBe(
      'https://accrue.example.com/remotes/mfe-data/remoteEntry.js',
    );
    expect(WIDGETS.statement.container).toBe('mfe_statements');
  });
});

describe('federationRuntimeUrl', () => {
  it('names the runtime the shell publishes for pages without the shell', async () => {
    const { federationRuntimeUrl } = await import('./embed');
    expect(federationRuntimeUrl('https://accrue.example.com/')).toBe(
      'https://accrue.example.com/static/js/federation-runtime.js',
    );
  });
});
