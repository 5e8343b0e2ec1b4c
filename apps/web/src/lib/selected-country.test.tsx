import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getSelectedCountry,
  loadStoredCountry,
  setSelectedCountry,
  useCurrency,
  useSelectedCountry,
} from './selected-country.ts';

function Probe() {
  return (
    <p>
      {useSelectedCountry() ?? 'unknown'} {useCurrency()}
    </p>
  );
}

beforeEach(() => loadStoredCountry());

describe('the selected country', () => {
  it('is unknown until set, with AED meanwhile', () => {
    render(<Probe />);
    expect(screen.getByText('unknown AED')).toBeInTheDocument();
  });

  it('is restored from either storage key, ignoring anything but ae and sa', () => {
    localStorage.setItem('countryCode', 'sa');
    loadStoredCountry();
    expect(getSelectedCountry()).toBe('sa');
    localStorage.setItem('selectedCountry', 'pk');
    localStorage.setItem('countryCode', 'us');
    loadStoredCountry();
    expect(getSelectedCountry()).toBeUndefined();
  });

  it('is saved under both keys and shared with every subscriber', () => {
    render(<Probe />);
    act(() => setSelectedCountry('sa'));
    expect(screen.getByText('sa SAR')).toBeInTheDocument();
    expect(localStorage.getItem('selectedCountry')).toBe('sa');
    expect(localStorage.getItem('countryCode')).toBe('sa');

    act(() => setSelectedCountry('ae'));
    expect(screen.getByText('ae AED')).toBeInTheDocument();
  });

  it('can hold a guess for this visit without remembering it', () => {
    setSelectedCountry('sa', { persist: false });
    expect(getSelectedCountry()).toBe('sa');
    expect(localStorage.getItem('selectedCountry')).toBeNull();
  });

  it('follows a choice made in another tab', () => {
    render(<Probe />);
    localStorage.setItem('selectedCountry', 'sa');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'selectedCountry' }));
    });
    expect(screen.getByText('sa SAR')).toBeInTheDocument();
  });
});
