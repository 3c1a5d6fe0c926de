/** A page story's viewport: the phone most clients read the site on (Storybook's «Small mobile», 320 px). */
export const phone = { viewport: { value: 'mobile1', isRotated: false } };
