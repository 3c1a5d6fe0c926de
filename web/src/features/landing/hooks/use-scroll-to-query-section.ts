import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { landingSections } from '../../../config/paths';
import { scrollToSection } from '../../../lib/scroll-to-section';

const isSection = (value: string | null): value is (typeof landingSections)[number] =>
  value !== null && (landingSections as readonly string[]).includes(value);

/**
 * `/?path=services` (and products, reviews, contact) scrolls to that section (spec 2.1), once
 * `sectionsRendered` says the sections are on the page.
 */
export function useScrollToQuerySection(sectionsRendered = true): void {
  const [searchParams] = useSearchParams();
  const section = searchParams.get('path');
  useEffect(() => {
    if (!sectionsRendered || !isSection(section)) return;
    const frame = requestAnimationFrame(() => scrollToSection(section));
    return () => cancelAnimationFrame(frame);
  }, [section, sectionsRendered]);
}
