/**
 * The colours a company may give a forecast below or above the actual figure (doc 1 §2.3
 * customization, doc 2 §9), in the API's spelling. Their theme colours are in
 * comparison-tone.css.ts.
 */
export const COMPARISON_TONES = ['GREEN', 'CYAN', 'ORANGE', 'RED', 'MAGENTA', 'PURPLE', 'GRAY'] as const;

export type ComparisonTone = (typeof COMPARISON_TONES)[number];
