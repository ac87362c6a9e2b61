// @accrue/ui-kit: react-aria-components styled with vanilla-extract. Components import react-aria
// per component (react-aria-components/Button…), so an app downloads only what the kit uses.
export { AccrueProvider, type AccrueProviderProps } from './providers/AccrueProvider';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, kitMessages, type Locale } from './i18n/messages';
export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Button, type ButtonProps } from './components/Button/Button';
export { Heading, type HeadingProps, type HeadingLevel } from './components/Heading/Heading';
export { Link, type LinkProps } from './components/Link/Link';
export type { ModalProps, ModalSize, ModalVariant } from './components/Modal/Modal';
export { PageHeader, type PageHeaderProps, type Breadcrumb } from './components/PageHeader/PageHeader';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export type { TextFieldProps } from './components/TextField/TextField';
export { Modal, TextField } from './lazy/components';
