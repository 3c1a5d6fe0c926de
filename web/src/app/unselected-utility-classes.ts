/**
 * Joy UI names every element by its component, slot and props (`MuiLink-root MuiLink-colorPrimary
 * MuiLink-body-sm MuiLink-underlineHover …`): hooks for styles that select them, a sixth of the
 * landing's markup, while its own styles select a handful (`MuiListItem-nested`, `MuiCard-root`).
 * The server's markup keeps those and the state classes (`Mui-expanded`, `Mui-disabled`) and drops
 * the rest; hydration leaves an element's classes as the server sent them, and an element the
 * browser renders anew gets all of Joy's.
 */

/** A component's class (`Mui<Component>-<slot or prop>`), not a state class (`Mui-<state>`). */
const componentClass = /^Mui[A-Za-z]+-[\w-]+$/;
const selectedClasses = /\.(Mui[A-Za-z]+-[\w-]+)/g;
const classAttribute = /\bclass="([^"]*)"/g;

/** `html` without the component classes that no rule of `stylesheets` selects. */
export function withoutUnselectedUtilityClasses(html: string, stylesheets: readonly string[]): string {
  const selected = new Set(stylesheets.flatMap((css) => [...css.matchAll(selectedClasses)].map((match) => match[1])));
  return html.replace(classAttribute, (_, classes: string) => {
    const kept = classes.split(' ').filter((name) => !componentClass.test(name) || selected.has(name));
    return `class="${kept.join(' ')}"`;
  });
}
