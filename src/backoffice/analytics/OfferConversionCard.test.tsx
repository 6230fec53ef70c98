// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { OfferConversion } from './analyticsQueries';
import { OfferConversionCard } from './OfferConversionCard';

afterEach(cleanup);

function show(conversion: OfferConversion | null) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <OfferConversionCard conversion={conversion} />
    </AdminContext>,
  );
}

describe('the quotes sent and accepted card', () => {
  it('gives the share of sent quotes accepted, each count agreed with its number', () => {
    show({ sent: 4, accepted: 1, declined: 1, expired: 0, waiting: 2, conversion_rate: '0.250' });
    expect(screen.getByText(/^25\s%$/)).toBeTruthy();
    expect(screen.getByText('4 envoyés, 1 accepté, 1 refusé, 2 en attente de réponse')).toBeTruthy();
  });

  it('says so while no quote was sent', () => {
    show({ sent: 0, accepted: 0, declined: 0, expired: 0, waiting: 0, conversion_rate: null });
    expect(screen.getByText('Aucun devis envoyé pour le moment.')).toBeTruthy();
  });
});
