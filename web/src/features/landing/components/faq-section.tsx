import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';
import { faq } from '../content/landing-copy';

export type FaqEntry = { question: string; answer: string };

/** The FAQ accordion (spec 2.6 item 9); several answers may stay open at once. */
export function FaqSection({ entries = faq.entries }: { entries?: readonly FaqEntry[] }) {
  return (
    <AccordionGroup size="lg" variant="outlined" transition="0.2s ease" sx={{ maxWidth: 820, borderRadius: 'md', bgcolor: 'background.surface' }}>
      {entries.map((entry) => (
        <Accordion key={entry.question}>
          <AccordionSummary>
            <Typography level="title-md" component="span">
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography sx={{ pb: 1 }}>{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
