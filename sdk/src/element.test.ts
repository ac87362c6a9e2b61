// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defineAccrueElements } from './element.js';

describe('<accrue-statement>', () => {
  it('frames the statement widget of the Accrue origin it names, once it has a token', async () => {
    defineAccrueElements();
    defineAccrueElements(); // twice is harmless
    const element = document.createElement('accrue-statement');
    element.setAttribute('origin', 'https://accrue.example.com');
    document.body.append(element);
    expect(element.querySelector('iframe')).toBeNull();
    element.setAttribute('token', 'accrue-embed-token.t');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const frame = element.querySelector('iframe');
    expect(frame?.src).toBe(
      `https://accrue.example.com/embed/statement?host=${encodeURIComponent(window.location.origin)}`,
    );
    // The token never goes in the address.
    expect(frame?.src).not.toContain('accrue-embed-token');
    element.remove();
    expect(element.querySelector('iframe')).toBeNull();
  });
});
