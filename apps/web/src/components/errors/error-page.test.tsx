import { ERROR_PAGE } from '@mirume/shared';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderPage, renderRoutes } from '@/test/render';
import { ErrorPage } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

describe('[ERROR PAGE] texts', () => {
  it.each([
    [404, 'Page Not Found', 'お探しのページが見つかりませんでした。'],
    [403, 'Page Forbidden', 'このページを表示する権限がありません。'],
    [500, 'An error occurred', 'エラーが発生しました。時間をおいて再度お試しください。'],
    [502, 'An error occurred', 'エラーが発生しました。時間をおいて再度お試しください。'],
  ])(
    '%i shows "%s" with its Japanese text and a way back to the top page',
    async (status, title, message) => {
      renderPage(<ErrorPage status={status} />);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByRole('link', { name: ERROR_PAGE.backToTop }).getAttribute('href')).toBe('/');
    },
  );
});

describe('[ERROR PAGE] as the router error element', () => {
  function renderThrowing(thrown: unknown, path = '/x') {
    return renderRoutes(
      [
        {
          path,
          hydrateFallbackElement: <p>読み込み中</p>,
          errorElement: <RouteErrorBoundary />,
          loader: () => {
            throw thrown;
          },
          element: <p>本文</p>,
        },
      ],
      path,
    );
  }

  it('shows 403 for a thrown 403 response', async () => {
    renderThrowing(data(null, { status: 403 }));
    expect(await screen.findByRole('heading', { name: 'Page Forbidden' })).toBeTruthy();
  });

  it('shows 404 for a thrown 404 response, linking operators back to /admin', async () => {
    renderThrowing(data('404 Not Found', { status: 404 }), '/admin/x');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: ERROR_PAGE.backToTop }).getAttribute('href')).toBe('/admin');
  });

  it('shows the general error, with a reload button, for anything else', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      renderThrowing(new Error('boom'));
      expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '再読み込み' })).toBeTruthy();
    } finally {
      console.error = original;
    }
  });
});

describe('[ERROR PAGE] the three refusals read differently (spec §8)', () => {
  it("a role refusal reads '404 Not Found', a missing page 'This page could not be found'", async () => {
    renderRoutes(
      [
        {
          path: '/refused',
          hydrateFallbackElement: <p>読み込み中</p>,
          errorElement: <RouteErrorBoundary />,
          loader: () => {
            throw data(ERROR_PAGE.notFound.refused, { status: 404 });
          },
          element: <p>本文</p>,
        },
      ],
      '/refused',
    );
    expect(await screen.findByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
  });

  it('a page whose data answers 403 shows Page Forbidden instead of the page', async () => {
    function ForbiddenData() {
      useQuery({
        queryKey: ['forbidden'],
        queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', '権限がありません。')),
      });
      return <p>本文</p>;
    }
    renderRoutes([{ path: '/', errorElement: <RouteErrorBoundary />, element: <ForbiddenData /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Page Forbidden' })).toBeTruthy();
    expect(screen.queryByText('本文')).toBeNull();
  });
});
