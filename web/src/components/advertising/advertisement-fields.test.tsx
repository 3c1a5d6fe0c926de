// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import type { AdvertisementDraft } from './advertisement';
import { AdvertisementFields } from './advertisement-fields';
import { AdvertisementMark } from './advertisement-mark';

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<AdvertisementDraft>({ marked: false, advertiser: '', erid: '' });
  return <AdvertisementFields id="ad" value={value} onChange={setValue} />;
}

describe('the advertising mark on the site', () => {
  it('should ask for the advertiser and the erid only once the content is marked as advertising', () => {
    renderWithApp(<Harness />);
    expect(screen.queryByLabelText(/Рекламодатель/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Реклама третьего лица/ }));
    expect(screen.getByLabelText(/Рекламодатель/)).toBeTruthy();
    expect(screen.getByLabelText(/Токен erid/)).toBeTruthy();
  });

  it('should show «Реклама», the advertiser and the erid', () => {
    renderWithApp(<AdvertisementMark advertisement={{ advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn' }} />);
    expect(screen.getByText('Реклама. Рекламодатель: ООО «Ромашка». erid: 2VtzqwTGwxn')).toBeTruthy();
  });
});
