import { describe, expect, it } from 'vitest';
import { asOrigin, CONNECT_MESSAGE, connectPopupUrl, hostOriginOf, tokenFromPopup } from './frame-connection';

describe('the /auth/iframe connection', () => {
  it('reads origins as browsers send them, and nothing else', () => {
    expect(asOrigin('https://crm.example.com/deals/1?x=1')).toBe('https://crm.example.com');
    expect(asOrigin('http://localhost:3310')).toBe('http://localhost:3310');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a url', '', null, undefined])
      expect(asOrigin(bad)).toBeNull();
  });

  it('finds the host origin only when framed, from ancestorOrigins first, else the referrer', () => {
    const win = (parent: unknown, ancestors: string[] | undefined, referrer: string) =>
      ({
        parent,
        location: ancestors ? { ancestorOrigins: ancestors } : {},
        document: { referrer },
      }) as unknown as Window;
    const self = win(undefined, undefined, '');
    (self as { parent: unknown }).parent = self;
    expect(hostOriginOf(self)).toBeNull();
    expect(hostOriginOf(win({}, ['https://crm.example.com'], 'https://other.example/'))).toBe(
      'https://crm.example.com',
    );
    expect(hostOriginOf(win({}, undefined, 'https://crm.example.com/deals'))).toBe('https://crm.example.com');
    expect(hostOriginOf(win({}, undefined, ''))).toBeNull();
  });

  it('puts the host in the pop-up address, never a token', () => {
    expect(connectPopupUrl('https://crm.example.com')).toBe(
      '/auth/iframe/connect?host=https%3A%2F%2Fcrm.example.com',
    );
  });

  it('takes a token only from the pop-up it opened, on its own origin, in the protocol shape', () => {
    const popup = {} as Window;
    const event = (data: unknown, origin = 'https://accrue.example', source: unknown = popup) =>
      ({ data, origin, source }) as MessageEvent;
    const good = { source: 'accrue', type: CONNECT_MESSAGE, token: 't' };
    expect(tokenFromPopup(event(good), popup, 'https://accrue.example')).toBe('t');
    expect(tokenFromPopup(event(good, 'https://evil.example'), popup, 'https://accrue.example')).toBeNull();
    expect(tokenFromPopup(event(good, undefined, {}), popup, 'https://accrue.example')).toBeNull();
    expect(tokenFromPopup(event(good), null, 'https://accrue.example')).toBeNull();
    for (const data of [
      null,
      'x',
      { ...good, source: 'other' },
      { ...good, type: 'accrue:token' },
      { ...good, token: 1 },
    ])
      expect(tokenFromPopup(event(data), popup, 'https://accrue.example')).toBeNull();
  });
});
