import { describe, expect, it } from 'vitest';
import { LOCALES } from '@accrue/remote-runtime';
import { loadEveryLanguage } from '@accrue/remote-runtime/testing';
import { notificationsMessages } from './messages';

describe("the notifications popover's labels", () => {
  it('come in every language with every label, apart from the shell’s', async () => {
    const every = await loadEveryLanguage(notificationsMessages, LOCALES);
    const ids = Object.keys(every.en).sort();
    for (const locale of LOCALES) expect(Object.keys(every[locale]).sort(), locale).toEqual(ids);
    expect(ids.every((id) => id.startsWith('notifications.'))).toBe(true);
    expect(every.de['notifications.empty']).toBe('Sie haben keine Benachrichtigungen.');
  });
});
