// What every react-aria label file of a language Accrue does not speak resolves to in a build (see
// ariaLocalesOnly in src/rsbuild.ts): no labels, which react-aria's string dictionaries skip.
export default undefined;
