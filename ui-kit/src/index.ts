// @accrue/ui-kit, the core entry: what nearly every page renders first (the provider, buttons,
// headings, links, the page header, alerts, spinners, skeletons). Each other area is an entry of
// its own, loaded only by the pages that use it, with its labels beside it (one file per language,
// a page downloads the user's language only):
//   @accrue/ui-kit/overlays  modal, form modal, drawer, tooltip, popover
//   @accrue/ui-kit/snackbar  snackbars (the provider, withSnackbar and useSnackbar; the region loads
//                            on use)
//   @accrue/ui-kit/forms     text, number, switch and text-area fields, form + autosave, quick
//                            edit, file upload
//   @accrue/ui-kit/validation  the generic validation messages (yup's locale), useValidationSchema
//   @accrue/ui-kit/select    select and multi-select
//   @accrue/ui-kit/table     data table, light table, pagination, checkbox, search field
//   @accrue/ui-kit/filters   filter bar, single- and multi-column sorters
//   @accrue/ui-kit/dates     date, range, month and year pickers
//   @accrue/ui-kit/display   avatars, card, tabs, breadcrumbs, side menu, copy to clipboard
//   @accrue/ui-kit/format    number, percent, currency and date formatting, trend, progress,
//                            truncated lists, empty values, debounce
//   @accrue/ui-kit/search    fuzzy search (fuse.js)
//   @accrue/ui-kit/theme     the theme contract, colour schemes and the forecast comparison
//                            colours (safe in `.css.ts` files)
export { AccrueProvider, type AccrueProviderProps } from './providers/AccrueProvider';
export { SUPPORTED_LOCALES, DEFAULT_LOCALE, type Locale } from './i18n/locales';
export {
  catalogueOfFiles,
  type LazyCatalogue,
  type LanguageModule,
  type Messages,
} from './i18n/catalogue-files';
export { kitCoreMessagesIn, kitMessagesIn } from './i18n/kit-messages';
export { SuspenseCache, type TrackedPromise } from './i18n/suspense-cache';
export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Button, type ButtonProps } from './components/Button/Button';
export { Heading, type HeadingProps, type HeadingLevel } from './components/Heading/Heading';
export { Link, type LinkProps } from './components/Link/Link';
export { PageHeader, type PageHeaderProps, type Breadcrumb } from './components/PageHeader/PageHeader';
export { PageBody, type PageBodyProps } from './components/PageBody/PageBody';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/Skeleton/Skeleton';
export { Spinner, SPINNER_SIZES, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
