/** A schema.org JSON-LD object (https://schema.org), rendered into a page's `<script type="application/ld+json">`. */
export type StructuredData = { '@context'?: 'https://schema.org'; '@type': string } & { [key: string]: unknown };

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `BreadcrumbList` of a page under the landing: each step a name and an absolute address. */
export function breadcrumbs(steps: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
