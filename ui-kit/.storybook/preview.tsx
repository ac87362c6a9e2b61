import { useEffect, useRef, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { AccrueProvider } from '../src/providers/AccrueProvider';
import { SUPPORTED_LOCALES, kitCatalogues, type Locale } from '../src/i18n/messages';
import { preloadKitMessages } from '../src/i18n/kit-messages';
import { applyColorScheme, type ColorScheme } from '../src/theme';

// Play functions wait up to 10 s for lazily loaded parts (the unit tests' setup does the same): on a
// busy 2-core CI machine a lazy chunk such as PageHeader's breadcrumbs outlasted the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

function StoryFrame({
  locale,
  scheme,
  children,
}: {
  locale: Locale;
  scheme: ColorScheme;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    applyColorScheme(document.documentElement, scheme);
    if (ref.current) applyColorScheme(ref.current, scheme);
  }, [scheme]);
  return (
    <div ref={ref} lang={locale} style={{ padding: 16 }}>
      <AccrueProvider locale={locale}>{children}</AccrueProvider>
    </div>
  );
}

/*
 * Under vitest the bundler defines NODE_ENV as "test", and react-stately's virtualizer then reads
 * `process.env.VIRT_ON` (a browser has no `process`) and, without it, renders every row of a
 * virtualised table. Story tests must see what a real browser shows: virtualisation on.
 */
const withProcess = globalThis as { process?: { env: Record<string, string | undefined> } };
withProcess.process ??= { env: {} };
withProcess.process.env.VIRT_ON ??= '1';

/** Every story renders themed (light, dark or system) and in the chosen language. */
const withKit: Decorator = (Story, context) => (
  <StoryFrame
    locale={(context.globals.locale ?? 'en') as Locale}
    scheme={(context.globals.colorScheme ?? 'light') as ColorScheme}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  decorators: [withKit],
  // Each area's labels load lazily, one file per language (a page downloads its user's language of
  // the areas it renders); a story renders with all of them there, in every language, since some
  // stories (and their play functions) switch language.
  loaders: [() => preloadKitMessages([undefined, ...kitCatalogues])],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [...SUPPORTED_LOCALES], dynamicTitle: true },
    },
    colorScheme: {
      description: 'Colour scheme',
      toolbar: { icon: 'contrast', items: ['light', 'dark', 'system'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en', colorScheme: 'light' },
  parameters: {
    // Stories are the accessibility tests: any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};
export default preview;
