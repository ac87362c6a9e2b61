// A field's parts wear the kit's shared field look: it lives in styles/field.css.ts, beside the
// frame and input styles that the field components use directly.
export { label, required, description, error } from '../../styles/field.css';
