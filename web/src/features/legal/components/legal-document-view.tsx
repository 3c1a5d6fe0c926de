import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useLocation, Link as RouterLink } from 'react-router';
import { BulletList } from '../../../components/bullet-list/bullet-list';
import { PageMeta } from '../../../lib/page-meta';
import type { LegalBlock, LegalDocument } from '../content/types';
import { legalDocumentLinks } from './legal-document-links';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Typography level="body-md" sx={{ lineHeight: 1.7 }}>
        {block}
      </Typography>
    );
  }
  return (
    <BulletList items={block.list} sx={{ '--ListItem-paddingY': '2px', '--ListItem-minHeight': 'auto', py: 0 }} itemSx={{ lineHeight: 1.7 }} />
  );
}

const sectionId = (index: number) => `section-${index + 1}`;

/** Every legal page (spec 2.1): title, edition, contents, sections, links to the other documents. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { pathname } = useLocation();
  const others = legalDocumentLinks.filter((link) => link.path !== pathname);

  return (
    <Stack component="article" gap={3} sx={{ maxWidth: '80ch', mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <PageMeta title={document.title} description={document.summary} />
      <Stack gap={1}>
        <Typography level="h1" sx={{ fontSize: { xs: 'xl2', md: 'xl3' } }}>
          {document.title}
        </Typography>
        <Typography level="body-sm" textColor="text.secondary">
          {document.edition}
        </Typography>
      </Stack>
      <Stack gap={1.5}>
        {document.intro.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Stack>
      <Sheet component="nav" aria-labelledby="legal-contents" variant="soft" sx={{ p: 2, borderRadius: 'md' }}>
        <Typography id="legal-contents" level="title-sm" sx={{ mb: 1 }}>
          Содержание
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <Link href={`#${sectionId(index)}`} level="body-sm">
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Sheet>
      {document.sections.map((section, index) => (
        <Stack key={section.heading} component="section" gap={1.5} aria-labelledby={sectionId(index)}>
          <Typography id={sectionId(index)} level="h3" component="h2" sx={{ scrollMarginTop: 80 }}>
            {section.heading}
          </Typography>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </Stack>
      ))}
      <Stack component="aside" aria-label="Другие документы" gap={1} sx={{ pt: 2, borderTop: '1px solid', borderColor: 'divider' }}>
        <Typography level="title-sm">Другие документы</Typography>
        {others.map((link) => (
          <Link key={link.path} component={RouterLink} to={link.path} level="body-sm">
            {link.title}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
