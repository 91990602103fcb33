import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { PreferencesProvider } from '../lib/preferences';

function Routes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
}) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return useRoutes(routes);
}

/**
 * Renders routes as the app does, starting at `path`; `location()` answers where navigation
 * has led.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let current: Location | undefined;
  const view = render(
    <PreferencesProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes
            routes={routes}
            onLocation={(location) => {
              current = location;
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </PreferencesProvider>,
  );
  return { ...view, client, location: () => current! };
}

export const page = (path: string, element: ReactElement): RouteObject => ({ path, element });

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
