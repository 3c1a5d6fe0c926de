import { describe, expect, it } from 'vitest';
import { placeholderDetails, placeholderFields } from './practice-details';
import { mailSenderOf, practiceSeedFromEnvironment } from './practice-seed';

describe('practice details from the configuration', () => {
  it('should seed today\'s placeholders when nothing is configured, and report them', () => {
    expect(practiceSeedFromEnvironment({})).toEqual(placeholderDetails);
    expect(placeholderFields(placeholderDetails)).toEqual(['legalName', 'inn', 'postalAddress', 'email', 'supportEmail', 'site', 'operatorRegistryNumber']);
  });

  it('should take the configured values and inflect the coach\'s name for mail', () => {
    const details = practiceSeedFromEnvironment({ PRACTICE_COACH_NAME: 'Мария Петрова', PRACTICE_INN: '500100732259', PRACTICE_TAX_STATUS: 'sole_proprietor' });
    expect(details).toMatchObject({ coachName: 'Мария Петрова', coachNameGenitive: 'Марии Петровой', inn: '500100732259', taxStatus: 'sole_proprietor' });
    expect(placeholderFields(details)).not.toContain('inn');
    expect(mailSenderOf(details)).toBe('Коуч Мария Петрова <hello@example.ru>');
  });
});
