/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export type LegalSection = {
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

/** A legal page as data: rendered by LegalDocumentView, so the texts can change without touching markup. */
export type LegalDocument = {
  readonly title: string;
  /** «Редакция от …». */
  readonly edition: string;
  /** One sentence for search results and link previews. */
  readonly summary: string;
  readonly intro: readonly LegalBlock[];
  readonly sections: readonly LegalSection[];
};
