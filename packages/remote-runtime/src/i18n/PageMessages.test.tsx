import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { catalogueOfFiles } from './catalogue';
import { PageMessages } from './PageMessages';

afterEach(cleanup);

it("reads a page's own labels in the user's language over the application's, downloading them once", async () => {
  const load = vi.fn(async (locale: string) => ({ messages: { 'page.only': `page label in ${locale}` } }));
  const pageCatalogue = catalogueOfFiles(load);
  const page = () => (
    <IntlProvider locale="fr" messages={{ 'app.label': 'application label' }}>
      <Suspense fallback={<p>loading</p>}>
        <PageMessages catalogue={pageCatalogue}>
          <p>
            <FormattedMessage id="page.only" /> / <FormattedMessage id="app.label" />
          </p>
        </PageMessages>
      </Suspense>
    </IntlProvider>
  );
  await act(async () => {
    render(page());
  });
  await screen.findByText('page label in fr / application label');
  cleanup();
  await act(async () => {
    render(page());
  });
  await screen.findByText('page label in fr / application label');
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('fr');
});
