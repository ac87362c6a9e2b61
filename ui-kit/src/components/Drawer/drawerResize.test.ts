import { describe, expect, it } from 'vitest';
import {
  DRAWER_DEFAULT_WIDTH,
  DRAWER_KEY_STEP,
  DRAWER_LARGE_STEP,
  DRAWER_MAX_WIDTH,
  DRAWER_MIN_WIDTH,
  clampWidth,
  widthFromKey,
  widthFromPointer,
} from './drawerResize';

const limits = { min: DRAWER_MIN_WIDTH, max: DRAWER_MAX_WIDTH };

describe('drawer resize logic', () => {
  it('starts at the spec width, 300 px, within its limits', () => {
    expect(DRAWER_DEFAULT_WIDTH).toBe(300);
    expect(DRAWER_MIN_WIDTH).toBeLessThan(DRAWER_DEFAULT_WIDTH);
    expect(DRAWER_MAX_WIDTH).toBeGreaterThan(DRAWER_DEFAULT_WIDTH);
  });

  it('clamps to the limits and rounds to whole pixels', () => {
    expect(clampWidth(100, limits)).toBe(DRAWER_MIN_WIDTH);
    expect(clampWidth(5000, limits)).toBe(DRAWER_MAX_WIDTH);
    expect(clampWidth(412.6, limits)).toBe(413);
    // A window narrower than the minimum: the minimum wins.
    expect(clampWidth(500, { min: 300, max: 200 })).toBe(300);
  });

  it('widens when the left edge is dragged left, narrows when dragged right', () => {
    expect(widthFromPointer({ startWidth: 300, startX: 900, x: 800 }, limits)).toBe(400);
    expect(widthFromPointer({ startWidth: 300, startX: 900, x: 950 }, limits)).toBe(250);
    expect(widthFromPointer({ startWidth: 300, startX: 900, x: 1200 }, limits)).toBe(DRAWER_MIN_WIDTH);
    expect(widthFromPointer({ startWidth: 300, startX: 900, x: 0 }, limits)).toBe(DRAWER_MAX_WIDTH);
  });

  it('mirrors the drag in right-to-left languages (the drawer sits on the left)', () => {
    expect(widthFromPointer({ startWidth: 300, startX: 300, x: 400 }, limits, 'rtl')).toBe(400);
    expect(widthFromPointer({ startWidth: 300, startX: 300, x: 250 }, limits, 'rtl')).toBe(250);
  });

  it('moves the edge with the arrow keys, by a large step with Shift', () => {
    expect(widthFromKey('ArrowLeft', 300, limits)).toBe(300 + DRAWER_KEY_STEP);
    expect(widthFromKey('ArrowRight', 300, limits)).toBe(300 - DRAWER_KEY_STEP);
    expect(widthFromKey('ArrowLeft', 300, limits, { shiftKey: true })).toBe(300 + DRAWER_LARGE_STEP);
    expect(widthFromKey('ArrowRight', 300, limits, { shiftKey: true })).toBe(300 - DRAWER_LARGE_STEP);
    expect(widthFromKey('ArrowLeft', 300, limits, { direction: 'rtl' })).toBe(300 - DRAWER_KEY_STEP);
    expect(widthFromKey('ArrowRight', 300, limits, { direction: 'rtl' })).toBe(300 + DRAWER_KEY_STEP);
  });

  it('supports PageUp/PageDown, Home (minimum) and End (maximum), and stays within limits', () => {
    expect(widthFromKey('PageUp', 300, limits)).toBe(350);
    expect(widthFromKey('PageDown', 300, limits)).toBe(250);
    expect(widthFromKey('Home', 300, limits)).toBe(DRAWER_MIN_WIDTH);
    expect(widthFromKey('End', 300, limits)).toBe(DRAWER_MAX_WIDTH);
    expect(widthFromKey('ArrowRight', DRAWER_MIN_WIDTH, limits)).toBe(DRAWER_MIN_WIDTH);
    expect(widthFromKey('ArrowLeft', DRAWER_MAX_WIDTH, limits)).toBe(DRAWER_MAX_WIDTH);
  });

  it('ignores other keys', () => {
    expect(widthFromKey('ArrowUp', 300, limits)).toBeNull();
    expect(widthFromKey('Enter', 300, limits)).toBeNull();
    expect(widthFromKey('a', 300, limits)).toBeNull();
  });
});
