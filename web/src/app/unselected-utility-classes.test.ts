import { describe, expect, it } from 'vitest';
import { withoutUnselectedUtilityClasses } from './unselected-utility-classes';

describe('withoutUnselectedUtilityClasses', () => {
  const html =
    '<a class="MuiLink-root MuiLink-colorPrimary css-1cj796w" href="/">Блог</a>' +
    '<li class="MuiListItem-root MuiListItem-nested Mui-expanded css-abc">x</li>' +
    '<p class="lead">class=&quot;MuiText-root&quot; в тексте</p>';

  it('should keep the classes a rule selects, state classes and the rest, and drop the other component classes', () => {
    const css = ['.MuiListItem-nested>.css-abc{padding:0}', '.css-1cj796w:hover .MuiListItem-root{color:red}'];
    expect(withoutUnselectedUtilityClasses(html, css)).toBe(
      '<a class="css-1cj796w" href="/">Блог</a>' +
        '<li class="MuiListItem-root MuiListItem-nested Mui-expanded css-abc">x</li>' +
        '<p class="lead">class=&quot;MuiText-root&quot; в тексте</p>',
    );
  });

  it('should leave the markup as it is when the styles select every class', () => {
    const css = ['.MuiLink-root,.MuiLink-colorPrimary,.MuiListItem-root,.MuiListItem-nested{}'];
    expect(withoutUnselectedUtilityClasses(html, css)).toBe(html);
  });
});
