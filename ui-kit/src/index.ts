// @accrue/ui-kit: react-aria-components styled with vanilla-extract. Components import react-aria
// per component (react-aria-components/Button…), so an app downloads only what the kit uses; each
// area's file under exports/ decides which of its components load lazily on first render.
export { AccrueProvider, type AccrueProviderProps } from './providers/AccrueProvider';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, kitMessages, type Locale, type Catalogue } from './i18n/messages';
export { Button, type ButtonProps } from './components/Button/Button';
export { Heading, type HeadingProps, type HeadingLevel } from './components/Heading/Heading';
export { Link, type LinkProps } from './components/Link/Link';
export { PageHeader, type PageHeaderProps, type Breadcrumb } from './components/PageHeader/PageHeader';
export * from './exports/overlays';
export * from './exports/forms';
export * from './exports/select';
export * from './exports/table';
export * from './exports/filters';
export * from './exports/dates';
export * from './exports/display';
export * from './exports/format';
