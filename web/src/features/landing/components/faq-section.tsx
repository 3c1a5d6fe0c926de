import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import { faq } from '../content/landing-copy';

/** The FAQ accordion (spec 2.6 item 9). */
export function FaqSection() {
  return (
    <AccordionGroup size="lg" sx={{ maxWidth: 800 }}>
      {faq.map((entry) => (
        <Accordion key={entry.question}>
          <AccordionSummary>{entry.question}</AccordionSummary>
          <AccordionDetails>{entry.answer}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
