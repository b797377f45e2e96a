import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildI18nProvider } from '../../src/providers/i18nProvider';

/*
 * Tests never load Google's script: the loader is replaced by one that says the script is there, and the test plays
 * the script's part by calling the global Google calls on a rejected key.
 */
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => ({ isLoaded: true, loadError: undefined }),
  GoogleMap: ({ children }: { children?: unknown }) => (
    <div data-testid="google-map">{children as never}</div>
  ),
  Marker: () => null,
  Polygon: () => null,
}));

afterEach(() => vi.unstubAllEnvs());

describe('a rejected Google Maps key', () => {
  it('shows the AuthFailure panel in place of the map', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'a-key-google-rejects');
    const { MapView } = await import('../../src/components/map/MapView');
    render(
      <I18nContextProvider value={await buildI18nProvider('en')}>
        <MapView center={{ lat: 52.23, lng: 21.01 }} label="Districts" />
      </I18nContextProvider>,
    );
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(typeof window.gm_authFailure).toBe('function');
    act(() => window.gm_authFailure?.());
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('AuthFailure');
    expect(panel).toHaveTextContent('Google Maps rejected the API key (wrong API key)');
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });
});
