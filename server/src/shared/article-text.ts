/** An article is plain text: every non-empty line is a paragraph of the blog post. */
export function articleParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
